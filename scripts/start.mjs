#!/usr/bin/env node
// `npm start`: builds what is not built yet (Nx caches the rest) and starts Chronicle.
// Configuration comes from the environment; see .env.example.
import { run, runNx } from './lib/run.mjs';

await runNx(['run', '@chronicle/api:build']);
const code = await run(process.execPath, ['apps/api/dist/main.js'], { allowFailure: true });
process.exit(code);
