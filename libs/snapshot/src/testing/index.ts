// Test helpers for snapshot consumers (agents, the gate, external agent packages).
export { makeCode, makeFile, makeHistory, makeManifest, makeProject, makeScan, makeSnapshot, makeSymbol } from './factories.js';
