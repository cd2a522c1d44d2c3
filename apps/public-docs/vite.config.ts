import { remoteConfig } from '@chronicle/vite-config';

export default remoteConfig({
  name: 'public-docs',
  port: 4204,
  exposes: {
    './ProjectPage': './src/pages/project-page.tsx',
    './DocumentPage': './src/pages/document-page.tsx',
    './PublicChangelogPage': './src/pages/public-changelog-page.tsx',
  },
});
