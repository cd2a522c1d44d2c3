#!/usr/bin/env node
// `npm run github-emulator -- --port <p> [--seed <file.json>]`: builds the emulator if needed and runs it.
import { run, runNx } from './lib/run.mjs';

await runNx(['run', '@chronicle/github-emulator:build']);
const code = await run(process.execPath, ['tools/github-emulator/dist/cli.js', ...process.argv.slice(2)], { allowFailure: true });
process.exit(code);
