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
