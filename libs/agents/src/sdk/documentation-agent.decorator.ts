import type { AgentClass, AgentMeta } from './agent.js';

// The metadata is kept on the class under a registered symbol rather than in Nest's reflection, so
// the CLI and external agent packages need no Nest (the API's registry asks `agentMetaOf` of each
// provider DiscoveryService finds), and an external package that bundles its own copy of this lib
// still marks its classes in a way the registry reads.
const META_KEY = Symbol.for('chronicle.documentation-agent.meta');

/**
 * Marks a class as a documentation agent and gives its metadata. Works as a TypeScript decorator
 * (legacy or standard) and as a plain call from JavaScript: `DocumentationAgent(meta)(MyAgent)`.
 */
export function DocumentationAgent(meta: AgentMeta) {
  return <T extends AgentClass>(target: T, _context?: ClassDecoratorContext): T => {
    const frozen = Object.freeze({ ...meta, tiers: Object.freeze([...meta.tiers]), inputs: Object.freeze({ ...meta.inputs, paths: Object.freeze([...meta.inputs.paths]) }) });
    Object.defineProperty(target, META_KEY, { value: frozen, enumerable: false });
    return target;
  };
}

/** The metadata a class was marked with, or undefined when it is not an agent. */
export function agentMetaOf(target: unknown): AgentMeta | undefined {
  if (typeof target !== 'function' || !Object.prototype.hasOwnProperty.call(target, META_KEY)) return undefined;
  return (target as unknown as Record<symbol, AgentMeta>)[META_KEY];
}
