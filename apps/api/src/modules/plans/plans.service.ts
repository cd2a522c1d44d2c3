import { Inject, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { TIER_NAMES, type AdminUser, type AdminUserList, type SubscriptionTier } from '@chronicle/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { CodeRepositoryRow, UserRow } from '../../database/schema.js';
import { CodeRepositoriesRepository } from '../code-repositories/code-repositories.repository.js';
import { tierOf, typesInTier } from '../documents/repository-tier.js';
import { RepositoryJobsService } from '../repository-jobs/repository-jobs.service.js';
import { UsersRepository } from '../users/users.repository.js';

/**
 * Who is on which plan (DESIGN decision 16 keeps the tiers on the server): CHRONICLE_DEFAULT_PLAN
 * for every user no admin gave a plan — applied at each start, so a changed setting reaches them
 * and an install from before the setting existed moves its local user to Pro — and an admin's choice
 * otherwise. Every tier check reads the user's row, so a change counts from the next request.
 */
@Injectable()
export class PlansService implements OnApplicationBootstrap {
  private readonly logger = new Logger(PlansService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly repositories: CodeRepositoriesRepository,
    private readonly jobs: RepositoryJobsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const changed = await this.users.applyDefaultPlan(this.config.defaultPlan);
    if (changed > 0) {
      this.logger.log(`${changed} ${changed === 1 ? 'user' : 'users'} whose plan no admin chose moved to the ${TIER_NAMES[this.config.defaultPlan]} plan (CHRONICLE_DEFAULT_PLAN).`);
    }
  }

  async list(): Promise<AdminUserList> {
    const users = await this.users.list();
    const connected = await Promise.all(users.map((user) => this.repositories.findConnected(user.id)));
    return { defaultPlan: this.config.defaultPlan, users: users.map((user, index) => toAdminUser(user, connected[index] ?? null)) };
  }

  /**
   * Sets a user's plan. When it widens what their connected private repository includes, the
   * documents that come with it are queued at once, rather than waiting for the next push.
   */
  async setPlan(id: string, plan: SubscriptionTier): Promise<AdminUser> {
    const before = await this.users.findById(id);
    const user = before ? await this.users.setPlan(id, plan) : null;
    if (!before || !user) throw new NotFoundException(`There is no user with the id ${id}; GET /api/admin/users lists them.`);
    const repository = await this.repositories.findConnected(id);
    if (repository) await this.writeNewlyIncluded(repository, before.subscriptionTier, plan);
    return toAdminUser(user, repository);
  }

  private async writeNewlyIncluded(repository: CodeRepositoryRow, from: SubscriptionTier, to: SubscriptionTier): Promise<void> {
    const before = typesInTier(tierOf(repository, from));
    const added = typesInTier(tierOf(repository, to)).filter((type) => !before.includes(type));
    if (added.length === 0) return;
    await this.jobs.request(repository.id, 'documents', 'plan', { documentTypes: added, writeDocuments: true }).catch((error: Error) => {
      // The plan stands: the next push writes them.
      this.logger.warn(`The documents of ${repository.fullName} were not queued after its owner's plan changed: ${error.message}`);
    });
  }
}

function toAdminUser(user: UserRow, repository: CodeRepositoryRow | null): AdminUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    avatarUrl: user.avatarUrl,
    role: user.role,
    subscription_tier: user.subscriptionTier,
    planChosenAt: user.planChosenAt?.toISOString() ?? null,
    connectedRepository: repository?.fullName ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
