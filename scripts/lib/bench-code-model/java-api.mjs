// The public types and members of Java files: PublicApi.java (javac's compiler tree API), compiled
// at bench time into the work folder with the JDK's javac and run with its java.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'PublicApi.java');

/**
 * @param {string} dir repository root
 * @param {string[]} files Java paths relative to `dir`
 * @param {string} workDir where the class is compiled and the file list written
 * @returns {Map<string, { qualifiedName: string, parent: string | null, kind: string, line: number }[]>}
 */
export function javaPublicNames(dir, files, workDir) {
  const names = new Map();
  const wanted = files.filter((file) => file.endsWith('.java') && !/(?:^|\/)(?:module|package)-info\.java$/.test(file));
  if (!wanted.length) return names;
  const classes = path.join(workDir, 'java');
  mkdirSync(classes, { recursive: true });
  const compile = spawnSync('javac', ['-d', classes, SOURCE], { encoding: 'utf8' });
  if (compile.status !== 0) throw new Error(`javac PublicApi.java failed: ${(compile.error?.message ?? compile.stderr).trim().split('\n').slice(0, 3).join(' / ')}`);
  const list = path.join(classes, 'files.txt');
  writeFileSync(list, wanted.map((file) => `${file}\t${path.join(dir, file)}\n`).join(''));
  const run = spawnSync('java', ['-cp', classes, 'PublicApi', list], { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (run.status !== 0) throw new Error(`java PublicApi failed: ${(run.error?.message ?? run.stderr).trim().split('\n').slice(0, 3).join(' / ')}`);
  for (const line of run.stdout.split('\n')) {
    if (!line) continue;
    const [file, qualifiedName, parent, kind, at] = line.split('\t');
    names.set(file, [...(names.get(file) ?? []), { qualifiedName, parent: parent === '-' ? null : parent, kind, line: Number(at) }]);
  }
  return names;
}
