#!/usr/bin/env node
// `npm test`: builds and type-checks every project, starts a throwaway PostgreSQL and Redis on
// their own ports in a temporary folder, runs every project's tests against them, and stops them.
// It never uses or changes the machine's own database servers.
// Extra arguments go to `nx run-many -t test`, e.g. `npm test -- --projects=@chronicle/api`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureSystemPackages } from './lib/system-packages.mjs';
import { startPostgres, startRedis } from './lib/throwaway-servers.mjs';
import { run, runNx } from './lib/run.mjs';

const testArgs = process.argv.slice(2);
/** The project whose tests take about half of the whole run. */
const LONGEST_TESTS = '@chronicle/api';

/**
 * The Nx runs of the tests, side by side, one per core. The API's suite starts at once on one core
 * while every other project's tests take turns on the other (Nx alone would start it only after the
 * projects before it, and the run would last that much longer). They do not meet: only the API's
 * tests use the servers (each test its own database), and every server a test starts listens on a
 * port the system picks. Projects chosen on the command line run two at a time.
 */
function testRuns(args) {
  // The builds ran just before: neither run may build (or restore from the cache) a dist folder the
  // other's tests are reading at that moment.
  const nxTest = ['nx', 'run-many', '-t', 'test', '--output-style=stream', '--excludeTaskDependencies'];
  if (args.length) return [[...nxTest, '--parallel=2', ...args]];
  return [
    [...nxTest, '--parallel=1', `--projects=${LONGEST_TESTS}`],
    [...nxTest, '--parallel=1', `--exclude=${LONGEST_TESTS}`],
  ];
}

ensureSystemPackages(['postgresql', 'redis-server', 'chromium']);
// Every benchmark still writes into its page under docs/benchmarks/, which the README links.
await run(process.execPath, [path.join(import.meta.dirname, 'check-bench-pages.mjs')]);
await runNx(['run-many', '-t', 'build', 'typecheck']);

const workDir = mkdtempSync(path.join(tmpdir(), 'chronicle-test-'));
const servers = [];
const cleanUp = async () => {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(workDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => cleanUp().finally(() => process.exit(130)));
}

let exitCode = 1;
try {
  const [postgres, redis] = await Promise.all([startPostgres(workDir), startRedis(workDir)]);
  servers.push(postgres, redis);
  console.log(`test servers: PostgreSQL ${postgres.version} on port ${postgres.port}, Redis on port ${redis.port}`);
  const codes = await Promise.all(
    testRuns(testArgs).map((args) => run('npx', args, { env: { TEST_DATABASE_URL: postgres.url, TEST_REDIS_URL: redis.url }, allowFailure: true })),
  );
  exitCode = codes.find((code) => code !== 0) ?? 0;
} finally {
  await cleanUp();
}
process.exit(exitCode);
