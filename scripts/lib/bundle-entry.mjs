#!/usr/bin/env node
// `node ../../scripts/lib/bundle-entry.mjs dist/index.js`, after compile-typescript.mjs in a
// package's build: rewrites the compiled entry as one file holding every module of the package it
// imports (esbuild; dependencies and node: modules stay imports), with a source map that still
// points at the TypeScript sources. Node's ESM loader resolves, reads and links each module apart —
// about 1 ms of CPU a module — so a command that loads the history engine (40 modules) for a run
// of a few hundred milliseconds pays a tenth of it before reading a commit. The other compiled
// files stay in dist/ for the package's other exports (`./testing`).
//
// `--inline-packages` bundles the dependencies too: for a module that only re-exports a package
// made of many small modules (linguist-languages: one per language).
//
// `--caseless-regexps` rewrites the package's regular expression literals with the `i` flag
// without it, the same strings matched (see caseless-regexps.mjs): V8 compiles them faster.
import path from 'node:path';
import { build } from 'esbuild';
import { caselessRegExpsPlugin } from './caseless-regexps.mjs';

/** Bundles `entry` (relative to the package folder `packageDir`) in place. */
export async function bundleEntry(packageDir, entry, { inlinePackages = false, caselessRegExps = false } = {}) {
  const file = path.join(packageDir, entry);
  await build({
    entryPoints: [file],
    outfile: file,
    allowOverwrite: true,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: inlinePackages ? undefined : 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: caselessRegExps ? [caselessRegExpsPlugin(path.resolve(packageDir, 'dist'))] : [],
  });
}

if (import.meta.url === new URL(process.argv[1], 'file:').href) {
  const inlinePackages = process.argv.includes('--inline-packages');
  const caselessRegExps = process.argv.includes('--caseless-regexps');
  const entries = process.argv.slice(2).filter((argument) => argument !== '--inline-packages' && argument !== '--caseless-regexps');
  if (entries.length === 0) {
    process.stderr.write('Usage: node scripts/lib/bundle-entry.mjs [--inline-packages] [--caseless-regexps] <compiled entry>… (relative to the package folder)\n');
    process.exit(2);
  }
  for (const entry of entries) await bundleEntry(process.cwd(), entry, { inlinePackages, caselessRegExps });
}
