import { Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { SameOriginMiddleware } from './common/same-origin.middleware.js';
import { ConfigModule } from './config/config.module.js';
import type { AppConfig } from './config/app-config.js';
import { CryptoModule } from './crypto/crypto.module.js';
import type { SecretBox } from './crypto/secret-box.js';
import { DatabaseModule } from './database/database.module.js';
import type { DatabaseConnection } from './database/database.js';
import { LoggingModule } from './logging/logging.module.js';
import { AccountModule } from './modules/account/account.module.js';
import { AgentsModule } from './modules/agents/agents.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { ChangelogEntriesModule } from './modules/changelog-entries/changelog-entries.module.js';
import { CodeRepositoriesModule } from './modules/code-repositories/code-repositories.module.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { DomainEventsModule } from './modules/domain-events/domain-events.module.js';
import { AiPhasesModule } from './modules/ai-phases/ai-phases.module.js';
import { LlmModule } from './modules/llm/llm.module.js';
import { LiveEventsModule } from './modules/live-events/live-events.module.js';
import { LocalFoldersModule } from './modules/local-folders/local-folders.module.js';
import { LocalPushesModule } from './modules/local-pushes/local-pushes.module.js';
import { McpModule } from './modules/mcp/mcp.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { OpenApiModule } from './modules/openapi/openapi.module.js';
import { PublicChangelogModule } from './modules/public-changelog/public-changelog.module.js';
import { PurgesModule } from './modules/purges/purges.module.js';
import { QueueModule } from './modules/queue/queue.module.js';
import { RepositoryJobsModule } from './modules/repository-jobs/repository-jobs.module.js';
import { DocumentsModule } from './modules/documents/documents.module.js';
import { ProjectsModule } from './modules/projects/projects.module.js';
import { PlansModule } from './modules/plans/plans.module.js';
import { RateLimitsModule } from './modules/rate-limits/rate-limits.module.js';
import { WebhooksModule } from './modules/webhooks/webhooks.module.js';

/** What the app is built from; opened and checked before Nest starts (see create-app.ts). */
export type AppFoundation = { config: AppConfig; database: DatabaseConnection; secretBox: SecretBox };

@Module({})
export class AppModule implements NestModule {
  static forRoot({ config, database, secretBox }: AppFoundation): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(config.logLevel),
        DatabaseModule.forRoot(database),
        CryptoModule.forRoot(secretBox),
        QueueModule.forRoot(config),
        DomainEventsModule,
        RepositoryJobsModule,
        RateLimitsModule,
        LlmModule,
        AiPhasesModule,
        AuthModule,
        AccountModule,
        CodeRepositoriesModule,
        WebhooksModule,
        LocalPushesModule,
        LocalFoldersModule,
        ChangelogEntriesModule,
        DashboardModule,
        PublicChangelogModule,
        DocumentsModule,
        ProjectsModule,
        PlansModule,
        AgentsModule,
        McpModule,
        PurgesModule,
        HealthModule,
        OpenApiModule,
        LiveEventsModule,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    // Host and cross-site refusals come first, before any route runs; bodies are read later, after
    // the access guard, by JsonBodyInterceptor.
    consumer.apply(SameOriginMiddleware).forRoutes({ path: '*splat', method: RequestMethod.ALL });
  }
}
