import { isBlockingGo, isBlockingJava, isBlockingJavaScript, isBlockingPython } from './blocking.js';
import { normaliseCallee } from './callees.js';
import { isIoCall } from './io-calls.js';

describe('isIoCall', () => {
  it('takes HTTP clients and database calls by their documented names', () => {
    const io = ['fetch', 'axios', 'axios.post', 'http.Get', 'https.request', 'requests.get', 'httpx.post', 'reqwest::get', 'db.query', 's.db.Exec', 'this.prisma.user.findMany', 'pool.query', 'cursor.execute', 'session.execute', 'users.findOne', 'repo.save', 'jdbcTemplate.update', '_httpClient.GetAsync', 'Net::HTTP.get', 'User.find_by', '$this->db->query', 'DB::table', 'rows.QueryRow', 'conn.ExecuteReader', 'curl_easy_perform'];
    expect(io.filter((callee) => !isIoCall(callee))).toEqual([]);
  });

  it('leaves out a method matched by its name alone when the file declares a function of that name', () => {
    const declared = (name: string) => name === 'execute';
    expect(isIoCall('p.execute', declared)).toBe(false);
    expect(isIoCall('p.execute')).toBe(true);
    expect(isIoCall('db.execute', declared)).toBe(true);
  });

  it('leaves out names that are often something else', () => {
    const other = ['Math.max', 'map.get', 'cache.find', 'regex.exec', 'r.URL.Query', 'tmpl.Execute', 'stream.findFirst', 'client.get', 'query', 'save', 'console.log', 'http.StatusText'];
    expect(other.filter((callee) => isIoCall(callee))).toEqual([]);
  });
});

describe('blocking calls', () => {
  it('takes Node sync variants, Python, Go and Java file, process and sleep calls', () => {
    expect(['fs.readFileSync', 'execSync', 'child_process.spawnSync', 'crypto.scryptSync'].every(isBlockingJavaScript)).toBe(true);
    expect(['readFile', 'fs.promises.readFile', 'Sync', 'isSync'].some(isBlockingJavaScript)).toBe(false);
    expect(['open', 'time.sleep', 'subprocess.run'].every(isBlockingPython)).toBe(true);
    expect(['os.ReadFile', 'exec.Command', 'time.Sleep'].every(isBlockingGo)).toBe(true);
    expect(['Files.readString', 'Thread.sleep'].every(isBlockingJava)).toBe(true);
  });
});

describe('normaliseCallee', () => {
  it('keeps the callee on one line without the arguments passed along the chain', () => {
    expect(normaliseCallee("db\n  .collection('users')\n  .findOne")).toBe('db.collection().findOne');
    expect(normaliseCallee('(await getClient()).query')).toBe('().query');
    expect(normaliseCallee('"literal".trim')).toBeNull();
  });
});
