import { BuiltInEngine } from '../built-in/built-in-engine.js';
import { newPhaseDefaults, type AiPhase } from '../phases/ai-phase.js';
import { BUILT_IN_PHASES } from '../phases/built-in-phases.js';
import type { LlmProvider, LlmRequest, LlmResponse } from '../providers/llm-provider.js';
import { ModelAnswerError, ModelRequestError } from '../providers/model-errors.js';
import { factsOf } from '../testing/factories.js';
import { TokenLedger } from '../token-ledger.js';
import { countSentences, limitProblem, tidyAnswer } from './answer-rules.js';
import { PHASE_REASONS, PhaseRunner, runPhases } from './phase-runner.js';

const LINK = 'https://github.com/acme/widgets/compare/1111111...2222222';
const facts = factsOf(
  [
    { subject: 'feat(export): add CSV export for reports (#12)', files: ['src/export/csv.ts'] },
    { subject: 'fix(upload): handle empty files without crashing (#15)', files: ['src/upload.ts'] },
  ],
  { link: LINK },
);
const engine = new BuiltInEngine();
const riskPhase: AiPhase = { ...newPhaseDefaults(6), id: 'risk', name: 'Risk notes', description: 'Flags risky changes.' };
const byId = (id: string) => BUILT_IN_PHASES.find((phase) => phase.id === id)!;

/** A provider that answers per phase, recognised by a phrase of its user prompt. */
class ScriptedProvider implements LlmProvider {
  readonly name = 'scripted';
  readonly requests: LlmRequest[] = [];
  constructor(private readonly answer: (request: LlmRequest) => string | Error) {}
  async complete(request: LlmRequest): Promise<LlmResponse> {
    this.requests.push(request);
    const answer = this.answer(request);
    if (answer instanceof Error) throw answer;
    return { text: answer, usage: { promptTokens: 100, completionTokens: 10, totalTokens: 110 }, model: 'scripted-1', cached: false };
  }
}

describe('PhaseRunner without a model server', () => {
  it('runs the built-in phases with the built-in engine, in order, and skips custom and inactive ones with a reason', async () => {
    const phases = [riskPhase, ...BUILT_IN_PHASES].map((phase) => (phase.id === 'cluster' ? { ...phase, isActive: false } : phase)).reverse();

    const run = await runPhases(phases, facts, { tone: 'professional' });

    expect(run.results.map((result) => [result.phaseId, result.status, result.generatedBy])).toEqual([
      ['classify', 'done', 'built-in'],
      ['cluster', 'skipped', null],
      ['summarize', 'done', 'built-in'],
      ['headline', 'done', 'built-in'],
      ['social', 'done', 'built-in'],
      ['changelog', 'done', 'built-in'],
      ['risk', 'skipped', null],
    ]);
    expect(run.results[1]!.reason).toBe('The phase is switched off.');
    expect(run.results[6]!.reason).toBe(PHASE_REASONS.customWithoutModel);
    expect(run.results[6]!.reason).toMatch(/no deterministic implementation/);
    expect(run.results[3]!.output).toBe(engine.headline(facts, 'professional'));
    expect(run.results[4]!.output).toBe(engine.social(facts, 'professional', LINK));
    expect(run.usage).toEqual({ promptTokens: 0, completionTokens: 0, totalTokens: 0 });
    expect(run.calls).toBe(0);
    for (const result of run.results) expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });
});

