import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { RegisteredAgent } from '@chronicle/agents';
import {
  AGENTS_TEXTS,
  RECENT_AGENT_JOBS,
  type AgentJob,
  type AgentList,
  type AgentRepository,
  type AgentView,
  type CurrentUser,
  type DocType,
  type RunAgentsResult,
  type SubscriptionTier,
} from '@chronicle/contracts';
import type { CodeRepositoryRow, RepositoryJobRow } from '../../database/schema.js';
import { CodeRepositoriesRepository } from '../code-repositories/code-repositories.repository.js';
import { DocumentsRepository } from '../documents/documents.repository.js';
import { tierOfRepository, typesInTier } from '../documents/repository-tier.js';
import { RepositoryJobsRepository } from '../repository-jobs/repository-jobs.repository.js';
import { RepositoryJobsService } from '../repository-jobs/repository-jobs.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { AgentCatalog } from './agent-catalog.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The agents page's API: the registry with each agent's last run on a repository, the repositories
 * a user may run agents on (their connected one; for admins also the projects), runs checked
 * against the repository's tier on the server (DESIGN decision 16), and the repository's jobs.
 */
@Injectable()
export class AgentsService {
  constructor(
    private readonly catalog: AgentCatalog,
    private readonly repositories: CodeRepositoriesRepository,
    private readonly documents: DocumentsRepository,
    private readonly users: UsersRepository,
    private readonly jobs: RepositoryJobsRepository,
    private readonly scheduler: RepositoryJobsService,
  ) {}

  async list(user: CurrentUser, repositoryId: string | undefined): Promise<AgentList> {
    if (repositoryId === undefined) {
      return { tier: user.subscription_tier, agents: this.catalog.list().map((agent) => toView(agent, user.subscription_tier, null)) };
    }
    const repository = await this.accessible(user, repositoryId);
    const tier = await tierOfRepository(repository, this.users);
    const runs = new Map((await this.documents.listCardsForRepository(repository.id)).map((card) => [card.docType, card]));
    return { tier, agents: this.catalog.list().map((agent) => toView(agent, tier, runs.get(agent.meta.docType) ?? null)) };
  }

  async repositoriesOf(user: CurrentUser): Promise<AgentRepository[]> {
    const connected = await this.repositories.findConnected(user.id);
    const projects = user.role === 'admin' ? await this.repositories.listProjects() : [];
    const rows = [...(connected ? [connected] : []), ...projects];
    return Promise.all(rows.map(async (row) => ({ id: row.id, owner: row.owner, name: row.name, fullName: row.fullName, kind: row.kind, tier: await tierOfRepository(row, this.users) })));
  }

  /**
   * Queues a documentation run of the chosen agents. Unknown ids are a 400, agents outside the
   * repository's tier a 403, each naming them. The run joins the repository's waiting one, if any.
   */
  async run(user: CurrentUser, repositoryId: string, agentIds: string[]): Promise<RunAgentsResult> {
    const repository = await this.accessible(user, repositoryId);
    const unknown = [...new Set(agentIds.filter((id) => !this.catalog.byId(id)))];
    if (unknown.length > 0) {
      throw new BadRequestException(`No agent has the id ${unknown.map((id) => `"${id}"`).join(', ')}; GET /api/agents lists the agents.`);
    }
    const chosen = this.catalog.list().filter((agent) => agentIds.includes(agent.meta.id));
    const tier = await tierOfRepository(repository, this.users);
    const outside = chosen.filter((agent) => !agent.meta.tiers.includes(tier));
    if (outside.length > 0) {
      const named = outside.map((agent) => `${agent.meta.name} (${AGENTS_TEXTS.requiresTier(agent.meta.tiers)})`).join(', ');
      throw new ForbiddenException(`${repository.fullName} is on the ${tierName(tier)} tier, which does not include ${outside.length === 1 ? 'this agent' : 'these agents'}: ${named}.`);
    }
    // Asked for by name, they run even when their inputs did not change since their documents were written.
    const types = chosen.map((agent) => agent.meta.docType);
    const job = await this.scheduler.request(repository.id, 'documents', 'agents', { documentTypes: types, writeDocuments: true, rewriteTypes: types });
    return { agents_to_run: chosen.map((agent) => agent.meta.id), job_id: job.id };
  }

  /** The repository's runs that write documents (documentation runs, and analyses that write them), newest first. */
  async jobsOf(user: CurrentUser, repositoryId: string): Promise<AgentJob[]> {
    const repository = await this.accessible(user, repositoryId);
    const jobs = (await this.jobs.recent(repository.id, RECENT_AGENT_JOBS)).filter((job) => job.kind === 'documents' || job.options.writeDocuments);
    const inTier = typesInTier(await tierOfRepository(repository, this.users));
    return jobs.map((job) => this.toJob(job, inTier));
  }

  /**
   * The repository, when the user may run agents on it: their connected repository, or any for an
   * admin. Anything else is a 404, so ids of other users' repositories are not confirmed.
   */
  private async accessible(user: CurrentUser, repositoryId: string): Promise<CodeRepositoryRow> {
    const repository = UUID.test(repositoryId) ? await this.repositories.findById(repositoryId) : null;
    const own = repository !== null && repository.kind === 'connected' && repository.userId === user.id && repository.disconnectedAt === null;
    if (!repository || (!own && user.role !== 'admin')) {
      throw new NotFoundException('You have no repository with this id: connect it in Settings first.');
    }
    return repository;
  }

  private toJob(job: RepositoryJobRow, inTier: DocType[]): AgentJob {
    const types = job.options.documentTypes;
    return {
      id: job.id,
      status: job.status,
      created_at: job.createdAt.toISOString(),
      started_at: job.startedAt?.toISOString() ?? null,
      finished_at: job.finishedAt?.toISOString() ?? null,
      agents: this.catalog.forDocTypes(types ?? inTier).map((agent) => agent.meta.id),
      trigger: job.kind === 'analysis' ? 'analysis' : job.trigger,
      error_message: job.errorMessage,
      documents_done: job.progress.documentsDone,
      documents_total: job.progress.documentsTotal,
    };
  }
}

function toView(agent: RegisteredAgent, tier: SubscriptionTier, lastRun: { status: 'ready' | 'failed'; updatedAt: Date } | null): AgentView {
  return {
    id: agent.meta.id,
    name: agent.meta.name,
    description: agent.meta.description,
    category: agent.meta.category,
    doc_type: agent.meta.docType,
    available_tiers: [...agent.meta.tiers],
    source: agent.source,
    last_run: lastRun?.updatedAt.toISOString() ?? null,
    last_status: lastRun ? (lastRun.status === 'ready' ? 'success' : 'error') : null,
    available: agent.meta.tiers.includes(tier),
  };
}

function tierName(tier: string): string {
  return tier[0]!.toUpperCase() + tier.slice(1);
}
