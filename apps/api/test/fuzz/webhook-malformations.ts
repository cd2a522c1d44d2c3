import { createHmac } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { corruptGzip, deeplyNested, INVALID_UTF8_MARK, jsonPaths, jsonWith, largeArray, pathLabel, withInvalidUtf8, type JsonPath } from './bodies.js';
import { live, OMIT, preview, type CaseGenerator, type Draft, type Facts } from './cases.js';
import { Bag, type Random } from './random.js';
import { picker, routeMalformations, withExtraProperty } from './route-malformations.js';
import type { FuzzRoute } from './routes.js';
import { GIT_ARGUMENTS, INVALID_JSON, NASTY_TEXTS, NON_OBJECT_JSON, WRONG_TYPES } from './values.js';

/** The headers GitHub's Hookshot sends with every delivery (tools/github-emulator/src/webhooks/dispatcher.ts). */
const HOOK_HEADERS = ['x-github-event', 'x-github-delivery', 'x-github-hook-id', 'x-github-hook-installation-target-id', 'x-github-hook-installation-target-type', 'user-agent', 'content-type'];

/**
 * Deliveries to GitHub's webhook route. About two thirds are signed with the connected
 * repository's real secret, so what lies behind the signature check — the payload handling and
 * the inbox — is fuzzed too; the rest test the check itself and the body parsing before it.
 */
export function webhookMalformations(route: FuzzRoute, facts: Facts) {
  return (random: Random): CaseGenerator => {
    const delivery = new DeliveryMaker(facts, random);
    const unsignedBodies = routeMalformations(route)(random);
    const anyPath = new Bag(random, delivery.paths);
    const topLevelTypes = new Bag(random, delivery.topLevel.flatMap((path) => WRONG_TYPES.map((type) => [path, type] as const)));
    const types = new Bag(random, WRONG_TYPES);
    const texts = new Bag(random, delivery.stringPaths.flatMap((path) => NASTY_TEXTS.map((text) => [path, text] as const)));
    const invalidJson = new Bag(random, INVALID_JSON);

    let budgetLeft = 0;
    const malformations = [
      { weight: 8, maxBytes: 20_000, make: () => delivery.wrongType(...topLevelTypes.draw()) },
      { weight: 8, maxBytes: 20_000, make: () => delivery.wrongType(anyPath.draw(), types.draw()) },
      { weight: 10, maxBytes: 20_000, make: () => delivery.nastyText(...texts.draw()) },
      { weight: 4, maxBytes: 20_000, make: () => delivery.gitArgument() },
      { weight: 1, maxBytes: 400_000, most: 5, make: () => delivery.localCloneUrl() },
      { weight: 3, maxBytes: 30_000, make: () => delivery.refVariant() },
      { weight: 7, maxBytes: 20_000, make: () => delivery.deliveryId() },
      { weight: 4, maxBytes: 20_000, make: () => delivery.missingHeader() },
      { weight: 3, maxBytes: 20_000, make: () => delivery.otherEvent() },
      { weight: 5, maxBytes: 20_000, make: () => delivery.repeated() },
      { weight: 4, maxBytes: 140_000, most: 15, make: () => delivery.deeplyNested() },
      { weight: 1, maxBytes: 1_100_000, most: 3, make: () => delivery.largeArray() },
      { weight: 2, maxBytes: 220_000, make: () => delivery.longString() },
      { weight: 2, maxBytes: 20_000, make: () => delivery.unknownProperties() },
      { weight: 2, maxBytes: 20_000, make: () => delivery.invalidJson(invalidJson.draw()) },
      { weight: 2, maxBytes: 20_000, make: () => delivery.truncated() },
      { weight: 1, maxBytes: 100, make: () => delivery.nonObject() },
      { weight: 3, maxBytes: 60_000, make: () => delivery.contentType() },
      { weight: 3, maxBytes: 20_000, make: () => delivery.encoded() },
      { weight: 2, maxBytes: 20_000, make: () => delivery.invalidUtf8() },
      { weight: 2, maxBytes: 20_000, make: () => delivery.repositoryId() },
      { weight: 2, maxBytes: 20_000, make: () => delivery.hookHeaders() },
      { weight: 10, maxBytes: 20_000, make: () => delivery.unsigned() },
      // Malformed bodies of every kind, unsigned: they must be refused before anything is read.
      { weight: 8, maxBytes: 0, make: () => ({ identity: 'github' as const, ...unsignedBodies(budgetLeft) }) },
    ];
    const pick = picker(random);
    return (budget) => {
      budgetLeft = budget;
      return pick(malformations, budget);
    };
  };
}

