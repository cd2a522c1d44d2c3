import { DEFAULT_TONE, type Facts, type Tone } from '../facts/facts.js';
import type { BuiltInPhaseId } from '../phases/built-in-phases.js';
import { writeChangelogSection, writeClassification, writeClusters } from './analysis-texts.js';
import { writeHeadline, writeSocial, writeSummary } from './push-texts.js';

/** What the text is for beyond the facts. */
export type BuiltInContext = { tone?: Tone; link?: string | null };

/**
 * The deterministic engine used when no model server is configured. It implements every built-in
 * phase from the facts — the commits, their classification and the changelog items that
 * @chronicle/history produced — not from prompts: the same facts always give the same text, and
 * every SHA, reference, version, path, number and name in it comes from the facts.
 */
export class BuiltInEngine {
  readonly name = 'built-in';

  run(phase: BuiltInPhaseId, facts: Facts, context: BuiltInContext = {}): string {
    const tone = context.tone ?? DEFAULT_TONE;
    switch (phase) {
      case 'classify':
        return this.classify(facts);
      case 'cluster':
        return this.cluster(facts);
      case 'summarize':
        return this.summary(facts, tone);
      case 'headline':
        return this.headline(facts, tone);
      case 'social':
        return this.social(facts, tone, context.link ?? facts.link);
      case 'changelog':
        return this.changelog(facts);
    }
  }

  /** At most 80 characters: the most important change and how many others came with it. */
  headline(facts: Facts, tone: Tone = DEFAULT_TONE): string {
    return writeHeadline(facts, tone);
  }

  /** One to three sentences. */
  summary(facts: Facts, tone: Tone = DEFAULT_TONE): string {
    return writeSummary(facts, tone);
  }

  /** At most 280 characters, the link (counted in full) included. */
  social(facts: Facts, tone: Tone = DEFAULT_TONE, link: string | null | undefined = facts.link): string {
    return writeSocial(facts, tone, link);
  }

  /** Each commit's section or noise kind, as @chronicle/history decided it. */
  classify(facts: Facts): string {
    return writeClassification(facts);
  }

  /** The changelog items by section with the commits each stands for. */
  cluster(facts: Facts): string {
    return writeClusters(facts);
  }

  /** The Keep a Changelog section for `facts.version` (or Unreleased). */
  changelog(facts: Facts): string {
    return writeChangelogSection(facts);
  }
}
