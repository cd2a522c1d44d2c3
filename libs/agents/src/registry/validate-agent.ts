import { AGENT_CATEGORIES, DOC_TYPES, SUBSCRIPTION_TIERS } from '@chronicle/contracts';
import type { Agent, AgentMeta } from '../sdk/agent.js';
import { agentMetaOf } from '../sdk/documentation-agent.decorator.js';

/** A class that cannot be used as an agent; the message is a sentence naming it and the reason. */
export class AgentDefinitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AgentDefinitionError';
  }
}

const AGENT_METHODS = ['requiredSections', 'coverage', 'write'] as const;
const ID_SHAPE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Checks that `candidate` is a decorated agent class with complete metadata; returns it instantiated. */
export function instantiateAgent(candidate: unknown, origin: string): { meta: AgentMeta; agent: Agent } {
  const name = typeof candidate === 'function' && candidate.name ? candidate.name : 'an export';
  const meta = agentMetaOf(candidate);
  if (!meta) throw new AgentDefinitionError(`${name} from ${origin} is not marked with @DocumentationAgent, so it is not an agent.`);
  const problem = metaProblem(meta);
  if (problem) throw new AgentDefinitionError(`The agent ${name} from ${origin} ${problem}.`);
  const missing = AGENT_METHODS.filter((method) => typeof (candidate as { prototype?: Record<string, unknown> }).prototype?.[method] !== 'function');
  if (missing.length) throw new AgentDefinitionError(`The agent "${meta.id}" from ${origin} has no ${missing.join(', ')} method.`);
  try {
    return { meta, agent: new (candidate as new () => Agent)() };
  } catch (error) {
    throw new AgentDefinitionError(`The agent "${meta.id}" from ${origin} could not be created: ${(error as Error).message}`);
  }
}

function metaProblem(meta: AgentMeta): string | null {
  if (typeof meta.id !== 'string' || !ID_SHAPE.test(meta.id)) return `has the id ${JSON.stringify(meta.id)}, which is not kebab-case`;
  if (typeof meta.name !== 'string' || !meta.name.trim()) return 'has no name';
  if (typeof meta.description !== 'string' || !meta.description.trim()) return 'has no description';
  if (!(AGENT_CATEGORIES as readonly string[]).includes(meta.category)) return `has the category ${JSON.stringify(meta.category)}, not one of ${AGENT_CATEGORIES.join(', ')}`;
  if (!(DOC_TYPES as readonly string[]).includes(meta.docType)) return `writes the document type ${JSON.stringify(meta.docType)}, not one of ${DOC_TYPES.join(', ')}`;
  if (!Array.isArray(meta.tiers) || meta.tiers.length === 0 || meta.tiers.some((tier) => !(SUBSCRIPTION_TIERS as readonly string[]).includes(tier))) {
    return `has the tiers ${JSON.stringify(meta.tiers)}; they must be some of ${SUBSCRIPTION_TIERS.join(', ')}`;
  }
  if (typeof meta.version !== 'string' || !meta.version.trim()) return 'has no version';
  const inputs = meta.inputs as AgentMeta['inputs'] | undefined;
  if (!inputs || !Array.isArray(inputs.paths) || inputs.paths.some((glob) => typeof glob !== 'string') || typeof inputs.manifests !== 'boolean' || typeof inputs.history !== 'boolean') {
    return 'does not declare its inputs (paths, manifests, history)';
  }
  return null;
}
