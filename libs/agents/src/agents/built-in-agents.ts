import type { AgentClass } from '../sdk/agent.js';

/** The built-in agents, one per document type: the one explicit list the CLI and the API register. */
export const BUILT_IN_AGENTS: readonly AgentClass[] = [];
