import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SecretBox } from '../../crypto/secret-box.js';
import { PublicPageVisitsRepository } from './public-page-visits.repository.js';

const VISITOR_KEY_PURPOSE = 'public-page-visitors';
const DAY_MS = 24 * 60 * 60 * 1000;

/** What identifies a visitor: the client's address (see CHRONICLE_TRUST_PROXY) and browser. */
export type PageVisitor = { ip: string | undefined; userAgent: string | undefined };

/**
 * Counts views of public pages once per visitor and UTC day. A visitor is stored only as an
 * HMAC-SHA256 of day, address and User-Agent under a key derived from the encryption key: the
 * address cannot be read back or guessed by hashing candidates without the key, the same person
 * gets unrelated ids on different days, and every process sharing the key computes the same id.
 */
@Injectable()
export class PublicViewCounter {
  private readonly visitorKey: Buffer;

  constructor(
    box: SecretBox,
    private readonly visits: PublicPageVisitsRepository,
  ) {
    this.visitorKey = box.deriveKey(VISITOR_KEY_PURPOSE);
  }

  /** Counts a view of the repository's page unless this visitor was already counted today. */
  async count(repositoryId: string, visitor: PageVisitor, now = new Date()): Promise<void> {
    const day = utcDay(now);
    await this.visits.recordVisit(repositoryId, this.visitorId(visitor, day), day);
  }

  /**
   * Deletes visits older than yesterday: today's decide who was counted. Yesterday's are kept so
   * that a process whose clock is still before midnight counts its late visitors once, too.
   */
  purgeOldVisits(now = new Date()): Promise<number> {
    return this.visits.deleteBefore(utcDay(new Date(now.getTime() - DAY_MS)));
  }

  private visitorId({ ip, userAgent }: PageVisitor, day: string): string {
    // Neither an address nor a header value holds a line break, so the parts cannot run together.
    return createHmac('sha256', this.visitorKey).update(`${day}\n${ip ?? ''}\n${userAgent ?? ''}`).digest('base64url');
  }
}

/** The UTC calendar day of a moment, as PostgreSQL's date text (YYYY-MM-DD). */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
