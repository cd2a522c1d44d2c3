import { Route, Routes } from 'react-router-dom';
import { RemotePage } from '../federation/remote-page';

/** The spec's route table (§2): every route maps to a page of the remote that owns it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RemotePage remote="marketing" page="LandingPage" />} />
      <Route path="/features" element={<RemotePage remote="marketing" page="FeaturesPage" />} />
      <Route path="/pricing" element={<RemotePage remote="marketing" page="PricingPage" />} />
      <Route path="/example-template" element={<RemotePage remote="marketing" page="ExampleTemplatePage" />} />
      {/* The footer's pages (issue 15); their names are reserved slugs (RESERVED_SLUGS). */}
      <Route path="/docs" element={<RemotePage remote="marketing" page="DocsPage" />} />
      <Route path="/api-reference" element={<RemotePage remote="marketing" page="ApiReferencePage" />} />
      <Route path="/help" element={<RemotePage remote="marketing" page="HelpPage" />} />
      <Route path="/contact" element={<RemotePage remote="marketing" page="ContactPage" />} />
      <Route path="/privacy" element={<RemotePage remote="marketing" page="PrivacyPage" />} />
      <Route path="/terms" element={<RemotePage remote="marketing" page="TermsPage" />} />
      <Route path="/dashboard" element={<RemotePage remote="dashboard" page="DashboardPage" />} />
      <Route path="/settings" element={<RemotePage remote="dashboard" page="SettingsPage" />} />
      <Route path="/admin" element={<RemotePage remote="admin" page="AdminPage" />} />
      <Route path="/ai-tuning" element={<RemotePage remote="admin" page="AiTuningPage" />} />
      <Route path="/agents" element={<RemotePage remote="admin" page="AgentsPage" />} />
      <Route path="/:slug/docs" element={<RemotePage remote="public-docs" page="ProjectPage" />} />
      <Route path="/:slug/docs/:docType" element={<RemotePage remote="public-docs" page="DocumentPage" />} />
      {/* The form the document tabs link to (spec §2); without a type it is the changelog. */}
      <Route path="/docs/:slug/:docType?" element={<RemotePage remote="public-docs" page="DocumentPage" />} />
      <Route path="/:publicSlug" element={<RemotePage remote="public-docs" page="PublicChangelogPage" />} />
      <Route path="*" element={<RemotePage remote="marketing" page="NotFoundPage" />} />
    </Routes>
  );
}
