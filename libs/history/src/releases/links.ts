/** Compare and release links in the style of the repository's host (GitLab's `/-/` paths, GitHub's otherwise). */
export function compareLink(repositoryUrl: string, from: string, to: string): string {
  return `${repositoryUrl}${isGitLab(repositoryUrl) ? '/-' : ''}/compare/${encodeRef(from)}...${encodeRef(to)}`;
}

export function releaseLink(repositoryUrl: string, tag: string): string {
  return isGitLab(repositoryUrl) ? `${repositoryUrl}/-/tags/${encodeRef(tag)}` : `${repositoryUrl}/releases/tag/${encodeRef(tag)}`;
}

function isGitLab(url: string): boolean {
  return /\/\/[^/]*gitlab\./i.test(url);
}

function encodeRef(ref: string): string {
  return ref.split('/').map(encodeURIComponent).join('/').replace(/%40/g, '@');
}
