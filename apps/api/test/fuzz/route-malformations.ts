import { deflateRawSync, gzipSync } from 'node:zlib';
import { corruptGzip, deeplyNested, gzipBomb, INVALID_UTF8_MARK, jsonWith, largeArray, pathLabel, withInvalidUtf8, type JsonPath } from './bodies.js';
import { defaultPath, live, OMIT, preview, type CaseGenerator, type Draft } from './cases.js';
import { Bag, type Random } from './random.js';
import type { BodyProperty, FuzzRoute } from './routes.js';
import { CONTENT_TYPES, COOKIES, INVALID_JSON, NASTY_TEXTS, NON_OBJECT_JSON, PATH_SEGMENTS, QUERY_VALUES, WRONG_TYPES, type Sample } from './values.js';

/** Names a body may carry although the route declares none (or in addition to its own). */
const INVENTED_PROPERTIES = ['id', 'userId', 'role', 'isAdmin', 'tone', 'repoId', 'a'.repeat(1000)];
const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * One kind of malformation: where it goes (weights differ for routes with and without a declared
 * body, path or query parameters), how many body bytes it may cost at most, how often a route gets
 * it at most (the few that cost the app a lot of time), and how it is made.
 */
type Malformation = {
  target: 'body' | 'path' | 'query' | 'headers';
  weight: number;
  maxBytes: number;
  most?: number;
  make: () => Draft;
};

/**
 * Malformed requests for any route: the body (types, text, nesting, size, syntax, Content-Type,
 * Content-Encoding), the path and query parameters, the cookies and the caller.
 */
export function routeMalformations(route: FuzzRoute) {
  return (random: Random): CaseGenerator => {
    const body = new BodyMaker(route, random);
    const draw = <T>(items: readonly T[]) => new Bag(random, items);
    const wrongTypes = draw(body.properties.flatMap((property) => WRONG_TYPES.map((type) => [property, type] as const)));
    const nastyTexts = draw(NASTY_TEXTS);
    const invalidJson = draw(INVALID_JSON);
    const nonObjects = draw(NON_OBJECT_JSON);
    const contentTypes = draw(CONTENT_TYPES);
    const cookies = draw(COOKIES);
    const segments = draw(route.pathParams.flatMap((parameter) => PATH_SEGMENTS.map((segment) => [parameter.name, segment] as const)));
    const queries = draw(route.queryParams.flatMap((name) => QUERY_VALUES.map((sample) => [name, sample] as const)));

    const malformations: Malformation[] = [
      { target: 'body', weight: 14, maxBytes: 4_000, make: () => body.wrongType(...wrongTypes.draw()) },
      { target: 'body', weight: 4, maxBytes: 4_000, make: () => body.unknownProperty() },
      { target: 'body', weight: 1, maxBytes: 80_000, most: 4, make: () => body.manyUnknownProperties() },
      { target: 'body', weight: 3, maxBytes: 4_000, make: () => body.prototypeKeys() },
      { target: 'body', weight: 2, maxBytes: 4_000, make: () => body.duplicateKeys() },
      { target: 'body', weight: 8, maxBytes: 4_000, make: () => body.nastyText(nastyTexts.draw()) },
      { target: 'body', weight: 2, maxBytes: 4_000, make: () => body.invalidUtf8() },
      { target: 'body', weight: 3, maxBytes: 610_000, make: () => body.longString() },
      { target: 'body', weight: 4, maxBytes: 120_000, most: 15, make: () => body.deeplyNested() },
      { target: 'body', weight: 1, maxBytes: 1_100_000, most: 3, make: () => body.largeArray() },
      { target: 'body', weight: 5, maxBytes: 4_000, make: () => body.invalidJson(invalidJson.draw()) },
      { target: 'body', weight: 4, maxBytes: 4_000, make: () => body.truncatedJson() },
      { target: 'body', weight: 2, maxBytes: 0, make: () => body.empty() },
      { target: 'body', weight: 3, maxBytes: 4_000, make: () => body.nonObject(nonObjects.draw()) },
      { target: 'body', weight: 5, maxBytes: 4_000, make: () => body.contentType(contentTypes.draw()) },
      { target: 'body', weight: 3, maxBytes: 4_000, make: () => body.corruptEncoding() },
      { target: 'body', weight: 2, maxBytes: 4_000, make: () => body.unusualEncoding() },
      { target: 'body', weight: 1, maxBytes: 40_000, most: 4, make: () => body.gzipBomb() },
      { target: 'body', weight: 1, maxBytes: 4_000, make: () => body.chunked() },
      { target: 'headers', weight: 6, maxBytes: 4_000, make: () => body.withBaseline(cookieDraft(cookies.draw())) },
      { target: 'headers', weight: 4, maxBytes: 4_000, make: () => body.withBaseline(identityDraft(random)) },
      { target: 'path', weight: 30, maxBytes: 4_000, make: () => body.withBaseline(pathDraft(route, ...segments.draw())) },
      { target: 'query', weight: 6, maxBytes: 4_000, make: () => body.withBaseline(queryDraft(...queries.draw())) },
    ];
    const weights = targetWeights(route);
    const forThisRoute = malformations.map((malformation) => ({ ...malformation, weight: malformation.weight * weights[malformation.target] })).filter((malformation) => malformation.weight > 0);
    const pick = picker(random);
    return (budget) => pick(forThisRoute, budget);
  };
}

