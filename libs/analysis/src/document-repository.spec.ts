import { rmSync } from 'node:fs';
import path from 'node:path';
import { DOC_TYPES } from '@chronicle/contracts';
import { GitFixture } from '@chronicle/history/testing';
import { documentRepository, type DocumentRepositoryInput, type DocumentRepositoryProgress } from './document-repository.js';
import { packageRepository } from './testing/repositories.js';
import { FAILING_AGENT_MESSAGE, FAILING_AGENT_PACKAGE, projectWithFailingAgent } from './testing/agent-packages.js';

describe('documentRepository', () => {
  let repo: GitFixture;
  let caches: string;
  let project: string;
  let input: DocumentRepositoryInput;

  beforeAll(() => {
    repo = packageRepository();
    caches = GitFixture.tempDir('chronicle-analysis-docs-');
    project = projectWithFailingAgent();
    input = {
      source: repo.dir,
      cloneCacheDir: path.join(caches, 'clones'),
      snapshotCacheDir: path.join(caches, 'snapshots'),
      gateCacheDir: path.join(caches, 'gate'),
      agentPackages: [],
      docTypes: null,
      previous: [],
    };
  });
  afterAll(() => {
    for (const folder of [repo.dir, caches, project]) rmSync(folder, { recursive: true, force: true });
  });

  it('writes every registered agent’s document first, then rewrites only those whose inputs a new commit changed', async () => {
    const events: DocumentRepositoryProgress[] = [];
    const first = await documentRepository(input, (event) => events.push(event));
    const firstHead = repo.head();
    expect(first.headSha).toBe(firstHead);
    expect(first.documents.map((document) => document.type)).toEqual([...DOC_TYPES]);
    expect(first.kept).toEqual([]);
    expect(first.failed).toEqual([]);
    for (const document of first.documents) {
      expect(document).toEqual(expect.objectContaining({ commit: firstHead, engine: 'built-in', tokensUsed: 0, inputs: expect.stringMatching(/^sha256:/), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }));
      expect(document.refused).toBeUndefined();
      expect(document.content.length).toBeGreaterThan(0);
    }
    expect(events.some((event) => event.phase === 'snapshot')).toBe(true);
    expect(events.at(-1)).toEqual({ phase: 'writing-documents', documentsDone: 12, documentsTotal: 12 });

    // A note in docs/: every document reading all files or the history is written again; the
    // dependency report reads only source files and manifests, so it is kept.
    repo.commit('docs: a note on retries', { 'docs/retries.md': '# Retries\n\nA job is tried three times.\n' });
    const second = await documentRepository({ ...input, previous: first.documents.map(({ type, inputs }) => ({ type, inputs })) });
    expect(second.headSha).toBe(repo.head());
    expect(second.kept).toEqual([{ type: 'dependency_report' }]);
    expect(second.documents.map((document) => document.type)).toEqual(DOC_TYPES.filter((type) => type !== 'dependency_report'));
    expect(second.documents.every((document) => document.commit === repo.head())).toBe(true);
  });

  it('writes only the types asked for', async () => {
    const result = await documentRepository({ ...input, docTypes: ['readme', 'changelog'] });
    expect(result.documents.map((document) => document.type)).toEqual(['changelog', 'readme']);
  });

  it('reports an agent that throws as failed with its reason and still writes the others', async () => {
    const result = await documentRepository({ ...input, agentPackages: [FAILING_AGENT_PACKAGE, 'chronicle-agent-not-installed'], agentResolveFrom: [project] });
    expect(result.failed).toEqual([{ type: 'todo', reason: expect.stringContaining(`could not write the todo document: ${FAILING_AGENT_MESSAGE}.`) }]);
    expect(result.documents.map((document) => document.type)).toEqual(DOC_TYPES.filter((type) => type !== 'todo'));
    expect(result.refusedAgents).toEqual([expect.stringContaining('chronicle-agent-not-installed is not installed')]);
  });
});
