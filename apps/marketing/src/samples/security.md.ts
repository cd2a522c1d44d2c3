/** Sample SECURITY.md for the fictional open-source library tollgate, shown on the landing page. */
export const SECURITY_SAMPLE = `# Security Policy

## Supported versions

| Version | Supported          |
|---------|--------------------|
| 1.2.x   | Yes                |
| 1.1.x   | Security fixes until 2027-03-01 |
| < 1.1.1 | No — upgrade, see the 1.1.1 advisory |

## Reporting a vulnerability

Please do not open a public issue. Use GitHub's private vulnerability reporting
(Security tab → "Report a vulnerability") on tollgate-js/tollgate.

- We acknowledge reports within 3 working days and send a first assessment within 10.
- Fixes are released as patch versions for every supported line, with a GitHub advisory
  and a \`Security\` entry in CHANGELOG.md crediting the reporter (unless you prefer not).
- We ask for 90 days before public disclosure, or less once a fix is released.

## Threat model notes

- **Client IP spoofing.** With \`trustProxy: true\`, tollgate trusts \`X-Forwarded-For\`. Set
  \`trustProxy\` to the number of proxies in front of you; a client can prepend any address it
  likes, so only the hops your own proxies add are trustworthy (fixed in 1.1.1).
- **Memory exhaustion.** Keys come from request data. \`MemoryStore\` is bounded by \`maxKeys\`
  (LRU); do not raise it without a memory budget. \`RedisStore\` keys expire after one window.
- **Key injection.** Keys are prefixed and length-limited (256 bytes); they are passed to Lua as
  arguments, never concatenated into script source.
- **Fail-open.** \`failOpen: true\` keeps your API up when Redis is down but removes the limit while
  it is down. Prefer \`false\` for login, password reset and payment routes.
- **Denial of service on Redis.** Each request is one round trip; put the limiter after cheap
  rejections (auth, routing) so unauthenticated floods are not multiplied.

## Dependencies

tollgate has no runtime dependencies. Dev dependencies are updated weekly by Renovate and
\`npm audit\` runs in CI.
`;
