import type { CodeFacts, CodeSymbol, HttpRoute } from '../../../model.js';
import { extractCode } from '../../index.js';

const read = (text: string): Promise<CodeFacts> => extractCode({ path: 'flag/flag.go', language: 'Go', text });
const symbol = (facts: CodeFacts, qualifiedName: string): CodeSymbol | undefined => facts.symbols.find((s) => s.qualifiedName === qualifiedName);
const routes = (facts: CodeFacts): Omit<HttpRoute, 'line'>[] => facts.routes.map(({ line: _line, ...route }) => route);

describe('Go symbols', () => {
  const source = [
    '// Package flag parses flags.',
    'package flag',
    '',
    'import (',
    '\t"fmt"',
    '\tpflag "github.com/spf13/pflag"',
    ')',
    '',
    '// Value is a flag value.',
    '// It can be set.',
    'type Value interface {',
    '\tfmt.Stringer',
    '\t// Set sets the value.',
    '\tSet(string) error',
    '}',
    '',
    'type FlagSet struct {',
    '\tName   string `json:"name"`',
    '\tparsed bool',
    '\t*Embedded',
    '}',
    '',
    'type ErrorHandling int',
    '',
    'const (',
    '\t// ContinueOnError goes on.',
    '\tContinueOnError ErrorHandling = iota',
    '\texitOnError',
    ')',
    '',
    '// NewFlagSet makes a set.',
    'func NewFlagSet(name string, handling ErrorHandling, extra ...string) *FlagSet {',
    '\treturn nil',
    '}',
    '',
    'func (f *FlagSet) Parse(arguments []string) error { return nil }',
    'func (f *FlagSet) reset() {}',
    'func helper() {}',
  ].join('\n');

  it('reads interfaces, structs, types, constants, functions and methods', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Value')).toMatchObject({ kind: 'interface', signature: 'type Value interface', doc: 'Value is a flag value.\nIt can be set.', extends: ['fmt.Stringer'], implements: [], exported: true, line: 11, endLine: 15 });
    expect(symbol(facts, 'Value.Set')).toMatchObject({ kind: 'method', parent: 'Value', doc: 'Set sets the value.', signature: 'Set(string) error' });
    expect(symbol(facts, 'FlagSet')).toMatchObject({ kind: 'struct', signature: 'type FlagSet struct', extends: ['Embedded'] });
    expect(symbol(facts, 'FlagSet.Name')).toMatchObject({ kind: 'field', signature: 'Name string', exported: true });
    expect(symbol(facts, 'FlagSet.Embedded')).toMatchObject({ kind: 'field', exported: true });
    expect(symbol(facts, 'ErrorHandling')).toMatchObject({ kind: 'type', signature: 'type ErrorHandling int' });
    expect(symbol(facts, 'ContinueOnError')).toMatchObject({ kind: 'constant', doc: 'ContinueOnError goes on.', exported: true });
    expect(symbol(facts, 'NewFlagSet')).toMatchObject({
      kind: 'function', doc: 'NewFlagSet makes a set.', signature: 'func NewFlagSet(name string, handling ErrorHandling, extra ...string) *FlagSet',
      parameters: [{ name: 'name', type: 'string' }, { name: 'handling', type: 'ErrorHandling' }, { name: 'extra', type: '...string' }],
    });
    expect(symbol(facts, 'FlagSet.Parse')).toMatchObject({ kind: 'method', parent: 'FlagSet', signature: 'func (f *FlagSet) Parse(arguments []string) error', exported: true });
  });

  it('exports capitalised identifiers only', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'FlagSet.parsed')?.exported).toBe(false);
    expect(symbol(facts, 'exitOnError')?.exported).toBe(false);
    expect(symbol(facts, 'FlagSet.reset')?.exported).toBe(false);
    expect(symbol(facts, 'helper')?.exported).toBe(false);
  });

  it('records import specs, the standard library being paths without a dot in their first element', async () => {
    const facts = await read(source);
    expect(facts.imports.map((i) => [i.specifier, i.standardLibrary])).toEqual([['fmt', true], ['github.com/spf13/pflag', false]]);
    expect(facts.comments[0]).toEqual({ line: 1, text: 'Package flag parses flags.', kind: 'doc' });
  });
});

describe('Go HTTP routes', () => {
  it('reads net/http handlers, with Go 1.22 method patterns', async () => {
    const facts = await read(['package main', 'import "net/http"', 'func main() {', '\thttp.HandleFunc("/health", health)', '\tmux := http.NewServeMux()', '\tmux.Handle("POST /items/{id}", itemHandler)', '\tmux.HandleFunc("example.com/", other)', '}'].join('\n'));
    expect(routes(facts)).toEqual([
      { method: 'ANY', path: '/health', framework: 'net/http', handler: 'health' },
      { method: 'POST', path: '/items/{id}', framework: 'net/http', handler: 'itemHandler' },
    ]);
  });

  it("reads gin routes with their group's prefix in the same function", async () => {
    const facts = await read([
      'package main',
      'import "github.com/gin-gonic/gin"',
      'func setup(r *gin.Engine) {',
      '\tr.GET("/ping", ping)',
      '\tv1 := r.Group("/v1")',
      '\tadmin := v1.Group("/admin")',
      '\tadmin.DELETE("/users/:id", h.deleteUser)',
      '\tr.Any("/proxy", proxy)',
      '}',
    ].join('\n'));
    expect(routes(facts)).toEqual([
      { method: 'GET', path: '/ping', framework: 'gin', handler: 'ping' },
      { method: 'DELETE', path: '/v1/admin/users/:id', framework: 'gin', handler: 'h.deleteUser' },
      { method: 'ANY', path: '/proxy', framework: 'gin', handler: 'proxy' },
    ]);
  });

  it('reads chi routes inside r.Route blocks', async () => {
    const facts = await read([
      'package main',
      'import "github.com/go-chi/chi/v5"',
      'func routes(r chi.Router) {',
      '\tr.Get("/", index)',
      '\tr.Route("/articles", func(r chi.Router) {',
      '\t\tr.Post("/", createArticle)',
      '\t\tr.Get("/{id}", getArticle)',
      '\t})',
      '}',
    ].join('\n'));
    expect(routes(facts)).toEqual([
      { method: 'GET', path: '/', framework: 'chi', handler: 'index' },
      { method: 'POST', path: '/articles', framework: 'chi', handler: 'createArticle' },
      { method: 'GET', path: '/articles/{id}', framework: 'chi', handler: 'getArticle' },
    ]);
  });
});
