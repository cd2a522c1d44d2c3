import type { RunningEmulator } from '@chronicle/github-emulator';
import { TestBrowser } from './browser.js';
import type { TestApp } from './test-app.js';

/** The environment that points Chronicle's GitHub sign-in at a running emulator. */
export function githubEnv(emulator: RunningEmulator, extra: Record<string, string> = {}): Record<string, string> {
  return {
    GITHUB_URL: emulator.url,
    GITHUB_API_URL: emulator.apiUrl,
    GITHUB_CLIENT_ID: 'chronicle-test-app',
    GITHUB_CLIENT_SECRET: 'chronicle-test-secret',
    ...extra,
  };
}

/** Walks the whole OAuth dance as a browser would, stopping when it lands back on Chronicle's page. */
export async function signInThroughEmulator(app: Pick<TestApp, 'url'>, login?: string): Promise<TestBrowser> {
  const browser = new TestBrowser();
  const start = await browser.request(`${app.url}/api/auth/github`);
  const authorize = new URL(start.headers.get('location')!);
  if (login) authorize.searchParams.set('login', login);
  const { url } = await browser.navigate(authorize.toString(), (next) => next.pathname === '/dashboard');
  if (url.toString() !== `${app.url}/dashboard`) throw new Error(`Sign-in ended at ${url} instead of the dashboard.`);
  return browser;
}
