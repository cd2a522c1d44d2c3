import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ExpiredRowsPurger } from '../src/modules/purges/expired-rows.purger.js';
import { codeRepositories, publicPageVisits, sessions, users } from '../src/database/schema.js';
import { DATABASE_KINDS, startTestApp, type TestApp } from './test-app.js';

const HOUR_MS = 60 * 60 * 1000;

function utcDayOffset(days: number): string {
  return new Date(Date.now() + days * 24 * HOUR_MS).toISOString().slice(0, 10);
}

describe.each(DATABASE_KINDS)('purging expired rows on %s', (kind) => {
  let app: TestApp;
  let purger: ExpiredRowsPurger;
  let userId: string;
  let repositoryId: string;

  beforeAll(async () => {
    app = await startTestApp(kind);
    purger = app.app.get(ExpiredRowsPurger);
    // The pass the start began must be over, or the one below would be that pass and miss the rows inserted after it.
    await purger.purgeOnce();
    const db = app.database.db;
    const [user] = await db.insert(users).values({ username: 'purge-test' }).returning();
    userId = user!.id;
    const [repository] = await db
      .insert(codeRepositories)
      .values({ userId, provider: 'github', hostRepoId: '42', owner: 'octocat', name: 'purged', fullName: 'octocat/purged', defaultBranch: 'main', publicSlug: 'purged' })
      .returning();
    repositoryId = repository!.id;
  });
  afterAll(() => app.close());

  it('deletes expired sessions and keeps live ones', async () => {
    const db = app.database.db;
    const token = () => randomBytes(16).toString('hex');
    await db.insert(sessions).values([
      { userId, tokenHash: `expired-${token()}`, expiresAt: new Date(Date.now() - HOUR_MS) },
      { userId, tokenHash: `live-${token()}`, expiresAt: new Date(Date.now() + HOUR_MS) },
    ]);
    await purger.purgeOnce();
    const left = await db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, userId));
    expect(left.map((row) => row.tokenHash.split('-')[0])).toEqual(['live']);
  });

  it('deletes visits older than yesterday and keeps yesterday and today', async () => {
    const db = app.database.db;
    await db.insert(publicPageVisits).values(
      [-3, -2, -1, 0].map((days) => ({ repositoryId, visitor: `visitor-${days}`, day: utcDayOffset(days) })),
    );
    await purger.purgeOnce();
    const left = await db.select({ day: publicPageVisits.day }).from(publicPageVisits).where(eq(publicPageVisits.repositoryId, repositoryId));
    expect(left.map((row) => row.day).sort()).toEqual([utcDayOffset(-1), utcDayOffset(0)]);
  });
});
