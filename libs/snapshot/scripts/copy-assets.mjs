// Copies the data files the compiled code reads at run time (gitleaks' rules and their license)
// next to it in dist/, since tsc copies only what it compiles.
import { cpSync } from 'node:fs';

const ASSETS = ['scan/secrets/rules'];

for (const folder of ASSETS) cpSync(new URL(`../src/${folder}`, import.meta.url), new URL(`../dist/${folder}`, import.meta.url), { recursive: true });
