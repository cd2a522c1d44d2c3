import { inertHtml, inertLinks } from './inert-html.js';

describe('inertHtml', () => {
  it('writes raw HTML as text, in a line and as a block', () => {
    expect(inertHtml('- Fix <img src=x onerror=alert(1)> here\n')).toBe('- Fix \\<img src=x onerror=alert(1)> here\n');
    expect(inertHtml('<div>\n<script>alert(1)</script>\n</div>\n')).toBe('`<div>`\n`<script>alert(1)</script>`\n`</div>`\n');
  });

  it('keeps code, autolinks, comments and the allowed elements as written', () => {
    const markdown = '<!-- next-header -->\n\n- `<title>` and <https://example.com/a> and a<br>break\n\n```html\n<div></div>\n```\n\n<details>\n<summary>More</summary>\n\n- item\n\n</details>\n';
    expect(inertHtml(markdown)).toBe(markdown);
  });
});

describe('inertLinks', () => {
  it('turns images and javascript: links into text, and keeps web and relative links and code', () => {
    const markdown = "- [Read the notes](javascript:alert('x')) and ![the logo](https://avatars.githubusercontent.com/u/1).\n- Fix ([#12](https://github.com/acme/app/pull/12)), see [the guide](docs/guide.md) and [mail](mailto:a@b.example).\n\n```md\n![kept](https://example.com/b.png)\n```\n";
    expect(inertLinks(markdown)).toBe(
      "- Read the notes and the logo.\n- Fix ([#12](https://github.com/acme/app/pull/12)), see [the guide](docs/guide.md) and [mail](mailto:a@b.example).\n\n```md\n![kept](https://example.com/b.png)\n```\n",
    );
  });

  it('writes a raw HTML block as code, so no address in it becomes a link', () => {
    expect(inertHtml('<form action="https://evil.example/steal"><input name="user"></form>\n')).toBe('`<form action="https://evil.example/steal"><input name="user"></form>`\n');
  });
});
