/**
 * Semantic-version handling for release tags. The rules are SemVer 2.0.0 precedence, extended to
 * what real tags hold: two to four numeric components (`1.0`, `2.0.9.1`), prereleases written with
 * a dot or without a separator (`3.0.0.beta1`, `1.0rc1`), and prefixes such as `v`, `v.`, `release-`,
 * `name-v`, `name@`, `name/v`.
 */
export type TagVersion = {
  /** The tag as written. */
  tag: string;
  /** What precedes the version (`v`, `typos-v`, `@scope/pkg@`, ``). */
  prefix: string;
  /** Tags of the same package share a family: the prefix without its `v`, and generic release prefixes count as none. */
  family: string;
  /** The version as written, without prefix (`1.2.3`, `3.0.0.beta1`). */
  version: string;
  numbers: number[];
  prerelease: Array<string | number>;
};

const TAG_VERSION = /^(.*?)(\d+(?:\.\d+){1,3})(?:[-.]?((?:alpha|beta|rc|pre|preview|dev|snapshot|canary|next|nightly|[abc](?=\d))[0-9A-Za-z.-]*)|-([0-9A-Za-z][0-9A-Za-z.-]*))?(?:\+[0-9A-Za-z.-]+)?$/i;
const GENERIC_PREFIX = /^(?:release|releases|version|ver|rel|tag)?[-_/]?$/i;

/** Reads the version out of a tag name, or null for tags that name no version (`latest`, `v1`, `test`). */
export function parseTagVersion(tag: string): TagVersion | null {
  const match = TAG_VERSION.exec(tag.trim());
  if (!match) return null;
  const [, rawPrefix = '', numbersText = '', namedPre, dashedPre] = match;
  if (rawPrefix && !/[-_/@.vV]$/.test(rawPrefix)) return null;
  const versionStart = rawPrefix.replace(/[vV]\.?$/, '');
  const prefix = rawPrefix;
  const family = GENERIC_PREFIX.test(versionStart) ? '' : versionStart.replace(/[-_/@]+$/, '');
  const pre = namedPre ?? dashedPre ?? '';
  return {
    tag,
    prefix,
    family,
    version: tag.slice(rawPrefix.length),
    numbers: numbersText.split('.').map(Number),
    prerelease: pre ? pre.split(/[.-]/).flatMap(splitIdentifier) : [],
  };
}

/** `beta2` → ['beta', 2], so `beta2` < `beta10`. */
function splitIdentifier(identifier: string): Array<string | number> {
  if (/^\d+$/.test(identifier)) return [Number(identifier)];
  const parts = /^([A-Za-z]+)(\d+)$/.exec(identifier);
  return parts ? [parts[1]!.toLowerCase(), Number(parts[2])] : [identifier.toLowerCase()];
}

/** SemVer precedence: numbers component by component (missing ones are 0), then a prerelease sorts before its release. */
export function compareVersions(a: TagVersion, b: TagVersion): number {
  const length = Math.max(a.numbers.length, b.numbers.length, 3);
  for (let index = 0; index < length; index += 1) {
    const difference = (a.numbers[index] ?? 0) - (b.numbers[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  if (a.prerelease.length === 0 || b.prerelease.length === 0) return Math.sign(b.prerelease.length - a.prerelease.length);
  for (let index = 0; index < Math.max(a.prerelease.length, b.prerelease.length); index += 1) {
    const left = a.prerelease[index];
    const right = b.prerelease[index];
    if (left === undefined) return -1;
    if (right === undefined) return 1;
    if (left === right) continue;
    if (typeof left === 'number' && typeof right === 'number') return Math.sign(left - right);
    if (typeof left === 'number') return -1;
    if (typeof right === 'number') return 1;
    return left < right ? -1 : 1;
  }
  return 0;
}

export function isPrerelease(version: TagVersion): boolean {
  return version.prerelease.length > 0;
}

/** Which tag families a changelog's releases come from, when the caller knows (a package's own changelog). */
export type TagFamilies = {
  /** Family names (`x`, `@scope/x`, `packages/x`), any of which, when it has tags, is taken before all others. */
  prefer?: string[];
  /** Families that are other packages' (sub-packages keeping their own CHANGELOG): never the releases. */
  avoid?: string[];
};

/**
 * The tags that are the repository's releases: version tags of one family — a preferred family
 * when one has tags (`x@1.2.3`, `x-v1.2.3`, `packages/x/v1.2.3` for package `x`); else the
 * unprefixed one (`1.2.3`, `v1.2.3`, `release-1.2.3`) when it holds at least 3 tags or a fifth of
 * the largest family, else the largest family (a monorepo's main package) — together with a family
 * that is its earlier or later name (`parent-2.8.1` before `2.8.2`: see `handsOff`). Families to
 * avoid are never taken. Other packages' tags (`dictgen-v0.2.0`) and non-version tags are ignored.
 */
export function releaseTags<T extends { name: string; date?: string }>(tags: T[], families: TagFamilies = {}): Array<T & { parsed: TagVersion }> {
  const byFamily = new Map<string, Array<T & { parsed: TagVersion }>>();
  const avoid = new Set((families.avoid ?? []).map((name) => name.toLowerCase()));
  for (const tag of tags) {
    const parsed = parseTagVersion(tag.name);
    if (!parsed || (parsed.family && avoid.has(parsed.family.toLowerCase()))) continue;
    const members = byFamily.get(parsed.family) ?? [];
    members.push({ ...tag, parsed });
    byFamily.set(parsed.family, members);
  }
  for (const name of families.prefer ?? []) {
    const preferred = [...byFamily.entries()].find(([family]) => family !== '' && family.toLowerCase() === name.toLowerCase());
    if (preferred) return preferred[1];
  }
  if (byFamily.size === 0) return [];
  const largest = Math.max(...[...byFamily.values()].map((members) => members.length));
  const plain = byFamily.get('');
  const chosen = plain && (plain.length >= 3 || plain.length >= largest / 5) ? plain : [...byFamily.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))[0]![1];
  const renamed = [...byFamily.values()].filter((members) => members !== chosen && handsOff(members, chosen));
  return renamed.length === 0 ? chosen : [...chosen, ...renamed.flat()];
}

/**
 * Whether a family is the releases' earlier (or later) name: the project tagged `parent-2.8.1` and
 * then `2.8.2`. It holds no version of the chosen family and none of the chosen versions lies within
 * its range, and by date it sits in the gap it fills — after every lower chosen version, before
 * every higher one. Another package's tags (`varcon-v1.0.5` next to `v1.20.0`) interleave with the
 * releases in version or in time and stay out. Undated tags hand nothing off.
 */
function handsOff(family: Array<{ date?: string; parsed: TagVersion }>, chosen: Array<{ date?: string; parsed: TagVersion }>): boolean {
  if (family.length < 2 || [...family, ...chosen].some((tag) => !tag.date)) return false;
  const time = (tag: { date?: string }) => Date.parse(tag.date!);
  const versions = [...family].sort((a, b) => compareVersions(a.parsed, b.parsed));
  const lowest = versions[0]!.parsed;
  const highest = versions[versions.length - 1]!.parsed;
  const first = Math.min(...family.map(time));
  const last = Math.max(...family.map(time));
  return chosen.every((tag) => {
    if (compareVersions(tag.parsed, lowest) < 0) return time(tag) <= first;
    if (compareVersions(tag.parsed, highest) > 0) return time(tag) >= last;
    return false;
  });
}
