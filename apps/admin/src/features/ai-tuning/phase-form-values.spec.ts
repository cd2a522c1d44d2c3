import { AI_PHASE_FORM, type AiPhaseView } from '@chronicle/contracts';
import { changedFields, checkPhaseForm, newPhaseValues, phaseValues, temperatureFrom } from './phase-form-values';

const phase: AiPhaseView = {
  id: 'headline',
  name: 'Headline',
  description: 'Writes the headline',
  order: 4,
  systemPrompt: 'You write headlines.',
  userPromptTemplate: 'Commits:\n{commits}',
  maxTokens: 200,
  temperature: 0.3,
  isActive: true,
  isCustom: false,
  usedFor: 'the headline of every changelog entry',
  requiredPlaceholder: '{commits}',
  placeholders: ['{commits}'],
};

describe('newPhaseValues', () => {
  it("holds the spec's defaults, the order after the existing phases", () => {
    expect(newPhaseValues(6)).toEqual({
      name: '',
      description: '',
      order: '7',
      systemPrompt: 'You are an AI assistant that analyzes code commits.',
      userPromptTemplate: 'Analyze the following commits:\n\n{commits}',
      maxTokens: '1000',
      temperature: '0.7',
      isActive: true,
    });
  });
});

describe('checkPhaseForm', () => {
  it('asks for the name and the description', () => {
    expect(checkPhaseForm(newPhaseValues(0))).toEqual({ ok: false, missingRequired: true, fieldErrors: {} });
    expect(checkPhaseForm({ ...newPhaseValues(0), name: 'Tone', description: '   ' })).toMatchObject({ ok: false, missingRequired: true });
  });

  it('gives the body to send, trimmed, with numbers', () => {
    expect(checkPhaseForm({ ...newPhaseValues(2), name: ' Tone ', description: 'Checks the tone' })).toEqual({
      ok: true,
      body: {
        name: 'Tone',
        description: 'Checks the tone',
        order: 3,
        systemPrompt: AI_PHASE_FORM.defaults.systemPrompt,
        userPromptTemplate: AI_PHASE_FORM.defaults.userPromptTemplate,
        maxTokens: 1000,
        temperature: 0.7,
        isActive: true,
      },
    });
  });

  it('refuses a temperature outside 0–2 or between steps of 0.1, and max tokens or order below 1', () => {
    const valid = { ...newPhaseValues(0), name: 'Tone', description: 'Checks the tone' };
    expect(checkPhaseForm({ ...valid, temperature: '2.1' })).toEqual({ ok: false, missingRequired: false, fieldErrors: { temperature: true } });
    expect(checkPhaseForm({ ...valid, temperature: '0.75' })).toMatchObject({ fieldErrors: { temperature: true } });
    expect(checkPhaseForm({ ...valid, temperature: '' })).toMatchObject({ fieldErrors: { temperature: true } });
    expect(checkPhaseForm({ ...valid, maxTokens: '0' })).toMatchObject({ fieldErrors: { maxTokens: true } });
    expect(checkPhaseForm({ ...valid, maxTokens: '12.5' })).toMatchObject({ fieldErrors: { maxTokens: true } });
    expect(checkPhaseForm({ ...valid, order: '' })).toMatchObject({ fieldErrors: { order: true } });
  });
});

describe('temperatureFrom', () => {
  it('takes 0, 2 and every tenth between', () => {
    expect(temperatureFrom('0')).toBe(0);
    expect(temperatureFrom('2')).toBe(2);
    expect(temperatureFrom('0.7')).toBe(0.7);
    expect(temperatureFrom('1.3')).toBe(1.3);
    expect(temperatureFrom('-0.1')).toBeNull();
    expect(temperatureFrom('warm')).toBeNull();
  });
});

describe('changedFields', () => {
  it('sends only what the edit changed', () => {
    const result = checkPhaseForm({ ...phaseValues(phase), isActive: false, temperature: '1.2' });
    if (!result.ok) throw new Error('expected a valid form');
    expect(changedFields(phase, result.body)).toEqual({ isActive: false, temperature: 1.2 });
  });

  it('sends nothing when nothing changed', () => {
    const result = checkPhaseForm(phaseValues(phase));
    if (!result.ok) throw new Error('expected a valid form');
    expect(changedFields(phase, result.body)).toEqual({});
  });
});
