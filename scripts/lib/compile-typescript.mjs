#!/usr/bin/env node
// The `build` of the libraries, the tools, the API and the CLI: every `src/**/*.ts` of the package
// in the current folder that its tsconfig.build.json does not exclude, compiled file by file with
// SWC into `dist/` (JavaScript and a source map each), with the very settings the tests run under
// (jest.preset.mjs). No type checking and no declaration files: serving needs neither, and `tsc`
// spends nearly all its time reading the type declarations of the dependencies. Types are checked
// by each project's `typecheck` target (`npm test` runs it) and the declarations other projects'
// type checks read are the `types` target's (`dist-types/`).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transformFile } from '@swc/core';
import { SWC_TYPESCRIPT } from '../../jest.preset.mjs';

const SOURCE = 'src';
const OUT = 'dist';

/**
 * A tsconfig glob (`src/**\/*.spec.ts`, `src/testing/**`) as a regular expression over paths
 * relative to the package, with `/` separators.
 */
export function globToRegExp(glob) {
  let pattern = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i];
    if (char === '*' && glob[i + 1] === '*') {
      // `**/` is any number of folders, a trailing `**` anything below.
      pattern += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (char === '*') pattern += '[^/]*';
    else pattern += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

/** The package's TypeScript sources to compile, relative to it: src/**\/*.ts minus the build's excludes. */
export function sourcesToCompile(packageDir) {
  const config = JSON.parse(readFileSync(path.join(packageDir, 'tsconfig.build.json'), 'utf8'));
  const excluded = (config.exclude ?? []).map(globToRegExp);
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(path.join(packageDir, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (relative.endsWith('.ts') && !relative.endsWith('.d.ts') && !excluded.some((regExp) => regExp.test(relative))) files.push(relative);
    }
  };
  walk(SOURCE);
  return files;
}

/** Compiles one source file to dist/, with its source map next to it (as tsc's `sourceMap` did). */
async function compile(packageDir, source) {
  const target = path.join(packageDir, OUT, source.slice(SOURCE.length + 1).replace(/\.ts$/, '.js'));
  const { code, map } = await transformFile(path.join(packageDir, source), {
    ...SWC_TYPESCRIPT,
    swcrc: false,
    configFile: false,
    sourceMaps: true,
    inlineSourcesContent: false,
    sourceFileName: path.relative(path.dirname(target), path.join(packageDir, source)).split(path.sep).join('/'),
  });
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
  writeFileSync(`${target}.map`, map);
}

/** Replaces dist/ with a fresh compile of the package's sources (a deleted source leaves nothing behind). */
export async function compilePackage(packageDir) {
  const sources = sourcesToCompile(packageDir);
  rmSync(path.join(packageDir, OUT), { recursive: true, force: true });
  await Promise.all(sources.map((source) => compile(packageDir, source)));
  return sources.length;
}

if (import.meta.url === new URL(process.argv[1], 'file:').href) await compilePackage(process.cwd());
