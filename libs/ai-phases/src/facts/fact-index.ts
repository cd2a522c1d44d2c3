import type { Facts } from './facts.js';

/** Everything a text may mention, gathered once from the facts. */
export type FactIndex = {
  repository: string;
  shas: string[];
  references: Set<number>;
  versions: Set<string>;
  /** Files touched and every directory above them. */
  paths: Set<string>;
  dates: Set<string>;
  urls: Set<string>;
  /** Repository URLs whose commit, pull request, compare and tree pages may be linked. */
  repositoryBases: string[];
  emails: Set<string>;
  handles: Set<string>;
  numbers: Set<number>;
  /** A count up to this size is plausible (the number of commits or items). */
  countCeiling: number;
  /** Every source text joined: subjects, bodies, item lines, scopes, names, paths, terms. */
  corpus: string;
  corpusLower: string;
  /** Stems of every word of the corpus, lower case. */
  words: Set<string>;
};

export const VERSION_PATTERN = /(?<![\w./-])(v?)(\d+\.\d+(?:\.\d+){0,2})(-[0-9A-Za-z]+(?:[.-][0-9A-Za-z]+)*)?(\+[0-9A-Za-z.-]+)?(?![\w-]|\.\d)/gi;
const REFERENCE_PATTERN = /(?<![\w&/#])#(\d+)\b|\bGH-(\d+)\b/gi;
const HEX_PATTERN = /(?<![\w-])[0-9a-f]{7,40}(?![\w-])/g;
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`)\]]+/g;
const ISO_DATE_PATTERN = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

const cache = new WeakMap<Facts, FactIndex>();

/** Builds (once per facts object) the index `checkFacts` looks things up in. */
export function indexFacts(facts: Facts): FactIndex {
  const cached = cache.get(facts);
  if (cached) return cached;
  const texts: string[] = [facts.repository, ...(facts.terms ?? [])];
  const shas = new Set<string>();
  const references = new Set<number>();
  const paths = new Set<string>();
  const dates = new Set<string>();
  const emails = new Set<string>();
  const handles = new Set<string>();
  const authors = new Set<string>();
  let additions = 0;
  let deletions = 0;
  const files = new Set<string>();

  for (const classified of facts.commits) {
    const { commit } = classified;
    shas.add(commit.sha.toLowerCase());
    for (const parent of commit.parents) shas.add(parent.toLowerCase());
    if (classified.reverts) shas.add(classified.reverts.toLowerCase());
    for (const number of [...classified.references.pullRequests, ...classified.references.issues]) references.add(number);
    texts.push(commit.subject, commit.body, classified.description, classified.scope ?? '', classified.type ?? '', commit.authorName);
    authors.add(commit.authorName);
    emails.add(commit.authorEmail.toLowerCase());
    for (const handle of handlesOf(commit.authorName, commit.authorEmail)) handles.add(handle);
    for (const date of [commit.authorDate, commit.committerDate]) for (const day of daysOf(date)) dates.add(day);
    for (const file of commit.files) {
      files.add(file.path);
      additions += file.additions;
      deletions += file.deletions;
      addPath(paths, file.path);
      texts.push(file.path);
    }
  }
  for (const item of facts.items) {
    for (const sha of item.commits) shas.add(sha.toLowerCase());
    for (const number of [...item.references.pullRequests, ...item.references.issues]) references.add(number);
    texts.push(item.text, item.scope ?? '');
  }
  const corpus = texts.filter(Boolean).join('\n');

  for (const match of corpus.matchAll(HEX_PATTERN)) shas.add(match[0]);
  for (const match of corpus.matchAll(REFERENCE_PATTERN)) references.add(Number(match[1] ?? match[2]));
  for (const match of corpus.matchAll(ISO_DATE_PATTERN)) dates.add(match[0]);
  const versions = new Set<string>();
  for (const version of [...(facts.versions ?? []), facts.version ?? '']) if (version) versions.add(normalizeVersion(version));
  for (const match of corpus.matchAll(VERSION_PATTERN)) versions.add(normalizeVersion(match[0]));
  if (facts.date) dates.add(facts.date);

  const urls = new Set<string>();
  for (const url of [facts.link, facts.repositoryUrl]) if (url) urls.add(normalizeUrl(url));
  for (const match of corpus.matchAll(URL_PATTERN)) urls.add(normalizeUrl(trimUrl(match[0])));
  const repositoryBases = [facts.repositoryUrl, facts.link ? repositoryBaseOf(facts.link) : null]
    .filter((base): base is string => Boolean(base))
    .map(normalizeUrl);

  const nonNoise = facts.commits.filter((commit) => commit.noise === null);
  const sectionCounts = new Map<string, number>();
  for (const item of facts.items) sectionCounts.set(item.section, (sectionCounts.get(item.section) ?? 0) + 1);
  const numbers = new Set<number>([
    facts.commits.length,
    facts.items.length,
    nonNoise.length,
    facts.commits.length - nonNoise.length,
    authors.size,
    files.size,
    additions,
    deletions,
    additions + deletions,
    facts.commits.filter((commit) => commit.dependencyUpdate).length,
    facts.items.filter((item) => item.breaking).length,
    ...sectionCounts.values(),
    ...(facts.numbers ?? []),
  ]);
  // Not the numbers of references: `#12` does not make "12 new formats" a fact.
  for (const match of corpus.matchAll(/(?<!#)\b\d+(?:\.\d+)?/g)) numbers.add(Number(match[0]));
  for (const day of dates) numbers.add(Number(day.slice(0, 4)));

  const words = new Set<string>();
  for (const word of corpus.toLowerCase().split(/[^a-z0-9]+/)) if (word) words.add(stem(word));

  const index: FactIndex = {
    repository: facts.repository,
    shas: [...shas],
    references,
    versions,
    paths,
    dates,
    urls,
    repositoryBases,
    emails,
    handles,
    numbers,
    countCeiling: Math.max(facts.commits.length, facts.items.length),
    corpus,
    corpusLower: corpus.toLowerCase(),
    words,
  };
  cache.set(facts, index);
  return index;
}

function addPath(paths: Set<string>, path: string): void {
  const parts = path.split('/');
  for (let end = 1; end <= parts.length; end += 1) paths.add(parts.slice(0, end).join('/'));
}

function daysOf(isoDate: string): string[] {
  const days = [isoDate.slice(0, 10)];
  const parsed = new Date(isoDate);
  if (!Number.isNaN(parsed.getTime())) days.push(parsed.toISOString().slice(0, 10));
  return days;
}

/** GitHub logins an author may be mentioned by: the noreply address's login, the email's local part. */
function handlesOf(name: string, email: string): string[] {
  const handles = [email.split('@')[0]!.replace(/^\d+\+/, '').toLowerCase()];
  if (!/\s/.test(name)) handles.push(name.toLowerCase());
  return handles;
}

export function normalizeVersion(version: string): string {
  return version.trim().replace(/^v/i, '').toLowerCase();
}

export function normalizeUrl(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Drops the sentence punctuation that follows a URL in prose. */
export function trimUrl(url: string): string {
  return url.replace(/[.,;:!?]+$/, '');
}

/** `https://host/owner/name` from a compare, commit, tree or repository URL. */
export function repositoryBaseOf(link: string): string | null {
  const match = /^(https?:\/\/[^/\s]+\/[^/\s]+\/[^/\s]+?)(?:\.git)?(?:\/.*)?$/.exec(link.trim());
  return match ? match[1]! : null;
}

/** A crude English stem, so that `exports`, `exported` and `export` meet. */
export function stem(word: string): string {
  let lower = word.toLowerCase().replace(/['’]s$/, '');
  if (lower.length > 4 && lower.endsWith('ies')) lower = `${lower.slice(0, -3)}y`;
  else if (lower.length > 5 && lower.endsWith('ing')) lower = lower.slice(0, -3);
  else if (lower.length > 4 && lower.endsWith('ed')) lower = lower.slice(0, -2);
  else if (lower.length > 4 && /(?:sh|ch|x|ss)es$/.test(lower)) lower = lower.slice(0, -2);
  else if (lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss')) lower = lower.slice(0, -1);
  if (lower.length > 4 && lower.endsWith('e')) lower = lower.slice(0, -1);
  return lower;
}
