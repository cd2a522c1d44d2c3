import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, Layout } from '@chronicle/antd-kit';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes } from 'react-router-dom';
import { createQueryClient } from './query-client.js';
import { readStoredTheme, themeConfig } from './theme.js';

/**
 * Renders a remote on its own, for developing it without the shell: the same providers and
 * `<main>` the shell gives its pages, around the remote's routes. Inside the shell this is never used.
 */
export function renderStandalone(routes: ReactNode): void {
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigProvider theme={themeConfig(readStoredTheme())}>
        <App>
          <BrowserRouter>
            <Layout style={{ minHeight: '100vh' }}>
              <Layout.Content>
                <Routes>{routes}</Routes>
              </Layout.Content>
            </Layout>
          </BrowserRouter>
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}
