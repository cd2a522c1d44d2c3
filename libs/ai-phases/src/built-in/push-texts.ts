// The headline, summary and social snippet of a push, written from its items and commits.
import type { ChangeSection, ChangelogItem, ClassifiedCommit } from '@chronicle/history';
import { VERSION_PATTERN } from '../facts/fact-index.js';
import type { Facts, Tone } from '../facts/facts.js';
import { capitalize, imperative, joinClauses, joinList, lowerFirst, phraseOf, pick, plural, shorten, thirdPersonClause } from './phrasing.js';
import { rankBySignificance } from './significance.js';

export const HEADLINE_MAX = 80;
export const SOCIAL_MAX = 280;

const EMOJI: Record<ChangeSection | 'breaking' | 'housekeeping' | 'quiet', string> = {
  Added: '✨',
  Fixed: '🐛',
  Security: '🔒',
  Changed: '🔧',
  Removed: '🧹',
  Deprecated: '📦',
  breaking: '💥',
  housekeeping: '🧰',
  quiet: '💤',
};

/** The items of a push, most significant first (see `rankBySignificance`): the headline names the first. */
export function rankItems(facts: Pick<Facts, 'items' | 'commits'>): ChangelogItem[] {
  return rankBySignificance(facts.items, facts.commits);
}

function emojiOf(items: ChangelogItem[]): string {
  const lead = items[0];
  if (!lead) return EMOJI.housekeeping;
  return lead.breaking ? EMOJI.breaking : EMOJI[lead.section];
}

/** `plus 2 fixes and one other change`, for the items after the lead. */
function restPhrase(lead: ChangelogItem, rest: ChangelogItem[], tone: Tone): string {
  const count = (sections: ChangeSection[]) => rest.filter((item) => sections.includes(item.section)).length;
  const same = (sections: ChangeSection[]) => sections.includes(lead.section);
  const groups: string[] = [];
  const features = count(['Added']);
  if (features > 0) groups.push(same(['Added']) ? more(features, 'feature', 'features') : counted(features, 'new feature', 'new features'));
  const fixes = count(['Fixed']);
  if (fixes > 0) {
    if (tone === 'playful') groups.push(fixes === 1 ? 'a squashed bug' : `${fixes} squashed bugs`);
    else groups.push(same(['Fixed']) ? more(fixes, 'fix', 'fixes') : counted(fixes, 'fix', 'fixes'));
  }
  const security = count(['Security']);
  if (security > 0) groups.push(same(['Security']) ? more(security, 'security fix', 'security fixes') : counted(security, 'security fix', 'security fixes'));
  const others = count(['Changed', 'Removed', 'Deprecated']);
  if (others > 0) groups.push(others === 1 ? 'one other change' : `${others} other changes`);
  return groups.length > 0 ? `plus ${joinList(groups)}` : '';
}

function more(count: number, singular: string, pluralForm: string): string {
  return count === 1 ? `another ${singular}` : `${count} more ${pluralForm}`;
}

function counted(count: number, singular: string, pluralForm: string): string {
  return count === 1 ? `a ${singular}` : `${count} ${pluralForm}`;
}

/** The headline's words without the playful emoji. */
function headlineText(facts: Facts, tone: Tone): string {
  const ranked = rankItems(facts);
  const [lead, ...rest] = ranked;
  if (!lead) return housekeepingHeadline(facts.commits, tone);
  const leadPhrase = phraseOf(lead, facts.commits);
  const leadText = imperative(leadPhrase.lead, lead.section, leadPhrase.conventional);
  const budget = HEADLINE_MAX - (tone === 'playful' ? 3 : 0);
  const restText = restPhrase(lead, rest, tone);
  // `Update 6 dependencies: a 1.0 → 1.1, …` can drop its list before anything else is cut.
  const brief = leadText.includes(': ') ? leadText.slice(0, leadText.indexOf(': ')) : leadText;
  const counted = rest.length === 1 ? 'one more change' : `${rest.length} more changes`;
  const candidates = [
    ...[leadText, brief].flatMap((text) => (rest.length > 0 ? [`${text}, ${restText}`, `${text}, plus ${counted}`] : [])),
    leadText,
    brief,
  ];
  return candidates.find((candidate) => candidate.length <= budget) ?? shorten(leadText, budget);
}

