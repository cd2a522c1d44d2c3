import { reply, startOpenAiTestServer, type OpenAiTestServer } from '@chronicle/openai-test-server';
import { BuiltInEngine } from '../built-in/built-in-engine.js';
import type { Tone } from '../facts/facts.js';
import { BUILT_IN_PHASES } from '../phases/built-in-phases.js';
import { OpenAiCompatibleProvider, type OpenAiCompatibleProviderOptions } from '../providers/openai-compatible.provider.js';
import { LruResponseCache } from '../providers/response-cache.js';
import { factsOf } from '../testing/factories.js';
import { TokenLedger } from '../token-ledger.js';
import { writePushEntry, type PushEntryInput } from './write-push-entry.js';

// Longer than the test's own timeout (jest.preset.mjs): an answer that never comes while the test runs.
const NEVER_MS = 600_000;
const LINK = 'https://github.com/acme/widgets/compare/1111111...2222222';
const pushFacts = factsOf([
  { subject: 'feat(export): add CSV export for reports (#12)', files: ['src/export/csv.ts'] },
  { subject: 'fix(upload): handle empty files without crashing (#15)', author: 'Ben Ortiz', email: 'ben@example.org', files: ['src/upload.ts'] },
  { subject: 'ci: run the tests on Node 22', noise: 'ci-only', files: ['.github/workflows/ci.yml'] },
]);
const input = (tone: Tone = 'professional'): PushEntryInput => ({ repository: 'acme/widgets', items: pushFacts.items, commits: pushFacts.commits, link: LINK, tone });
const engine = new BuiltInEngine();
const builtIn = (tone: Tone = 'professional') => ({
  headline: engine.headline(pushFacts, tone),
  summary: engine.summary(pushFacts, tone),
  socialText: engine.social(pushFacts, tone, LINK),
});

// The built-in phases run in their order: summarize (3), headline (4), social (5).
const SUMMARY = 'This push adds CSV export for reports (#12) and stops empty uploads from crashing (#15).';
const HEADLINE = 'CSV export for reports, and empty uploads no longer crash';
const SOCIAL = `acme/widgets can now export reports as CSV, and empty uploads no longer crash. ${LINK}`;
const usage = { promptTokens: 400, completionTokens: 20 };

