import { matchPageRoute } from './web.js';

describe('matchPageRoute', () => {
  it("finds the shell's pages, with and without a trailing slash", () => {
    expect(matchPageRoute('/')?.route.page).toBe('LandingPage');
    expect(matchPageRoute('/features')?.route.page).toBe('FeaturesPage');
    expect(matchPageRoute('/features/')?.route.page).toBe('FeaturesPage');
    expect(matchPageRoute('/admin')?.route.page).toBe('AdminPage');
  });

  it('prefers a fixed page to a public slug, as the router does', () => {
    expect(matchPageRoute('/docs')?.route.page).toBe('DocsPage');
    expect(matchPageRoute('/pricing')?.route.page).toBe('PricingPage');
    expect(matchPageRoute('/sample')).toMatchObject({ route: { page: 'PublicChangelogPage' }, params: { publicSlug: 'sample' } });
  });

  it('reads the slug and the document type of the documentation pages, in both forms', () => {
    expect(matchPageRoute('/sample/docs')).toMatchObject({ route: { page: 'ProjectPage' }, params: { slug: 'sample' } });
    expect(matchPageRoute('/sample/docs/readme')).toMatchObject({ route: { page: 'DocumentPage' }, params: { slug: 'sample', docType: 'readme' } });
    expect(matchPageRoute('/docs/sample/readme')).toMatchObject({ route: { page: 'DocumentPage' }, params: { slug: 'sample', docType: 'readme' } });
    expect(matchPageRoute('/docs/sample')).toMatchObject({ route: { page: 'DocumentPage' }, params: { slug: 'sample' } });
  });

  it('has no page for any other path', () => {
    for (const path of ['/no/such/page', '/features/extra', '/sample/docs/readme/more', '/sample/other', '/a/b/c/d', '/bad%E0%A4%A']) {
      expect(matchPageRoute(path)).toBeNull();
    }
  });
});
