import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCli } from './cli.js';
import type { CliIo } from './cli-io.js';
import { createRepository, git } from './testing/git-fixture.js';

type Run = { code: number; stdout: string; stderr: string };

const cache = mkdtempSync(path.join(tmpdir(), 'chronicle-cli-cache-'));

async function chronicle(args: string[], cwd = process.cwd()): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), cwd, env: { CHRONICLE_CACHE_DIR: cache } };
  const code = await runCli(args, io);
  return { code, stdout, stderr };
}

describe('chronicle', () => {
  let repo: string;

  beforeAll(() => {
    repo = createRepository([
      { message: 'feat: add token bucket limiter', files: { 'src/bucket.ts': 'export const bucket = 1;\n' }, tag: 'v1.0.0' },
      { message: 'fix(bucket): refill at the configured rate (#12)', files: { 'src/bucket.ts': 'export const bucket = 2;\n' } },
      { message: 'feat(store): add a Redis store', files: { 'src/redis.ts': 'export const redis = 1;\n' }, tag: 'v1.1.0' },
      { message: 'Add sliding window algorithm', files: { 'src/window.ts': 'export const window = 1;\n' } },
    ]);
  });
  afterAll(() => {
    rmSync(repo, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  });

  describe('changelog', () => {
    it('prints a Keep a Changelog document with releases from tags and an Unreleased section', async () => {
      const { code, stdout } = await chronicle(['changelog', repo]);
      expect(code).toBe(0);
      expect(stdout).toContain('# Changelog');
      expect(stdout).toMatch(/## \[Unreleased\][\s\S]*### Added[\s\S]*Sliding window/i);
      expect(stdout).toMatch(/## \[1\.1\.0\] - 2024-01-03[\s\S]*### Added[\s\S]*Redis store[\s\S]*### Fixed[\s\S]*Refill at the configured rate \(#12\)/);
      expect(stdout).toMatch(/## \[1\.0\.0\] - 2024-01-01[\s\S]*Token bucket limiter/i);
    });

    it('gives the same content as JSON', async () => {
      const { code, stdout } = await chronicle(['changelog', repo, '--format', 'json']);
      expect(code).toBe(0);
      const changelog = JSON.parse(stdout);
      expect(changelog.releases.map((release: { version: string | null }) => release.version)).toEqual([null, '1.1.0', '1.0.0']);
      const fixed = changelog.releases[1].items.find((item: { section: string }) => item.section === 'Fixed');
      expect(fixed).toMatchObject({ scope: 'bucket', references: { pullRequests: [12] } });
    });

    it('defaults to the current folder', async () => {
      const { code, stdout } = await chronicle(['changelog'], repo);
      expect(code).toBe(0);
      expect(stdout).toContain('## [1.1.0]');
    });

    it('writes --out, and updates an existing file keeping what people wrote by hand', async () => {
      const out = path.join(repo, 'CHANGELOG.md');
      writeFileSync(out, '# Changelog\n\nHand-written introduction.\n\n## [0.9.0] - 2023-12-01\n\n### Added\n\n- The first sketch, written by hand.\n');
      const { code, stderr } = await chronicle(['changelog', '.', '--out', 'CHANGELOG.md'], repo);
      expect(code).toBe(0);
      expect(stderr).toMatch(/updated CHANGELOG\.md: \d+ releases?, \d+ items?/);
      const written = readFileSync(out, 'utf8');
      expect(written).toContain('Hand-written introduction.');
      expect(written).toContain('- The first sketch, written by hand.');
      expect(written.indexOf('## [1.1.0]')).toBeLessThan(written.indexOf('## [0.9.0]'));
      git(repo, ['checkout', '-q', '--', '.']);
      rmSync(out);
    });

    it('honours --max-commits and --clustering', async () => {
      const { stdout } = await chronicle(['changelog', repo, '--max-commits', '1', '--format', 'json', '--clustering', 'individual']);
      const changelog = JSON.parse(stdout);
      const items = changelog.releases.flatMap((release: { items: unknown[] }) => release.items);
      expect(items).toHaveLength(1);
    });

    it('clones a URL once into its cache and reads it', async () => {
      const { code, stdout } = await chronicle(['changelog', `file://${repo}`]);
      expect(code).toBe(0);
      expect(stdout).toContain('## [1.1.0]');
    });
  });

  describe('entry', () => {
    it('writes a headline, a summary and a social snippet for a range', async () => {
      const { code, stdout } = await chronicle(['entry', repo, '--range', 'v1.0.0..v1.1.0', '--format', 'json']);
      expect(code).toBe(0);
      const entry = JSON.parse(stdout);
      expect(entry.headline.length).toBeLessThanOrEqual(80);
      expect(entry.socialText.length).toBeLessThanOrEqual(280);
      expect(entry.summary).toMatch(/Redis store|refill/i);
      expect(entry).toMatchObject({ commitCount: 2, generatedBy: 'built-in' });
    });

    it('names a repository with a GitHub remote owner/name and links the snippet to the compare view', async () => {
      const clone = createRepository([
        { message: 'Rewrite PriorityQueue as a binary heap', files: { 'src/queue.ts': 'export const heap = 1;\n'.repeat(40) }, tag: 'v1.0.0' },
        { message: 'fix(priority): custom comparators were applied in reverse order (#15)', files: { 'src/queue.ts': `export const heap = 2;\n${'export const heap = 1;\n'.repeat(39)}` } },
        { message: 'Rewrite PriorityQueue as a binary heap', files: { 'src/heap.ts': 'export const heap = 3;\n'.repeat(60) }, tag: 'v1.1.0' },
      ]);
      try {
        git(clone, ['remote', 'add', 'origin', 'git@github.com:acme/heapq.git']);
        const { code, stdout } = await chronicle(['entry', clone, '--range', 'v1.0.0..v1.1.0', '--format', 'json']);
        expect(code).toBe(0);
        const entry = JSON.parse(stdout);
        expect(entry.headline).toMatch(/^Rewrite PriorityQueue as a binary heap/);
        expect(entry.summary).toContain('fixes custom comparators applied in reverse order (#15)');
        expect(entry.socialText).toMatch(/^acme\/heapq rewrites PriorityQueue as a binary heap/);
        expect(entry.socialText.endsWith(' https://github.com/acme/heapq/compare/v1.0.0...v1.1.0')).toBe(true);
        // Relative revisions mean nothing on GitHub: the link names the commits.
        const relative = JSON.parse((await chronicle(['entry', clone, '--range', 'HEAD~2..HEAD', '--format', 'json'])).stdout);
        const [base, head] = [git(clone, ['rev-parse', 'HEAD~2']).trim(), git(clone, ['rev-parse', 'HEAD']).trim()];
        expect(relative.socialText.endsWith(` https://github.com/acme/heapq/compare/${base}...${head}`)).toBe(true);
      } finally {
        rmSync(clone, { recursive: true, force: true });
      }
    });

    it('without a web remote, names the folder and links to --public-page, else to nothing', async () => {
      const folder = path.basename(repo);
      const bare = JSON.parse((await chronicle(['entry', repo, '--range', 'v1.0.0..v1.1.0', '--format', 'json'])).stdout);
      expect(bare.socialText.startsWith(`${folder} `)).toBe(true);
      expect(bare.socialText).not.toMatch(/https?:/);
      const page = 'https://chronicle.example.org/bucket';
      const linked = JSON.parse((await chronicle(['entry', repo, '--range', 'v1.0.0..v1.1.0', '--format', 'json', '--public-page', page])).stdout);
      expect(linked.socialText.endsWith(` ${page}`)).toBe(true);
    });

    it('speaks in a playful tone when asked', async () => {
      const professional = await chronicle(['entry', repo, '--range', 'v1.0.0..v1.1.0']);
      const playful = await chronicle(['entry', repo, '--range', 'v1.0.0..v1.1.0', '--tone', 'playful']);
      expect(playful.code).toBe(0);
      expect(playful.stdout).not.toBe(professional.stdout);
    });
  });

  describe('mistakes', () => {
    it.each([
      [['changelog', '--clustering', 'tight'], /--clustering must be one of individual, minimal, balanced, aggressive/],
      [['changelog', '--max-commits', 'lots'], /--max-commits must be a whole number/],
      [['changelog', '--colour'], /Unknown option '--colour'/],
      [['changelog', '--format', 'pdf'], /--format must be one of md, json/],
      [['changelog', '--path', '../elsewhere'], /--path: The path "\.\.\/elsewhere" leaves the repository/],
      [['changelog', '--path=--output=x'], /--path: The path "--output=x" looks like an option/],
      [['changelog', '--path', '/etc'], /--path: The path "\/etc" is absolute/],
      [['changelog', '--path', ''], /--path needs a folder inside the repository/],
      [['changelog', '--path', 'packages/missing'], /--path: The path "packages\/missing" is not a folder of the repository/],
      [['entry'], /--range A\.\.B is required/],
      [['entry', '--range', 'main'], /--range must look like A\.\.B/],
      [['entry', '--range', 'v1.0.0..v1.1.0', '--public-page', 'chronicle/bucket'], /--public-page must be an http\(s\) URL/],
      [['frobnicate'], /unknown command "frobnicate"/],
    ])('%j exits with 2 and says what is wrong', async (args, message) => {
      const { code, stderr } = await chronicle(args as string[], repo);
      expect(code).toBe(2);
      expect(stderr).toMatch(message);
    });

    it('exits with 2 for a path that is not a repository', async () => {
      const empty = mkdtempSync(path.join(tmpdir(), 'not-a-repo-'));
      const { code, stderr } = await chronicle(['changelog', empty]);
      expect(code).toBe(2);
      expect(stderr).toMatch(/not a git repository/i);
      rmSync(empty, { recursive: true });
    });

    it('writes the changelog of one folder with --path', async () => {
      const mono = createRepository([
        { message: 'Add the limiter', files: { 'package.json': '{"name":"limiter"}\n', 'src/limiter.ts': '1\n' } },
        { message: 'Add the Redis store (#3)', files: { 'packages/redis/package.json': '{"name":"@acme/redis"}\n', 'packages/redis/CHANGELOG.md': '# Changelog\n', 'packages/redis/index.ts': 'r\n' } },
        { message: 'Fix the refill rate (#4)', files: { 'src/limiter.ts': '2\n' }, tag: 'v1.0.0' },
      ]);
      try {
        const scoped = await chronicle(['changelog', mono, '--path', 'packages/redis', '--format', 'json']);
        expect(scoped.code).toBe(0);
        expect(JSON.parse(scoped.stdout).releases.flatMap((release: { items: Array<{ text: string }> }) => release.items.map((item) => item.text))).toEqual(['Add the Redis store (#3)']);
        // The root changelog leaves the package that keeps its own CHANGELOG to that file.
        const root = await chronicle(['changelog', mono]);
        expect(root.stdout).toContain('Fix the refill rate (#4)');
        expect(root.stdout).not.toContain('Redis');
      } finally {
        rmSync(mono, { recursive: true, force: true });
      }
    });

    it('prints help', async () => {
      const { code, stdout } = await chronicle(['changelog', '--help']);
      expect(code).toBe(0);
      expect(stdout).toContain('Usage: chronicle changelog [path|url] [options]');
    });
  });
});
