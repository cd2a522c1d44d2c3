import type { HttpRoute, Snapshot } from '@chronicle/snapshot';
import { environmentVariables } from '../../facts/environment.js';
import { byText, code, heading, number, plural, table, text } from '../../markdown/markdown.js';
import { byLibrary, byModule, countByLevel, isLoggingVariable, levelSummary, LEVELS, loggingFiles } from './log-facts.js';

/** How many string-built call sites are named before the rest are counted. */
const BUILT_SITES = 40;

const percent = (part: number, whole: number) => (whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`);

/** `## Libraries`: calls, files and levels per library. */
export function librariesSection(snapshot: Snapshot): string[] {
  const rows = byLibrary(loggingFiles(snapshot)).map((entry) => [text(entry.library), number(entry.calls.length), number(entry.files), levelSummary(entry.calls)]);
  return [
    heading(2, 'Libraries'),
    'The library is read from each file\'s imports; "logger" stands for a logger object whose library the file does not name (one passed in, or made in another file).',
    table(['Library', 'Calls', 'Files', 'Levels'], rows, ['left', 'right', 'right', 'left']),
  ];
}

/** `## Levels`: calls per level. */
export function levelsSection(snapshot: Snapshot): string[] {
  const calls = loggingFiles(snapshot).flatMap((entry) => entry.calls);
  const counts = countByLevel(calls);
  const rows = LEVELS.map((level) => [level, number(counts.get(level) ?? 0), percent(counts.get(level) ?? 0, calls.length)]);
  return [
    heading(2, 'Levels'),
    'Levels are normalised across libraries: warning is warn; exception and severe are error; critical, panic and Go\'s log.Fatal are fatal; verbose and fine are debug.',
    table(['Level', 'Calls', 'Share'], rows, ['left', 'right', 'right']),
  ];
}

/** `## By module`: calls per module and level. */
export function modulesSection(snapshot: Snapshot): string[] {
  const rows = byModule(loggingFiles(snapshot)).map((entry) => {
    const counts = countByLevel(entry.calls);
    return [entry.module === '.' ? 'files at the root' : code(`${entry.module}/`), number(entry.files), number(entry.calls.length), ...LEVELS.map((level) => number(counts.get(level) ?? 0))];
  });
  return [
    heading(2, 'By module'),
    'A module is a top-level folder, or a folder one level down in a folder of packages or sources (packages, libs, apps, src, crates, services, cmd, internal, pkg and the like).',
    table(['Module', 'Files', 'Calls', ...LEVELS], rows, ['left', 'right', 'right', ...LEVELS.map(() => 'right' as const)]),
  ];
}

/** `## Call sites`: every file with logging calls. */
export function callSitesSection(snapshot: Snapshot): string[] {
  const rows = loggingFiles(snapshot).map(({ file, calls }) => [
    code(file.path),
    [...new Set(calls.map((call) => call.library))].sort(byText).map((library) => text(library)).join(', '),
    number(calls.length),
    levelSummary(calls),
    number(calls.filter((call) => !call.structured).length),
  ]);
  return [heading(2, 'Call sites'), 'Every file outside the tests with logging calls, by path.', table(['File', 'Library', 'Calls', 'Levels', 'String-built'], rows, ['left', 'left', 'right', 'left', 'right'])];
}

/** `## Message style`: structured or fixed messages against messages built from strings, with the built ones named. */
export function messageStyleSection(snapshot: Snapshot): string[] {
  const sites = loggingFiles(snapshot).flatMap(({ file, calls }) => calls.map((call) => ({ path: file.path, call })));
  const built = sites.filter((site) => !site.call.structured);
  const blocks = [
    heading(2, 'Message style'),
    `${number(sites.length - built.length)} of ${plural(sites.length, 'call')} (${percent(sites.length - built.length, sites.length)}) pass fields, a format string with arguments, or a fixed message; ${number(built.length)} (${percent(built.length, sites.length)}) build the message from strings by concatenation, interpolation or a formatting call, which log search cannot take apart.`,
  ];
  if (built.length === 0) return blocks;
  const shown = built.slice(0, BUILT_SITES).map((site) => [code(site.path), number(site.call.line), site.call.level, text(site.call.library)]);
  blocks.push(table(['File', 'Line', 'Level', 'Library'], shown, ['left', 'right', 'left', 'left']));
  if (built.length > BUILT_SITES) blocks.push(`The first ${BUILT_SITES} by path and line are shown; "Call sites" counts the string-built calls of every file.`);
  return blocks;
}

/** `## Sensitive arguments`: calls that pass something named like a secret. */
export function sensitiveSection(snapshot: Snapshot): string[] {
  const sites = loggingFiles(snapshot).flatMap(({ file, calls }) => calls.filter((call) => call.sensitive.length > 0).map((call) => ({ path: file.path, call })));
  const blocks = [heading(2, 'Sensitive arguments')];
  if (sites.length === 0) return [...blocks, 'No logging call passes an argument named like a secret (token, password, secret, credential, API or private key, authorization, cookie).'];
  blocks.push(
    `${plural(sites.length, 'call')} ${sites.length === 1 ? 'passes' : 'pass'} an argument whose name looks like a secret. The names are a hint, not proof: check that the value is masked or left out.`,
    table(['File', 'Line', 'Level', 'Names'], sites.map((site) => [code(site.path), number(site.call.line), site.call.level, site.call.sensitive.map((name) => text(name)).join(', ')]), ['left', 'right', 'left', 'left']),
  );
  return blocks;
}

/** `## Configuration`: environment variables named like log settings, and where they are read. */
export function configurationSection(snapshot: Snapshot): string[] {
  // What configures the running code: reads outside the tests and documentation, and example files.
  const variables = environmentVariables(snapshot)
    .filter((variable) => isLoggingVariable(variable.name))
    .map((variable) => ({ ...variable, reads: variable.reads.filter((read) => read.kind === 'code') }))
    .filter((variable) => variable.reads.length > 0 || variable.examples.length > 0);
  const blocks = [heading(2, 'Configuration')];
  if (variables.length === 0) return [...blocks, 'No environment variable named like a log setting (a level, debug or verbose switch) is read in the code outside the tests or listed in an example file; levels are set in code or left to the libraries\' defaults.'];
  const rows = variables.map((variable) => {
    const files = [...new Set(variable.reads.map((read) => read.path))];
    const where = files.length === 0 ? `listed in ${variable.examples.map((example) => code(example.path)).join(', ')}` : files.map((path) => code(path)).join(', ');
    return [code(variable.name), where];
  });
  return [...blocks, 'Environment variables whose names say they set logging (a level, a debug or verbose switch):', table(['Variable', 'Read in'], rows)];
}

function routeFiles(snapshot: Snapshot): { path: string; route: HttpRoute; logs: boolean }[] {
  return snapshot.files
    .filter((file) => !file.test)
    .flatMap((file) => file.code.routes.map((route) => ({ path: file.path, route, logs: file.scan.logging.length > 0 })));
}

export function hasRoutes(snapshot: Snapshot): boolean {
  return routeFiles(snapshot).length > 0;
}

function quietCount(quiet: number, routes: number): string {
  if (quiet === routes) return routes === 1 ? 'The only route registered outside the tests is quiet by this measure.' : `All ${number(routes)} routes registered outside the tests are quiet by this measure.`;
  if (quiet === 0) return `None of the ${plural(routes, 'route')} registered outside the tests is quiet by this measure.`;
  return `${number(quiet)} of the ${plural(routes, 'route')} registered outside the tests ${quiet === 1 ? 'is' : 'are'} quiet by this measure.`;
}

/** `## Request paths without logging`: routes whose handler file has no logging call — a heuristic by file. */
export function quietRoutesSection(snapshot: Snapshot): string[] {
  const routes = routeFiles(snapshot);
  const quiet = routes.filter((entry) => !entry.logs).sort((a, b) => byText(a.route.path, b.route.path) || byText(a.route.method, b.route.method) || byText(a.path, b.path));
  const blocks = [
    heading(2, 'Request paths without logging'),
    `A heuristic by file: a route counts as quiet when the file that registers it has no logging call. Its handler may still log through a helper in another file, or a middleware may log every request. ${quietCount(quiet.length, routes.length)}`,
  ];
  if (quiet.length === 0) return blocks;
  blocks.push(table(['Route', 'Framework', 'File', 'Line'], quiet.map((entry) => [code(`${entry.route.method} ${entry.route.path}`), text(entry.route.framework), code(entry.path), number(entry.route.line)]), ['left', 'left', 'left', 'right']));
  return blocks;
}
