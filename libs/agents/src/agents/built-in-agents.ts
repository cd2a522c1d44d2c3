import type { AgentClass } from '../sdk/agent.js';
import { ApiReferenceAgent } from './api-reference/api-reference.agent.js';
import { ArchitectureAgent } from './architecture/architecture.agent.js';
import { ChangelogAgent } from './changelog/changelog.agent.js';
import { CodeIndexAgent } from './code-index/code-index.agent.js';
import { DependencyReportAgent } from './dependency-report/dependency-report.agent.js';
import { InterfacesAgent } from './interfaces/interfaces.agent.js';
import { LoggingAgent } from './logging/logging.agent.js';
import { OnboardingAgent } from './onboarding/onboarding.agent.js';
import { PerformanceAgent } from './performance/performance.agent.js';
import { ReadmeAgent } from './readme/readme.agent.js';
import { SecurityAgent } from './security/security.agent.js';
import { TodoAgent } from './todo/todo.agent.js';

/** The built-in agents, one per document type, in the spec's order: the one explicit list the CLI and the API register. */
export const BUILT_IN_AGENTS: readonly AgentClass[] = [ChangelogAgent, ReadmeAgent, ArchitectureAgent, TodoAgent, OnboardingAgent, SecurityAgent, PerformanceAgent, ApiReferenceAgent, CodeIndexAgent, InterfacesAgent, DependencyReportAgent, LoggingAgent];