/** Deliveries made from a push payload the emulator really sent, malformed one way each. */
class DeliveryMaker {
  readonly paths: JsonPath[];
  readonly topLevel: JsonPath[];
  readonly stringPaths: JsonPath[];
  private readonly payload: Record<string, unknown>;
  /** A few delivery ids used again and again: GitHub redelivers, attackers replay. */
  private readonly repeatedIds: string[];

  constructor(
    private readonly facts: Facts,
    private readonly random: Random,
  ) {
    this.payload = facts.pushPayload;
    this.paths = jsonPaths(this.payload);
    this.topLevel = Object.keys(this.payload).map((key) => [key]);
    this.stringPaths = this.paths.filter((path) => typeof valueAt(this.payload, path) === 'string');
    this.repeatedIds = [random.uuid(), random.uuid(), random.uuid()];
  }

  wrongType(path: JsonPath, type: (typeof WRONG_TYPES)[number]): Draft {
    return this.signed('wrong JSON type', `${pathLabel(path)}: ${type.label}`, jsonWith(this.payload, path, type.value), `${pathLabel(path)} = ${type.value}`);
  }

  nastyText(path: JsonPath, text: (typeof NASTY_TEXTS)[number]): Draft {
    return this.signed(`string with ${text.label}`, pathLabel(path), jsonWith(this.payload, path, JSON.stringify(text.value)), `${pathLabel(path)} = "${preview(text.value)}"`);
  }

  gitArgument(): Draft {
    const field = this.random.pick(['after', 'before', 'ref']);
    const value = this.random.pick(GIT_ARGUMENTS).replaceAll('{scratch}', this.facts.scratchDir);
    return this.signed('git option in a ref or SHA', field, jsonWith(this.payload, [field], JSON.stringify(value)), `${field} = ${preview(value)}`);
  }

  /** As many commits as a payload holds, so the reader turns to git, with a clone URL on this machine. */
  localCloneUrl(): Draft {
    const scratch = this.facts.scratchDir;
    const cloneUrl = this.random.pick([`${scratch}/not-a-repository`, `file://${scratch}/nothing`, `--upload-pack=touch ${scratch}/pwned`, `${scratch}/..`]);
    const commit = { id: 'f'.repeat(40), message: 'fuzz', timestamp: '2024-01-01T00:00:00Z' };
    const commits = Array.from({ length: this.facts.payloadCommitLimit }, (_, index) => ({ ...commit, id: index.toString(16).padStart(40, '0') }));
    const document = { ...this.payload, commits, repository: { ...(this.payload.repository as object), clone_url: cloneUrl } };
    return this.signed('clone_url is a local path', preview(cloneUrl.replace(scratch, '<scratch>'), 40), JSON.stringify(document), `repository.clone_url = ${preview(cloneUrl)}, ${commits.length} commits`);
  }

  refVariant(): Draft {
    const ref = this.random.pick(['refs/tags/v1.0.0', 'refs/heads/other', 'refs/heads/', 'refs/', 'main', '', 'refs/heads/main/../../x', `refs/heads/${'a'.repeat(5000)}`, 'refs/heads/MAIN']);
    const document = { ...this.payload, ref, deleted: this.random.chance(0.3) };
    return this.signed('unusual ref', preview(ref, 30), JSON.stringify(document), `ref = ${preview(ref)}, deleted = ${document.deleted}`);
  }

  deliveryId(): Draft {
    const long = this.random.chance(0.6);
    const id = long
      ? this.random.hex(this.random.pick([1_000, 3_000, 10_000])) // random, so the database cannot compress it
      : this.random.pick(['', ' ', '../../etc/passwd', "1' OR '1'='1", '\u00ff\u00fe', 'a\tb', '{{live}}', this.random.uuid().toUpperCase()]);
    const label = long ? 'very long delivery id' : 'unusual delivery id';
    return this.signed(label, long ? `${id.length.toLocaleString('en')} chars` : preview(id, 30), JSON.stringify(this.payload), `X-GitHub-Delivery: ${preview(id, 60)}`, { 'x-github-delivery': id });
  }

