import type { Snapshot } from '@chronicle/snapshot';
import { makeFile, makeScan } from '@chronicle/snapshot/testing';
import { md } from '../index.js';
import { checkDocument } from './check-document.js';
import { loadMermaid } from './diagrams.js';
import { gateSnapshot } from './gate.fixture.js';

// A document that is bad for a reader cannot score 100: each kind below is written on purpose and
// must score low on the component that catches it (and be refused when it denies what is there).

const check = (markdown: string, snapshot: Snapshot = gateSnapshot()) => checkDocument(markdown, { snapshot, docFile: 'DOC.md' });

describe('a document bad for a reader', () => {
  beforeAll(() => loadMermaid(), 60_000);

  it('draws boxes and no arrow: the diagram fails', async () => {
    const report = await check(md.document(['# Architecture', '## Components', 'The parts of `src/index.ts`.', '```mermaid\nflowchart LR\n  a["src"]\n  b["lib"]\n```']));
    expect(report.components.diagrams).toBe(0);
    expect(report.qualityScore).toBeLessThanOrEqual(90);
    expect(report.problems.map((problem) => problem.message)).toContain('DOC.md line 7: the Mermaid flowchart draws 2 boxes and no arrow: a diagram without edges says nothing a list would not.');
  });

  it('draws one box: the diagram fails', async () => {
    const report = await check(md.document(['# Architecture', '## Components', 'The parts of `src/index.ts`.', '```mermaid\nflowchart LR\n  a["everything"]\n```']));
    expect(report.components.diagrams).toBe(0);
    expect(report.problems[0]!.message).toContain('draws one box');
  });

  it('denies what the repository has: refused', async () => {
    const snapshot = gateSnapshot();
    snapshot.files.push(makeFile({ path: 'SECURITY.md', language: 'Markdown', languageType: 'prose' }));
    snapshot.files.push(makeFile({ path: 'test/a.spec.ts', test: true, role: 'test', scan: makeScan({ skippedTests: [{ line: 3, marker: 'it.skip', name: 'slow', reason: null }] }) }));
    const report = await check(md.document(['# Security', '## Policy', 'No security policy was found.', '## Tests', 'No test is switched off in code.']), snapshot);
    expect(report.refused).toBe(true);
    expect(report.components.truthfulness).toBe(0);
    expect(report.problems.map((problem) => problem.message)).toEqual([
      'DOC.md line 5 says "No security policy was found.", but the repository has SECURITY.md: a negative claim must agree with a second look at the repository.',
      'DOC.md line 9 says "No test is switched off in code.", but test/a.spec.ts line 3 skips a test: a negative claim must agree with a second look at the repository.',
    ]);
  });

  it('keeps a negative the repository confirms', async () => {
    const report = await check(md.document(['# Security', '## Policy', 'No security policy file was found, and nothing tells a reporter how to report a vulnerability privately.']));
    expect(report.refused).toBe(false);
    expect(report.components.truthfulness).toBe(1);
  });

  it('is mostly about examples: substance drops', async () => {
    const snapshot = gateSnapshot();
    const examples = Array.from({ length: 12 }, (_, index) => `examples/demo${index}.ts`);
    for (const path of examples) snapshot.files.push(makeFile({ path, role: 'example' }));
    const report = await check(md.document(['# API reference', '## Modules', md.list(examples.map(md.code)), 'And `src/index.ts`.']), snapshot);
    expect(report.components.substance).toBeLessThan(0.7);
    expect(report.qualityScore).toBeLessThan(95);
    expect(report.problems.map((problem) => problem.message)).toContain('DOC.md is mostly about examples, tests, fixtures or benchmarks: 92% of the 13 files it names outside sections about them are not the project\'s own code.');
  });

  it('is a long reference without an index: substance drops', async () => {
    const rows = Array.from({ length: 2_500 }, (_, index) => [md.code('src/index.ts'), `entry number ${index} of the long listing`]);
    const report = await check(md.document(['# API reference', '## Everything', md.table(['File', 'What'], rows)]));
    expect(report.components.substance).toBeLessThan(0.7);
    expect(report.problems.some((problem) => problem.message.includes('without an index'))).toBe(true);
    const indexed = await check(md.document(['# API reference', '- [Everything](#everything)', '## Everything', md.table(['File', 'What'], rows)]));
    expect(indexed.components.substance).toBe(1);
  });

  it('has sections that only restate counts: substance drops', async () => {
    const report = await check(md.document(['# Overview', '## Size', 'The repository has 12 files and 340 lines.', '## Activity', 'There were 18 commits in 2024.', '## Entry', 'It starts at `src/index.ts`.']));
    expect(report.components.substance).toBeCloseTo(1 - 2 / 9, 4);
    expect(report.problems.filter((problem) => problem.check === 'substance').map((problem) => problem.line)).toEqual([3, 7]);
  });
});
