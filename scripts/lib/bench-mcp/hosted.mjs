// The built Chronicle serving one repository over /api/mcp, for `npm run bench:mcp`'s abuse and
// questions parts: the GitHub emulator and Chronicle (role `all`, PGlite) as child processes, the
// repository pushed to the emulator as octocat/hello-world, added by an admin as a project and
// analysed (documents written), so its public slug answers MCP calls.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sleep } from '../bench-analysis/load.mjs';
import { emulatorToken, pushToEmulatorRepository } from '../bench-analysis/repository.mjs';
import { signIn } from '../bench-webhooks/chronicle-client.mjs';
import { startChronicle, startEmulator } from '../bench-webhooks/processes.mjs';
import { freePort } from '../throwaway-servers.mjs';

const OWNER = 'octocat';
const REPO = 'hello-world';
const ANALYSIS_DEADLINE_MS = 20 * 60_000;

/**
 * Serves the repository at `repoDir` (its branch `main`) from a fresh Chronicle whose data lives
 * under `workDir`; resolves once its first analysis succeeded. Every process is registered with
 * `cleanup`. `env` adds settings to Chronicle's.
 */
export async function serveRepository({ repoDir, workDir, cleanup, env = {} }) {
  const emulator = await startEmulator({ port: await freePort(), dataDir: path.join(workDir, 'emulator'), cleanup });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(workDir, 'chronicle-data');
  mkdirSync(dataDir, { recursive: true });
  const chronicle = await startChronicle({
    env: {
      PORT: String(port),
      PUBLIC_URL: url,
      CHRONICLE_DATA_DIR: dataDir,
      CHRONICLE_ROLE: 'all',
      ADMIN_LOGINS: OWNER,
      GITHUB_URL: emulator.url,
      GITHUB_API_URL: emulator.apiUrl,
      GITHUB_CLIENT_ID: 'chronicle-bench',
      GITHUB_CLIENT_SECRET: 'chronicle-bench-secret',
      ...env,
    },
    cleanup,
  });
  const { browser } = await signIn(url, OWNER);
  await pushToEmulatorRepository(repoDir, { emulatorUrl: emulator.url, owner: OWNER, repo: REPO, token: await emulatorToken(emulator.url, OWNER), force: true });
  const project = await browser.json(`${url}/api/admin/projects`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ repositoryUrl: `${OWNER}/${REPO}` }) });
  const started = Date.now();
  for (const deadline = Date.now() + ANALYSIS_DEADLINE_MS; ; await sleep(500)) {
    const job = (await browser.json(`${url}/api/admin/projects/${project.id}/status`)).analysis;
    if (job?.status === 'success') break;
    if (job?.status === 'error' || Date.now() > deadline) throw new Error(`the analysis did not succeed: ${job?.errorMessage ?? job?.status}`);
  }
  return { url, slug: project.publicSlug, chronicle, fullName: `${OWNER}/${REPO}`, analysisSeconds: (Date.now() - started) / 1000 };
}
