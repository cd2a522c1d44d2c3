import type { AgentClass } from '../sdk/agent.js';
import { ApiReferenceAgent } from './api-reference/api-reference.agent.js';
import { ArchitectureAgent } from './architecture/architecture.agent.js';
import { CodeIndexAgent } from './code-index/code-index.agent.js';
import { DependencyReportAgent } from './dependency-report/dependency-report.agent.js';
import { InterfacesAgent } from './interfaces/interfaces.agent.js';
import { PerformanceAgent } from './performance/performance.agent.js';
import { ReadmeAgent } from './readme/readme.agent.js';

/** The built-in agents, one per document type: the one explicit list the CLI and the API register. */
export const BUILT_IN_AGENTS: readonly AgentClass[] = [ReadmeAgent, ArchitectureAgent, ApiReferenceAgent, CodeIndexAgent, InterfacesAgent, DependencyReportAgent, PerformanceAgent];
