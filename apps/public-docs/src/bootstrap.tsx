// Standalone development only: inside the shell these pages get the shell's providers.
import { Route } from 'react-router-dom';
import { renderStandalone } from '@chronicle/ui';
import ProjectPage from './pages/project-page';
import DocumentPage from './pages/document-page';
import PublicChangelogPage from './pages/public-changelog-page';

renderStandalone(
  <>
    <Route path="/project" element={<ProjectPage />} />
    <Route path="/document" element={<DocumentPage />} />
    <Route path="/:publicSlug" element={<PublicChangelogPage />} />
  </>,
);
