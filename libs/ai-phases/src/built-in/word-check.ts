// The check that the built-in texts invent no words: every word of a headline, summary or social
// snippet is a word of the push's commits or changelog items, the repository's or an author's name,
// a word of the engine's sentence frames, or a conjugation of a word the tagger reads as a verb in
// the commits (the one verb a sentence conjugates). Used by the tests and by the bench.
import { leadingWordIsNotVerb } from '@chronicle/history';
import type { Facts } from '../facts/facts.js';
import { conjugationsOf, shapeOf, verbBasesOf } from './part-of-speech.js';
import { phraseOf, verbLikely } from './phrasing.js';

/** Every word the built-in push texts add around the commits' own words (push-texts.ts, phrasing.ts). */
export const FRAME_WORDS: ReadonlySet<string> = new Set(
  (
    // headline and summary frames
    'this push adds brings fixes removes deprecates fix remove deprecate add a bug where the change that no longer plus and ' +
    'another more new feature features security fixes squashed bugs bug one other change changes it also includes packs ' +
    'related commit commits is are housekeeping version bump to ci updates test documentation merge reverted code formatting ' +
    'internal maintenance dependency dependencies contributed by kudos all came from automation bots did heavy lifting time ' +
    'heads up note breaking fresh in good news for just landed holds no user facing nothing how works users tidying some ' +
    'quiet with brought of now makes how stop ' +
    // social frames
    'needs need attention before upgrading worth'
  ).split(/\s+/),
);

const WORD = /[\p{L}][\p{L}\p{M}'’]*/gu;
const URL = /\b(?:https?|ftp):\/\/\S+/gi;

/** A text's words, as the check compares them: a code span is its letters (`` `Executor`s `` → executors). */
function wordsOf(text: string): string[] {
  return [...text.replace(URL, ' ').replace(/`/g, '').matchAll(WORD)].map((match) => match[0].toLowerCase().replace(/’/g, "'").replace(/'s$/, ''));
}

/** What a push's texts may say: its words, and the forms of its verbs. */
export type WordSources = { words: Set<string>; verbForms: Set<string> };

/** The words and verb forms a text about these facts may use (compute once per push). */
export function wordSourcesOf(facts: Pick<Facts, 'repository' | 'commits' | 'items'>): WordSources {
  const texts = [
    facts.repository,
    ...facts.commits.flatMap((commit) => [commit.commit.subject, commit.description, commit.commit.authorName]),
    ...facts.items.map((item) => item.text),
  ];
  const words = new Set(texts.flatMap(wordsOf));
  const verbForms = new Set<string>();
  const readings: Array<[string, boolean, boolean]> = [
    ...facts.commits.flatMap((commit): Array<[string, boolean, boolean]> => [[commit.commit.subject, false, false], [commit.description, false, false]]),
    // An item's first word is read as the texts read it: as a verb when its section makes one likely, as a name when it is one.
    ...facts.items.flatMap((item) => {
      const phrase = phraseOf(item, facts.commits);
      return phrase.parts.map((part): [string, boolean, boolean] => [part, verbLikely(item.section, phrase.conventional), item.section === 'Added']);
    }),
  ];
  for (const [text, verbLikely, adds] of readings) {
    const plain = text.replace(/^\w+(?:\([^)]*\))?!?:\s*/, '');
    // After a leading adverb (`Always reset X`) the texts read the next word as a verb when they can.
    const afterAdverb = /^(?:always|now|only|also|still|[a-z]+ly)\s+(.+)$/i.exec(plain)?.[1];
    const notVerb = leadingWordIsNotVerb(plain, { adds });
    const shapes = [shapeOf(plain, { verbLikely, notVerb }), ...(afterAdverb ? [shapeOf(afterAdverb, { verbCertain: true })] : [])];
    // A statement's verb (`remove() deletes …` → `makes remove() delete …`) is conjugated too.
    const bases = [...verbBasesOf(plain), ...shapes.flatMap((shape) => (shape.kind === 'verb' || shape.kind === 'negated' || shape.kind === 'statement' ? [shape.verb] : []))];
    // Each form as the check reads words: `re-initializes` is `re` (a word of the commit) and `initializes`.
    for (const base of bases) for (const form of Object.values(conjugationsOf(base) ?? {})) for (const word of wordsOf(form.replace(/^will /, ''))) verbForms.add(word);
  }
  return { words, verbForms };
}

/**
 * The words of `text` that come from neither the push (commit subjects and descriptions, changelog
 * items, repository and author names), nor the sentence frames, nor the conjugation of a verb of
 * the push: re-inflected or invented words. Empty when the text is clean.
 */
export function wordsNotFromCommits(text: string, facts: Pick<Facts, 'repository' | 'commits' | 'items'>, sources: WordSources = wordSourcesOf(facts)): string[] {
  const outside = wordsOf(text).filter((word) => !sources.words.has(word) && !FRAME_WORDS.has(word) && !sources.verbForms.has(word));
  return [...new Set(outside)];
}
