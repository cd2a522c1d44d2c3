import { SESSION_COOKIE } from '@chronicle/contracts';
import { isAssetPath, pageStatus, type PageLookups } from './page-status.js';

const OWNER = 'user-1';

/** Three repositories: a public one, an unpublished private one of OWNER, and a published private one. */
const lookups: PageLookups = {
  findBySlug: async (slug) =>
    ({
      sample: { userId: OWNER, isPrivate: false, publishPrivate: false },
      secret: { userId: OWNER, isPrivate: true, publishPrivate: false },
      shared: { userId: OWNER, isPrivate: true, publishPrivate: true },
    })[slug] ?? null,
  userIdForSession: async (token) => (token === 'owner-token' ? OWNER : token === 'other-token' ? 'user-2' : null),
};

describe('isAssetPath', () => {
  it('takes anything under the static folders, or with a file extension, for a file', () => {
    for (const path of ['/remotes/nope/x.js', '/assets/missing.css', '/favicon.ico', '/sample/docs/readme.md']) expect(isAssetPath(path)).toBe(true);
  });

  it('takes page paths for pages', () => {
    for (const path of ['/', '/dashboard', '/sample/docs/api-reference', '/docs/sample/readme']) expect(isAssetPath(path)).toBe(false);
  });
});

describe('pageStatus', () => {
  it('answers 200 for the fixed pages and 404 for a path no page has', async () => {
    expect(await pageStatus('/pricing', undefined, lookups)).toBe(200);
    expect(await pageStatus('/no/such/page', undefined, lookups)).toBe(404);
  });

  it('answers 404 for a slug no repository has, and for an unknown document type', async () => {
    expect(await pageStatus('/sample', undefined, lookups)).toBe(200);
    expect(await pageStatus('/sample/docs/API-Reference', undefined, lookups)).toBe(200);
    expect(await pageStatus('/nobody', undefined, lookups)).toBe(404);
    expect(await pageStatus('/Not_A_Slug/docs', undefined, lookups)).toBe(404);
    expect(await pageStatus('/sample/docs/nonsense', undefined, lookups)).toBe(404);
  });

  it("keeps an unpublished private repository's pages its owner's", async () => {
    expect(await pageStatus('/secret', undefined, lookups)).toBe(404);
    expect(await pageStatus('/secret', { [SESSION_COOKIE]: 'other-token' }, lookups)).toBe(404);
    expect(await pageStatus('/secret', { [SESSION_COOKIE]: 'owner-token' }, lookups)).toBe(200);
    expect(await pageStatus('/shared/docs', undefined, lookups)).toBe(200);
  });
});
