import { OpenAiCompatibleProvider } from '@chronicle/ai-phases';
import { reply, startOpenAiTestServer, type OpenAiTestServer } from '@chronicle/openai-test-server';
import { countTokens, type Snapshot } from '@chronicle/snapshot';
import { makeFile, makeSnapshot, makeSymbol, makeCode } from '@chronicle/snapshot/testing';
import { CodeIndexAgent } from '../agents/code-index/code-index.agent.js';
import { writeDocument } from '../generate/write-document.js';
import { createAgentRegistry, type RegisteredAgent } from '../registry/agent-registry.js';
import { DEFAULT_CONTEXT_TOKENS, modelBudget, type ModelSettings } from './model-settings.js';

describe('model mode: a model writes the prose, the gate decides', () => {
  let server: OpenAiTestServer;
  let agent: RegisteredAgent;
  const snapshot = repository(3);

  beforeAll(async () => {
    server = await startOpenAiTestServer();
    const { registry } = await createAgentRegistry({ builtIns: [CodeIndexAgent] });
    agent = registry.forDocType('code_index')!;
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  function model(contextTokens = DEFAULT_CONTEXT_TOKENS): ModelSettings {
    return { provider: new OpenAiCompatibleProvider({ baseUrl: server.url, model: 'chronicle-test-model', maxRetries: 0, timeoutMs: 60_000 }), contextTokens };
  }

  function answer(overview: string, sections: Record<string, string> = {}): string {
    return JSON.stringify({ overview, sections });
  }

  it('puts the model\'s overview and explanations in the document when they pass the gate, with the tokens the server reported', async () => {
    server.respondWith(
      reply.text(`Here it is:\n${answer('This index lists every source file of acme/widgets; start with src/index.ts, which calls createApp().', { Languages: 'The languages table totals the files by language.' })}`, { promptTokens: 900, completionTokens: 120 }),
    );
    const { document, report } = await writeDocument(agent, snapshot, { model: model() });

    expect(report.refused).toBe(false);
    expect(document.engine).toBe('model');
    expect(document.model).toBe('chronicle-test-model');
    expect(document.fallback).toBeNull();
    expect(document.tokensUsed).toBe(1020);
    expect(document.tokensEstimated).toBe(false);
    // Bare names are put in code spans, so the gate checked them.
    expect(document.content).toContain('start with `src/index.ts`, which calls `createApp()`.');
    expect(document.content).toMatch(/## Languages\n\nThe languages table totals the files by language\.\n/);
    // Kept because it scores at least as well as the built-in text (a counts-only Languages section costs both some substance).
    const builtIn = await writeDocument(agent, snapshot);
    expect(document.qualityScore).toBeGreaterThanOrEqual(builtIn.document.qualityScore);
    expect(document.qualityScore).toBeGreaterThanOrEqual(90);

    const request = server.requests[0]!.body as { messages: { role: string; content: string }[]; tools?: unknown };
    expect(request.tools).toBeUndefined();
    expect(request.messages[1]!.content).toContain('src/router.ts');
  });

  it('keeps the built-in text when the model names a file the repository does not have, and says why', async () => {
    server.respondWith(reply.text(answer('The entry point is src/ghost.ts and the router lives in `lib/phantom.ts`.'), { promptTokens: 800, completionTokens: 40 }));
    const builtIn = await writeDocument(agent, snapshot);
    const { document, report } = await writeDocument(agent, snapshot, { model: model() });

    expect(document.engine).toBe('built-in');
    expect(document.content).toBe(builtIn.document.content);
    expect(report.refused).toBe(false);
    expect(document.fallback).toMatch(/did not pass the gate/);
    expect(document.fallback).toContain('src/ghost.ts');
    expect(document.tokensUsed).toBe(840);
  });

  it('keeps the built-in text when the answer is not JSON or the server fails, and counts only what was spent', async () => {
    server.respondWith(reply.text('Sure! This project is great.', { promptTokens: 500, completionTokens: 7 }), reply.error(400, { message: 'context length exceeded' }));
    const notJson = await writeDocument(agent, snapshot, { model: model() });
    expect(notJson.document.engine).toBe('built-in');
    expect(notJson.document.fallback).toBe('the model did not answer with a JSON object.');
    expect(notJson.document.tokensUsed).toBe(507);

    const failed = await writeDocument(agent, snapshot, { model: model() });
    expect(failed.document.engine).toBe('built-in');
    expect(failed.document.fallback).toMatch(/^the model server could not be used: .*400/);
    expect(failed.document.tokensUsed).toBe(0);
  });

  it('labels the tokens estimated when the server reports no usage', async () => {
    server.respondWith(reply.text(answer('This index lists the source files of acme/widgets.'), null));
    const { document } = await writeDocument(agent, snapshot, { model: model() });
    expect(document.engine).toBe('model');
    expect(document.tokensEstimated).toBe(true);
    expect(document.tokensUsed).toBeGreaterThan(0);
  });

  it('cuts the facts pack to its share of the model\'s context and asks for an answer that fits', async () => {
    const large = repository(400);
    const contextTokens = 4096;
    const budget = modelBudget(contextTokens);
    server.respondWith(reply.text(answer('This index lists the source files of acme/widgets.')));
    await writeDocument(agent, large, { model: model(contextTokens) });

    const request = server.requests[0]!.body as { messages: { content: string }[]; max_tokens: number };
    const facts = request.messages[1]!.content.split('Facts:\n')[1]!;
    expect(countTokens(facts)).toBeLessThanOrEqual(budget.factsTokens);
    expect(countTokens(facts)).toBeGreaterThan(budget.factsTokens / 2);
    expect(request.max_tokens).toBe(budget.answerTokens);
    expect(countTokens(request.messages.map((message) => message.content).join('\n')) + request.max_tokens).toBeLessThanOrEqual(contextTokens);
  });
});

/** A repository of `count` TypeScript files under `src/`. */
function repository(count: number): Snapshot {
  const files = [
    makeFile({ path: 'src/index.ts', code: makeCode({ symbols: [makeSymbol({ name: 'createApp' })] }) }),
    makeFile({ path: 'src/router.ts', code: makeCode({ symbols: [makeSymbol({ name: 'Router', kind: 'class' })] }) }),
    ...Array.from({ length: Math.max(0, count - 2) }, (_, index) => makeFile({ path: `src/features/feature-${String(index).padStart(3, '0')}.ts` })),
  ];
  return makeSnapshot({ files, languages: [{ language: 'TypeScript', type: 'programming', files: files.length, lines: files.length * 10, tokens: files.length * 50 }] });
}
