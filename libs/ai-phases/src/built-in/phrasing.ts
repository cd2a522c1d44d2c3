// Turning changelog lines and commit descriptions into sentences: imperative for headlines
// ("Add CSV export"), third person for summaries ("adds CSV export"). Words taken from a commit are
// kept as written; only the verb a description opens with is conjugated, and only when the
// part-of-speech tagger (./part-of-speech.ts) reads it as a verb. A description without one gets a
// frame that needs none ("Fix …", "adds …", "brings …", "fixes a bug where …").
import { isCodeWord, leadingWordIsNotVerb, type ChangeSection, type ChangelogItem, type ClassifiedCommit } from '@chronicle/history';
import { bareVerbsOf, conjugationsOf, opensWithAdverb, opensWithName, shapeOf, thirdPersonOf, type PhraseShape } from './part-of-speech.js';

/** The first letter in capitals, unless the first word is code whose case matters (`clear()`, `getUserById`, `os.path`). */
export function capitalize(text: string): string {
  if (isCodeWord(/^\S*/.exec(text)![0].replace(/[,;:!?]+$/, ''))) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Lower-cases an ordinary first word (`Dark mode` → `dark mode`), never a name or acronym (`CSV`,
 * `GitHub`, `PriorityQueue`, `I`, month and day names): only a capital followed by lower-case letters.
 */
export function lowerFirst(text: string): string {
  const first = /^[A-Z][a-z'’-]*(?=[\s,;]|$)/.exec(text)?.[0];
  if (!first || first.length === 1 || PROPER_WORDS.has(first)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Capitalised words that stay capitalised inside a sentence. */
const PROPER_WORDS = new Set(
  'I January February March April May June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(' '),
);

/** A changelog line as plain text, split into its descriptions, with its references. */
export type ItemPhrase = {
  /** The first (or only) description: `Add CSV export`. */
  lead: string;
  /** Every description of a folded item (`a; b; and 2 more`), plain. */
  parts: string[];
  references: string[];
  section: ChangeSection;
  breaking: boolean;
  /**
   * Its first commit has a Conventional Commits type, whose description opens with a verb by
   * convention (`fix: update the toolchain`): the first word is read as one when the tagger can.
   */
  conventional: boolean;
};

/**
 * Reads an item's line (`**Breaking:** **scope:** Description; other (#12, #34)`) as plain text:
 * markers, Markdown emphasis, links and code ticks removed, references kept apart.
 */
export function phraseOf(item: ChangelogItem, commits: readonly ClassifiedCommit[] = []): ItemPhrase {
  let text = item.text
    .replace(/\\`/g, '`')
    .replace(/\*\*Breaking:?\*\*:?\s*/gi, '')
    .replace(/^\*\*[^*]+:\*\*\s*/, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|`/g, '')
    .trim();
  text = text.replace(/\s*\((?:#\d+|[0-9a-f]{7,40})(?:,\s*(?:#\d+|[0-9a-f]{7,40}))*\)\s*$/i, '').replace(/[.;,\s]+$/, '');
  const references = [...item.references.pullRequests, ...item.references.issues].map((number) => `#${number}`);
  const parts = text.split(/;\s+/).filter(Boolean);
  const conventional = commits.find((commit) => commit.commit.sha === item.commits[0])?.type != null;
  return { lead: parts[0] ?? text, parts, references, section: item.section, breaking: item.breaking, conventional };
}

/** Adverbs that may come before the verb: `Always use X`, `Correctly handle Y` (a `-ly` word only when the tagger agrees: not `Apply`). */
const ADVERB_WORDS = /^(always|now|only|also|still|[a-z]+ly)\s+(.+)$/i;
function leadingAdverb(text: string): RegExpExecArray | null {
  const match = ADVERB_WORDS.exec(text);
  return match && (!/ly$/i.test(match[1]!) || opensWithAdverb(text)) ? match : null;
}

/** Words that already name a fix (`Fixes for X`, `Various random fixes`): no "Fix" frame goes before them. */
const FIX_NOUN = /\b(?:fix(?:es|ed)?|bug-?fix(?:es)?|hot-?fix(?:es)?)\b/i;

/** A clause that says how things work now or should work (`Parser no longer crashes on X`, `X should raise errors`), not what was wrong. */
const STATES_THE_FIX = /\b(?:no longer|now|again|correctly|properly|should|must)\b/i;

const NOUN_FRAME_IMPERATIVE: Record<ChangeSection, string | null> = { Added: null, Changed: null, Fixed: 'Fix', Security: 'Fix', Removed: 'Remove', Deprecated: 'Deprecate' };
const NOUN_FRAME_THIRD: Record<ChangeSection, string> = { Added: 'adds', Changed: 'brings', Fixed: 'fixes', Security: 'fixes', Removed: 'removes', Deprecated: 'deprecates' };

const isFix = (section: ChangeSection) => section === 'Fixed' || section === 'Security';

/**
 * Descriptions usually open with their verb, except a fix's, which often names the bug (`Crash when
 * …`) — unless it is a Conventional Commits description (`fix: update the toolchain`).
 */
export const verbLikely = (section: ChangeSection, conventional: boolean) => conventional || !isFix(section);

/** `Fix for X` → `Fix X` (the word stays as written). */
function withoutFixFor(phrase: string): string {
  return phrase.replace(/^(fix)\s+for\s+/i, '$1 ');
}

/** Lower-cases the first word unless the tagger reads it as a name (`Windows`, `React`). */
function lowerUnlessName(text: string): string {
  return opensWithName(text) ? text : lowerFirst(text);
}

/** How the texts read a description: its shape, with a first word that is a name (`remove()`, a feat's `delete endpoint`) never taken for its verb. */
function shapeIn(text: string, section: ChangeSection, conventional: boolean): PhraseShape {
  const notVerb = leadingWordIsNotVerb(text, { adds: section === 'Added' });
  return shapeOf(text, { verbLikely: verbLikely(section, conventional), notVerb });
}

/**
 * Verbs and words of a statement that say something goes wrong (`tokenizer panics on emoji`,
 * `X returns the wrong row`): a fix's statement with one describes the bug, so it is told as `a bug
 * where …`; without one it may describe the bug or the fix, so it is told as `how …`, which is
 * true either way and never turns a fix into its opposite.
 */
const BUG_STATEMENT =
  /\b(?:crash\w*|panic\w*|fail\w*|hangs?|hung|leaks?|throws?|raises?|errors?|breaks?|broken|loses?|lost|corrupts?|freezes?|overflows?|deadlocks?|segfaults?|duplicates?|truncates?|swallows?|not|never|wrong(?:ly)?|incorrect(?:ly)?|twice|stale|garbage|instead)\b/i;

/** `don't crash` → `Stop crashing`: a headline that says what changed, not an instruction to the reader; null without a gerund. */
function stopDoing(verb: string, rest: string): string | null {
  const gerund = conjugationsOf(verb)?.Gerund;
  return gerund && /^[a-z]+$/.test(gerund) ? `Stop ${gerund}${rest}` : null;
}

/**
 * A statement about behaviour as a headline: `clear() empties the list` → `clear() now empties the
 * list` (an added or changed behaviour, true whether the name is new or not); a fix's statement is
 * the bug (`Fix a bug where …`), the fixed behaviour when an adverb says so (`X no longer crashes`),
 * else `Fix how …`.
 */
function statementHeadline(text: string, shape: Extract<PhraseShape, { kind: 'statement' }>, section: ChangeSection): string {
  if (isFix(section)) {
    if (STATES_THE_FIX.test(text)) return capitalize(text);
    return BUG_STATEMENT.test(text) ? `Fix a bug where ${lowerUnlessName(text)}` : `Fix how ${lowerUnlessName(text)}`;
  }
  if (shape.adverb) return capitalize(text);
  return `${capitalize(shape.subject)} now ${shape.verbWord}${shape.rest}`;
}

/** The same statement after `this push`: `makes clear() empty the list`, `makes the parser no longer crash`, `fixes how …`. */
function statementThird(text: string, shape: Extract<PhraseShape, { kind: 'statement' }>, section: ChangeSection): string {
  if (isFix(section) && !STATES_THE_FIX.test(text)) return BUG_STATEMENT.test(text) ? `fixes a bug where ${lowerUnlessName(text)}` : `fixes how ${lowerUnlessName(text)}`;
  // `now` is what `makes` already says; `no longer`, `always`, `correctly` say more.
  const adverb = shape.adverb && shape.adverb.toLowerCase() !== 'now' ? `${shape.adverb} ` : '';
  return `makes ${lowerUnlessName(shape.subject)} ${adverb}${shape.verb}${shape.rest}`;
}

/** `Add dark mode`, `Added dark mode` → `Add dark mode`; a bug report becomes its fix; a noun phrase gets its section's verb where one reads well. */
export function imperative(phrase: string, section: ChangeSection, conventional = false): string {
  const text = withoutFixFor(phrase);
  const adverb = leadingAdverb(text);
  if (adverb && ['verb', 'negated'].includes(shapeOf(adverb[2]!, { verbCertain: true }).kind)) return capitalize(text);
  const shape = shapeIn(text, section, conventional);
  const reportsBug = isFix(section) && !STATES_THE_FIX.test(text);
  switch (shape.kind) {
    case 'negated':
      return stopDoing(shape.verb, shape.rest) ?? capitalize(text);
    case 'statement':
      return statementHeadline(text, shape, section);
    case 'verb':
      return `${capitalize(shape.verb)}${shape.rest}`;
    case 'passive':
      return reportsBug ? `Fix ${lowerUnlessName(shape.subject)} ${shape.predicate}` : capitalize(text);
    case 'clause':
      if (reportsBug) return `Fix a bug where ${lowerUnlessName(text)}`;
      return shape.copular ? capitalize(text) : nounImperative(text, section);
    case 'noun':
      return nounImperative(text, section);
  }
}

function nounImperative(text: string, section: ChangeSection): string {
  // `Delete endpoint for users`, `Drop-in replacement for X` would read as orders to remove: an addition says `Add` first.
  const frame = NOUN_FRAME_IMPERATIVE[section] ?? (section === 'Added' && leadingWordIsNotVerb(text, { adds: true }) ? 'Add' : null);
  return frame && !FIX_NOUN.test(text) ? `${frame} ${lowerUnlessName(text)}` : capitalize(text);
}

/** `add dark mode` → `adds dark mode`; `Dark mode` (Added) → `adds dark mode`; `Don't wrap X` → `no longer wraps X`. */
export function thirdPersonClause(phrase: string, section: ChangeSection, conventional = false): string {
  const text = withoutFixFor(phrase);
  const adverb = leadingAdverb(text);
  if (adverb) {
    const after = shapeOf(adverb[2]!, { verbCertain: true });
    if (after.kind === 'verb') return `${adverb[1]!.toLowerCase()} ${thirdPersonOf(after.verb)}${secondVerbAgrees(adverb[2]!, after.rest)}`;
  }
  const shape = shapeIn(text, section, conventional);
  const reportsBug = isFix(section) && !STATES_THE_FIX.test(text);
  switch (shape.kind) {
    case 'negated':
      return `no longer ${thirdPersonOf(shape.verb)}${shape.rest}`;
    case 'statement':
      return statementThird(text, shape, section);
    case 'verb':
      return `${thirdPersonOf(shape.verb)}${secondVerbAgrees(text, shape.rest)}`;
    case 'passive':
      return reportsBug ? `fixes ${lowerUnlessName(shape.subject)} ${shape.predicate}` : `brings the change that ${lowerUnlessName(text)}`;
    case 'clause':
      if (reportsBug) return `fixes a bug where ${lowerUnlessName(text)}`;
      // `Null values are now ignored` is a clause; `June updates` only reads like one.
      return shape.copular ? `brings the change that ${lowerUnlessName(text)}` : nounThird(text, section);
    case 'noun':
      return nounThird(text, section);
  }
}

function nounThird(text: string, section: ChangeSection): string {
  return `${FIX_NOUN.test(text) ? 'brings' : NOUN_FRAME_THIRD[section]} ${lowerUnlessName(text)}`;
}

/** `Require Ruby 2.7.3 and remove X`: the second verb of the instruction agrees too, when the tagger reads it as a bare verb. */
function secondVerbAgrees(text: string, rest: string): string {
  const joint = /(\s(?:and|or)\s)([a-z]+)\b/.exec(rest);
  if (!joint || !bareVerbsOf(text).has(joint[2]!)) return rest;
  return `${rest.slice(0, joint.index)}${joint[1]}${thirdPersonOf(joint[2]!)}${rest.slice(joint.index + joint[0].length)}`;
}


/**
 * Clauses after `this push`, joined: a `makes` that repeats the one before it is left out
 * (`makes clear() empty the list and remove() delete an item`).
 */
export function joinClauses(clauses: string[]): string {
  return joinList(clauses.map((clause, index) => (index > 0 && clause.startsWith('makes ') && clauses[index - 1]!.startsWith('makes ') ? clause.slice(6) : clause)));
}

/** `a`, `a and b`, `a, b and c`. */
export function joinList(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/**
 * Cuts so that the result, with `…`, fits `max` characters: at a space, else (a long path or
 * identifier) at a `/`, `.`, `:`, `_` or `-` inside it, so that no word is cut in two.
 */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const joint = Math.max(...['/', '.', ':', '_', '-'].map((mark) => cut.lastIndexOf(mark)));
  const boundary = space > max / 2 ? space : Math.max(space, joint);
  return `${(boundary > 0 ? cut.slice(0, boundary) : cut).replace(/[\s,;:.(—–/_-]+$/, '')}…`;
}

/** A stable pick among variants, so the same push always reads the same. */
export function pick<T>(variants: readonly T[], seed: string): T {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return variants[hash % variants.length]!;
}
