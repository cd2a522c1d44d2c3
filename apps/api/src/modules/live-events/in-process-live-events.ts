import type { LiveEvents, LiveMessage } from './live-events.js';

/** Events within this one process (no `REDIS_URL`: the embedded queue writes entries here too). */
export class InProcessLiveEvents implements LiveEvents {
  private readonly listeners = new Set<(message: LiveMessage) => void>();

  async publish(message: LiveMessage): Promise<void> {
    // Delivered on the next turn, as Redis would: a publisher never runs its listeners' work inline.
    for (const listener of [...this.listeners]) queueMicrotask(() => listener(message));
  }

  subscribe(listener: (message: LiveMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
