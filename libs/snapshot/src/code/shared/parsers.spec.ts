import { parserFor, type Grammar } from './parsers.js';

describe('parserFor', () => {
  it('loads grammars asked for at the same time, including those that share symbol names (TypeScript and TSX)', async () => {
    const grammars: Grammar[] = ['typescript', 'tsx', 'javascript', 'python', 'go', 'rust', 'java', 'c_sharp', 'ruby', 'php', 'c', 'cpp'];
    const parsers = await Promise.all(grammars.map((grammar) => parserFor(grammar)));
    const tsx = parsers[1].parse('const a = <div>{b}</div>;');
    expect(tsx?.rootNode.hasError).toBe(false);
    tsx?.delete();
  });
});
