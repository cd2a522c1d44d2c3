import { registerRemotes } from '@module-federation/runtime';
import { REMOTE_NAMES, REMOTES_MANIFEST_PATH, defaultRemoteEntry, type RemoteName, type RemotesManifest } from '@chronicle/contracts';

const entries = new Map<RemoteName, string>(REMOTE_NAMES.map((name) => [name, defaultRemoteEntry(name)]));

/**
 * Reads where each remote lives from `/remotes.json` and registers them with the federation
 * runtime. A missing or unreadable manifest keeps the same-origin defaults, so the shell still
 * starts; a remote that then fails to load shows its error card.
 */
export async function registerRemotesFromManifest(): Promise<void> {
  await readManifest();
  registerRemotes(REMOTE_NAMES.map(remoteOf));
}

/** For a retry: reads the manifest again and registers the remote anew, dropping what the runtime cached of the failed load. */
export async function reregisterRemote(name: RemoteName): Promise<void> {
  await readManifest();
  registerRemotes([remoteOf(name)], { force: true });
}

async function readManifest(): Promise<void> {
  try {
    const response = await fetch(REMOTES_MANIFEST_PATH, { cache: 'no-store' });
    if (!response.ok) return;
    const manifest = (await response.json()) as Partial<RemotesManifest>;
    for (const name of REMOTE_NAMES) {
      const entry = manifest[name]?.entry;
      if (typeof entry === 'string' && entry) entries.set(name, entry);
    }
  } catch {
    // Keep what we had.
  }
}

function remoteOf(name: RemoteName) {
  return { name, entry: entries.get(name)!, type: 'module' as const };
}
