/** Sample API_REFERENCE.md for the fictional open-source library tollgate, shown on the landing page. */
export const API_REFERENCE_SAMPLE = `# API Reference

All functions are exported from \`tollgate\` unless another entry point is named.

## \`createLimiter(options)\`

\`\`\`ts
function createLimiter(options: LimiterOptions): Limiter
\`\`\`

Creates a limiter. Throws \`TypeError\` when \`limit\` or \`windowMs\` is not a positive integer,
or when \`burst\` is set with \`algorithm: 'sliding-window'\`.

## \`limiter.consume(key, cost?)\`

\`\`\`ts
consume(key: string, cost?: number): Promise<Decision>
\`\`\`

| Parameter | Type     | Default | Description                         |
|-----------|----------|---------|-------------------------------------|
| \`key\`     | \`string\` | —       | Who is being limited, e.g. an IP    |
| \`cost\`    | \`number\` | \`1\`     | Tokens this request spends          |

Returns a \`Decision\`. Rejects with \`StoreUnavailableError\` only when \`failOpen\` is \`false\`.

## \`limiter.peek(key)\`

\`\`\`ts
peek(key: string): Promise<Decision>
\`\`\`

The decision \`consume(key, 0)\` would return, without changing any counter.

## \`limiter.reset(key)\`

\`\`\`ts
reset(key: string): Promise<void>
\`\`\`

Deletes the key's counters, e.g. after a successful login.

## \`expressMiddleware(limiter, options?)\` — \`tollgate/express\`

\`\`\`ts
function expressMiddleware(limiter: Limiter, options?: AdapterOptions): RequestHandler
\`\`\`

Answers \`429\` with \`Retry-After\` when denied; otherwise sets headers and calls \`next()\`.

## \`fetchHandler(limiter, handler, options?)\` — \`tollgate/fetch\`

\`\`\`ts
function fetchHandler(
  limiter: Limiter,
  handler: (request: Request) => Response | Promise<Response>,
  options?: AdapterOptions & { cost?: (request: Request) => number },
): (request: Request) => Promise<Response>
\`\`\`

Wraps a Web-standard handler; the \`cost\` option is in Unreleased.
`;
