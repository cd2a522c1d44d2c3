import type { LlmRequest } from '@chronicle/ai-phases';

/** What the model is asked to write for one document: an overview, and an explanation for some sections. */
export type ProseAnswer = {
  overview: string;
  /** By section heading (level 2, as in the built-in document). */
  sections: Record<string, string>;
};

const SYSTEM = [
  'You write the prose parts of one documentation file about a software repository.',
  'Use only the facts you are given. Never name a file, folder, function, class, package, version or commit that the facts do not name.',
  'Write every file path, symbol, package and command in backticks, exactly as the facts write it.',
  'No placeholders, no headings, no lists, no tables, no Markdown links: plain paragraphs only.',
  'Answer with one JSON object and nothing else: {"overview": "…", "sections": {"<heading>": "…"}}.',
].join('\n');

/** The chat request for a document's prose: no tool calling, one JSON object back. */
export function proseRequest(input: { documentTitle: string; documentFile: string; sections: readonly string[]; facts: string; maxTokens: number }): LlmRequest {
  const wanted = input.sections.length
    ? `and, for each of these sections, one paragraph (2 to 4 sentences) that explains what the section shows and why it matters to a reader: ${input.sections.map((heading) => JSON.stringify(heading)).join(', ')}`
    : 'and no section paragraphs (give "sections": {})';
  const user = [
    `Document: ${input.documentFile} — "${input.documentTitle}".`,
    `Write an overview of 2 to 5 sentences that opens the document, ${wanted}.`,
    '',
    'Facts:',
    input.facts,
  ].join('\n');
  return { system: SYSTEM, user, maxTokens: input.maxTokens, temperature: 0.2 };
}

/** Reads the model's answer: a JSON object, possibly inside a code fence or after a sentence. Throws a sentence when it is not one. */
export function parseProseAnswer(text: string, sections: readonly string[]): ProseAnswer {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('the model did not answer with a JSON object');
  let value: unknown;
  try {
    value = JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new Error('the model answered with JSON that does not parse');
  }
  if (typeof value !== 'object' || value === null) throw new Error('the model did not answer with a JSON object');
  const { overview, sections: given } = value as { overview?: unknown; sections?: unknown };
  if (typeof overview !== 'string' || overview.trim() === '') throw new Error('the model\'s answer has no "overview" text');
  const wanted = new Set(sections);
  const explained: Record<string, string> = {};
  if (typeof given === 'object' && given !== null) {
    for (const [heading, paragraph] of Object.entries(given)) {
      if (wanted.has(heading) && typeof paragraph === 'string' && paragraph.trim()) explained[heading] = oneParagraph(paragraph);
    }
  }
  return { overview: oneParagraph(overview), sections: explained };
}

/** Blank lines, headings and list markers removed: the answer stays prose inside the document's structure. */
function oneParagraph(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*(#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)/, '').trim())
    .filter(Boolean)
    .join(' ');
}
