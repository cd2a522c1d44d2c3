import { BadGatewayException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { AnalysisTaskError, runAnalysisTask } from '@chronicle/analysis';
import {
  DEFAULT_CLUSTERING_MODE,
  MAX_COMMITS,
  type AnalysisJob,
  type PreviewResult,
  type Project,
  type ProjectStatus,
} from '@chronicle/contracts';
import type { AnalyzeProjectRequest } from '@chronicle/contracts/requests';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { CodeRepositoryRow, RepositoryJobRow } from '../../database/schema.js';
import { uniqueViolation } from '../../database/unique-violation.js';
import { ChangelogEntriesRepository } from '../changelog-entries/changelog-entries.repository.js';
import { CodeRepositoriesRepository } from '../code-repositories/code-repositories.repository.js';
import { CodeRepositoriesService } from '../code-repositories/code-repositories.service.js';
import { gitCacheDir, repositorySource } from '../code-repositories/repository-source.js';
import { RepositoryJobsRepository } from '../repository-jobs/repository-jobs.repository.js';
import { RepositoryJobsService } from '../repository-jobs/repository-jobs.service.js';
import { ProjectSources } from './project-sources.js';

/** The admin's open-source projects (DESIGN decision 17: repository records of the kind 'project'). */
@Injectable()
export class ProjectsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repositories: CodeRepositoriesRepository,
    private readonly connections: CodeRepositoriesService,
    private readonly entries: ChangelogEntriesRepository,
    private readonly jobs: RepositoryJobsRepository,
    private readonly scheduler: RepositoryJobsService,
    private readonly sources: ProjectSources,
  ) {}

  async list(): Promise<Project[]> {
    const projects = await this.repositories.listProjects();
    const analyses = await this.jobs.latestOf(projects.map((project) => project.id), 'analysis');
    return projects.map((project) => toProject(project, analyses.get(project.id) ?? null));
  }

  /**
   * Adds a repository by the admin's input — a public GitHub repository (spec §5's rules and
   * messages), and in local mode also a git work tree on this machine or an https:// git URL on an
   * allowed host (ProjectSources) — and queues its first analysis with the defaults.
   */
  async add(adminId: string, repositoryInput: string): Promise<Project> {
    const source = await this.sources.describe(adminId, repositoryInput);
    let project: CodeRepositoryRow;
    try {
      project = await this.repositories.insertProject({ userId: adminId, ...source, publicSlug: await this.connections.freeSlug(source.owner, source.name) });
    } catch (error) {
      if (uniqueViolation(error) !== null) throw new ConflictException(`${source.fullName} is already a project.`);
      throw error;
    }
    const job = await this.startAnalysis(project, {});
    return toProject(project, job);
  }

  async analyze(id: string, options: AnalyzeProjectRequest): Promise<AnalysisJob> {
    const project = await this.require(id);
    const running = await this.jobs.findUnfinished(project.id, 'analysis');
    if (running) throw new ConflictException(`An analysis of ${project.fullName} is already ${running.status === 'queued' ? 'waiting to run' : 'running'}.`);
    return toAnalysisJob(await this.startAnalysis(project, options));
  }

  async preview(id: string, maxCommits: number | undefined): Promise<PreviewResult> {
    const project = await this.require(id);
    const source = repositorySource(project, this.config);
    if (!source) throw new ConflictException(`${project.fullName} has no clone URL to preview.`);
    try {
      const preview = await runAnalysisTask('preview', { source, cloneCacheDir: gitCacheDir(this.config), maxCommits: maxCommits ?? MAX_COMMITS.preview }, {});
      // One source for the language: the project's card shows the host's (which counts markup such
      // as HTML); the preview's own count of programming files only fills in when the host said nothing.
      return { ...preview, overview: { ...preview.overview, primaryLanguage: project.language ?? preview.overview.primaryLanguage } };
    } catch (error) {
      // The repository could not be cloned or read (gone from GitHub, GitHub unreachable): not our bug, but no preview either.
      if (error instanceof AnalysisTaskError) throw new BadGatewayException(`${project.fullName} could not be read${project.provider === 'github' ? ' from GitHub' : ''}: ${error.message}`);
      throw error;
    }
  }

  async status(id: string): Promise<ProjectStatus> {
    const project = await this.require(id);
    const [entriesGenerated, latest] = await Promise.all([this.entries.countForRepository(project.id), this.jobs.latest(project.id, 'analysis')]);
    return { entriesGenerated, status: latest?.status ?? 'never analyzed', analysis: latest ? toAnalysisJob(latest) : null };
  }

  async remove(id: string): Promise<void> {
    if (!(await this.repositories.deleteProject(id))) throw notFound(id);
  }

  private startAnalysis(project: CodeRepositoryRow, options: AnalyzeProjectRequest): Promise<RepositoryJobRow> {
    return this.scheduler.request(project.id, 'analysis', 'admin', {
      maxCommits: options.maxCommits ?? MAX_COMMITS.default,
      clustering: options.clustering ?? DEFAULT_CLUSTERING_MODE,
      documentTypes: options.documentTypes && options.documentTypes.length > 0 ? [...new Set(options.documentTypes)] : null,
      writeDocuments: options.useNewSystem ?? true,
    });
  }

  private async require(id: string): Promise<CodeRepositoryRow> {
    // The id is a UUID: the controller's pipe checked it.
    const project = await this.repositories.findProject(id);
    if (!project) throw notFound(id);
    return project;
  }
}

function notFound(id: string): NotFoundException {
  return new NotFoundException(`There is no project with the id ${id.length > 40 ? `${id.slice(0, 40)}…` : id}.`);
}

export function toAnalysisJob(job: RepositoryJobRow): AnalysisJob {
  return {
    id: job.id,
    status: job.status,
    phase: job.phase,
    clustering: job.options.clustering ?? DEFAULT_CLUSTERING_MODE,
    maxCommits: job.options.maxCommits ?? MAX_COMMITS.default,
    commitsRead: job.progress.commitsRead,
    documentsDone: job.progress.documentsDone,
    documentsTotal: job.progress.documentsTotal,
    result: job.result ?? null,
    errorMessage: job.errorMessage,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

function toProject(row: CodeRepositoryRow, analysis: RepositoryJobRow | null): Project {
  return {
    id: row.id,
    fullName: row.fullName,
    name: row.name,
    description: row.description,
    language: row.language,
    stars: row.stars,
    // Active: an analysis has finished, so its changelog and documents are published.
    isActive: row.lastAnalyzedAt !== null,
    publicSlug: row.publicSlug,
    createdAt: row.connectedAt.toISOString(),
    lastAnalyzedAt: row.lastAnalyzedAt?.toISOString() ?? null,
    oldestAnalyzedAt: row.oldestAnalyzedAt?.toISOString() ?? null,
    analysis: analysis ? toAnalysisJob(analysis) : null,
  };
}
