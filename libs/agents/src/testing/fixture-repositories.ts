import { GitFixture } from '@chronicle/history/testing';

// Small real repositories in several languages, built with git in a temporary folder, for tests
// that run the whole path: snapshot → agents → gate.

const MIT = `MIT License

Copyright (c) 2024 Ada Lovelace

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;

export type FixtureLanguage = 'typescript' | 'python' | 'go' | 'rust' | 'java';

const FILES: Record<FixtureLanguage, Record<string, string>> = {
  typescript: {
    'package.json': JSON.stringify(
      {
        name: 'tiny-router',
        version: '1.2.0',
        description: 'A tiny HTTP router for Node.',
        license: 'MIT',
        type: 'module',
        main: 'dist/index.js',
        scripts: { build: 'tsc -p .', test: 'node --test' },
        dependencies: { express: '^4.19.2' },
        devDependencies: { typescript: '~5.4.0' },
      },
      null,
      2,
    ),
    'README.md': [
      '# tiny-router',
      '',
      'A tiny HTTP router that matches paths to handlers.',
      '',
      '## Install',
      '',
      '```sh',
      '$ npm install tiny-router',
      '```',
      '',
      '## Usage',
      '',
      '```ts',
      "import { Router } from 'tiny-router';",
      '',
      'const router = new Router();',
      "router.add('/', { handle: () => 'home' });",
      '```',
      '',
      '## Security',
      '',
      'Please report vulnerabilities privately to the maintainers by e-mail, never in a public issue.',
      '',
    ].join('\n'),
    'src/log.ts': "import { debuglog } from 'node:util';\n\n/** The router's debug output. */\nexport const debug = debuglog('tiny-router');\n",
    LICENSE: MIT,
    'src/index.ts': "export { Router } from './router.js';\nexport type { Handler } from './handler.js';\n",
    'src/handler.ts': '/** Answers one request. */\nexport interface Handler {\n  handle(path: string): string;\n}\n',
    'src/router.ts': [
      "import express from 'express';",
      "import type { Handler } from './handler.js';",
      '',
      '/** Routes paths to handlers. */',
      'export class Router {',
      '  private readonly routes = new Map<string, Handler>();',
      '  private readonly memo = new Map<string, Handler | undefined>();',
      '  /** Finds the handler of a path, remembering the answer. */',
      '  find(path: string): Handler | undefined {',
      '    if (!this.memo.has(path)) this.memo.set(path, this.lookup(path));',
      '    return this.memo.get(path);',
      '  }',
      '  private lookup(path: string): Handler | undefined {',
      '    return this.routes.get(path);',
      '  }',
      '  /** Adds a route. */',
      '  add(path: string, handler: Handler): void {',
      '    this.routes.set(path, handler);',
      '  }',
      '}',
      '',
      '/** Answers a request with the handler of its route. */',
      'export function handle(router: Router, path: string): string {',
      '  const handler = router.find(path);',
      '  return handler ? handler.handle(path) : notFound(path);',
      '}',
      '',
      'function notFound(path: string): string {',
      '  return `no route for ${path}`;',
      '}',
      '',
      '/** The client address: the first of X-Forwarded-For when behind a trusted proxy. */',
      'export function clientIp(headers: Record<string, string>, trusted: boolean): string {',
      "  return trusted ? (headers['X-Forwarded-For'] ?? '').split(',')[0]!.trim() : headers['remote'] ?? '';",
      '}',
      '',
      'export function serve(port: number): void {',
      '  const app = express();',
      "  app.get('/health', (_req, res) => res.send('ok'));",
      "  console.log('listening on', port, process.env.HOST);",
      '  app.listen(port);',
      '}',
      '',
    ].join('\n'),
    'test/router.spec.ts': "import { Router } from '../src/router.js';\nnew Router();\n",
    '.env.example': 'HOST=0.0.0.0\n# PORT=3000\n',
    'examples/basic.ts': "import { Router } from '../src/router.js';\n\n/** Starts a demo server. */\nexport function demoServer(): Router {\n  return new Router();\n}\n",
    '.nvmrc': '20\n',
  },
  python: {
    'pyproject.toml': '[project]\nname = "tidy"\nversion = "0.3.0"\ndescription = "Tidies text."\nrequires-python = ">=3.9"\ndependencies = ["click>=8.0"]\n',
    LICENSE: MIT,
    'tidy/__init__.py': '"""Tidies text."""\nfrom .core import tidy\n',
    'tidy/exc.py': 'class TidyError(Exception):\n    """Raised when text cannot be tidied."""\n\n\nclass BadInput(TidyError):\n    """The input is not text."""\n',
    'tidy/pack.py': 'import zlib\n\n\ndef pack(text: str) -> bytes:\n    """Compresses tidied text."""\n    return zlib.compress(text.encode())\n\n\ndef unpack_unsafe(data: bytes) -> str:\n    """Unpacks without checking the size of the result."""\n    return zlib.decompress(data).decode()\n',
    'tidy/core.py': [
      'import logging',
      'import os',
      'import re',
      'import click',
      '',
      'from typing import Protocol',
      '',
      '',
      'class Cleaner(Protocol):',
      '    """Cleans one string."""',
      '',
      '    def clean(self, text: str) -> str: ...',
      '',
      '',
      'def tidy(text: str) -> str:',
      '    """Collapses runs of spaces."""',
      '    logging.debug("tidying %d characters in %s mode", len(text), os.environ.get("TIDY_MODE"))',
      "    return re.sub(r'\\s+', ' ', text)",
      '',
      '',
      'def _private(text):',
      '    return text',
      '',
    ].join('\n'),
    'tests/test_core.py': 'from tidy.core import tidy\n\n\ndef test_tidy():\n    assert tidy("a  b") == "a b"\n',
  },
  go: {
    'go.mod': 'module example.com/shapes\n\ngo 1.21\n\nrequire github.com/spf13/pflag v1.0.5\n',
    LICENSE: MIT,
    'shapes.go': [
      '// Package shapes measures shapes.',
      'package shapes',
      '',
      'import (',
      '\t"io"',
      '\t"math"',
      ')',
      '',
      'var output io.Writer',
      '',
      '// SetOutput sets where warnings go; os.Stderr when nil.',
      'func SetOutput(w io.Writer) { output = w }',
      '',
      '// Shape is anything with an area.',
      'type Shape interface {',
      '\tArea() float64',
      '}',
      '',
      '// Circle is a round shape.',
      'type Circle struct{ R float64 }',
      '',
      '// Area of the circle.',
      'func (c Circle) Area() float64 { return math.Pi * c.R * c.R }',
      '',
    ].join('\n'),
    'cmd/shapes/main.go': 'package main\n\nimport (\n\t"fmt"\n\t"log"\n\t"os"\n\n\t"example.com/shapes"\n\t"github.com/spf13/pflag"\n)\n\nfunc main() {\n\tpflag.Parse()\n\tif pflag.NArg() > 3 {\n\t\tos.Exit(2)\n\t}\n\tif os.Getenv("SHAPES_UNIT") == "" {\n\t\tlog.Fatal("SHAPES_UNIT is not set")\n\t}\n\tfmt.Println(shapes.Circle{R: 1}.Area())\n}\n',
    'shapes_test.go': 'package shapes\n\nimport "testing"\n\nfunc TestArea(t *testing.T) { _ = Circle{R: 1}.Area() }\n',
  },
  rust: {
    'Cargo.toml': '[package]\nname = "counter"\nversion = "0.1.0"\nedition = "2021"\nlicense = "MIT"\n\n[dependencies]\nserde = "1.0"\nmemchr = "2"\n',
    LICENSE: MIT,
    'src/lib.rs': [
      '//! Counting things.',
      'pub mod tally;',
      '',
      '/// Something that can be counted.',
      'pub trait Countable {',
      '    fn count(&self) -> usize;',
      '}',
      '',
      'pub struct Bag {',
      '    pub items: Vec<u32>,',
      '}',
      '',
      '/// Why counting failed.',
      'pub struct Error {',
      '    line: usize,',
      '}',
      '',
      'impl Error {',
      '    /// The line where counting failed.',
      '    pub fn line(&self) -> usize {',
      '        self.line',
      '    }',
      '}',
      '',
      'impl Countable for Bag {',
      '    fn count(&self) -> usize {',
      '        self.items.len()',
      '    }',
      '}',
      '',
    ].join('\n'),
    'src/tally.rs': 'use crate::Countable;\n\n/// Adds up counts.\npub fn total(items: &[&dyn Countable]) -> usize {\n    items.iter().map(|i| i.count()).sum()\n}\n\n/// Counts the lines of a text.\npub fn lines(text: &[u8]) -> usize {\n    memchr::memchr_iter(b\'\\n\', text).count()\n}\n',
  },
  java: {
    'pom.xml': '<project><modelVersion>4.0.0</modelVersion><groupId>org.example</groupId><artifactId>greeter</artifactId><version>2.0.0</version><dependencies><dependency><groupId>junit</groupId><artifactId>junit</artifactId><version>4.13.2</version><scope>test</scope></dependency></dependencies></project>\n',
    LICENSE: MIT,
    'SECURITY.md': '# Security Policy\n\n## Reporting a Vulnerability\n\nE-mail the maintainers privately; do not open a public issue.\n',
    'README.md': '# greeter\n\nGreets people in many moods.\n\n## Getting started\n\n```xml\n<dependency>\n  <groupId>org.example</groupId>\n  <artifactId>greeter</artifactId>\n  <version>2.0.0</version>\n</dependency>\n```\n\n```java\nGreeter greeter = new PoliteGreeter();\nSystem.out.println(greeter.greet("Ada"));\n```\n',
    'src/main/java/org/example/Greeter.java': 'package org.example;\n\n/** Greets people. */\npublic interface Greeter {\n    String greet(String name);\n}\n',
    'src/main/java/org/example/PoliteGreeter.java': 'package org.example;\n\n/** Greets politely. */\npublic class PoliteGreeter implements Greeter {\n    @Override\n    public String greet(String name) {\n        return "Good day, " + name;\n    }\n}\n',
    'src/test/java/org/example/PoliteGreeterTest.java': 'package org.example;\n\nimport org.junit.Test;\n\npublic class PoliteGreeterTest {\n    @Test\n    public void greets() {}\n}\n',
  },
};

/** A repository in `language` with a manifest, a license, sources, a test and two commits (the first tagged). */
export function fixtureRepository(language: FixtureLanguage): GitFixture {
  const repo = new GitFixture();
  const files = Object.entries(FILES[language]);
  const half = Math.ceil(files.length / 2);
  repo.commit('feat: first version (#1)', Object.fromEntries(files.slice(0, half)));
  repo.tag('v0.1.0');
  repo.commit('feat: the rest (#2)', Object.fromEntries(files.slice(half)));
  return repo;
}
