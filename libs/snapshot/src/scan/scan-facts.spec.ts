import { GitFixture } from '@chronicle/history/testing';
import { buildSnapshot } from '../build-snapshot.js';

describe('environment, logging and runtime facts in the snapshot', () => {
  let fixture: GitFixture;
  afterEach(() => fixture.remove());

  it('reads them from a real repository through git, values of example files never kept', async () => {
    fixture = new GitFixture();
    fixture.commit('feat: a service', {
      'src/server.ts': ["import pino from 'pino';", 'const logger = pino();', 'const port = process.env.PORT;', "logger.info({ port }, 'listening');", 'logger.error(`failed: ${process.env.DATABASE_URL}`);', ''].join('\n'),
      'worker/main.py': ['import logging, os', '', 'logging.warning("queue %s", os.environ["QUEUE_NAME"])', ''].join('\n'),
      '.env.example': 'PORT=3000\nDATABASE_URL=postgres://admin:hunter2@db/app\n',
      '.nvmrc': '20\n',
      'Dockerfile': 'FROM node:20-alpine\n',
      'justfile': 'test:\n    npm test\n',
      'docs/setup.md': 'Set `process.env.SENTRY_DSN` to report errors.\n',
    });

    const snapshot = await buildSnapshot(fixture.dir);
    const file = (path: string) => snapshot.files.find((entry) => entry.path === path)!;
    expect(file('src/server.ts').scan.environment.map((read) => read.name)).toEqual(['PORT', 'DATABASE_URL']);
    expect(file('src/server.ts').scan.logging).toEqual([
      { library: 'pino', level: 'info', line: 4, structured: true, sensitive: [] },
      { library: 'pino', level: 'error', line: 5, structured: false, sensitive: [] },
    ]);
    expect(file('worker/main.py').scan).toMatchObject({ environment: [{ name: 'QUEUE_NAME', line: 3, via: 'os.environ' }], logging: [{ library: 'logging', level: 'warn', structured: true }] });
    expect(file('docs/setup.md').scan.environment).toEqual([{ name: 'SENTRY_DSN', line: 1, via: 'process.env' }]);
    expect(snapshot.project.environmentExamples).toEqual([{ path: '.env.example', variables: [{ name: 'PORT', line: 1 }, { name: 'DATABASE_URL', line: 2 }] }]);
    expect(JSON.stringify(snapshot)).not.toContain('hunter2');
    expect(snapshot.project.runtimes).toEqual([
      { path: '.nvmrc', name: 'Node.js', requirement: '20' },
      { path: 'Dockerfile', name: 'node', requirement: '20-alpine' },
    ]);
    expect(snapshot.project.makefiles).toEqual([{ path: 'justfile', targets: ['test'] }]);
  });
});
