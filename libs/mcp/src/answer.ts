import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** A bad argument or a missing fact, said in one sentence: the tool answers it with `isError: true`. */
export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}

/** At most this many commits, items or matches in one answer; the rest is counted in a line. */
export const MAX_LISTED = 200;
/** A document longer than this is cut (the answer says how to read on: `offset`, or one section). */
export const MAX_DOCUMENT_CHARACTERS = 100_000;
/** Lists of headings in an answer (sections after a cut, a missing section's alternatives) stop here. */
export const MAX_HEADINGS_CHARACTERS = 4_000;

/**
 * The longest string each tool argument may be, checked by the tools' schemas before any work: a
 * repository id, a document type or a commit/tag/date are short by nature; a symbol name, a section
 * heading or a path a little longer; a search query is a few words.
 */
export const MAX_ARGUMENT = { repository: 200, type: 64, name: 300, section: 300, since: 200, path: 1_024, query: 500 } as const;
/** A search query's words (after minisearch's tokenizer): each is looked up with prefix and fuzzy matching. */
export const MAX_QUERY_TERMS = 20;

/** A tool's answer: Markdown a model reads well, and the same facts as data. */
export function answer(markdown: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: markdown }], structuredContent: structured };
}

export function toolError(sentence: string): CallToolResult {
  return { content: [{ type: 'text', text: sentence }], isError: true };
}

/**
 * Wraps a handler so that nothing it throws reaches the client as a protocol error: a ToolError
 * becomes its sentence, anything else a sentence naming the tool (its first line, paths hidden;
 * never a stack trace), reported to `onError` for the server's log.
 */
export function guarded<A, E>(tool: string, handler: (args: A, extra: E) => Promise<CallToolResult>, onError?: (tool: string, error: unknown) => void): (args: A, extra: E) => Promise<CallToolResult> {
  return async (args, extra) => {
    try {
      return await handler(args, extra);
    } catch (error) {
      if (error instanceof ToolError) return toolError(error.message);
      onError?.(tool, error);
      return toolError(`${tool} could not answer: ${describe(error)} Try again, or another tool.`);
    }
  };
}

function describe(error: unknown): string {
  const line = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim() || 'an unexpected error';
  const hidden = line.replace(/(?:[A-Za-z]:)?(?:[\\/][\w.@+-]+){2,}/g, '<path>').slice(0, 300);
  return /[.!?]$/.test(hidden) ? hidden : `${hidden}.`;
}

/** `abc1234` — how answers name a commit in text. */
export function short(sha: string | null | undefined): string {
  return sha ? sha.slice(0, 7) : 'none';
}

/** "and 12 more" lines for capped lists. */
export function moreLine(omitted: number, what: string): string {
  return omitted > 0 ? `\n…and ${omitted.toLocaleString('en-US')} more ${what} not listed.\n` : '';
}

/** One line of Markdown from any text (table cells, list items). */
export function oneLine(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function cell(text: string): string {
  return oneLine(text).replace(/\|/g, '\\|');
}
