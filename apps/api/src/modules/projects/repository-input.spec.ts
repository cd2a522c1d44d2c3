import { parseRepositoryInput, PROJECT_URL_ERRORS, refusedRepositoryInput, type RepositoryInputRules } from '@chronicle/contracts';

const GITHUB: RepositoryInputRules = { githubHost: 'github.com', localMode: false, allowedGitHosts: ['github.com'] };
const LOCAL: RepositoryInputRules = { githubHost: 'github.com', localMode: true, allowedGitHosts: ['github.com', 'gitlab.com', 'git.example.org:8443'] };

describe('the admin panel’s repository input', () => {
  it.each([
    'octocat/hello-world',
    'https://github.com/octocat/hello-world',
    'https://github.com/octocat/hello-world/',
    'https://github.com/octocat/hello-world.git',
    'https://github.com/octocat/hello-world.git/',
    'github.com/octocat/hello-world',
    '  https://GitHub.com/octocat/hello-world  ',
  ])('reads %j as the GitHub repository octocat/hello-world, in both modes', (input) => {
    for (const rules of [GITHUB, LOCAL]) expect(parseRepositoryInput(input, rules)).toEqual({ kind: 'github', owner: 'octocat', name: 'hello-world', url: 'https://github.com/octocat/hello-world' });
  });

  it("keeps the spec's messages with GitHub sign-in", () => {
    expect(parseRepositoryInput('', GITHUB)).toEqual({ error: PROJECT_URL_ERRORS.required });
    expect(parseRepositoryInput('https://gitlab.com/acme/tool', GITHUB)).toEqual({ error: PROJECT_URL_ERRORS.notGithub });
    expect(parseRepositoryInput('https://github.com/octocat', GITHUB)).toEqual({ error: PROJECT_URL_ERRORS.invalid });
    expect(parseRepositoryInput('https://github.com/octocat/hello-world/tree/main', GITHUB)).toEqual({ error: PROJECT_URL_ERRORS.invalid });
    expect(parseRepositoryInput('https://evil.example/github.com/octocat/hello-world', GITHUB)).toEqual({ error: PROJECT_URL_ERRORS.invalid });
  });

  it('in local mode also reads a full folder path and an https:// URL on an allowed host', () => {
    expect(parseRepositoryInput('/srv/code/tool', LOCAL)).toEqual({ kind: 'local-path', path: '/srv/code/tool' });
    expect(parseRepositoryInput('~/code/tool', LOCAL)).toEqual({ kind: 'local-path', path: '~/code/tool' });
    expect(parseRepositoryInput('https://gitlab.com/group/sub/tool.git/', LOCAL)).toEqual({ kind: 'git-url', url: 'https://gitlab.com/group/sub/tool.git', host: 'gitlab.com' });
    expect(parseRepositoryInput('https://GIT.example.org:8443/acme/tool', LOCAL)).toEqual({ kind: 'git-url', url: 'https://git.example.org:8443/acme/tool', host: 'git.example.org:8443' });
    expect(parseRepositoryInput('https://bitbucket.org/acme/tool', LOCAL)).toEqual({
      error: 'Chronicle may not clone from bitbucket.org: the hosts allowed are github.com, gitlab.com, git.example.org:8443 (CHRONICLE_ALLOWED_GIT_HOSTS).',
    });
    expect(parseRepositoryInput('https://gitlab.com/tool?ref=x', LOCAL)).toEqual({ error: 'Give the repository\'s address on gitlab.com, such as https://gitlab.com/owner/name.' });
    expect(parseRepositoryInput('/srv/code/tool', GITHUB)).toEqual({ error: expect.stringMatching(/^A folder on this machine can be added only in local mode/) });
  });

  it.each([
    ['file:///srv/code/tool', 'file:// URLs'],
    ['FILE:///srv/code/tool', 'file:// URLs'],
    ['ext::sh -c touch% /tmp/pwned', 'ext:: addresses'],
    ['fd::3', 'fd:: addresses'],
    ['ssh://git@github.com/acme/tool.git', 'ssh:// URLs'],
    ['git+ssh://github.com/acme/tool.git', 'git+ssh:// URLs'],
    ['git://github.com/acme/tool.git', 'git:// URLs'],
    ['ftp://example.org/tool.git', 'ftp:// URLs'],
    ['git@github.com:acme/tool.git', 'SSH addresses such as git@host:owner/name'],
    ['git@github.com:-oProxyCommand=calc', 'SSH addresses such as git@host:owner/name'],
    ['github.com:acme/tool.git', null],
  ])('refuses %j in both modes, naming what it is and what is accepted', (input, what) => {
    for (const rules of [GITHUB, LOCAL]) {
      const parsed = parseRepositoryInput(input, rules);
      expect('error' in parsed).toBe(true);
      if (what) expect(parsed).toEqual({ error: expect.stringMatching(new RegExp(`^${what.replace(/[+.]/g, '\\$&')} are not accepted: Chronicle reads repositories over https:// only\\. Enter owner/name`)) });
    }
  });

  it('refuses credentials and anything git could read as an option, in the browser too', () => {
    expect(refusedRepositoryInput('https://ada:secret@github.com/acme/tool', true)).toMatch(/^Addresses with a user name or password are not accepted/);
    expect(refusedRepositoryInput('https://token@gitlab.com/acme/tool', false)).toMatch(/^Addresses with a user name or password are not accepted/);
    expect(refusedRepositoryInput('--upload-pack=touch /tmp/pwned', true)).toMatch(/^An address cannot start with "-"/);
    expect(refusedRepositoryInput('octocat/hello-world', false)).toBeNull();
    expect(refusedRepositoryInput('/srv/code/tool', true)).toBeNull();
  });
});
