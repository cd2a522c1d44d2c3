// Test helpers other packages' tests use too: a real git repository in a temporary folder.
export { GitFixture } from './git-fixture.js';
export { linearHistory, makeCommit, sha } from './factories.js';
