import { parseArgs } from 'node:util';
import { errorMessage } from './error-message.js';

export const USAGE = `Usage: github-emulator [--port <port>] [--seed <file.json>] [--host <host>] [--data-dir <dir>]

Serves GitHub's OAuth web flow, REST API (under /api/v3) and git over HTTP for tests and offline work.

Options:
  --port <port>      Port to listen on (0 or omitted: a free port).
  --host <host>      Address to listen on (default 127.0.0.1).
  --seed <file>      JSON file with the users and repositories to start with (default: octocat and three repositories).
  --data-dir <dir>   Where the bare git repositories are kept (default: a temporary directory removed on exit).
  --help             Show this help.`;

export type CliCommand =
  | { kind: 'help' }
  | { kind: 'start'; port: number; host?: string; seedFile?: string; dataDir?: string }
  | { kind: 'error'; message: string };

/** Reads the command line (without `node` and the script); never throws, never exits. */
export function parseCliArgs(argv: string[]): CliCommand {
  let values: { port?: string; host?: string; seed?: string; 'data-dir'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        seed: { type: 'string' },
        'data-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: errorMessage(error) };
  }
  if (values.help) return { kind: 'help' };
  const port = parsePort(values.port);
  if (port === null) return { kind: 'error', message: `--port ${JSON.stringify(values.port)} is not a port number (a whole number from 0 to 65535).` };
  if (values.host === '') return { kind: 'error', message: '--host must not be empty.' };
  return { kind: 'start', port, host: values.host, seedFile: values.seed, dataDir: values['data-dir'] };
}

function parsePort(text: string | undefined): number | null {
  if (text === undefined) return 0;
  if (!/^\d{1,5}$/.test(text)) return null;
  const port = Number(text);
  return port <= 65535 ? port : null;
}
