import type { CiWorkflow, Snapshot } from '@chronicle/snapshot';
import { makeFile, makeManifest, makeProject, makeScan, makeSnapshot } from '@chronicle/snapshot/testing';
import { expectDocumentPasses, testAgent } from '../../testing/agent-tester.js';
import { SecurityAgent } from './security.agent.js';

const FINGERPRINTS = { a: 'sha256:0a1b2c3d4e5f', b: 'sha256:9f8e7d6c5b4a' };

function workflow(overrides: Partial<CiWorkflow> & Pick<CiWorkflow, 'path'>): CiWorkflow {
  return { system: 'github-actions', name: null, commands: [], triggers: ['push'], permissions: 'contents: read', actions: [], matrix: [], ...overrides };
}

function riskySnapshot(): Snapshot {
  return makeSnapshot({
    files: [
      makeFile({
        path: 'src/config.ts',
        scan: makeScan({
          secrets: [
            { rule: 'aws-access-token', line: 3, fingerprint: FINGERPRINTS.a },
            { rule: 'generic-api-key', line: 9, fingerprint: FINGERPRINTS.b },
          ],
          sinks: [{ kind: 'tls-off', line: 12, call: 'rejectUnauthorized: false' }],
        }),
      }),
      makeFile({ path: 'deploy/.env', language: null, languageType: null, scan: makeScan({ secrets: [{ rule: 'aws-access-token', line: 1, fingerprint: FINGERPRINTS.a }] }) }),
      makeFile({ path: 'test/fixtures.ts', test: true, scan: makeScan({ secrets: [{ rule: 'generic-api-key', line: 2, fingerprint: FINGERPRINTS.b }] }) }),
      makeFile({
        path: 'src/db.ts',
        scan: makeScan({
          sinks: [
            { kind: 'sql', line: 20, call: 'db.query' },
            { kind: 'eval', line: 4, call: 'eval' },
          ],
        }),
      }),
      makeFile({ path: 'SECURITY.md', language: 'Markdown', languageType: 'prose' }),
      ...['.github/workflows/ci.yml', '.github/workflows/lint.yml', '.gitlab-ci.yml'].map((path) => makeFile({ path, language: 'YAML', languageType: 'data' })),
      makeFile({ path: 'package.json', language: 'JSON', languageType: 'data' }),
      makeFile({ path: 'tools/requirements.txt', language: 'Text', languageType: 'prose' }),
    ],
    skipped: [{ path: 'package-lock.json', size: 100, reason: 'generated' }],
    manifests: [
      makeManifest({ path: 'package.json', dependencies: [{ name: 'express', requirement: '^4.0.0', scope: 'runtime', group: null }] }),
      makeManifest({ path: 'tools/requirements.txt', ecosystem: 'pypi', kind: 'requirements.txt', dependencies: [{ name: 'click', requirement: '>=8', scope: 'runtime', group: null }] }),
    ],
    lockfiles: [{ path: 'package-lock.json', ecosystem: 'npm', kind: 'package-lock.json', packages: [] }],
    project: makeProject({
      ciWorkflows: [
        workflow({
          path: '.github/workflows/ci.yml',
          triggers: ['pull_request_target', 'push'],
          permissions: 'write-all',
          actions: [
            { uses: 'actions/checkout@v4', line: 12, pinned: false },
            { uses: 'actions/setup-node@1d0ff469b7ec7b3cb9d8673fde0c81c44821de2a', line: 14, pinned: true },
          ],
        }),
        workflow({ path: '.github/workflows/lint.yml', permissions: null }),
        { path: '.gitlab-ci.yml', system: 'gitlab-ci', name: null, commands: [], triggers: [], permissions: null, actions: [], matrix: [] },
      ],
    }),
  });
}

