// One snapshot in its own process, so its wall time and peak memory are its own:
//   node snapshot-child.mjs <repository> <cache dir> <out.json>
// Builds the snapshot with the built @chronicle/snapshot (libs/snapshot/dist) and writes only what
// the bench checks: the exported symbols (and the names of the others), the re-exporting imports, each file's role, `api` and
// `components`, and the CPU time this process used.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../run.mjs';

const [repoDir, cacheDir, outFile] = process.argv.slice(2);
const { buildSnapshot } = await import(pathToFileURL(path.join(ROOT, 'libs/snapshot/dist/index.js')).href);
const snapshot = await buildSnapshot(repoDir, { cacheDir, cloneCacheDir: path.join(cacheDir, '..', 'clones') });
const cpu = process.cpuUsage();
const files = snapshot.files.map((file) => ({
  path: file.path,
  role: file.role ?? (file.test ? 'test' : 'source'),
  symbols: file.code.symbols.filter((symbol) => symbol.exported).map((symbol) => [symbol.qualifiedName, symbol.parent, symbol.kind]),
  hidden: file.code.symbols.filter((symbol) => !symbol.exported).map((symbol) => symbol.qualifiedName),
  moduleValue: file.code.moduleValue ?? null,
  reexports: file.code.imports.filter((ref) => ref.reexport).map((ref) => ({ specifier: ref.specifier, names: (ref.names ?? []).map((name) => name.name) })),
}));
const out = {
  commit: snapshot.commit.sha,
  schemaVersion: snapshot.schemaVersion,
  files,
  api: snapshot.api ?? [],
  components: (snapshot.components ?? []).map((component) => ({ folder: component.folder, name: component.name, manifest: component.manifest, dependsOn: component.dependsOn })),
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
};
writeFileSync(outFile, JSON.stringify(out));
