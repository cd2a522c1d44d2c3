import { readFileSync } from 'node:fs';
import { loadConfig, type AppConfig } from './app-config.js';

/** The only place that reads `process.env`: the running process's configuration. */
export function readEnvironment(): AppConfig {
  const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return loadConfig(process.env, packageJson.version);
}
