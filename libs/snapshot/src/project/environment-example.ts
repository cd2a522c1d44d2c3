import type { EnvironmentExample } from '../model.js';

// Example environment files list the variables a project expects; their values are examples at
// best and secrets at worst, so only the names are kept.

const EXAMPLE = /(?:^|\/)(?:\.env(?:\.[\w-]+)*\.(?:example|sample|template|dist|defaults|tpl)|(?:example|sample|template)\.env|env\.(?:example|sample|template))$/;
const THIRD_PARTY = /(?:^|\/)(?:node_modules|vendor|bower_components)\//;

export function isEnvironmentExamplePath(path: string): boolean {
  return EXAMPLE.test(path) && !THIRD_PARTY.test(path);
}

// `NAME=value`, `export NAME=value`, `NAME: value` is not dotenv; a commented-out `# NAME=value`
// lists an optional variable and counts too.
const ASSIGNMENT = /^\s*(?:#\s*)?(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/;

/**
 * The variables an example environment file lists (`.env.example`, `.env.sample`,
 * `.env.template`, `.env.dist`, `.env.local.example`, `example.env`), by name and line, each once
 * (its first line); values are never kept. Null when the file lists none.
 */
export function readEnvironmentExample(file: { path: string; text: string }): EnvironmentExample | null {
  const seen = new Set<string>();
  const variables: EnvironmentExample['variables'] = [];
  file.text.split(/\r?\n/).forEach((line, index) => {
    const name = ASSIGNMENT.exec(line)?.[1];
    // A comment line that reads like prose (`# See README for DB=…`) is not an assignment.
    if (!name || seen.has(name) || (/^\s*#/.test(line) && !/^\s*#\s*(?:export\s+)?[A-Za-z_]\w*\s*=\S*(?:\s|$)/.test(line))) return;
    seen.add(name);
    variables.push({ name, line: index + 1 });
  });
  return variables.length === 0 ? null : { path: file.path, variables };
}