/** At most 80 characters: the most important change, then how many others came with it. */
export function writeHeadline(facts: Facts, tone: Tone): string {
  const text = headlineText(facts, tone);
  return tone === 'playful' ? `${emojiOf(rankItems(facts))} ${text}` : text;
}

/** One to three sentences: what changed, what else came along, and a breaking change, the housekeeping or who did it. */
export function writeSummary(facts: Facts, tone: Tone): string {
  const ranked = rankItems(facts);
  if (ranked.length === 0) return housekeepingSummary(facts, tone);
  const seed = facts.commits.map((commit) => commit.commit.sha).join('');
  const opener =
    tone === 'playful'
      ? pick([`Fresh in ${facts.repository}: this push`, `Good news for ${facts.repository}: this push`, `Just landed in ${facts.repository}: this push`], seed)
      : 'This push';

  const listed: ChangelogItem[] = [];
  const clauses: string[] = [];
  for (const item of ranked.slice(0, 3)) {
    const clause = clauseOf(item, facts.commits);
    if (listed.length > 0 && opener.length + joinClauses([...clauses, clause]).length > 220) break;
    listed.push(item);
    clauses.push(clause);
  }
  const sentences = [`${opener} ${joinClauses(clauses)}.`];

  const remaining = ranked.slice(listed.length);
  if (remaining.length > 0) {
    const more = remaining.map((item) => clauseOf(item, facts.commits));
    sentences.push(
      remaining.length <= 2 && joinClauses(more).length <= 160
        ? `It also ${joinClauses(more)}.`
        : `It also ${tone === 'playful' ? 'packs' : 'includes'} ${remainingCounts(remaining, tone)}.`,
    );
  }
  sentences.push(closingSentence(facts, listed, ranked, tone));
  return sentences.join(' ');
}

