import type { ChangelogEntryRow, CodeRepositoryRow } from '../../database/schema.js';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
}

/** Where the feed's links point: Chronicle's public address and the code host's web address. */
export type AtomFeedUrls = { publicUrl: string; githubUrl: string };

/**
 * The feed's author (RFC 4287 §4.1.1 requires one on a feed whose entries have none): the
 * repository's owner with their page on GitHub; a local repository has no owner beyond this
 * machine, so it is the repository itself, with its public page.
 */
function feedAuthor(repository: CodeRepositoryRow, urls: AtomFeedUrls, page: string): { name: string; uri: string } {
  if (repository.provider === 'github') return { name: repository.owner, uri: `${urls.githubUrl}/${encodeURIComponent(repository.owner)}` };
  return { name: repository.name, uri: page };
}

/** An Atom 1.0 feed of a repository's entries (RFC 4287), newest first. */
export function atomFeed(repository: CodeRepositoryRow, entries: ChangelogEntryRow[], urls: AtomFeedUrls): string {
  const page = `${urls.publicUrl}/${repository.publicSlug}`;
  const updated = (entries[0]?.pushedAt ?? repository.connectedAt).toISOString();
  const author = feedAuthor(repository, urls, page);
  const items = entries.map(
    (entry) => `  <entry>
    <id>urn:uuid:${entry.id}</id>
    <title>${escapeXml(entry.headline)}</title>
    <updated>${entry.pushedAt.toISOString()}</updated>
    <link href="${escapeXml(page)}"/>
    <summary>${escapeXml(`${entry.summary} (${entry.commitCount} ${entry.commitCount === 1 ? 'commit' : 'commits'})`)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(page)}</id>
  <title>${escapeXml(`${repository.fullName} changelog`)}</title>
  <updated>${updated}</updated>
  <author>
    <name>${escapeXml(author.name)}</name>
    <uri>${escapeXml(author.uri)}</uri>
  </author>
  <link rel="alternate" href="${escapeXml(page)}"/>
  <link rel="self" href="${escapeXml(`${urls.publicUrl}/api/public/${repository.publicSlug}/feed.atom`)}"/>
  <generator>Chronicle</generator>
${items.join('\n')}
</feed>
`;
}
