import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './app-config.js';

const BUILD = { version: '1.0.0', webRoot: '/srv/chronicle/apps' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, BUILD);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('starts with no environment at all: port 3000 on loopback, embedded database, local sign-in', () => {
    const config = loadConfig({}, BUILD);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      databaseUrl: null,
      redisUrl: null,
      encryptionKey: null,
      signIn: 'local',
      github: { url: 'https://github.com', apiUrl: 'https://api.github.com', clientId: null },
      logLevel: 'info',
      version: '1.0.0',
      remotesManifestFile: null,
    });
    expect(config.dataDir).toMatch(/\.chronicle$/);
  });

  it('lists every bad key in one message, without echoing secrets', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://root:hunter2@db/x', LOG_LEVEL: 'loud', ENCRYPTION_KEY: 'short', GITHUB_URL: 'github' }, BUILD);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('5 settings are wrong');
    for (const key of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'ENCRYPTION_KEY', 'GITHUB_URL']) expect(message).toContain(`${key}:`);
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('short');
  });

  it('needs both halves of a GitHub OAuth app', () => {
    expect(problemsOf({ GITHUB_CLIENT_ID: 'abc' })).toEqual([expect.stringContaining('GITHUB_CLIENT_SECRET: is required')]);
    expect(problemsOf({ GITHUB_CLIENT_SECRET: 'abc' })).toEqual([expect.stringContaining('GITHUB_CLIENT_ID: is required')]);
  });

  it('uses GitHub sign-in and the configured endpoints when an app is configured', () => {
    const config = loadConfig(
      { GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret', GITHUB_URL: 'https://ghe.example.com/', GITHUB_API_URL: 'https://ghe.example.com/api/v3', ADMIN_LOGINS: 'Octocat, hubot' },
      BUILD,
    );
    expect(config.signIn).toBe('github');
    expect(config.github.url).toBe('https://ghe.example.com');
    expect(config.github.apiUrl).toBe('https://ghe.example.com/api/v3');
    expect(config.adminLogins).toEqual(['octocat', 'hubot']);
  });

  it('gives users Pro in local mode and Free with a GitHub app unless CHRONICLE_DEFAULT_PLAN says otherwise', () => {
    const github = { GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' };
    expect(loadConfig({}, BUILD).defaultPlan).toBe('pro');
    expect(loadConfig(github, BUILD).defaultPlan).toBe('free');
    expect(loadConfig({ CHRONICLE_DEFAULT_PLAN: 'lite' }, BUILD).defaultPlan).toBe('lite');
    expect(loadConfig({ ...github, CHRONICLE_DEFAULT_PLAN: 'pro' }, BUILD).defaultPlan).toBe('pro');
    expect(problemsOf({ CHRONICLE_DEFAULT_PLAN: 'enterprise' })).toEqual(['CHRONICLE_DEFAULT_PLAN: must be one of free, lite, pro (got "enterprise").']);
  });

  it('refuses local sign-in on a public address unless asked for explicitly', () => {
    expect(problemsOf({ HOST: '0.0.0.0' })).toEqual([expect.stringContaining('HOST: Chronicle would listen on 0.0.0.0')]);
    expect(problemsOf({ HOST: '0.0.0.0', CHRONICLE_LOCAL_MODE: '1' })).toEqual([]);
    expect(problemsOf({ HOST: '0.0.0.0', GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 's' })).toEqual([]);
    expect(problemsOf({ HOST: '::1' })).toEqual([]);
  });

  it('accepts a 32-byte encryption key in hex or base64', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ ENCRYPTION_KEY: hex }, BUILD).encryptionKey).toEqual(Buffer.from(hex, 'hex'));
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ ENCRYPTION_KEY: base64 }, BUILD).encryptionKey).toEqual(Buffer.alloc(32, 7));
  });

  it('polls the local repositories under the current folder every 10 s unless told otherwise', () => {
    const config = loadConfig({}, BUILD);
    expect(config.local).toEqual({ folders: [process.cwd()], pollSeconds: 10, allowedGitHosts: ['github.com'] });
    const custom = loadConfig({ CHRONICLE_LOCAL_REPOS: '/srv/code, /home/me/work', CHRONICLE_POLL_SECONDS: '30' }, BUILD);
    expect(custom.local).toEqual({ folders: ['/srv/code', '/home/me/work'], pollSeconds: 30, allowedGitHosts: ['github.com'] });
    expect(problemsOf({ CHRONICLE_POLL_SECONDS: '0' })).toEqual([expect.stringContaining('CHRONICLE_POLL_SECONDS: must be a whole number from 1 to 86400')]);
  });

  it("lets admins clone https:// git URLs from GITHUB_URL's host only, unless CHRONICLE_ALLOWED_GIT_HOSTS lists others", () => {
    expect(loadConfig({ GITHUB_URL: 'http://127.0.0.1:4010' }, BUILD).local.allowedGitHosts).toEqual(['127.0.0.1:4010']);
    expect(loadConfig({ CHRONICLE_ALLOWED_GIT_HOSTS: 'GitHub.com, gitlab.com,git.example.org:8443' }, BUILD).local.allowedGitHosts).toEqual(['github.com', 'gitlab.com', 'git.example.org:8443']);
    expect(problemsOf({ CHRONICLE_ALLOWED_GIT_HOSTS: 'gitlab.com,user@evil.example,https://x.org' })).toEqual([
      expect.stringContaining('CHRONICLE_ALLOWED_GIT_HOSTS: must be host names (with an optional :port) separated by commas'),
    ]);
  });

  it('runs every role in one process by default, and needs Redis to split them', () => {
    expect(loadConfig({}, BUILD).role).toBe('all');
    expect(loadConfig({ CHRONICLE_ROLE: 'worker', REDIS_URL: 'redis://localhost:6379' }, BUILD).role).toBe('worker');
    expect(problemsOf({ CHRONICLE_ROLE: 'api' })).toEqual([expect.stringContaining('CHRONICLE_ROLE: api shares the work with other processes through Redis')]);
    expect(problemsOf({ CHRONICLE_ROLE: 'web' })).toEqual([expect.stringContaining('CHRONICLE_ROLE')]);
  });

  it('writes texts with the built-in engine unless a model server is configured, and then needs a model', () => {
    expect(loadConfig({}, BUILD).ai).toBeNull();
    expect(loadConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/', OPENAI_MODEL: 'llama3.1' }, BUILD).ai).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: null, model: 'llama3.1', contextTokens: 16_384 });
    expect(loadConfig({ OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-4o-mini' }, BUILD).ai).toEqual({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-test', model: 'gpt-4o-mini', contextTokens: 16_384 });
    expect(problemsOf({ OPENAI_API_KEY: 'sk-secret-value' })).toEqual([expect.stringContaining('OPENAI_MODEL: is required')]);
    expect(problemsOf({ OPENAI_MODEL: 'gpt-4o-mini' })).toEqual([expect.stringContaining('OPENAI_MODEL: is set, but no model server is')]);
    expect(problemsOf({ OPENAI_BASE_URL: 'ollama', OPENAI_MODEL: 'x' })).toEqual([expect.stringContaining('OPENAI_BASE_URL: must be an http:// or https:// URL')]);
    expect(problemsOf({ OPENAI_API_KEY: 'sk-secret-value' }).join(' ')).not.toContain('sk-secret-value');
  });

  it('limits public routes to 120 and sign-in to 10 requests a minute per client, and trusts no proxy, unless told otherwise', () => {
    const config = loadConfig({}, BUILD);
    expect(config.rateLimits).toEqual({ publicPerMinute: 120, signInPerMinute: 10 });
    expect(config.trustProxyHops).toBe(0);
    const custom = loadConfig({ CHRONICLE_RATE_LIMIT_PUBLIC: '600', CHRONICLE_RATE_LIMIT_SIGN_IN: '30', CHRONICLE_TRUST_PROXY: '2' }, BUILD);
    expect(custom.rateLimits).toEqual({ publicPerMinute: 600, signInPerMinute: 30 });
    expect(custom.trustProxyHops).toBe(2);
    expect(loadConfig({ CHRONICLE_TRUST_PROXY: 'off' }, BUILD).trustProxyHops).toBe(0);
    expect(problemsOf({ CHRONICLE_RATE_LIMIT_PUBLIC: '0', CHRONICLE_RATE_LIMIT_SIGN_IN: 'many', CHRONICLE_TRUST_PROXY: 'true' })).toEqual([
      expect.stringContaining('CHRONICLE_RATE_LIMIT_PUBLIC: must be a whole number from 1 to'),
      expect.stringContaining('CHRONICLE_RATE_LIMIT_SIGN_IN: must be a whole number from 1 to'),
      expect.stringContaining('CHRONICLE_TRUST_PROXY: must be a number of proxies from 0 to 32, or off'),
    ]);
  });

  it('documents every key it reads in .env.example and the README', () => {
    const source = readFileSync(fileURLToPath(new URL('./app-config.ts', import.meta.url)), 'utf8');
    const keys = [...source.matchAll(/read\.\w+\('([A-Z0-9_]+)'/g)].map((match) => match[1]!);
    expect(keys.length).toBeGreaterThan(15);
    const root = new URL('../../../../', import.meta.url);
    const example = readFileSync(new URL('.env.example', root), 'utf8');
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    expect(keys.filter((key) => !new RegExp(`^${key}=`, 'm').test(example))).toEqual([]);
    expect(keys.filter((key) => !readme.includes(`| \`${key}\` |`))).toEqual([]);
  });
});
