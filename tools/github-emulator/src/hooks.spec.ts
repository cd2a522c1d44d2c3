import { defaultSeed, startGithubEmulator, type EmulatorSeed, type RunningEmulator } from './index.js';
import { expectMatchesGithubComponent, expectMatchesGithubSchema } from './testing/openapi.js';
import { signIn } from './testing/oauth.js';
import { restClient } from './testing/rest.js';
import { expectMatchesWebhookExamples } from './testing/webhook-examples.js';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver.js';

const seed: EmulatorSeed = {
  users: [...defaultSeed.users, { login: 'hubot', name: 'Hubot', avatar_url: 'https://avatars.githubusercontent.com/u/480938?v=4' }],
  repositories: defaultSeed.repositories,
};

const SECRET = 'It is a secret to everybody';
const HOOKS = '/repos/{owner}/{repo}/hooks';
const HOOK = '/repos/{owner}/{repo}/hooks/{hook_id}';

let emulator: RunningEmulator;
let receiver: WebhookReceiver;
let octocat: ReturnType<typeof restClient>;
let hubot: ReturnType<typeof restClient>;
let anonymous: ReturnType<typeof restClient>;

beforeAll(async () => {
  emulator = await startGithubEmulator({ seed });
  receiver = await startWebhookReceiver({ secret: SECRET });
  octocat = restClient(emulator, await signIn(emulator, { login: 'octocat' }));
  hubot = restClient(emulator, await signIn(emulator, { login: 'hubot' }));
  anonymous = restClient(emulator);
});

afterAll(async () => {
  await emulator.close();
  await receiver.close();
});

let hookCount = 0;

/** A config whose URL no other hook uses (hooks with the same URL and events are duplicates). */
function config(overrides: Record<string, unknown> = {}) {
  hookCount += 1;
  return { url: `${receiver.url}?hook=${hookCount}`, content_type: 'json', secret: SECRET, insecure_ssl: '0', ...overrides };
}

