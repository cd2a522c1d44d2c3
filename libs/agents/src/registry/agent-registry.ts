import { DOC_TYPES, type DocType } from '@chronicle/contracts';
import type { Agent, AgentClass, AgentMeta } from '../sdk/agent.js';
import { AgentDefinitionError, instantiateAgent } from './validate-agent.js';
import { loadAgentPackage } from './load-agent-package.js';

/** An agent ready to run, and where it came from: `built-in` or the npm package's name. */
export type RegisteredAgent = { meta: AgentMeta; agent: Agent; source: string };

/** A package named in `CHRONICLE_AGENT_PACKAGES` that was not loaded, with the sentence saying why. */
export type RefusedAgentPackage = { packageName: string; reason: string };

export type AgentRegistryResult = {
  registry: AgentRegistry;
  refused: RefusedAgentPackage[];
  /** One line per agent: what was registered, and any package agent that replaces a built-in one. */
  log: string[];
};

/** The agents, one per document type, in the spec's document order. */
export class AgentRegistry {
  private readonly byType: Map<DocType, RegisteredAgent>;

  constructor(agents: RegisteredAgent[]) {
    this.byType = new Map(agents.map((agent) => [agent.meta.docType, agent]));
  }

  list(): RegisteredAgent[] {
    return DOC_TYPES.flatMap((type) => this.byType.get(type) ?? []);
  }

  forDocType(type: DocType): RegisteredAgent | undefined {
    return this.byType.get(type);
  }

  byId(id: string): RegisteredAgent | undefined {
    return this.list().find((agent) => agent.meta.id === id);
  }
}

/**
 * Builds the registry from the built-in agent classes and the npm packages named in configuration.
 * A broken built-in stops the start (it is our bug); a broken package is refused with a sentence
 * naming it and the others still load. A package agent for a document type a built-in agent writes
 * replaces the built-in one — naming the package is the operator's explicit choice — and the log says so.
 */
export async function createAgentRegistry(options: { builtIns: readonly AgentClass[]; packageNames?: readonly string[]; resolveFrom?: readonly string[] }): Promise<AgentRegistryResult> {
  const agents = new Map<DocType, RegisteredAgent>();
  const ids = new Map<string, string>();
  const log: string[] = [];
  for (const candidate of options.builtIns) {
    const { meta, agent } = instantiateAgent(candidate, 'the built-in agents');
    if (ids.has(meta.id)) throw new AgentDefinitionError(`Two built-in agents have the id "${meta.id}".`);
    if (agents.has(meta.docType)) throw new AgentDefinitionError(`Two built-in agents write the ${meta.docType} document ("${agents.get(meta.docType)?.meta.id}" and "${meta.id}").`);
    ids.set(meta.id, 'built-in');
    agents.set(meta.docType, { meta, agent, source: 'built-in' });
  }
  const refused: RefusedAgentPackage[] = [];
  for (const packageName of options.packageNames ?? []) {
    try {
      const loaded = (await loadAgentPackage(packageName, options.resolveFrom ?? [])).map((candidate) => instantiateAgent(candidate, `the package ${packageName}`));
      assertFitsBeside(loaded, packageName, ids, agents);
      for (const { meta, agent } of loaded) {
        const replaced = agents.get(meta.docType);
        if (replaced) {
          ids.delete(replaced.meta.id);
          log.push(`agent "${meta.id}" from ${packageName} writes ${meta.docType} instead of "${replaced.meta.id}" (${replaced.source})`);
        }
        ids.set(meta.id, packageName);
        agents.set(meta.docType, { meta, agent, source: packageName });
      }
    } catch (error) {
      if (!(error instanceof AgentDefinitionError)) throw error;
      refused.push({ packageName, reason: error.message });
    }
  }
  const registry = new AgentRegistry([...agents.values()]);
  for (const { meta, source } of registry.list()) log.push(`agent "${meta.id}" (${meta.name}, ${meta.docType}, ${meta.tiers.join('/')}) from ${source}`);
  return { registry, refused, log };
}

function assertFitsBeside(loaded: { meta: AgentMeta }[], packageName: string, ids: Map<string, string>, agents: Map<DocType, RegisteredAgent>): void {
  if (loaded.length === 0) throw new AgentDefinitionError(`The package ${packageName} exports no agents.`);
  const seenTypes = new Set<DocType>();
  for (const { meta } of loaded) {
    const owner = ids.get(meta.id);
    const replacing = agents.get(meta.docType)?.meta.id === meta.id;
    if (owner && !replacing) throw new AgentDefinitionError(`The package ${packageName} has an agent with the id "${meta.id}", which ${owner === 'built-in' ? 'a built-in agent' : `the package ${owner}`} already uses.`);
    if (seenTypes.has(meta.docType)) throw new AgentDefinitionError(`The package ${packageName} has two agents for the ${meta.docType} document.`);
    seenTypes.add(meta.docType);
  }
}
