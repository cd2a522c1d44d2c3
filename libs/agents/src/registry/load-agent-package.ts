import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AgentDefinitionError } from './validate-agent.js';

// npm package names (with an optional scope); anything else — a path, a URL, an option — is refused
// before Node is asked to resolve it, so configuration cannot load a file from elsewhere.
const PACKAGE_NAME = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;

/**
 * Imports an agent package and returns the classes it exports: its `agents` export (an array), or
 * else its default export (an array or one class). The package is resolved from each folder of
 * `resolveFrom` in turn (the user's project first), then from Chronicle's own installation.
 */
export async function loadAgentPackage(packageName: string, resolveFrom: readonly string[]): Promise<unknown[]> {
  if (!PACKAGE_NAME.test(packageName)) throw new AgentDefinitionError(`"${packageName}" is not an npm package name, so it was not loaded as an agent package.`);
  const entry = resolvePackage(packageName, resolveFrom);
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
  } catch (error) {
    throw new AgentDefinitionError(`The agent package ${packageName} could not be loaded: ${(error as Error).message.split('\n')[0]}`);
  }
  const exported = module.agents ?? module.default;
  if (Array.isArray(exported)) return exported;
  if (typeof exported === 'function') return [exported];
  throw new AgentDefinitionError(`The agent package ${packageName} exports no \`agents\` array and no default export of agents.`);
}

function resolvePackage(packageName: string, resolveFrom: readonly string[]): string {
  const starts = [...resolveFrom.map((folder) => path.resolve(folder)), path.dirname(fileURLToPath(import.meta.url))];
  for (const start of starts) {
    const folder = findPackageFolder(packageName, start);
    if (folder) return path.join(folder, entryOf(folder));
  }
  throw new AgentDefinitionError(`The agent package ${packageName} is not installed (looked in ${resolveFrom.length ? `${resolveFrom.join(', ')} and ` : ''}Chronicle's own node_modules).`);
}

// Node's own lookup: node_modules/<name> in the folder and each folder above it.
function findPackageFolder(packageName: string, start: string): string | null {
  for (let folder = start; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', packageName);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(folder) === folder) return null;
  }
}

// The ESM entry a package declares: `exports` (the "import", "node" or "default" condition), else `main`, else index.js.
function entryOf(folder: string): string {
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { exports?: unknown; main?: string };
  const exported = pickExport(manifest.exports && typeof manifest.exports === 'object' && '.' in manifest.exports ? (manifest.exports as Record<string, unknown>)['.'] : manifest.exports);
  return exported ?? manifest.main ?? 'index.js';
}

function pickExport(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const conditions = value as Record<string, unknown>;
  for (const key of ['import', 'node', 'default']) {
    const picked = key in conditions ? pickExport(conditions[key]) : null;
    if (picked) return picked;
  }
  return null;
}
