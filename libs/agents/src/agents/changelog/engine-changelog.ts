import type { Changelog, Release } from '@chronicle/history';
import type { Snapshot, SnapshotRelease } from '@chronicle/snapshot';

const CODE_SPAN = /(`+)[\s\S]*?\1/g;

/**
 * The history engine's changelog for the snapshot's commit, back in the engine's own shape so the
 * engine renders and merges it. A commit subject is Markdown as its author wrote it: angle brackets
 * outside code spans (`Add <Select> props`) are escaped, or they would be read as HTML.
 */
export function engineChangelog(snapshot: Snapshot): Changelog {
  return {
    repository: snapshot.repository.name,
    repositoryUrl: snapshot.repository.webUrl,
    releases: snapshot.history.changelog.releases.map(toRelease),
  };
}

function toRelease(release: SnapshotRelease): Release {
  return {
    version: release.tag === null ? null : release.version,
    tag: release.tag,
    date: release.date,
    compareUrl: release.compareUrl,
    commitCount: release.commits,
    items: release.changes.map((change) => ({ ...change, text: escapeHtml(change.text) })),
  };
}

function escapeHtml(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(CODE_SPAN)) {
    out += text.slice(last, match.index).replace(/(?<!\\)([<>])/g, '\\$1') + match[0];
    last = match.index + match[0].length;
  }
  return out + text.slice(last).replace(/(?<!\\)([<>])/g, '\\$1');
}
