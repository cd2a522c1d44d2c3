import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOC_FILE_NAMES } from '@chronicle/contracts';
import { reply, startOpenAiTestServer } from '@chronicle/openai-test-server';
import { runCli } from './cli.js';
import type { CliIo } from './cli-io.js';
import { createRepository, git } from './testing/git-fixture.js';

type Run = { code: number; stdout: string; stderr: string };

const cache = mkdtempSync(path.join(tmpdir(), 'chronicle-docs-cache-'));

async function chronicle(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), cwd: options.cwd ?? process.cwd(), env: { CHRONICLE_CACHE_DIR: cache, ...options.env } };
  const code = await runCli(args, io);
  return { code, stdout, stderr };
}

// Every document type has a built-in agent.
const BUILT_IN = Object.values(DOC_FILE_NAMES).sort();

describe('chronicle docs', () => {
  let repo: string;
  let work: string;

  beforeAll(() => {
    repo = createRepository([
      {
        message: 'feat: a queue with a worker interface',
        files: {
          'package.json': JSON.stringify({ name: 'tiny-queue', version: '1.0.0', description: 'A tiny job queue.', license: 'MIT', scripts: { test: 'node --test' }, dependencies: { ms: '^2.1.3' } }, null, 2),
          'src/queue.ts': "import ms from 'ms';\n\n/** Runs jobs. */\nexport interface Worker {\n  run(job: string): Promise<void>;\n}\n\n/** Holds jobs until a worker takes them. */\nexport class Queue {\n  /** Adds a job. */\n  push(job: string): void {\n    void ms('1s');\n    void job;\n  }\n}\n",
        },
        tag: 'v1.0.0',
      },
      { message: 'feat: retries (#3)', files: { 'src/retry.ts': 'export function retry(times: number): number {\n  return times;\n}\n' } },
    ]);
    work = mkdtempSync(path.join(tmpdir(), 'chronicle-docs-out-'));
  });
  afterAll(() => {
    for (const folder of [repo, work, cache]) rmSync(folder, { recursive: true, force: true });
  });

  it('writes every built-in document and docs.json with each document’s score, tokens, time, commit and engine', async () => {
    const out = path.join(work, 'all');
    const { code, stderr } = await chronicle(['docs', repo, '--out', out]);
    expect([code, stderr]).toEqual([0, expect.stringContaining('README.md scored')]);
    expect(readdirSync(out).sort()).toEqual([...BUILT_IN, 'docs.json'].sort());
    const manifest = JSON.parse(readFileSync(path.join(out, 'docs.json'), 'utf8'));
    const head = git(repo, ['rev-parse', 'HEAD']).trim();
    expect(manifest.commit).toBe(head);
    expect(manifest.documents.map((doc: { file: string }) => doc.file).sort()).toEqual(BUILT_IN);
    for (const doc of manifest.documents) {
      expect(doc).toEqual(
        expect.objectContaining({ commit: head, engine: 'built-in', tokensUsed: 0, qualityScore: expect.any(Number), documentTokens: expect.any(Number), generationMs: expect.any(Number) }),
      );
      expect(Object.keys(doc.components).sort()).toEqual(['completeness', 'coverage', 'diagrams', 'hygiene', 'substance', 'truthfulness']);
      expect(doc.qualityScore).toBeGreaterThanOrEqual(0);
      expect(doc.qualityScore).toBeLessThanOrEqual(100);
    }
    expect(readFileSync(path.join(out, 'CODE_INDEX.md'), 'utf8')).toContain('`src/retry.ts`');
    expect(readFileSync(path.join(out, 'API_REFERENCE.md'), 'utf8')).toContain('Queue');
  });

  it('writes the same bytes on a second run of the same commit', async () => {
    const first = path.join(work, 'first');
    const second = path.join(work, 'second');
    await chronicle(['docs', repo, '--out', first]);
    await chronicle(['docs', repo, '--out', second]);
    for (const file of BUILT_IN) expect(readFileSync(path.join(second, file), 'utf8')).toBe(readFileSync(path.join(first, file), 'utf8'));
  });

  it('documents an older commit with --commit, and never reads uncommitted files', async () => {
    writeFileSync(path.join(repo, 'src', 'draft.ts'), 'export const draft = 1;\n');
    const out = path.join(work, 'old');
    const { code } = await chronicle(['docs', repo, '--commit', 'v1.0.0', '--types', 'code_index', '--out', out]);
    rmSync(path.join(repo, 'src', 'draft.ts'));
    expect(code).toBe(0);
    const index = readFileSync(path.join(out, 'CODE_INDEX.md'), 'utf8');
    expect(index).toContain('`src/queue.ts`');
    expect(index).not.toContain('retry.ts');
    expect(index).not.toContain('draft.ts');
    expect(readdirSync(out).sort()).toEqual(['CODE_INDEX.md', 'docs.json']);
  });

  it('accepts types as the spec writes them, in kebab-case or as file names', async () => {
    const out = path.join(work, 'some');
    const { code } = await chronicle(['docs', repo, '--types', 'readme, api-reference,INTERFACES.md', '--out', out]);
    expect(code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['API_REFERENCE.md', 'INTERFACES.md', 'README.md', 'docs.json']);
  });

  it('writes docs.json alone with --format json, each document’s Markdown in "content"', async () => {
    const out = path.join(work, 'json');
    await chronicle(['docs', repo, '--types', 'readme', '--format', 'json', '--out', out]);
    expect(readdirSync(out)).toEqual(['docs.json']);
    const manifest = JSON.parse(readFileSync(path.join(out, 'docs.json'), 'utf8'));
    expect(manifest.documents[0].content).toMatch(/^# /);
  });

  it.each([
    [['docs', '/nonexistent/chronicle-repo'], 'does not exist, so it is not a git repository.'],
    [['docs', '.', '--types', 'readme,wiki'], '"wiki" is not a document type; the types are changelog, readme'],
    [['docs', '.', '--format', 'pdf'], '--format must be one of md, json (got "pdf").'],
    [['docs', '.', '--commit', 'no-such-ref'], 'no-such-ref'],
    [['docs', '.', '--depth', '3'], "Unknown option '--depth'."],
  ])('exits 2 with a sentence for %j', async (args, message) => {
    const { code, stderr } = await chronicle(args.map((arg) => (arg === '.' ? repo : arg)), { cwd: work });
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });

  it('loads agent packages named in CHRONICLE_AGENT_PACKAGES and refuses a broken one by name', async () => {
    const project = path.join(work, 'project');
    const broken = path.join(project, 'node_modules', 'broken-agent');
    mkdirSync(broken, { recursive: true });
    writeFileSync(path.join(project, 'package.json'), '{"private":true}');
    writeFileSync(path.join(broken, 'package.json'), '{"name":"broken-agent","type":"module","main":"index.js"}');
    writeFileSync(path.join(broken, 'index.js'), 'export const agents = [class Nameless {}];\n');
    const out = path.join(project, 'docs');
    const { code, stderr } = await chronicle(['docs', repo, '--types', 'todo,readme', '--out', out], { cwd: project, env: { CHRONICLE_AGENT_PACKAGES: 'broken-agent, @chronicle/example-agent' } });
    expect(code).toBe(0);
    expect(stderr).toContain('chronicle: Nameless from the package broken-agent is not marked with @DocumentationAgent, so it is not an agent. The other agents still run.');
    expect(existsSync(path.join(out, 'TODO.md'))).toBe(true);
    expect(readFileSync(path.join(out, 'TODO.md'), 'utf8')).toContain('# TODO');
  });

  it('reports an agent that throws, writes the other documents and exits 1', async () => {
    const project = path.join(work, 'failing-project');
    const failing = path.join(project, 'node_modules', 'failing-agent');
    mkdirSync(path.join(project, 'node_modules', '@chronicle'), { recursive: true });
    mkdirSync(failing);
    symlinkSync(fileURLToPath(new URL('../../../libs/agents', import.meta.url)), path.join(project, 'node_modules', '@chronicle', 'agents'), 'dir');
    writeFileSync(path.join(project, 'package.json'), '{"private":true}');
    writeFileSync(path.join(failing, 'package.json'), '{"name":"failing-agent","type":"module","main":"index.js"}');
    writeFileSync(
      path.join(failing, 'index.js'),
      [
        "import { DocumentationAgent } from '@chronicle/agents';",
        "class Failing { requiredSections() { return []; } coverage() { return { measure: 'nothing', items: [] }; } write() { throw new Error('no notes today'); } }",
        "DocumentationAgent({ id: 'failing-todo', name: 'Failing TODO Agent', description: 'Throws.', category: 'Operational Context', docType: 'todo', tiers: ['pro'], version: '1.0.0', inputs: { paths: ['**'], manifests: false, history: false } })(Failing);",
        'export const agents = [Failing];',
      ].join('\n'),
    );
    const out = path.join(project, 'docs');
    const { code, stderr } = await chronicle(['docs', repo, '--types', 'todo,readme', '--out', out], { cwd: project, env: { CHRONICLE_AGENT_PACKAGES: 'failing-agent' } });
    expect(code).toBe(1);
    expect(stderr).toContain('chronicle: The agent "failing-todo" (Failing TODO Agent, from failing-agent) could not write the todo document: no notes today. The other agents still run.');
    expect(existsSync(path.join(out, 'TODO.md'))).toBe(false);
    expect(readFileSync(path.join(out, 'README.md'), 'utf8')).toContain('# tiny-queue');
    expect(JSON.parse(readFileSync(path.join(out, 'docs.json'), 'utf8')).documents.map((doc: { type: string }) => doc.type)).toEqual(['readme']);
  });

  it('keeps a document whose inputs did not change since the run that wrote the folder, and writes the others again', async () => {
    const project = createRepository([
      { message: 'feat: first', files: { 'package.json': JSON.stringify({ name: 'kept', version: '1.0.0', dependencies: { ms: '^2.1.3' } }), 'src/a.ts': "import ms from 'ms';\nexport const a = ms('1s');\n" } },
      { message: 'docs: notes', files: { 'docs/notes.md': '# Notes\n' } },
    ]);
    const out = path.join(work, 'incremental');
    const types = ['--types', 'dependency_report,code_index', '--out', out];
    expect((await chronicle(['docs', project, '--commit', 'HEAD~1', ...types])).code).toBe(0);
    const before = JSON.parse(readFileSync(path.join(out, 'docs.json'), 'utf8'));
    const report = readFileSync(path.join(out, 'DEPENDENCY_REPORT.md'), 'utf8');

    const { code, stderr } = await chronicle(['docs', project, ...types]);
    expect(code).toBe(0);
    const first = git(project, ['rev-parse', 'HEAD~1']).trim();
    expect(stderr).toContain(`chronicle: kept DEPENDENCY_REPORT.md: its inputs did not change since ${first.slice(0, 7)}`);
    expect(stderr).toContain('chronicle: CODE_INDEX.md scored');
    expect(stderr).toContain('wrote 1 document (1 kept) and docs.json');
    const after = JSON.parse(readFileSync(path.join(out, 'docs.json'), 'utf8'));
    const byType = (manifest: { documents: { type: string; commit: string }[] }, type: string) => manifest.documents.find((doc) => doc.type === type)!;
    expect(byType(after, 'dependency_report')).toEqual(byType(before, 'dependency_report'));
    expect(byType(after, 'code_index').commit).toBe(git(project, ['rev-parse', 'HEAD']).trim());
    expect(readFileSync(path.join(out, 'DEPENDENCY_REPORT.md'), 'utf8')).toBe(report);

    // A document edited by hand is written again, at the commit now documented.
    writeFileSync(path.join(out, 'DEPENDENCY_REPORT.md'), 'edited');
    await chronicle(['docs', project, ...types]);
    expect(readFileSync(path.join(out, 'DEPENDENCY_REPORT.md'), 'utf8')).toContain(`commit \`${git(project, ['rev-parse', 'HEAD']).trim().slice(0, 12)}\``);
    rmSync(project, { recursive: true, force: true });
  });

  it('asks the model named by OPENAI_BASE_URL for the prose and records its engine, model and tokens', async () => {
    const server = await startOpenAiTestServer();
    try {
      server.respondWith(reply.text(JSON.stringify({ overview: 'This index lists the source files of the tiny queue; `src/queue.ts` holds the queue.', sections: {} }), { promptTokens: 700, completionTokens: 30 }));
      const out = path.join(work, 'model');
      const env = { OPENAI_BASE_URL: server.url, OPENAI_MODEL: 'chronicle-test-model' };
      const { code, stderr } = await chronicle(['docs', repo, '--types', 'code_index', '--out', out], { env });
      expect([code, stderr]).toEqual([0, expect.stringMatching(/CODE_INDEX\.md scored \d+ \(prose by chronicle-test-model, 730 tokens\)/)]);
      const [doc] = JSON.parse(readFileSync(path.join(out, 'docs.json'), 'utf8')).documents;
      expect(doc).toEqual(expect.objectContaining({ engine: 'model', model: 'chronicle-test-model', tokensUsed: 730, tokensEstimated: false, fallback: null }));
      expect(readFileSync(path.join(out, 'CODE_INDEX.md'), 'utf8')).toContain('`src/queue.ts` holds the queue.');

      const bad = await chronicle(['docs', repo, '--types', 'code_index', '--out', out], { env: { ...env, CHRONICLE_MODEL_CONTEXT_TOKENS: 'lots' } });
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('CHRONICLE_MODEL_CONTEXT_TOKENS must be a whole number of tokens, at least 2048; it is "lots".');
    } finally {
      await server.close();
    }
  });
});
