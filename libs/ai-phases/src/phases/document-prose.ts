import type { AiPhase } from './ai-phase.js';

export const DOCUMENT_PROSE_PHASE_ID = 'document-prose';

/** The placeholders of the document-prose phase; `{facts}` (the facts pack) is the one it must keep. */
export const DOCUMENT_PROSE_PLACEHOLDERS = ['documentFile', 'documentTitle', 'sectionsWanted', 'facts'] as const;

/**
 * The prompt a document's prose is asked with when a model server is configured (DESIGN decision 12):
 * an overview and short section explanations as one JSON object, from the facts pack. Stored and
 * editable like the other phases; it has no built-in engine text — without a model the agents'
 * built-in documents are kept whole.
 */
export const DOCUMENT_PROSE_PHASE: AiPhase = {
  id: DOCUMENT_PROSE_PHASE_ID,
  name: 'Document prose',
  description: 'Writes the overview and section explanations of every document when a model server is configured.',
  order: 7,
  systemPrompt: [
    'You write the prose parts of one documentation file about a software repository.',
    'Use only the facts you are given. Never name a file, folder, function, class, package, version or commit that the facts do not name.',
    'Write every file path, symbol, package and command in backticks, exactly as the facts write it.',
    'No placeholders, no headings, no lists, no tables, no Markdown links: plain paragraphs only.',
    'Answer with one JSON object and nothing else: {"overview": "…", "sections": {"<heading>": "…"}}.',
  ].join('\n'),
  userPromptTemplate: [
    'Document: {documentFile} — "{documentTitle}".',
    'Write an overview of 2 to 5 sentences that opens the document, {sectionsWanted}.',
    '',
    'Facts:',
    '{facts}',
  ].join('\n'),
  maxTokens: 2048,
  temperature: 0.2,
  isActive: true,
  isCustom: false,
};

/** What the document-prose phase's placeholders are filled with for one document. */
export function documentProseValues(input: { documentFile: string; documentTitle: string; sections: readonly string[]; facts: string }): Record<string, string> {
  const sectionsWanted = input.sections.length
    ? `and, for each of these sections, one paragraph (2 to 4 sentences) that explains what the section shows and why it matters to a reader: ${input.sections.map((heading) => JSON.stringify(heading)).join(', ')}`
    : 'and no section paragraphs (give "sections": {})';
  return { documentFile: input.documentFile, documentTitle: input.documentTitle, sectionsWanted, facts: input.facts };
}
