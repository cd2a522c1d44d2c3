import { DOCUMENT_PROSE_PHASE } from '@chronicle/ai-phases';
import { documentModelOf, type PlainModelSettings } from './model-settings.js';

describe('documentModelOf', () => {
  const server: PlainModelSettings = { baseUrl: 'http://127.0.0.1:9/v1', apiKey: null, model: 'chronicle-test-model', contextTokens: 16_384 };
  const prose = { ...DOCUMENT_PROSE_PHASE };

  it('without a model server, or with document prose switched off, leaves the documents to the built-in engine', () => {
    expect(documentModelOf(null)).toEqual({ model: undefined, engine: 'built-in' });
    expect(documentModelOf({ ...server, prose: { ...prose, isActive: false } })).toEqual({ model: undefined, engine: 'built-in' });
  });

  it('with the default prompt keeps the label the CLI writes, and hands the prompt to the agents', () => {
    const stored = documentModelOf({ ...server, prose });
    const defaults = documentModelOf(server);
    expect(stored.engine).toBe(defaults.engine);
    expect(stored.engine).toBe('model:openai-compatible:chronicle-test-model@127.0.0.1:9');
    expect(stored.model?.prompt).toEqual({ systemPrompt: prose.systemPrompt, userPromptTemplate: prose.userPromptTemplate, maxTokens: 2048, temperature: 0.2 });
  });

  it('changes the label when the prompt, max tokens or temperature change, so the documents are written again', () => {
    const labels = [
      documentModelOf({ ...server, prose }).engine,
      documentModelOf({ ...server, prose: { ...prose, userPromptTemplate: `${prose.userPromptTemplate}\nMention the word MARMALADE.` } }).engine,
      documentModelOf({ ...server, prose: { ...prose, systemPrompt: 'Be brief.' } }).engine,
      documentModelOf({ ...server, prose: { ...prose, maxTokens: 1000 } }).engine,
      documentModelOf({ ...server, prose: { ...prose, temperature: 0.7 } }).engine,
    ];
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels[1]).toMatch(/^model:openai-compatible:chronicle-test-model@127\.0\.0\.1:9:prompt-[0-9a-f]{12}$/);
    expect(documentModelOf({ ...server, prose: { ...prose, temperature: 0.7 } }).engine).toBe(labels[4]);
  });
});
