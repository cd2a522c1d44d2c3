import { DOCUMENT_PROSE_PHASE } from '@chronicle/ai-phases';
import { proseRequest } from './prose-request.js';

// The request as it was written before the prompt became the stored document-prose phase.
const SYSTEM_BEFORE = [
  'You write the prose parts of one documentation file about a software repository.',
  'Use only the facts you are given. Never name a file, folder, function, class, package, version or commit that the facts do not name.',
  'Write every file path, symbol, package and command in backticks, exactly as the facts write it.',
  'No placeholders, no headings, no lists, no tables, no Markdown links: plain paragraphs only.',
  'Answer with one JSON object and nothing else: {"overview": "…", "sections": {"<heading>": "…"}}.',
].join('\n');

function requestBefore(input: { documentTitle: string; documentFile: string; sections: readonly string[]; facts: string; maxTokens: number }) {
  const wanted = input.sections.length
    ? `and, for each of these sections, one paragraph (2 to 4 sentences) that explains what the section shows and why it matters to a reader: ${input.sections.map((heading) => JSON.stringify(heading)).join(', ')}`
    : 'and no section paragraphs (give "sections": {})';
  const user = [`Document: ${input.documentFile} — "${input.documentTitle}".`, `Write an overview of 2 to 5 sentences that opens the document, ${wanted}.`, '', 'Facts:', input.facts].join('\n');
  return { system: SYSTEM_BEFORE, user, maxTokens: input.maxTokens, temperature: 0.2 };
}

describe('proseRequest', () => {
  const facts = '## Files\n- `src/index.ts` (TypeScript, 40 lines) exports {documentFile} and `{"a": 1}`\n- {facts} stays as written';

  it.each([
    { documentTitle: 'Code index', documentFile: 'CODE_INDEX.md', sections: ['Modules', 'Entry "points"'], facts, maxTokens: 2048 },
    { documentTitle: 'README', documentFile: 'README.md', sections: [], facts, maxTokens: 256 },
  ])('with the default phase is byte for byte the request of before ($documentFile)', (input) => {
    expect(proseRequest(input)).toEqual(requestBefore(input));
    expect(proseRequest(input, DOCUMENT_PROSE_PHASE)).toEqual(requestBefore(input));
  });

  it('uses an edited phase: its prompts, its temperature and the smaller of its max tokens and the budget', () => {
    const prompt = { systemPrompt: 'Be brief about {documentFile}.', userPromptTemplate: 'Mention the word MARMALADE.\n{facts}', maxTokens: 300, temperature: 1.3 };
    const input = { documentTitle: 'README', documentFile: 'README.md', sections: [], facts: 'Fact one.', maxTokens: 2048 };
    expect(proseRequest(input, prompt)).toEqual({ system: 'Be brief about README.md.', user: 'Mention the word MARMALADE.\nFact one.', maxTokens: 300, temperature: 1.3 });
    expect(proseRequest({ ...input, maxTokens: 120 }, prompt).maxTokens).toBe(120);
  });
});
