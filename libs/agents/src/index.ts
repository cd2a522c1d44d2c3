export * from './sdk/agent.js';
export { DocumentationAgent, agentMetaOf } from './sdk/documentation-agent.decorator.js';
export * as md from './markdown/markdown.js';
export * from './gate/index.js';
