import type { CodeFacts } from '../../../model.js';
import { extractCode } from '../../index.js';

const read = (text: string, language = 'TypeScript', path = 'src/file.ts'): Promise<CodeFacts> => extractCode({ path, language, text });

describe('JavaScript and TypeScript file purposes', () => {
  it('quotes the first paragraph of a @fileoverview, @file or @module header, on one line', async () => {
    const overview = await read(['#!/usr/bin/env node', "'use strict';", '/**', ' * @fileoverview Reads the configuration', ' * from the environment.', ' *', ' * Second paragraph.', ' */', 'export const a = 1;'].join('\n'), 'JavaScript', 'bin/cli.js');
    expect(overview.purpose).toEqual({ text: 'Reads the configuration from the environment.', line: 3 });
    const described = await read(['/**', ' * Routes requests to handlers.', ' *', ' * More detail.', ' * @module router', ' */', "import { x } from './x.js';"].join('\n'));
    expect(described.purpose).toEqual({ text: 'Routes requests to handlers.', line: 1 });
    // JSR style: `@module` first, the description after it.
    const jsr = await read(['/**', ' * @module', ' *', ' * Hono - Web Framework built on Web Standards', ' *', ' * @example', ' * ```ts', ' * const app = new Hono()', ' * ```', ' */', '', "import { Hono } from './hono';"].join('\n'));
    expect(jsr.purpose).toEqual({ text: 'Hono - Web Framework built on Web Standards', line: 1 });
    const nameOnly = await read(['/** @module router */', "import { x } from './x.js';"].join('\n'));
    expect(nameOnly.purpose).toBeNull();
  });

  it('takes the first JSDoc before any code that documents no declaration', async () => {
    const text = ['// eslint-disable-next-line', '/**', ' * Cookie utility.', ' */', '', "import { decode } from './url';", '/** Parses a cookie. */', 'export const parse = () => {};'].join('\n');
    const facts = await read(text);
    expect(facts.purpose).toEqual({ text: 'Cookie utility.', line: 2 });
    expect(facts.symbols[0]).toMatchObject({ name: 'parse', doc: 'Parses a cookie.' });
    // Before the first statement, a JSDoc set apart by a blank line is the file's header, not the declaration's doc.
    const header = await read(['/**', ' * Body utility.', ' */', '', 'export const parseBody = () => {};'].join('\n'));
    expect(header.purpose).toEqual({ text: 'Body utility.', line: 1 });
    expect(header.symbols[0]).toMatchObject({ name: 'parseBody', doc: null });
  });

  it('finds no purpose in a licence header, a declaration’s JSDoc or a JSDoc after code', async () => {
    const licence = await read(['/**', ' * Copyright (c) 2024 Example Inc.', ' * SPDX-License-Identifier: MIT', ' */', 'export const a = 1;'].join('\n'));
    expect(licence.purpose).toBeNull();
    const licenceTag = await read(['/**', ' * @license MIT', ' */', '', 'export const a = 1;'].join('\n'));
    expect(licenceTag.purpose).toBeNull();
    const declaration = await read(['/** Adds two numbers. */', 'export function add(a: number, b: number) { return a + b; }'].join('\n'));
    expect(declaration.purpose).toBeNull();
    expect(declaration.symbols[0]?.doc).toBe('Adds two numbers.');
    const afterCode = await read(["'use strict';", '', '/**', ' * Module dependencies.', ' */', '', "const util = require('util');"].join('\n'), 'JavaScript', 'lib/a.js');
    expect(afterCode.purpose).toBeNull();
  });

  it('keeps a licence header and a header JSDoc apart: the licence is skipped, the header quoted', async () => {
    const text = ['/*!', ' * koa', ' * Copyright(c) TJ', ' */', '/**', ' * Copyright 2024 Example', ' */', '/**', ' * Request helpers.', ' */', '', 'export function get() {}'].join('\n');
    expect((await read(text)).purpose).toEqual({ text: 'Request helpers.', line: 8 });
  });

  it('cuts a long first paragraph at a word, at most 400 characters ending with …', async () => {
    const words = Array.from({ length: 120 }, (_, index) => `word${index}`).join(' ');
    const facts = await read(['/**', ` * @file ${words}`, ' */', 'export {};'].join('\n'));
    const text = facts.purpose?.text ?? '';
    expect(text.length).toBeLessThanOrEqual(400);
    expect(text.endsWith('…')).toBe(true);
    expect(words.startsWith(text.slice(0, -1))).toBe(true);
    expect(words.charAt(text.length - 1)).toBe(' ');
  });
});
