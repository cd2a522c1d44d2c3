import { randomUUID } from 'node:crypto';
import { BuiltInEngine } from '../built-in/built-in-engine.js';
import { checkFacts } from '../facts/check-facts.js';
import { DEFAULT_TONE, type Facts, type Tone } from '../facts/facts.js';
import type { AiPhase } from '../phases/ai-phase.js';
import { builtInPhaseIdOf, type BuiltInPhaseId } from '../phases/built-in-phases.js';
import { promptValues, type PromptContext } from '../phases/prompt-values.js';
import { renderPrompt } from '../phases/render-prompt.js';
import { addUsage, NO_USAGE, type LlmProvider, type LlmResponse, type TokenUsage } from '../providers/llm-provider.js';
import { ModelRequestError } from '../providers/model-errors.js';
import type { TokenLedger } from '../token-ledger.js';
import { limitProblem, tidyAnswer } from './answer-rules.js';

export type PhaseRunOptions = {
  /** The model server; without one the built-in engine writes the built-in phases and custom phases are skipped. */
  provider?: LlmProvider | null;
  ledger?: TokenLedger;
  /** Default professional. */
  tone?: Tone;
  /** The link social posts carry; default `facts.link`. */
  link?: string | null;
  /** Recorded with every ledger entry; default a random UUID. */
  runId?: string;
  engine?: BuiltInEngine;
};

export type PhaseStatus = 'done' | 'skipped' | 'failed';

export type PhaseResult = {
  phaseId: string;
  name: string;
  order: number;
  status: PhaseStatus;
  output: string | null;
  generatedBy: 'model' | 'built-in' | null;
  /** Tokens spent on this phase (a cached answer spends none). */
  usage: TokenUsage;
  cached: boolean;
  model: string | null;
  durationMs: number;
  /** Why the phase was skipped or failed, or why the model's answer was replaced by the built-in text. */
  reason: string | null;
  /** What the fact check found wrong in the model's answer. */
  problems: string[];
};

export type PhaseRun = {
  runId: string;
  results: PhaseResult[];
  usage: TokenUsage;
  calls: number;
  cachedCalls: number;
  durationMs: number;
};

export const PHASE_REASONS = {
  inactive: 'The phase is switched off.',
  customWithoutModel:
    'Custom phases need a model server (OPENAI_BASE_URL): the built-in engine only implements the built-in phases, ' +
    'because an arbitrary prompt has no deterministic implementation.',
  factCheck: "The model's answer mentions things that are not in the commits, so the built-in text is used instead.",
  customFactCheck: "The model's answer mentions things that are not in the commits.",
} as const;

/**
 * Runs the active phases in their order. A built-in phase goes to the model when there is a
 * provider; its answer is tidied, held to the phase's limits and fact-checked, and replaced by the
 * built-in engine's text when it fails any of these or the call fails. Without a provider the
 * built-in engine writes it. A custom phase runs only through a model. Once the model server has
 * timed out or refused the connection, later phases do not wait for it again.
 */
export class PhaseRunner {
  private readonly engine: BuiltInEngine;

  constructor(private readonly options: PhaseRunOptions = {}) {
    this.engine = options.engine ?? new BuiltInEngine();
  }

  async run(phases: readonly AiPhase[], facts: Facts): Promise<PhaseRun> {
    const started = performance.now();
    const runId = this.options.runId ?? randomUUID();
    const context: PromptContext = { tone: this.options.tone ?? DEFAULT_TONE, link: this.options.link ?? facts.link ?? null };
    const state: RunState = { runId, unreachable: null };
    const results: PhaseResult[] = [];
    for (const phase of [...phases].sort((a, b) => a.order - b.order)) {
      const result = await this.runPhase(phase, facts, context, state);
      results.push(result);
      if (result.output !== null && result.status === 'done') {
        if (phase.id === 'headline') context.headline = result.output;
        if (phase.id === 'summarize') context.summary = result.output;
      }
    }
    const called = results.filter((result) => result.model !== null);
    return {
      runId,
      results,
      usage: results.reduce((total, result) => addUsage(total, result.usage), NO_USAGE),
      calls: called.length,
      cachedCalls: called.filter((result) => result.cached).length,
      durationMs: Math.round(performance.now() - started),
    };
  }

