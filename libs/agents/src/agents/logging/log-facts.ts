import type { LogCall, Snapshot, SourceFile } from '@chronicle/snapshot';
import { byText } from '../../markdown/markdown.js';

/** The levels, most verbose first. */
export const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

/** A file with logging calls. */
export type LoggingFile = { file: SourceFile; calls: LogCall[] };

/** Calls are counted in files outside the tests: a test's logging says nothing about what production logs. */
export function loggingFiles(snapshot: Snapshot, tests = false): LoggingFile[] {
  return snapshot.files.filter((file) => file.test === tests && file.scan.logging.length > 0).map((file) => ({ file, calls: file.scan.logging }));
}

/** Calls per level, every level listed (0 included). */
export function countByLevel(calls: readonly LogCall[]): Map<string, number> {
  const counts = new Map<string, number>(LEVELS.map((level) => [level, 0]));
  for (const call of calls) counts.set(call.level, (counts.get(call.level) ?? 0) + 1);
  return counts;
}

/** `info 12, error 3`: the levels used, most verbose first. */
export function levelSummary(calls: readonly LogCall[]): string {
  return [...countByLevel(calls)].filter(([, count]) => count > 0).map(([level, count]) => `${level} ${count}`).join(', ');
}

// A folder whose name says it holds packages or sources is a container: its sub-folders are the modules.
const CONTAINERS = new Set(['packages', 'libs', 'apps', 'src', 'crates', 'services', 'modules', 'plugins', 'cmd', 'internal', 'pkg', 'lib']);

/** A file's module: its top-level folder, or two levels for a container folder (`libs/agents`, `src/server`); `.` for files at the root. */
export function moduleOf(path: string): string {
  const parts = path.split('/');
  if (parts.length === 1) return '.';
  if (CONTAINERS.has(parts[0]!) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0]!;
}

/** Calls grouped by library: calls, files, levels. Most calls first. */
export function byLibrary(files: readonly LoggingFile[]): { library: string; calls: LogCall[]; files: number }[] {
  const libraries = new Map<string, { calls: LogCall[]; files: Set<string> }>();
  for (const { file, calls } of files) {
    for (const call of calls) {
      const entry = libraries.get(call.library) ?? { calls: [], files: new Set<string>() };
      entry.calls.push(call);
      entry.files.add(file.path);
      libraries.set(call.library, entry);
    }
  }
  return [...libraries].map(([library, entry]) => ({ library, calls: entry.calls, files: entry.files.size })).sort((a, b) => b.calls.length - a.calls.length || byText(a.library, b.library));
}

/** Calls grouped by module, by module name. */
export function byModule(files: readonly LoggingFile[]): { module: string; calls: LogCall[]; files: number }[] {
  const modules = new Map<string, { calls: LogCall[]; files: number }>();
  for (const { file, calls } of files) {
    const entry = modules.get(moduleOf(file.path)) ?? { calls: [], files: 0 };
    entry.calls.push(...calls);
    entry.files++;
    modules.set(moduleOf(file.path), entry);
  }
  return [...modules].map(([module, entry]) => ({ module, ...entry })).sort((a, b) => byText(a.module, b.module));
}

// Names that configure logging: `LOG_LEVEL`, `LOGLEVEL`, `DEBUG`, `RUST_LOG`, `NODE_DEBUG`, `VERBOSE`.
const LOGGING_VARIABLE = /(?:^|_)(?:LOG|LOGS|LOGGING|LOGGER|LOGLEVEL|LOG_LEVEL|DEBUG|VERBOSE|VERBOSITY|TRACE)(?:_|$)/i;

export function isLoggingVariable(name: string): boolean {
  return LOGGING_VARIABLE.test(name);
}
