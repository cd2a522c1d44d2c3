// Test helpers: small repositories built with real git.
import { GitFixture } from '@chronicle/history/testing';

/** A small TypeScript package: a manifest, two modules, a README. */
export function packageRepository(): GitFixture {
  const fixture = new GitFixture();
  fixture.commit('feat: a queue with a worker interface', {
    'package.json': `${JSON.stringify({ name: 'tiny-queue', version: '1.0.0', description: 'A tiny job queue.', license: 'MIT', type: 'module', dependencies: { ms: '^2.1.3' } }, null, 2)}\n`,
    'README.md': '# tiny-queue\n\nA tiny job queue.\n',
    'src/queue.ts': "import ms from 'ms';\n\n/** Runs jobs. */\nexport interface Worker {\n  run(job: string): Promise<void>;\n}\n\n/** Holds jobs until a worker takes them. */\nexport class Queue {\n  /** Adds a job. */\n  push(job: string): void {\n    void ms('1s');\n    void job;\n  }\n}\n",
  });
  fixture.commit('feat: retries (#3)', { 'src/retry.ts': '/** Tries again. */\nexport function retry(times: number): number {\n  return times;\n}\n' });
  return fixture;
}
