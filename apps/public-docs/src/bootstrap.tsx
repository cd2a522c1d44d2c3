// Standalone development only: inside the shell these pages get the shell's providers and routes.
import { Route } from 'react-router-dom';
import { renderStandalone } from '@chronicle/ui';
import ProjectPage from './pages/project-page';
import DocumentPage from './pages/document-page';
import PublicChangelogPage from './pages/public-changelog-page';

renderStandalone(
  <>
    <Route path="/:slug/docs" element={<ProjectPage />} />
    <Route path="/:slug/docs/:docType" element={<DocumentPage />} />
    <Route path="/docs/:slug/:docType?" element={<DocumentPage />} />
    <Route path="/:publicSlug" element={<PublicChangelogPage />} />
  </>,
);
