// The data the history engine works on and produces. Every later feature — push entries, the
// CHANGELOG document, admin analysis, the CLI, the benchmarks — speaks these types.

/** One file a commit touched, from `git log --numstat` (binary files count 0 lines). */
export type FileChange = {
  path: string;
  additions: number;
  deletions: number;
  /** The `--name-status` letter (`A`, `M`, `D`, `R`, `C`, `T`…) when paths were listed that way; absent with `--numstat`. */
  status?: string;
  /** The path it had before, for a rename or copy (`R`, `C`): read only with rename detection on (`readCommits`' `follow`). */
  previousPath?: string;
};

/** A commit as read from git. Dates are ISO 8601 strings with their offset, as git prints them. */
export type Commit = {
  sha: string;
  parents: string[];
  authorName: string;
  authorEmail: string;
  authorDate: string;
  committerDate: string;
  subject: string;
  body: string;
  files: FileChange[];
};

/** A tag and the commit it points at (annotated tags are peeled). */
export type Tag = {
  name: string;
  sha: string;
  /** The tagger date of an annotated tag, else the commit's committer date. */
  date: string;
};

/** Keep a Changelog 1.1.0 sections, in the order they are rendered. */
export const CHANGE_SECTIONS = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'] as const;
export type ChangeSection = (typeof CHANGE_SECTIONS)[number];

/**
 * How commits become changelog items (spec §9):
 * - `individual`: one item per kept commit (most detailed);
 * - `minimal` (default): commits of the same pull request (merged, or rebased in one go), fixups,
 *   revert pairs and repeated subjects become one item;
 * - `balanced`: also merges items of the same scope and section that say the same thing;
 * - `aggressive`: broader grouping by scope and area (fewest items).
 * The exact rules are documented where they are implemented (clustering).
 */
export const CLUSTERING_MODES = ['individual', 'minimal', 'balanced', 'aggressive'] as const;
export type ClusteringMode = (typeof CLUSTERING_MODES)[number];
export const DEFAULT_CLUSTERING: ClusteringMode = 'minimal';

/**
 * Why a commit is left out of the changelog items (it is still counted). `internal`: a conventional
 * `chore`/`build`/`refactor` change that neither breaks anything nor was written into the changelog.
 */
export const NOISE_KINDS = ['version-bump', 'ci-only', 'test-only', 'docs-only', 'merge-without-title', 'reverted', 'formatting', 'internal'] as const;
export type NoiseKind = (typeof NOISE_KINDS)[number];

/** References a commit or item carries: pull request and issue numbers (#123, GH-123, URLs). */
export type References = {
  pullRequests: number[];
  issues: number[];
};

/** What the engine learnt about one commit. */
export type ClassifiedCommit = {
  commit: Commit;
  /** Conventional Commits type (`feat`, `fix`, …) when the message follows the convention, else null. */
  type: string | null;
  scope: string | null;
  breaking: boolean;
  /** The description a changelog reader should see: the subject without the type prefix, or a merged pull request's title. */
  description: string;
  section: ChangeSection;
  references: References;
  /** Set when the commit is set aside as noise. */
  noise: NoiseKind | null;
  /**
   * An update made by a dependency bot (Dependabot, Renovate, …): grouped into one line per release,
   * which releases leave out (see `selectNotable`). A person's dependency upgrade is not flagged: it is a change of its own.
   */
  dependencyUpdate: boolean;
  /** The SHA this commit reverts, when it is a revert. */
  reverts: string | null;
};

/** One line of a changelog, standing for one or more commits. */
export type ChangelogItem = {
  section: ChangeSection;
  /** The line's text, without the leading `- ` (Markdown inline allowed: `**scope:**`, references). */
  text: string;
  scope: string | null;
  breaking: boolean;
  /** SHAs of the commits the item stands for, newest first. */
  commits: string[];
  references: References;
};

/** A release section: a version, or the Unreleased section (version null). */
export type Release = {
  /** The version without prefix (`1.2.3`), or null for Unreleased. */
  version: string | null;
  tag: string | null;
  /** YYYY-MM-DD, or null for Unreleased. */
  date: string | null;
  /** The host's compare view between the previous tag and this one, when the remote is known. */
  compareUrl: string | null;
  items: ChangelogItem[];
  /** Commits in the release (noise included). */
  commitCount: number;
  /**
   * The version that shipped this release's changes instead, when it failed to ship: a patch
   * tagged within the hour that fixed only the release tooling (see `buildChangelog`). Its items
   * are listed there; this release has none.
   */
  shippedIn?: string;
};

/** A whole changelog, newest release first. `chronicle changelog --format json` prints this. */
export type Changelog = {
  /** e.g. `rack/rack`, from the remote URL or the folder name. */
  repository: string;
  /** https URL of the repository on its host, when known (for compare links). */
  repositoryUrl: string | null;
  releases: Release[];
};

/** How to read a history and cut it into a changelog. */
export type ChangelogOptions = {
  /** Newest commits to read at most (first parent); default: all. */
  maxCommits?: number;
  clustering?: ClusteringMode;
  /**
   * The folder whose changelog is written (a package of a monorepo, `packages/x`), relative to the
   * repository's root; default: the whole repository. Only commits that touched it give items.
   */
  path?: string;
  /**
   * Sub-packages below the scope that keep their own CHANGELOG file: `auto` (default) detects them
   * from the tree and leaves their commits and tags out; `include` keeps every commit.
   */
  subPackages?: 'auto' | 'include';
};
