import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  checkFacts,
  DEFAULT_TONE,
  DOCUMENT_PROSE_PHASE_ID,
  documentProseValues,
  formatCommits,
  OpenAiCompatibleProvider,
  PhaseRunner,
  promptValues,
  renderPrompt,
  type AiPhase,
  type Facts,
  type LlmProvider,
} from '@chronicle/ai-phases';
import { classifyCommit, clusterCommits, type Commit } from '@chronicle/history';
import type { TestPhaseResult } from '@chronicle/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { AiPhasesService } from './ai-phases.service.js';

/** The repository name the test commits are said to belong to. */
const TEST_REPOSITORY = 'sample/test-data';
const TEST_AUTHOR = 'Test data';

export const TEST_PHASE_REASONS = {
  documentProseWithoutModel:
    'Documents are written from a repository snapshot by the agents; the built-in engine has no text for a list of commits. ' +
    'Set OPENAI_BASE_URL to try this phase with a model.',
} as const;

/**
 * The Testing tab (spec §7): runs one stored phase on a few commit messages, with the configured
 * model server or, without one, the built-in engine, and tells what was asked and answered. A
 * switched-off phase is tested as if it were on: testing is how it is tried before switching it on.
 * The model is asked every time (no response cache), so a repeated test shows real tokens and time.
 */
@Injectable()
export class AiPhaseTester {
  private readonly provider: LlmProvider | null;

  constructor(
    private readonly phases: AiPhasesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.provider = config.ai ? new OpenAiCompatibleProvider({ baseUrl: config.ai.baseUrl, apiKey: config.ai.apiKey, model: config.ai.model }) : null;
  }

  async test(phaseId: string, messages: string[]): Promise<TestPhaseResult> {
    const phase = { ...(await this.phases.require(phaseId)), isActive: true };
    const facts = factsOf(messages);
    return !phase.isCustom && phase.id === DOCUMENT_PROSE_PHASE_ID ? this.testDocumentProse(phase, facts) : this.testOnCommits(phase, facts);
  }

  private async testOnCommits(phase: AiPhase, facts: Facts): Promise<TestPhaseResult> {
    const values = promptValues(facts, { tone: DEFAULT_TONE, link: null });
    const run = await new PhaseRunner({ provider: this.provider, tone: DEFAULT_TONE, link: null }).run([phase], facts);
    const result = run.results[0]!;
    const base = this.base(phase, { system: renderPrompt(phase.systemPrompt, values), user: renderPrompt(phase.userPromptTemplate, values) });
    return {
      ...base,
      generatedBy: result.status === 'done' ? result.generatedBy : null,
      model: result.model ?? base.model,
      answer: result.output,
      tokens: { prompt: result.usage.promptTokens, completion: result.usage.completionTokens, total: result.usage.totalTokens },
      durationMs: result.durationMs,
      factCheck: { passed: result.problems.length === 0, problems: result.problems },
      reason: result.reason,
    };
  }

  /** Document prose reads a facts pack: here the commits, written as facts, for a README. */
  private async testDocumentProse(phase: AiPhase, facts: Facts): Promise<TestPhaseResult> {
    const values = documentProseValues({ documentFile: 'README.md', documentTitle: TEST_REPOSITORY, sections: [], facts: `Commits:\n${formatCommits(facts.commits)}` });
    const prompt = { system: renderPrompt(phase.systemPrompt, values), user: renderPrompt(phase.userPromptTemplate, values) };
    const base = this.base(phase, prompt);
    if (!this.provider) return { ...base, reason: TEST_PHASE_REASONS.documentProseWithoutModel };
    const started = performance.now();
    try {
      const answer = await this.provider.complete({ ...prompt, maxTokens: phase.maxTokens, temperature: phase.temperature });
      const check = checkFacts(answer.text, facts);
      return {
        ...base,
        generatedBy: 'model',
        model: answer.model,
        answer: answer.text,
        tokens: { prompt: answer.usage.promptTokens, completion: answer.usage.completionTokens, total: answer.usage.totalTokens },
        durationMs: Math.round(performance.now() - started),
        factCheck: { passed: check.ok, problems: check.problems },
      };
    } catch (error) {
      return { ...base, durationMs: Math.round(performance.now() - started), reason: `The model could not be used: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  private base(phase: AiPhase, prompt: TestPhaseResult['prompt']): TestPhaseResult {
    return {
      phaseId: phase.id,
      generatedBy: null,
      engine: this.provider ? 'model-server' : 'built-in',
      model: this.provider ? (this.config.ai?.model ?? null) : null,
      prompt,
      answer: null,
      tokens: { prompt: 0, completion: 0, total: 0 },
      durationMs: 0,
      factCheck: { passed: true, problems: [] },
      reason: null,
    };
  }
}

/**
 * The commit messages as classified commits and their changelog items. A commit's SHA is the SHA-1
 * of its position and message (it has no git object), its author "Test data", its date now.
 */
export function factsOf(messages: readonly string[]): Facts {
  const now = new Date().toISOString();
  const commits = messages.map((message, index): Commit => {
    const [subject = '', ...body] = message.trim().split('\n');
    return {
      sha: createHash('sha1').update(`${index}\n${message}`).digest('hex'),
      parents: [],
      authorName: TEST_AUTHOR,
      authorEmail: '',
      authorDate: now,
      committerDate: now,
      subject: subject.trim(),
      body: body.join('\n').trim(),
      files: [],
    };
  });
  const classified = commits.map(classifyCommit);
  return { repository: TEST_REPOSITORY, commits: classified, items: clusterCommits(classified, 'minimal') };
}
