/**
 * Background work on a timer: every `intervalMs` (the timer does not keep the process alive), never
 * two passes at once, and `stop()` waits for a pass under way — so a shutdown never cuts one short.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly work: () => Promise<void>) {}

  /** Starts the timer; with `runNow`, a first pass starts at once (not awaited). */
  start(intervalMs: number, options: { runNow?: boolean } = {}): void {
    if (options.runNow) void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
  }

  /** One pass; while a pass is running, its promise is returned instead of starting another. */
  runOnce(): Promise<void> {
    this.running ??= this.work().finally(() => (this.running = null));
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
