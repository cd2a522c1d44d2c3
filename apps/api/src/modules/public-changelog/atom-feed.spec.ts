import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ChangelogEntryRow, CodeRepositoryRow } from '../../database/schema.js';
import { repositoryRow } from '../../../test/repository-row.js';
import { atomFeed } from './atom-feed.js';

const URLS = { publicUrl: 'https://chronicle.example.org', githubUrl: 'https://github.com' };

function repository(overrides: Partial<CodeRepositoryRow> = {}): CodeRepositoryRow {
  return repositoryRow({ htmlUrl: null, ...overrides });
}

function entry(index: number, overrides: Partial<ChangelogEntryRow> = {}): ChangelogEntryRow {
  return {
    id: `5b0c8a2e-0000-4000-8000-00000000000${index}`,
    repositoryId: '7d1f2c3e-0000-4000-8000-000000000001',
    source: 'push',
    deliveryId: null,
    headline: `Release ${index}`,
    summary: `What changed in push ${index}.`,
    socialText: `Push ${index}`,
    commitCount: index,
    commitShas: [],
    generatedBy: 'built-in',
    pushedAt: new Date(`2026-03-0${index + 1}T12:00:00Z`),
    processingMs: 10,
    createdAt: new Date(`2026-03-0${index + 1}T12:00:01Z`),
    ...overrides,
  } as ChangelogEntryRow;
}

/** The feed element as an XML parser sees it, for what the feed parser does not expose (the feed's id). */
function feedElement(xml: string): Record<string, unknown> {
  return new XMLParser({ ignoreAttributes: false }).parse(xml).feed as Record<string, unknown>;
}

describe('the Atom feed', () => {
  const entries = [entry(2, { headline: 'Faster <search> & "quotes"' }), entry(1)];

  it('is well-formed XML that a feed parser reads as Atom 1.0', () => {
    const xml = atomFeed(repository(), entries, URLS);
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parseFeed(xml);
    expect(feed.meta).toEqual({ type: 'atom', version: '1.0' });
  });

  it('has every element RFC 4287 requires of a feed: id, title, updated and an author with a uri', () => {
    const xml = atomFeed(repository(), entries, URLS);
    const feed = parseFeed(xml);
    expect(feedElement(xml).id).toBe('https://chronicle.example.org/hello-world');
    expect(feed.title).toBe('octocat/hello-world changelog');
    expect(feed.updated).toEqual(new Date('2026-03-03T12:00:00Z'));
    expect(feed.authors).toEqual([{ name: 'octocat', url: 'https://github.com/octocat', email: null }]);
    expect(feed.url).toBe('https://chronicle.example.org/hello-world');
    expect(feed.self).toBe('https://chronicle.example.org/api/public/hello-world/feed.atom');
  });

  it('has every element RFC 4287 requires of an entry: id, title, updated and a link, newest first', () => {
    const feed = parseFeed(atomFeed(repository(), entries, URLS));
    expect(feed.items.map((item) => ({ id: item.id, title: item.title, updated: item.updated, url: item.url, description: item.description }))).toEqual([
      {
        id: 'urn:uuid:5b0c8a2e-0000-4000-8000-000000000002',
        title: 'Faster <search> & "quotes"',
        updated: new Date('2026-03-03T12:00:00Z'),
        url: 'https://chronicle.example.org/hello-world',
        description: 'What changed in push 2. (2 commits)',
      },
      {
        id: 'urn:uuid:5b0c8a2e-0000-4000-8000-000000000001',
        title: 'Release 1',
        updated: new Date('2026-03-02T12:00:00Z'),
        url: 'https://chronicle.example.org/hello-world',
        description: 'What changed in push 1. (1 commit)',
      },
    ]);
  });

  it("names a local repository's feed after the repository, since it has no owner beyond this machine", () => {
    const local = repository({ provider: 'local', owner: 'local', name: 'notes', fullName: 'local/notes', publicSlug: 'notes' });
    const feed = parseFeed(atomFeed(local, [], URLS));
    expect(feed.authors).toEqual([{ name: 'notes', url: 'https://chronicle.example.org/notes', email: null }]);
    // With no entries yet, the feed was last updated when the repository was connected.
    expect(feed.updated).toEqual(new Date('2026-03-01T09:00:00Z'));
    expect(feed.items).toEqual([]);
  });
});
