import { remoteConfig } from '@chronicle/vite-config';

export default remoteConfig({
  name: 'admin',
  port: 4203,
  exposes: {
    './AdminPage': './src/pages/admin-page.tsx',
    './AiTuningPage': './src/pages/ai-tuning-page.tsx',
    './AgentsPage': './src/pages/agents-page.tsx',
  },
});
