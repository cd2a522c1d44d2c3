/** Sample INTERFACES.md for the fictional open-source library tollgate, shown on the landing page. */
export const INTERFACES_SAMPLE = `# Interfaces

The public types of tollgate, as exported from \`tollgate\`.

\`\`\`ts
export type Algorithm = 'token-bucket' | 'sliding-window';

export type LimiterOptions = {
  algorithm?: Algorithm;        // default 'token-bucket'
  limit: number;                // requests per window, positive integer
  windowMs: number;             // window length in ms, positive integer
  burst?: number;               // token bucket only, default 0
  store?: Store;                // default new MemoryStore()
  keyPrefix?: string;           // default 'tollgate:'
  failOpen?: boolean;           // default false
  logger?: Logger;
  clock?: () => number;         // default Date.now, override in tests
};

export type Decision = {
  allowed: boolean;
  limit: number;
  remaining: number;            // never negative
  resetMs: number;              // ms until the bucket is full / window rolls over
  retryAfterMs: number;         // 0 when allowed
};

export type Policy = Required<Pick<LimiterOptions, 'algorithm' | 'limit' | 'windowMs' | 'burst'>>;

export type StoreResult = { allowed: boolean; remaining: number; resetMs: number };

/** Implement this to keep counters somewhere other than memory or Redis. */
export interface Store {
  take(key: string, cost: number, policy: Policy, now: number): Promise<StoreResult>;
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
}

/** The framework-neutral view of a request that key generators and \`skip\` receive. */
export type IncomingRequest = {
  method: string;
  url: string;
  headers: Headers | Record<string, string | string[] | undefined>;
  socketAddress?: string;
};

export type AdapterOptions = {
  keyGenerator?: (request: IncomingRequest) => string;
  skip?: (request: IncomingRequest) => boolean;
  trustProxy?: boolean | number;   // number = hops added by your own proxies
  headers?: 'legacy' | 'draft-9' | false;
};

export type Logger = {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
};
\`\`\`
`;
