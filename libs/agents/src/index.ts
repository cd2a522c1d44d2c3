export * from './sdk/agent.js';
export { DocumentationAgent, agentMetaOf } from './sdk/documentation-agent.decorator.js';
export * as md from './markdown/markdown.js';
export { AgentRegistry, createAgentRegistry, type AgentRegistryResult, type RefusedAgentPackage, type RegisteredAgent } from './registry/agent-registry.js';
export { AgentDefinitionError } from './registry/validate-agent.js';
export * from './gate/index.js';
export { writeDocument, type DocumentOutcome } from './generate/write-document.js';
export { BUILT_IN_AGENTS } from './agents/built-in-agents.js';
