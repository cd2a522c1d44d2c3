import { AI_PHASE_FORM, type AiPhaseFields } from '@chronicle/contracts';
import { DOCUMENT_PROSE_PHASE_ID } from './document-prose.js';

/** An AI phase as the runner uses it and the AI Tuning page edits it (spec §3); its fields are documented in contracts. */
export type AiPhase = AiPhaseFields;

/** A phase as the New Phase dialog submits it, before it has an id. */
export type NewAiPhase = Omit<AiPhase, 'id'>;

/** The limits and defaults of spec §5 and §9 (`AI_PHASE_FORM` in contracts, which the form shares). */
export const PHASE_LIMITS = {
  temperatureMin: AI_PHASE_FORM.temperatureMin,
  temperatureMax: AI_PHASE_FORM.temperatureMax,
  temperatureStep: AI_PHASE_FORM.temperatureStep,
  defaultTemperature: AI_PHASE_FORM.defaults.temperature,
  defaultMaxTokens: AI_PHASE_FORM.defaults.maxTokens,
} as const;

export const DEFAULT_SYSTEM_PROMPT = AI_PHASE_FORM.defaults.systemPrompt;
export const DEFAULT_USER_PROMPT_TEMPLATE = AI_PHASE_FORM.defaults.userPromptTemplate;

/** The sentences `validatePhase` answers with. The first is the spec's toast (§5). */
export const PHASE_VALIDATION_TEXTS = {
  requiredFields: 'Please fill in all required fields',
  temperature: 'Temperature must be between 0 and 2, in steps of 0.1.',
  maxTokens: 'Max tokens must be a whole number greater than 0.',
  order: 'Order must be a whole number greater than 0.',
  commitsPlaceholder: 'The user prompt template must contain the {commits} placeholder.',
  factsPlaceholder: 'The user prompt template must contain the {facts} placeholder.',
} as const;

/**
 * The placeholder a phase's user prompt must keep: `{facts}` for document prose (its data is the
 * facts pack of a repository), `{commits}` for every other phase, a new custom one included.
 */
export function requiredPlaceholderOf(phaseId: string | null | undefined): '{commits}' | '{facts}' {
  return phaseId === DOCUMENT_PROSE_PHASE_ID ? '{facts}' : '{commits}';
}

/**
 * The fields of a new phase before the user types anything (spec §5): order = current phase
 * count + 1, active, custom, the default prompts, 1000 max tokens, temperature 0.7.
 */
export function newPhaseDefaults(existingCount: number): NewAiPhase {
  return {
    name: '',
    description: '',
    order: existingCount + 1,
    systemPrompt: DEFAULT_SYSTEM_PROMPT,
    userPromptTemplate: DEFAULT_USER_PROMPT_TEMPLATE,
    maxTokens: PHASE_LIMITS.defaultMaxTokens,
    temperature: PHASE_LIMITS.defaultTemperature,
    isActive: true,
    isCustom: true,
  };
}

/**
 * What is wrong with a phase, as sentences for the user; empty when it can be saved.
 * Name and description are required (the spec's 'Please fill in all required fields'); the
 * temperature is 0–2 in steps of 0.1; max tokens and order are whole numbers above 0; the user
 * prompt keeps its required placeholder (`requiredPlaceholderOf(options.phaseId)`: a phase without an
 * id is a new custom one, which needs `{commits}`). Pass a partial phase to check an update's fields only.
 */
export function validatePhase(phase: Partial<NewAiPhase>, options: { partial?: boolean; phaseId?: string | null } = {}): string[] {
  const problems: string[] = [];
  const present = (key: keyof NewAiPhase) => !options.partial || phase[key] !== undefined;
  if ((present('name') && !phase.name?.trim()) || (present('description') && !phase.description?.trim())) {
    problems.push(PHASE_VALIDATION_TEXTS.requiredFields);
  }
  if (present('temperature') && !validTemperature(phase.temperature)) problems.push(PHASE_VALIDATION_TEXTS.temperature);
  if (present('maxTokens') && !positiveInteger(phase.maxTokens)) problems.push(PHASE_VALIDATION_TEXTS.maxTokens);
  if (phase.order !== undefined && !positiveInteger(phase.order)) problems.push(PHASE_VALIDATION_TEXTS.order);
  const required = requiredPlaceholderOf(options.phaseId);
  if (phase.userPromptTemplate !== undefined && !phase.userPromptTemplate.includes(required)) {
    problems.push(required === '{facts}' ? PHASE_VALIDATION_TEXTS.factsPlaceholder : PHASE_VALIDATION_TEXTS.commitsPlaceholder);
  }
  return problems;
}

function validTemperature(value: unknown): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value < PHASE_LIMITS.temperatureMin || value > PHASE_LIMITS.temperatureMax) return false;
  // 0.7 is 7.000000000000001 tenths in floating point: compare with a tolerance. Zero tenths is 0
  // itself, not a tiny number near it (1e-320 is no temperature, and no `real` column holds it).
  const tenths = value / PHASE_LIMITS.temperatureStep;
  const nearest = Math.round(tenths);
  return Math.abs(tenths - nearest) < 1e-9 && (nearest !== 0 || value === 0);
}

function positiveInteger(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}
