import type { Snapshot } from '@chronicle/snapshot';
import type { DocumentInventory } from './mentions.js';

// What makes a document worth reading beyond being true and complete: it is about the project
// rather than its examples and tests, a long reference has an index, and its sections say more
// than counts. Each check is a share from 0 to 1; the component is their mean.

/** A document this long (characters) is a reference that needs an index: links to its own headings. */
export const INDEX_NEEDED_CHARS = 100_000;
/** Below this many named files, the share of examples says nothing. */
export const NAMED_FILES_MIN = 10;
/** Sections about tests, examples and the like may name them freely. */
const SIDE_SECTION = /test|example|sample|demo|benchmark|fixture|other code/i;
const SIDE_ROLES = new Set(['example', 'test', 'fixture', 'benchmark', 'docs']);

export type SubstanceProblem = { line: number | null; message: string };
export type SubstanceResult = { score: number; problems: SubstanceProblem[] };

type Section = { title: string; line: number; body: string[] };

/** The level-2 sections, from the headings the gate's parser found: each body runs to the next heading of level 1 or 2. */
function sections(lines: readonly string[], inventory: DocumentInventory): Section[] {
  const outline = inventory.headings.filter((heading) => heading.level <= 2);
  return outline.flatMap((heading, index) => {
    if (heading.level !== 2) return [];
    const end = outline[index + 1]?.line ?? lines.length + 1;
    return [{ title: heading.text, line: heading.line, body: lines.slice(heading.line, end - 1) }];
  });
}

/** Fewer words than this outside tables, numbers left out, is no explanation. */
const EXPLANATION_WORDS = 15;

/**
 * A section that says nothing but numbers: it names nothing (no code span, link, fence or list of
 * things), explains nothing (fewer than fifteen words outside its tables, numbers left out), and
 * holds a digit. A report's opening summary is a table of counts by design and is not judged.
 */
export function restatesCounts(section: Section): boolean {
  if (/^(summary|overview)$/i.test(section.title)) return false;
  const body = section.body.join('\n');
  if (body.trim() === '' || !/\d/.test(body)) return false;
  if (/`|\]\(|<https?:|^\s*([-*+]|\d+[.)])\s+\S+\s+\S+/m.test(body)) return false;
  if (/^###\s/m.test(body)) return false;
  const prose = body.split('\n').filter((line) => !line.trim().startsWith('|')).join(' ');
  const words = prose.split(/\s+/).filter((word) => /[A-Za-z]/.test(word));
  return words.length < EXPLANATION_WORDS;
}

/** The share of the files the document names, outside sections about tests and examples, that are examples, tests, fixtures, benchmarks or docs. */
function sideShare(inventory: DocumentInventory, snapshot: Snapshot, side: Set<number>): { named: number; share: number } {
  const roles = new Map(snapshot.files.map((file) => [file.path, file.role]));
  const named = new Map<string, string>();
  for (const mention of inventory.mentions) {
    if (side.has(mention.line)) continue;
    const path = mention.text.replace(/:\d+$/, '').replace(/#L\d+$/, '');
    const role = roles.get(path);
    if (role !== undefined) named.set(path, role);
  }
  const sideCount = [...named.values()].filter((role) => SIDE_ROLES.has(role)).length;
  return { named: named.size, share: named.size === 0 ? 0 : sideCount / named.size };
}

export function checkSubstance(markdown: string, inventory: DocumentInventory, snapshot: Snapshot, docFile: string): SubstanceResult {
  const problems: SubstanceProblem[] = [];
  const text = markdown.split('\n');
  const all = sections(text, inventory);
  const lines = text.length;
  const side = new Set<number>();
  all.forEach((section, index) => {
    if (!SIDE_SECTION.test(section.title)) return;
    const end = all[index + 1]?.line ?? lines + 1;
    for (let line = section.line; line < end; line++) side.add(line);
  });
  // 1. About the project, not its examples.
  const hasSource = snapshot.files.some((file) => file.role === 'source');
  const { named, share } = sideShare(inventory, snapshot, side);
  const examples = hasSource && named >= NAMED_FILES_MIN && share > 0.5 ? 0 : 1;
  if (examples === 0) problems.push({ line: null, message: `${docFile} is mostly about examples, tests, fixtures or benchmarks: ${Math.round(share * 100)}% of the ${named} files it names outside sections about them are not the project's own code.` });
  // 2. A long reference has an index.
  const indexed = markdown.length < INDEX_NEEDED_CHARS || /\]\(#[^)]+\)/.test(markdown) ? 1 : 0;
  if (indexed === 0) problems.push({ line: null, message: `${docFile} is ${Math.round(markdown.length / 1000)} KB without an index: a reference this long needs links to its own sections.` });
  // 3. Sections say more than counts.
  const countsOnly = all.filter(restatesCounts);
  for (const section of countsOnly) problems.push({ line: section.line, message: `${docFile} line ${section.line}: the section "${section.title}" only restates counts; say what they mean or name what they count.` });
  const sectionsScore = all.length === 0 ? 1 : 1 - countsOnly.length / all.length;
  return { score: (examples + indexed + sectionsScore) / 3, problems };
}
