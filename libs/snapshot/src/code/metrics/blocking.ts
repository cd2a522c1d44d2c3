import { calleeSegments } from './callees.js';

// Calls that wait on a file, a process or a clock while a request handler runs. Only the
// languages whose route readers find handlers have a list (the snapshot README lists them).

/** Node's blocking variants of `fs`, `child_process`, `crypto` and `zlib` functions: `fs.readFileSync`, `execSync`, `crypto.scryptSync`. */
const NODE_SYNC =
  /^(?:access|append(?:File)?|chmod|chown|close|copyFile|cp|exists|fchmod|fchown|fdatasync|fstat|fsync|ftruncate|futimes|glob|lchown|link|lstat|lutimes|mkdir|mkdtemp|open|opendir|read|readdir|readFile|readlink|readv|realpath|rename|rm|rmdir|stat|statfs|symlink|truncate|unlink|utimes|write|writeFile|writev|exec|execFile|spawn|pbkdf2|scrypt|randomFill|generateKeyPair|generateKey|gzip|gunzip|deflate|deflateRaw|inflate|inflateRaw|unzip|brotliCompress|brotliDecompress)Sync$/;

export function isBlockingJavaScript(callee: string): boolean {
  return NODE_SYNC.test(calleeSegments(callee).at(-1) ?? '');
}

const PYTHON = new Set(['open', 'time.sleep', 'os.system', 'os.popen', 'subprocess.run', 'subprocess.call', 'subprocess.check_call', 'subprocess.check_output']);

export function isBlockingPython(callee: string): boolean {
  return PYTHON.has(callee);
}

const GO = new Set(['os.ReadFile', 'os.WriteFile', 'ioutil.ReadFile', 'ioutil.WriteFile', 'exec.Command', 'exec.CommandContext', 'time.Sleep']);

export function isBlockingGo(callee: string): boolean {
  return GO.has(callee);
}

const JAVA = new Set(['Files.readAllBytes', 'Files.readAllLines', 'Files.readString', 'Files.write', 'Files.writeString', 'Files.lines', 'Thread.sleep', 'Runtime.getRuntime().exec']);

export function isBlockingJava(callee: string): boolean {
  return JAVA.has(callee);
}
