import { jestConfig } from '../../jest.preset.mjs';

export default jestConfig({
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.int-spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  testTimeout: 60_000,
});
