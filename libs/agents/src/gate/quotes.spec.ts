import { quotedLines } from './quotes.js';

describe('quotedLines', () => {
  const quote = '## 1.0.0\n\n* Add `createRouter()` ([#12](https://x.test/12))\n  * nested `deep()`\n';

  it('finds whole lines of the quoted text, whatever their bullet or spacing after markdownlint', () => {
    const markdown = '# Changelog\n\n## 1.0.0\n\n- Add `createRouter()` ([#12](https://x.test/12))\n    - nested  `deep()`\n';
    expect([...quotedLines(markdown, [quote])]).toEqual([3, 5, 6]);
  });

  it('does not take part of a line, another line or an empty line for a quote', () => {
    const markdown = 'See `createRouter()`.\n\n- Add `createRouter()` ([#12](https://x.test/12)) and more\n';
    expect(quotedLines(markdown, [quote]).size).toBe(0);
    expect(quotedLines(markdown, []).size).toBe(0);
  });
});
