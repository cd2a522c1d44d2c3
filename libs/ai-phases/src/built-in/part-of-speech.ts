// What the first words of a commit description are, as an English part-of-speech tagger reads them
// (compromise): the only place the built-in texts decide whether a word is a verb. The texts
// conjugate that verb and nothing else; a description that does not open with one gets a sentence
// frame that needs no verb of it.
import { createRequire } from 'node:module';
import { isCodeWord } from '@chronicle/history';
import type Compromise from 'compromise';

let compromise: typeof Compromise | undefined;

/**
 * compromise's reading of a text. The tagger is loaded on first use, not imported: it builds its
 * lexicon as it loads (most of a second of CPU), which every server start paid before any entry
 * needed it.
 */
function nlp(text: string): ReturnType<typeof Compromise> {
  compromise ??= createRequire(import.meta.url)('compromise') as typeof Compromise;
  return compromise(text);
}

/** How a description opens. */
export type PhraseShape =
  /** `Add CSV export`, `Rewrote the parser`: a verb (its base form given) and the rest, verbatim. */
  | { kind: 'verb'; verb: string; rest: string }
  /** `Custom comparators were applied in reverse order`: a subject, a copula or auxiliary, a participle. */
  | { kind: 'passive'; subject: string; auxiliary: string; predicate: string }
  /** `Don't strip whitespace`, `Never wrap X`: an instruction not to do something. */
  | { kind: 'negated'; verb: string; rest: string }
  /** `Tokenizer panics on emoji`, `Output is empty`: a whole clause with its own subject and verb (`copular`: a copula, auxiliary or modal). */
  | { kind: 'clause'; copular: boolean }
  /**
   * `clear() empties the list`, `The cache now expires entries`: a clause that says what something
   * does — a subject, an adverb or none (`now`, `no longer`, `always`), a present-tense verb as
   * written (`verbWord`, its base form `verb`) and the rest, verbatim.
   */
  | { kind: 'statement'; subject: string; adverb: string; verbWord: string; verb: string; rest: string }
  /** `Dark mode`, `Initial support for Windows`: no verb of its own. */
  | { kind: 'noun' };

type Term = { text: string; tags: string[] };

// A clause's subject is a short run of these; a preposition or conjunction ends the main clause.
const SUBJECT_TAGS = ['Noun', 'Adjective', 'Determiner', 'Possessive', 'Pronoun', 'Value', 'Acronym', 'ProperNoun'];
const CLAUSE_END_TAGS = ['Preposition', 'Conjunction', 'QuestionWord'];
const DETERMINER_NEXT = ['Determiner', 'Possessive', 'Pronoun'];
// Words that open a subordinate clause, however the tagger files them (`when` is at times a preposition).
const SUBORDINATORS = new Set(['when', 'whenever', 'if', 'unless', 'while', 'because', 'so', 'since', 'after', 'before', 'until', 'once', 'that', 'where', 'as']);
// Only near the start: `8.0.14 → 8.0.16` later in a line is a version change, not the subject.
const ARROW = /^\S+(?:\s\S+)?\s(?:=>|->|→)\s/;
// Nouns a bug report opens with that read as verbs after `to` (`Crash when …`, `Error in …`): never conjugated on that reading alone.
const BUG_NOUNS = new Set(['crash', 'crashes', 'error', 'errors', 'panic', 'panics', 'hang', 'hangs', 'leak', 'leaks', 'bug', 'bugs', 'typo', 'typos', 'issue', 'issues', 'regression', 'failure', 'exception', 'deadlock', 'race', 'overflow', 'segfault', 'mistake', 'problem', 'warning', 'warnings', 'misspelling']);
// `Don't X`, `Never X`, and a subject-less statement of the fix (`Doesn't hang when …`, `No longer crashes on …`).
const NEGATION = /^(?:don['’]t|do not|never|doesn['’]t|does not|no longer)\s+(\S+)(.*)$/i;

/**
 * The terms of a text whose first word is a name (`remove() deletes an item`, `getUserById returns …`:
 * code keeps its case, see `isCodeWord`): the name is a noun, and a second word the tagger took for a
 * plural noun after a verb (`deletes`) is read again after `it` — unless a verb follows it
 * (`snake_case keys are converted`), which makes it the subject's noun.
 */
