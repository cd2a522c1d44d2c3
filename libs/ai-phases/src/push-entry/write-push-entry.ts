import type { ChangelogItem, ClassifiedCommit } from '@chronicle/history';
import { BuiltInEngine } from '../built-in/built-in-engine.js';
import { repositoryBaseOf } from '../facts/fact-index.js';
import type { Facts, Tone } from '../facts/facts.js';
import type { AiPhase } from '../phases/ai-phase.js';
import { BUILT_IN_PHASES, builtInPhaseIdOf, type BuiltInPhaseId } from '../phases/built-in-phases.js';
import type { LlmProvider, TokenUsage } from '../providers/llm-provider.js';
import { runPhases, type PhaseResult } from '../runner/phase-runner.js';
import type { TokenLedger } from '../token-ledger.js';

export type PushEntryInput = {
  /** `owner/name`. */
  repository: string;
  items: ChangelogItem[];
  commits: ClassifiedCommit[];
  /** The link the social snippet carries (see `pushLinkOf`): the compare view, else the public changelog page; null when none is known. */
  link: string | null;
  tone: Tone;
};

export type PushEntryOptions = {
  provider?: LlmProvider | null;
  /** The phases as configured (default BUILT_IN_PHASES); only headline, summarize and social are used. */
  phases?: readonly AiPhase[];
  ledger?: TokenLedger;
  runId?: string;
};

export type PushEntryField = 'headline' | 'summary' | 'socialText';

export type PushEntry = {
  /** At most 80 characters. */
  headline: string;
  /** One to three sentences. */
  summary: string;
  /** At most 280 characters, the link included. */
  socialText: string;
  /** `model` when the model wrote at least one of the three texts. */
  generatedBy: 'model' | 'built-in';
  fields: Record<PushEntryField, 'model' | 'built-in'>;
  /** Why a text is the built-in one although a model server was configured, per field. */
  fallbacks: Array<{ field: PushEntryField; reason: string; problems: string[] }>;
  /** Tokens spent (cached answers spend none), with the number of model calls. */
  usage: TokenUsage & { calls: number; cachedCalls: number };
  durationMs: number;
};

const FIELDS: ReadonlyArray<[BuiltInPhaseId, PushEntryField]> = [
  ['headline', 'headline'],
  ['summarize', 'summary'],
  ['social', 'socialText'],
];

/**
 * Writes the headline, summary and social snippet of the changelog entry of one push to main.
 * With a provider the active headline, summarize and social phases go to the model and every
 * answer is held to its limits and fact-checked; any text that fails, and every text without a
 * provider, is the built-in engine's. Never throws for a model failure.
 */
export async function writePushEntry(input: PushEntryInput, options: PushEntryOptions = {}): Promise<PushEntry> {
  const facts: Facts = {
    repository: input.repository,
    repositoryUrl: input.link ? repositoryBaseOf(input.link) : null,
    link: input.link,
    commits: input.commits,
    items: input.items,
  };
  const phases = (options.phases ?? BUILT_IN_PHASES).filter((phase) => FIELDS.some(([id]) => builtInPhaseIdOf(phase) === id));
  const run = await runPhases(phases, facts, {
    provider: options.provider ?? null,
    ledger: options.ledger,
    tone: input.tone,
    link: input.link,
    runId: options.runId,
  });
  const engine = new BuiltInEngine();
  const texts = {} as Record<PushEntryField, string>;
  const fields = {} as Record<PushEntryField, 'model' | 'built-in'>;
  const fallbacks: PushEntry['fallbacks'] = [];
  for (const [phaseId, field] of FIELDS) {
    const result: PhaseResult | undefined = run.results.find((candidate) => candidate.phaseId === phaseId);
    if (result?.status === 'done' && result.output !== null) {
      texts[field] = result.output;
      fields[field] = result.generatedBy === 'model' ? 'model' : 'built-in';
      if (result.reason) fallbacks.push({ field, reason: result.reason, problems: result.problems });
      continue;
    }
    texts[field] = engine.run(phaseId, facts, { tone: input.tone, link: input.link });
    fields[field] = 'built-in';
    if (options.provider) fallbacks.push({ field, reason: result?.reason ?? `No active ${phaseId} phase is configured.`, problems: [] });
  }
  return {
    headline: texts.headline,
    summary: texts.summary,
    socialText: texts.socialText,
    generatedBy: Object.values(fields).includes('model') ? 'model' : 'built-in',
    fields,
    fallbacks,
    usage: { ...run.usage, calls: run.calls, cachedCalls: run.cachedCalls },
    durationMs: run.durationMs,
  };
}

