import { rng } from '../../../../scripts/lib/rng.mjs';

/**
 * Seeded choices over the project's one PRNG (scripts/lib/rng.mjs): the same seed makes the same
 * requests, so a failure found once can be replayed.
 */
export class Random {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = rng(seed);
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Nothing to pick from.');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of the entries, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let left = this.next() * total;
    for (const [item, weight] of entries) {
      left -= weight;
      if (left < 0) return item;
    }
    return entries[entries.length - 1]![0];
  }

  shuffled<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = this.int(0, index);
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }

  hex(length: number): string {
    return Array.from({ length }, () => this.int(0, 15).toString(16)).join('');
  }

  /** A version-4-shaped UUID, the kind GitHub uses as delivery id. */
  uuid(): string {
    const hex = this.hex(32);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}

/**
 * Draws every item once, in a seeded order, before any comes again: each sample of a catalogue is
 * sent at least once as soon as its kind of malformation has been drawn that many times.
 */
export class Bag<T> {
  private left: T[] = [];

  constructor(
    private readonly random: Random,
    private readonly items: readonly T[],
  ) {}

  draw(): T {
    if (this.left.length === 0) this.left = this.random.shuffled(this.items);
    return this.left.pop()!;
  }
}

/**
 * A seed of its own for each route (FNV-1a of its key, mixed with the run's seed), so adding a
 * route later does not change the requests made to the others.
 */
export function seedFor(seed: number, key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash ^ seed) >>> 0;
}