  private async runPhase(phase: AiPhase, facts: Facts, context: PromptContext, state: RunState): Promise<PhaseResult> {
    const started = performance.now();
    const builtIn = builtInPhaseIdOf(phase);
    const base = { phaseId: phase.id, name: phase.name, order: phase.order };
    const finish = (fields: Partial<PhaseResult> & Pick<PhaseResult, 'status'>): PhaseResult => ({
      ...base,
      output: null,
      generatedBy: null,
      usage: NO_USAGE,
      cached: false,
      model: null,
      reason: null,
      problems: [],
      ...fields,
      durationMs: Math.round(performance.now() - started),
    });
    const builtInText = (id: BuiltInPhaseId) => this.engine.run(id, facts, { tone: context.tone, link: context.link });

    if (!phase.isActive) return finish({ status: 'skipped', reason: PHASE_REASONS.inactive });
    const provider = this.options.provider;
    if (!provider) {
      return builtIn
        ? finish({ status: 'done', output: builtInText(builtIn), generatedBy: 'built-in' })
        : finish({ status: 'skipped', reason: PHASE_REASONS.customWithoutModel });
    }
    if (state.unreachable) {
      const reason = `The model server was not asked again: ${state.unreachable}`;
      return builtIn ? finish({ status: 'done', output: builtInText(builtIn), generatedBy: 'built-in', reason }) : finish({ status: 'failed', reason });
    }

    const asked = await this.ask(provider, phase, facts, context, state);
    if ('error' in asked) {
      const reason = `The model could not be used: ${asked.error.message}`;
      return builtIn ? finish({ status: 'done', output: builtInText(builtIn), generatedBy: 'built-in', reason }) : finish({ status: 'failed', reason });
    }
    const { response } = asked;
    const spent = { usage: response.cached ? NO_USAGE : response.usage, cached: response.cached, model: response.model };
    const answerContext = { tone: context.tone, link: context.link ?? null };
    const text = builtIn ? tidyAnswer(builtIn, response.text, answerContext) : response.text.trim();
    const broken = builtIn ? limitProblem(builtIn, text, answerContext) : null;
    if (builtIn && broken) {
      return finish({ ...spent, status: 'done', output: builtInText(builtIn), generatedBy: 'built-in', reason: `${broken} The built-in text is used instead.` });
    }
    const check = checkFacts(text, facts);
    if (!check.ok) {
      return builtIn
        ? finish({ ...spent, status: 'done', output: builtInText(builtIn), generatedBy: 'built-in', reason: PHASE_REASONS.factCheck, problems: check.problems })
        : finish({ ...spent, status: 'failed', output: text, generatedBy: 'model', reason: PHASE_REASONS.customFactCheck, problems: check.problems });
    }
    return finish({ ...spent, status: 'done', output: text, generatedBy: 'model' });
  }

  private async ask(
    provider: LlmProvider,
    phase: AiPhase,
    facts: Facts,
    context: PromptContext,
    state: RunState,
  ): Promise<{ response: LlmResponse } | { error: Error }> {
    const values = promptValues(facts, context);
    const started = performance.now();
    try {
      const response = await provider.complete({
        system: renderPrompt(phase.systemPrompt, values),
        user: renderPrompt(phase.userPromptTemplate, values),
        maxTokens: phase.maxTokens,
        temperature: phase.temperature,
      });
      this.options.ledger?.record({
        runId: state.runId,
        phase: phase.id,
        model: response.model,
        usage: response.usage,
        cached: response.cached,
        durationMs: Math.round(performance.now() - started),
      });
      return { response };
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      if (error instanceof ModelRequestError && (error.failure === 'timeout' || error.failure === 'connection')) state.unreachable = error.message;
      return { error };
    }
  }
}

type RunState = { runId: string; unreachable: string | null };

/** Runs the active phases in order: `new PhaseRunner(options).run(phases, facts)`. */
export function runPhases(phases: readonly AiPhase[], facts: Facts, options: PhaseRunOptions = {}): Promise<PhaseRun> {
  return new PhaseRunner(options).run(phases, facts);
}
