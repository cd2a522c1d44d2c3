import { remoteConfig } from '@chronicle/vite-config';

export default remoteConfig({
  name: 'dashboard',
  port: 4202,
  exposes: {
    './DashboardPage': './src/pages/dashboard-page.tsx',
    './SettingsPage': './src/pages/settings-page.tsx',
  },
});
