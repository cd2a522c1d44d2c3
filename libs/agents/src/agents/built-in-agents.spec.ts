import { rmSync } from 'node:fs';
import { buildSnapshot, type Snapshot } from '@chronicle/snapshot';
import type { GitFixture } from '@chronicle/history/testing';
import { createAgentRegistry } from '../registry/agent-registry.js';
import { writeDocument } from '../generate/write-document.js';
import { fixtureRepository, type FixtureLanguage } from '../testing/fixture-repositories.js';
import { BUILT_IN_AGENTS } from './built-in-agents.js';

// The whole path on real repositories in five languages: snapshot → every built-in agent → gate.
const LANGUAGES: FixtureLanguage[] = ['typescript', 'python', 'go', 'rust', 'java'];

describe.each(LANGUAGES)('the built-in agents on a %s repository', (language) => {
  let repo: GitFixture;
  let snapshot: Snapshot;

  beforeAll(async () => {
    repo = fixtureRepository(language);
    snapshot = await buildSnapshot(repo.dir);
  });
  afterAll(() => rmSync(repo.dir, { recursive: true, force: true }));

  it('writes every document with its required sections, full coverage and nothing invented', async () => {
    const { registry } = await createAgentRegistry({ builtIns: BUILT_IN_AGENTS });
    expect(registry.list().map((agent) => agent.meta.docType)).toEqual(['readme', 'architecture', 'api_reference', 'code_index', 'interfaces', 'dependency_report']);
    for (const registered of registry.list()) {
      const { document, report } = await writeDocument(registered, snapshot);
      const context = `${document.file} on ${language}: ${report.problems.map((problem) => problem.message).join(' | ')}`;
      expect([context, report.refused]).toEqual([context, false]);
      expect([context, report.components.truthfulness, report.components.completeness, report.components.coverage, report.components.diagrams]).toEqual([context, 1, 1, 1, 1]);
      expect(document.commit).toBe(repo.head());
      expect(document.documentTokens).toBeGreaterThan(0);
    }
  });

  it('writes the same bytes twice', async () => {
    const { registry } = await createAgentRegistry({ builtIns: BUILT_IN_AGENTS });
    for (const registered of registry.list()) {
      const first = await writeDocument(registered, snapshot);
      const second = await writeDocument(registered, await buildSnapshot(repo.dir));
      expect(second.document.content).toBe(first.document.content);
    }
  });
});
