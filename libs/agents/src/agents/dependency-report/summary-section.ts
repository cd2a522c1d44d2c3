import type { Ecosystem, Snapshot } from '@chronicle/snapshot';
import { byText, code, heading, plural, table } from '../../markdown/markdown.js';
import { transitiveOf } from './lockfiles.js';
import { ECOSYSTEM_NAMES } from './manifest-folders.js';

function ecosystems(snapshot: Snapshot): Ecosystem[] {
  return [...new Set([...snapshot.manifests, ...snapshot.lockfiles].map((entry) => entry.ecosystem))].sort(byText);
}

function row(snapshot: Snapshot, ecosystem: Ecosystem): string[] {
  const manifests = snapshot.manifests.filter((manifest) => manifest.ecosystem === ecosystem);
  const dependencies = manifests.flatMap((manifest) => manifest.dependencies);
  const runtime = dependencies.filter((dependency) => dependency.scope === 'runtime').length;
  const lockfiles = snapshot.lockfiles.filter((lockfile) => lockfile.ecosystem === ecosystem);
  const transitive = lockfiles.reduce((sum, lockfile) => sum + transitiveOf(snapshot, lockfile).packages.length, 0);
  return [
    ECOSYSTEM_NAMES[ecosystem],
    String(manifests.length),
    String(runtime),
    String(dependencies.length - runtime),
    lockfiles.length === 0 ? 'none' : lockfiles.map((lockfile) => code(lockfile.path)).sort(byText).join(', '),
    lockfiles.length === 0 ? '—' : String(transitive),
  ];
}

/** Where the project says it keeps no lockfile on purpose (`.npmrc`'s `package-lock=false`), as a clause. */
function noLockfileChoice(snapshot: Snapshot): string {
  const settings = [...new Map(snapshot.manifests.flatMap((manifest) => (manifest.lockfileOff ? [[`${manifest.lockfileOff.path}\u0000${manifest.lockfileOff.setting}`, manifest.lockfileOff] as const] : []))).values()];
  if (settings.length === 0) return '';
  const named = settings.sort((a, b) => byText(a.path, b.path)).map((setting) => `${code(setting.path)} sets ${code(setting.setting)}`).join(', ');
  return `, by the project's choice (${named})`;
}

/** `## Summary`: what was found per ecosystem. */
export function summarySection(snapshot: Snapshot): string[] {
  const blocks = [heading(2, 'Summary')];
  if (snapshot.manifests.length === 0 && snapshot.lockfiles.length === 0) {
    blocks.push('The repository has no manifest or lockfile of a supported ecosystem (npm, PyPI, Go modules, Cargo, Maven, Gradle, NuGet, RubyGems, Composer), so it declares no dependencies this report can list.');
    return blocks;
  }
  const declared = snapshot.manifests.reduce((sum, manifest) => sum + manifest.dependencies.length, 0);
  const manifests = snapshot.manifests.length;
  const lockfiles = snapshot.lockfiles.length;
  blocks.push(
    `${plural(manifests, 'manifest')} ${manifests === 1 ? 'declares' : 'declare'} ${plural(declared, 'direct dependency', 'direct dependencies')}; ${
      lockfiles === 0 ? `no lockfile pins versions${noLockfileChoice(snapshot)}.` : `${plural(lockfiles, 'lockfile')} ${lockfiles === 1 ? 'pins' : 'pin'} versions. Transitive counts are the packages reached through a lockfile from the direct ones.`
    }`,
  );
  blocks.push(table(['Ecosystem', 'Manifests', 'Direct runtime', 'Direct other', 'Lockfiles', 'Transitive'], ecosystems(snapshot).map((ecosystem) => row(snapshot, ecosystem)), ['left', 'right', 'right', 'right', 'left', 'right']));
  const empty = snapshot.manifests.filter((manifest) => manifest.dependencies.length === 0).map((manifest) => code(manifest.path)).sort(byText);
  if (empty.length > 0) blocks.push(`Declaring no dependencies: ${empty.join(', ')}.`);
  return blocks;
}
