import { writeFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