describe('SecurityAgent', () => {
  it('lists every secret by rule, file, line and fingerprint, every sink, the CI risks, lockfiles and the policy, and passes the gate', async () => {
    const result = await testAgent(SecurityAgent, riskySnapshot());
    expectDocumentPasses(result);
    expect(result.meta).toMatchObject({ id: 'security', docType: 'security', category: 'Quality & Security', tiers: ['pro'], inputs: { paths: ['**'], manifests: true, history: false } });
    expect(result.file).toBe('SECURITY.md');
    expect(result.requiredSections.map((section) => section.title)).toEqual(['Summary', 'Security policy', 'Secrets', 'Risky sinks', 'CI workflows', 'Supply chain', 'Vulnerabilities']);
    expect(result.report.coverage).toMatchObject({ listed: 7, total: 7 });
    const doc = result.markdown;
    expect(doc).toContain('| `aws-access-token` | 2 | 2 |');
    expect(doc).toContain('| [deploy/.env:1](deploy/.env#L1) | sha256:0a1b2c3d4e5f | no |');
    expect(doc).toContain('| [test/fixtures.ts:2](test/fixtures.ts#L2) | sha256:9f8e7d6c5b4a | yes |');
    expect(doc).toContain('4 findings of 2 rules in 3 files, 1 of them in test files.');
    expect(doc).toContain('| Code evaluation | [src/db.ts:4](src/db.ts#L4) | `eval` | no |');
    expect(doc).toContain('| SQL built from strings | [src/db.ts:20](src/db.ts#L20) | `db.query` | no |');
    expect(doc).toContain('### Triggered by pull\\_request\\_target\n\n- `.github/workflows/ci.yml`');
    expect(doc).toContain('| `.github/workflows/ci.yml` | 12 | `actions/checkout@v4` |');
    expect(doc).not.toContain('actions/setup-node@1d0ff469');
    expect(doc).toContain('1 workflow sets no top-level permissions');
    expect(doc).toContain('Not checked (the checks below read GitHub Actions workflows only): `.gitlab-ci.yml` (gitlab-ci).');
    expect(doc).toContain('| `package.json` | npm | 1 | `package-lock.json` |');
    expect(doc).toContain('| `tools/requirements.txt` | PyPI | 1 | none: a requirements file is installed as written |');
    expect(doc).toContain('The repository has a security policy: [SECURITY.md](SECURITY.md).');
    expect(doc).toContain('## Vulnerabilities\n\nVulnerability data is not available offline');
  });

  it('orders the sinks by kind, then file and line', async () => {
    const { markdown } = await testAgent(SecurityAgent, riskySnapshot());
    const rows = markdown.split('\n').filter((line) => /^\| (Code evaluation|SQL built|TLS verification).*\]\(/.test(line));
    expect(rows.map((row) => row.split(' | ')[0])).toEqual(['| Code evaluation', '| SQL built from strings', '| TLS verification off']);
  });

  it('says plainly when nothing was found, and leaves out the sections the facts do not call for', async () => {
    const result = await testAgent(SecurityAgent, makeSnapshot({ files: [makeFile({ path: 'src/index.ts' })] }));
    expectDocumentPasses(result);
    expect(result.requiredSections.map((section) => section.title)).toEqual(['Summary', 'Security policy', 'Secrets', 'Risky sinks', 'Vulnerabilities']);
    expect(result.markdown).toContain('No secrets were found.');
    expect(result.markdown).toContain('No risky sink was found.');
    expect(result.markdown).toContain('No security policy file was found');
    expect(result.markdown).not.toContain('## CI workflows');
    expect(result.markdown).not.toContain('## Supply chain');
  });

  it('says when the GitHub Actions workflows carry none of the risks', async () => {
    const snapshot = makeSnapshot({ project: makeProject({ ciWorkflows: [workflow({ path: '.github/workflows/ci.yml', actions: [{ uses: './.github/actions/setup', line: 9, pinned: true }] })] }) });
    const result = await testAgent(SecurityAgent, snapshot);
    expectDocumentPasses(result);
    expect(result.markdown).toContain('None of them carries any of these risks.');
  });

  it('writes the same bytes for the same facts', async () => {
    expect((await testAgent(SecurityAgent, riskySnapshot())).markdown).toBe((await testAgent(SecurityAgent, riskySnapshot())).markdown);
  });
});
