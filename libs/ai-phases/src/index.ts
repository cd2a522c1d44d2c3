export { BuiltInEngine, type BuiltInContext } from './built-in/built-in-engine.js';
export { HEADLINE_MAX, rankItems, SOCIAL_MAX } from './built-in/push-texts.js';
export { rankBySignificance, significanceOf, type Significance } from './built-in/significance.js';
export { FRAME_WORDS, wordSourcesOf, wordsNotFromCommits, type WordSources } from './built-in/word-check.js';
export { checkFacts, type FactCheck } from './facts/check-facts.js';
export { DEFAULT_TONE, TONES, type Facts, type Tone } from './facts/facts.js';
export {
  DEFAULT_SYSTEM_PROMPT,
  DEFAULT_USER_PROMPT_TEMPLATE,
  newPhaseDefaults,
  PHASE_LIMITS,
  PHASE_VALIDATION_TEXTS,
  requiredPlaceholderOf,
  validatePhase,
  type AiPhase,
  type NewAiPhase,
} from './phases/ai-phase.js';
export { BUILT_IN_PHASE_IDS, BUILT_IN_PHASES, builtInPhaseIdOf, type BuiltInPhaseId } from './phases/built-in-phases.js';
export { DOCUMENT_PROSE_PHASE, DOCUMENT_PROSE_PHASE_ID, DOCUMENT_PROSE_PLACEHOLDERS, documentProseValues } from './phases/document-prose.js';
export { COMMIT_PLACEHOLDERS, CUSTOM_PHASE_USED_FOR, placeholdersOfPhase, PRODUCT_PHASES, usedForOf, type ProductPhase } from './phases/product-phases.js';
export { formatCommits, formatItems, promptValues, type PromptContext } from './phases/prompt-values.js';
export { placeholdersOf, renderPrompt } from './phases/render-prompt.js';
export type { LlmProvider, LlmRequest, LlmResponse, TokenUsage } from './providers/llm-provider.js';
export { ModelAnswerError, ModelRequestError, type ModelRequestFailure } from './providers/model-errors.js';
export {
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  OpenAiCompatibleProvider,
  type OpenAiCompatibleProviderOptions,
} from './providers/openai-compatible.provider.js';
export { LruResponseCache, responseCacheKey, type CachedAnswer, type ResponseCache } from './providers/response-cache.js';
export {
  writePushEntry,
  type PushEntry,
  type PushEntryField,
  type PushEntryInput,
  type PushEntryOptions,
} from './push-entry/write-push-entry.js';
export { pushLinkOf, type PushLinks } from './push-entry/push-link.js';
export { SUMMARY_MAX_LENGTH, SUMMARY_MAX_SENTENCES } from './runner/answer-rules.js';
export {
  PHASE_REASONS,
  PhaseRunner,
  runPhases,
  type PhaseResult,
  type PhaseRun,
  type PhaseRunOptions,
  type PhaseStatus,
} from './runner/phase-runner.js';
export { TokenLedger, type LedgerEntry, type LedgerTotals } from './token-ledger.js';
