import { startGithubEmulator, type RunningEmulator } from './index.js';
import { toRepoJson } from './rest/serializers.js';
import { createState, type EmulatorState } from './state.js';
import { defaultSeed } from './seed.js';
import { expectMatchesGithubComponent, expectMatchesGithubSchema } from './testing/openapi.js';
import { signIn } from './testing/oauth.js';

let emulator: RunningEmulator;
let token: string;

beforeAll(async () => {
  emulator = await startGithubEmulator();
  token = await signIn(emulator, { scope: 'read:user repo' });
});

afterAll(() => emulator.close());

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${emulator.apiUrl}${path}`, { headers: { 'User-Agent': 'emulator-test', ...headers } });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /api/v3/user', () => {
  it('returns the authenticated user as GitHub documents it', async () => {
    const { response, body } = await get('/user', { Authorization: `Bearer ${token}` });

    expect(response.status).toBe(200);
    expectMatchesGithubSchema('get', '/user', 200, body);
    expect(body).toMatchObject({
      login: 'octocat',
      name: 'The Octocat',
      avatar_url: 'https://avatars.githubusercontent.com/u/583231?v=4',
      url: `${emulator.apiUrl}/users/octocat`,
      html_url: `${emulator.url}/octocat`,
      type: 'User',
      public_repos: 2,
      total_private_repos: 1,
    });
    expect(body.disk_usage).toBeGreaterThan(0);
  });

  it('answers with the headers GitHub sends', async () => {
    const { response } = await get('/user', { Authorization: `token ${token}` });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-oauth-scopes')).toBe('read:user, repo');
    expect(response.headers.get('x-github-request-id')).toMatch(/^[0-9A-F]+(:[0-9A-F]+){4}$/);
  });

  it('refuses a request without a token', async () => {
    const { response, body } = await get('/user');

    expect(response.status).toBe(401);
    expectMatchesGithubSchema('get', '/user', 401, body);
    expect(body).toEqual({ message: 'Requires authentication', documentation_url: 'https://docs.github.com/rest', status: '401' });
  });

  it('refuses an unknown token, as GitHub does, with "Bad credentials"', async () => {
    const { response, body } = await get('/user', { Authorization: 'Bearer gho_notatokenthisemulatorhasevergiven0' });

    expect(response.status).toBe(401);
    expectMatchesGithubSchema('get', '/user', 401, body);
    expect(body.message).toBe('Bad credentials');
  });
});

describe('unknown REST paths', () => {
  it('answer 404 with GitHub\'s error body', async () => {
    const { response, body } = await get('/no/such/endpoint', { Authorization: `Bearer ${token}` });

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expectMatchesGithubComponent('basic-error', body);
    expect(body).toMatchObject({ message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
  });
});

describe('toRepoJson', () => {
  const state: EmulatorState = createState(defaultSeed, 'http://127.0.0.1:4010', '/unused');
  const owner = state.users.get('octocat')!;

  it.each([...state.repositories.values()].map((repository) => [repository.name, repository] as const))(
    'builds %s as GitHub\'s full-repository and repository shapes',
    (_name, repository) => {
      const asOwner = toRepoJson(state, repository, owner, { sizeKb: 12, viewer: owner });
      const anonymous = toRepoJson(state, repository, owner, { sizeKb: 12 });

      expectMatchesGithubComponent('full-repository', asOwner);
      expectMatchesGithubComponent('repository', asOwner);
      expectMatchesGithubComponent('full-repository', anonymous);
      expect(asOwner.clone_url).toBe(`http://127.0.0.1:4010/octocat/${repository.name}.git`);
      expect(asOwner.permissions).toEqual({ admin: true, maintain: true, push: true, triage: true, pull: true });
      expect(anonymous).not.toHaveProperty('permissions');
    },
  );
});

describe('the OpenAPI check itself', () => {
  it('rejects a body that does not fit', () => {
    expect(() => expectMatchesGithubSchema('get', '/user', 200, { login: 42 })).toThrow(/does not match GitHub's OpenAPI description/);
  });
});
