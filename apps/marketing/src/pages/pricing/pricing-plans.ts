import type { SubscriptionTier } from '@chronicle/contracts';

export type PricingPlan = {
  tier: SubscriptionTier;
  name: string;
  price: string;
  tagline: string;
  cta: string;
  includes?: string;
  features: readonly string[];
};

// Prices and document lists follow spec §6 and §9; the pricing page also lists BUSINESS.md and DEPENDENCIES.md under Pro.
export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    tier: 'free',
    name: 'Free',
    price: '$0',
    tagline: 'Changelogs for every repository, free forever.',
    cta: 'Start for free',
    features: [
      'CHANGELOG.md in Keep a Changelog style',
      'An AI-written headline and summary for every push to main',
      'A social snippet for each entry, ready to copy',
      'A public changelog page for your repository',
    ],
  },
  {
    tier: 'lite',
    name: 'Lite',
    price: '$8',
    tagline: 'The core documents every repository should have.',
    cta: 'Choose Lite',
    includes: 'Everything in Free, plus',
    features: ['README.md', 'ARCHITECTURE.md', 'TODO.md'],
  },
  {
    tier: 'pro',
    name: 'Pro',
    price: '$50',
    tagline: 'The full documentation set for teams and AI agents.',
    cta: 'Choose Pro',
    includes: 'Everything in Lite, plus',
    features: [
      'ONBOARDING.md',
      'SECURITY.md',
      'API_REFERENCE.md',
      'PERFORMANCE.md',
      'CODE_INDEX.md',
      'INTERFACES.md',
      'DEPENDENCY_REPORT.md',
      'LOGGING.md',
      'BUSINESS.md',
      'DEPENDENCIES.md',
    ],
  },
];
