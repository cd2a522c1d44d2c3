// The headline, summary and social snippet of a push, written from its items and commits.
import type { ChangeSection, ChangelogItem, ClassifiedCommit } from '@chronicle/history';
import { VERSION_PATTERN } from '../facts/fact-index.js';
import type { Facts, Tone } from '../facts/facts.js';
import { capitalize, imperative, joinList, lowerFirst, phraseOf, pick, plural, shorten, thirdPersonClause } from './phrasing.js';

export const HEADLINE_MAX = 80;
export const SOCIAL_MAX = 280;

/** Most important first: breaking changes, then security, features, fixes, other changes. */
const PRIORITY: Record<ChangeSection, number> = { Security: 0, Added: 1, Fixed: 2, Changed: 3, Removed: 4, Deprecated: 5 };

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

export function rankItems(items: ChangelogItem[]): ChangelogItem[] {
  return items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.position - b.position)
    .map(({ item }) => item);
}

function rank(item: ChangelogItem): number {
  return item.breaking ? -1 : PRIORITY[item.section];
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
  const ranked = rankItems(facts.items);
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
  return tone === 'playful' ? `${emojiOf(rankItems(facts.items))} ${text}` : text;
}

/** One to three sentences: what changed, what else came along, and a breaking change, the housekeeping or who did it. */
export function writeSummary(facts: Facts, tone: Tone): string {
  const ranked = rankItems(facts.items);
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
    if (listed.length > 0 && opener.length + joinList([...clauses, clause]).length > 220) break;
    listed.push(item);
    clauses.push(clause);
  }
  const sentences = [`${opener} ${joinList(clauses)}.`];

  const remaining = ranked.slice(listed.length);
  if (remaining.length > 0) {
    const more = remaining.map((item) => clauseOf(item, facts.commits));
    sentences.push(
      remaining.length <= 2 && joinList(more).length <= 160
        ? `It also ${joinList(more)}.`
        : `It also ${tone === 'playful' ? 'packs' : 'includes'} ${remainingCounts(remaining, tone)}.`,
    );
  }
  sentences.push(closingSentence(facts, listed, ranked, tone));
  return sentences.join(' ');
}

function clauseOf(item: ChangelogItem, commits: ClassifiedCommit[]): string {
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

/**
 * At most 280 characters with the link, counted at its full length. A link so long that no words
 * would fit beside it (over 259 characters) is left out.
 */
export function writeSocial(facts: Facts, tone: Tone, link: string | null | undefined): string {
  const ranked = rankItems(facts.items);
  const seed = facts.commits.map((commit) => commit.commit.sha).join('');
  const usable = link && link.length <= SOCIAL_MAX - 21 ? link : null;
  const budget = SOCIAL_MAX - (usable ? usable.length + 1 : 0);
  let prefix: string;
  let text: string;
  let ending = '.';
  if (ranked.length === 0) {
    const plain = headlineText(facts, 'professional');
    const playful = tone === 'playful' && facts.commits.length > 0;
    prefix = playful ? `${EMOJI.housekeeping} ${facts.repository} housekeeping: ` : `${facts.repository}: `;
    text = playful ? lowerFirst(plain) : plain;
  } else if (tone === 'playful') {
    prefix = `${emojiOf(ranked)} ${pick(['Fresh in', 'Just landed in', 'New in'], seed)} ${facts.repository}: `;
    text = headlineText(facts, tone);
    ending = '!';
  } else {
    prefix = `New in ${facts.repository}: `;
    text = headlineText(facts, tone);
  }
  let body = `${prefix}${text}${text.endsWith('…') ? '' : ending}`;
  if (body.length > budget) body = shorten(`${prefix}${text}`, budget);
  return usable ? `${body} ${usable}` : body;
}
