// Turning changelog lines and commit descriptions into sentences: imperative for headlines
// ("Add CSV export"), third person for summaries ("adds CSV export").
import type { ChangeSection, ChangelogItem, ClassifiedCommit } from '@chronicle/history';

const BASE_VERBS = (
  'accept add adjust align allow apply auto-detect avoid bump build cache change check clarify clean close collapse ' +
  'compute configure consolidate convert copy correct create deduplicate default defer delete deprecate detect disable ' +
  'display document downgrade drop emit enable enforce ensure escape expand explain expose extend extract fall fetch fill ' +
  'filter fix flag flatten forbid format generate guard handle hide highlight honor honour ignore implement import improve ' +
  'include increase inline install introduce keep label let limit link load lock log lower make mark match merge migrate move ' +
  'normalize normalise omit open optimize optimise parse pass pin polish port prefer prepare preserve prevent print ' +
  'process propagate protect prune publish raise read rebuild record reduce refactor refresh register reject release ' +
  'reload remove rename render reorder repair replace report require reset resolve respect restore restrict retry return ' +
  'reuse revert rework rewrite run sanitize sanitise save scope search send separate set show simplify skip sort specify ' +
  'speed split stop store stream strip support surface switch sync tidy tighten track translate treat trim tune tweak ' +
  'unify unpin update upgrade use validate verify warn wire wrap write'
).split(' ');

const IRREGULAR_PAST: Record<string, string> = {
  made: 'make', kept: 'keep', built: 'build', rebuilt: 'rebuild', wrote: 'write', rewrote: 'rewrite', ran: 'run',
  let: 'let', set: 'set', split: 'split', reset: 'reset', sped: 'speed', shown: 'show', hid: 'hide', fell: 'fall',
  read: 'read', sent: 'send', forbade: 'forbid',
};

const IRREGULAR_THIRD: Record<string, string> = { do: 'does', undo: 'undoes', go: 'goes', have: 'has', be: 'is' };

/** Words that open a noun phrase, never a verb, even in a Conventional Commits description. */
const NOT_VERBS = new Set(
  'a an the new better faster slower more less initial basic proper missing wrong minor major typo typos some all any ' +
  'dark light default empty broken invalid unused duplicate outdated old first last'.split(' '),
);

const FORMS = new Map<string, string>();
for (const base of BASE_VERBS) {
  FORMS.set(base, base);
  FORMS.set(thirdPerson(base), base);
  FORMS.set(pastOf(base), base);
  if (/[^aeiou][aeiou][bdgklmnprt]$/.test(base)) FORMS.set(`${base}${base.at(-1)}ed`, base);
}
for (const [past, base] of Object.entries(IRREGULAR_PAST)) FORMS.set(past, base);
// Nouns that commit subjects use as verbs: `Cleanup X` means `clean up X`.
const PHRASAL: Record<string, string> = { cleanup: 'clean up', setup: 'set up', rollback: 'roll back', checkout: 'check out', lookup: 'look up' };
for (const [noun, verb] of Object.entries(PHRASAL)) FORMS.set(noun, verb);

