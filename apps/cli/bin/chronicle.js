#!/usr/bin/env node
// The installed `chronicle` command. It lives outside dist/ so that npm can link it at install
// time, before anything is built; the command itself is the compiled TypeScript in dist/.
import { existsSync } from 'node:fs';

const main = new URL('../dist/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write('chronicle: the CLI is not built yet. Run `npm run build` (or `npm start`) in the Chronicle checkout first.\n');
  process.exit(1);
}
await import(main.href);
