import { gzipSync } from 'node:zlib';

/** Where in a JSON document a value sits: property names and array indexes from the top. */
export type JsonPath = readonly (string | number)[];

// Stands in for a raw JSON fragment while the rest of the document is stringified.
const SENTINEL = '\u0001fuzz-fragment\u0001';
const QUOTED_SENTINEL = JSON.stringify(SENTINEL);

/** `document` as JSON text with the value at `path` replaced by the raw JSON `fragment`. */
export function jsonWith(document: unknown, path: JsonPath, fragment: string): string {
  if (path.length === 0) return fragment;
  const copy = structuredClone(document) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) {
    const next = parent[step];
    parent[step] = typeof next === 'object' && next !== null ? next : {};
    parent = parent[step] as Record<string | number, unknown>;
  }
  parent[path[path.length - 1]!] = SENTINEL;
  // A function replacement: `$` in the fragment must stay literal.
  return JSON.stringify(copy).replace(QUOTED_SENTINEL, () => fragment);
}

/** A property name or index path as a reader would write it: `commits[0].message`. */
export function pathLabel(path: JsonPath): string {
  if (path.length === 0) return 'the whole body';
  return path.map((step, index) => (typeof step === 'number' ? `[${step}]` : index === 0 ? step : `.${step}`)).join('');
}

/** Every leaf (and every array or object, as a whole) of a document, arrays through their first item only. */
export function jsonPaths(document: unknown, maxDepth = 4, prefix: JsonPath = []): JsonPath[] {
  if (prefix.length >= maxDepth || typeof document !== 'object' || document === null) return prefix.length ? [prefix] : [];
  const children = Array.isArray(document) ? (document.length ? ([[0, document[0]]] as const) : []) : Object.entries(document);
  const nested = children.flatMap(([key, value]) => jsonPaths(value, maxDepth, [...prefix, key]));
  return prefix.length ? [prefix, ...nested] : nested;
}

/** JSON nested `depth` levels deep: arrays (`[[[…]]]`) or objects (`{"a":{"a":…}}`). */
export function deeplyNested(depth: number, shape: 'array' | 'object'): string {
  return shape === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A JSON array of `length` items of one kind (made once per kind and length: they are large). */
export function largeArray(length: number, kind: 'numbers' | 'strings' | 'objects'): string {
  return remember(`array ${length} ${kind}`, () => {
    const item = (index: number) => (kind === 'numbers' ? String(index) : kind === 'strings' ? `"item-${index}-xxxxxx"` : `{"i":${index}}`);
    return `[${Array.from({ length }, (_, index) => item(index)).join(',')}]`;
  });
}

/**
 * A small gzip that inflates to a JSON body of about `megabytes` MB (one long string). Built from
 * gzip members, which inflate to their concatenation, so a 1 MB run is compressed only once.
 */
export function gzipBomb(megabytes: number): Buffer {
  return remember(`bomb ${megabytes}`, () => {
    const megabyteOfSpaces = remember('spaces', () => gzipSync(Buffer.alloc(1024 * 1024, ' '), { level: 9 }));
    return Buffer.concat([gzipSync('{"a":"'), ...Array.from({ length: megabytes }, () => megabyteOfSpaces), gzipSync('"}')]);
  });
}

const remembered = new Map<string, unknown>();

function remember<T>(key: string, make: () => T): T {
  if (!remembered.has(key)) remembered.set(key, make());
  return remembered.get(key) as T;
}

/** Gzip-looking bytes that fail to inflate: a valid gzip cut short, or a gzip header over garbage. */
export function corruptGzip(body: Buffer, kind: 'truncated' | 'garbage' | 'bad checksum'): Buffer {
  const gzip = gzipSync(body);
  if (kind === 'truncated') return gzip.subarray(0, Math.max(11, Math.floor(gzip.length / 2)));
  if (kind === 'garbage') return Buffer.concat([gzip.subarray(0, 10), Buffer.from('this is not deflate data \u00ff\u00fe', 'latin1')]);
  const damaged = Buffer.from(gzip);
  damaged[damaged.length - 5] = damaged[damaged.length - 5]! ^ 0xff;
  return damaged;
}

/** Marks where {@link withInvalidUtf8} puts its bytes. */
export const INVALID_UTF8_MARK = 'INVALID-UTF8-HERE';

/** `text` in UTF-8, except that {@link INVALID_UTF8_MARK} becomes bytes that are not UTF-8. */
export function withInvalidUtf8(text: string): Buffer {
  const [before, after] = text.split(INVALID_UTF8_MARK) as [string, string?];
  if (after === undefined) return Buffer.from(text);
  return Buffer.concat([Buffer.from(before), Buffer.from([0xed, 0xa0, 0x80, 0xff, 0xfe, 0xc0, 0xaf]), Buffer.from(after)]);
}
