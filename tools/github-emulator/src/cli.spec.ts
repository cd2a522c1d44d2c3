import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(packageDir, 'dist/cli.js');

// The CLI is exercised as users run it, from dist/ (`npm test` builds every package first).

describe('the github-emulator command', () => {
  it('exits with 2 and a message on stderr for a bad port', async () => {
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(process.execPath, [cli, '--port', 'bogus'], (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }));
    });

    expect(code).toBe(2);
    expect(stderr).toContain('--port "bogus" is not a port number');
  });

  it('prints where it listens and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [cli, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const line = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())));

    expect(line).toMatch(/^GitHub emulator listening on http:\/\/127\.0\.0\.1:(\d+) \(REST at http:\/\/127\.0\.0\.1:\1\/api\/v3\)\n$/);
    const port = /:(\d+) /.exec(line)![1];
    expect((await fetch(`http://127.0.0.1:${port}/api/v3/user`)).status).toBe(401);

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
