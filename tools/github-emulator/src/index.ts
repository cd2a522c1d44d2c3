export { defaultSeed, loadSeed, type EmulatorSeed } from './seed.js';
export { startGithubEmulator, type RunningEmulator, type StartEmulatorOptions } from './server.js';
