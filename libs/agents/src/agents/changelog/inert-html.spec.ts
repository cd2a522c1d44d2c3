import { inertHtml } from './inert-html.js';

describe('inertHtml', () => {
  it('writes raw HTML as text, in a line and as a block', () => {
    expect(inertHtml('- Fix <img src=x onerror=alert(1)> here\n')).toBe('- Fix \\<img src=x onerror=alert(1)> here\n');
    expect(inertHtml('<div>\n<script>alert(1)</script>\n</div>\n')).toBe('\\<div>\n\\<script>alert(1)\\</script>\n\\</div>\n');
  });

  it('keeps code, autolinks, comments and the allowed elements as written', () => {
    const markdown = '<!-- next-header -->\n\n- `<title>` and <https://example.com/a> and a<br>break\n\n```html\n<div></div>\n```\n\n<details>\n<summary>More</summary>\n\n- item\n\n</details>\n';
    expect(inertHtml(markdown)).toBe(markdown);
  });
});
