import { createRequire } from 'node:module';

/**
 * Compares the structure of a webhook payload with GitHub's example payloads for the same event
 * (npm `@octokit/webhooks-examples`, the github.com edition): the keys every example has must be
 * there, keys no example has are reported, and values must have a JSON type some example has at
 * the same place. Values themselves are not compared.
 *
 *   expectMatchesWebhookExamples('push', payload, { allowExtra: ['sender.user_view_type'] });
 *
 * Paths are dotted, with `[]` for array items: `commits[].author.username`.
 */

type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

/** What the examples hold at one place: the types seen, and for objects and arrays what is inside. */
type Shape = {
  types: Set<JsonType>;
  /** How many object values were seen here, and for each key how many of them had it. */
  objects: number;
  keys: Map<string, { count: number; shape: Shape }>;
  items?: Shape;
};

export type WebhookExampleOptions = {
  /** Paths of keys the payload may have although no example has them (newer fields, for instance). */
  allowExtra?: string[];
  /** Which examples of the event to compare with (default: all of them). */
  filter?: (example: Record<string, unknown>) => boolean;
};

type WebhookDefinition = { name: string; examples: Array<Record<string, unknown>> };

let definitions: WebhookDefinition[] | undefined;

/** GitHub's example payloads for an event (e.g. 'push', 'ping'). */
export function webhookExamples(event: string): Array<Record<string, unknown>> {
  definitions ??= createRequire(import.meta.url)('@octokit/webhooks-examples') as WebhookDefinition[];
  const definition = definitions.find((candidate) => candidate.name === event);
  if (!definition) throw new Error(`@octokit/webhooks-examples has no examples of the ${JSON.stringify(event)} event.`);
  return definition.examples;
}

/** The differences between the payload's structure and the examples', one sentence each; empty when it fits. */
export function compareWithWebhookExamples(event: string, payload: unknown, options: WebhookExampleOptions = {}): string[] {
  const examples = webhookExamples(event).filter(options.filter ?? (() => true));
  if (examples.length === 0) throw new Error(`No example of the ${JSON.stringify(event)} event is left after filtering.`);
  const shape = newShape();
  for (const example of examples) addToShape(shape, example);
  const differences: string[] = [];
  compare(shape, payload, '', new Set(options.allowExtra ?? []), differences);
  return differences;
}

/** Throws, listing every difference, unless the payload is structured like GitHub's examples of the event. */
export function expectMatchesWebhookExamples(event: string, payload: unknown, options: WebhookExampleOptions = {}): void {
  const differences = compareWithWebhookExamples(event, payload, options);
  if (differences.length > 0) {
    throw new Error(`The ${event} payload is not structured like GitHub's examples:\n${differences.map((line) => `  - ${line}`).join('\n')}`);
  }
}

function newShape(): Shape {
  return { types: new Set(), objects: 0, keys: new Map() };
}

function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'boolean' || type === 'number' || type === 'string' || type === 'object') return type;
  throw new Error(`${type} is not a JSON value.`);
}

function addToShape(shape: Shape, value: unknown): void {
  const type = jsonType(value);
  shape.types.add(type);
  if (type === 'object') {
    shape.objects += 1;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      let entry = shape.keys.get(key);
      if (!entry) shape.keys.set(key, (entry = { count: 0, shape: newShape() }));
      entry.count += 1;
      addToShape(entry.shape, child);
    }
  } else if (type === 'array') {
    for (const item of value as unknown[]) addToShape((shape.items ??= newShape()), item);
  }
}

function compare(shape: Shape, value: unknown, path: string, allowExtra: Set<string>, differences: string[]): void {
  const where = path === '' ? 'the payload' : path;
  const type = jsonType(value);
  // A place the examples only ever leave null (or empty) says nothing about its type.
  const informative = [...shape.types].some((seen) => seen !== 'null');
  if (informative && !shape.types.has(type)) {
    differences.push(`${where} is ${article(type)} but the examples have ${[...shape.types].map(article).join(' or ')} there`);
    return;
  }
  if (type === 'object' && shape.objects > 0) {
    const record = value as Record<string, unknown>;
    for (const [key, entry] of shape.keys) {
      const childPath = path === '' ? key : `${path}.${key}`;
      if (key in record) compare(entry.shape, record[key], childPath, allowExtra, differences);
      else if (entry.count === shape.objects) differences.push(`${childPath} is missing (every example has it)`);
    }
    for (const key of Object.keys(record)) {
      const childPath = path === '' ? key : `${path}.${key}`;
      if (!shape.keys.has(key) && !allowExtra.has(childPath)) differences.push(`${childPath} is in no example`);
    }
  }
  if (type === 'array' && shape.items) {
    (value as unknown[]).forEach((item) => compare(shape.items!, item, `${path}[]`, allowExtra, differences));
  }
}

function article(type: string): string {
  return type === 'null' ? 'null' : `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}
