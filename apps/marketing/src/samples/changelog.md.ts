/** Sample CHANGELOG.md for the fictional open-source library tollgate, shown on the landing page. */
export const CHANGELOG_SAMPLE = `# Changelog

All notable changes to tollgate are documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [Unreleased]

### Added
- \`fetchHandler\` accepts a \`cost(request)\` function, so expensive routes can spend more than one token.

### Changed
- \`RedisStore\` loads its Lua scripts on first use instead of in the constructor, so creating a limiter no longer needs a live connection.

## [1.2.0] - 2026-09-14

### Added
- Sliding-window algorithm (\`algorithm: 'sliding-window'\`) for \`MemoryStore\` and \`RedisStore\`.
- \`RateLimit-Policy\` and \`RateLimit\` response headers (IETF draft 9), enabled with \`headers: 'draft-9'\`.
- \`limiter.peek(key)\` returns the current decision without spending a token.

### Changed
- \`MemoryStore\` evicts the least recently used key once \`maxKeys\` (default 100 000) is reached instead of growing without bound.

### Fixed
- \`Retry-After\` was rounded down, so well-behaved clients retried up to one second too early (#87).

## [1.1.1] - 2026-06-02

### Security
- The client IP is now read from the right-most untrusted \`X-Forwarded-For\` hop. Earlier versions used the left-most entry when \`trustProxy\` was set, which let a client pick its own rate-limit key.

## [1.1.0] - 2026-05-18

### Added
- Fastify plugin: \`app.register(tollgate, { limiter })\`.
- \`skip(request)\` option to exempt health checks and internal traffic.

### Fixed
- \`RedisStore\` re-sends its scripts after a \`NOSCRIPT\` reply, so a Redis restart no longer fails every request (#41).

## [1.0.0] - 2026-02-09

### Added
- Token-bucket limiter with \`MemoryStore\` and \`RedisStore\`.
- Express middleware and a \`fetchHandler\` wrapper for Web-standard runtimes.
- \`failOpen\` option that lets requests through while the store is unreachable.

[Unreleased]: https://github.com/tollgate-js/tollgate/compare/v1.2.0...HEAD
[1.2.0]: https://github.com/tollgate-js/tollgate/compare/v1.1.1...v1.2.0
[1.1.1]: https://github.com/tollgate-js/tollgate/compare/v1.1.0...v1.1.1
[1.1.0]: https://github.com/tollgate-js/tollgate/compare/v1.0.0...v1.1.0
[1.0.0]: https://github.com/tollgate-js/tollgate/releases/tag/v1.0.0
`;
