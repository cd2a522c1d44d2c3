import type { ChangeSection, ClassifiedCommit, Commit, NoiseKind } from '../model.js';
import { hasBreakingFooter, impliesBreaking, isInitialCommit, parseAutosquash, parseConventionalHeader, parseFreeFormPrefix, parseLeadingMarkers, parseLooseHeader, parseRevert } from './conventional.js';
import { isDependencyBot, isDependencyMessage, isDependencyScope } from './dependency.js';
import { parseMergeMessage, type MergeInfo } from './merge-message.js';
import { pathKind, type PathKind } from './paths.js';
import { extractReferences, mergeReferences, stripTrailingReferences } from './references.js';
import { improvesErrors, leadingWordIsNotVerb, mentionsSecurity, sectionFromText } from './sections.js';

/** Conventional Commits types this engine knows; any other `word: text` prefix is read as a component name. */
export const CONVENTIONAL_TYPES = new Set([
  'feat', 'feature', 'features', 'fix', 'fixes', 'bugfix', 'hotfix', 'bug', 'perf', 'refactor', 'style', 'docs', 'doc', 'test', 'tests',
  'build', 'ci', 'chore', 'revert', 'deps', 'security', 'release', 'deprecate', 'deprecation', 'remove', 'removal', 'improvement', 'enhancement',
]);
const ADDED_TYPES = new Set(['feat', 'feature', 'features', 'enhancement']);
const FIXED_TYPES = new Set(['fix', 'fixes', 'bugfix', 'hotfix', 'bug']);
const INTERNAL_TYPES = new Set(['chore', 'build', 'refactor']);
// Types whose removals rework the code rather than take something away from users.
const REWORK_TYPES = new Set(['perf', 'refactor', 'style']);
// Words of an attack in a commit's explanation.
const SECURITY_BODY = /\b(?:exploit(?:s|ed|able|ing)?|attackers?|malicious(?:ly)?|vulnerab\w*|security (?:issues?|fix(?:es)?|problems?|bugs?|holes?|flaws?|risks?))\b/i;
// Words of a merged branch's name (`fix/empty-body`, `bugfix-1234`, `jd/fix_rack_lock`) that say it carries a fix.
const FIX_BRANCH_WORDS = new Set(['fix', 'fixes', 'bugfix', 'bug', 'bugs', 'hotfix']);

const GITMOJI: Record<string, string> = {
  sparkles: 'feat', tada: 'feat', bug: 'fix', ambulance: 'fix', 'adhesive_bandage': 'fix', fire: 'remove', lock: 'security',
  memo: 'docs', pencil: 'docs', 'white_check_mark': 'test', 'green_heart': 'ci', 'construction_worker': 'ci', 'arrow_up': 'deps',
  'arrow_down': 'deps', bookmark: 'release', recycle: 'refactor', art: 'style', zap: 'perf', boom: 'feat', wrench: 'chore', rotating_light: 'style',
};
const EMOJI_PREFIX = /^(?::([a-z0-9_+-]+):\s*|\p{Extended_Pictographic}\uFE0F?\s*)+/u;
const SKIP_MARKERS = /\s*\[(?:skip ci|ci skip|no ci|skip actions|actions skip)\]/gi;

