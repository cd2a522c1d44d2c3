import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { agentMetaOf, createAgentRegistry, type AgentClass, type AgentRegistry, type RegisteredAgent } from '@chronicle/agents';
import { DOC_TYPES, type DocType } from '@chronicle/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';

/**
 * The agents this server runs (DESIGN decisions 6 and 12): the built-in agents are Nest providers,
 * found at start through Nest's discovery by the `@DocumentationAgent` mark on their class, plus the
 * npm packages named in `CHRONICLE_AGENT_PACKAGES` (a broken package is logged and left out). The
 * documentation runs build the same registry in their worker thread from the same configuration.
 */
@Injectable()
export class AgentCatalog implements OnModuleInit {
  private readonly logger = new Logger(AgentCatalog.name);
  private registry: AgentRegistry | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly discovery: DiscoveryService,
  ) {}

  async onModuleInit(): Promise<void> {
    const builtIns = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.metatype)
      .filter((metatype): metatype is AgentClass => agentMetaOf(metatype) !== undefined);
    const { registry, refused } = await createAgentRegistry({ builtIns, packageNames: this.config.agentPackages, resolveFrom: [this.config.agentPackagesDir] });
    for (const { reason } of refused) this.logger.warn(reason);
    this.registry = registry;
  }

  list(): RegisteredAgent[] {
    return this.loaded().list();
  }

  byId(id: string): RegisteredAgent | undefined {
    return this.loaded().byId(id);
  }

  /** The agents writing these document types (all types: null), in document order. */
  forDocTypes(types: readonly DocType[] | null): RegisteredAgent[] {
    return DOC_TYPES.filter((type) => !types || types.includes(type)).flatMap((type) => this.loaded().forDocType(type) ?? []);
  }

  private loaded(): AgentRegistry {
    if (!this.registry) throw new Error('The agent registry is read before the module started.');
    return this.registry;
  }
}
