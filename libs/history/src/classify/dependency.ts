/** One dependency a bot (or a person) moved to another version. */
export type DependencyBump = {
  name: string;
  from: string | null;
  to: string | null;
};

const BOT_AUTHOR = /dependabot|renovate|greenkeeper|pyup|snyk-bot|depfu|whitesource|mend-bolt|scala-steward|imgbot|pre-commit-ci/i;
const DEPENDENCY_SCOPE = /^(?:deps?|dependencies|deps-dev|dev-deps|dev-dependencies|dependency|npm|cargo|gomod|pip|bundler|yarn)$/i;
const BOT_SUBJECT = [
  /^(?:\[security\]\s*)?bump (\S+) from (\S+) to (\S+?)(?:\s+in\s+\S+)?\.?$/i,
  /^(?:\[snyk\]\s*)?upgrade (\S+) from (\S+) to (\S+?)\.?$/i,
  /^update (?:dependency|rust crate|module|gem|npm package|package|docker tag|docker image|helm release|actions?|github action|python|go|golang|node|pip|cargo|crate) (\S+) to (v?\S+?)\.?$/i,
  /^update (\S+) requirement from (\S+) to (\S+?)(?:\s+in\s+\S+)?\.?$/i,
];
const GROUPED_BODY = /^\s*(?:[-*]\s*)?Updates? `([^`]+)` from (\S+?) to (\S+?)\.?\s*$/gim;
// Renovate's table rows: `| [name](url) | type | update | `1.0.1` → `1.0.2` |` (rows may be wrapped).
const RENOVATE_ROW = /\|\s*\[([^\]]+)\]\([^)]*\)[^[]*?`([^`]+)`\s*(?:→|->)\s*`([^`]+)`/g;
const DEPENDENCY_WORDS = /^(?:bump|update|upgrade|pin|lock file maintenance|refresh)\b.*\b(?:deps|dependenc(?:y|ies)|dev-?dependencies|requirements|lock ?files?|packages|crates|gems|modules)\b|^(?:deps|dependencies)\s+(?:bump|update|upgrade)|^lock file maintenance\b|^update (?:all )?(?:non-major |minor |patch )?(?:dependencies|deps)\b|^(?:bump|update|upgrade) (?:compatible|incompatible)\b|^(?:dev[- ]?)?deps?\s+(?:bump|update|upgrade)s?\b|^(?:bump|update|upgrade)s?\s+(?:dev[- ]?)?deps\b/i;

// `Bump linkify-it to 5.0.1`, `Upgrade otel/sdk to v1.40.0`: a named package moved to a version (not the project's own version).
const NAMED_BUMP = /^(?:bump(?:s|ed)?|update[sd]?|upgrade[sd]?)\s+(?!(?:the\s+)?(?:version|changelog|to|release|package version)\b)`?[\w@][\w@./-]*`?\s+(?:from\s+\S+\s+)?to\s+v?\d/i;

/** A commit written by a dependency bot (Dependabot, Renovate, Greenkeeper, PyUp, Snyk, Depfu…). */
export function isDependencyBot(authorName: string, authorEmail: string, branch: string | null = null): boolean {
  return BOT_AUTHOR.test(authorName) || BOT_AUTHOR.test(authorEmail) || (branch !== null && /(?:^|\/)(?:dependabot|renovate|greenkeeper|snyk-[\w-]+|pyup)[/-]/i.test(branch));
}

/** A dependency scope such as `chore(deps)`, `build(deps-dev)`, `fix(deps)`. */
export function isDependencyScope(scope: string | null): boolean {
  return scope !== null && DEPENDENCY_SCOPE.test(scope);
}

/** `Bump x from 1 to 2`, `Update dependency x to v3`, `Bump linkify-it to 5.0.1`: one named dependency moved to a version. */
function namesVersionedBump(text: string): boolean {
  return BOT_SUBJECT.some((pattern) => pattern.test(text)) || NAMED_BUMP.test(text);
}

/** A message that names the dependency it moves (`Bump linkify-it to 5.0.1`, `Bump linkify-it / vite deps`), not `Deps bump`. */
export function namesDependency(description: string): boolean {
  const text = description.trim();
  return namesVersionedBump(text) || NAMED_DEPENDENCIES.test(text);
}

// `Bump linkify-it / vite deps`: the packages named before the word.
const NAMED_DEPENDENCIES = /^(?:bump(?:s|ed)?|update[sd]?|upgrade[sd]?)\s+(?!(?:all|the|some|dev|development|minor|patch|major|npm|js|go|python|rust)\b)`?[\w@][\w@./-]*`?(?:\s*[/,&]\s*`?[\w@][\w@./-]*`?)*\s+(?:deps|dependenc(?:y|ies))\b/i;

/** Messages that say they move dependencies: `Bump x from 1 to 2`, `Update dependency x to v3`, `Deps bump`… */
export function isDependencyMessage(description: string): boolean {
  const text = description.trim();
  return namesVersionedBump(text) || DEPENDENCY_WORDS.test(text);
}

/** The dependencies a bump message names, with versions when it gives them (subject, then grouped-update body lines). */
export function parseDependencyBumps(description: string, body: string): DependencyBump[] {
  const bumps: DependencyBump[] = [];
  const subject = description.trim();
  for (const pattern of BOT_SUBJECT) {
    const match = pattern.exec(subject);
    if (!match) continue;
    const [, name = '', from, to] = match;
    if (match.length === 3) bumps.push({ name: clean(name), from: null, to: cleanVersion(from ?? null) });
    else bumps.push({ name: clean(name), from: cleanVersion(from ?? null), to: cleanVersion(to ?? null) });
    break;
  }
  if (bumps.length === 0 || /\band\b|group/i.test(subject)) {
    for (const match of body.matchAll(GROUPED_BODY)) bumps.push({ name: clean(match[1]!), from: cleanVersion(match[2]!), to: cleanVersion(match[3]!) });
  }
  if (bumps.length === 0 || /\b(?:compatible|group|all|dependencies)\b/i.test(subject)) {
    for (const match of body.replace(/\s*\n\s*/g, ' ').matchAll(RENOVATE_ROW)) {
      bumps.push({ name: clean(match[1]!), from: cleanVersion(match[2]!), to: cleanVersion(match[3]!) });
    }
  }
  const seen = new Set<string>();
  return bumps.filter((bump) => {
    const key = `${bump.name}\0${bump.from}\0${bump.to}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return bump.name.length > 0;
  });
}

function clean(name: string): string {
  return name.replace(/^[`'"[]+|[`'"\]]+$/g, '');
}

function cleanVersion(version: string | null): string | null {
  if (!version) return null;
  return version.replace(/^[`'"]+|[`'".,]+$/g, '') || null;
}
