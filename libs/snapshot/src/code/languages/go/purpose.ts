import type { FileScope } from '../../shared/file-scope.js';
import type { Node } from '../../shared/nodes.js';
import { commentParagraphs } from '../rust/purpose.js';

/** Directive lines, which `go doc` leaves out of a comment: `//go:build`, `//go:generate`, `// +build`, `//line`, `//export`, `//nolint:…`. */
const DIRECTIVE = /^\s*\/\/(?:[a-z0-9]+:[a-z0-9]|line |export |extern |\s*\+build\b)/;

/** A licence header's paragraph is not a purpose: copyright lines, SPDX identifiers, licence grants. */
const LICENCE = /^(?:copyright\b|\(c\)|©)|SPDX-License-Identifier|\blicen[cs]ed under\b|\bgoverned by\b.*\blicen[cs]e\b|\ball rights reserved\b|\bpermission is hereby granted\b/i;

/**
 * A Go file's purpose: the first paragraph of its package comment — the comment directly above the
 * `package` clause, no blank line between — that is not a licence header. A comment that a build
 * tag (or another directive) separates from the clause is none; directive lines inside it are left
 * out. Null when there is none.
 */
export function readPurpose(scope: FileScope, packageClause: Node): { text: string; line: number } | null {
  const comment = scope.docAbove(packageClause, () => true);
  if (!comment) return null;
  const lines = comment.raw.split('\n');
  if (DIRECTIVE.test(lines.at(-1) ?? '')) return null;
  // A directive line becomes an empty comment line, so every other line keeps its number.
  const raw = lines.map((line) => (DIRECTIVE.test(line) ? '//' : line)).join('\n');
  return commentParagraphs({ ...comment, raw }).find((paragraph) => !LICENCE.test(paragraph.text)) ?? null;
}
