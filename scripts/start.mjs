#!/usr/bin/env node
// `npm start`: builds what is not built yet — the API and the web app it serves (Nx caches the
// rest) — and starts Chronicle. Configuration comes from the environment; see .env.example.
import { run, runNx } from './lib/run.mjs';

const SERVED = ['@chronicle/api', '@chronicle/shell', '@chronicle/marketing', '@chronicle/dashboard', '@chronicle/admin', '@chronicle/public-docs'];

await runNx(['run-many', '-t', 'build', `--projects=${SERVED.join(',')}`]);
const code = await run(process.execPath, ['apps/api/dist/main.js'], { allowFailure: true });
process.exit(code);
