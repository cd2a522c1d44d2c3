import type { AiPhase } from './ai-phase.js';

/**
 * The ids of the built-in phases. A built-in phase is found by its id, so the API must keep these
 * ids when it stores the phases; each has a deterministic implementation in the built-in engine.
 */
export const BUILT_IN_PHASE_IDS = ['classify', 'cluster', 'summarize', 'headline', 'social', 'changelog'] as const;
export type BuiltInPhaseId = (typeof BUILT_IN_PHASE_IDS)[number];

const GROUNDING =
  'Use only the commits and changelog items you are given. Never invent a feature, commit, pull request or issue ' +
  'number, version, file name, link, number or person. If the facts do not say something, leave it out.';

const TONES =
  'Tones: professional is plain and precise, with no emoji and no exclamation marks; playful is lighter and warmer, ' +
  'with at most one emoji, and just as factual.';

/** The phases Chronicle ships with, in run order. They can be edited and switched off, not deleted. */
export const BUILT_IN_PHASES: readonly AiPhase[] = [
  {
    id: 'classify',
    name: 'Classify commits',
    description: 'Sorts every commit into a Keep a Changelog section, or sets it aside as noise.',
    order: 1,
    systemPrompt:
      'You are a release engineer who prepares changelogs. You read commit messages and decide what each change ' +
      `means for the people who use the software. ${GROUNDING}`,
    userPromptTemplate:
      'Classify each commit of {repository} into one Keep a Changelog section: Added (new features), Changed ' +
      '(changes to existing behaviour), Deprecated, Removed, Fixed (bug fixes) or Security. Set a commit aside as ' +
      'noise when a reader of the changelog would not care: a version bump, CI-only, test-only, docs-only or ' +
      'formatting change, a merge without a title, or a change reverted later in the same list.\n\n' +
      'Answer with one line per commit, in the order given, and nothing else:\n' +
      '<short sha> <section, or "noise: <reason>"> — <what changed, in one short line a user understands>\n\n' +
      'Commits:\n{commits}',
    maxTokens: 1500,
    temperature: 0,
    isActive: true,
    isCustom: false,
  },
  {
    id: 'cluster',
    name: 'Cluster into changelog items',
    description: 'Merges commits that belong together (one pull request, fixups, a change and its revert) into changelog items.',
    order: 2,
    systemPrompt:
      'You are a release engineer who edits changelogs so that each line stands for one change a user would ' +
      `notice. ${GROUNDING}`,
    userPromptTemplate:
      'Group the commits of {repository} into changelog items. Commits of the same pull request, fixups of an ' +
      'earlier commit, and commits that say the same thing become one item; a change and its revert cancel out ' +
      'and disappear; noise stays out.\n\n' +
      'Answer in Markdown: a "### <Section>" heading for each section that has items, in the order Added, Changed, ' +
      'Deprecated, Removed, Fixed, Security; under it one "- " line per item, starting with a capital letter, ' +
      'keeping its pull request references like (#123), and ending with the short SHAs of its commits in square ' +
      'brackets.\n\n' +
      'The items the deterministic engine cut, for reference:\n{items}\n\n' +
      'Commits:\n{commits}',
    maxTokens: 1500,
    temperature: 0.2,
    isActive: true,
    isCustom: false,
  },
  {
    id: 'summarize',
    name: 'Push summary',
    description: 'Writes the one-to-three-sentence summary of a changelog entry.',
    order: 3,
    systemPrompt:
      'You write the summaries of changelog entries: short, concrete, most important change first, for the people ' +
      `who use the project rather than for its developers. ${GROUNDING} ${TONES}`,
    userPromptTemplate:
      'Write the summary of this push to {repository} in a {tone} tone: one to three sentences, at most 500 ' +
      'characters. Say what changed for users, most important change first; mention a breaking change if there is ' +
      'one. Plain text only: no Markdown, no heading, no list, no quotes around the answer, no links.\n\n' +
      'Changelog items:\n{items}\n\n' +
      'Commits:\n{commits}',
    maxTokens: 300,
    temperature: 0.5,
    isActive: true,
    isCustom: false,
  },
  {
    id: 'headline',
    name: 'Headline',
    description: 'Writes the headline of a changelog entry (at most 80 characters).',
    order: 4,
    systemPrompt:
      'You write headlines for changelog entries: one line that tells a user the most important thing this push ' +
      `changed, the way a careful engineer would title a release note. ${GROUNDING} ${TONES}`,
    userPromptTemplate:
      'Write the headline of this push to {repository} in a {tone} tone. One line, at most 80 characters, sentence ' +
      'case, leading with the most important change for users. Answer with the headline only: no quotes, no ' +
      'trailing period, no Markdown, no link.\n\n' +
      'Changelog items:\n{items}\n\n' +
      'Commits:\n{commits}',
    maxTokens: 60,
    temperature: 0.5,
    isActive: true,
    isCustom: false,
  },
  {
    id: 'social',
    name: 'Social snippet',
    description: 'Writes the post that can be copied to social media, link included (at most 280 characters).',
    order: 5,
    systemPrompt:
      'You write short social media posts that announce what changed in an open-source project. They inform ' +
      `first and never oversell. ${GROUNDING} ${TONES}`,
    userPromptTemplate:
      'Write a post announcing this push to {repository} in a {tone} tone. End it with this link, unchanged: ' +
      '{link}\n' +
      'The whole post, link included, must fit in 280 characters; the link alone takes {linkLength}. No hashtags, ' +
      'no @mentions, no other links. Answer with the post only.\n\n' +
      'Headline of the entry: {headline}\n\n' +
      'Changelog items:\n{items}\n\n' +
      'Commits:\n{commits}',
    maxTokens: 200,
    temperature: 0.7,
    isActive: true,
    isCustom: false,
  },
  {
    id: 'changelog',
    name: 'Write the changelog',
    description: 'Writes the Keep a Changelog section of the CHANGELOG document for a release or the unreleased changes.',
    order: 6,
    systemPrompt:
      'You maintain CHANGELOG.md files that follow Keep a Changelog 1.1.0: written for humans, newest first, one ' +
      `line per notable change, grouped by type. ${GROUNDING}`,
    userPromptTemplate:
      'Write the changelog section of {repository} for {version}. Start with this heading, unchanged:\n' +
      '{releaseHeading}\n' +
      'Then a "### <Section>" heading for each section that has items, in the order Added, Changed, Deprecated, ' +
      'Removed, Fixed, Security, and one "- " line per item. Keep the items\' scopes in bold and their references ' +
      'like (#123). Improve the wording where a line is unclear, but do not add, merge or drop items. Answer with ' +
      'the Markdown only.\n\n' +
      'Changelog items:\n{items}\n\n' +
      'Commits:\n{commits}',
    maxTokens: 2000,
    temperature: 0.2,
    isActive: true,
    isCustom: false,
  },
];

/** The built-in task a phase stands for, or null for a custom phase. */
export function builtInPhaseIdOf(phase: Pick<AiPhase, 'id' | 'isCustom'>): BuiltInPhaseId | null {
  return !phase.isCustom && (BUILT_IN_PHASE_IDS as readonly string[]).includes(phase.id) ? (phase.id as BuiltInPhaseId) : null;
}
