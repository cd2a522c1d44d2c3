// Test helpers other packages' tests use too: a real git repository in a temporary folder.
export { GitFixture } from './git-fixture.js';
