import { AI_PHASE_FORM, type AiPhaseView } from '@chronicle/contracts';
import type { CreateAiPhaseRequest, UpdateAiPhaseRequest } from '@chronicle/contracts/requests';

/** The phase dialog's fields as typed: numbers stay text until the form is checked. */
export type PhaseFormValues = {
  name: string;
  description: string;
  order: string;
  systemPrompt: string;
  userPromptTemplate: string;
  maxTokens: string;
  temperature: string;
  isActive: boolean;
};

export type PhaseFormField = 'order' | 'maxTokens' | 'temperature';

/** What a check found: the body to send, or why not (the required fields go in a toast, the rest under their field). */
export type PhaseFormCheck =
  | { ok: true; body: CreateAiPhaseRequest }
  | { ok: false; missingRequired: boolean; fieldErrors: Partial<Record<PhaseFormField, true>> };

/** The New Phase dialog before anything is typed (spec §5): order = phase count + 1, active, the default prompts, 1000, 0.7. */
export function newPhaseValues(phaseCount: number): PhaseFormValues {
  const { defaults } = AI_PHASE_FORM;
  return {
    name: '',
    description: '',
    order: String(phaseCount + 1),
    systemPrompt: defaults.systemPrompt,
    userPromptTemplate: defaults.userPromptTemplate,
    maxTokens: String(defaults.maxTokens),
    temperature: String(defaults.temperature),
    isActive: defaults.isActive,
  };
}

/** The edit dialog's fields: the phase as it is. */
export function phaseValues(phase: AiPhaseView): PhaseFormValues {
  return {
    name: phase.name,
    description: phase.description,
    order: String(phase.order),
    systemPrompt: phase.systemPrompt,
    userPromptTemplate: phase.userPromptTemplate,
    maxTokens: String(phase.maxTokens),
    temperature: String(phase.temperature),
    isActive: phase.isActive,
  };
}

function wholeNumberFrom(text: string, min: number): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= min ? value : null;
}

/** 0 to 2 in steps of 0.1 (spec §3, §9). */
export function temperatureFrom(text: string): number | null {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  if (value < AI_PHASE_FORM.temperatureMin || value > AI_PHASE_FORM.temperatureMax) return null;
  // 0.7 is 7.000000000000001 tenths in floating point: compare with a tolerance.
  const tenths = value / AI_PHASE_FORM.temperatureStep;
  return Math.abs(tenths - Math.round(tenths)) < 1e-9 ? Math.round(tenths) / 10 : null;
}

/**
 * The spec's form rules (§5): name and description required; temperature 0–2 in steps of 0.1; max
 * tokens and order whole numbers of at least 1. The prompt placeholders are the server's to check
 * (a phase's required placeholder depends on the phase); its 400 sentence shows in the toast.
 */
export function checkPhaseForm(values: PhaseFormValues): PhaseFormCheck {
  const missingRequired = values.name.trim() === '' || values.description.trim() === '';
  const order = wholeNumberFrom(values.order, 1);
  const maxTokens = wholeNumberFrom(values.maxTokens, AI_PHASE_FORM.maxTokensMin);
  const temperature = temperatureFrom(values.temperature);
  const fieldErrors: Partial<Record<PhaseFormField, true>> = {};
  if (order === null) fieldErrors.order = true;
  if (maxTokens === null) fieldErrors.maxTokens = true;
  if (temperature === null) fieldErrors.temperature = true;
  if (missingRequired || order === null || maxTokens === null || temperature === null) return { ok: false, missingRequired, fieldErrors };
  return {
    ok: true,
    body: {
      name: values.name.trim(),
      description: values.description.trim(),
      order,
      systemPrompt: values.systemPrompt,
      userPromptTemplate: values.userPromptTemplate,
      maxTokens,
      temperature,
      isActive: values.isActive,
    },
  };
}

/** The fields an edit changed (spec §7: PUT sends the changed fields). */
export function changedFields(phase: AiPhaseView, body: CreateAiPhaseRequest): UpdateAiPhaseRequest {
  const changes: UpdateAiPhaseRequest = {};
  for (const key of Object.keys(body) as (keyof CreateAiPhaseRequest)[]) {
    if (body[key] !== phase[key]) Object.assign(changes, { [key]: body[key] });
  }
  return changes;
}
