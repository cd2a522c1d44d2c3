// One jest setup for every project: TypeScript through SWC (decorators and their metadata on, for
// Nest), native ESM (`node --experimental-vm-modules`), the `.js` suffixes of relative imports
// mapped back to the TypeScript sources, and timeouts sized for a loaded machine.

/**
 * How TypeScript becomes JavaScript, for the tests and for the builds of the libraries, tools and
 * the API (scripts/lib/compile-typescript.mjs): one setting, so what is tested is what is served.
 */
export const SWC_TYPESCRIPT = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'es6' },
};

export function jestConfig(overrides = {}) {
  return {
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts'],
    moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
    transform: {
      '^.+\\.ts$': [
        '@swc/jest',
        { ...SWC_TYPESCRIPT, sourceMaps: 'inline' },
      ],
    },
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    testMatch: ['<rootDir>/**/*.spec.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // CI runs on two cores that may be at a load average of 10: a test or hook doing real work
    // (git, worker threads, grammars, servers) gets two minutes, not jest's five seconds. Tests never
    // assert how long something took; speed is measured by the benchmarks (`npm run bench:*`).
    testTimeout: 120_000,
    ...overrides,
  };
}
