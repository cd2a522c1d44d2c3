export { ANSWER_SHARE, DEFAULT_CONTEXT_TOKENS, FACTS_SHARE, MAX_ANSWER_TOKENS, MIN_CONTEXT_TOKENS, modelBudget, type ModelBudget, type ModelSettings, type ProsePrompt } from './model-settings.js';
export { buildFactsPack, type FactsPack } from './facts-pack.js';
export { markBareMentions } from './splice-prose.js';
