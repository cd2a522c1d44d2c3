/** Sample README.md for the fictional open-source library tollgate, shown on the landing page. */
export const README_SAMPLE = `# tollgate

Rate limiting for Node.js HTTP servers and Web-standard \`fetch\` handlers, with an
in-memory store for one process and a Redis store for a fleet.

- Token-bucket and sliding-window algorithms
- Express middleware, a Fastify plugin and a \`fetchHandler\` wrapper (Hono, Bun, Deno, Workers)
- Standard \`Retry-After\` and IETF \`RateLimit\` headers
- No runtime dependencies; \`ioredis\` is an optional peer

## Install

\`\`\`sh
npm install tollgate
# only for RedisStore
npm install ioredis
\`\`\`

Requires Node.js 22 or later.

## Usage

\`\`\`ts
import express from 'express';
import Redis from 'ioredis';
import { createLimiter, RedisStore } from 'tollgate';
import { expressMiddleware } from 'tollgate/express';

const limiter = createLimiter({
  algorithm: 'token-bucket',
  limit: 100,          // tokens per window
  windowMs: 60_000,
  burst: 20,
  store: new RedisStore({ client: new Redis(process.env.REDIS_URL) }),
});

const app = express();
app.use('/api', expressMiddleware(limiter, { headers: 'draft-9' }));
\`\`\`

A denied request gets \`429 Too Many Requests\` with a \`Retry-After\` header.

## Configuration

| Option      | Type                                  | Default          | Description                                      |
|-------------|---------------------------------------|------------------|--------------------------------------------------|
| \`algorithm\` | \`'token-bucket' \\| 'sliding-window'\`  | \`'token-bucket'\` | How requests are counted                         |
| \`limit\`     | \`number\`                              | required         | Requests allowed per window                      |
| \`windowMs\`  | \`number\`                              | required         | Window length in milliseconds                    |
| \`burst\`     | \`number\`                              | \`0\`              | Extra tokens for short spikes (token bucket only) |
| \`store\`     | \`Store\`                               | \`MemoryStore\`    | Where counters live                              |
| \`keyPrefix\` | \`string\`                              | \`'tollgate:'\`    | Prefix for every store key                       |
| \`failOpen\`  | \`boolean\`                             | \`false\`          | Allow requests while the store is unreachable    |
| \`logger\`    | \`Logger\`                              | none             | pino-compatible logger for events                |

## License

MIT
`;
