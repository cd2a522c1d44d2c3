import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CurrentUser } from '@chronicle/contracts';
import { toCurrentUser } from '../users/to-current-user.js';
import { SessionsRepository } from './sessions.repository.js';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type NewSession = { token: string; expiresAt: Date };

/**
 * Server-side sessions: the browser holds a random token, the database only its SHA-256, so a
 * leaked database cannot be replayed as cookies and a revoked session is gone for good.
 */
@Injectable()
export class SessionsService {
  constructor(private readonly sessions: SessionsRepository) {}

  async start(userId: string): Promise<NewSession> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
    await this.sessions.create(userId, hashToken(token), expiresAt);
    return { token, expiresAt };
  }

  async userForToken(token: string): Promise<CurrentUser | null> {
    const user = await this.sessions.findUserByTokenHash(hashToken(token), new Date());
    return user ? toCurrentUser(user) : null;
  }

  async revoke(token: string): Promise<void> {
    await this.sessions.deleteByTokenHash(hashToken(token));
  }

  /** Expired sessions can no longer sign anyone in (userForToken checks the time): they are only rows to delete. */
  purgeExpired(now = new Date()): Promise<number> {
    return this.sessions.deleteExpired(now);
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
