export {
  CHANGE_SECTIONS,
  CLUSTERING_MODES,
  DEFAULT_CLUSTERING,
  NOISE_KINDS,
  type ChangeSection,
  type Changelog,
  type ChangelogItem,
  type ChangelogOptions,
  type ClassifiedCommit,
  type ClusteringMode,
  type Commit,
  type FileChange,
  type NoiseKind,
  type References,
  type Release,
  type Tag,
} from './model.js';
export { NotARepositoryError, openRepository, readRemoteDefaultBranch, transportPin, type Repository } from './git/open-repository.js';
export { readCommits, type ReadCommitsOptions } from './git/read-commits.js';
export { readTags } from './git/read-tags.js';
export { cacheFolderName, parseRemoteUrl, type RemoteInfo } from './git/remote-url.js';
export { GitCommandError, runGit, spawnGit, stopGitProcesses } from './git/run-git.js';
export { classifyCommit, CONVENTIONAL_TYPES } from './classify/classify-commit.js';
export { parseConventionalHeader, parseAutosquash, parseRevert, hasBreakingFooter, type ConventionalHeader, type RevertInfo } from './classify/conventional.js';
export { extractReferences } from './classify/references.js';
export { parseMergeMessage, type MergeInfo } from './classify/merge-message.js';
export { pathKind, type PathKind } from './classify/paths.js';
export { leadingWordIsNotVerb, sectionFromText } from './classify/sections.js';
export { clusterCommits } from './cluster/cluster-commits.js';
export { isCodeWord } from './cluster/item-text.js';
export { buildChangelog, type BuildChangelogInput } from './releases/build-changelog.js';
export { renderMarkdown } from './releases/render-markdown.js';
export { compareLink } from './releases/links.js';
export { mergeIntoChangelog, namesUnreleased, type MergeOptions } from './releases/merge-changelog.js';
export { writtenReleases, type WrittenRelease } from './releases/written-releases.js';
export { parseTagVersion, compareVersions, releaseTags, type TagFamilies, type TagVersion } from './releases/version.js';
export { InvalidScopeError, commitInScope, normalizeScopePath, type ChangelogScope } from './releases/scope.js';
export { readPackageLayout, type PackageLayout } from './git/package-scope.js';
export { changelogOf, generateChangelog, type ChangelogOfOptions, type GenerateChangelogOptions } from './generate-changelog.js';
