/** An AI phase (spec §3): what `@chronicle/ai-phases` runs and the AI Tuning page edits. */
export type AiPhaseFields = {
  id: string;
  name: string;
  description: string;
  /** 1-based position in the run. */
  order: number;
  systemPrompt: string;
  /** The user message; `{commits}` and the other placeholders are filled in by `renderPrompt`. */
  userPromptTemplate: string;
  maxTokens: number;
  /** 0 to 2, in steps of 0.1. */
  temperature: number;
  isActive: boolean;
  /** Shown as Custom or Built-in; built-in phases can be edited but not deleted. */
  isCustom: boolean;
};

/** An AI phase as the AI Tuning page shows it. */
export type AiPhaseView = AiPhaseFields & {
  /** What the phase writes in the product, in a few words (`the headline of every changelog entry`). */
  usedFor: string;
  /** The placeholder its user prompt must keep: `{commits}`, or `{facts}` for document prose. */
  requiredPlaceholder: string;
  /** The placeholders its prompts may use. */
  placeholders: string[];
};

/** `GET /api/ai/configurations` (spec §3, "AI configuration"): the engines texts can be written with. */
export type AiConfiguration = {
  id: 'built-in' | 'model-server';
  name: string;
  description: string;
  isDefault: boolean;
  /** False for the model server when none is configured (`OPENAI_BASE_URL`). */
  available: boolean;
  /** The model's name, for the model server. */
  model: string | null;
  /** What it writes, one line each. */
  runs: string[];
};

/** `POST /api/ai/test-phase/{phaseId}` body: three sample commit messages from the page (spec §7). */
export type TestPhaseBody = { testData: { commits: string[] } };

/** Its answer, shown as formatted JSON. */
export type TestPhaseResult = {
  phaseId: string;
  /** `model` when the model server answered and its text was kept, `built-in` when the built-in engine wrote it, null when nothing was written. */
  generatedBy: 'model' | 'built-in' | null;
  engine: 'model-server' | 'built-in';
  model: string | null;
  /** The prompts as the model would receive them, placeholders filled in. */
  prompt: { system: string; user: string };
  answer: string | null;
  tokens: { prompt: number; completion: number; total: number };
  durationMs: number;
  /**
   * The fact check of the answer: the model's answer when the model answered (also one replaced by the
   * built-in text — its problems say why), else the built-in text; null when nothing was written.
   */
  factCheck: { passed: boolean; problems: string[] } | null;
  /** Why the built-in text was used, or why nothing was written. */
  reason: string | null;
};

export const AI_ROUTES = {
  phases: '/api/ai/phases',
  phase: (id: string) => `/api/ai/phases/${encodeURIComponent(id)}`,
  configurations: '/api/ai/configurations',
  testPhase: (id: string) => `/api/ai/test-phase/${encodeURIComponent(id)}`,
} as const;

/** The Testing tab's sample commits (three, as the spec's page sends). */
export const SAMPLE_TEST_COMMITS = [
  'feat(auth): sign in with GitHub',
  'fix(api): answer 404 instead of 500 for an unknown repository',
  'docs: explain the release checklist',
] as const;

/**
 * An AI phase's limits and a new phase's defaults (spec §5, §9), for the New Phase dialog and the
 * server alike: `@chronicle/ai-phases` derives `PHASE_LIMITS`, `DEFAULT_SYSTEM_PROMPT`,
 * `DEFAULT_USER_PROMPT_TEMPLATE` and `newPhaseDefaults` from them (the browser cannot import that
 * package: its entry brings the OpenAI client and git).
 */
export const AI_PHASE_FORM = {
  temperatureMin: 0,
  temperatureMax: 2,
  temperatureStep: 0.1,
  maxTokensMin: 1,
  defaults: {
    isActive: true,
    isCustom: true,
    systemPrompt: 'You are an AI assistant that analyzes code commits.',
    userPromptTemplate: 'Analyze the following commits:\n\n{commits}',
    maxTokens: 1000,
    temperature: 0.7,
  },
} as const;
