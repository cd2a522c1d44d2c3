import { DOC_FILE_NAMES, DOC_TIERS, DOC_TYPES, type SubscriptionTier, type ToastText } from '@chronicle/contracts';

export type PricingPlan = {
  tier: SubscriptionTier;
  name: string;
  price: string;
  tagline: string;
  cta: string;
  includes?: string;
  features: readonly string[];
};

/** The documents a tier adds to the one below it, as the server grants them (DOC_TIERS): only the twelve that exist. */
function filesAddedBy(tier: SubscriptionTier, below: SubscriptionTier | null): string[] {
  return DOC_TYPES.filter((type) => DOC_TIERS[type].includes(tier) && !(below && DOC_TIERS[type].includes(below))).map((type) => DOC_FILE_NAMES[type]);
}

// Prices follow spec §6 and §9. The spec's pricing page also lists BUSINESS.md and DEPENDENCIES.md
// under Pro; no agent writes them, so the lists are the documents the server grants each tier.
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
    features: filesAddedBy('lite', 'free'),
  },
  {
    tier: 'pro',
    name: 'Pro',
    price: '$50',
    tagline: 'The full documentation set for teams and AI agents.',
    cta: 'Choose Pro',
    includes: 'Everything in Lite, plus',
    features: filesAddedBy('pro', 'lite'),
  },
];

/**
 * What a plan button tells the user as it takes them home (spec §2): Chronicle takes no payments,
 * so choosing a paid plan is a request to whoever runs the server, who sets each account's plan.
 */
export function planChosenNote(plan: PricingPlan): ToastText {
  if (plan.tier === 'free') return { title: 'Free plan', description: 'Nothing to pay: sign in to start. Changelogs stay free forever.' };
  return {
    title: `${plan.name} plan`,
    description: `Chronicle takes no payments: whoever runs this server sets each account's plan. Sign in, then ask them for ${plan.name}.`,
  };
}
