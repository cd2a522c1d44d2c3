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

describe('Go members', () => {
  const source = [
    'package gin',
    '',
    '// Context is the most important part of gin.',
    'type Context[T any] struct {',
    '\t// Request is the incoming request.',
    '\tRequest *http.Request',
    '\twriter  responseWriter',
    '\t// Keys holds values.',
    '\tKeys, Extra map[string]T',
    '\tsync.Mutex',
    '\t*Params',
    '}',
    '',
    'type engine struct {',
    '\tName string',
    '\tRouterGroup',
    '}',
    '',
    '// Next runs the pending handlers.',
    'func (c *Context[T]) Next() {}',
    '',
    '// Value reads a key.',
    'func (c Context[T]) Value(key any) any { return nil }',
    '',
    'func (c *Context[T]) reset() {}',
    'func (engine) Run() error { return nil }',
    '',
    '// ServeHTTP conforms to http.Handler; Engine is declared in another file.',
    'func (e *Engine) ServeHTTP(w http.ResponseWriter, req *http.Request) {}',
  ].join('\n');

  it('lists methods, with pointer and generic receivers, as members of their receiver type with their docs', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Context.Next')).toMatchObject({ kind: 'method', name: 'Next', parent: 'Context', exported: true, doc: 'Next runs the pending handlers.', signature: 'func (c *Context[T]) Next()' });
    expect(symbol(facts, 'Context.Value')).toMatchObject({ kind: 'method', parent: 'Context', exported: true, doc: 'Value reads a key.' });
    expect(symbol(facts, 'Engine.ServeHTTP')).toMatchObject({ kind: 'method', parent: 'Engine', exported: true, doc: 'ServeHTTP conforms to http.Handler; Engine is declared in another file.' });
  });

  it('exports a method only when it and its receiver type are capitalised', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Context.reset')).toMatchObject({ kind: 'method', parent: 'Context', exported: false });
    expect(symbol(facts, 'engine.Run')).toMatchObject({ kind: 'method', parent: 'engine', exported: false });
  });

  it('lists fields and embedded fields of structs, exported only in an exported struct', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Context')).toMatchObject({ kind: 'struct', exported: true, doc: 'Context is the most important part of gin.', extends: ['sync.Mutex', 'Params'] });
    expect(symbol(facts, 'Context.Request')).toMatchObject({ kind: 'field', parent: 'Context', exported: true, doc: 'Request is the incoming request.', signature: 'Request *http.Request' });
    expect(symbol(facts, 'Context.writer')).toMatchObject({ kind: 'field', exported: false });
    expect(symbol(facts, 'Context.Keys')).toMatchObject({ kind: 'field', exported: true, doc: 'Keys holds values.' });
    expect(symbol(facts, 'Context.Extra')).toMatchObject({ kind: 'field', exported: true });
    expect(symbol(facts, 'Context.Mutex')).toMatchObject({ kind: 'field', parent: 'Context', exported: true, signature: 'sync.Mutex' });
    expect(symbol(facts, 'Context.Params')).toMatchObject({ kind: 'field', parent: 'Context', exported: true, signature: '*Params' });
    expect(symbol(facts, 'engine.Name')).toMatchObject({ kind: 'field', exported: false });
    expect(symbol(facts, 'engine.RouterGroup')).toMatchObject({ kind: 'field', exported: false });
  });

  it('tells a defined type from an alias by its signature', async () => {
    const facts = await read(['package cobra', '', '// ShellCompDirective is a bit map.', 'type ShellCompDirective int', '', '// Command is an alias.', 'type Command = cmd.Command'].join('\n'));
    expect(symbol(facts, 'ShellCompDirective')).toMatchObject({ kind: 'type', exported: true, doc: 'ShellCompDirective is a bit map.', signature: 'type ShellCompDirective int' });
    expect(symbol(facts, 'Command')).toMatchObject({ kind: 'type', exported: true, doc: 'Command is an alias.', signature: 'type Command = cmd.Command' });
  });
});

describe('Go import bindings', () => {
  it('binds the package name, an alias, everything for a dot import and nothing for a blank one', async () => {
    const facts = await read([
      'package main',
      'import (',
      '\t"github.com/gin-gonic/gin"',
      '\t"gopkg.in/yaml.v3"',
      '\t"github.com/go-chi/chi/v5"',
      '\t"github.com/mattn/go-isatty"',
      '\tf "fmt"',
      '\t. "strings"',
      '\t_ "embed"',
      ')',
    ].join('\n'));
    expect(facts.imports.map(({ specifier, names, reexport }) => ({ specifier, names, reexport }))).toEqual([
      { specifier: 'github.com/gin-gonic/gin', names: [{ name: 'gin', imported: '*' }], reexport: false },
      { specifier: 'gopkg.in/yaml.v3', names: [{ name: 'yaml', imported: '*' }], reexport: false },
      { specifier: 'github.com/go-chi/chi/v5', names: [{ name: 'chi', imported: '*' }], reexport: false },
      { specifier: 'github.com/mattn/go-isatty', names: [{ name: 'go-isatty', imported: '*' }], reexport: false },
      { specifier: 'fmt', names: [{ name: 'f', imported: '*' }], reexport: false },
      { specifier: 'strings', names: [{ name: '*', imported: '*' }], reexport: false },
      { specifier: 'embed', names: [], reexport: false },
    ]);
  });
});

describe('Go file purpose', () => {
  it('quotes the first paragraph of the package comment, after a licence header set apart by a blank line', async () => {
    const facts = await read([
      '// Copyright 2014 Manu Martinez-Almeida. All rights reserved.',
      '// Use of this source code is governed by a MIT style',
      '// license that can be found in the LICENSE file.',
      '',
      '// Package gin implements a HTTP web framework',
      '// called gin.',
      '//',
      '// See https://gin-gonic.com/ for more information.',
      'package gin',
    ].join('\n'));
    expect(facts.purpose).toEqual({ text: 'Package gin implements a HTTP web framework called gin.', line: 5 });
  });

  it('reads a block comment and leaves a licence paragraph and directive lines out', async () => {
    expect((await read(['/*', 'Copyright 2020 The Authors.', '', 'Command tool prints things.', '*/', 'package main'].join('\n'))).purpose).toEqual({ text: 'Command tool prints things.', line: 4 });
    expect((await read(['//go:generate stringer -type=Kind', '// Package kinds lists kinds.', 'package kinds'].join('\n'))).purpose).toEqual({ text: 'Package kinds lists kinds.', line: 2 });
  });

  it('has none for a comment set apart by a blank line or a build tag, or a licence alone', async () => {
    expect((await read('// Package a is apart.\n\npackage a\n')).purpose).toBeNull();
    expect((await read('// Package a is tagged.\n//go:build linux\npackage a\n')).purpose).toBeNull();
    expect((await read('//go:build linux\n\n// Package a is tagged.\npackage a\n')).purpose).toEqual({ text: 'Package a is tagged.', line: 3 });
    expect((await read('// Copyright 2024 Someone.\n// SPDX-License-Identifier: MIT\npackage a\n')).purpose).toBeNull();
    expect((await read('package a\n')).purpose).toBeNull();
  });
});
