import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AnalysisResult, LiveJobStatus } from '@chronicle/contracts';
import type { RepositoryJobRow } from '../../database/schema.js';
import type { RepositoryJobKind, RepositoryJobOptions } from '../../database/repository-jobs.table.js';
import { DomainEvents } from '../domain-events/domain-events.js';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue.js';
import { RepositoryJobsRepository } from './repository-jobs.repository.js';

const SWEEP_INTERVAL_MS = 5_000;
const SWEEP_BATCH = 100;

/**
 * Runs one kind of job; answers the analysis result to store with a successful job, or null.
 * `signal` aborts when the process stops: the handler then gives up (its worker thread is
 * terminated) and the job stays running, to be queued again at the next start.
 */
export type RepositoryJobHandler = (job: RepositoryJobRow, signal: AbortSignal) => Promise<AnalysisResult | null>;

/**
 * Queues and runs jobs on repositories (analyses, documentation runs). A job's row is written
 * before it is queued; a sweep queues again what never reached the queue, and at start what a
 * stopped process left running. Two jobs never run on one repository at once: a job that finds
 * another running stays queued and the sweep brings it back. A handler that throws
 * marks its job failed with the reason (no blind retries: an analysis is long, and the next push
 * or the admin's next click tries again).
 */
@Injectable()
export class RepositoryJobsService implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(RepositoryJobsService.name);
  private readonly handlers = new Map<RepositoryJobKind, RepositoryJobHandler>();
  private sweeper: NodeJS.Timeout | null = null;
  private readonly stopping = new AbortController();

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly jobs: RepositoryJobsRepository,
    private readonly events: DomainEvents,
  ) {}

  /** Each module that runs a kind of job registers its handler at start. */
  register(kind: RepositoryJobKind, handler: RepositoryJobHandler): void {
    this.handlers.set(kind, handler);
  }

  onApplicationBootstrap(): void {
    void this.resumeUnfinished();
    this.sweeper = setInterval(() => void this.sweep(false), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  /** Before the queue closes (it waits for running jobs): running jobs give up at once. */
  beforeApplicationShutdown(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.stopping.abort();
  }

  onApplicationShutdown(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  /**
   * Asks for a job. A documentation run joins the repository's one still waiting (it will read the
   * newest commit anyway), widened to the document types asked for as well, so a repository never
   * has more than one documentation run waiting; other kinds always make a new job.
   */
  async request(repositoryId: string, kind: RepositoryJobKind, trigger: string, options: RepositoryJobOptions): Promise<RepositoryJobRow> {
    if (kind === 'documents') {
      const waiting = await this.jobs.findQueued(repositoryId, kind);
      const joined = waiting ? await this.jobs.widenQueued(waiting, options) : null;
      if (joined) return joined;
    }
    const job = await this.jobs.create({ repositoryId, kind, trigger, options });
    await this.enqueue(job.id);
    return job;
  }

  private async enqueue(jobId: string): Promise<void> {
    try {
      await this.queue.enqueue('repository-jobs', { id: jobId, data: { jobId } });
    } catch (error) {
      this.logger.warn(`Job ${jobId} waits: the queue is unavailable (${(error as Error).message})`);
    }
  }

  /** Runs a job by its row; a job already finished, or whose repository is gone, is left alone. */
  async run(jobId: string): Promise<void> {
    const job = await this.jobs.find(jobId);
    if (!job || job.status === 'success' || job.status === 'error') return;
    const handler = this.handlers.get(job.kind);
    if (!handler) {
      await this.jobs.fail(job.id, `No part of this server runs ${job.kind} jobs.`);
      return;
    }
    if (this.stopping.signal.aborted) return;
    // The row as it starts: a request may have widened it while it waited.
    const started = await this.jobs.start(job.id, job.repositoryId);
    if (!started) return;
    try {
      const result = await handler(started, this.stopping.signal);
      await this.jobs.succeed(job.id, result);
      this.logger.log(`Job ${job.kind} ${job.id} done in ${Date.now() - started.startedAt!.getTime()} ms`);
      await this.announce(started, 'success');
    } catch (error) {
      if (this.stopping.signal.aborted) {
        this.logger.warn(`Job ${job.kind} ${job.id} was interrupted by the shutdown; it runs again at the next start.`);
        return;
      }
      const message = (error as Error)?.message ?? String(error);
      this.logger.error(`Job ${job.kind} ${job.id} failed: ${message}`);
      await this.jobs.fail(job.id, message).catch(() => undefined);
      await this.announce(started, 'error');
    }
  }

  /**
   * Tells `analysis.finished` or `documents.written` once the job's row says it ended (open pages
   * hear of it). The job is done whatever a listener does, so a failing one is only logged.
   */
  private async announce(job: RepositoryJobRow, status: LiveJobStatus): Promise<void> {
    const payload = { repositoryId: job.repositoryId, jobId: job.id, status };
    await this.events.emit(job.kind === 'analysis' ? 'analysis.finished' : 'documents.written', payload).catch((error: Error) => {
      this.logger.warn(`A listener of the end of job ${job.kind} ${job.id} failed: ${error.message}`);
    });
  }

  /** At start: queues every unfinished job, also those a stopped process left running (they start over). */
  resumeUnfinished(): Promise<void> {
    return this.sweep(true);
  }

  /**
   * Queues unfinished jobs: at start also those left running by a process that stopped; later, a
   * running one the queue no longer holds is queued again (Redis lost it) or ends as failed with
   * the queue's reason (it gave the job up), so no row stays "running" with nothing running it.
   */
  private async sweep(atStart: boolean): Promise<void> {
    try {
      for (const job of await this.jobs.unfinished(SWEEP_BATCH)) {
        if (job.status === 'queued' || atStart) await this.enqueue(job.id);
        else await this.recoverIfLost(job);
      }
    } catch (error) {
      this.logger.warn(`Job sweep failed: ${(error as Error).message}`);
    }
  }

  /** A running job's row, checked against the queue (see `sweep`). */
  private async recoverIfLost(job: RepositoryJobRow): Promise<void> {
    const whereabouts = await this.queue.whereabouts('repository-jobs', job.id);
    if (whereabouts.held) return;
    if (whereabouts.failedReason === null) {
      // Also a job that finished since the rows were read: run() leaves a finished row alone.
      this.logger.warn(`Job ${job.kind} ${job.id} is running with no queue holding it: queued again.`);
      await this.enqueue(job.id);
      return;
    }
    this.logger.error(`Job ${job.kind} ${job.id} was given up by the queue: ${whereabouts.failedReason}`);
    await this.jobs.fail(job.id, `The queue gave this job up: ${whereabouts.failedReason}.`);
    await this.announce(job, 'error');
  }
}
