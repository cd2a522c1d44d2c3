import type { TokenUsage } from './providers/llm-provider.js';

/** One model call as the ledger records it. */
export type LedgerEntry = {
  /** The run (e.g. a push entry or an analysis) the call belonged to. */
  runId: string | null;
  /** The phase id. */
  phase: string;
  model: string;
  usage: TokenUsage;
  /** Answered from the response cache: no tokens were spent this time. */
  cached: boolean;
  durationMs: number;
  at: Date;
};

export type LedgerTotals = TokenUsage & {
  calls: number;
  cachedCalls: number;
  /** Tokens the cached answers would have cost. */
  savedTokens: number;
};

/**
 * Accumulates the tokens model calls used, per phase and per run. Cached answers are counted as
 * calls but not as spent tokens (they show as `savedTokens`).
 */
export class TokenLedger {
  private readonly recorded: LedgerEntry[] = [];

  record(entry: Omit<LedgerEntry, 'at' | 'runId' | 'durationMs'> & Partial<Pick<LedgerEntry, 'at' | 'runId' | 'durationMs'>>): void {
    this.recorded.push({ runId: null, durationMs: 0, at: new Date(), ...entry, usage: { ...entry.usage } });
  }

  get entries(): readonly LedgerEntry[] {
    return this.recorded;
  }

  /** Totals over every entry, or those of one run and/or phase. */
  totals(filter: { runId?: string; phase?: string } = {}): LedgerTotals {
    return sum(this.recorded.filter((entry) => (filter.runId === undefined || entry.runId === filter.runId) && (filter.phase === undefined || entry.phase === filter.phase)));
  }

  /** Totals per phase id, optionally within one run. */
  byPhase(runId?: string): Record<string, LedgerTotals> {
    return group(this.recorded.filter((entry) => runId === undefined || entry.runId === runId), (entry) => entry.phase);
  }

  /** Totals per run id (calls recorded without a run are under `''`). */
  byRun(): Record<string, LedgerTotals> {
    return group(this.recorded, (entry) => entry.runId ?? '');
  }
}

function group(entries: LedgerEntry[], keyOf: (entry: LedgerEntry) => string): Record<string, LedgerTotals> {
  const groups = new Map<string, LedgerEntry[]>();
  for (const entry of entries) groups.set(keyOf(entry), [...(groups.get(keyOf(entry)) ?? []), entry]);
  return Object.fromEntries([...groups].map(([key, members]) => [key, sum(members)]));
}

function sum(entries: LedgerEntry[]): LedgerTotals {
  const totals: LedgerTotals = { promptTokens: 0, completionTokens: 0, totalTokens: 0, calls: 0, cachedCalls: 0, savedTokens: 0 };
  for (const entry of entries) {
    totals.calls += 1;
    if (entry.cached) {
      totals.cachedCalls += 1;
      totals.savedTokens += entry.usage.totalTokens;
      continue;
    }
    totals.promptTokens += entry.usage.promptTokens;
    totals.completionTokens += entry.usage.completionTokens;
    totals.totalTokens += entry.usage.totalTokens;
  }
  return totals;
}
