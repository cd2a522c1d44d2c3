import type { SkipReason } from '../model.js';

/** Files larger than this are not indexed (manifests, lockfiles and project files are still read, up to {@link READ_LIMIT_BYTES}). */
export const SIZE_LIMIT_BYTES = 1024 * 1024;
/** Nothing larger than this is read at all, not even a lockfile. */
export const READ_LIMIT_BYTES = 32 * 1024 * 1024;
/** Git's own test for binary content: a NUL byte among the first 8,000. */
export const BINARY_SNIFF_BYTES = 8000;
/** Average characters per line above which a JavaScript, CSS, JSON, HTML or SVG file counts as minified (Linguist's threshold). */
export const MINIFIED_AVERAGE_LINE = 110;
/** A smaller file is never called minified: a one-line `tsconfig.json` is just short. */
const MINIFIED_MIN_BYTES = 1024;

// A subset of Linguist's vendor.yml: third-party code checked into the repository.
const VENDORED: readonly RegExp[] = [
  /(?:^|\/)node_modules\//,
  /(?:^|\/)bower_components\//,
  /(?:^|\/)jspm_packages\//,
  /(?:^|\/)vendors?\//,
  /(?:^|\/)(?:3rd|[Tt]hird)[-_]?[Pp]arty\//,
  /(?:^|\/)[Ee]xternals?\//,
  /^deps\//,
  /(?:^|\/)\.yarn\/(?:releases|plugins|sdks|versions|unplugged|cache)\//,
  /(?:^|\/)\.pnp\.(?:c?js|loader\.mjs)$/,
  /(?:^|\/)Pods\//,
  /(?:^|\/)Carthage\/Build\//,
  /(?:^|\/)\.bundle\//,
  /(?:^|\/)\.?venv\//,
  /(?:^|\/)site-packages\//,
  /(?:^|\/)gradlew(?:\.bat)?$/,
  /(?:^|\/)gradle\/wrapper\//,
  /(?:^|\/)mvnw(?:\.cmd)?$/,
  /(?:^|\/)\.mvn\/wrapper\//,
  /(?:^|\/)config\.(?:guess|sub)$/,
  /(?:^|\/)configure$/,
  /-vsdoc\.js$/,
  /\.intellisense\.js$/,
];

/** Lockfiles: generated, never indexed as source, but still handed to the manifest readers. */
const LOCKFILES = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lock',
  'bun.lockb',
  'deno.lock',
  'poetry.lock',
  'uv.lock',
  'pdm.lock',
  'Pipfile.lock',
  'Cargo.lock',
  'Gemfile.lock',
  'composer.lock',
  'go.sum',
  'go.work.sum',
  'Gopkg.lock',
  'glide.lock',
  'mix.lock',
  'pubspec.lock',
  'Podfile.lock',
  'Package.resolved',
  'flake.lock',
  'packages.lock.json',
  'gradle.lockfile',
  'MODULE.bazel.lock',
  'pixi.lock',
  'conan.lock',
  '.terraform.lock.hcl',
]);

// Output of code generators, recognisable by name (Linguist's generated.rb, in part).
const GENERATED_NAMES: readonly RegExp[] = [
  /\.pb\.(?:go|cc|h|swift|dart)$/,
  /\.pb\.gw\.go$/,
  /_pb2(?:_grpc)?\.pyi?$/,
  /_pb\.(?:js|d\.ts)$/,
  /_grpc_pb\.(?:js|d\.ts)$/,
  /\.(?:g|freezed|gr|mocks)\.dart$/,
  /\.[Dd]esigner\.(?:cs|vb)$/,
  /(?:^|\/)__generated__\//,
  /\.(?:js|css)\.map$/,
  /(?:^|\/)zz_generated\.[^/]+\.go$/,
];

const MINIFIED_NAMES = /[.-]min\.(?:js|css|mjs)$/;

// Kinds of files that are binary by their name, so they are skipped without being read.
const BINARY_EXTENSIONS = new Set(
  'png jpg jpeg gif bmp ico icns webp avif tif tiff psd woff woff2 ttf otf eot pdf zip gz tgz bz2 xz 7z rar jar war ear class dll exe so dylib a o obj lib pyc pyo whl wasm mp3 mp4 m4a wav ogg flac webm mov avi mkv sqlite db bin dat'.split(' ').map((extension) => `.${extension}`),
);

const MINIFIABLE = new Set(['JavaScript', 'CSS', 'JSON', 'HTML', 'SVG']);

/** Whether the path names a lockfile (by its file name). */
export function isLockfile(path: string): boolean {
  return LOCKFILES.has(baseName(path));
}

/** Why a file is left out, decided from its path and size alone; null when its content must be read to tell. */
export function pathSkipReason(path: string, size: number): SkipReason | null {
  if (isVendored(path)) return 'vendored';
  if (isLockfile(path) || GENERATED_NAMES.some((pattern) => pattern.test(path))) return 'generated';
  if (MINIFIED_NAMES.test(path)) return 'minified';
  if (BINARY_EXTENSIONS.has(extension(path))) return 'binary';
  if (size > SIZE_LIMIT_BYTES) return 'oversized';
  return null;
}

/** Third-party code checked in: never read, not even its manifests, which are not the project's. */
export function isVendored(path: string): boolean {
  return VENDORED.some((pattern) => pattern.test(path));
}

/** Binary content: a NUL byte among the first 8,000 (git's own test). */
export function isBinary(content: Buffer): boolean {
  return content.subarray(0, BINARY_SNIFF_BYTES).includes(0);
}

/** Why a readable text is left out: a generator's header, a source map, or minified lines. */
export function contentSkipReason(text: string, lines: number, language: string | null): SkipReason | null {
  if (hasGeneratedHeader(text)) return 'generated';
  if (language === 'JavaScript' || language === 'CSS') {
    const tail = text.slice(-500);
    if (/(?:^|\n)\s*\/[*/][#@] source(?:Mapping)?URL=/.test(tail) && !tail.includes('data:application/json')) return 'generated';
  }
  if (language !== null && MINIFIABLE.has(language) && text.length >= MINIFIED_MIN_BYTES && text.length / Math.max(lines, 1) > MINIFIED_AVERAGE_LINE) return 'minified';
  return null;
}

const COMMENT_START = /^\s*(?:\/\/+|\/\*+|\*|#+|<!--|--|;+|%+)\s*/;
const GENERATED_COMMENT = /^(?:this (?:file|code|source) (?:is|was|has been) )?(?:auto-?generated|automatically generated|generated (?:automatically|by|from|with|using)\b|@generated\b)/i;

/**
 * A generator's mark in the first ten lines: Go's `// Code generated … DO NOT EDIT.`, a comment
 * that says `DO NOT EDIT` or `@generated`, or one that opens with "This file was generated…",
 * "Auto-generated…", "Generated by…".
 */
export function hasGeneratedHeader(text: string): boolean {
  const head = text.slice(0, 4000).split('\n', 10);
  for (const line of head) {
    if (/^\/\/ Code generated .* DO NOT EDIT\.$/.test(line.trimEnd())) return true;
    const comment = COMMENT_START.exec(line);
    if (!comment) continue;
    const body = line.slice(comment[0].length);
    if (GENERATED_COMMENT.test(body) || /\bDO NOT EDIT\b|@generated\b/.test(body)) return true;
  }
  return false;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function extension(path: string): string {
  const name = baseName(path);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}
