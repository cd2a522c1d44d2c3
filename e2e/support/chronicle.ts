import { writeFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * How long a test waits for an analysis or a documentation run: they run in worker threads at
 * background priority (nice 10), which on a machine loaded with work at normal priority get a few
 * percent of a core. Under the tests' own timeout (playwright.config.ts).
 */
export const JOB_WAIT_MS = 540_000;

/** An absolute URL of the Chronicle under test. */
export function url(path: string): string {
  return `${process.env.E2E_BASE_URL}${path}`;
}

/** Points remotes elsewhere by editing the manifest file alone (no rebuild, no restart). */
export function writeRemotesManifest(manifest: Record<string, { entry: string }>): void {
  writeFileSync(process.env.E2E_MANIFEST_FILE!, JSON.stringify(manifest));
}

export function resetRemotesManifest(): void {
  writeRemotesManifest({});
}

/** axe-core on the current page: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Colours are checked once transitions (a theme switch, a hover) have finished.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}
