import { resolveDocumentUrl } from './links';

const SHA = '1234567890abcdef1234567890abcdef12345678';
const ON_GITHUB = { htmlUrl: 'https://github.com/octocat/hello-world', sha: SHA };
const LOCAL = { htmlUrl: null, sha: SHA };

describe('resolveDocumentUrl', () => {
  it('keeps in-page anchors, http(s) and mailto', () => {
    expect(resolveDocumentUrl('#install', ON_GITHUB)).toBe('#install');
    expect(resolveDocumentUrl('https://example.com/a?b=c', ON_GITHUB)).toBe('https://example.com/a?b=c');
    expect(resolveDocumentUrl('HTTP://example.com', ON_GITHUB)).toBe('HTTP://example.com');
    expect(resolveDocumentUrl('mailto:security@example.com', ON_GITHUB)).toBe('mailto:security@example.com');
  });

  it('drops every other scheme, whatever its spelling', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:msgbox', 'file:///etc/passwd', 'ftp://example.com']) {
      expect(resolveDocumentUrl(url, ON_GITHUB)).toBeUndefined();
    }
  });

  it('opens a relative path as the repository file at the document commit', () => {
    expect(resolveDocumentUrl('src/index.ts#L12', ON_GITHUB)).toBe(`https://github.com/octocat/hello-world/blob/${SHA}/src/index.ts#L12`);
    expect(resolveDocumentUrl('./docs/setup.md', ON_GITHUB)).toBe(`https://github.com/octocat/hello-world/blob/${SHA}/docs/setup.md`);
    expect(resolveDocumentUrl('/LICENSE', ON_GITHUB)).toBe(`https://github.com/octocat/hello-world/blob/${SHA}/LICENSE`);
  });

  it('never lets a relative path climb out of the repository or borrow this page scheme', () => {
    expect(resolveDocumentUrl('../../other/repo', ON_GITHUB)).toBeUndefined();
    expect(resolveDocumentUrl('//evil.example.com/x', ON_GITHUB)).toBeUndefined();
    expect(resolveDocumentUrl('\\\\evil.example.com', ON_GITHUB)).toBeUndefined();
  });

  it('shows a relative link of a repository with no code-host page as text', () => {
    expect(resolveDocumentUrl('src/index.ts', LOCAL)).toBeUndefined();
    expect(resolveDocumentUrl('#install', LOCAL)).toBe('#install');
    expect(resolveDocumentUrl('', ON_GITHUB)).toBeUndefined();
  });
});
