import type { CodeFacts } from '../../model.js';
import { extractCode } from '../index.js';

// The metrics walker lists every call: the callee as written on one line with argument lists
// emptied, its line, and the innermost named function around it (null at the top level). Targets
// are left to the repository-wide pass.

const read = (path: string, language: string, lines: string[]): Promise<CodeFacts> => extractCode({ path, language, text: lines.join('\n') });
const calls = (facts: CodeFacts): [string, number, string | null][] => facts.calls.map((site) => [site.callee, site.line, site.caller]);

describe('call sites', () => {
  it('TypeScript: calls in methods, in a callback (named after the method around it) and at the top level; a bare expression call is left out', async () => {
    const facts = await read('src/app.ts', 'TypeScript', [
      "import { parse } from './parse.js';",
      '',
      'export class App {',
      '  run(input: string): void {',
      '    const tree = parse(input);',
      '    this.render(tree);',
      '    [1, 2].forEach((n) => console.log(n));',
      '  }',
      '  render(tree: unknown): void {}',
      '}',
      '',
      'const app = new App();',
      'app.run(process.argv[2]);',
      '(() => 1)();',
      "db.collection('users')",
      '  .findOne({ id: 1 });',
    ]);
    expect(calls(facts)).toEqual([
      ['parse', 5, 'App.run'],
      ['this.render', 6, 'App.run'],
      ['[1,2].forEach', 7, 'App.run'],
      ['console.log', 7, 'App.run'],
      ['app.run', 13, null],
      ['db.collection().findOne', 15, null],
      ['db.collection', 15, null],
    ]);
    expect(facts.calls.every((site) => site.target === null && site.resolution === null)).toBe(true);
  });

  it('Python: self calls, module calls, a class called, and a call in a lambda named after its variable', async () => {
    const facts = await read('pkg/cli.py', 'Python', [
      'from . import core',
      '',
      'class Cli(Base):',
      '    def run(self, args):',
      '        self.parse(args)',
      '        core.main(args)',
      '        super().run(args)',
      '',
      'pick = lambda xs: first(xs)',
      'Cli().run([])',
    ]);
    expect(calls(facts)).toEqual([
      ['self.parse', 5, 'Cli.run'],
      ['core.main', 6, 'Cli.run'],
      ['super().run', 7, 'Cli.run'],
      ['super', 7, 'Cli.run'],
      ['first', 9, 'pick'],
      ['Cli().run', 10, null],
      ['Cli', 10, null],
    ]);
  });

  it('Go: a receiver\'s method, a package function and a call at package level', async () => {
    const facts = await read('api/server.go', 'Go', [
      'package api',
      '',
      'import "fmt"',
      '',
      'func (s *Server) Sync(ids []int) error {',
      '\ts.execute(len(ids))',
      '\tfmt.Println(helper())',
      '\treturn nil',
      '}',
      '',
      'func helper() int { return 1 }',
      '',
      'var start = helper()',
    ]);
    expect(calls(facts)).toEqual([
      ['s.execute', 6, 'Server.Sync'],
      ['len', 6, 'Server.Sync'],
      ['fmt.Println', 7, 'Server.Sync'],
      ['helper', 7, 'Server.Sync'],
      ['helper', 13, null],
    ]);
  });

  it('Rust: Self:: and self. calls, a path call with type arguments, and a call in a closure', async () => {
    const facts = await read('src/config.rs', 'Rust', [
      'impl Config {',
      '    pub fn new() -> Self {',
      '        let items = Vec::<u8>::new();',
      '        Self::load(items)',
      '    }',
      '    fn load(&self) {',
      '        self.check();',
      '        let f = |x: u8| helper(x);',
      '    }',
      '}',
    ]);
    expect(calls(facts)).toEqual([
      ['Vec::<u8>::new', 3, 'Config::new'],
      ['Self::load', 4, 'Config::new'],
      ['self.check', 7, 'Config::load'],
      ['helper', 8, 'f'],
    ]);
  });

  it('Java: bare, this. and static calls, and a call in a lambda named after the method around it', async () => {
    const facts = await read('src/main/java/app/Repo.java', 'Java', [
      'public class Repo {',
      '  public void saveAll(List<User> users) {',
      '    validate(users);',
      '    this.flush();',
      '    users.forEach(u -> Strings.pad(u.name()));',
      '  }',
      '}',
    ]);
    expect(calls(facts)).toEqual([
      ['validate', 3, 'Repo.saveAll'],
      ['this.flush', 4, 'Repo.saveAll'],
      ['users.forEach', 5, 'Repo.saveAll'],
      ['Strings.pad', 5, 'Repo.saveAll'],
      ['u.name', 5, 'Repo.saveAll'],
    ]);
  });
});
