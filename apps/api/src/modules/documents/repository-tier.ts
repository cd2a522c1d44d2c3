import { DOC_TIERS, DOC_TYPES, type DocType, type SubscriptionTier } from '@chronicle/contracts';
import type { CodeRepositoryRow } from '../../database/schema.js';

/**
 * The tier a repository's documents are written in (DESIGN decision 16): an open-source project
 * and any public repository get Pro; a private repository its owner's tier.
 */
export function tierOf(repository: Pick<CodeRepositoryRow, 'kind' | 'isPrivate'>, ownerTier: SubscriptionTier): SubscriptionTier {
  return repository.kind === 'project' || !repository.isPrivate ? 'pro' : ownerTier;
}

export function typesInTier(tier: SubscriptionTier): DocType[] {
  return DOC_TYPES.filter((type) => DOC_TIERS[type].includes(tier));
}

/** The lowest tier that includes a document type, for the sentence that says which one it needs. */
export function lowestTierOf(type: DocType): SubscriptionTier {
  return DOC_TIERS[type][0]!;
}

type UserTiers = { findById(id: string): Promise<{ subscriptionTier: SubscriptionTier } | null> };

/** A repository's tier, its owner read only when the tier depends on it. */
export async function tierOfRepository(repository: Pick<CodeRepositoryRow, 'kind' | 'isPrivate' | 'userId'>, users: UserTiers): Promise<SubscriptionTier> {
  const owner = repository.kind === 'project' || !repository.isPrivate ? null : await users.findById(repository.userId);
  return tierOf(repository, owner?.subscriptionTier ?? 'free');
}

/** The document types a repository's tier includes. */
export async function typesInTierOfRepository(repository: Pick<CodeRepositoryRow, 'kind' | 'isPrivate' | 'userId'>, users: UserTiers): Promise<DocType[]> {
  return typesInTier(await tierOfRepository(repository, users));
}
