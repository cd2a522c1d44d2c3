import { newPhaseDefaults, PHASE_VALIDATION_TEXTS, requiredPlaceholderOf, validatePhase, type NewAiPhase } from './ai-phase.js';
import { DOCUMENT_PROSE_PHASE } from './document-prose.js';
import { CUSTOM_PHASE_USED_FOR, placeholdersOfPhase, PRODUCT_PHASES, usedForOf } from './product-phases.js';
import { BUILT_IN_PHASE_IDS, BUILT_IN_PHASES, builtInPhaseIdOf } from './built-in-phases.js';
import { placeholdersOf, renderPrompt } from './render-prompt.js';

function phase(overrides: Partial<NewAiPhase> = {}): NewAiPhase {
  return { ...newPhaseDefaults(3), name: 'Risk notes', description: 'Flags risky changes.', ...overrides };
}

describe('new phase defaults (spec §5)', () => {
  it('puts the phase last, active and custom, with the default prompts and limits', () => {
    expect(newPhaseDefaults(6)).toEqual({
      name: '',
      description: '',
      order: 7,
      systemPrompt: 'You are an AI assistant that analyzes code commits.',
      userPromptTemplate: 'Analyze the following commits:\n\n{commits}',
      maxTokens: 1000,
      temperature: 0.7,
      isActive: true,
      isCustom: true,
    });
    expect(newPhaseDefaults(0).order).toBe(1);
  });
});

describe('validatePhase', () => {
  it('accepts a complete phase', () => {
    expect(validatePhase(phase())).toEqual([]);
  });

  it("asks for the name and the description with the spec's sentence, once", () => {
    expect(validatePhase(phase({ name: '  ', description: '' }))).toEqual(['Please fill in all required fields']);
    expect(validatePhase(newPhaseDefaults(0))).toEqual([PHASE_VALIDATION_TEXTS.requiredFields]);
  });

  it.each([0, 0.1, 0.7, 1.3, 2])('accepts temperature %p', (temperature) => {
    expect(validatePhase(phase({ temperature }))).toEqual([]);
  });

  it.each([-0.1, 2.1, 0.75, Number.NaN, 1e-320, 5e-324, 1e-12, -1e-300])('refuses temperature %p', (temperature) => {
    expect(validatePhase(phase({ temperature }))).toEqual(['Temperature must be between 0 and 2, in steps of 0.1.']);
  });

  it.each([0, -5, 10.5])('refuses max tokens %p', (maxTokens) => {
    expect(validatePhase(phase({ maxTokens }))).toEqual(['Max tokens must be a whole number greater than 0.']);
  });

  it('wants the {commits} placeholder in the user prompt and a whole order', () => {
    expect(validatePhase(phase({ userPromptTemplate: 'Analyze these.', order: 1.5 }))).toEqual([
      'Order must be a whole number greater than 0.',
      'The user prompt template must contain the {commits} placeholder.',
    ]);
  });

  it('checks only the fields an update sends when asked to', () => {
    expect(validatePhase({ temperature: 1.2 }, { partial: true })).toEqual([]);
    expect(validatePhase({ name: '' }, { partial: true })).toEqual(['Please fill in all required fields']);
    expect(validatePhase({ temperature: 3 })).toEqual(['Please fill in all required fields', 'Temperature must be between 0 and 2, in steps of 0.1.', 'Max tokens must be a whole number greater than 0.']);
  });
});

describe('built-in phases', () => {
  it('are the six built-in tasks, in order, built-in and valid', () => {
    expect(BUILT_IN_PHASES.map((builtIn) => builtIn.id)).toEqual([...BUILT_IN_PHASE_IDS]);
    expect(BUILT_IN_PHASES.map((builtIn) => builtIn.order)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const builtIn of BUILT_IN_PHASES) {
      expect(builtIn.isCustom).toBe(false);
      expect(builtIn.isActive).toBe(true);
      expect(validatePhase(builtIn)).toEqual([]);
      expect(builtInPhaseIdOf(builtIn)).toBe(builtIn.id);
    }
  });

  it('tell the model to stay with the facts, and give it what each task needs', () => {
    for (const builtIn of BUILT_IN_PHASES) expect(builtIn.systemPrompt).toMatch(/Never invent/);
    const placeholders = Object.fromEntries(BUILT_IN_PHASES.map((builtIn) => [builtIn.id, placeholdersOf(builtIn.userPromptTemplate)]));
    expect(placeholders.headline).toEqual(['repository', 'tone', 'items', 'commits']);
    expect(placeholders.social).toEqual(['repository', 'tone', 'link', 'linkLength', 'headline', 'items', 'commits']);
    expect(placeholders.changelog).toEqual(['repository', 'version', 'releaseHeading', 'items', 'commits']);
  });

  it('are found by id only when not custom', () => {
    expect(builtInPhaseIdOf({ id: 'headline', isCustom: true })).toBeNull();
    expect(builtInPhaseIdOf({ id: 'risk-notes', isCustom: false })).toBeNull();
  });
});

