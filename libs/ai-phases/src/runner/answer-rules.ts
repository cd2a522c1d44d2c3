// How a model's answer for a built-in phase is tidied and which limits it must keep.
import { HEADLINE_MAX, SOCIAL_MAX } from '../built-in/push-texts.js';
import type { Tone } from '../facts/facts.js';
import type { BuiltInPhaseId } from '../phases/built-in-phases.js';

export const SUMMARY_MAX_SENTENCES = 3;
export const SUMMARY_MAX_LENGTH = 600;

export type AnswerContext = { tone: Tone; link: string | null };

/**
 * Removes what models wrap answers in: code fences, a `Headline:` label, quotes or bold around
 * the whole answer. Headlines keep their first line only, without a trailing period; summaries
 * become one paragraph; a social post missing its link gets it appended.
 */
export function tidyAnswer(phase: BuiltInPhaseId, answer: string, context: AnswerContext): string {
  let text = answer.trim().replace(/^```[\w-]*\n([\s\S]*?)\n?```$/, '$1').trim();
  if (phase === 'headline' || phase === 'summarize' || phase === 'social') {
    text = text.replace(/^\**\s*(?:headline|summary|post|social(?: media)?(?: post| snippet)?|tweet)\s*(?::\s*\**|\**\s*:)\s*/i, '');
    text = unwrap(text);
  }
  if (phase === 'headline') {
    text = (text.split('\n').find((line) => line.trim() !== '') ?? '').trim();
    text = unwrap(text).replace(/\s+/g, ' ').replace(/(?<!\.)\.$/, '');
  }
  if (phase === 'summarize') {
    text = text.replace(/\s+/g, ' ').trim();
    if (text && !/[.!?…)"”]$/.test(text)) text += '.';
  }
  if (phase === 'social') {
    text = text.replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n').trim();
    if (context.link && !text.includes(context.link)) text = `${text} ${context.link}`;
  }
  return text;
}

function unwrap(text: string): string {
  let result = text.trim();
  for (const [open, close] of [['"', '"'], ['“', '”'], ["'", "'"], ['`', '`'], ['**', '**'], ['*', '*']] as const) {
    if (result.length > open.length + close.length && result.startsWith(open) && result.endsWith(close)) {
      result = result.slice(open.length, result.length - close.length).trim();
    }
  }
  return result;
}

/** The limit an answer breaks, as a sentence, or null. Other built-in phases have no limits beyond the fact check. */
export function limitProblem(phase: BuiltInPhaseId, text: string, context: AnswerContext): string | null {
  if (text.trim() === '') return 'The answer is empty.';
  const emoji = [...text.matchAll(/\p{Extended_Pictographic}/gu)].length;
  const toneProblem =
    context.tone === 'professional' && emoji > 0
      ? 'The professional tone uses no emoji.'
      : context.tone === 'playful' && emoji > 1
        ? 'The playful tone allows one emoji at most.'
        : null;
  switch (phase) {
    case 'headline':
      if (text.length > HEADLINE_MAX) return `The headline has ${text.length} characters; the limit is ${HEADLINE_MAX}.`;
      if (/https?:\/\//.test(text)) return 'The headline carries a link.';
      return toneProblem;
    case 'summarize': {
      if (/^(?:[-*•#>]|\d+[.)])\s/.test(text)) return 'The summary is a list or a heading, not sentences.';
      const sentences = countSentences(text);
      if (sentences > SUMMARY_MAX_SENTENCES) return `The summary has ${sentences} sentences; it should have 1 to ${SUMMARY_MAX_SENTENCES}.`;
      if (text.length > SUMMARY_MAX_LENGTH) return `The summary has ${text.length} characters; the limit is ${SUMMARY_MAX_LENGTH}.`;
      return toneProblem;
    }
    case 'social':
      if (text.length > SOCIAL_MAX) return `The social snippet has ${text.length} characters with its link; the limit is ${SOCIAL_MAX}.`;
      if (context.link && !text.includes(context.link)) return 'The social snippet does not carry the link.';
      return toneProblem;
    default:
      return null;
  }
}

/** Sentences end with . ! ? or … followed by a space and a capital, a digit, a quote or an emoji. */
export function countSentences(text: string): number {
  const trimmed = text.trim();
  if (!trimmed) return 0;
  return trimmed.split(/(?<=[.!?…]["”')]?)\s+(?=["“'(]?[\p{Lu}\d]|\p{Extended_Pictographic})/u).filter((part) => part.trim()).length;
}
