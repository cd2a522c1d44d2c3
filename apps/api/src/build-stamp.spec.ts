// `npm start` skips the build when the checkout's build inputs are as they were at the last
// successful build (scripts/lib/build-stamp.mjs): checked here on a real git repository shaped
// like this workspace.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFingerprint, builtAlready, writeStamp } from '../../../scripts/lib/build-stamp.mjs';

const PROJECTS = ['@chronicle/api', '@chronicle/shell'];

describe('npm start: build or skip', () => {
  let root: string;
  let stampFile: string;
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Ada', '-c', 'user.email=ada@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: root, stdio: 'ignore' });
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  /** What `npm start` decides now: true when it would go straight to the server. */
  const skipsBuild = () => builtAlready(root, stampFile, buildFingerprint(root), PROJECTS);
  /** A successful build, as `npm start` records it. */
  const build = () => {
    mkdirSync(path.join(root, 'apps/api/dist'), { recursive: true });
    mkdirSync(path.join(root, 'apps/shell/dist'), { recursive: true });
    writeStamp(root, stampFile, buildFingerprint(root)!, PROJECTS);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'chronicle-build-stamp-'));
    stampFile = path.join(root, '.chronicle', 'build-stamp.json');
    git('init', '--quiet');
    write('.gitignore', 'dist/\n.chronicle/\n');
    write('apps/api/src/main.ts', 'export const port = 3000;\n');
    write('apps/shell/src/main.tsx', 'export const title = "Chronicle";\n');
    write('libs/history/src/index.ts', 'export const history = [];\n');
    write('README.md', '# Chronicle\n');
    git('add', '.');
    git('commit', '--quiet', '-m', 'first');
    mkdirSync(path.join(root, '.chronicle'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds the first time, then skips Nx on the clean checkout at the built commit', () => {
    expect(skipsBuild()).toBe(false);
    build();
    expect(skipsBuild()).toBe(true);
  });

  it('builds again when a source file changed', () => {
    build();
    write('libs/history/src/index.ts', 'export const history = [1];\n');
    expect(skipsBuild()).toBe(false);
  });

  it('builds again when a source file was added, deleted or committed', () => {
    build();
    write('apps/api/src/health.ts', 'export const ok = true;\n');
    expect(skipsBuild()).toBe(false);
    rmSync(path.join(root, 'apps/api/src/health.ts'));
    rmSync(path.join(root, 'apps/shell/src/main.tsx'));
    expect(skipsBuild()).toBe(false);
    git('checkout', '--', 'apps/shell/src/main.tsx');
    expect(skipsBuild()).toBe(true);
    write('README.md', '# Chronicle, changed\n');
    git('commit', '--quiet', '-am', 'second');
    expect(skipsBuild()).toBe(false);
  });

  it('still skips when only files the server is not built from changed (generated documents, notes, docs/)', () => {
    build();
    write('chronicle-docs/README.md', '# Generated\n');
    write('docs/notes.md', 'notes\n');
    write('NOTES.txt', 'to do\n');
    expect(skipsBuild()).toBe(true);
  });

  it('skips a second start with the same uncommitted change, and builds when it changes again', () => {
    write('apps/api/src/main.ts', 'export const port = 3001;\n');
    build();
    expect(skipsBuild()).toBe(true);
    write('apps/api/src/main.ts', 'export const port = 3002;\n');
    expect(skipsBuild()).toBe(false);
  });

  it('builds again when a dist folder was removed', () => {
    build();
    rmSync(path.join(root, 'apps/shell/dist'), { recursive: true });
    expect(skipsBuild()).toBe(false);
  });
});
