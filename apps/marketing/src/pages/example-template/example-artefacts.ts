export type ExampleArtefact = {
  title: string;
  kind: string;
  description: string;
  excerpt: string;
  meta: readonly string[];
};

// Static demo content about the same fictional library (tollgate) the landing page samples describe.
export const EXAMPLE_ARTEFACTS: readonly ExampleArtefact[] = [
  {
    title: 'Changelog entry',
    kind: 'Free',
    description: 'Written for every push to main, with an AI headline and summary.',
    excerpt:
      'Retry-After no longer tells clients to come back early\n\nThe header was rounded down, so well-behaved clients retried up to a second before their limit reset. It is now rounded up.',
    meta: ['Push to main', 'Professional tone', '3 commits'],
  },
  {
    title: 'Social snippet',
    kind: 'Free',
    description: 'A short post for each entry, ready to copy and share.',
    excerpt:
      'tollgate 1.2.0 is out: sliding-window limits, IETF RateLimit headers and a bounded in-memory store. Upgrade with npm install tollgate@1.2.0.',
    meta: ['Copy to clipboard', '212 characters'],
  },
  {
    title: 'Public changelog page',
    kind: 'Free',
    description: 'A public page per repository, reached by its slug, that lists every entry.',
    excerpt: '/tollgate\n\n14 entries · last updated after the push of 2026-09-14',
    meta: ['Public slug', 'Shareable link'],
  },
  {
    title: 'Architecture overview',
    kind: 'Lite',
    description: 'Components, data flow and the decisions behind them, drawn from the code.',
    excerpt: 'adapters → limiter → stores\nAlgorithms are pure functions; RedisStore runs the same maths in Lua.',
    meta: ['ARCHITECTURE.md', 'Diagram included'],
  },
  {
    title: 'Onboarding guide',
    kind: 'Pro',
    description: 'Day-one setup and a map of the repository for new contributors.',
    excerpt: '1. npm ci\n2. npm test\n3. docker compose up -d redis && npm run test:redis',
    meta: ['ONBOARDING.md', '5 setup steps'],
  },
  {
    title: 'Dependency report',
    kind: 'Pro',
    description: 'Versions, licences and upgrade notes for every dependency.',
    excerpt: '0 runtime dependencies · 3 optional peers · 7 dev dependencies\nAll MIT or Apache-2.0; 0 audit findings.',
    meta: ['DEPENDENCY_REPORT.md', 'Licence check'],
  },
];
