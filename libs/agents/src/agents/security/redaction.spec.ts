import { rmSync } from 'node:fs';
import { buildSnapshot, secretFingerprint, type Snapshot } from '@chronicle/snapshot';
import { plantedSecrets } from '@chronicle/snapshot/testing';
import { GitFixture } from '@chronicle/history/testing';
import { writeDocument, type DocumentOutcome } from '../../generate/write-document.js';
import { createAgentRegistry } from '../../registry/agent-registry.js';
import { agentMetaOf } from '../../sdk/documentation-agent.decorator.js';
import { BUILT_IN_AGENTS } from '../built-in-agents.js';

// DESIGN decision 15: secrets are never rendered. A repository full of planted secrets goes through
// the snapshot and EVERY built-in agent (agents added later are covered by iterating the list): no
// document may hold a planted value nor any piece of eight characters of it, and SECURITY lists
// every one found in a file.

const planted = plantedSecrets(3);
const PIECE = 8;

/** Where each secret is planted in the tree: file, line, value. */
const IN_FILES: { path: string; line: number; value: string }[] = [
  { path: 'src/config.ts', line: 2, value: planted.aws.value },
  { path: 'src/config.ts', line: 3, value: planted.stripe.value },
  { path: 'src/config.ts', line: 5, value: planted.github.value },
  { path: '.env', line: 1, value: planted.npm.value },
  { path: 'config/settings.json', line: 2, value: planted.stripe.value },
  { path: 'README.md', line: 3, value: planted.github.value },
  { path: '.github/workflows/ci.yml', line: 9, value: planted.slack.value },
  { path: 'app/settings.py', line: 3, value: planted.generic.value },
  { path: 'deploy/id_rsa', line: 1, value: planted.privateKey.value },
];

function plantedRepository(): GitFixture {
  const repo = new GitFixture();
  repo.commit('feat: the widgets service', {
    'package.json': JSON.stringify({ name: 'widgets', version: '1.0.0', description: `Widgets, deployed with ${planted.npm.value}`, scripts: { deploy: `NPM_TOKEN=${planted.npm.value} npm publish`, test: 'node --test' } }, null, 2),
    'README.md': `# Widgets\n\nThe widgets service. For the staging API use the token ${planted.github.value} until the vault is set up.\n`,
    'src/config.ts': [
      `/** The AWS key of the build account. */`,
      `export const AWS_KEY = "${planted.aws.value}";`,
      `export const STRIPE = '${planted.stripe.value}'; // live key`,
      `export function token(): string {`,
      `  // TODO: move ${planted.github.value} to the vault`,
      `  return process.env.TOKEN ?? '';`,
      `}`,
      ``,
    ].join('\n'),
    '.env': `NPM_TOKEN=${planted.npm.value}\n`,
    'config/settings.json': `{\n  "stripe": "${planted.stripe.value}"\n}\n`,
    '.github/workflows/ci.yml': [
      'name: CI',
      'on: push',
      'jobs:',
      '  notify:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v4',
      '      - run: |',
      `          curl -X POST -H "Authorization: Bearer ${planted.slack.value}" https://slack.com/api/chat.postMessage`,
      '',
    ].join('\n'),
    'app/__init__.py': '',
    'app/settings.py': `"""Settings of the widgets app."""\n\nDATABASE_PASSWORD = "${planted.generic.value}"\n\n\ndef database_url(host: str) -> str:\n    """The database address."""\n    return f"postgres://widgets@{host}/widgets"\n`,
    'deploy/id_rsa': `${planted.privateKey.value}\n`,
  });
  repo.commit(`fix: stop logging the token ${planted.github.value}`);
  return repo;
}

/** Every piece of PIECE characters of a value, each once. */
function pieces(value: string): Set<string> {
  return new Set(Array.from({ length: value.length - PIECE + 1 }, (_, start) => value.slice(start, start + PIECE)));
}

describe('secrets are never rendered', () => {
  let repo: GitFixture;
  let snapshot: Snapshot;
  let outcomes: DocumentOutcome[];

  beforeAll(async () => {
    repo = plantedRepository();
    snapshot = await buildSnapshot(repo.dir);
    const { registry } = await createAgentRegistry({ builtIns: BUILT_IN_AGENTS });
    outcomes = [];
    for (const registered of registry.list()) outcomes.push(await writeDocument(registered, snapshot));
  });
  afterAll(() => rmSync(repo.dir, { recursive: true, force: true }));

  it('runs every built-in agent', () => {
    expect(outcomes.map((outcome) => outcome.document.type).sort()).toEqual(BUILT_IN_AGENTS.map((agent) => agentMetaOf(agent)!.docType).sort());
  });

  it('writes no planted value, nor any piece of eight characters of one, into any document', () => {
    for (const { document } of outcomes) {
      for (const [kind, { value }] of Object.entries(planted)) {
        const leaked = [...pieces(value)].find((piece) => document.content.includes(piece));
        expect([document.file, kind, leaked ?? null]).toEqual([document.file, kind, null]);
      }
    }
  });

  it('stores every document: none is refused, so the redacted facts still make whole documents', () => {
    for (const { document, report } of outcomes) expect([document.file, report.refused, report.problems.filter((problem) => problem.check === 'secrets' || problem.check === 'truthfulness')]).toEqual([document.file, false, []]);
  });

  it('lists every secret planted in a file in SECURITY, by file, line and fingerprint', () => {
    const security = outcomes.find((outcome) => outcome.document.type === 'security')!;
    for (const { path, line, value } of IN_FILES) {
      const row = security.document.content.split('\n').find((text) => text.startsWith(`| [${path.replace(/_/g, '\\_')}:${line}](${path}#L${line}) |`));
      expect([path, line, row?.includes(secretFingerprint(value)) ?? false]).toEqual([path, line, true]);
    }
    expect(security.report.coverage.missing).toEqual([]);
  });
});
