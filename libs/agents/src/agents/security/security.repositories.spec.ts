import { rmSync } from 'node:fs';
import { GitFixture } from '@chronicle/history/testing';
import { buildSnapshot } from '@chronicle/snapshot';
import { testAgent } from '../../testing/agent-tester.js';
import { SecurityAgent } from './security.agent.js';

// SECURITY on repositories built here: the policy is read wherever the repository writes it, the
// security-relevant code is found with file and line, and "none" is said only when nothing is there.

const SERVER = [
  "const express = require('express');",
  "const { execFile } = require('node:child_process');",
  "const crypto = require('node:crypto');",
  '',
  'const app = express();',
  "app.set('trust proxy', true);",
  '',
  "app.get('/files/:name', (req, res) => res.sendFile(req.params.name, { root: 'public' }));",
  '',
  "app.post('/convert', (req, res) => execFile('convert', ['in.png', 'out.jpg'], () => res.end()));",
  '',
  'function sign(value, key) {',
  "  return crypto.createHmac('sha256', key).update(value).digest('hex');",
  '}',
  '',
  'module.exports = { app, sign };',
  '',
].join('\n');

async function securityOf(files: Record<string, string>) {
  const repo = new GitFixture();
  repo.commit('feat: first version', files);
  const snapshot = await buildSnapshot(repo.dir);
  const result = await testAgent(SecurityAgent, snapshot);
  return { ...result, dir: repo.dir };
}

describe('SecurityAgent on real repositories', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('quotes a policy kept in .github/ and finds the security-relevant code with file and line', async () => {
    const { markdown, report, dir } = await securityOf({
      'package.json': JSON.stringify({ name: 'tiny-server', version: '1.0.0', dependencies: { express: '^4.19.2' } }, null, 2),
      '.github/SECURITY.md': '# Security Policy\n\n## Reporting a Vulnerability\n\nSend a report to security@tiny-server.example; we answer within two days.\n',
      'src/server.js': SERVER,
    });
    dirs.push(dir);
    expect(report.refused).toBe(false);
    expect(markdown).toContain('The repository has a security policy: [.github/SECURITY.md](.github/SECURITY.md).');
    expect(markdown).toContain('Send a report to security\\@tiny-server.example; we answer within two days.');
    expect(markdown).not.toMatch(/no security policy/i);
    const code = markdown.slice(markdown.indexOf('## Security-relevant code'));
    for (const title of ['Forwarded headers and proxies', 'Processes started', 'Files served', 'HMACs and digests']) expect(code).toContain(title);
    expect(code).toContain('src/server.js:6');
    expect(code).toContain('src/server.js:8');
    expect(code).toContain('src/server.js:13');
  });

  it('takes the README’s security section for the policy when there is no SECURITY.md, and never says there is none', async () => {
    const { markdown, report, dir } = await securityOf({
      'package.json': JSON.stringify({ name: 'tiny-lib', version: '1.0.0' }, null, 2),
      'README.md': '# tiny-lib\n\nA small library.\n\n## Security\n\nPlease report vulnerabilities privately to security@tiny-lib.example, not in public issues.\n',
      'index.js': 'module.exports = (a, b) => a + b;\n',
    });
    dirs.push(dir);
    expect(report.refused).toBe(false);
    expect(markdown).toContain('`README.md`, under "Security"');
    expect(markdown).toContain('Please report vulnerabilities privately to security\\@tiny-lib.example, not in public issues.');
    expect(markdown).not.toMatch(/no security policy|nothing tells a reporter/i);
  });

  it('says so plainly when the repository has no policy and no security-relevant code', async () => {
    const { markdown, report, dir } = await securityOf({
      'package.json': JSON.stringify({ name: 'tiny-sum', version: '1.0.0' }, null, 2),
      'index.js': 'module.exports = (a, b) => a + b;\n',
    });
    dirs.push(dir);
    expect(report.refused).toBe(false);
    expect(markdown).toContain('No security policy file was found');
    expect(markdown).not.toContain('## Security-relevant code');
  });
});
