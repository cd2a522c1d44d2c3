// Standalone development only: inside the shell these pages get the shell's providers.
import { Route } from 'react-router-dom';
import { renderStandalone } from '@chronicle/ui';
import DashboardPage from './pages/dashboard-page';
import SettingsPage from './pages/settings-page';

renderStandalone(
  <>
    <Route path="/dashboard" element={<DashboardPage />} />
    <Route path="/settings" element={<SettingsPage />} />
  </>,
);
