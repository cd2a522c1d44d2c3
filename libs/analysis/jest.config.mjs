import { jestConfig } from '../../jest.preset.mjs';

// Mermaid keeps the happy-dom document it was loaded with (see src/gate/diagrams.ts); jest's "soft"
// clean-up of globals between test files then recurses on it and kills the worker, so it is off.
// The tasks run in worker threads at background priority (nice 10): on two cores shared with work at
// normal priority (CI at a load average of 10) they get a few percent of a core, so a test gets ten minutes.
export default jestConfig({ testEnvironmentOptions: { globalsCleanup: 'off' }, testTimeout: 600_000 });
