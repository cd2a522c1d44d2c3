import { defaultSeed, startGithubEmulator, type EmulatorSeed, type RunningEmulator } from './index.js';
import { expectMatchesGithubSchema } from './testing/openapi.js';
import { signIn } from './testing/oauth.js';
import { parseLinkHeader, restClient } from './testing/rest.js';

const seed: EmulatorSeed = {
  users: [...defaultSeed.users, { login: 'hubot', name: 'Hubot', avatar_url: 'https://avatars.githubusercontent.com/u/480938?v=4' }],
  repositories: [
    ...defaultSeed.repositories,
    { owner: 'hubot', name: 'chatops', description: 'Robots.', language: 'CoffeeScript', stargazers_count: 7, default_branch: 'main', private: true },
  ],
};

let emulator: RunningEmulator;
let octocat: ReturnType<typeof restClient>;
let hubot: ReturnType<typeof restClient>;
let anonymous: ReturnType<typeof restClient>;

beforeAll(async () => {
  emulator = await startGithubEmulator({ seed });
  octocat = restClient(emulator, await signIn(emulator, { login: 'octocat' }));
  hubot = restClient(emulator, await signIn(emulator, { login: 'hubot' }));
  anonymous = restClient(emulator);
});

afterAll(() => emulator.close());

const names = (body: Array<{ full_name: string }>) => body.map((repository) => repository.full_name);

describe('GET /user/repos', () => {
  it('lists the user\'s repositories, private ones included, sorted by full name, as GitHub documents them', async () => {
    const { status, body } = await octocat.get('/user/repos');

    expect(status).toBe(200);
    expectMatchesGithubSchema('get', '/user/repos', 200, body);
    expect(names(body)).toEqual(['octocat/hello-world', 'octocat/octo-docs', 'octocat/Spoon-Knife']);
    expect(body[0]).toMatchObject({ permissions: { admin: true, push: true, pull: true }, clone_url: `${emulator.url}/octocat/hello-world.git` });
    expect(body[0].size).toBeGreaterThan(0);
  });

  it('pages with per_page and page, and links the pages like GitHub', async () => {
    const first = await octocat.get('/user/repos?per_page=2');
    const second = await octocat.get('/user/repos?per_page=2&page=2');
    const beyond = await octocat.get('/user/repos?per_page=2&page=3');

    expect(names(first.body)).toEqual(['octocat/hello-world', 'octocat/octo-docs']);
    expect(names(second.body)).toEqual(['octocat/Spoon-Knife']);
    expect(beyond.body).toEqual([]);
    expectMatchesGithubSchema('get', '/user/repos', 200, second.body);
    expect(first.headers.get('link')).toBe(
      `<${emulator.apiUrl}/user/repos?per_page=2&page=2>; rel="next", <${emulator.apiUrl}/user/repos?per_page=2&page=2>; rel="last"`,
    );
    expect(parseLinkHeader(second.headers.get('link'))).toEqual({
      prev: `${emulator.apiUrl}/user/repos?per_page=2&page=1`,
      first: `${emulator.apiUrl}/user/repos?per_page=2&page=1`,
    });
    expect((await octocat.get('/user/repos')).headers.get('link')).toBeNull();
  });

  it('follows sort, direction, visibility and affiliation', async () => {
    expect(names((await octocat.get('/user/repos?sort=full_name&direction=desc')).body)).toEqual([
      'octocat/Spoon-Knife',
      'octocat/octo-docs',
      'octocat/hello-world',
    ]);
    // Equal creation times: newest id first, as "desc" means.
    expect(names((await octocat.get('/user/repos?sort=created')).body)).toEqual(['octocat/octo-docs', 'octocat/Spoon-Knife', 'octocat/hello-world']);
    expect(names((await octocat.get('/user/repos?visibility=private')).body)).toEqual(['octocat/octo-docs']);
    expect(names((await octocat.get('/user/repos?visibility=public&affiliation=owner,collaborator')).body)).toEqual(['octocat/hello-world', 'octocat/Spoon-Knife']);
    expect((await octocat.get('/user/repos?affiliation=collaborator')).body).toEqual([]);
    expect(names((await octocat.get('/user/repos?type=private')).body)).toEqual(['octocat/octo-docs']);
    expect(names((await hubot.get('/user/repos')).body)).toEqual(['hubot/chatops']);
  });

  it('refuses type together with visibility, and unknown values, with 422 like GitHub', async () => {
    for (const query of ['type=owner&visibility=all', 'visibility=secret', 'affiliation=friend', 'type=everything']) {
      const { status, body } = await octocat.get(`/user/repos?${query}`);

      expect(status).toBe(422);
      expectMatchesGithubSchema('get', '/user/repos', 422, body);
      expect(body.message).toBe('Validation Failed');
    }
  });

  it('needs a token', async () => {
    const { status, body } = await anonymous.get('/user/repos');

    expect(status).toBe(401);
    expectMatchesGithubSchema('get', '/user/repos', 401, body);
  });
});

describe('GET /repos/{owner}/{repo}', () => {
  it('answers a public repository to anyone, with permissions for a signed-in viewer', async () => {
    const asOwner = await octocat.get('/repos/octocat/hello-world');
    const asOther = await hubot.get('/repos/octocat/hello-world');
    const asAnonymous = await anonymous.get('/repos/octocat/hello-world');

    for (const { status, body } of [asOwner, asOther, asAnonymous]) {
      expect(status).toBe(200);
      expectMatchesGithubSchema('get', '/repos/{owner}/{repo}', 200, body);
      expect(body).toMatchObject({ full_name: 'octocat/hello-world', default_branch: 'main', private: false, visibility: 'public' });
    }
    expect(asOwner.body.permissions).toEqual({ admin: true, maintain: true, push: true, triage: true, pull: true });
    expect(asOther.body.permissions).toEqual({ admin: false, maintain: false, push: false, triage: false, pull: true });
    expect(asAnonymous.body).not.toHaveProperty('permissions');
  });

  it('looks names up case-insensitively', async () => {
    const { status, body } = await octocat.get('/repos/OctoCat/spoon-knife');

    expect(status).toBe(200);
    expect(body.full_name).toBe('octocat/Spoon-Knife');
  });

  it('answers a private repository to its owner only; 404 to everyone else, as GitHub does', async () => {
    const owner = await octocat.get('/repos/octocat/octo-docs');
    expect(owner.status).toBe(200);
    expectMatchesGithubSchema('get', '/repos/{owner}/{repo}', 200, owner.body);
    expect(owner.body.private).toBe(true);

    for (const client of [hubot, anonymous]) {
      const { status, body } = await client.get('/repos/octocat/octo-docs');

      expect(status).toBe(404);
      expectMatchesGithubSchema('get', '/repos/{owner}/{repo}', 404, body);
      expect(body).toMatchObject({ message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
    }
  });

  it('answers 404 for an unknown repository', async () => {
    const { status, body } = await octocat.get('/repos/octocat/nope');

    expect(status).toBe(404);
    expectMatchesGithubSchema('get', '/repos/{owner}/{repo}', 404, body);
  });
});
