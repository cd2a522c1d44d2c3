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
/** Lists of headings in an answer (a document's sections, a missing section's alternatives) stop here. */
export const MAX_HEADINGS_CHARACTERS = 1_200;
/** An error's sentence is never longer than this (the default answer budget): it is cut, not paged. */
export const MAX_ERROR_CHARACTERS = 3_000;

/**
 * The longest string each tool argument may be, advertised in the tools' schemas and checked
 * before any work (server.ts): a repository id, a document type or a commit/tag/date are short by
 * nature; a symbol name, a section heading or a path a little longer; a search query is a few words;
 * a cursor is what an answer gave. A string argument a tool declares without a maximum gets
 * `other`.
 */
export const MAX_ARGUMENT = { repository: 200, type: 64, name: 300, section: 300, since: 200, path: 1_024, query: 500, cursor: 200, other: 1_000 } as const;
/** A search query's words (after minisearch's tokenizer): each is looked up with prefix and fuzzy matching. */
export const MAX_QUERY_TERMS = 20;

/**
 * A tool's answer: Markdown, the one copy the client gets. No `structuredContent`: hosts that get
 * both forward only the structured copy to the model (ARCHITECTURE.md, "MCP"), and the text is
 * what the central pager cuts to the answer's budget.
 */
export function answer(markdown: string): CallToolResult {
  return { content: [{ type: 'text', text: markdown }] };
}

/** A tool error: one sentence, cut to MAX_ERROR_CHARACTERS should it ever be longer. */
export function toolError(sentence: string): CallToolResult {
  const text = sentence.length > MAX_ERROR_CHARACTERS ? `${sentence.slice(0, MAX_ERROR_CHARACTERS - 1)}…` : sentence;
  return { content: [{ type: 'text', text }], isError: true };
}

/**
 * Wraps a handler so that nothing it throws reaches the client as a protocol error: a ToolError
 * becomes its sentence, anything else a sentence naming the tool (its first line, paths hidden;
 * never a stack trace), reported to `onError` for the server's log.
 */
export function guarded<A extends unknown[]>(tool: string, handler: (...args: A) => Promise<CallToolResult>, onError?: (tool: string, error: unknown) => void): (...args: A) => Promise<CallToolResult> {
  return async (...args) => {
    try {
      return await handler(...args);
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

/** A client's input as an answer quotes it: on one line, at most `max` characters (an answer never echoes a long input in full). */
export function quoted(input: string, max = 80): string {
  return `"${oneLine(input, max)}"`;
}

/** `1,000,000` — counts in sentences. */
export function count(value: number): string {
  return value.toLocaleString('en-US');
}
