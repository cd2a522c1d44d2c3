import { createHash } from 'node:crypto';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { count, ToolError } from './answer.js';

/** Characters of an answer's text, footer included, unless the call asks for another `max_chars`. */
export const DEFAULT_BUDGET = 3_000;
/** The `max_chars` a call may ask for. */
export const MIN_BUDGET = 500;
export const MAX_BUDGET = 20_000;

/** What a cursor holds: where the next page starts, and what it belongs to. */
type CursorState = { /** Offset into the whole text. */ o: number; /** Hash of the call's other arguments. */ a: string; /** Hash of the whole text. */ t: string };

/** A page request: the arguments it belongs to, where it starts and its budget. */
export type PageRequest = { tool: string; argumentsHash: string; offset: number; textHash: string | null; budget: number };

/**
 * The page a call asks for, from its `cursor` and `max_chars`, checked before the tool runs: a
 * cursor that is not one of ours, or was given for other arguments, is refused with a sentence.
 * `args` are the call's other arguments (what the tool parsed, `cursor` and `max_chars` left out).
 */
export function pageRequest(tool: string, args: Record<string, unknown>, cursor: string | undefined, maxChars: number | undefined): PageRequest {
  const argumentsHash = hash(canonical({ tool, args }));
  const budget = maxChars ?? DEFAULT_BUDGET;
  if (cursor === undefined) return { tool, argumentsHash, offset: 0, textHash: null, budget };
  const state = decodeCursor(cursor);
  if (!state) throw new ToolError('That `cursor` is not one this server gave: leave it out to get the first page of the answer.');
  if (state.a !== argumentsHash) throw new ToolError(`That \`cursor\` belongs to a call with other arguments: call ${tool} with the same arguments as the call that gave it (only \`max_chars\` may change), or leave \`cursor\` out to start again.`);
  return { tool, argumentsHash, offset: state.o, textHash: state.t, budget };
}

/**
 * Cuts a tool's answer to the page asked for. An answer within its budget is left whole; a longer
 * one is cut at a section, paragraph or line boundary (never inside a code block when a boundary
 * outside one is near) and ends with one line: how much is left and the cursor for the next page.
 * Pages are exact slices of the whole text: all of them, footers removed, are the text. An error
 * is never paged (its sentence is short). No structured copy leaves here (see `answer`).
 */
export function paged(result: CallToolResult, request: PageRequest): CallToolResult {
  const { structuredContent: _dropped, ...rest } = result;
  if (result.isError) return rest;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  const textHash = hash(text);
  if (request.textHash !== null && (request.textHash !== textHash || request.offset > text.length)) {
    throw new ToolError(`The answer changed since that cursor was given (a new commit or new documents): call ${request.tool} again without \`cursor\` to start over.`);
  }
  const start = request.offset;
  if (text.length - start <= request.budget) return { ...rest, content: [{ type: 'text', text: text.slice(start) }] };
  // The footer's longest form (every number at its largest) bounds the room for the text.
  const room = request.budget - footer(request, text.length, text.length, text.length, textHash).length - 2;
  const end = cutAt(text, start, start + room);
  const piece = text.slice(start, end);
  return { ...rest, content: [{ type: 'text', text: `${piece}\n${footer(request, text.length - end, end, text.length, textHash)}\n` }] };
}

/** The one line that ends a cut page. */
function footer(request: PageRequest, left: number, end: number, total: number, textHash: string): string {
  const cursor = encodeCursor({ o: end, a: request.argumentsHash, t: textHash });
  return `> ${count(left)} of ${count(total)} characters left: call ${request.tool} again with the same arguments and \`cursor\` "${cursor}" for the next page.`;
}

/**
 * Where a page that may end at `limit` ends: the start of the last heading line in its second
 * half, else after the last blank line there, else at the last line start outside a code block,
 * else at the last line start, else at `limit` itself (a surrogate pair is never split).
 */
export function cutAt(text: string, start: number, limit: number): number {
  const floor = start + Math.floor((limit - start) / 2);
  let heading = -1;
  let blank = -1;
  let outsideFence = -1;
  let anyLine = -1;
  let fence: string | null = null;
  let lineStart = start;
  // Line starts from `start` up to `limit`, with the code-fence state at each.
  while (lineStart < limit) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = text.slice(lineStart, Math.min(lineEnd, lineStart + 200));
    if (lineStart > start) {
      anyLine = lineStart;
      if (fence === null) {
        outsideFence = lineStart;
        if (lineStart >= floor && /^#{1,6}\s/.test(line)) heading = lineStart;
        if (lineStart >= floor && /^\s*$/.test(line)) blank = lineStart + line.length + 1 <= limit ? lineStart + line.length + 1 : blank;
      }
    }
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (marker) fence = fence === null ? marker[1]![0]! : marker[1]![0] === fence ? null : fence;
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  for (const candidate of [heading, blank, outsideFence >= floor ? outsideFence : -1, anyLine]) if (candidate > start && candidate <= limit) return candidate;
  const code = text.charCodeAt(limit - 1);
  return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit;
}

function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): CursorState | null {
  try {
    const state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorState>;
    const valid = Number.isSafeInteger(state.o) && state.o! > 0 && typeof state.a === 'string' && typeof state.t === 'string';
    return valid ? (state as CursorState) : null;
  } catch {
    return null;
  }
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

/** JSON with object keys sorted and undefined left out: the same arguments, the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