describe('writePushEntry', () => {
  let server: OpenAiTestServer;
  const provider = (options: Partial<OpenAiCompatibleProviderOptions> = {}) =>
    new OpenAiCompatibleProvider({ baseUrl: server.url, apiKey: 'sk-test', model: 'chronicle-test-model', timeoutMs: 60_000, maxRetries: 0, ...options });

  beforeAll(async () => {
    server = await startOpenAiTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it('writes the entry with the built-in engine when no model server is configured', async () => {
    const entry = await writePushEntry(input());

    expect(entry).toMatchObject({
      ...builtIn(),
      generatedBy: 'built-in',
      fields: { headline: 'built-in', summary: 'built-in', socialText: 'built-in' },
      fallbacks: [],
      usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0, calls: 0, cachedCalls: 0 },
    });
    expect(entry.headline).toBe('Add CSV export for reports, plus a fix');
    expect(entry.socialText.endsWith(LINK)).toBe(true);
  });

  it("uses the model's texts over HTTP, records their usage, and answers a repeat from the cache", async () => {
    const ledger = new TokenLedger();
    const cached = provider({ cache: new LruResponseCache() });
    server.respondWith(reply.text(SUMMARY, usage), reply.text(HEADLINE, usage), reply.text(SOCIAL, usage));

    const entry = await writePushEntry(input(), { provider: cached, ledger, runId: 'push-1' });

    expect(entry).toMatchObject({
      headline: HEADLINE,
      summary: SUMMARY,
      socialText: SOCIAL,
      generatedBy: 'model',
      fields: { headline: 'model', summary: 'model', socialText: 'model' },
      fallbacks: [],
      usage: { promptTokens: 1200, completionTokens: 60, totalTokens: 1260, calls: 3, cachedCalls: 0 },
    });
    expect(server.requests).toHaveLength(3);
    expect(server.requests.map((request) => (request.body as { messages: Array<{ content: string }> }).messages[1]!.content.split('\n')[0])).toEqual([
      expect.stringMatching(/^Write the summary of this push to acme\/widgets in a professional tone/),
      expect.stringMatching(/^Write the headline of this push to acme\/widgets in a professional tone/),
      expect.stringMatching(/^Write a post announcing this push to acme\/widgets in a professional tone/),
    ]);
    expect(ledger.totals({ runId: 'push-1' })).toMatchObject({ totalTokens: 1260, calls: 3 });

    const again = await writePushEntry(input(), { provider: cached, ledger, runId: 'push-2' });
    expect(again).toMatchObject({ headline: HEADLINE, summary: SUMMARY, socialText: SOCIAL, usage: { totalTokens: 0, calls: 3, cachedCalls: 3 } });
    expect(server.requests).toHaveLength(3);
    expect(ledger.totals({ runId: 'push-2' })).toMatchObject({ totalTokens: 0, savedTokens: 1260 });
  });

  it('falls back to the built-in texts when the model server times out, without waiting for it three times', async () => {
    // The answer would come long after the test's own timeout: only giving up lets the entry be written.
    server.respondWith(reply.delay(NEVER_MS, reply.text(SUMMARY)));

    const entry = await writePushEntry(input(), { provider: provider({ timeoutMs: 150 }) });

    expect(entry).toMatchObject({ ...builtIn(), generatedBy: 'built-in' });
    expect(server.requests).toHaveLength(1);
    expect(entry.fallbacks.map((fallback) => [fallback.field, fallback.reason])).toEqual([
      ['headline', expect.stringMatching(/^The model server was not asked again: The model server at 127\.0\.0\.1:\d+ did not answer within 150 ms\.$/)],
      ['summary', expect.stringMatching(/^The model could not be used: The model server at 127\.0\.0\.1:\d+ did not answer within 150 ms\.$/)],
      ['socialText', expect.stringMatching(/^The model server was not asked again/)],
    ]);
  });

  it('replaces a malformed answer with the built-in text and keeps the good ones', async () => {
    server.respondWith(reply.malformed('missing-choices'), reply.text(HEADLINE), reply.text(SOCIAL));
    const entry = await writePushEntry(input(), { provider: provider() });

    expect(entry).toMatchObject({ headline: HEADLINE, summary: builtIn().summary, socialText: SOCIAL, generatedBy: 'model' });
    expect(entry.fields).toEqual({ headline: 'model', summary: 'built-in', socialText: 'model' });
    expect(entry.fallbacks).toEqual([{ field: 'summary', reason: expect.stringMatching(/answered without choices\.$/), problems: [] }]);
  });

  it('retries a 429 and then uses the answer', async () => {
    server.respondWith(reply.error(429, { retryAfterMs: 10 }), reply.text(SUMMARY), reply.text(HEADLINE), reply.text(SOCIAL));
    const entry = await writePushEntry(input(), { provider: provider({ maxRetries: 2 }) });

    expect(entry).toMatchObject({ summary: SUMMARY, headline: HEADLINE, socialText: SOCIAL, fallbacks: [] });
    expect(server.requests).toHaveLength(4);
  });

  it('replaces a text that fails the fact check, and says what it invented', async () => {
    server.respondWith(
      reply.text('This push adds CSV export for reports (#12), 40% faster uploads and fixes #99.'),
      reply.text('CSV export lands in v2.0.0'),
      reply.text(`Thanks @mallory for the PostgreSQL exporter! ${LINK}`, undefined),
    );
    const entry = await writePushEntry(input(), { provider: provider() });

    expect(entry).toMatchObject({ ...builtIn(), generatedBy: 'built-in' });
    expect(Object.fromEntries(entry.fallbacks.map((fallback) => [fallback.field, fallback.problems]))).toEqual({
      summary: ['Mentions #99, which no commit or item references.', 'States the number 40%, which does not come from the commits.'],
      headline: ['Mentions version v2.0.0, which is not a known version or in the commits.'],
      socialText: ['Mentions @mallory, who is not among the commit authors.', 'Names "PostgreSQL", which appears nowhere in the commits, items or authors.'],
    });
  });

  it('refuses a model answer holding HTML or a javascript: link, and keeps the built-in text with the reason', async () => {
    const hostile = "Adds <img src=x onerror=…> [x](javascript:alert('model')) support";
    server.respondWith(reply.text(hostile), reply.text(hostile), reply.text(hostile));
    const entry = await writePushEntry(input(), { provider: provider() });

    expect(entry).toMatchObject({ ...builtIn(), generatedBy: 'built-in', fields: { headline: 'built-in', summary: 'built-in', socialText: 'built-in' } });
    for (const text of [entry.headline, entry.summary, entry.socialText]) expect(text).not.toMatch(/<img|javascript:/);
    expect(entry.fallbacks.map((fallback) => fallback.field).sort()).toEqual(['headline', 'socialText', 'summary']);
    for (const fallback of entry.fallbacks) {
      expect(fallback.problems).toEqual(expect.arrayContaining(['Holds the HTML <img…; a text for people is plain text.', "Links to javascript:alert('model', whose scheme is not http(s)."]));
    }
  }, 60_000);

  it('enforces the limits: 80-character headline, 1 to 3 sentences, 280 characters with the link counted in full', async () => {
    const longSocial = `${'CSV export for reports and sturdier uploads. '.repeat(6).trim()} ${LINK}`;
    server.respondWith(
      reply.text('Adds CSV export. Fixes uploads. Runs CI on Node 22. Thanks Ana. Thanks Ben.'),
      reply.text('Add CSV export for reports and handle empty files without crashing in the upload code'),
      reply.text(longSocial),
    );
    const entry = await writePushEntry(input(), { provider: provider() });

    expect(entry).toMatchObject({ ...builtIn(), generatedBy: 'built-in' });
    expect(entry.fallbacks.map((fallback) => fallback.reason)).toEqual([
      'The headline has 85 characters; the limit is 80. The built-in text is used instead.',
      'The summary has 5 sentences; it should have 1 to 3. The built-in text is used instead.',
      `The social snippet has ${longSocial.length} characters with its link; the limit is 280. The built-in text is used instead.`,
    ]);
  });

  it('accepts a snippet of exactly 280 characters with its link, and adds the link when the model left it out', async () => {
    const words = 'CSV export for reports and sturdier uploads are out now.';
    const exact = `${words}${' and more'.repeat(40)}`.slice(0, 280 - LINK.length - 1);
    server.respondWith(reply.text(SUMMARY), reply.text(HEADLINE), reply.text(`${exact} ${LINK}`));
    const first = await writePushEntry(input(), { provider: provider() });
    expect(first.socialText).toHaveLength(280);
    expect(first.fields.socialText).toBe('model');

    server.respondWith(reply.text(SUMMARY), reply.text(HEADLINE), reply.text('CSV export for reports is out.'));
    const second = await writePushEntry(input(), { provider: provider() });
    expect(second.socialText).toBe(`CSV export for reports is out. ${LINK}`);
  });

  it('asks for the playful tone, allows it one emoji, and refuses emoji in the professional tone', async () => {
    server.respondWith(reply.text(SUMMARY), reply.text(`🎉 ${HEADLINE}`), reply.text(`🎉🎉 ${SOCIAL}`));
    const playful = await writePushEntry(input('playful'), { provider: provider() });

    expect(String((server.requests[1]!.body as { messages: Array<{ content: string }> }).messages[1]!.content)).toContain('in a playful tone');
    expect(playful.headline).toBe(`🎉 ${HEADLINE}`);
    expect(playful.socialText).toBe(builtIn('playful').socialText);
    expect(playful.fallbacks.map((fallback) => fallback.reason)).toEqual(['The playful tone allows one emoji at most. The built-in text is used instead.']);

    server.reset();
    server.respondWith(reply.text(SUMMARY), reply.text(`🎉 ${HEADLINE}`), reply.text(SOCIAL));
    const professional = await writePushEntry(input('professional'), { provider: provider() });
    expect(professional.headline).toBe(builtIn('professional').headline);
    expect(professional.fallbacks.map((fallback) => fallback.reason)).toEqual(['The professional tone uses no emoji. The built-in text is used instead.']);
  });

  it('writes the built-in playful texts without a model, one emoji in the headline and snippet', async () => {
    const entry = await writePushEntry(input('playful'));
    expect(entry).toMatchObject(builtIn('playful'));
    expect(entry.headline).toBe('✨ Add CSV export for reports, plus a squashed bug');
    expect(entry.summary).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('skips a switched-off phase: that text is built-in and the model is not asked for it', async () => {
    const phases = BUILT_IN_PHASES.map((phase) => (phase.id === 'headline' ? { ...phase, isActive: false } : phase));
    server.respondWith(reply.text(SUMMARY), reply.text(SOCIAL));
    const entry = await writePushEntry(input(), { provider: provider(), phases });

    expect(server.requests).toHaveLength(2);
    expect(entry).toMatchObject({ headline: builtIn().headline, summary: SUMMARY, socialText: SOCIAL });
    expect(entry.fallbacks).toEqual([{ field: 'headline', reason: 'The phase is switched off.', problems: [] }]);
  });

  it('tidies what models wrap answers in: labels, quotes, a trailing period', async () => {
    server.respondWith(reply.text(`Summary: "${SUMMARY}"`), reply.text(`**Headline:** "${HEADLINE}."`), reply.text(`"${SOCIAL}"`));
    const entry = await writePushEntry(input(), { provider: provider() });
    expect(entry).toMatchObject({ summary: SUMMARY, headline: HEADLINE, socialText: SOCIAL });
  });
});
