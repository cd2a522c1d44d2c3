import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { RemotePage } from '../federation/remote-page';

/** `/docs/{slug}/...` is the other spelling of `/{slug}/docs/...` (spec §2). */
function DocsRedirect() {
  const { slug, '*': rest } = useParams();
  return <Navigate replace to={`/${slug}/docs${rest ? `/${rest}` : ''}`} />;
}

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
      <Route path="/docs/:slug/*" element={<DocsRedirect />} />
      <Route path="/:slug/docs" element={<RemotePage remote="public-docs" page="ProjectPage" />} />
      <Route path="/:slug/docs/:docType" element={<RemotePage remote="public-docs" page="DocumentPage" />} />
      <Route path="/:publicSlug" element={<RemotePage remote="public-docs" page="PublicChangelogPage" />} />
      <Route path="*" element={<RemotePage remote="marketing" page="NotFoundPage" />} />
    </Routes>
  );
}
