import { z } from 'zod';
import { count, MAX_ARGUMENT, ToolError } from './answer.js';

/** Items an array argument may hold when its schema names no maximum. */
const DEFAULT_MAX_ITEMS = 50;
/** How many of a call's argument problems one sentence names. */
const PROBLEMS_NAMED = 3;

type JsonSchema = Record<string, unknown> & { type?: unknown; maxLength?: number; maxItems?: number; items?: JsonSchema; enum?: unknown[] };

/** What the register wrapper knows of one argument: its JSON Schema (as advertised) and its limits. */
type ArgumentLimits = { name: string; maxLength: number | null; maxItems: number | null; itemMaxLength: number | null };

/**
 * A tool's arguments, checked by Chronicle rather than by the SDK: the SDK validates `inputSchema`
 * before a handler runs and answers a failure with zod's own words ("MCP error -32602: Input
 * validation error: … Too big"). So the tool is registered with `advertised` — the same JSON
 * Schema in `tools/list` (every string with its `maxLength`), but accepting any value — and
 * `parse` checks the call: every string's length first, by a sentence that never quotes it
 * ("`name` is 1,000,000 characters; at most 300 are accepted."), then the real schema, whose
 * problems are named the same way. Strings a tool declared without a maximum get
 * `MAX_ARGUMENT.other`, arrays without one `DEFAULT_MAX_ITEMS` items.
 */
export class ToolArguments<Shape extends z.ZodRawShape> {
  readonly advertised: z.ZodObject;
  private readonly schema: z.ZodObject<Shape>;
  private readonly limits: ArgumentLimits[];

  constructor(shape: Shape) {
    this.schema = z.object(shape);
    const properties: Record<string, z.ZodType> = {};
    const required: string[] = [];
    this.limits = [];
    for (const [name, field] of Object.entries(shape)) {
      const json = withLengthLimits(jsonSchemaOf(field as z.ZodType));
      this.limits.push(limitsOf(name, json));
      properties[name] = z.unknown().optional().meta(json);
      if (!(field as z.ZodType).safeParse(undefined).success) required.push(name);
    }
    // Every property is optional to the SDK; `required` is restored in the advertised schema.
    this.advertised = z.object(properties).meta(required.length ? { required } : {});
  }

  /** The call's arguments as the tool's schema parses them; a ToolError naming what does not fit. */
  parse(raw: unknown): z.infer<z.ZodObject<Shape>> {
    const args = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    for (const limit of this.limits) checkLength(limit, args[limit.name]);
    const parsed = this.schema.safeParse(args);
    if (parsed.success) return parsed.data;
    const problems = parsed.error.issues.slice(0, PROBLEMS_NAMED).map(problemOf);
    const more = parsed.error.issues.length - problems.length;
    throw new ToolError(`${problems.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`);
  }
}

/** The field's JSON Schema as the SDK would advertise it (zod 4's, for the input side). */
function jsonSchemaOf(field: z.ZodType): JsonSchema {
  const { $schema: _drop, ...json } = z.toJSONSchema(field, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** A string without `maxLength` gets the default one; an array without `maxItems` the default count. */
function withLengthLimits(json: JsonSchema): JsonSchema {
  const limited = { ...json };
  if (limited.type === 'string' && limited.maxLength === undefined) {
    // An enum's longest value is its longest accepted string.
    limited.maxLength = limited.enum ? Math.max(...limited.enum.map((value) => String(value).length)) : MAX_ARGUMENT.other;
  }
  if (limited.type === 'array') {
    limited.maxItems ??= DEFAULT_MAX_ITEMS;
    if (limited.items && typeof limited.items === 'object') limited.items = withLengthLimits(limited.items);
  }
  return limited;
}

function limitsOf(name: string, json: JsonSchema): ArgumentLimits {
  const isArray = json.type === 'array';
  return {
    name,
    maxLength: isArray ? null : (json.maxLength ?? MAX_ARGUMENT.other),
    maxItems: isArray ? (json.maxItems ?? DEFAULT_MAX_ITEMS) : null,
    itemMaxLength: isArray ? (json.items?.maxLength ?? MAX_ARGUMENT.other) : null,
  };
}

/** Refuses an overlong string (or array, or array item, or string nested deeper) before anything reads it. */
function checkLength(limit: ArgumentLimits, value: unknown): void {
  if (typeof value === 'string' && limit.maxLength !== null && value.length > limit.maxLength) {
    throw new ToolError(`\`${limit.name}\` is ${count(value.length)} characters; at most ${count(limit.maxLength)} are accepted.`);
  }
  if (Array.isArray(value) && limit.maxItems !== null) {
    if (value.length > limit.maxItems) throw new ToolError(`\`${limit.name}\` holds ${count(value.length)} items; at most ${count(limit.maxItems)} are accepted.`);
    value.forEach((item, index) => {
      if (typeof item === 'string' && item.length > limit.itemMaxLength!) {
        throw new ToolError(`Item ${index + 1} of \`${limit.name}\` is ${count(item.length)} characters; at most ${count(limit.itemMaxLength!)} are accepted.`);
      }
    });
  }
  if (Array.isArray(value)) value.forEach((item, index) => item && typeof item === 'object' && checkNested(`${limit.name}[${index}]`, item));
  else if (value && typeof value === 'object') checkNested(limit.name, value);
}

/** Strings inside an object or array argument: none longer than `MAX_ARGUMENT.other` (the SDK bounds how many there are). */
function checkNested(path: string, value: object): void {
  for (const [key, item] of Object.entries(value)) {
    const at = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
    if (typeof item === 'string' && item.length > MAX_ARGUMENT.other) throw new ToolError(`\`${at.slice(0, 80)}\` is ${count(item.length)} characters; at most ${count(MAX_ARGUMENT.other)} are accepted.`);
    if (item && typeof item === 'object') checkNested(at, item);
  }
}

/** One schema problem in words: the argument's name and zod's message, which never quotes the input. */
function problemOf(issue: z.core.$ZodIssue): string {
  const name = issue.path.length ? `\`${issue.path.map(String).join('.')}\`` : 'The arguments';
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) return `${name} is required`;
  const message = issue.message.replace(/\s+/g, ' ').trim();
  return `${name}: ${message.length > 200 ? `${message.slice(0, 199)}…` : message}`;
}
