import { cacheFolderName, parseRemoteUrl } from './remote-url.js';

describe('parseRemoteUrl', () => {
  it.each([
    ['https://github.com/rack/rack.git', 'rack/rack', 'https://github.com/rack/rack'],
    ['https://github.com/rack/rack', 'rack/rack', 'https://github.com/rack/rack'],
    ['https://user:token@github.com/rack/rack.git', 'rack/rack', 'https://github.com/rack/rack'],
    ['git@github.com:crate-ci/typos.git', 'crate-ci/typos', 'https://github.com/crate-ci/typos'],
    ['ssh://git@gitlab.example.com:2222/group/sub/project.git', 'group/sub/project', 'https://gitlab.example.com/group/sub/project'],
    ['git://github.com/markdown-it/markdown-it.git', 'markdown-it/markdown-it', 'https://github.com/markdown-it/markdown-it'],
    ['http://localhost:3000/acme/tool.git', 'acme/tool', 'http://localhost:3000/acme/tool'],
  ])('%s → %s, %s', (url, name, webUrl) => {
    expect(parseRemoteUrl(url)).toEqual({ name, webUrl });
  });

  it('has no web URL for file URLs and nothing for local paths', () => {
    expect(parseRemoteUrl('file:///srv/git/tool.git')).toEqual({ name: 'tool', webUrl: null });
    expect(parseRemoteUrl('/srv/git/tool.git')).toBeNull();
  });
});

describe('cacheFolderName', () => {
  it('is readable, safe and distinct per URL', () => {
    expect(cacheFolderName('https://github.com/rack/rack.git')).toMatch(/^github\.com-rack-rack-[0-9a-f]{12}\.git$/);
    expect(cacheFolderName('https://github.com/rack/rack')).not.toBe(cacheFolderName('https://github.com/rack/rack2'));
    expect(cacheFolderName('file:///tmp/../etc/repo')).not.toContain('/');
  });
});