function namedTerms(word: string, rest: string, terms: Term[]): Term[] {
  const named = [{ text: word, tags: ['Noun'] }, ...terms.slice(1)];
  const second = named[1];
  if (second && has(second, 'Noun') && !has(second, 'Verb') && !has(named[2], 'Verb')) {
    const reread = termsOf(`it${rest}`)[1];
    if (reread && isLexicalVerb(reread) && has(reread, 'PresentTense')) named[1] = reread;
  }
  return named;
}

function termsOf(text: string): Term[] {
  const sentences = nlp(text).json() as Array<{ terms: Array<{ text: string; tags: string[] }> }>;
  return sentences.flatMap((sentence) => sentence.terms.map((term) => ({ text: term.text, tags: term.tags })));
}

const has = (term: Term | undefined, ...tags: string[]) => Boolean(term && tags.some((tag) => term.tags.includes(tag)));

function isLexicalVerb(term: Term | undefined): boolean {
  return has(term, 'Verb') && !has(term, 'Copula', 'Auxiliary', 'Modal', 'Particle');
}

/** Splits off the first word, keeping the rest exactly as written. */
function splitFirst(text: string): [string, string] {
  const match = /^(\S+)(\s[\s\S]*)?$/.exec(text.trim());
  return match ? [match[1]!, match[2] ?? ''] : ['', ''];
}

/**
 * Reads how a description opens. The tagger reads it as written (commit subjects are imperative
 * headlines, a genre it was not built for, so a first word it takes for a noun is read again): after
 * `it` when the word is inflected as a verb (`Fixed`, `Removes`) or a determiner follows (`Cache the
 * results`); after `to` when `verbLikely` — the change's section came from its verb (any section
 * but Fixed and Security, whose descriptions often name the bug: `Crash when …`). So `Implement
 * OBS unfolding` and `Drop bower config` open with verbs, `Custom comparators were applied …`,
 * `Config option for colors` and `Typo in README` do not. `verbCertain`: the grammar wants a verb
 * here (after `Always`), so a reading after `we` counts too. `notVerb`: the first word is a name or a
 * sentence's subject (see `leadingWordIsNotVerb` of @chronicle/history: `remove()`, `drop-in`), never the verb.
 */