/** A choice among malformations that keeps to the volume budget and to each one's `most`. */
export function picker(random: Random) {
  const made = new Map<() => Draft, number>();
  return (malformations: readonly Pick<Malformation, 'weight' | 'maxBytes' | 'most' | 'make'>[], budget: number): Draft => {
    const allowed = malformations.filter((malformation) => malformation.maxBytes <= budget && (made.get(malformation.make) ?? 0) < (malformation.most ?? Infinity));
    const chosen = random.weighted(allowed.map((malformation) => [malformation, malformation.weight] as const));
    made.set(chosen.make, (made.get(chosen.make) ?? 0) + 1);
    return chosen.make();
  };
}

/** A route without a declared body is fuzzed mostly where it reads input: its path and query. */
function targetWeights(route: FuzzRoute): Record<Malformation['target'], number> {
  const readsBody = route.body !== null;
  return {
    body: readsBody ? 1 : route.method === 'GET' ? 0.25 : 0.6,
    path: route.pathParams.length > 0 ? 1 : 0,
    query: route.queryParams.length > 0 ? 1 : 0,
    headers: 1,
  };
}

/** Bodies for one route: a plausible body of its declared properties, malformed in one way. */
class BodyMaker {
  readonly properties: string[];
  private readonly document: Record<string, unknown>;

  constructor(
    private readonly route: FuzzRoute,
    private readonly random: Random,
  ) {
    const declared = route.body?.properties ?? [];
    this.document = Object.fromEntries(declared.map((property) => [property.name, plausibleValue(property)]));
    this.properties = declared.length > 0 ? declared.map((property) => property.name) : INVENTED_PROPERTIES.slice(0, 3);
  }

  /** A malformation elsewhere (path, query, headers) with the route's usual body, if it declares one. */
  withBaseline(draft: Draft): Draft {
    if (!this.route.body) return draft;
    return { ...draft, body: Buffer.from(this.text()), headers: { ...JSON_HEADERS, ...draft.headers } };
  }

  wrongType(property: string, type: Sample): Draft {
    return this.json('wrong JSON type', `${property}: ${type.label}`, [property], type.value);
  }

  unknownProperty(): Draft {
    const name = this.random.pick([...INVENTED_PROPERTIES, 'constructor', 'prototype', `x${this.random.hex(6)}`]);
    const value = this.random.pick(['true', '"admin"', '{"polluted":true}', '1']);
    return this.raw('unknown property', name.length > 20 ? 'a 1,000-character name' : name, withExtraProperty(this.text(), name, value));
  }

  /** Thousands of unknown properties: each one is a problem the validation answer may list. */
  manyUnknownProperties(): Draft {
    const count = this.random.pick([1_000, 5_000]);
    const extra = Array.from({ length: count }, (_, index) => `"p${index}":${index}`).join(',');
    const text = this.text() === '{}' ? `{${extra}}` : `{${extra},${this.text().slice(1)}`;
    return { label: 'thousands of unknown properties', subject: `${count.toLocaleString('en')} properties`, detail: `${count.toLocaleString('en')} properties p0…p${count - 1} added`, body: Buffer.from(text), headers: JSON_HEADERS };
  }