const RELEASE_SUBJECT = [
  /^(?:\[?release\]?:?\s*|releas(?:e|ed|ing)\s+(?:of\s+)?(?:version\s+)?|prepar(?:e|es|ed|ing)\s+(?:for\s+)?(?:the\s+)?(?:release\s+(?:of\s+)?)?|bump(?:ed|s)?\s+(?:the\s+)?(?:version\s+)?(?:to\s+)?|(?:set|update|change)\s+(?:the\s+)?version\s+(?:to\s+)?|version\s+(?:to\s+)?|tag(?:ged)?\s+)?v?\d+(?:\.\d+){1,3}(?:[-+.][\w.]+)?(?:\s+(?:release|rel\w*ed|is out|final))?\.?$/i,
  /^(?:bump|bumped|update|increase|increment|set)\s+(?:the\s+)?(?:major|minor|patch|gem|package|crate|lib(?:rary)?)?\s*version(?:s|\s+number)?\b/i,
  /^(?:release|releasing|new release|cut (?:a |the )?release)(?:\s+[\w.@/-]+)??(?:\s+(?:v(?:ersion)?\s*)?\d[\w.+-]*|\s+(?:prep(?:aration)?|candidate))?\s*\.?$/i,
  /^bump(?:ing|ed|s)?\s+(?:to\s+)?(?:version\s+)?v?\d+\.\d+/i,
  /^version\s+bump(?:ed)?\b/i,
  /^version packages\b/i,
  /^(?:bump(?:ed)?|new version|version|bump version|version bump)\.?$/i,
  /\{\{\s*(?:version|crate_name)\s*\}\}/i,
  /^(?:prepar(?:e|es|ed|ing)\s+(?:for\s+)?(?:the\s+)?(?:next\s+|new\s+)?release|start\s+(?:the\s+)?next\s+(?:development\s+)?(?:cycle|iteration|version)|back\s+to\s+development|post[- ]release\b)/i,
  /^(?:update|add|write|prepare|finali[sz]e)\s+(?:the\s+)?(?:changelog|release notes)\s+for\s+(?:the\s+)?(?:release\s+|version\s+)?v?\d/i,
];
// What one of RELEASE_SUBJECT's patterns must open with (or `{{` anywhere): a cheap test that spares
// most subjects the ten patterns, run on every commit of a history.
const MAY_RELEASE = /^(?:\[|releas|prepar|bump|set|update|change|version|tag|v?\d|increas|increment|new|cut|start|back|post|add|write|finali)|\{\{/i;
const FORMATTING_SUBJECT = /^typos?(?:\s+fix(?:es|ed)?)?\b|^(?:whitespace|ws|format(?:ting)?|re-?format\w*|lint(?:ing)?|fmt|style|indentation|code style|cosmetics?|tidy|rubocop|prettier|black|isort|eslint|clippy|mix format|cargo fmt|go fmt|gofmt|dart format)\b\.?$|^(?:fix|fixed|fixes|correct|corrected)\s+(?:a\s+|an\s+|some\s+|the\s+|two\s+|few\s+|minor\s+|several\s+|small\s+|more\s+|various\s+|spelling\s+|documentation\s+|doc\s+|comment\s+)*(?:typos?|spelling|whitespace|indentation|lint(?:ing)?(?: errors| warnings| issues)?|formatting|code style|style issues|rubocop(?: offenses| warnings)?|clippy(?: warnings| lints)?|eslint(?: errors| warnings)?|grammar)\b|^(?:run|apply|ran|applied)\s+(?:the\s+)?(?:latest\s+|new\s+)?(?:black|prettier|rustfmt|gofmt|cargo fmt|rubocop|eslint --fix|isort|clang-format|standard|swiftformat|swiftlint|ktlint|spotless|formatting|formatter|clippy(?: suggestions| fixes| lints)?)\b|^(?:fix|fixed|fixes|correct|corrected)\b.{0,60}\btypos?$|^(?:remove|strip|trim)\s+trailing\s+(?:white)?spaces?\b|^(?:style|lint|format)\s*(?:fix(?:es)?|cleanup|changes)\b/i;
// Free-form subjects that announce work on the code itself rather than on what it does.
const INTERNAL_SUBJECT = /^(?:(?:remove[sd]?|drop(?:s|ped)?|delete[sd]?)\s+(?:unused|unnecessary|dead)\b|refactor(?:ed|ing|s)?|simplif(?:y|ied|ies|ying)|clean(?:ed|s|ing)?[- ]?up|cleanup|code cleanup|tid(?:y|ied|ies)(?: up)?|polish(?:ed|es|ing)?|restructur(?:e|ed|es|ing)|reorgani[sz](?:e|ed|es|ing)|wip|typing|type hints|(?:minor|small|tiny|misc(?:ellaneous)?)\b(?!.*\b(?:fix|bug|crash|regression|security)\w*))\b/i;
const DOCS_SUBJECT = /^(?:docs?|documentation|docstrings?|comments?)\b(?!-)/i;
// Free-form subjects whose object is documentation written in the code (`Fix doc for put_resp_cookie`,
// `Clarify month docs`, `Improve comment`, `Remove outdated TODO`, `Document the :validate_utf8 option`):
// the sources change, the behaviour does not.
const DOCS_WORK = /^(?:(?:add|update|improve|fix|clarify|correct|expand|extend|tweak|polish|reword|rewrite|refresh|simplify)\s+(?:the\s+|a\s+|an\s+|some\s+|more\s+|missing\s+|outdated\s+|small\s+|minor\s+)*(?:docs?|documentation|docstrings?|doc comments?|comments?|typespecs?|examples?|todos?)(?:\s+(?:for|of|on|in|about|to)\s.*)?$|(?:add|update|improve|fix|clarify|correct|expand|extend|tweak|polish|reword|rewrite|refresh)\s+(?:[^\s.]+\s+){0,4}?(?:docs?|documentation|docstrings?|comments?|typespecs?)$|(?:remove|delete|drop)\s+(?:the\s+)?(?:outdated\s+|old\s+|stale\s+|obsolete\s+)?todos?\b|(?:document|explain)\s)/i;
// Free-form subjects about the project's own build: compiler warnings silenced, CI repaired, or the
// web editor's default title for an edit to one file (`Update conn.ex`), which tells a reader nothing.
const UPKEEP_SUBJECT = /^(?:(?:fix|fixes|fixed|remove|silence|suppress|address|resolve)\s+(?:(?:some|all|more|the|compiler|compile|build|deprecation|new|various|a|few|unused)\s+)*warnings?(?:\s+(?:on|in|with|for|from|related to)\s+[^\s]+(?:\s+[^\s]+)?)?|(?:fix|repair|unbreak)\s+(?:the\s+)?ci(?:\s+build)?|update\s+`?[\w.-]+\.[a-z0-9]{1,5}`?)$/i;
// Work on how the project is written or built rather than on what it does: a part of the code ported
// to another language (`Migrate formatISO to TS`, `uk locale TS migration`; not the whole project's
// `Migrate to TS`, which changes what users install), build output committed or regenerated
// (`Build the library`, `Rebuild types and indices`), test coverage raised.
const REWRITE_SUBJECT = /^(?:migrat\w*|convert\w*|port(?:ed|s|ing)?|rewr\w+|mov(?:e|ed|es|ing))\s+(?:[^\s]+\s+){1,6}?(?:to|into|in)\s+(?:ts|typescript|kotlin|swift|rust)\b(?!\s*v?\d)|\b(?:ts|typescript)\s+migration\b|\btypescript-?ification\b|\bts-?ification\b|^(?:re-?build|build|re-?generate|generate|commit)\s+(?:the\s+)?(?:fresh\s+|library\s+|new\s+)?(?:library|lib|build|types|typings|indices|dist|bundles?|fp functions)\b/i;
// Code rewritten in other terms, the behaviour kept: `Use mapM_ instead of sequence_`, `Implement
// getPath in terms of unfoldr` (quoted words are text users read: `Use "sekunda" instead of "vteřina"`).
const RESTATED_SUBJECT = /^(?:use|prefer)\s+[^"'\u201c\u201d]+?\s+instead\s+of\s+[^"'\u201c\u201d]+$|^(?:re-?)?(?:implement|define|express|write)\s+\S+\s+in\s+terms\s+of\b/i;
const COVERAGE_SUBJECT = /^(?:(?:increase|improve|add|raise|more)\s+(?:test\s+)?(?:code\s+)?coverage|100\s?% (?:test\s+)?(?:code\s+)?coverage)\b/i;
// A version written out: `v4.1`, `v4.1.0`, `8.7.0` (not `1.2` alone, which may be anything).
const NAMED_VERSION = /(?:\bv|(?<![\w.])\d+\.)\d+\.\d+\b|\bv\d+\.\d+\b/;
// Wording that moves something (a dependency, a runtime) to a version rather than stamping one.
const MOVES_TO_VERSION = /^(?:update|upgrade|bump|pin|resolve|require|drop|support|use|move|set|add|lock|downgrade|revert|roll ?back|switch|change|restore|target|fix)\b|\bresolution\b/i;
// A closing remark left at the end of a subject (`Clarify session docs, closes #965`).
const CLOSING_REMARK = /[\s,;(]*(?:closes|fixes|resolves|refs?|see)\s+#\d+\)?$/i;
// Subjects made only of these words (`docstring`, `Changelog and docstring`, `imports`) say what kind of chore they are.
const TRIVIAL_WORDS: Record<string, NoiseKind> = {
  doc: 'docs-only', docs: 'docs-only', docstring: 'docs-only', docstrings: 'docs-only', comment: 'docs-only', comments: 'docs-only', readme: 'docs-only',
  faq: 'docs-only', changelog: 'docs-only', contributing: 'docs-only', documentation: 'docs-only', examples: 'docs-only', example: 'docs-only',
  typo: 'formatting', typos: 'formatting', imports: 'formatting', whitespace: 'formatting', ws: 'formatting', formatting: 'formatting', lint: 'formatting',
  cleanup: 'formatting', tidy: 'formatting', fmt: 'formatting', typing: 'formatting', test: 'test-only', tests: 'test-only', ci: 'ci-only',
  // Subjects that name no change at all (`Tweaks`, `Meta tweaks`, `Misc`): work on the project, not news for its users.
  tweak: 'internal', tweaks: 'internal', meta: 'internal', misc: 'internal', stuff: 'internal', wip: 'internal', various: 'internal', nit: 'internal', nits: 'internal',
};
const NOISE_SCOPES: Record<string, NoiseKind> = {
  ci: 'ci-only', travis: 'ci-only', actions: 'ci-only', 'github-actions': 'ci-only', workflows: 'ci-only', workflow: 'ci-only', gha: 'ci-only',
  test: 'test-only', tests: 'test-only', spec: 'test-only', specs: 'test-only', testing: 'test-only', e2e: 'test-only', bench: 'test-only', benches: 'test-only',
  docs: 'docs-only', doc: 'docs-only', readme: 'docs-only', changelog: 'docs-only', contributing: 'docs-only',
  lint: 'formatting', fmt: 'formatting', format: 'formatting', style: 'formatting', eslint: 'formatting', rubocop: 'formatting', prettier: 'formatting', clippy: 'formatting',
  standard: 'formatting', linter: 'formatting', ruff: 'formatting', black: 'formatting', isort: 'formatting', flake8: 'formatting', gofmt: 'formatting', rustfmt: 'formatting',
  release: 'version-bump', version: 'version-bump',
};

/**
 * What a commit means for a changelog reader.
 *
 * - **Description**: a merge's pull-request title (GitHub, GitLab, Bitbucket, Azure), else the
 *   subject; without a Conventional Commits prefix, `fixup!`/`squash!` marks, emoji codes,
 *   trailing references and a trailing period.
 * - **Type, scope, breaking**: Conventional Commits (`type(scope)!: text`, `BREAKING CHANGE:`
 *   footers) for the known types; change-kind tags (`[Fix]`, `[New][Breaking]`, `[docs]:`) and a
 *   `BREAKING:` prefix are read and stripped (see `parseLeadingMarkers`); another `word: text` prefix
 *   of a free-form message is a scope when it names a component (`parser: …`), not when it is a file
 *   name or an abbreviation (see `parseFreeFormPrefix`); wording that drops a runtime version, goes
 *   ESM-only or removes something deprecated also marks a breaking change (see `impliesBreaking`).
 * - **Section**: security first — a GitHub advisory merge, security wording in the description, a
 *   CVE/GHSA id in the body, or (for a fix or change) a body that speaks of exploits, attackers,
 *   malicious input or vulnerabilities. Then feat → Added, fix/bug → Fixed, other types → Changed,
 *   each overridden by Remove/Drop/Delete (→ Removed; not for a non-breaking `perf`/`refactor`,
 *   whose removals rework code, nor when the word is a name or a sentence's subject — `remove()
 *   deletes…`, `drop-in replacement`, a feat's `delete endpoint for users`: see
 *   `leadingWordIsNotVerb`) or deprecation wording (→ Deprecated). Free-form messages by their
 *   wording (see `sectionFromText`); when the wording says nothing, a merged branch named `fix/…`
 *   → Fixed. A revert lands in Removed when it undoes an addition, else in Changed.
 * - **Noise**, in this order: release commits (a packaging-only one that names a version:
 *   `Promote to v4.1.0`, `Updates for 8.7.0`) and version-file-only changes → `version-bump`;
 *   merges with no title (`Merge branch 'main'`) → `merge-without-title`; `Initial commit` → `internal`; a
 *   dependency bot's updates are not noise but flagged `dependencyUpdate` (a person's dependency
 *   upgrade is an ordinary change); paths touching only CI/tooling → `ci-only`, only tests →
 *   `test-only`, only docs/CHANGELOG → `docs-only`; `docs`/`test`/`ci`/`style` types and scopes
 *   likewise; typo, whitespace and lint fixes → `formatting`; `chore`/`build`/`refactor` →
 *   `internal` unless breaking or written into the CHANGELOG in the same commit. Free-form
 *   subjects whose object is documentation in the code (`Clarify month docs`, `Fix doc for x`,
 *   `Remove outdated TODO`, `Document the x option`) → `docs-only`; the project's upkeep
 *   (`Fix warnings`, `Fix CI`, the web editor's `Update conn.ex`), a part of the code ported to
 *   another language (`Migrate formatISO to TS`), code restated in other terms (`Use mapM_
 *   instead of sequence_`) and build output (`Build the library`) → `internal`; raised test
 *   coverage → `test-only`.
 */
export function classifyCommit(commit: Commit): ClassifiedCommit {
  const kinds = commit.files.map((file) => pathKind(file.path));
  const merge = /^Merge/i.test(commit.subject) ? parseMergeMessage(commit.subject, commit.body) : null;
  const bot = isDependencyBot(commit.authorName, commit.authorEmail, merge?.branch ?? null);

  let text = merge?.title ?? commit.subject;
  let references = extractReferences(withoutSkipMarkers(commit.subject), bot ? '' : commit.body);
  if (merge?.title) references = mergeReferences(references, extractReferences(merge.title, ''));
  if (merge?.number) references = mergeReferences(references, { pullRequests: [merge.number], issues: [] });

  text = withoutSkipMarkers(text).trim();
  let breaking = hasBreakingFooter(commit.body);
  const revert = parseRevert(text, merge ? '' : commit.body) ?? (merge ? parseRevert(text, commit.body) : null);
  const autosquash = parseAutosquash(text);
  if (autosquash) text = autosquash.target;

  let gitmojiType: string | null = null;
  const emoji = EMOJI_PREFIX.exec(text);
  if (emoji) {
    gitmojiType = emoji[1] ? (GITMOJI[emoji[1]] ?? null) : null;
    // Gitmoji's 💥 (`:boom:`) introduces breaking changes.
    breaking ||= /:boom:|\u{1F4A5}/u.test(emoji[0]);
    text = text.slice(emoji[0].length);
  }
  const markers = parseLeadingMarkers(text);
  breaking ||= markers.breaking;
  text = markers.rest;

  const header = parseConventionalHeader(text) ?? parseLooseHeader(text, CONVENTIONAL_TYPES);
  let type: string | null = null;
  let scope: string | null = null;
  let description = text;
  if (header && CONVENTIONAL_TYPES.has(header.type)) {
    type = header.type;
    scope = header.scope;
    breaking ||= header.breaking;
    description = header.description;
  } else {
    const prefixed = parseFreeFormPrefix(text);
    if (prefixed) {
      scope = prefixed.scope;
      description = prefixed.description;
    }
    type = markers.type ?? prefixed?.type ?? gitmojiType;
  }
  description = cleanDescription(description);
  breaking ||= impliesBreaking(description);

  const classified: ClassifiedCommit = {
    commit,
    type,
    scope,
    breaking,
    description,
    section: 'Changed',
    references,
    noise: null,
    dependencyUpdate: false,
    reverts: revert?.sha ?? null,
  };
  if (revert) {
    const undone = revert.subject ? classifyCommit({ ...commit, subject: revert.subject, body: '', parents: [commit.parents[0] ?? ''] }) : null;
    classified.description = `Revert "${cleanDescription(revert.subject ?? description)}"`;
    classified.type = header?.type === 'revert' ? 'revert' : type;
    classified.section = undone?.section === 'Added' ? 'Removed' : 'Changed';
    classified.noise = pathNoise(kinds);
    return classified;
  }
  classified.section = sectionFor(type, description, commit.body, merge, breaking, bot);
  classified.noise = noiseFor({ classified, kinds, merge, bot, text });
  // A bot's update is grouped; a person who moves a dependency did it on purpose: their change is an item of its own.
  if (!classified.noise && bot) {
    classified.dependencyUpdate = true;
  }
  return classified;
}

function sectionFor(type: string | null, description: string, body: string, merge: MergeInfo | null, breaking: boolean, bot: boolean): ChangeSection {
  if (merge?.security) return 'Security';
  const fromText = sectionFromText(description);
  if (fromText.section === 'Security' || /\bCVE-\d{4}-\d+\b|\bGHSA(?:-[a-z0-9]{4}){3}\b/i.test(body)) return 'Security';
  // A fix or change whose explanation talks about attackers, exploits or vulnerabilities closes a hole.
  if ((fromText.section === 'Fixed' || fromText.section === 'Changed') && !bot && SECURITY_BODY.test(body) && SECURITY_BODY.test(explanation(body))) return 'Security';
  if (type === 'security') return 'Security';
  if (type === 'deprecate' || type === 'deprecation') return 'Deprecated';
  if (type === 'remove' || type === 'removal') return 'Removed';
  if (type === null) return fromText.signal === 'default' && fixBranch(merge) ? 'Fixed' : fromText.section;
  const verb = fromText.signal === 'verb' ? fromText.section : null;
  if (verb === 'Deprecated') return verb;
  // Removing code in a refactoring or for speed changes how things work; only a breaking one takes something away.
  // A `feat` that opens with the name of what it adds (`delete endpoint for users`) removes nothing.
  if (verb === 'Removed' && (breaking || !REWORK_TYPES.has(type)) && !(ADDED_TYPES.has(type) && leadingWordIsNotVerb(description, { adds: true }))) return verb;
  // `feat: improve error logging`: clearer errors are filed as fixes whatever the type says.
  if (ADDED_TYPES.has(type)) return improvesErrors(description) ? 'Fixed' : 'Added';
  if (FIXED_TYPES.has(type)) return 'Fixed';
  return 'Changed';
}

/**
 * A merge of a branch named for a fix (`fix/…`, `bugfix-…`, `owner/fix_rack_lock`): the hint used when
 * a free-form title's words say nothing about the section. (Branches named `feature/…` are no hint:
 * git-flow names every branch so.)
 */
function fixBranch(merge: MergeInfo | null): boolean {
  return merge?.branch?.toLowerCase().split(/[/_.-]+/).some((word) => FIX_BRANCH_WORDS.has(word)) ?? false;
}

function noiseFor(input: { classified: ClassifiedCommit; kinds: PathKind[]; merge: MergeInfo | null; bot: boolean; text: string }): NoiseKind | null {
  const { classified, kinds, merge } = input;
  const { type, scope, description, breaking } = classified;
  if (isRelease(type, scope, description, kinds)) return 'version-bump';
  if (merge && !merge.title && !merge.security) return 'merge-without-title';
  if (type === null && isInitialCommit(description)) return 'internal';
  // Someone who writes a CHANGELOG line with a CI, test or internal change considers it worth telling.
  const written = kinds.includes('changelog') && kinds.some((kind) => kind !== 'changelog' && kind !== 'docs');
  const byPath = pathNoise(kinds);
  if (byPath && !(byPath !== 'docs-only' && written)) return byPath;
  if (input.bot || isDependencyScope(scope) || type === 'deps') return null;
  if (breaking) return null;
  const byType = typeNoise(type, scope);
  if (byType && !(written && byType !== 'formatting' && byType !== 'version-bump')) return byType;
  if (FORMATTING_SUBJECT.test(description)) return 'formatting';
  const trivial = trivialNoise(description);
  if (trivial) return trivial;
  if (!written && type === null && INTERNAL_SUBJECT.test(description) && !mentionsSecurity(description)) return 'internal';
  const subject = description.replace(CLOSING_REMARK, '');
  if (!written && type === null && (DOCS_SUBJECT.test(subject) || DOCS_WORK.test(subject))) return 'docs-only';
  if (!written && type === null && (UPKEEP_SUBJECT.test(subject) || REWRITE_SUBJECT.test(subject) || RESTATED_SUBJECT.test(subject))) return 'internal';
  if (!written && type === null && COVERAGE_SUBJECT.test(subject)) return 'test-only';
  if (type !== null && INTERNAL_TYPES.has(type) && !written && !mentionsSecurity(description)) return 'internal';
  return null;
}

function trivialNoise(description: string): NoiseKind | null {
  const words = description.toLowerCase().replace(/[.!]+$/, '').split(/\s*(?:,|&|\+|\band\b|\s)\s*/).filter(Boolean);
  if (words.length === 0 || words.length > 4) return null;
  const kinds = words.map((word) => TRIVIAL_WORDS[word]);
  if (kinds.some((kind) => kind === undefined)) return null;
  return kinds.find((kind) => kind === 'test-only') ?? kinds[0] ?? null;
}

/** Noise told by a Conventional Commits type (`docs`, `test`, `ci`, `style`) or a scope (`ci`, `tests`, `lint`…). */
function typeNoise(type: string | null, scope: string | null): NoiseKind | null {
  if (type === 'docs' || type === 'doc') return 'docs-only';
  if (type === 'test' || type === 'tests') return 'test-only';
  if (type === 'ci') return 'ci-only';
  if (type === 'style') return 'formatting';
  return (scope ? NOISE_SCOPES[scope.toLowerCase()] : undefined) ?? null;
}

/**
 * Noise decided by the paths alone: a commit touching only tests, only CI/tooling (package
 * manifests may come along: a tool's dev dependency), only docs, or only checked-in build output.
 */
function pathNoise(kinds: PathKind[]): NoiseKind | null {
  if (kinds.length === 0) return null;
  let tests = 0;
  let tooling = 0;
  let docs = 0;
  let generated = 0;
  let manifests = 0;
  for (const kind of kinds) {
    if (kind === 'test') tests += 1;
    else if (kind === 'tooling') tooling += 1;
    else if (kind === 'docs' || kind === 'changelog') docs += 1;
    else if (kind === 'generated') generated += 1;
    else if (kind === 'manifest') manifests += 1;
    else return null;
  }
  if (manifests > 0 && tooling + tests === 0) return null;
  if (generated > 0) return tests + tooling + docs + manifests === 0 || generated >= tests + tooling ? 'internal' : tests >= tooling ? 'test-only' : 'ci-only';
  if (tests > 0 && tests >= tooling) return 'test-only';
  if (tooling > 0) return 'ci-only';
  return docs > 0 ? 'docs-only' : null;
}

function isRelease(type: string | null, scope: string | null, description: string, kinds: PathKind[]): boolean {
  const codeFiles = kinds.filter((kind) => kind === 'code' || kind === 'test').length;
  if (kinds.length > 0 && kinds.every((kind) => kind === 'version' || kind === 'changelog') && kinds.includes('version')) return true;
  const packagingOnly = kinds.length > 0 && kinds.every((kind) => kind === 'version' || kind === 'manifest' || kind === 'lock' || kind === 'changelog' || kind === 'docs');
  if (packagingOnly && !isDependencyMessage(description) && /\b(?:release[sd]?|version|bump(?:ed)?)\b/i.test(description) && /\bv?\d+\.\d+/.test(description)) return true;
  // One that names a version outright (`Promote to v4.1.0`, `Updates for 8.7.0`, `Preparation for
  // v8.5`) stamps it too — unless it moves a dependency to that version (`deps: Update the SDK to v10.46.0`).
  if (packagingOnly && !isDependencyScope(scope) && type !== 'deps' && !MOVES_TO_VERSION.test(description) && NAMED_VERSION.test(description)) return true;
  // A commit that names nothing but a version and writes the CHANGELOG is the release, however many
  // files it stamps with the version (`Prepare 5.10 (#3900)` regenerating the API docs).
  if (codeFiles > 5) return kinds.includes('changelog') && type === null && RELEASE_SUBJECT.some((pattern) => pattern.test(description));
  if (type === 'release') return true;
  if ((type === 'chore' || type === 'build') && scope && /^(?:release|version|bump)$/i.test(scope)) return true;
  return MAY_RELEASE.test(description) && RELEASE_SUBJECT.some((pattern) => pattern.test(description));
}

/** A body without HTML comments and checklist lines (pull-request templates), quoted text and trailers. */
function explanation(body: string): string {
  if (!body) return '';
  return body.replace(/<!--[\s\S]*?-->/g, ' ').replace(/^\s*(?:[-*] \[[ xX]\]|>|[\w-]+-by:).*$/gm, ' ');
}

/** The text without `[skip ci]`-style marks (looked for only where there is a bracket). */
function withoutSkipMarkers(text: string): string {
  return text.includes('[') ? text.replace(SKIP_MARKERS, '') : text;
}

/** Subject text fit for a changelog line: no trailing references, skip-CI marks or period; one space between words. */
export function cleanDescription(text: string): string {
  const cleaned = stripTrailingReferences(withoutSkipMarkers(text))
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[.;,]+$/, '')
    .trim();
  return cleaned || text.trim();
}