export function shapeOf(text: string, options: { verbLikely?: boolean; verbCertain?: boolean; notVerb?: boolean } = {}): PhraseShape {
  const [word, rest] = splitFirst(text);
  const named = Boolean(options.notVerb) || isCodeWord(word);
  const terms = named && word ? namedTerms(word, rest, termsOf(text)) : termsOf(text);
  const first = terms[0];
  // `browserify => rollup.js`, `var -> const`: a replacement written as notation, not a sentence.
  if (!first || ARROW.test(text)) return { kind: 'noun' };
  const simple = /^[A-Za-z][a-z'-]*$/.test(word);
  const negated = NEGATION.exec(text);
  if (negated) {
    const verb = baseForm(negated[1]!);
    return verb ? { kind: 'negated', verb, rest: negated[2]! } : { kind: 'noun' };
  }
  const clause = clauseOf(text, terms, simple && !named);
  if (clause) return clause;
  // `remove() deletes …`, `delete endpoint for users`: a first word known to be a name is never read as a verb.
  if (!simple || named) return { kind: 'noun' };
  const verbAfter = (prime: string) => isLexicalVerb(termsOf(`${prime} ${word.toLowerCase()}${rest}`)[1]);
  const inflected = /(?:ed|es|s)$/i.test(word) && !/(?:ss|us|is)$/i.test(word);
  const isVerb =
    isLexicalVerb(first) ||
    ((inflected || has(terms[1], ...DETERMINER_NEXT)) && verbAfter('it')) ||
    // `Order of go mod commands`: a word with `of` after it heads a noun phrase.
    (Boolean(options.verbCertain || (options.verbLikely && !BUG_NOUNS.has(word.toLowerCase()) && !/^\s+of\b/i.test(rest))) && verbAfter('to')) ||
    (Boolean(options.verbCertain) && verbAfter('we'));
  const verb = isVerb ? baseForm(word) : null;
  return verb ? { kind: 'verb', verb, rest } : { kind: 'noun' };
}

/**
 * `Improper handling of proxy headers in X may allow proxy bypass`, `Unbounded read in X can lead to
 * Y`: a subject with prepositional phrases, then a modal or copula — a report, unless the text opens
 * with a bare verb (`Make X so it can be used`) or a conjunction comes first.
 */
function longSubjectClause(terms: Term[]): PhraseShape | null {
  if (isLexicalVerb(terms[0]) && has(terms[0], 'Infinitive', 'Imperative')) return null;
  for (let index = 1; index < Math.min(terms.length, 14); index++) {
    const term = terms[index]!;
    if (has(term, 'Conjunction', 'QuestionWord') || SUBORDINATORS.has(term.text.toLowerCase())) return null;
    if (has(term, 'Modal', 'Copula', 'Auxiliary')) return { kind: 'clause', copular: true };
    if (isFinite(term) && !has(term, 'PastTense')) return null;
  }
  return null;
}

/** A finite verb: past or present tense, or a copula, auxiliary or modal — not a bare infinitive or a gerund. */
function isFinite(term: Term | undefined): boolean {
  if (!has(term, 'Verb') || has(term, 'Gerund')) return false;
  if (has(term, 'Copula', 'Auxiliary', 'Modal', 'PastTense')) return true;
  return has(term, 'PresentTense') && !has(term, 'Infinitive');
}

/**
 * A subject of nouns and adjectives followed by a finite verb before any preposition or conjunction
 * (`Tokenizer panics on emoji`); with a copula and a participle, the passive of a bug report
 * (`Custom comparators were applied in reverse order`).
 */
function clauseOf(text: string, terms: Term[], simple: boolean): PhraseShape | null {
  for (let index = 1; index < Math.min(terms.length, 6); index++) {
    const term = terms[index]!;
    // `The lexer now accepts tabs`: the tagger at times files `now` as a conjunction.
    if (/^(?:now|no|longer)$/i.test(term.text)) continue;
    if (has(term, ...CLAUSE_END_TAGS)) return longSubjectClause(terms);
    // `columns added by X`: a participle with its agent describes the noun before it.
    const participle = has(term, 'PastTense') && terms[index + 1]?.text.toLowerCase() === 'by';
    if (!isFinite(term) || participle) {
      if (has(term, ...SUBJECT_TAGS, 'Adverb') && !has(term, 'Verb')) continue;
      return longSubjectClause(terms);
    }
    // `Remove deprecated X`: a participle right after the first word describes the next noun.
    if (index === 1 && simple && has(term, 'PastTense') && !has(term, 'Copula', 'Auxiliary', 'Modal')) return null;
    // `Ensure remotes are present`, `Make sure X is Y`: a bare verb first takes the clause as its object.
    if (simple && isLexicalVerb(terms[0]) && (has(terms[0], 'Infinitive', 'Imperative') || !has(term, 'Copula', 'Auxiliary', 'Modal'))) return null;
    if (simple && !has(terms[0], ...SUBJECT_TAGS) && !isLexicalVerb(terms[0])) return null;
    if (has(term, 'Copula', 'Auxiliary')) {
      let next = index + 1;
      while (has(terms[next], 'Negative', 'Adverb')) next++;
      const words = text.trim().split(/\s+/);
      if (has(terms[next], 'PastTense', 'Participle', 'Passive') && !has(terms[next], 'Copula') && words[index]?.toLowerCase() === term.text.toLowerCase()) {
        return { kind: 'passive', subject: words.slice(0, index).join(' '), auxiliary: words[index]!, predicate: words.slice(index + 1).join(' ') };
      }
    }
    const copular = has(term, 'Copula', 'Auxiliary', 'Modal');
    return (!copular && statementOf(text, terms, index)) || { kind: 'clause', copular: copular || /\b(?:now|no longer)\b/i.test(text) };
  }
  return null;
}

// Adverbs that may stand between a statement's subject and its verb (`X now returns`, `X no longer crashes`).
const STATEMENT_ADVERB = /\s+(no longer|now|always|never|correctly|properly|also|still|only)$/i;

/**
 * `clear() empties the list`: the clause's verb (term `index`) is in the present tense and the words
 * before it are its subject (with an adverb at their end) — as written, so the sentence frames can
 * put a word between them or use the verb's base form (`makes clear() empty the list`).
 */
function statementOf(text: string, terms: Term[], index: number): PhraseShape | null {
  const term = terms[index]!;
  if (!has(term, 'PresentTense') || has(term, 'PastTense', 'Gerund')) return null;
  const words = text.trim().split(/\s+/);
  const verbWord = words[index];
  if (!verbWord || verbWord.toLowerCase() !== term.text.toLowerCase()) return null;
  const verb = baseForm(verbWord);
  if (!verb) return null;
  // `June updates`, `Config changes`: two nouns the tagger may read as a clause; a statement says what its verb acts on, or names code.
  if (index + 1 >= words.length && !isCodeWord(words[0]!)) return null;
  const before = words.slice(0, index).join(' ');
  const adverb = STATEMENT_ADVERB.exec(before);
  const subject = adverb ? before.slice(0, adverb.index) : before;
  if (!subject) return null;
  const rest = words.slice(index + 1).join(' ');
  return { kind: 'statement', subject, adverb: adverb?.[1] ?? '', verbWord, verb, rest: rest ? ` ${rest}` : '' };
}

const conjugations = new Map<string, Record<string, string> | null>();

/** The tagger's conjugation table of a word read as a verb (`fixed` → fix, fixed, fixes, fixing…). */
export function conjugationsOf(word: string): Record<string, string> | null {
  const lower = word.toLowerCase();
  // A compound verb inflects its last part: double-decode → double-decodes (the tagger would read
  // two words and inflect the first: "doubles decode"); a phrasal one its first (opt-in → opts in).
  const compound = /^([a-z]+(?:-[a-z]+)*)-([a-z]{2,})$/.exec(lower);
  if (compound && !PARTICLES.has(compound[2]!)) return compoundConjugations(compound[1]!, conjugationsOf(compound[2]!));
  let table = conjugations.get(lower);
  if (table === undefined) {
    const document = nlp(lower);
    document.tag('Verb');
    table = (document.verbs().conjugate()[0] as Record<string, string> | undefined) ?? null;
    if (conjugations.size > 5000) conjugations.clear();
    conjugations.set(lower, table);
  }
  return table;
}

/** The last words of phrasal verbs written with a hyphen (log-in, set-up, roll-back). */
const PARTICLES = new Set(['in', 'out', 'up', 'down', 'off', 'on', 'over', 'back', 'away']);

/** The forms of a compound verb from those of its last part: `will decode` → `will double-decode`. */
function compoundConjugations(head: string, last: Record<string, string> | null): Record<string, string> | null {
  if (!last) return null;
  const join = (form: string) => (form.startsWith('will ') ? `will ${head}-${form.slice(5)}` : `${head}-${form}`);
  return Object.fromEntries(Object.entries(last).map(([tense, form]) => [tense, join(form)]));
}

/** The base form of a verb (`Rewrote` → rewrite), or null. */
export function baseForm(word: string): string | null {
  const infinitive = conjugationsOf(word)?.Infinitive;
  return infinitive && /^[a-z][a-z' -]*$/.test(infinitive) ? infinitive : null;
}

/** The third-person singular of a base form: rewrite → rewrites. */
export function thirdPersonOf(verb: string): string {
  return conjugationsOf(verb)?.PresentTense ?? `${verb}s`;
}

/** The verbs (every form the tagger reads as one) of a text, as base forms. */
export function verbBasesOf(text: string): string[] {
  const bases: string[] = [];
  for (const term of termsOf(text)) {
    if (!has(term, 'Verb') || has(term, 'Copula', 'Auxiliary', 'Modal')) continue;
    const word = term.text.replace(/[^A-Za-z'-]/g, '');
    const base = word ? baseForm(word) : null;
    if (base) bases.push(base);
  }
  return bases;
}

/** The words of a text the tagger reads as bare verbs (infinitive or imperative), lower-cased. */
export function bareVerbsOf(text: string): Set<string> {
  return new Set(termsOf(text).filter((term) => isLexicalVerb(term) && has(term, 'Infinitive', 'Imperative')).map((term) => term.text.toLowerCase()));
}

/** The text opens with a name or acronym (`Windows support`, `CSV export`), which keeps its capital. */
export function opensWithName(text: string): boolean {
  return has(termsOf(text)[0], 'ProperNoun', 'Acronym', 'Person', 'Place', 'Organization');
}

/** The text opens with a word the tagger reads as an adverb (`Directly close the body`). */
export function opensWithAdverb(text: string): boolean {
  return has(termsOf(text)[0], 'Adverb');
}
