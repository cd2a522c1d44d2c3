import { DOCUMENT_PROSE_PHASE, documentProseValues, renderPrompt, type LlmRequest } from '@chronicle/ai-phases';
import type { ProsePrompt } from './model-settings.js';

/** What the model is asked to write for one document: an overview, and an explanation for some sections. */
export type ProseAnswer = {
  overview: string;
  /** By section heading (level 2, as in the built-in document). */
  sections: Record<string, string>;
};

/**
 * The chat request for a document's prose: no tool calling, one JSON object back. The prompts are the
 * document-prose phase's (the stored one when given, else the default), its placeholders filled for
 * this document; the answer may use at most the phase's max tokens and the budget's.
 */
export function proseRequest(
  input: { documentTitle: string; documentFile: string; sections: readonly string[]; facts: string; maxTokens: number },
  prompt: ProsePrompt = DOCUMENT_PROSE_PHASE,
): LlmRequest {
  const values = documentProseValues(input);
  return {
    system: renderPrompt(prompt.systemPrompt, values),
    user: renderPrompt(prompt.userPromptTemplate, values),
    maxTokens: Math.min(prompt.maxTokens, input.maxTokens),
    temperature: prompt.temperature,
  };
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
