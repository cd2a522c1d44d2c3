import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from '@chronicle/antd-kit';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient, themeConfig } from '@chronicle/ui';
import { ShellLayout } from '../layout/shell-layout';
import { useThemeMode } from './use-theme-mode';

/**
 * The shell's providers — the one QueryClient, the one antd ConfigProvider + App (and so the one
 * notification region, at most one toast at a time), the one router — around the layout.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [mode, toggleMode] = useThemeMode();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={themeConfig(mode)}>
        <AntApp notification={{ maxCount: 1 }}>
          <BrowserRouter>
            <ShellLayout themeMode={mode} onToggleTheme={toggleMode} />
          </BrowserRouter>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
