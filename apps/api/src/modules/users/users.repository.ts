import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { DATABASE } from '../../database/database.module.js';
import type { Database, DatabaseConnection, Transaction } from '../../database/database.js';
import { providerAccounts, users, type Provider, type UserRow } from '../../database/schema.js';
import type { SubscriptionTier, UserRole } from '@chronicle/contracts';

export type ProviderIdentity = {
  provider: Provider;
  providerUserId: string;
  login: string;
  name: string | null;
  avatarUrl: string | null;
  role: UserRole;
  accessTokenEncrypted: string | null;
  scopes: string | null;
  /** The plan a user created by this sign-in starts on; an existing user keeps theirs. */
  newUserPlan: SubscriptionTier;
};

/** Users and their provider accounts: queries only. */
@Injectable()
export class UsersRepository {
  private readonly db: Database;

  constructor(@Inject(DATABASE) connection: DatabaseConnection) {
    this.db = connection.db;
  }

  /** Creates the user of an identity on first sign-in, or refreshes their profile, role and token. */
  async upsertFromIdentity(identity: ProviderIdentity): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const profile = { username: identity.login, name: identity.name, avatarUrl: identity.avatarUrl, role: identity.role };
      const existing = await this.findAccount(tx, identity.provider, identity.providerUserId);
      const [user] = existing
        ? await tx.update(users).set({ ...profile, updatedAt: sql`now()` }).where(eq(users.id, existing.userId)).returning()
        : await tx.insert(users).values({ ...profile, subscriptionTier: identity.newUserPlan }).returning();
      const account = {
        login: identity.login,
        accessTokenEncrypted: identity.accessTokenEncrypted,
        scopes: identity.scopes,
        updatedAt: sql`now()`,
      };
      if (existing) {
        await tx.update(providerAccounts).set(account).where(eq(providerAccounts.id, existing.id));
      } else {
        await tx.insert(providerAccounts).values({ ...account, userId: user!.id, provider: identity.provider, providerUserId: identity.providerUserId });
      }
      return user!;
    });
  }

  /** The sealed access token of the user's account at a provider, if any. */
  async findSealedAccessToken(userId: string, provider: Provider): Promise<string | null> {
    const [account] = await this.db
      .select({ token: providerAccounts.accessTokenEncrypted })
      .from(providerAccounts)
      .where(and(eq(providerAccounts.userId, userId), eq(providerAccounts.provider, provider)));
    return account?.token ?? null;
  }

  async findById(id: string): Promise<UserRow | null> {
    const [user] = await this.db.select().from(users).where(eq(users.id, id));
    return user ?? null;
  }

  /** Every user, oldest first. */
  async list(): Promise<UserRow[]> {
    return this.db.select().from(users).orderBy(asc(users.createdAt), asc(users.id));
  }

  /** Sets the plan an admin chose; answers the updated row, or null for an unknown id. */
  async setPlan(id: string, plan: SubscriptionTier): Promise<UserRow | null> {
    const [user] = await this.db.update(users).set({ subscriptionTier: plan, planChosenAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, id)).returning();
    return user ?? null;
  }

  /** Puts every user whose plan no admin chose on `plan`; answers how many changed. */
  async applyDefaultPlan(plan: SubscriptionTier): Promise<number> {
    const changed = await this.db
      .update(users)
      .set({ subscriptionTier: plan, updatedAt: sql`now()` })
      .where(and(isNull(users.planChosenAt), ne(users.subscriptionTier, plan)))
      .returning({ id: users.id });
    return changed.length;
  }

  /** Deletes the user; every row that belongs to them goes with it through cascading foreign keys. */
  async deleteById(id: string): Promise<boolean> {
    const deleted = await this.db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return deleted.length > 0;
  }

  private async findAccount(tx: Transaction, provider: Provider, providerUserId: string) {
    const [account] = await tx
      .select({ id: providerAccounts.id, userId: providerAccounts.userId })
      .from(providerAccounts)
      .where(and(eq(providerAccounts.provider, provider), eq(providerAccounts.providerUserId, providerUserId)));
    return account ?? null;
  }
}
