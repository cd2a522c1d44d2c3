import { calleeSegments } from './callees.js';

// Which callees look like a database or HTTP call. The list is short on purpose: a name that is
// often something else (`get`, `find`, `exec`, Go's `Query` on a URL, Java streams' `findFirst`) is
// left out, so a hint is rarely wrong about what the call is. The snapshot README lists it; keep the two in step.

/** Functions called by name alone. */
const FUNCTIONS = new Set(['fetch', 'axios', 'urlopen', 'curl_exec', 'curl_easy_perform', 'mysqli_query', 'mysql_query', 'pg_query', 'PQexec', 'sqlite3_exec']);

/**
 * Receivers whose every method is a database or HTTP call, compared in lower case without `_`, `$`
 * or `@`, anywhere before the method: `db.query`, `s.db.Exec`, `this.prisma.user.findMany`.
 */
const RECEIVERS = new Set(['axios', 'db', 'prisma', 'requests', 'httpx', 'reqwest', 'jdbctemplate', 'resttemplate', 'httpclient', 'httparty', 'faraday']);

/** Node's `http.get`/`https.request`, Go's `http.Get`/`http.Post`. */
const HTTP_MODULES = new Set(['http', 'https']);
const HTTP_FUNCTIONS = new Set(['get', 'request', 'post', 'head', 'postform']);

/** Methods that query or write a database, on any receiver. */
const METHODS = new Set([
  'query', 'execute', 'executeQuery', 'executeUpdate', 'findOne', 'findById', 'findByPk', 'findUnique', 'findMany', 'save', 'find_by',
  'QueryRow', 'QueryContext', 'QueryRowContext', 'ExecContext',
  'ExecuteReader', 'ExecuteNonQuery', 'ExecuteScalar', 'ExecuteReaderAsync', 'ExecuteNonQueryAsync', 'ExecuteScalarAsync', 'SaveChanges', 'SaveChangesAsync',
]);

/**
 * Whether a callee, as written, looks like a database or HTTP call. A method matched by its name
 * alone (`p.execute`) does not count when `declaredHere` says the file declares a function of that
 * name: then it is the repository's own code (bubbletea's `Program.execute` runs a command).
 */
export function isIoCall(callee: string, declaredHere: (name: string) => boolean = () => false): boolean {
  if (callee.startsWith('Net::HTTP')) return true;
  const segments = calleeSegments(callee);
  if (segments.length === 0) return false;
  if (segments.length === 1) return FUNCTIONS.has(segments[0]);
  const method = segments.at(-1) as string;
  if (segments.slice(0, -1).some((segment) => RECEIVERS.has(segment.toLowerCase()))) return true;
  if (segments.length === 2 && HTTP_MODULES.has(segments[0]) && HTTP_FUNCTIONS.has(method.toLowerCase())) return true;
  return METHODS.has(method) && !declaredHere(method);
}
