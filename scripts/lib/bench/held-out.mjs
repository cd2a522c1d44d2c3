// A held-out check: repositories of ../shared/repos (the documentation benchmarks' bundles, never
// used to tune the history engine) that keep a changelog the shared scorer can read, turned into
// corpora with ../shared/corpora/extract.sh — the same extraction as the visible corpora.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { git } from './git.mjs';

export const DEFAULT_REPOS_DIR = fileURLToPath(new URL('../../../../shared/repos', import.meta.url));
const CHANGELOG_NAMES = ['CHANGELOG.md', 'CHANGES.md', 'HISTORY.md', 'NEWS.md', 'changelog.md'];
/** Releases with a tag and items a corpus needs to be worth scoring. */
const MIN_RELEASES = 3;

/**
 * Builds (or reuses) the held-out corpora under `workDir/held-out`: each bundle is cloned (bare), and
 * when its default branch has a Markdown changelog with at least MIN_RELEASES tagged versions, it is
 * extracted. extract.sh matches a version to `1.2.3`, `v1.2.3`, `…/v1.2.3`, `…@1.2.3` or `…-v1.2.3`;
 * projects that tag `name-1.2.3` (jsoup) get that tag filled in afterwards.
 * @returns {Promise<{ name: string, repo: string, corpusDir: string, releases: number }[]>}
 */
export async function heldOutCorpora({ reposDir = DEFAULT_REPOS_DIR, extractScript, workDir, log = () => {} }) {
  if (!existsSync(reposDir)) return [];
  const base = path.join(workDir, 'held-out');
  mkdirSync(base, { recursive: true });
  const corpora = [];
  for (const bundle of readdirSync(reposDir).filter((file) => file.endsWith('.bundle')).sort()) {
    const name = bundle.replace(/\.bundle$/, '');
    const repo = path.join(base, `${name}.git`);
    if (!existsSync(repo)) await git(base, ['clone', '--quiet', '--mirror', path.join(reposDir, bundle), repo]);
    const tree = (await git(repo, ['ls-tree', '--name-only', 'HEAD'])).split('\n');
    const changelog = CHANGELOG_NAMES.find((file) => tree.includes(file));
    if (!changelog) continue;
    const corpusDir = path.join(base, name);
    if (!existsSync(path.join(corpusDir, 'meta.json'))) {
      await promisify(execFile)('bash', [extractScript, repo, corpusDir, '--repo', name.replace('__', '/'), '--language', 'unknown', '--changelog', changelog], { maxBuffer: 64 << 20 });
      fillPrefixedTags(corpusDir);
    }
    const meta = JSON.parse(readFileSync(path.join(corpusDir, 'meta.json'), 'utf8'));
    const releases = meta.changelog.versions.filter((version) => version.tag).length;
    if (releases < MIN_RELEASES) {
      log(`  held-out ${name}: ${changelog} has ${releases} tagged versions — not scored`);
      continue;
    }
    corpora.push({ name: meta.repo, repo, corpusDir, releases });
  }
  return corpora;
}

/** Versions without a tag get the one tag named `<anything>-<version>` (`jsoup-1.17.2`), when there is exactly one. */
function fillPrefixedTags(corpusDir) {
  const metaFile = path.join(corpusDir, 'meta.json');
  const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
  const tags = JSON.parse(readFileSync(path.join(corpusDir, 'tags.json'), 'utf8'));
  for (const version of meta.changelog.versions) {
    if (version.tag) continue;
    const candidates = Object.keys(tags).filter((tag) => tag.endsWith(`-${version.version}`) && tags[tag].in_commits_file);
    if (candidates.length !== 1) continue;
    version.tag = candidates[0];
    version.tag_commit = tags[candidates[0]].commit;
  }
  meta.changelog.versions_with_tag = meta.changelog.versions.filter((version) => version.tag).length;
  writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
}
