import { detectLanguage, isLinguistLanguage, languageContext, languageFromShebang, languageType } from './languages.js';
import { EXTENSION_OVERRIDES, POPULARITY } from './language-tables.js';

const C = languageContext(['src/main.c', 'include/main.h']);

describe('detectLanguage', () => {
  it('reads .md as Markdown, not GCC Machine Description', () => {
    expect(detectLanguage('README.md', C)).toBe('Markdown');
    expect(detectLanguage('docs/guide/INTRO.MD', C)).toBe('Markdown');
  });

  it('reads .ts as TypeScript, not XML, and .tsx as TSX', () => {
    expect(detectLanguage('src/index.ts', C)).toBe('TypeScript');
    expect(detectLanguage('src/types.d.ts', C)).toBe('TypeScript');
    expect(detectLanguage('src/App.tsx', C)).toBe('TSX');
  });

  it('reads .mjs, .cjs and .jsx as JavaScript', () => {
    expect(['a.mjs', 'b.cjs', 'c.jsx', 'd.js'].map((path) => detectLanguage(path, C))).toEqual(['JavaScript', 'JavaScript', 'JavaScript', 'JavaScript']);
  });

  it('decides .h by the rest of the tree: C++ beside C++ sources, Objective-C beside .m, else C', () => {
    expect(detectLanguage('include/util.h', languageContext(['src/main.c', 'include/util.h']))).toBe('C');
    expect(detectLanguage('include/util.h', languageContext(['src/main.cpp', 'include/util.h']))).toBe('C++');
    expect(detectLanguage('include/util.h', languageContext(['src/impl.cc', 'include/util.h']))).toBe('C++');
    expect(detectLanguage('include/util.h', languageContext(['lib/shapes.hpp', 'include/util.h']))).toBe('C++');
    expect(detectLanguage('Sources/View.h', languageContext(['Sources/View.m', 'Sources/View.h']))).toBe('Objective-C');
    expect(detectLanguage('util.h', languageContext(['util.h']))).toBe('C');
  });

  it('knows exact file names before extensions', () => {
    expect(detectLanguage('Makefile', C)).toBe('Makefile');
    expect(detectLanguage('docker/Dockerfile', C)).toBe('Dockerfile');
    expect(detectLanguage('Gemfile', C)).toBe('Ruby');
    expect(detectLanguage('Rakefile', C)).toBe('Ruby');
    expect(detectLanguage('go.mod', C)).toBe('Go Module');
    expect(detectLanguage('tsconfig.json', C)).toBe('JSON with Comments');
    expect(detectLanguage('LICENSE', C)).toBe('Text');
    expect(detectLanguage('LICENSE-MIT', C)).toBe('Text');
    expect(detectLanguage('LICENSE.md', C)).toBe('Markdown');
    expect(detectLanguage('.gitignore', C)).toBe('Ignore List');
  });

  it('settles shared extensions by the override table and the primary-extension rule', () => {
    expect(detectLanguage('config.yaml', C)).toBe('YAML');
    expect(detectLanguage('config.yml', C)).toBe('YAML');
    expect(detectLanguage('package.json', C)).toBe('JSON');
    expect(detectLanguage('Cargo.toml', C)).toBe('TOML');
    expect(detectLanguage('src/main.rs', C)).toBe('Rust');
    expect(detectLanguage('main.go', C)).toBe('Go');
    expect(detectLanguage('script/build.pl', C)).toBe('Perl');
    expect(detectLanguage('index.html', C)).toBe('HTML');
    // `.py` belongs to Python alone; `.hh` is listed by C++ and Hack, first by neither: popularity decides.
    expect(detectLanguage('app/models.py', C)).toBe('Python');
    expect(detectLanguage('lib/shape.hh', C)).toBe('C++');
  });

  it('leaves unknown names without a language', () => {
    expect(detectLanguage('data/blob.unknownext', C)).toBeNull();
    expect(detectLanguage('bin/run', C)).toBeNull();
  });

  it('gives each language its Linguist type', () => {
    expect(languageType('TypeScript')).toBe('programming');
    expect(languageType('Markdown')).toBe('prose');
    expect(languageType('JSON')).toBe('data');
    expect(languageType('HTML')).toBe('markup');
    expect(languageType(null)).toBeNull();
  });

  it('names only languages Linguist knows in its tables', () => {
    const unknown = [...Object.values(EXTENSION_OVERRIDES), ...POPULARITY].filter((name) => !isLinguistLanguage(name));
    expect(unknown).toEqual([]);
  });
});

describe('languageFromShebang', () => {
  it('reads the interpreter of a #! line, through env and version suffixes', () => {
    expect(languageFromShebang('#!/usr/bin/env node\nconsole.log(1);\n')).toBe('JavaScript');
    expect(languageFromShebang('#!/usr/bin/python3.12\nprint(1)\n')).toBe('Python');
    expect(languageFromShebang('#!/bin/bash\nset -e\n')).toBe('Shell');
    expect(languageFromShebang('#!/usr/bin/env -S ts-node --esm\n')).toBe('TypeScript');
    expect(languageFromShebang('echo hi\n')).toBeNull();
  });
});
