#!/usr/bin/env node
import { USAGE, parseCliArgs } from './cli-args.js';
import { errorMessage } from './error-message.js';
import { loadSeed } from './seed.js';
import { startGithubEmulator } from './server.js';

const EXIT_USAGE = 2;

async function main(argv: string[]): Promise<void> {
  const command = parseCliArgs(argv);
  if (command.kind === 'help') {
    console.log(USAGE);
    return;
  }
  if (command.kind === 'error') {
    console.error(`github-emulator: ${command.message}\n\n${USAGE}`);
    process.exitCode = EXIT_USAGE;
    return;
  }
  const seed = command.seedFile ? await loadSeed(command.seedFile) : undefined;
  const emulator = await startGithubEmulator({ port: command.port, host: command.host, seed, dataDir: command.dataDir });
  console.log(`GitHub emulator listening on ${emulator.url} (REST at ${emulator.apiUrl})`);
  const stop = () => {
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('github-emulator: could not close cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`github-emulator: ${errorMessage(error)}`);
  process.exitCode = 1;
});
