// Which maintainer releases are evaluated, and how generated releases are matched to them.
import { parseChangelog } from './changelog-md.mjs';
import { addCounts, evaluateRelease, prepare, scores } from './metrics.mjs';

export const RELEASES_PER_CORPUS = 30;

/** `v1.2.3`, `[1.2.3]`, `typos-v1.2.3`, `1.2.3-rc.1` → `1.2.3`, …, `1.2.3.rc.1` (prefix dropped, separators unified). */
export function normalizeVersion(value) {
  if (!value) return null;
  const trimmed = String(value).trim().toLowerCase().replace(/^\[|\]$/g, '');
  const start = trimmed.search(/\d/);
  if (start < 0) return null;
  return trimmed.slice(start).replace(/[-_+]+/g, '.');
}

/** Orders versions: numeric parts compared as numbers (`1.4` = `1.4.0`), a pre-release before its release. */
export function compareVersions(a, b) {
  const split = (value) => {
    const normal = normalizeVersion(value) ?? '';
    const core = /^\d+(?:\.\d+)*/.exec(normal)?.[0] ?? '';
    return { core: core.split('.').map(Number), pre: normal.slice(core.length).replace(/^\./, '') };
  };
  const x = split(a);
  const y = split(b);
  for (let index = 0; index < Math.max(x.core.length, y.core.length); index++) {
    const diff = (x.core[index] ?? 0) - (y.core[index] ?? 0);
    if (diff) return diff;
  }
  if (x.pre === y.pre) return 0;
  if (!x.pre) return 1;
  if (!y.pre) return -1;
  return x.pre.localeCompare(y.pre, 'en', { numeric: true });
}

/** The git tag of a changelog version: `v1.2.3`, `1.2.3`, or a unique tag ending in `/v1.2.3`, `@1.2.3`, `-v1.2.3`. */
export function tagForVersion(version, tagNames) {
  for (const candidate of [`v${version}`, version]) if (tagNames.has(candidate)) return candidate;
  const suffixed = [...tagNames].filter((name) => [`/v${version}`, `@${version}`, `-v${version}`].some((suffix) => name.endsWith(suffix)));
  return suffixed.length === 1 ? suffixed[0] : null;
}

/**
 * The maintainer releases to evaluate: the newest RELEASES_PER_CORPUS versions of changelog.md that
 * have a tag in the repository and at least one item, each with the tag of the previous version
 * (by version order, among all tagged changelog versions) for the naive range.
 * @param {import('./corpora.mjs').Corpus} corpus
 */
export function maintainerReleases(corpus, limit = RELEASES_PER_CORPUS) {
  const tagNames = new Set(Object.entries(corpus.tags).filter(([, tag]) => tag.in_commits_file).map(([name]) => name));
  const parsed = parseChangelog(corpus.changelog, { repo: corpus.meta.repo });
  const seen = new Set();
  const tagged = [];
  for (const release of parsed) {
    if (!release.version || seen.has(release.version)) continue;
    seen.add(release.version);
    const tag = tagForVersion(release.version, tagNames);
    if (tag) tagged.push({ ...release, tag, onDefaultBranch: corpus.tags[tag].on_default_branch });
  }
  const byVersion = [...tagged].sort((a, b) => compareVersions(a.version, b.version));
  const selected = tagged.filter((release) => release.items.length > 0).slice(0, limit);
  return selected.map((release) => {
    const index = byVersion.indexOf(release);
    return { ...release, previousTag: index > 0 ? byVersion[index - 1].tag : null };
  });
}

/**
 * The generated release for a maintainer release: same tag name first, else same normalized version.
 * @param {import('./tools.mjs').GeneratedRelease[]} generated
 */
export function matchRelease(maintainer, generated) {
  const byTag = generated.find((release) => release.tag && release.tag === maintainer.tag);
  if (byTag) return byTag;
  const wanted = normalizeVersion(maintainer.version);
  return generated.find((release) => normalizeVersion(release.version ?? release.tag) === wanted) ?? null;
}

/**
 * Scores one tool on one corpus.
 * @param {ReturnType<typeof maintainerReleases>} releases
 * @param {(release: any) => import('./metrics.mjs').Item[] | null} itemsFor generated items of a release (null: no such release)
 */
export function evaluateTool(releases, itemsFor) {
  let counts = { maintainerItems: 0, covered: 0, generatedItems: 0, precise: 0, sectionComparable: 0, sectionAgree: 0 };
  let matched = 0;
  const perRelease = [];
  for (const release of releases) {
    const items = itemsFor(release);
    if (items) matched++;
    const releaseCounts = evaluateRelease(release.items.map(prepare), (items ?? []).map(prepare));
    perRelease.push({ version: release.version, tag: release.tag, matched: Boolean(items), ...releaseCounts });
    counts = addCounts(counts, releaseCounts);
  }
  return { ...scores(counts), counts, matched, releases: releases.length, perRelease };
}