describe('renderPrompt', () => {
  it('fills the placeholders it has values for and leaves the others', () => {
    expect(renderPrompt('Commits of {repository}:\n{commits}\nAnswer as {"sha": "…"} in {language}.', { repository: 'acme/widgets', commits: '- a1b2c3d add export' })).toBe(
      'Commits of acme/widgets:\n- a1b2c3d add export\nAnswer as {"sha": "…"} in {language}.',
    );
  });

  it('fills every occurrence, numbers too, and writes {{name}} as a literal placeholder', () => {
    expect(renderPrompt('{n} and {n}; keep {{commits}}', { n: 3, commits: 'x' })).toBe('3 and 3; keep {commits}');
  });

  it('does not read values from the object prototype', () => {
    expect(renderPrompt('{toString}', {})).toBe('{toString}');
  });
});

describe('the required placeholder of each phase', () => {
  it('is {facts} for document prose and {commits} for every other phase, a new custom one included', () => {
    expect(requiredPlaceholderOf('document-prose')).toBe('{facts}');
    for (const id of ['headline', 'summarize', 'social', 'classify', 'a1b2c3d4-custom', null, undefined]) expect(requiredPlaceholderOf(id)).toBe('{commits}');
  });

  it.each(['summarize', 'headline', 'social'])('refuses a %s prompt without {commits}', (phaseId) => {
    expect(validatePhase({ userPromptTemplate: 'Write it from {facts}.' }, { partial: true, phaseId })).toEqual([PHASE_VALIDATION_TEXTS.commitsPlaceholder]);
    expect(validatePhase({ userPromptTemplate: 'Write it from {commits}.' }, { partial: true, phaseId })).toEqual([]);
  });

  it('refuses a document-prose prompt without {facts}, and accepts one without {commits}', () => {
    expect(validatePhase({ userPromptTemplate: 'Write about {commits}.' }, { partial: true, phaseId: 'document-prose' })).toEqual([
      'The user prompt template must contain the {facts} placeholder.',
    ]);
    expect(validatePhase(DOCUMENT_PROSE_PHASE, { phaseId: 'document-prose' })).toEqual([]);
    expect(validatePhase(DOCUMENT_PROSE_PHASE)).toEqual([PHASE_VALIDATION_TEXTS.commitsPlaceholder]);
  });
});

describe('the phases the product stores', () => {
  it('are summary, headline, social and document prose, in order, each saying what it writes', () => {
    expect(PRODUCT_PHASES.map((phase) => [phase.id, phase.order])).toEqual([
      ['summarize', 1],
      ['headline', 2],
      ['social', 3],
      ['document-prose', 4],
    ]);
    expect(usedForOf({ id: 'headline', isCustom: false })).toBe('the headline of every changelog entry (pushes and analyses)');
    expect(usedForOf({ id: 'classify', isCustom: false })).toBe(CUSTOM_PHASE_USED_FOR);
    expect(usedForOf({ id: 'headline', isCustom: true })).toBe('tried in the Testing tab; not part of entries or documents');
    for (const phase of PRODUCT_PHASES) {
      expect(phase.usedFor).toBe(usedForOf(phase));
      expect(validatePhase(phase, { phaseId: phase.id })).toEqual([]);
      const { placeholders, requiredPlaceholder } = placeholdersOfPhase(phase.id);
      expect(placeholders).toEqual(expect.arrayContaining(placeholdersOf(phase.userPromptTemplate)));
      expect(phase.userPromptTemplate).toContain(requiredPlaceholder);
    }
  });
});
