/** What a remote URL says about where a repository lives. */
export type RemoteInfo = {
  /** `owner/name` (or `group/subgroup/name`), or the last path segment for file URLs. */
  name: string;
  /** Web address for compare links, or null when the remote has none (file URLs, local paths). */
  webUrl: string | null;
};

const SCP_LIKE = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/\/)(.+)$/;

/**
 * Reads the hosting information out of a remote URL: `https://host/owner/name(.git)`,
 * `git@host:owner/name.git`, `ssh://git@host[:port]/owner/name.git`, `git://host/owner/name`,
 * or `file:///path/name.git`. Credentials are dropped; ssh and git remotes map to `https://host/…`;
 * http(s) remotes keep their scheme and port (a self-hosted forge serves its pages there too).
 */
export function parseRemoteUrl(url: string): RemoteInfo | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  if (/^file:\/\//i.test(trimmed)) {
    const path = decodeURIComponent(trimmed.replace(/^file:\/\//i, ''));
    return { name: lastSegment(path), webUrl: null };
  }
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme) {
    let parsed: URL;
    try {
      parsed = new URL(trimmed);
    } catch {
      return null;
    }
    const path = cleanPath(parsed.pathname);
    if (!path) return null;
    const web = scheme === 'http' || scheme === 'https' ? `${scheme}://${parsed.host}` : `https://${parsed.hostname}`;
    return { name: path, webUrl: path.includes('/') ? `${web}/${path}` : null };
  }
  const scp = SCP_LIKE.exec(trimmed);
  if (scp && !/^[a-z]:[\\/]/i.test(trimmed)) {
    const path = cleanPath(scp[2] ?? '');
    if (!path) return null;
    return { name: path, webUrl: path.includes('/') ? `https://${scp[1]}/${path}` : null };
  }
  return null;
}

/** A folder name for a URL's clone in the cache: readable, and unique through a hash of the whole URL. */
export function cacheFolderName(url: string): string {
  // node:crypto is loaded here, on first use: only a URL needs a cache folder, and loading it with the
  // module costs every local run (`chronicle changelog .`) a few milliseconds of start-up.
  const { createHash } = process.getBuiltinModule('node:crypto');
  const hash = createHash('sha256').update(url.trim()).digest('hex').slice(0, 12);
  const readable = url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^[^@/]*@/, '')
    .replace(/\.git\/?$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 80);
  return `${readable || 'repository'}-${hash}.git`;
}

/** `owner/name` from a path such as `/owner/name.git/`. */
function cleanPath(path: string): string {
  return path
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.git$/, '')
    .replace(/^~[^/]*\//, '');
}

export function lastSegment(path: string): string {
  const segments = path.replace(/[\\/]+$/, '').split(/[\\/]/);
  const last = segments[segments.length - 1] ?? '';
  return last.replace(/\.git$/, '') || 'repository';
}
