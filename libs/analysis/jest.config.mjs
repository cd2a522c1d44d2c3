import { jestConfig } from '../../jest.preset.mjs';

// Mermaid keeps the happy-dom document it was loaded with (see src/gate/diagrams.ts); jest's "soft"
// clean-up of globals between test files then recurses on it and kills the worker, so it is off.
export default jestConfig({ testEnvironmentOptions: { globalsCleanup: 'off' } });
