import type { ChangelogEntryRow, CodeRepositoryRow } from '../../database/schema.js';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
}

/** An Atom 1.0 feed of a repository's entries (RFC 4287), newest first. */
export function atomFeed(repository: CodeRepositoryRow, entries: ChangelogEntryRow[], publicUrl: string): string {
  const page = `${publicUrl}/${repository.publicSlug}`;
  const updated = (entries[0]?.pushedAt ?? repository.connectedAt).toISOString();
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
  <link rel="alternate" href="${escapeXml(page)}"/>
  <link rel="self" href="${escapeXml(`${publicUrl}/api/public/${repository.publicSlug}/feed.atom`)}"/>
  <generator>Chronicle</generator>
${items.join('\n')}
</feed>
`;
}
