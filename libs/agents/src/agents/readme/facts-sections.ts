import type { Snapshot } from '@chronicle/snapshot';
import { code, heading, list, plural, table, text } from '../../markdown/markdown.js';
import { entryPoints } from '../../facts/entry-points.js';
import { folderOf } from '../dependency-report/manifest-folders.js';
import { layout } from './layout.js';

/** `## Layout`: each top-level folder and what it holds. */
export function layoutSection(snapshot: Snapshot): string[] {
  const folders = layout(snapshot);
  const rootFiles = snapshot.files.filter((file) => !file.path.includes('/')).length;
  const rows = folders.map((entry) => [code(entry.folder), entry.files.toLocaleString('en-US') + (entry.skipped > 0 ? ` (+${entry.skipped} skipped)` : ''), text(entry.role)]);
  return [
    heading(2, 'Layout'),
    `Each top-level folder with the role its name and content show; ${rootFiles === 0 ? 'no file sits' : plural(rootFiles, 'more file sits', 'more files sit')} at the root.`,
    table(['Folder', 'Files', 'Holds'], rows, ['left', 'right', 'left']),
  ];
}

/** `## Entry points`: what the manifests name and the files that start a program. */
export function entryPointsSection(snapshot: Snapshot): string[] {
  const rows = entryPoints(snapshot).map((entry) => [
    entry.path === null ? `${text(entry.written)} (not a path in the repository at this commit)` : code(entry.path),
    text(entry.kind),
    entry.manifest === null ? 'its code' : code(entry.manifest.path),
  ]);
  return [heading(2, 'Entry points'), table(['Entry point', 'Kind', 'Declared by'], rows)];
}

/**
 * The license files that speak for the project: those at the root (and REUSE's `LICENSES/`) and
 * those at the root of a package (a folder with a manifest). A license file deeper in a folder —
 * third-party data vendored with its license — covers those files only, not the project.
 */
function projectLicenses(snapshot: Snapshot): Snapshot['project']['licenses'] {
  const packageFolders = new Set(snapshot.manifests.map((manifest) => folderOf(manifest.path)));
  return snapshot.project.licenses.filter((license) => {
    const folder = folderOf(license.path);
    return folder === '' || folder === 'LICENSES/' || packageFolders.has(folder);
  });
}

function licenseLines(snapshot: Snapshot): string[] {
  return projectLicenses(snapshot).map((license) =>
    license.spdxId === null
      ? `${code(license.path)} does not match any license of the SPDX list clearly enough to name it.`
      : `${code(license.path)}: ${text(license.spdxId)} (its text matches the SPDX reference with ${Math.round(license.similarity * 100)}% similarity).`,
  );
}

/** `## License`: the license files identified, and what the manifests state. */
export function licenseSection(snapshot: Snapshot): string[] {
  const blocks = [heading(2, 'License')];
  const files = licenseLines(snapshot);
  if (files.length === 0) blocks.push('No license file at the root of the repository or of one of its packages.');
  else if (files.length === 1) blocks.push(files[0]);
  else blocks.push(list(files));
  const identified = new Set(projectLicenses(snapshot).map((license) => license.spdxId).filter((id): id is string => id !== null));
  const stated = snapshot.manifests.filter((manifest) => manifest.license !== null && manifest.license.trim() !== '');
  for (const manifest of stated) {
    const license = manifest.license as string;
    const ids = license.split(/\s+(?:OR|AND|WITH)\s+|[()]/).map((id) => id.trim()).filter((id) => id !== '');
    const agreement = identified.size === 0 ? '' : ids.every((id) => identified.has(id)) ? `, as the license ${identified.size === 1 ? 'file shows' : 'files show'}` : `, which differs from what the license ${identified.size === 1 ? 'file shows' : 'files show'}`;
    blocks.push(`${code(manifest.path)} states the license ${text(license)}${agreement}.`);
  }
  return blocks;
}

const day = (iso: string | null) => (iso === null ? null : iso.slice(0, 10));

function releaseSentence(snapshot: Snapshot): string {
  const tags = snapshot.history.tags;
  if (tags.length === 0) return 'No release is tagged.';
  const release = tags.find((tag) => /^v?\d+(?:\.\d+)+/.test(tag.name.replace(/^.*[/@]/, '')));
  const tag = release ?? tags[0];
  return `The latest ${release ? 'release' : 'tag'} is ${code(tag.name)}, of ${day(tag.date)}${tags.length > 1 ? `, among ${plural(tags.length, 'tag')}` : ''}.`;
}

function activitySentence(snapshot: Snapshot): string {
  const months = snapshot.history.recentActivity;
  const total = months.reduce((sum, month) => sum + month.commits, 0);
  if (total === 0) return 'No commit was made in the twelve months before this commit.';
  const busiest = [...months].sort((a, b) => b.commits - a.commits || (a.month < b.month ? -1 : 1))[0];
  return `${plural(total, 'commit')} in the twelve months before this commit, ${months.filter((month) => month.commits > 0).length} of the months active; the busiest was ${busiest.month} with ${plural(busiest.commits, 'commit')}.`;
}

/** `## Status`: releases and activity from the history. */
export function statusSection(snapshot: Snapshot): string[] {
  const history = snapshot.history;
  const span = history.firstCommitDate === null ? '' : ` since the first commit on ${day(history.firstCommitDate)}`;
  const latest = history.lastCommitDate === null ? '' : `; the latest is of ${day(history.lastCommitDate)}`;
  return [heading(2, 'Status'), `${plural(history.commits, 'commit')} by ${plural(history.contributors, 'contributor')}${span}${latest}.`, releaseSentence(snapshot), activitySentence(snapshot)];
}
