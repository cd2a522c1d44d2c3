import { spawn, type ChildProcess } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isolatedGitEnv } from './run-git.js';

export type GitCgiRequest = {
  /** The repository-relative path git http-backend serves, e.g. `/octocat/hello-world.git/info/refs`. */
  pathInfo: string;
  /** The login the request is authenticated as, if any. */
  remoteUser?: string;
  /** Whether git-receive-pack (push) is allowed for this request. */
  allowPush: boolean;
};

/**
 * Runs `git http-backend` as a CGI program for one request: the request body streams into its
 * stdin, its header block becomes the response status and headers, and the rest of its output
 * streams back as the response body.
 */
export class GitHttpBackend {
  private readonly running = new Set<ChildProcess>();

  constructor(private readonly projectRoot: string) {}

  handle(req: IncomingMessage, res: ServerResponse, request: GitCgiRequest): void {
    const child = spawn('git', ['-c', `http.receivepack=${request.allowPush}`, 'http-backend'], {
      env: this.cgiEnvironment(req, request),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.running.add(child);
    const stderr: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => failResponse(res, `Could not run git http-backend: ${error.message}`));
    child.on('close', (code) => {
      this.running.delete(child);
      if (!res.headersSent) failResponse(res, `git http-backend exited with ${code} before answering: ${Buffer.concat(stderr).toString().trim()}`);
    });
    // git stops reading early when it rejects a request; the unread body must not crash the server.
    child.stdin.on('error', () => undefined);
    req.pipe(child.stdin);
    relayCgiOutput(child, res);
    res.on('close', () => {
      if (!res.writableFinished && child.exitCode === null) child.kill();
    });
  }

  /** Stops every git process still serving a request (used when the emulator closes). */
  killAll(): void {
    for (const child of this.running) child.kill();
  }

  private cgiEnvironment(req: IncomingMessage, request: GitCgiRequest): Record<string, string> {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const env: Record<string, string> = {
      GIT_PROJECT_ROOT: this.projectRoot,
      GIT_HTTP_EXPORT_ALL: '1',
      GATEWAY_INTERFACE: 'CGI/1.1',
      SERVER_PROTOCOL: `HTTP/${req.httpVersion}`,
      REQUEST_METHOD: req.method ?? 'GET',
      PATH_INFO: request.pathInfo,
      QUERY_STRING: url.search.slice(1),
      REMOTE_ADDR: req.socket.remoteAddress ?? '127.0.0.1',
    };
    if (request.remoteUser) env.REMOTE_USER = request.remoteUser;
    setIfPresent(env, 'CONTENT_TYPE', req.headers['content-type']);
    // Chunked requests (large pushes) have no length; git then reads stdin to its end.
    setIfPresent(env, 'CONTENT_LENGTH', req.headers['content-length']);
    setIfPresent(env, 'HTTP_CONTENT_ENCODING', req.headers['content-encoding']);
    setIfPresent(env, 'HTTP_GIT_PROTOCOL', req.headers['git-protocol'] as string | undefined);
    return isolatedGitEnv(env);
  }
}

function relayCgiOutput(child: ChildProcess, res: ServerResponse): void {
  let pending = Buffer.alloc(0);
  const stdout = child.stdout!;
  const onData = (chunk: Buffer): void => {
    pending = Buffer.concat([pending, chunk]);
    const split = findHeaderEnd(pending);
    if (!split) return;
    stdout.off('data', onData);
    writeCgiHeaders(res, pending.subarray(0, split.headerEnd).toString('latin1'));
    res.write(pending.subarray(split.bodyStart));
    stdout.pipe(res);
  };
  stdout.on('data', onData);
}

function findHeaderEnd(buffer: Buffer): { headerEnd: number; bodyStart: number } | null {
  const crlf = buffer.indexOf('\r\n\r\n');
  const lf = buffer.indexOf('\n\n');
  if (crlf >= 0 && (lf < 0 || crlf < lf)) return { headerEnd: crlf, bodyStart: crlf + 4 };
  if (lf >= 0) return { headerEnd: lf, bodyStart: lf + 2 };
  return null;
}

/** Applies a CGI header block: `Status: 404 Not Found` sets the status, other lines are headers. */
function writeCgiHeaders(res: ServerResponse, block: string): void {
  let status = 200;
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10) || 500;
    else res.appendHeader(name, value);
  }
  res.statusCode = status;
}

function failResponse(res: ServerResponse, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = 500;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(`${message}\n`);
}

function setIfPresent(env: Record<string, string>, name: string, value: string | undefined): void {
  if (value !== undefined && value !== '') env[name] = value;
}
