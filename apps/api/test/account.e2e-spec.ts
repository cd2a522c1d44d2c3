import { sql } from 'drizzle-orm';
import request from 'supertest';
import { SESSION_COOKIE } from '@chronicle/contracts';
import { TABLES_WITHOUT_USER_DATA } from '../src/database/schema.js';
import type { Database } from '../src/database/database.js';
import { listTables, tablesMentioning } from './database-rows.js';
import { DATABASE_KINDS, startTestApp, type TestApp } from './test-app.js';

/** Tables that reach `users` through foreign keys which all cascade on delete. */
async function tablesOwnedByUsers(db: Database): Promise<Set<string>> {
  const result = await db.execute<{ child: string; parent: string }>(sql`
    SELECT child.relname AS child, parent.relname AS parent
    FROM pg_constraint c
    JOIN pg_class child ON child.oid = c.conrelid
    JOIN pg_class parent ON parent.oid = c.confrelid
    JOIN pg_namespace n ON n.oid = child.relnamespace
    WHERE c.contype = 'f' AND c.confdeltype = 'c' AND n.nspname = 'public'`);
  const edges = (result as unknown as { rows: { child: string; parent: string }[] }).rows;
  const owned = new Set(['users']);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { child, parent } of edges) {
      if (owned.has(parent) && !owned.has(child)) {
        owned.add(child);
        grew = true;
      }
    }
  }
  return owned;
}

async function signInLocally(app: TestApp): Promise<{ cookie: string[]; userId: string }> {
  const start = await request(app.server).get('/api/auth/github').expect(302);
  const cookie = start.headers['set-cookie'] as unknown as string[];
  const me = await request(app.server).get('/api/auth/me').set('Cookie', cookie).expect(200);
  return { cookie, userId: me.body.id };
}

describe.each(DATABASE_KINDS)('account deletion on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app.close());

  it('cannot forget a table: every table cascades from users or says why it holds no user data', async () => {
    const owned = await tablesOwnedByUsers(app.database.db);
    const forgotten = (await listTables(app.database.db)).filter((table) => !owned.has(table) && !(table in TABLES_WITHOUT_USER_DATA));
    expect(forgotten).toEqual([]);
  });

  it('deletes the user and every row that belongs to them, and signs them out', async () => {
    const { cookie, userId } = await signInLocally(app);
    expect(await tablesMentioning(app.database.db, userId)).toEqual(expect.arrayContaining(['users', 'sessions', 'provider_accounts']));

    const response = await request(app.server).delete('/api/account').set('Cookie', cookie).expect(200);
    expect(response.body).toEqual({ deleted: true });
    expect(String(response.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);

    expect(await tablesMentioning(app.database.db, userId)).toEqual([]);
    expect((await request(app.server).get('/api/auth/me').set('Cookie', cookie).expect(200)).body).toMatchObject({ signedIn: false });
  });

  it('leaves other users untouched', async () => {
    const other = await signInLocally(app);
    const { body } = await request(app.server).delete('/api/account').set('Cookie', other.cookie).expect(200);
    expect(body).toEqual({ deleted: true });
    // The next local sign-in creates a fresh user: nothing of the deleted one comes back.
    const again = await signInLocally(app);
    expect(again.userId).not.toBe(other.userId);
  });

  it('refuses a signed-out caller', async () => {
    const response = await request(app.server).delete('/api/account').expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'You need to sign in to do that.' });
  });
});
