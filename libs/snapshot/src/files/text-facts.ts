import { createRequire } from 'node:module';

type O200k = typeof import('gpt-tokenizer/encoding/o200k_base');
let o200k: O200k | undefined;

/**
 * gpt-tokenizer's o200k encoding, loaded on first use, not imported: it builds its table of
 * merges as it loads (about a second of CPU), which every server start paid before any file was counted.
 */
function countO200k(text: string, options: { disallowedSpecial: Set<string> }): number {
  o200k ??= createRequire(import.meta.url)('gpt-tokenizer/encoding/o200k_base') as O200k;
  return o200k.countTokens(text, options);
}

// Special tokens such as `<|endoftext|>` are ordinary text in a source file: with none disallowed,
// gpt-tokenizer encodes them as text instead of throwing.
const AS_TEXT = { disallowedSpecial: new Set<string>() };

/** Lines as an editor shows them: newlines, plus one for a last line without its newline; 0 for an empty file. */
export function countLines(text: string): number {
  if (text.length === 0) return 0;
  let lines = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  return text.endsWith('\n') ? lines : lines + 1;
}

/** o200k tokens (the GPT-4o / GPT-5 encoding), special-token strings counted as the text they are. */
export function countTokens(text: string): number {
  return text.length === 0 ? 0 : countO200k(text, AS_TEXT);
}

/** UTF-8 text of a blob, without a byte-order mark. */
export function decodeText(content: Buffer): string {
  const text = content.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
