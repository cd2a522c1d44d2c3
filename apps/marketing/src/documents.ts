import type { SubscriptionTier } from '@chronicle/contracts';

export type DocumentFileName =
  | 'CHANGELOG.md'
  | 'README.md'
  | 'ARCHITECTURE.md'
  | 'TODO.md'
  | 'ONBOARDING.md'
  | 'SECURITY.md'
  | 'PERFORMANCE.md'
  | 'API_REFERENCE.md'
  | 'CODE_INDEX.md'
  | 'INTERFACES.md'
  | 'DEPENDENCY_REPORT.md'
  | 'LOGGING.md';

export type ChronicleDocument = {
  fileName: DocumentFileName;
  tier: SubscriptionTier;
  title: string;
  benefit: string;
};

export const TIER_LABELS: Record<SubscriptionTier, string> = {
  free: 'Free',
  lite: 'Lite',
  pro: 'Pro',
};

export const TIERS: readonly SubscriptionTier[] = ['free', 'lite', 'pro'];

/** The twelve generated documents, in the order the product lists them (spec §2 landing sample tabs). */
export const DOCUMENTS: readonly ChronicleDocument[] = [
  {
    fileName: 'CHANGELOG.md',
    tier: 'free',
    title: 'Changelog',
    benefit: 'A Keep a Changelog entry with an AI-written headline and summary for every push to main.',
  },
  {
    fileName: 'README.md',
    tier: 'lite',
    title: 'Readme',
    benefit: 'Install steps, a working usage example and a configuration table that match the current code.',
  },
  {
    fileName: 'ARCHITECTURE.md',
    tier: 'lite',
    title: 'Architecture',
    benefit: 'A diagram of the components and how a request flows through them, with the decisions behind them.',
  },
  {
    fileName: 'TODO.md',
    tier: 'lite',
    title: 'To-do list',
    benefit: 'Prioritised work gathered from open issues, edge cases and notes left in the code.',
  },
  {
    fileName: 'ONBOARDING.md',
    tier: 'pro',
    title: 'Onboarding guide',
    benefit: 'First-day setup and a map of where things live, so new contributors ship in days, not weeks.',
  },
  {
    fileName: 'SECURITY.md',
    tier: 'pro',
    title: 'Security policy',
    benefit: 'Supported versions, how to report a vulnerability and threat notes drawn from the code.',
  },
  {
    fileName: 'PERFORMANCE.md',
    tier: 'pro',
    title: 'Performance report',
    benefit: 'Benchmark results with their methodology and the known costs of each code path.',
  },
  {
    fileName: 'API_REFERENCE.md',
    tier: 'pro',
    title: 'API reference',
    benefit: 'Every public function with its signature, parameters, return value and errors.',
  },
  {
    fileName: 'CODE_INDEX.md',
    tier: 'pro',
    title: 'Code index',
    benefit: 'Each source file mapped to its purpose, for people and AI agents finding their way.',
  },
  {
    fileName: 'INTERFACES.md',
    tier: 'pro',
    title: 'Interfaces',
    benefit: 'The public types and contracts in one place, with defaults and constraints.',
  },
  {
    fileName: 'DEPENDENCY_REPORT.md',
    tier: 'pro',
    title: 'Dependency report',
    benefit: 'Versions, licenses and upgrade notes for every dependency, with audit findings.',
  },
  {
    fileName: 'LOGGING.md',
    tier: 'pro',
    title: 'Logging guide',
    benefit: 'Every log event with its level and fields, so on-call engineers know what to search for.',
  },
];
