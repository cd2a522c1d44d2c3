import { countTokens, type Snapshot } from '@chronicle/snapshot';

/** The facts a model is given for one document, cut to a token budget. */
export type FactsPack = {
  text: string;
  tokens: number;
  /** Sections of the built-in document cut or left out to stay within the budget, by heading. */
  sectionsLeftOut: string[];
};

/** Below this many tokens left, a section is not started at all. */
const SMALLEST_PART = 64;

/**
 * The facts pack: a short header of the repository's facts, then the built-in document itself —
 * every line of which is a fact the agent wrote from the snapshot — section by section, in order,
 * as long as the budget lasts. The first section that does not fit is cut at a line boundary
 * (and says so); the sections after it are left out and named.
 */
export function buildFactsPack(snapshot: Snapshot, builtIn: string, budgetTokens: number): FactsPack {
  const header = repositoryHeader(snapshot);
  let used = countTokens(header);
  const parts = [header];
  const sectionsLeftOut: string[] = [];
  let full = false;
  for (const section of splitSections(builtIn)) {
    const tokens = countTokens(section.text);
    if (!full && used + tokens + 2 <= budgetTokens) {
      parts.push(section.text);
      used += tokens + 2;
      continue;
    }
    if (!full && budgetTokens - used > SMALLEST_PART) {
      const cut = cutToTokens(section.text, budgetTokens - used - 2 - countTokens(CUT_NOTE) - 1);
      parts.push(`${cut}\n${CUT_NOTE}`);
    }
    full = true;
    sectionsLeftOut.push(section.heading ?? '(introduction)');
  }
  const text = parts.join('\n\n');
  return { text, tokens: countTokens(text), sectionsLeftOut };
}

const CUT_NOTE = '(The facts go on beyond this point; they were cut to fit the model.)';

function repositoryHeader(snapshot: Snapshot): string {
  const languages = snapshot.languages.slice(0, 5).map((language) => `${language.language} (${language.files} files)`).join(', ');
  const packages = snapshot.manifests.filter((manifest) => manifest.name).slice(0, 5).map((manifest) => `${manifest.name}${manifest.description ? ` — ${manifest.description}` : ''}`);
  return [
    `Repository: ${snapshot.repository.name}`,
    `Commit: ${snapshot.commit.sha} (${snapshot.commit.date})`,
    languages ? `Languages: ${languages}` : null,
    packages.length ? `Packages: ${packages.join('; ')}` : null,
    `History: ${snapshot.history.commits} commits by ${snapshot.history.contributors} people`,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

type Section = { heading: string | null; text: string };

/** The document split at its level-2 headings (outside code fences). */
export function splitSections(markdown: string): Section[] {
  const sections: Section[] = [];
  let current: Section = { heading: null, text: '' };
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^(`{3,}|~{3,})/.test(line)) fenced = !fenced;
    if (!fenced && line.startsWith('## ')) {
      sections.push(current);
      current = { heading: line.slice(3).trim(), text: '' };
    }
    current.text += `${line}\n`;
  }
  sections.push(current);
  return sections.filter((section) => section.text.trim() !== '').map((section) => ({ ...section, text: section.text.trimEnd() }));
}

/** The leading lines of `text` that fit in `budget` tokens (counted line by line, newline included). */
function cutToTokens(text: string, budget: number): string {
  const kept: string[] = [];
  let used = 0;
  for (const line of text.split('\n')) {
    used += countTokens(`${line}\n`);
    if (used > budget) break;
    kept.push(line);
  }
  return kept.join('\n');
}
