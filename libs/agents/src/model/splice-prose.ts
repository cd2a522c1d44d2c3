import { isFileName, isSha } from '../gate/classify.js';
import { splitSections } from './facts-pack.js';
import type { ProseAnswer } from './prose-request.js';

// A token of running text that names something checkable: a path with a file at its end, a file
// name, a call (`parse()`, `Router.get()`), a `v`-version or a commit SHA.
const TOKEN = /(?<![\w`/.-])([A-Za-z_$][\w$]*(?:(?:\.|::)[A-Za-z_$][\w$]*)*\(\)|[\w@.+-]+(?:\/[\w@.+-]+)+|[\w+-]+(?:\.[\w+-]+)+|v\d+(?:\.\d+){1,2}(?:-[\w.]+)?|[0-9a-f]{7,40})(?![\w`/-])/g;

/**
 * The model's text with every name it writes bare put in a code span, so the gate checks it like
 * any other mention: a model that names `src/fake.ts` without backticks is caught all the same.
 * Text already in code spans is left as it is.
 */
export function markBareMentions(paragraph: string): string {
  return paragraph
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(TOKEN, (token: string) => (isCheckable(token) ? `\`${token}\`` : token))))
    .join('');
}

function isCheckable(token: string): boolean {
  const bare = token.replace(/[.,;:]+$/, '');
  if (bare !== token) return false;
  if (token.endsWith('()')) return true;
  if (/^v\d/.test(token)) return true;
  if (isSha(token)) return true;
  if (token.includes('/')) return isFileName(token.slice(token.lastIndexOf('/') + 1));
  return isFileName(token);
}

/**
 * The built-in document with the model's prose in it: the overview replaces the introduction (the
 * text between the title and the first section), and each explanation becomes the first paragraph
 * of its section. Everything else — tables, lists, diagrams — stays the built-in text.
 */
export function spliceProse(builtIn: string, answer: ProseAnswer): string {
  const blocks = splitSections(builtIn).map((section) => (section.heading === null ? withOverview(section.text, answer.overview) : withExplanation(section.text, answer.sections[section.heading])));
  return `${blocks.join('\n\n')}\n`.replace(/\n{3,}/g, '\n\n');
}

function withOverview(introduction: string, overview: string): string {
  const lines = introduction.split('\n');
  const title = lines.findIndex((line) => line.startsWith('# '));
  return title < 0 ? introduction : [...lines.slice(0, title + 1), '', markBareMentions(overview)].join('\n');
}

function withExplanation(section: string, explanation: string | undefined): string {
  if (!explanation) return section;
  const [heading, ...rest] = section.split('\n');
  return [heading, '', markBareMentions(explanation), ...rest].join('\n');
}