function clauseOf(item: ChangelogItem, commits: readonly ClassifiedCommit[]): string {
  const phrase = phraseOf(item, commits);
  // `Updated 7 dependencies: a 1.0 → 1.1, b …` — the list is the changelog's business, not the summary's.
  const lead = phrase.lead.length > 80 && phrase.lead.includes(': ') ? phrase.lead.slice(0, phrase.lead.indexOf(': ')) : phrase.lead;
  const notes = [item.breaking ? 'breaking' : '', ...phrase.references].filter(Boolean);
  const extra = phrase.parts.length > 1 ? ' and related changes' : '';
  return `${thirdPersonClause(lead, item.section, phrase.conventional)}${extra}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}

function remainingCounts(items: ChangelogItem[], tone: Tone): string {
  const groups: string[] = [];
  const of = (sections: ChangeSection[]) => items.filter((item) => sections.includes(item.section)).length;
  const features = of(['Added']);
  const fixes = of(['Fixed', 'Security']);
  const others = of(['Changed', 'Removed', 'Deprecated']);
  const count = (value: number, singular: string, pluralForm: string) => (value === 1 ? `one ${singular}` : `${value} ${pluralForm}`);
  if (features > 0) groups.push(count(features, 'more feature', 'more features'));
  if (fixes > 0) groups.push(tone === 'playful' ? count(fixes, 'more bug fix', 'more bug fixes') : count(fixes, 'more fix', 'more fixes'));
  if (others > 0) groups.push(count(others, 'other change', 'other changes'));
  return joinList(groups);
}

function closingSentence(facts: Facts, listed: ChangelogItem[], ranked: ChangelogItem[], tone: Tone): string {
  const unlistedBreaking = ranked.filter((item) => item.breaking && !listed.includes(item)).length;
  if (unlistedBreaking > 0) {
    const heads = tone === 'playful' ? 'Heads-up' : 'Note';
    return unlistedBreaking === 1 ? `${heads}: one more change is breaking.` : `${heads}: ${unlistedBreaking} more changes are breaking.`;
  }
  const housekeeping = facts.commits.filter((commit) => commit.noise !== null);
  if (housekeeping.length > 0) {
    const kinds = joinList(housekeepingNouns(housekeeping));
    return housekeeping.length === 1
      ? `One more commit is housekeeping (${kinds}).`
      : `${housekeeping.length} more commits are housekeeping (${kinds}).`;
  }
  return creditSentence(facts.commits, tone);
}

function creditSentence(commits: ClassifiedCommit[], tone: Tone): string {
  // Bots (Dependabot, Renovate, `name[bot]`) do the work they are told to; people get the credit.
  const authors = [...new Set(commits.map((commit) => commit.commit.authorName))].filter((name) => !/\[bot\]$|^(?:dependabot|renovate)\b/i.test(name));
  if (authors.length === 0) return tone === 'playful' ? 'The bots did the heavy lifting this time.' : 'All commits came from automation.';
  const who = authors.length <= 3 ? joinList(authors) : `${authors.length} contributors`;
  return tone === 'playful' ? `Kudos to ${who}!` : `Contributed by ${who}.`;
}

// Keyed by string, not NoiseKind, so that a kind @chronicle/history adds later still reads well.
const NOISE_NOUNS: Record<string, string> = {
  'version-bump': 'a version bump',
  'ci-only': 'CI updates',
  'test-only': 'test updates',
  'docs-only': 'documentation updates',
  'merge-without-title': 'merge commits',
  reverted: 'a reverted change',
  formatting: 'code formatting',
  internal: 'internal changes',
};

/** `a version bump to 1.4.0`, `CI updates`, … once each, in commit order. */
function housekeepingNouns(commits: ClassifiedCommit[]): string[] {
  const nouns: string[] = [];
  for (const commit of commits) {
    let noun: string;
    if (commit.noise === 'version-bump') {
      const version = [...commit.commit.subject.matchAll(new RegExp(VERSION_PATTERN.source, 'gi'))].find((match) => match[2]!.split('.').length >= 3)?.[0];
      noun = version ? `a version bump to ${version}` : NOISE_NOUNS['version-bump'];
    } else if (commit.noise) noun = NOISE_NOUNS[commit.noise] ?? `${commit.noise.replace(/-/g, ' ')} changes`;
    else noun = commit.dependencyUpdate ? 'dependency updates' : 'other maintenance';
    if (!nouns.includes(noun)) nouns.push(noun);
  }
  return nouns;
}

function housekeepingHeadline(commits: ClassifiedCommit[], tone: Tone): string {
  if (commits.length === 0) return tone === 'playful' ? 'A quiet push with no new commits' : 'No new commits';
  const nouns = housekeepingNouns(commits).map((noun) => noun.replace(/^a /, ''));
  const text = capitalize(joinList(nouns));
  const labelled = tone === 'playful' ? `Housekeeping: ${lowerFirst(joinList(nouns))}` : text;
  return shorten(labelled, HEADLINE_MAX - (tone === 'playful' ? 3 : 0));
}

function housekeepingSummary(facts: Facts, tone: Tone): string {
  if (facts.commits.length === 0) return `This push brought no new commits to ${facts.repository}.`;
  const nouns = joinList(housekeepingNouns(facts.commits));
  const opening =
    tone === 'playful'
      ? `Some tidying up in ${facts.repository}: ${nouns}, nothing that changes how it works for users.`
      : `This push holds no user-facing changes: ${nouns} (${plural(facts.commits.length, 'commit')}).`;
  return `${opening} ${creditSentence(facts.commits, tone)}`;
}

/** `1 new feature, 2 fixes and one other change in 4 commits`: what the push holds, counted. */
function countsSentence(facts: Facts, ranked: ChangelogItem[]): string {
  const of = (sections: ChangeSection[]) => ranked.filter((item) => sections.includes(item.section)).length;
  const groups: string[] = [];
  const features = of(['Added']);
  const security = of(['Security']);
  const fixes = of(['Fixed']);
  const others = of(['Changed', 'Removed', 'Deprecated']);
  const counted = (value: number, singular: string, pluralForm: string) => (value === 1 ? `one ${singular}` : `${value} ${pluralForm}`);
  if (features > 0) groups.push(counted(features, 'new feature', 'new features'));
  if (security > 0) groups.push(counted(security, 'security fix', 'security fixes'));
  if (fixes > 0) groups.push(counted(fixes, 'fix', 'fixes'));
  if (others > 0) groups.push(others === 1 ? 'one other change' : `${others} other changes`);
  return `${capitalize(joinList(groups))} in ${plural(facts.commits.length, 'commit')}.`;
}

/** Why the push matters to someone who uses the code: a breaking change to plan for, a security fix to take, else what it holds. */
function whySentence(facts: Facts, ranked: ChangelogItem[], tone: Tone): string {
  const breaking = ranked.filter((item) => item.breaking).length;
  if (breaking > 0) {
    const heads = tone === 'playful' ? 'Heads-up' : 'Breaking';
    return breaking === 1 ? `${heads}: one change needs attention before upgrading.` : `${heads}: ${breaking} changes need attention before upgrading.`;
  }
  const security = ranked.filter((item) => item.section === 'Security').length;
  if (security > 0) return `${security === 1 ? 'One security fix' : `${security} security fixes`} in ${plural(facts.commits.length, 'commit')}: worth upgrading.`;
  return countsSentence(facts, ranked);
}

/**
 * At most 280 characters with the link, counted at its full length: a different sentence from the
 * headline — the repository (`owner/name`) and what the two most significant changes do, then why
 * it matters (a breaking change, else the counts) — and the link. A link so long that no words
 * would fit beside it (over 259 characters) is left out.
 */
export function writeSocial(facts: Facts, tone: Tone, link: string | null | undefined): string {
  const ranked = rankItems(facts);
  const seed = facts.commits.map((commit) => commit.commit.sha).join('');
  const usable = link && link.length <= SOCIAL_MAX - 21 ? link : null;
  const budget = SOCIAL_MAX - (usable ? usable.length + 1 : 0);
  const candidates: string[] = [];
  if (facts.commits.length === 0) {
    candidates.push(`${facts.repository}: this push brought no new commits.`);
  } else if (ranked.length === 0) {
    const nouns = joinList(housekeepingNouns(facts.commits));
    const prefix = tone === 'playful' ? `${EMOJI.housekeeping} ` : '';
    candidates.push(`${prefix}${facts.repository} housekeeping: ${nouns} (${plural(facts.commits.length, 'commit')}).`);
  } else {
    const prefix = tone === 'playful' ? `${emojiOf(ranked)} ${pick(['Fresh in', 'Just landed in', 'New in'], seed)} ${facts.repository}: this push` : facts.repository;
    const ending = tone === 'playful' ? '!' : '.';
    const why = whySentence(facts, ranked, tone);
    const [first, second] = ranked.map((item) => clauseOf(item, facts.commits));
    const both = second ? `${prefix} ${joinClauses([first!, second])}${ending}` : null;
    const one = `${prefix} ${first}${ending}`;
    for (const sentence of [both, one]) if (sentence) candidates.push(`${sentence} ${why}`);
    candidates.push(one, shorten(one.slice(0, -1), budget));
  }
  const body = candidates.find((candidate) => candidate.length <= budget) ?? shorten(candidates.at(-1)!, budget);
  return usable ? `${body} ${usable}` : body;
}
