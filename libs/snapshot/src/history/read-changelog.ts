import { changelogOf, renderMarkdown, type Changelog, type Repository } from '@chronicle/history';
import type { SnapshotChangelog, SnapshotRelease } from '../model.js';

/**
 * The history engine's changelog for the snapshot's commit: its first-parent history (one streaming
 * `git log`, paths only) cut into releases by the release tags that commit reaches — tags made
 * later or on unmerged branches are not its history — rendered as Keep a Changelog Markdown and kept
 * as data. The engine's default `minimal` clustering.
 */
export async function readChangelog(repository: Repository, commit: { sha: string }): Promise<SnapshotChangelog> {
  const changelog = await changelogOf(repository, { revision: commit.sha, unmergedTags: false, pathsOnly: true });
  return toSnapshotChangelog(changelog);
}

/** The engine's changelog in the snapshot's shape: Unreleased named so, every release with its lines. */
export function toSnapshotChangelog(changelog: Changelog): SnapshotChangelog {
  const releases: SnapshotRelease[] = changelog.releases.map((release) => ({
    version: release.version ?? 'Unreleased',
    date: release.date,
    items: release.items.length,
    tag: release.tag,
    compareUrl: release.compareUrl,
    commits: release.commitCount,
    changes: release.items.map((item) => ({
      section: item.section,
      text: item.text,
      scope: item.scope,
      breaking: item.breaking,
      commits: [...item.commits],
      references: { pullRequests: [...item.references.pullRequests], issues: [...item.references.issues] },
    })),
  }));
  return { markdown: changelog.releases.length > 0 ? renderMarkdown(changelog) : '', releases };
}