  missingHeader(): Draft {
    const missing = this.random.chance(0.2) ? HOOK_HEADERS : [this.random.pick(HOOK_HEADERS)];
    const headers = Object.fromEntries(missing.map((name) => [name, OMIT]));
    const subject = missing.length > 1 ? 'all of them' : missing[0]!;
    return this.signed('missing header', subject, JSON.stringify(this.payload), `without ${subject}`, headers);
  }

  otherEvent(): Draft {
    const event = this.random.pick(['ping', 'issues', 'PUSH', 'push ', '', 'x'.repeat(5000), '__proto__', 'constructor', 'toString']);
    return this.signed('other event', preview(event, 30), JSON.stringify(this.payload), `X-GitHub-Event: ${preview(event, 60)}`, { 'x-github-event': event });
  }

  repeated(): Draft {
    const id = this.random.pick(this.repeatedIds);
    const text = jsonWith(this.payload, ['head_commit', 'message'], JSON.stringify(`repeat ${this.random.int(1, 3)}`));
    return this.signed('repeated delivery', id.slice(0, 8), text, `X-GitHub-Delivery: ${id}`, { 'x-github-delivery': id });
  }

  deeplyNested(): Draft {
    const depth = this.random.int(5_000, 20_000);
    const shape = this.random.pick(['array', 'object'] as const);
    const path = this.random.pick([...this.topLevel, ['commits', 0, 'message'], ['repository', 'id']]);
    return this.signed('JSON nested 5,000–20,000 deep', `${shape}s at ${pathLabel(path)}`, jsonWith(this.payload, path, deeplyNested(depth, shape)), `${pathLabel(path)} = ${shape}s nested ${depth} deep`);
  }

  largeArray(): Draft {
    const kind = this.random.pick(['numbers', 'strings', 'objects'] as const);
    const path = this.random.pick([['commits'], ['commits', 0, 'added'], ...this.topLevel]);
    return this.signed('large array', `50,000 ${kind} at ${pathLabel(path)}`, jsonWith(this.payload, path, largeArray(50_000, kind)), `${pathLabel(path)} = an array of 50,000 ${kind}`);
  }

  longString(): Draft {
    const path = this.random.pick(this.stringPaths);
    const length = this.random.pick([10_000, 100_000]);
    return this.signed('very long string', pathLabel(path), jsonWith(this.payload, path, JSON.stringify('x'.repeat(length))), `${pathLabel(path)} = ${length.toLocaleString('en')} × "x"`);
  }

  unknownProperties(): Draft {
    const [name, value] = this.random.pick([
      ['__proto__', '{"deleted":true,"ref":"refs/heads/main"}'],
      ['constructor', '{"prototype":{"polluted":true}}'],
      [`x${this.random.hex(6)}`, '{"a":[1,2,3]}'],
    ] as const);
    return this.signed('unknown properties', name, withExtraProperty(JSON.stringify(this.payload), name, value), `"${name}": ${value} added`);
  }

  invalidJson(text: string): Draft {
    return this.signed('invalid JSON', preview(text, 24), text);
  }

  truncated(): Draft {
    const text = JSON.stringify(this.payload);
    const cut = this.random.int(1, text.length - 1);
    return this.signed('truncated JSON', 'cut short', text.slice(0, cut), `the payload cut after ${cut} of ${text.length} chars`);
  }

  nonObject(): Draft {
    const text = this.random.pick(NON_OBJECT_JSON);
    return this.signed('JSON that is not an object', text, text);
  }

  /** GitHub's other content type (form-encoded `payload=`), and types it never sends. */
  contentType(): Draft {
    const json = JSON.stringify(this.payload);
    const [contentType, text] = this.random.pick([
      ['application/x-www-form-urlencoded', `payload=${encodeURIComponent(json)}`],
      ['text/plain', json],
      [OMIT, json],
      ['application/json; charset=utf-16le', json],
    ] as const);
    const body = contentType.includes('utf-16') ? Buffer.from(text, 'utf16le') : Buffer.from(text);
    return this.signed('wrong or missing Content-Type', contentType === OMIT ? 'missing' : contentType, body, `Content-Type: ${contentType === OMIT ? '(none)' : contentType}`, { 'content-type': contentType });
  }

