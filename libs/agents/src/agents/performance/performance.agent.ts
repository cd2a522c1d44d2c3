import { DOC_TIERS } from '@chronicle/contracts';
import type { Snapshot } from '@chronicle/snapshot';
import { code, document, heading, plural, text } from '../../markdown/markdown.js';
import type { Agent, AgentFacts, CoverageTarget, RequiredSection } from '../../sdk/agent.js';
import { DocumentationAgent } from '../../sdk/documentation-agent.decorator.js';
import { codeFiles, parsedCodeFiles, placedFunctions, placedHints, testFiles } from './code-facts.js';
import { declaresDependencies, heavyDependenciesSection } from './heavy-dependencies.js';
import { locationKey } from './locations.js';
import { loopHintsSection } from './loop-hints-section.js';
import { benchmarksSection, hasBenchmarks, hasTechniques, techniquesSection } from './techniques-section.js';
import { complexSection, hasFileHistory, hotSpotsSection, largestFilesSection, largestFunctionsSection } from './rankings.js';
import { projectName } from '../../facts/project-name.js';

type Section = RequiredSection & { write: (snapshot: Snapshot) => string[] };

/** The sections these facts call for, in the document's order. */
function sections(snapshot: Snapshot): Section[] {
  const parsed = parsedCodeFiles(snapshot).length > 0;
  const functions = placedFunctions(parsedCodeFiles(snapshot)).length > 0;
  const candidates: (Section | false)[] = [
    hasTechniques(snapshot) && { title: 'Techniques in the code', because: 'the code has caches, pools, parallelism or other performance idioms', write: techniquesSection },
    hasBenchmarks(snapshot) && { title: 'Benchmarks', because: 'the repository has benchmark files', write: benchmarksSection },
    parsed && { title: 'Loop hints', because: 'the repository has parsed source files outside tests', write: loopHintsSection },
    parsed && { title: 'Most complex functions', because: 'the repository has parsed source files outside tests', write: complexSection },
    functions && { title: 'Largest functions', because: 'the parsed source files define functions', write: largestFunctionsSection },
    codeFiles(snapshot).length > 0 && { title: 'Largest files', because: 'the repository has source files outside tests', write: largestFilesSection },
    declaresDependencies(snapshot) && { title: 'Heavy dependencies', because: 'a manifest declares dependencies', write: heavyDependenciesSection },
    functions && hasFileHistory(snapshot) && { title: 'Hot spots', because: 'the source files have functions and history', write: hotSpotsSection },
  ];
  return candidates.filter((section): section is Section => section !== false);
}

function commitPhrase(snapshot: Snapshot): string {
  // The gate checks every SHA against the history, so the commit is named only when the history has it.
  return snapshot.history.shas.includes(snapshot.commit.sha) ? `at commit ${code(snapshot.commit.sha.slice(0, 7))}` : `at its commit of ${snapshot.commit.date.slice(0, 10)}`;
}

function intro(snapshot: Snapshot): string {
  const tests = testFiles(snapshot).length;
  const left = tests === 0 ? 'The repository has no test file.' : `Test files (${plural(tests, 'file')}) are left out of every list and ranking: their loops and helpers are not the product's cost.`;
  const scope = codeFiles(snapshot).length === 0 ? `${text(projectName(snapshot))} has no source file outside tests ${commitPhrase(snapshot)}, so there is no code to look at.` : `Where the code of ${text(projectName(snapshot))} may spend its time, ${commitPhrase(snapshot)}.`;
  return [
    scope,
    'Nothing here was measured: every finding is a heuristic read from the code\'s syntax, the lockfiles and the history, to confirm with a profiler or a benchmark before changing code.',
    left,
  ].join(' ');
}

/** PERFORMANCE.md: loop hints, complexity and size rankings, heavy dependencies and hot spots — each a heuristic with its file and line. */
@DocumentationAgent({
  id: 'performance',
  name: 'Performance Agent',
  description: 'Points at code that is often slow — awaits, database or HTTP calls and loops inside loops, blocking calls in request handlers — and ranks the most complex and largest code, the heaviest dependencies and the hot spots where complex code changes often.',
  category: 'Quality & Security',
  docType: 'performance',
  tiers: DOC_TIERS.performance,
  version: '1.2.0',
  inputs: { paths: ['**'], manifests: true, history: true },
})
export class PerformanceAgent implements Agent {
  requiredSections({ snapshot }: AgentFacts): RequiredSection[] {
    return sections(snapshot).map(({ title, because }) => ({ title, because }));
  }

  coverage({ snapshot }: AgentFacts): CoverageTarget {
    const items = placedHints(parsedCodeFiles(snapshot)).map((hint) => {
      const at = locationKey(hint.file, hint.line);
      return { key: `${hint.kind} ${at}${hint.call === null ? '' : ` ${hint.call}`}`, mention: at };
    });
    return { measure: 'loop hints listed', items };
  }

  write({ snapshot }: AgentFacts): string {
    return document([heading(1, 'Performance'), intro(snapshot), ...sections(snapshot).flatMap((section) => section.write(snapshot))]);
  }
}
