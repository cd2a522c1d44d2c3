import { countLines, countTokens, decodeText } from './text-facts.js';

describe('text facts', () => {
  it('counts lines as an editor shows them', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('one')).toBe(1);
    expect(countLines('one\n')).toBe(1);
    expect(countLines('one\ntwo')).toBe(2);
    expect(countLines('one\n\nthree\n')).toBe(3);
  });

  it('counts o200k tokens', () => {
    expect(countTokens('')).toBe(0);
    expect(countTokens('hello world')).toBe(2);
  });

  it('counts special-token strings such as <|endoftext|> as text instead of throwing', () => {
    const text = 'const marker = "<|endoftext|>";\n';
    const tokens = countTokens(text);
    // As text the marker is several tokens; the special token would be one.
    expect(tokens).toBeGreaterThan(countTokens('const marker = "";\n') + 1);
    expect(countTokens('<|endoftext|><|im_start|>')).toBeGreaterThan(2);
  });

  it('drops a byte-order mark', () => {
    expect(decodeText(Buffer.from('\ufeffhi', 'utf8'))).toBe('hi');
  });
});