describe('PhaseRunner with a model', () => {
  it("uses the model's answers that pass the checks, records usage per phase, and hands the headline to later phases", async () => {
    const provider = new ScriptedProvider((request) => {
      if (request.user.includes('Write the headline')) return '"Add CSV export for reports."';
      if (request.user.includes('Write a post')) return `CSV export for reports is here, and empty uploads no longer crash. ${LINK}`;
      if (request.user.includes('Flag')) return 'No risky changes: a1b2c3d is not among them.';
      return 'Unused.';
    });
    const ledger = new TokenLedger();
    const customPhase = { ...riskPhase, userPromptTemplate: 'Flag risky commits:\n{commits}' };

    const run = await new PhaseRunner({ provider, ledger, runId: 'run-1', tone: 'professional' }).run([byId('headline'), byId('social'), customPhase], facts);

    const [headline, social, custom] = run.results;
    expect(headline).toMatchObject({ status: 'done', generatedBy: 'model', output: 'Add CSV export for reports', model: 'scripted-1', reason: null });
    expect(headline!.usage).toEqual({ promptTokens: 100, completionTokens: 10, totalTokens: 110 });
    expect(social).toMatchObject({ generatedBy: 'model', output: `CSV export for reports is here, and empty uploads no longer crash. ${LINK}` });
    expect(provider.requests[1]!.user).toContain('Headline of the entry: Add CSV export for reports');
    expect(provider.requests[1]!.user).toContain(`End it with this link, unchanged: ${LINK}`);
    expect(provider.requests[1]!.user).toContain(`the link alone takes ${LINK.length}`);
    expect(custom).toMatchObject({ status: 'failed', generatedBy: 'model', reason: PHASE_REASONS.customFactCheck });
    expect(custom!.problems).toEqual(['Mentions commit a1b2c3d, which is not among the commits.']);
    expect(run).toMatchObject({ runId: 'run-1', calls: 3, usage: { totalTokens: 330 } });
    expect(ledger.byPhase('run-1')).toMatchObject({ headline: { totalTokens: 110 }, social: { totalTokens: 110 }, risk: { totalTokens: 110 } });
  });

  it('renders the prompts with the phase settings', async () => {
    const provider = new ScriptedProvider(() => 'Add CSV export for reports');
    await runPhases([{ ...byId('headline'), maxTokens: 42, temperature: 0.3 }], facts, { provider, tone: 'playful' });
    const [request] = provider.requests;
    expect(request).toMatchObject({ maxTokens: 42, temperature: 0.3 });
    expect(request!.user).toContain('Write the headline of this push to acme/widgets in a playful tone.');
    expect(request!.user).toContain(`- ${facts.commits[0]!.commit.sha.slice(0, 7)} feat(export): add CSV export for reports (#12) (by Ana Lima; section Added; files: src/export/csv.ts)`);
    expect(request!.user).not.toMatch(/\{(commits|items|repository|tone)\}/);
  });

  it('replaces an answer that breaks a limit or the facts with the built-in text, saying why', async () => {
    const provider = new ScriptedProvider((request) => {
      if (request.user.includes('Write the headline')) return 'Add CSV export for reports, JSON export for dashboards and many more exciting improvements';
      if (request.user.includes('Write the summary')) return 'This push adds CSV export, 40% faster uploads and ships version 2.0.0.';
      return 'x';
    });
    const run = await runPhases([byId('headline'), byId('summarize')], facts, { provider });
    const [summary, headline] = run.results;

    expect(headline).toMatchObject({
      generatedBy: 'built-in',
      output: engine.headline(facts, 'professional'),
      reason: 'The headline has 90 characters; the limit is 80. The built-in text is used instead.',
    });
    expect(summary).toMatchObject({ generatedBy: 'built-in', output: engine.summary(facts, 'professional'), reason: PHASE_REASONS.factCheck });
    expect(summary!.problems).toEqual([
      'Mentions version 2.0.0, which is not a known version or in the commits.',
      'States the number 40%, which does not come from the commits.',
    ]);
    expect(run.usage.totalTokens).toBe(220);
  });

  it('falls back for a failed call, and stops asking a server that timed out', async () => {
    const provider = new ScriptedProvider((request) =>
      request.user.includes('Classify') ? new ModelAnswerError('The model server at x answered without choices.') : new ModelRequestError('The model server at x did not answer within 100 ms.', 'timeout'),
    );
    const run = await runPhases([byId('classify'), byId('headline'), riskPhase], facts, { provider });

    expect(provider.requests).toHaveLength(2);
    expect(run.results.map((result) => [result.phaseId, result.status, result.generatedBy])).toEqual([
      ['classify', 'done', 'built-in'],
      ['headline', 'done', 'built-in'],
      ['risk', 'failed', null],
    ]);
    expect(run.results[0]!.reason).toBe('The model could not be used: The model server at x answered without choices.');
    expect(run.results[1]!.reason).toBe('The model could not be used: The model server at x did not answer within 100 ms.');
    expect(run.results[2]!.reason).toBe('The model server was not asked again: The model server at x did not answer within 100 ms.');
  });
});

describe('countSentences', () => {
  it.each([
    ['Adds CSV export.', 1],
    ['Adds CSV export. Fixes uploads! Thanks, Ana?', 3],
    ['Adds export in v1.2.3 and e.g. src/app.ts. Done.', 2],
    ['Ships "quoted." Then more.', 2],
    ['', 0],
  ])('%p has %p sentences', (text, count) => {
    expect(countSentences(text)).toBe(count);
  });
});

describe('answer rules', () => {
  const context = { tone: 'professional' as const, link: LINK };

  it('refuses a summary written as a list or heading, and a headline carrying a link', () => {
    expect(limitProblem('summarize', tidyAnswer('summarize', '- Adds CSV export\n- Fixes uploads', context), context)).toBe('The summary is a list or a heading, not sentences.');
    expect(limitProblem('headline', `Add CSV export ${LINK.slice(0, 40)}`, context)).toBe('The headline carries a link.');
  });

  it('keeps the first line of a headline and ends a summary with a full stop', () => {
    expect(tidyAnswer('headline', '\nAdd CSV export\nThis push adds…', context)).toBe('Add CSV export');
    expect(tidyAnswer('summarize', 'This push adds CSV export\nand fixes uploads', context)).toBe('This push adds CSV export and fixes uploads.');
    expect(tidyAnswer('classify', '```\n- a1b2c3d Added\n```', context)).toBe('- a1b2c3d Added');
  });
});
