import type { References } from '../model.js';

const CLOSING_KEYWORD = String.raw`\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\b:?\s+`;
const ONE_REF = String.raw`(?:[\w.-]+\/[\w.-]+)?#\d+|GH-\d+|https?:\/\/\S+?\/(?:issues|pull|-\/issues|-\/merge_requests)\/\d+`;
const CLOSING = new RegExp(`${CLOSING_KEYWORD}((?:${ONE_REF})(?:(?:\\s*,\\s*|\\s+and\\s+|\\s+)(?:${ONE_REF}))*)`, 'gi');
const REF_IN_LIST = new RegExp(ONE_REF, 'gi');
const TRAILING_PR = /\s*[([](?:#|GH-)(\d+)[)\]]\s*$/i;
const PULL_URL = /https?:\/\/[^\s/]+\/[\w.-]+\/[\w.-]+\/(?:pull|-\/merge_requests)\/(\d+)/gi;
const ISSUE_URL = /https?:\/\/[^\s/]+\/[\w.-]+\/[\w.-]+\/(?:-\/)?issues\/(\d+)/gi;
const REFERENCE_FOOTER = /^(?:refs?|references?|issues?|see(?: also)?|related(?: to)?|part of|relates(?: to)?)(?::\s*|\s+)((?:(?:[\w.-]+\/[\w.-]+)?(?:#|GH-)\d+(?:\s*,\s*|\s+and\s+|\s+)?)+)\s*$/gim;
// Cheap tests that let most messages skip the expensive patterns.
const MAY_CLOSE = /\b(?:close|fix|resolve)/i;
const MAY_REFER = /#\d|GH-\d|\/(?:issues|pull|merge_requests)\//i;
const BARE_REF = /(?:^|[^\w&/#])(?:[\w.-]+\/[\w.-]+)?(?:#|GH-)(\d+)\b/gi;

/**
 * Pull request and issue numbers a message mentions.
 * - `(#123)` or `(GH-123)` ending the subject (squash merges), and pull-request / merge-request
 *   URLs → pull requests;
 * - `Fixes #12`, `Closes owner/repo#12`, `Resolves GH-12`, `Fixes <issue URL>` (subject or body),
 *   reference footers (`Refs: #12`, `See #3, #4`), issue URLs and other `#12` / `GH-12` in the
 *   subject → issues.
 * The body is searched for closing keywords and footers only: bodies quote release notes, other
 * repositories' changes and lists of links, whose numbers are not this project's.
 */
export function extractReferences(subject: string, body: string): References {
  const pullRequests: number[] = [];
  const issues: number[] = [];
  let rest = subject;
  for (let trailing = TRAILING_PR.exec(rest); trailing; trailing = TRAILING_PR.exec(rest)) {
    pullRequests.unshift(Number(trailing[1]));
    rest = rest.slice(0, trailing.index);
  }
  for (const text of [rest, body]) {
    if (!MAY_CLOSE.test(text) || !MAY_REFER.test(text)) continue;
    for (const closing of text.matchAll(CLOSING)) {
      for (const ref of closing[1]!.matchAll(REF_IN_LIST)) {
        const number = /(\d+)$/.exec(ref[0])?.[1];
        if (!number) continue;
        if (/\/(?:pull|merge_requests)\//.test(ref[0])) pullRequests.push(Number(number));
        else issues.push(Number(number));
      }
    }
  }
  // Footers that point at issues without closing them: `Refs: #12`, `Refs #12, #13`, `See: GH-9`.
  if (body.includes('#') || body.includes('GH-')) {
    for (const footer of body.matchAll(REFERENCE_FOOTER)) {
      for (const ref of footer[1]!.matchAll(/(?:#|GH-)(\d+)/gi)) issues.push(Number(ref[1]));
    }
  }
  if (!MAY_REFER.test(rest)) return normalizeReferences({ pullRequests, issues });
  for (const match of rest.matchAll(PULL_URL)) pullRequests.push(Number(match[1]));
  for (const match of rest.matchAll(ISSUE_URL)) issues.push(Number(match[1]));
  for (const match of rest.replace(PULL_URL, ' ').replace(ISSUE_URL, ' ').matchAll(BARE_REF)) issues.push(Number(match[1]));
  return normalizeReferences({ pullRequests, issues });
}

/** Sorted, de-duplicated references; a number that is a pull request is not also an issue. */
export function normalizeReferences(references: References): References {
  // Most commits name nothing: no sets or sorting for them.
  if (references.pullRequests.length === 0 && references.issues.length === 0) return { pullRequests: [], issues: [] };
  const pullRequests = [...new Set(references.pullRequests)].filter((n) => n > 0).sort((a, b) => a - b);
  const prs = new Set(pullRequests);
  const issues = [...new Set(references.issues)].filter((n) => n > 0 && !prs.has(n)).sort((a, b) => a - b);
  return { pullRequests, issues };
}

export function mergeReferences(...all: References[]): References {
  return normalizeReferences({ pullRequests: all.flatMap((r) => r.pullRequests), issues: all.flatMap((r) => r.issues) });
}

/** The subject without the references it ends with (`(#123)`) — they are appended again in a uniform form. */
export function stripTrailingReferences(text: string): string {
  let rest = text;
  for (let trailing = TRAILING_PR.exec(rest); trailing; trailing = TRAILING_PR.exec(rest)) rest = rest.slice(0, trailing.index);
  return rest;
}
