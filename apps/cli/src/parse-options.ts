import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './cli-io.js';

type Options = NonNullable<ParseArgsConfig['options']>;

export type ParsedOptions = { values: Record<string, string | boolean | undefined>; positionals: string[] };

/** node:util parseArgs, with its errors turned into usage sentences. */
export function parseOptions(args: string[], options: Options, command: string): ParsedOptions {
  try {
    const { values, positionals } = parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
    return { values: values as ParsedOptions['values'], positionals };
  } catch (error) {
    const message = (error as Error).message.replace(/\. To specify a positional argument.*$/s, '.');
    throw new UsageError(`${message} See \`chronicle ${command} --help\`.`);
  }
}

export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], option: string, fallback: T): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`${option} must be one of ${allowed.join(', ')} (got "${value}").`);
}

export function positiveInteger(value: string | undefined, option: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`${option} must be a whole number of at least 1 (got "${value}").`);
  return Number(value);
}