  prototypeKeys(): Draft {
    const [name, value] = this.random.pick([
      ['__proto__', '{"isAdmin":true,"role":"admin","tone":"playful"}'],
      ['constructor', '{"prototype":{"isAdmin":true}}'],
      ['__proto__', 'null'],
      ['__proto__', '[]'],
    ] as const);
    return this.raw('prototype pollution keys', name, withExtraProperty(this.text(), name, value));
  }

  duplicateKeys(): Draft {
    const property = this.random.pick(this.properties);
    const wrong = this.random.pick(WRONG_TYPES);
    const text = withExtraProperty(withExtraProperty('{}', property, wrong.value), property, JSON.stringify(this.document[property] ?? 'x'));
    return this.raw('duplicate keys', property, text);
  }

  nastyText(sample: Sample): Draft {
    const property = this.random.pick(this.properties);
    return this.json(`string with ${sample.label}`, property, [property], JSON.stringify(sample.value));
  }

  invalidUtf8(): Draft {
    const property = this.random.pick(this.properties);
    const text = jsonWith(this.document, [property], `"x${INVALID_UTF8_MARK}y"`);
    return { label: 'invalid UTF-8 bytes', subject: property, detail: preview(text), body: withInvalidUtf8(text), headers: JSON_HEADERS };
  }

  longString(): Draft {
    const length = this.random.pick([2_000, 20_000, 100_000]);
    const unit = this.random.pick(['a', 'é', '🔥', '\u0000']);
    const property = this.random.pick(this.properties);
    const what = `${length.toLocaleString('en')} × "${preview(unit)}"`;
    return this.json('very long string', what, [property], JSON.stringify(unit.repeat(length)), `${property} = ${what}`);
  }

  deeplyNested(): Draft {
    const depth = this.random.int(5_000, 20_000);
    const shape = this.random.pick(['array', 'object'] as const);
    const at: JsonPath = this.random.chance(0.3) ? [] : [this.random.pick(this.properties)];
    return this.json('JSON nested 5,000–20,000 deep', `${shape}s at ${pathLabel(at)}`, at, deeplyNested(depth, shape), `${pathLabel(at)} = ${shape}s nested ${depth} deep`);
  }

  largeArray(): Draft {
    const kind = this.random.pick(['numbers', 'strings', 'objects'] as const);
    const at: JsonPath = this.random.chance(0.3) ? [] : [this.random.pick(this.properties)];
    return this.json('large array', `50,000 ${kind} at ${pathLabel(at)}`, at, largeArray(50_000, kind), `${pathLabel(at)} = an array of 50,000 ${kind}`);
  }

  invalidJson(text: string): Draft {
    if (this.random.chance(0.15)) {
      const bytes = Buffer.from(Array.from({ length: this.random.int(1, 600) }, () => this.random.int(0, 255)));
      return { label: 'invalid JSON', subject: 'random bytes', detail: preview(bytes), body: bytes, headers: JSON_HEADERS };
    }
    return this.raw('invalid JSON', preview(text, 24), text);
  }

  truncatedJson(): Draft {
    const text = this.text();
    const cut = text.slice(0, this.random.int(1, Math.max(1, text.length - 1)));
    return this.raw('truncated JSON', `${cut.length} of ${text.length} chars`, cut);
  }

  empty(): Draft {
    return { label: 'empty body', subject: 'Content-Type: application/json', detail: 'an empty body', body: Buffer.alloc(0), headers: JSON_HEADERS };
  }

  nonObject(text: string): Draft {
    return this.raw('JSON that is not an object', text, text);
  }

  contentType(sample: (typeof CONTENT_TYPES)[number]): Draft {
    const text = sample.body === 'json' ? this.text() : sample.body;
    const body = /utf-16/.test(sample.contentType ?? '') ? Buffer.from(text, 'utf16le') : Buffer.from(text, 'latin1');
    const headers = { 'content-type': sample.contentType ?? OMIT };
    return { label: 'wrong or missing Content-Type', subject: sample.label, detail: `Content-Type: ${sample.contentType ?? '(none)'}; ${preview(body)}`, body, headers };
  }

