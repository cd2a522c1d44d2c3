import { DOC_TIERS } from '@chronicle/contracts';
import { WORK_MARKER_TAGS, type Snapshot } from '@chronicle/snapshot';
import * as md from '../../markdown/markdown.js';
import type { Agent, AgentFacts, CoverageTarget, RequiredSection } from '../../sdk/agent.js';
import { DocumentationAgent } from '../../sdk/documentation-agent.decorator.js';
import { deprecations, markerRows, place, skippedTests, type MarkerRow } from './open-work.js';
import { deprecationsSection, markersSection, skippedTestsSection, summarySection } from './sections.js';
import { projectName } from '../../facts/project-name.js';

/** TODO.md: every TODO, FIXME, HACK, XXX and BUG comment by area and age, the tests switched off and the deprecations. */
@DocumentationAgent({
  id: 'todo',
  name: 'TODO Agent',
  description: 'Lists the open work left in the code: every TODO, FIXME, HACK, XXX and BUG comment with its file, line, author and age, grouped by area, plus skipped tests and deprecations.',
  category: 'Core Documentation',
  docType: 'todo',
  tiers: DOC_TIERS.todo,
  version: '1.3.0',
  inputs: { paths: ['**'], manifests: true, history: true },
})
export class TodoAgent implements Agent {
  requiredSections({ snapshot }: AgentFacts): RequiredSection[] {
    const sections: RequiredSection[] = [];
    if (markerRows(snapshot).length > 0) {
      sections.push({ title: 'Summary', because: 'the code has TODO, FIXME, HACK, XXX or BUG comments' });
      sections.push({ title: 'Markers', because: 'the code has TODO, FIXME, HACK, XXX or BUG comments' });
    }
    if (skippedTests(snapshot).length > 0) sections.push({ title: 'Skipped tests', because: 'tests are switched off in code' });
    if (deprecations(snapshot).length > 0) sections.push({ title: 'Deprecations', because: 'code is marked deprecated' });
    return sections;
  }

  coverage({ snapshot }: AgentFacts): CoverageTarget {
    return {
      measure: 'TODO, FIXME, HACK, XXX and BUG comments listed',
      items: markerRows(snapshot).map(({ file, marker }) => ({ key: place(file.path, marker.line), mention: place(file.path, marker.line) })),
    };
  }

  write({ snapshot }: AgentFacts): string {
    const rows = markerRows(snapshot);
    const skipped = skippedTests(snapshot);
    const deprecated = deprecations(snapshot);
    return md.document([
      '# TODO',
      intro(snapshot, rows),
      otherWork(skipped.length, deprecated.length),
      ...(rows.length > 0 ? [...summarySection(rows), ...markersSection(rows, snapshot)] : []),
      ...(skipped.length > 0 ? skippedTestsSection(skipped, snapshot) : []),
      ...(deprecated.length > 0 ? deprecationsSection(deprecated, snapshot) : []),
    ]);
  }
}

function commitPhrase(snapshot: Snapshot): string {
  const date = snapshot.commit.date.slice(0, 10);
  return snapshot.history.shas.includes(snapshot.commit.sha) ? `at commit ${md.code(snapshot.commit.sha.slice(0, 7))} (${date})` : `at its commit of ${date}`;
}

function intro(snapshot: Snapshot, rows: MarkerRow[]): string {
  const at = commitPhrase(snapshot);
  if (rows.length === 0) return `No TODO, FIXME, HACK, XXX or BUG comments were found in the ${md.plural(snapshot.files.length, 'indexed file')} of ${md.text(projectName(snapshot))} ${at}.`;
  const counts = WORK_MARKER_TAGS.map((tag) => [tag, rows.filter((row) => row.marker.tag === tag).length] as const).filter(([, count]) => count > 0);
  const files = new Set(rows.map((row) => row.file.path)).size;
  const blamed = rows.filter((row) => row.marker.date !== null).length;
  return [
    `${md.text(projectName(snapshot))} has ${md.plural(rows.length, 'open-work comment')} in ${md.plural(files, 'file')} ${at}: ${counts.map(([tag, count]) => `${tag} ${md.number(count)}`).join(', ')}.`,
    'A marker counts when its upper-case tag (or @todo, as JSDoc writes it) opens a comment, or follows later in it with a colon; markers in strings do not count.',
    blamed === rows.length ? 'Ages and authors come from git blame of each line.' : `Ages and authors come from git blame of each line; ${md.plural(rows.length - blamed, 'marker')} could not be blamed.`,
  ].join(' ');
}

function otherWork(skipped: number, deprecated: number): string {
  const tests = skipped === 0 ? 'No test is switched off in code.' : `${md.plural(skipped, 'test')} ${skipped === 1 ? 'is' : 'are'} switched off in code.`;
  const marked = deprecated === 0 ? 'No code is marked deprecated.' : `${md.plural(deprecated, 'deprecation')} ${deprecated === 1 ? 'is' : 'are'} marked in code.`;
  return `${tests} ${marked}`;
}
