import { Layout } from '@chronicle/antd-kit';
import type { ThemeMode } from '@chronicle/ui';
import { AppRoutes } from '../app/app-routes';
import { useNotificationHotkey } from '../app/use-notification-hotkey';
import { TopBar } from './top-bar';

/** The frame every page lives in: the top bar, then the route's page. */
export function ShellLayout({ themeMode, onToggleTheme }: { themeMode: ThemeMode; onToggleTheme: () => void }) {
  useNotificationHotkey();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar themeMode={themeMode} onToggleTheme={onToggleTheme} />
      <Layout.Content>
        <AppRoutes />
      </Layout.Content>
    </Layout>
  );
}