describe('creating a hook', () => {
  it('answers 201 with the hook, its secret masked, as GitHub documents it', async () => {
    const hookConfig = config();
    const { status, body, headers } = await octocat.post('/repos/octocat/hello-world/hooks', { name: 'web', config: hookConfig, events: ['push'], active: true });

    expect(status).toBe(201);
    expectMatchesGithubSchema('post', HOOKS, 201, body);
    expect(body).toMatchObject({
      type: 'Repository',
      name: 'web',
      active: true,
      events: ['push'],
      config: { url: hookConfig.url, content_type: 'json', insecure_ssl: '0', secret: '********' },
      url: `${emulator.apiUrl}/repos/octocat/hello-world/hooks/${body.id}`,
      ping_url: `${emulator.apiUrl}/repos/octocat/hello-world/hooks/${body.id}/pings`,
      last_response: { code: null, status: 'unused', message: null },
    });
    expect(headers.get('location')).toBe(body.url);
    expect(JSON.stringify(body)).not.toContain(SECRET);
  });

  it('sends the new hook a signed ping, shaped like GitHub\'s', async () => {
    const { body: hook } = await octocat.post('/repos/octocat/hello-world/hooks', { config: config(), events: ['push', 'pull_request'] });

    const ping = await receiver.waitFor((delivery) => delivery.event === 'ping' && delivery.payload?.hook_id === hook.id);

    expect(ping.signatureValid).toBe(true);
    expect(ping.hookId).toBe(String(hook.id));
    expect(ping.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(ping.headers['user-agent']).toMatch(/^GitHub-Hookshot\/[0-9a-f]+$/);
    expect(ping.headers['content-type']).toBe('application/json');
    expect(ping.payload).toMatchObject({ hook_id: hook.id, hook: { id: hook.id, events: ['push', 'pull_request'] }, repository: { full_name: 'octocat/hello-world' }, sender: { login: 'octocat' } });
    expect(typeof ping.payload.zen).toBe('string');
    expect(ping.rawBody.toString()).not.toContain(SECRET);
    expectMatchesGithubComponent('webhook-ping', ping.payload);
    expectMatchesWebhookExamples('ping', ping.payload, {
      // Repository hooks' pings (one example is an organization hook's).
      filter: (example) => 'repository' in example,
      // Fields GitHub added after these examples were recorded (all in its OpenAPI description).
      // The masked secret appears only in the organization hook's example, which the filter leaves out.
      allowExtra: [
        ...NEWER_REPOSITORY_FIELDS.map((field) => `repository.${field}`),
        'repository.owner.user_view_type',
        'sender.user_view_type',
        'hook.config.secret',
      ],
    });
  });

  it('sends no ping to an inactive hook', async () => {
    const hookConfig = config();
    const { status } = await octocat.post('/repos/octocat/hello-world/hooks', { config: hookConfig, active: false });
    // A ping to an active hook created afterwards arrives; by then the inactive one's would have.
    const { body: later } = await octocat.post('/repos/octocat/hello-world/hooks', { config: config() });
    await receiver.waitFor((delivery) => delivery.payload?.hook_id === later.id);

    expect(status).toBe(201);
    expect(receiver.deliveries.filter((delivery) => delivery.path.endsWith(new URL(hookConfig.url).search))).toEqual([]);
  });

  it('defaults like GitHub: events ["push"], active, content type "form", no secret', async () => {
    const hookConfig = { url: config().url };
    const { status, body } = await octocat.post('/repos/octocat/Spoon-Knife/hooks', { config: hookConfig });

    expect(status).toBe(201);
    expectMatchesGithubSchema('post', HOOKS, 201, body);
    expect(body).toMatchObject({ events: ['push'], active: true, config: { url: hookConfig.url, content_type: 'form', insecure_ssl: '0' } });
    expect(body.config).not.toHaveProperty('secret');
    const ping = await receiver.waitFor((delivery) => delivery.payload?.hook_id === body.id);
    expect(ping.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(ping.headers).not.toHaveProperty('x-hub-signature-256');
  });

  // Requests are built lazily: the receiver's URL is only known once the tests run.
  it.each([
    ['no config', () => ({ events: ['push'] }), /Config must contain URL/],
    ['a config without url', () => ({ config: { content_type: 'json' } }), /Config must contain URL/],
    ['a URL that is not http(s)', () => ({ config: { url: 'ftp://example.com/hook' } }), /not a valid http\(s\) URL/],
    ['an unknown content type', () => ({ config: config({ content_type: 'xml' }) }), /content_type "xml"/],
    ['a bad insecure_ssl', () => ({ config: config({ insecure_ssl: 'maybe' }) }), /insecure_ssl/],
    ['an unknown event', () => ({ config: config(), events: ['push', 'pushed'] }), /"pushed" is not a valid event name/],
    ['a name other than web', () => ({ name: 'travis', config: config() }), /use "web"/],
  ])('refuses %s with 422 Validation Failed', async (_case, request, message) => {
    const { status, body } = await octocat.post('/repos/octocat/hello-world/hooks', request());

    expect(status).toBe(422);
    expectMatchesGithubSchema('post', HOOKS, 422, body);
    expect(body.message).toBe('Validation Failed');
    expect(body.errors[0].message).toMatch(message);
  });

  it('refuses a second hook with the same URL and overlapping events, as GitHub does', async () => {
    const hookConfig = config();
    expect((await octocat.post('/repos/octocat/hello-world/hooks', { config: hookConfig, events: ['push', 'issues'] })).status).toBe(201);

    const duplicate = await octocat.post('/repos/octocat/hello-world/hooks', { config: hookConfig, events: ['issues'] });
    const disjoint = await octocat.post('/repos/octocat/hello-world/hooks', { config: hookConfig, events: ['release'] });

    expect(duplicate.status).toBe(422);
    expectMatchesGithubSchema('post', HOOKS, 422, duplicate.body);
    expect(duplicate.body.errors).toEqual([{ resource: 'Hook', code: 'custom', message: 'Hook already exists on this repository' }]);
    expect(disjoint.status).toBe(201);
  });

  it.each([
    ['events that are not an array', () => ({ config: config(), events: 'push' }), "For 'properties/events', \"push\" is not an array."],
    ['active that is not a boolean', () => ({ config: config(), active: 'yes' }), "For 'properties/active', \"yes\" is not a boolean."],
    ['an unknown key', () => ({ config: config(), colour: 'blue' }), '"colour" is not a permitted key.'],
  ])('refuses %s with 422 Invalid request', async (_case, request, detail) => {
    const { status, body } = await octocat.post('/repos/octocat/hello-world/hooks', request());

    expect(status).toBe(422);
    expectMatchesGithubSchema('post', HOOKS, 422, body);
    expect(body.message).toBe(`Invalid request.\n\n${detail}`);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const { status, body } = await octocat.post('/repos/octocat/hello-world/hooks', '{"config": ');

    expect(status).toBe(400);
    expect(body.message).toBe('Problems parsing JSON');
  });

  it('is for the repository\'s owner only: 404 for other users and anonymous callers, as on GitHub', async () => {
    for (const client of [hubot, anonymous]) {
      const { status, body } = await client.post('/repos/octocat/hello-world/hooks', { config: config() });

      expect(status).toBe(404);
      expectMatchesGithubSchema('post', HOOKS, 404, body);
      expect(body.message).toBe('Not Found');
    }
    expect((await octocat.post('/repos/octocat/nope/hooks', { config: config() })).status).toBe(404);
  });
});

describe('listing, reading, updating and deleting hooks', () => {
  let hookId: number;
  let hookUrl: string;

  beforeAll(async () => {
    const { body } = await octocat.post('/repos/octocat/octo-docs/hooks', { config: config(), events: ['push'] });
    hookId = body.id;
    hookUrl = body.config.url;
  });

  it('lists the repository\'s hooks, paged like GitHub', async () => {
    const second = await octocat.post('/repos/octocat/octo-docs/hooks', { config: config(), events: ['issues'] });
    const all = await octocat.get('/repos/octocat/octo-docs/hooks');
    const firstPage = await octocat.get('/repos/octocat/octo-docs/hooks?per_page=1');

    expect(all.status).toBe(200);
    expectMatchesGithubSchema('get', HOOKS, 200, all.body);
    expect(all.body.map((hook: { id: number }) => hook.id)).toEqual([hookId, second.body.id]);
    expect(firstPage.body.map((hook: { id: number }) => hook.id)).toEqual([hookId]);
    expect(firstPage.headers.get('link')).toContain('rel="next"');
    expect((await octocat.get('/repos/octocat/hello-world/hooks')).body.map((hook: { id: number }) => hook.id)).not.toContain(hookId);
    await octocat.delete(`/repos/octocat/octo-docs/hooks/${second.body.id}`);
  });

  it('reads one hook', async () => {
    const { status, body } = await octocat.get(`/repos/octocat/octo-docs/hooks/${hookId}`);

    expect(status).toBe(200);
    expectMatchesGithubSchema('get', HOOK, 200, body);
    expect(body).toMatchObject({ id: hookId, config: { url: hookUrl, secret: '********' } });
  });

  it('records the last response once the ping was delivered', async () => {
    await receiver.waitFor((delivery) => delivery.payload?.hook_id === hookId);
    // The hook is updated once the receiver's answer has arrived, a moment after it got the ping.
    const deadline = Date.now() + 2000;
    let body = (await octocat.get(`/repos/octocat/octo-docs/hooks/${hookId}`)).body;
    while (body.last_response.code === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      body = (await octocat.get(`/repos/octocat/octo-docs/hooks/${hookId}`)).body;
    }

    expect(body.last_response).toEqual({ code: 200, status: 'active', message: 'OK' });
  });

  it('updates events with events, add_events and remove_events, and active', async () => {
    const replaced = await octocat.patch(`/repos/octocat/octo-docs/hooks/${hookId}`, { events: ['push', 'issues'] });
    const added = await octocat.patch(`/repos/octocat/octo-docs/hooks/${hookId}`, { add_events: ['release'], remove_events: ['issues'], active: false });

    expect(replaced.status).toBe(200);
    expectMatchesGithubSchema('patch', HOOK, 200, replaced.body);
    expect(replaced.body.events).toEqual(['push', 'issues']);
    expect(added.body).toMatchObject({ events: ['push', 'release'], active: false, config: { secret: '********' } });
    expect(Date.parse(added.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(added.body.created_at));
  });

  it('replaces the config as GitHub does: a secret not given again is removed', async () => {
    const withoutSecret = await octocat.patch(`/repos/octocat/octo-docs/hooks/${hookId}`, { config: { url: hookUrl, content_type: 'json' } });
    expect(withoutSecret.status).toBe(200);
    expect(withoutSecret.body.config).toEqual({ url: hookUrl, content_type: 'json', insecure_ssl: '0' });

    const withSecret = await octocat.patch(`/repos/octocat/octo-docs/hooks/${hookId}`, { config: { url: hookUrl, content_type: 'json', secret: SECRET }, active: true });
    expectMatchesGithubSchema('patch', HOOK, 200, withSecret.body);
    expect(withSecret.body.config.secret).toBe('********');
  });

  it('refuses invalid updates with 422', async () => {
    const noUrl = await octocat.patch(`/repos/octocat/octo-docs/hooks/${hookId}`, { config: { content_type: 'json' } });
    const badEvent = await octocat.patch(`/repos/octocat/octo-docs/hooks/${hookId}`, { add_events: ['nonsense'] });

    for (const { status, body } of [noUrl, badEvent]) {
      expect(status).toBe(422);
      expectMatchesGithubSchema('patch', HOOK, 422, body);
    }
    expect((await octocat.get(`/repos/octocat/octo-docs/hooks/${hookId}`)).body.events).toEqual(['push', 'release']);
  });

  it('answers 404 for unknown hooks, hooks of another repository, and callers who do not own the repository', async () => {
    const answers = [
      await octocat.get('/repos/octocat/octo-docs/hooks/999999'),
      await octocat.get('/repos/octocat/octo-docs/hooks/not-a-number'),
      await octocat.get(`/repos/octocat/hello-world/hooks/${hookId}`),
      await hubot.get(`/repos/octocat/octo-docs/hooks/${hookId}`),
      await anonymous.get(`/repos/octocat/octo-docs/hooks/${hookId}`),
      await hubot.patch(`/repos/octocat/octo-docs/hooks/${hookId}`, { active: false }),
      await hubot.delete(`/repos/octocat/octo-docs/hooks/${hookId}`),
      await hubot.get('/repos/octocat/hello-world/hooks'),
    ];

    for (const { status, body } of answers) {
      expect(status).toBe(404);
      expectMatchesGithubSchema('get', HOOK, 404, body);
    }
  });

  it('deletes a hook: 204, then 404', async () => {
    const deleted = await octocat.delete(`/repos/octocat/octo-docs/hooks/${hookId}`);

    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect((await octocat.get(`/repos/octocat/octo-docs/hooks/${hookId}`)).status).toBe(404);
    const again = await octocat.delete(`/repos/octocat/octo-docs/hooks/${hookId}`);
    expect(again.status).toBe(404);
    expectMatchesGithubSchema('delete', HOOK, 404, again.body);
  });
});

/** Repository fields GitHub's payloads gained after @octokit/webhooks-examples' ping and push examples were recorded. */
const NEWER_REPOSITORY_FIELDS = ['allow_forking', 'has_discussions'];