function pastOf(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

export function thirdPerson(verb: string): string {
  const lower = verb.toLowerCase();
  const phrasal = /^(\S+)(\s.+)$/.exec(lower);
  if (phrasal) return `${thirdPerson(phrasal[1]!)}${phrasal[2]}`;
  if (IRREGULAR_THIRD[lower]) return IRREGULAR_THIRD[lower];
  if (/(?:s|x|z|ch|sh|o)$/.test(lower)) return `${lower}es`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Lower-cases an ordinary first word (`Dark mode` → `dark mode`), never a name or acronym (`CSV`,
 * `GitHub`, `React`): only words known to be ordinary — verbs, determiners, common adjectives and
 * nouns of software — are lowered, since lowering a product name would misspell it.
 */
export function lowerFirst(text: string): string {
  const first = /^[A-Z][a-z'’-]*(?=\s|$)/.exec(text)?.[0];
  if (!first || PROPER_WORDS.has(first)) return text;
  const lower = first.toLowerCase();
  if (!NOT_VERBS.has(lower) && !FORMS.has(lower) && !ORDINARY_WORDS.has(lower)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Common nouns and adjectives that open changelog lines and are safe to lower-case. */
const ORDINARY_WORDS = new Set(
  ('option options config configuration setting settings error errors message messages warning warnings test tests ' +
    'docs documentation page pages button buttons link links mode file files flag flags command commands endpoint endpoints ' +
    'support compatibility performance memory crash crashes issue issues bug bugs typo example examples type types ' +
    'timeout timeouts header headers request requests response responses output input log logs logging cache caching ' +
    'query queries parser parsing handling handler handlers helper helpers dependency dependencies version versions ' +
    'experimental optional custom internal public private stable unstable verbose quiet short long small large').split(' '),
);

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
  /** The item's first commit follows Conventional Commits, so its description opens with a verb. */
  conventional: boolean;
};

/**
 * Reads an item's line (`**Breaking:** **scope:** Description; other (#12, #34)`) as plain text:
 * markers, Markdown emphasis, links and code ticks removed, references kept apart.
 */
export function phraseOf(item: ChangelogItem, commits: readonly ClassifiedCommit[] = []): ItemPhrase {
  let text = item.text
    .replace(/\*\*Breaking:?\*\*:?\s*/gi, '')
    .replace(/^\*\*[^*]+:\*\*\s*/, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|`/g, '')
    .trim();
  text = text.replace(/\s*\((?:#\d+|[0-9a-f]{7,40})(?:,\s*(?:#\d+|[0-9a-f]{7,40}))*\)\s*$/i, '').replace(/[.;,\s]+$/, '');
  const references = [...item.references.pullRequests, ...item.references.issues].map((number) => `#${number}`);
  const parts = text.split(/;\s+/).filter(Boolean);
  const first = commits.find((commit) => commit.commit.sha === item.commits[0]);
  const conventional = Boolean(first?.type) && /^[a-z]/.test(first?.description ?? '');
  return { lead: parts[0] ?? text, parts, references, section: item.section, breaking: item.breaking, conventional };
}

function splitFirstWord(phrase: string): [string, string] {
  const match = /^(\S+)(\s+.*)?$/.exec(phrase.trim());
  return match ? [match[1]!, match[2] ?? ''] : ['', ''];
}

/**
 * The base form of the verb a phrase opens with, or null when it opens with a noun phrase.
 * `imperativeByConvention`: the phrase is a Conventional Commits description, which opens with a
 * verb by convention, so an unknown plain lower-case word counts as one.
 */
export function leadingVerb(phrase: string, imperativeByConvention = false): string | null {
  const [first] = splitFirstWord(phrase);
  const lower = first.toLowerCase();
  if (NOT_VERBS.has(lower)) return null;
  // `Support for X` is a noun; `Support X` a verb.
  if (lower === 'support' && /^\S+\s+for\b/i.test(phrase)) return null;
  const known = FORMS.get(lower);
  if (known) return known;
  return imperativeByConvention && /^[a-z]{3,}$/.test(lower) && !lower.endsWith('ing') && !lower.endsWith('s') ? lower : null;
}

const NOUN_PHRASE_VERB: Record<ChangeSection, string> = {
  Added: 'add',
  Changed: 'bring',
  Deprecated: 'deprecate',
  Removed: 'remove',
  Fixed: 'fix',
  Security: 'fix',
};

/** Adverbs that may come before the verb: `Always use X`, `Correctly handle Y`. */
const ADVERB = /^(always|now|correctly|properly|only|also|automatically|consistently|explicitly|gracefully|silently|still|really|finally|actually)\s+(.+)$/i;

/** `Don't X` / `Do not X` / `Never X`: an instruction already, read as "no longer X". */
const NEGATION = /^(?:don['’]t|do not|never)\s+(\S+)(.*)$/i;

/** `Fix for X`, `Update to X`, `Improvements to X` are noun phrases for "fix X", "update X", "improve X". */
function withoutFixFor(phrase: string): string {
  return phrase.replace(/^(fix(?:es)?|updates?|improvements?|changes?|tweaks?)\s+(?:for|to|of)\s+/i, (_whole, noun: string) => {
    const verb = noun.toLowerCase().replace(/ments?$/, '').replace(/(?<=fix)es$|s$/, '');
    return `${/^[A-Z]/.test(noun) ? capitalize(verb) : verb} `;
  });
}

/** `Added dark mode` / `add dark mode` → `Add dark mode`; a noun phrase gets its section's verb where one reads well. */
export function imperative(phrase: string, section: ChangeSection, imperativeByConvention = false): string {
  const text = withoutFixFor(phrase);
  const adverb = ADVERB.exec(text);
  if (adverb && (leadingVerb(adverb[2]!, true) || NEGATION.test(adverb[2]!))) return capitalize(text);
  if (NEGATION.test(text)) return capitalize(text);
  const verb = leadingVerb(text, imperativeByConvention);
  const [, rest] = splitFirstWord(text);
  if (verb) return `${capitalize(verb)}${rest}`;
  if (section === 'Added' || section === 'Changed') return capitalize(text);
  return `${capitalize(NOUN_PHRASE_VERB[section])} ${lowerFirst(text)}`;
}

/** `add dark mode` → `adds dark mode`; `Dark mode` (Added) → `adds dark mode`; `Don't wrap X` → `no longer wraps X`. */
export function thirdPersonClause(phrase: string, section: ChangeSection, imperativeByConvention = false): string {
  const text = withoutFixFor(phrase);
  const adverb = ADVERB.exec(text);
  if (adverb && leadingVerb(adverb[2]!, true)) return `${adverb[1]!.toLowerCase()} ${thirdPersonClause(adverb[2]!, section, true)}`;
  const negation = NEGATION.exec(text);
  if (negation) return `no longer ${thirdPerson(negation[1]!)}${negation[2]}`;
  const verb = leadingVerb(text, imperativeByConvention);
  const [, rest] = splitFirstWord(text);
  // `Require Ruby 2.7.3 and remove X`: the second verb of the instruction agrees too.
  if (verb) return `${thirdPerson(verb)}${rest.replace(/(\s(?:and|or)\s)(\w+)\b/g, (whole, joint: string, word: string) => (FORMS.get(word) === word ? `${joint}${thirdPerson(word)}` : whole))}`;
  return `${thirdPerson(NOUN_PHRASE_VERB[section])} ${lowerFirst(text)}`;
}

/** `a`, `a and b`, `a, b and c`. */
export function joinList(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** Cuts at a word boundary so that the result, with `…`, fits `max` characters. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > max / 2 ? cut.slice(0, boundary) : cut).replace(/[\s,;:.(—–-]+$/, '')}…`;
}

/** A stable pick among variants, so the same push always reads the same. */
export function pick<T>(variants: readonly T[], seed: string): T {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return variants[hash % variants.length]!;
}
