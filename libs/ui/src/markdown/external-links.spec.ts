import { isExternal, safeHref } from './external-links.js';

describe('isExternal', () => {
  it('tells links that leave Chronicle', () => {
    expect(isExternal('https://example.com')).toBe(true);
    expect(isExternal('#install')).toBe(false);
    expect(isExternal('mailto:a@example.com')).toBe(false);
  });
});

describe('safeHref', () => {
  it('keeps http(s), mailto, anchors and same-site paths', () => {
    for (const href of ['https://example.com/a?b=c', 'HTTP://example.com', 'mailto:a@example.com', '#install', '/docs', 'docs/setup.md']) {
      expect(safeHref(href)).toBe(href);
    }
  });

  it('drops every other scheme, however it is spelled, and protocol-relative addresses', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:x', 'file:///etc/passwd', '//evil.example/x', '\\\\evil.example', '', null, undefined]) {
      expect(safeHref(href)).toBeUndefined();
    }
  });
});