  corruptEncoding(): Draft {
    const encoding = this.random.pick(['gzip', 'gzip', 'deflate', 'x-gzip']);
    const kind = this.random.pick(['truncated', 'garbage', 'bad checksum'] as const);
    const plain = Buffer.from(this.text());
    const body = encoding === 'deflate' ? deflateRawSync(plain).subarray(0, 3) : corruptGzip(plain, kind);
    return { label: 'corrupt Content-Encoding', subject: `${encoding}: ${encoding === 'deflate' ? 'truncated' : kind}`, detail: `Content-Encoding: ${encoding}; ${preview(body, 60)}`, body, headers: { ...JSON_HEADERS, 'content-encoding': encoding } };
  }

  unusualEncoding(): Draft {
    const encoding = this.random.pick(['foo', 'gzip, foo', 'br', 'compress', 'identity, gzip', 'GZIP', 'gzip, gzip']);
    const plain = Buffer.from(this.text());
    const body = encoding === 'gzip, gzip' ? gzipSync(gzipSync(plain)) : encoding === 'GZIP' ? gzipSync(plain) : plain;
    return { label: 'unusual Content-Encoding', subject: encoding, detail: `Content-Encoding: ${encoding}`, body, headers: { ...JSON_HEADERS, 'content-encoding': encoding } };
  }

  gzipBomb(): Draft {
    const megabytes = this.random.pick([2, 30]);
    const body = gzipBomb(megabytes);
    return { label: 'gzip that inflates to a large body', subject: `${megabytes} MB`, detail: `${body.length.toLocaleString('en')} gzip bytes inflating to ${megabytes} MB`, body, headers: { ...JSON_HEADERS, 'content-encoding': 'gzip' } };
  }

  chunked(): Draft {
    return { ...this.raw('chunked body', 'Transfer-Encoding: chunked', this.text()), chunked: true };
  }

  private text(): string {
    return JSON.stringify(this.document);
  }

  private json(label: string, subject: string, at: JsonPath, fragment: string, detail?: string): Draft {
    const text = jsonWith(this.document, at, fragment);
    return { label, subject, detail: detail ?? preview(text), body: Buffer.from(text), headers: JSON_HEADERS };
  }

  private raw(label: string, subject: string, text: string): Draft {
    return { label, subject, detail: preview(text), body: Buffer.from(text), headers: JSON_HEADERS };
  }
}

/** `{"name": value, …rest}` as raw text: `__proto__` must stay a key, not become a prototype. */
export function withExtraProperty(objectText: string, name: string, valueText: string): string {
  const pair = `${JSON.stringify(name)}:${valueText}`;
  return objectText === '{}' ? `{${pair}}` : `{${pair},${objectText.slice(1)}`;
}

function plausibleValue(property: BodyProperty): unknown {
  if (property.allowed?.length) return property.allowed[0];
  if (property.rules.some((rule) => /int|number|min|max|positive/i.test(rule))) return 1;
  if (property.rules.some((rule) => /boolean/i.test(rule))) return true;
  return 'fuzz';
}

function cookieDraft(sample: Sample): Draft {
  const value = sample.value.replaceAll('{session}', live('cookie'));
  return { label: `cookie: ${sample.label}`, subject: preview(sample.value, 40), detail: `Cookie: ${preview(value, 80)}`, headers: { cookie: value } };
}

function identityDraft(random: Random): Draft {
  const identity = random.pick(['no session', 'cross-site', 'foreign origin'] as const);
  return { label: identity === 'no session' ? 'no session' : 'cross-site request', subject: identity, detail: identity, identity };
}

function pathDraft(route: FuzzRoute, name: string, segment: Sample): Draft {
  return { label: 'malformed path parameter', subject: `${name}: ${segment.label}`, detail: `${name} = ${preview(segment.value, 80)}`, path: defaultPath(route, { [name]: segment.value }) };
}

function queryDraft(name: string, sample: Sample): Draft {
  const query = sample.value.replaceAll('{name}', name);
  return { label: 'malformed query parameter', subject: `${name}: ${sample.label}`, detail: `?${preview(query, 80)}`, query: `?${query}` };
}
