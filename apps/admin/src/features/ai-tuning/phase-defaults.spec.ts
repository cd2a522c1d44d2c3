// The browser cannot import @chronicle/ai-phases (its entry brings the OpenAI client and git), so the
// New Phase dialog reads AI_PHASE_FORM from contracts, from which ai-phases derives its own: this
// checks the dialog offers what the phase model uses.
import { DEFAULT_SYSTEM_PROMPT, DEFAULT_USER_PROMPT_TEMPLATE, newPhaseDefaults, PHASE_LIMITS } from '@chronicle/ai-phases';
import { AI_PHASE_FORM } from '@chronicle/contracts';
import { newPhaseValues } from './phase-form-values';

describe("the New Phase dialog's defaults", () => {
  it('are the AI phase model’s', () => {
    const model = newPhaseDefaults(4);
    expect(AI_PHASE_FORM.defaults).toEqual({
      isActive: model.isActive,
      isCustom: model.isCustom,
      systemPrompt: DEFAULT_SYSTEM_PROMPT,
      userPromptTemplate: DEFAULT_USER_PROMPT_TEMPLATE,
      maxTokens: model.maxTokens,
      temperature: model.temperature,
    });
    expect(newPhaseValues(4).order).toBe(String(model.order));
  });

  it('check the same temperature range and step', () => {
    expect([AI_PHASE_FORM.temperatureMin, AI_PHASE_FORM.temperatureMax, AI_PHASE_FORM.temperatureStep]).toEqual([
      PHASE_LIMITS.temperatureMin,
      PHASE_LIMITS.temperatureMax,
      PHASE_LIMITS.temperatureStep,
    ]);
  });
});
