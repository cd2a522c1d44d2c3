// Test helpers for snapshot consumers (agents, the gate, external agent packages).
export { makeFile, makeManifest, makeSnapshot, makeSymbol } from './factories.js';
