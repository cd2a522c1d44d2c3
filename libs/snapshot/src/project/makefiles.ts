import type { MakeTargets } from '../model.js';

const MAKEFILE = /(^|\/)(GNUmakefile|[Mm]akefile|[^/]+\.mk)$/;

export function isMakefilePath(path: string): boolean {
  return MAKEFILE.test(path);
}

/**
 * The targets a Makefile defines: names before `:` or `::` at the start of a rule line. Pattern
 * rules (`%.o`), special targets (`.PHONY`, `.DEFAULT`), names built from variables (`$(BIN)`),
 * variable assignments (`X := y`, `X ?= y`) and recipe lines are not targets. Sorted, once each.
 */
export function readMakeTargets(file: { path: string; text: string }): MakeTargets {
  const targets = new Set<string>();
  let inDefine = false;
  for (const line of file.text.replace(/\\\r?\n/g, ' ').split(/\r?\n/)) {
    if (/^\s*define\b/.test(line)) inDefine = true;
    if (inDefine) {
      if (/^\s*endef\b/.test(line)) inDefine = false;
      continue;
    }
    // Recipe lines start with a tab; conditionals and includes are directives.
    if (line.startsWith('\t') || /^\s*(#|ifn?eq|ifn?def|else|endif|-?include|export|override|vpath)\b/.test(line)) continue;
    const rule = /^([^:#=\s][^:#=]*?)\s*::?(?![=])(.*)$/.exec(line);
    if (!rule) continue;
    // `X := y` and `X ::= y` are assignments; `a: b = c` (a target-specific variable) is still a rule for `a`.
    if (/^:?=/.test(line.slice(rule[1]!.length).trimStart().slice(1))) continue;
    for (const name of rule[1]!.trim().split(/\s+/)) {
      if (name === '' || name.startsWith('.') || name.includes('%') || name.includes('$')) continue;
      targets.add(name);
    }
  }
  return { path: file.path, targets: [...targets].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) };
}
