import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig, type AppConfig } from './app-config.js';

/** The only place that reads `process.env`: the running process's configuration. */
export function readEnvironment(): AppConfig {
  const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  // apps/api/{src,dist}/config → apps/: the built front ends sit beside the API.
  const webRoot = fileURLToPath(new URL('../../../', import.meta.url));
  return loadConfig(process.env, { version: packageJson.version, webRoot });
}
