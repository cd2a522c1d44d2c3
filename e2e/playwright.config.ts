import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; without the background-networking flags it
// keeps trying to reach Google's hosts, which this machine's network refuses.
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: './tests',
  testMatch: '*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Sized for CI on two cores at a load average of 10, where analyses and documentation runs (worker
  // threads at background priority) crawl: a test asserts what the page shows, never how fast (speed
  // is `npm run bench:web`); JOB_WAIT_MS (support/chronicle.ts) is how long one waits for a job.
  timeout: 600_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    trace: 'off',
  },
});
