import { LANGUAGE_MODULES } from '../registry.js';
import { parserFor } from '../shared/parsers.js';

describe('the metrics tables', () => {
  it('name only node types that one of their grammars has, so no rule is silently dead', async () => {
    for (const module of LANGUAGE_MODULES) {
      const languages = await Promise.all(Object.values(module.grammars).map(async (grammar) => (await parserFor(grammar)).language));
      const table = module.metrics;
      const types = [...table.functions, ...table.loops, ...table.branches, ...table.logical, ...table.awaits, ...table.calls, ...(table.loopBlocks ?? []), ...Object.keys(table.once ?? {})];
      const unknown = types.filter((type) => !languages.some((language) => language?.idForNodeType(type, true)));
      expect([module.id, unknown]).toEqual([module.id, []]);
    }
  });
});
