import { markBareMentions, spliceProse } from './splice-prose.js';

describe('markBareMentions', () => {
  it('puts the names a model writes bare in code spans, so the gate checks them', () => {
    expect(markBareMentions('See src/app/main.ts and config.yaml, call parse() or Router.get(), since v1.2.3 (a1b2c3d).')).toBe(
      'See `src/app/main.ts` and `config.yaml`, call `parse()` or `Router.get()`, since `v1.2.3` (`a1b2c3d`).',
    );
  });

  it('leaves ordinary words, code spans and addresses alone', () => {
    const text = 'Input and/or output, e.g. a client-server setup; see `lib/x.ts` and https://example.com/a/b.html.';
    expect(markBareMentions(text)).toBe(text);
  });
});

describe('spliceProse', () => {
  it('replaces the introduction and opens the chosen sections with their explanation, keeping the rest', () => {
    const builtIn = '# Title\n\nBuilt-in introduction.\n\n## Files\n\n| a |\n| - |\n\n## Other\n\nText.\n';
    expect(spliceProse(builtIn, { overview: 'Model overview.', sections: { Files: 'Why files matter.' } })).toBe(
      '# Title\n\nModel overview.\n\n## Files\n\nWhy files matter.\n\n| a |\n| - |\n\n## Other\n\nText.\n',
    );
  });
});
