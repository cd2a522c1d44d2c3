import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultSeed, startGithubEmulator } from '@chronicle/github-emulator';
import { freePort, startChronicle } from './servers.js';

/**
 * Starts the GitHub emulator and the built Chronicle (API serving the shell and remotes) on a
 * fresh embedded database, with a remotes manifest file the tests may edit. Tests find them
 * through E2E_* variables; workers inherit them.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'chronicle-e2e-'));
  const manifestFile = path.join(workDir, 'remotes.json');
  writeFileSync(manifestFile, '{}');
  // hubot: a second user, who is not an admin (admin.e2e.ts), with a private repository of their
  // own, which a free account's tier covers with the changelog only (agents.e2e.ts).
  const emulator = await startGithubEmulator({
    seed: {
      users: [...defaultSeed.users, { login: 'hubot', name: 'Hubot', avatar_url: 'https://avatars.githubusercontent.com/u/480938?v=4' }],
      repositories: [
        ...defaultSeed.repositories,
        // Public repositories the hostile-content tests push their changelogs to (repository-content.e2e.ts).
        { owner: 'octocat', name: 'hostile-changelog', description: 'A changelog that tries to be a page.', language: 'JavaScript', stargazers_count: 1, default_branch: 'main', private: false },
        { owner: 'octocat', name: 'long-changelog', description: 'Twenty thousand releases.', language: 'JavaScript', stargazers_count: 1, default_branch: 'main', private: false },
        {
          owner: 'hubot',
          name: 'hubot-scripts',
          description: "Hubot's private scripts.",
          language: 'JavaScript',
          stargazers_count: 0,
          default_branch: 'main',
          private: true,
        },
      ],
    },
  });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const chronicle = await startChronicle({
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    CHRONICLE_DATA_DIR: path.join(workDir, 'data'),
    CHRONICLE_REMOTES_MANIFEST: manifestFile,
    GITHUB_URL: emulator.url,
    GITHUB_API_URL: emulator.apiUrl,
    GITHUB_CLIENT_ID: 'chronicle-e2e',
    GITHUB_CLIENT_SECRET: 'chronicle-e2e-secret',
    // Every test signs in afresh, all from 127.0.0.1: far more sign-ins a minute than one person makes.
    CHRONICLE_RATE_LIMIT_SIGN_IN: '1000',
    // The emulator's user is an admin, so tests can add projects through the admin API.
    ADMIN_LOGINS: 'octocat',
  });
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MANIFEST_FILE = manifestFile;
  process.env.E2E_EMULATOR_URL = emulator.url;
  return async () => {
    chronicle.kill('SIGTERM');
    await new Promise((resolve) => chronicle.once('exit', resolve));
    await emulator.close();
    rmSync(workDir, { recursive: true, force: true });
  };
}
