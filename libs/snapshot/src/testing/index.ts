// Test helpers for snapshot consumers (agents, the gate, external agent packages).
export { makeCode, makeFile, makeHistory, makeManifest, makeProject, makeScan, makeSnapshot, makeSymbol } from './factories.js';
// Made-up secrets for scanner, gate and redaction tests.
export { plantedSecrets, randomText, secretPieces, type PlantedSecret } from './secrets.js';
