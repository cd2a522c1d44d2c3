/** The header of a Conventional Commits message: `type(scope)!: description`. */
export type ConventionalHeader = {
  /** Lower-cased type. */
  type: string;
  scope: string | null;
  breaking: boolean;
  description: string;
};

// type, optional (scope) without parentheses inside, optional !, then colon, space(s), description.
const HEADER = /^([A-Za-z][A-Za-z0-9_-]*)(?:\(([^()\r\n]*)\))?(!)?: +(\S.*)$/;
const BREAKING_FOOTER = /^BREAKING[ -]CHANGE: *\S/m;
const AUTOSQUASH = /^(fixup|squash|amend)! +/i;

/**
 * Parses a Conventional Commits header exactly: the colon must be followed by a space and a
 * non-empty description, the scope may hold any character except parentheses (so `feat(a(b)): x`
 * is not conventional), the type is case-insensitive. Returns null for any other subject.
 */
export function parseConventionalHeader(subject: string): ConventionalHeader | null {
  const match = HEADER.exec(subject.trim());
  if (!match) return null;
  const [, type = '', scope, bang, description = ''] = match;
  return { type: type.toLowerCase(), scope: scope?.trim() || null, breaking: bang === '!', description: description.trim() };
}

/** A `BREAKING CHANGE:` or `BREAKING-CHANGE:` footer in the body. */
export function hasBreakingFooter(body: string): boolean {
  return BREAKING_FOOTER.test(body);
}

/** `fixup! X`, `squash! X`, `amend! X` (possibly repeated): the subject of the commit they amend. */
export function parseAutosquash(subject: string): { kind: 'fixup' | 'squash' | 'amend'; target: string } | null {
  const first = AUTOSQUASH.exec(subject);
  if (!first) return null;
  let target = subject;
  while (AUTOSQUASH.test(target)) target = target.replace(AUTOSQUASH, '');
  return { kind: first[1]!.toLowerCase() as 'fixup' | 'squash' | 'amend', target: target.trim() };
}

/** What a revert commit undoes. */
export type RevertInfo = {
  /** The reverted commit's subject, when the message quotes it. */
  subject: string | null;
  /** The reverted commit's SHA (possibly abbreviated), from `This reverts commit <sha>.`. */
  sha: string | null;
};

const GIT_REVERT = /^Revert "(.+)"(?:\s*\((?:#|GH-)\d+\))?\.?$/;
const CONVENTIONAL_REVERT = /^revert(?:\([^()\r\n]*\))?!?: +(\S.*)$/i;
const REVERTS_SHA = /This reverts commit ([0-9a-f]{7,40})\b/i;
const REFS_SHA = /^Refs?: *([0-9a-f]{7,40})\s*$/im;

/** git's `Revert "…"` + `This reverts commit <sha>.`, or a conventional `revert: …`; null otherwise. */
export function parseRevert(subject: string, body: string): RevertInfo | null {
  const sha = REVERTS_SHA.exec(body)?.[1]?.toLowerCase() ?? null;
  const quoted = GIT_REVERT.exec(subject.trim());
  if (quoted) return { subject: quoted[1]!, sha };
  const conventional = CONVENTIONAL_REVERT.exec(subject.trim());
  if (conventional) return { subject: conventional[1]!.replace(/^"(.*)"$/, '$1'), sha: sha ?? REFS_SHA.exec(body)?.[1]?.toLowerCase() ?? null };
  if (sha && /^revert\b/i.test(subject)) return { subject: null, sha };
  return null;
}