  /** Compressed deliveries: signed over the inflated JSON, as GitHub would; some do not inflate. */
  encoded(): Draft {
    const json = Buffer.from(JSON.stringify(this.payload));
    const kind = this.random.pick(['valid gzip', 'truncated', 'garbage', 'bad checksum', 'unknown'] as const);
    const body = kind === 'valid gzip' ? gzipSync(json) : kind === 'unknown' ? json : corruptGzip(json, kind);
    const encoding = kind === 'unknown' ? 'foo' : 'gzip';
    const draft = this.signed(kind === 'valid gzip' || kind === 'unknown' ? 'unusual Content-Encoding' : 'corrupt Content-Encoding', kind, body, `Content-Encoding: ${encoding} (${kind})`, { 'content-encoding': encoding });
    return { ...draft, signWith: json };
  }

  invalidUtf8(): Draft {
    const text = jsonWith(this.payload, ['head_commit', 'message'], `"x${INVALID_UTF8_MARK}y"`);
    return this.signed('invalid UTF-8 bytes', 'head_commit.message', withInvalidUtf8(text), 'head_commit.message holds the bytes ED A0 80 FF FE C0 AF');
  }

  repositoryId(): Draft {
    const id = this.facts.hostRepoId;
    const value = this.random.pick([`"${id}"`, `${id}.5`, `${id}0`, '1e308', '-1', '0', 'null', `[${id}]`]);
    return this.signed('wrong repository id', value, jsonWith(this.payload, ['repository', 'id'], value), `repository.id = ${value}`);
  }

  hookHeaders(): Draft {
    const [name, value] = this.random.pick([
      ['x-github-hook-id', 'abc'],
      ['x-github-hook-id', '9'.repeat(40)],
      ['x-github-hook-installation-target-id', '-1'],
      ['x-github-hook-installation-target-id', String(this.facts.hostRepoId + 1)],
      ['x-github-hook-installation-target-type', 'organization'],
      ['x-github-hook-installation-target-type', ''],
    ] as const);
    return this.signed('unexpected hook headers', `${name}: ${value}`, JSON.stringify(this.payload), `${name}: ${value}`, { [name]: value });
  }

  /** The signature check itself: forged, malformed, missing, or made for another body. */
  unsigned(): Draft {
    const json = JSON.stringify(this.payload);
    const forged = `sha256=${createHmac('sha256', 'not-the-secret').update(json).digest('hex')}`;
    const [subject, signature] = this.random.pick([
      ['forged', forged],
      ['no signature', OMIT],
      ['empty', ''],
      ['sha256= only', 'sha256='],
      ['not hex', `sha256=${'z'.repeat(64)}`],
      ['sha1 only', `sha1=${'a'.repeat(40)}`],
      ['very long', `sha256=${'a'.repeat(10_000)}`],
      ['latin1', 'sha256=\u00ff\u00fe'],
      ['two signatures', `${forged}, ${forged}`],
    ] as const);
    return {
      label: 'unsigned delivery: bad signature',
      subject,
      detail: `X-Hub-Signature-256: ${preview(signature === OMIT ? '(none)' : signature, 60)}`,
      identity: 'github',
      body: Buffer.from(json),
      headers: { ...this.headers(), 'x-hub-signature-256': signature, 'x-hub-signature': OMIT },
    };
  }

  private headers(): Record<string, string> {
    return {
      'content-type': 'application/json',
      'user-agent': 'GitHub-Hookshot/e6d0a1c',
      'x-github-event': 'push',
      'x-github-delivery': this.random.uuid(),
      'x-github-hook-id': live('hookId'),
      'x-github-hook-installation-target-id': String(this.facts.hostRepoId),
      'x-github-hook-installation-target-type': 'repository',
    };
  }

  private signed(label: string, subject: string, text: string | Buffer, detail?: string, headers: Record<string, string> = {}): Draft {
    const body = typeof text === 'string' ? Buffer.from(text) : text;
    return { label: `signed delivery: ${label}`, subject, detail: detail ?? preview(body), identity: 'github', body, signWith: body, headers: { ...this.headers(), ...headers } };
  }
}

function valueAt(document: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((value, step) => (value as Record<string | number, unknown> | undefined)?.[step], document);
}
