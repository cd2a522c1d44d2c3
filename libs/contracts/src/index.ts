// The package entry: re-exports each domain file so consumers import by package name only.
export * from './auth.js';
export * from './health.js';
export * from './errors.js';
export * from './texts.js';
export * from './web.js';
export * from './repos.js';
export * from './entries.js';
export * from './documents.js';
export * from './projects.js';
export * from './agents.js';
export * from './ai-tuning.js';
export * from './live-events.js';
export * from './users.js';
