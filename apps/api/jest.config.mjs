import { jestConfig } from '../../jest.preset.mjs';

export default jestConfig({
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.int-spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  // CommonJS packages that require() Nest (ESM) get the test file's own instance; see the resolver.
  resolver: '<rootDir>/test/jest/cjs-nest-resolver.cjs',
  setupFilesAfterEnv: ['<rootDir>/test/jest/nest-for-cjs.setup.ts'],
  // Entries of large pushes, analyses and documentation runs are written in worker threads at
  // background priority (nice 10): on two cores shared with work at normal priority (CI at a load
  // average of 10) they get a few percent of a core, so a test waiting on one gets ten minutes.
  testTimeout: 600_000,
  // A run of every spec leaves an open handle behind after its last test (seen since the live
  // events' Redis connections came; not yet found), and jest would then wait forever instead of
  // exiting: exit once the results are in.
  forceExit: true,
});
