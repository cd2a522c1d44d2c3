// The text of one generated source file, per language (TypeScript, JavaScript, Python, Go, Rust,
// Java): a documented class or type with a few methods, a factory, imports of other generated
// files, and — as the plan asks — an environment read, TODO/FIXME comments, a decoy `"TODO"`
// string that is no comment, logging calls, a loop with awaits and a planted secret line.
// The text is plausible code, not code that compiles: the documents are what is benched.

/** @typedef {import('./generate-repo.mjs').PlannedFile} PlannedFile */

export const SECRET_SLOT = '\u0000secret';

const METHOD_DOCS = {
  load: (n) => [`Loads one ${n} by id; null when none is known.`, 'id'],
  save: (n) => [`Saves one ${n}, replacing the stored copy.`, 'record'],
  find: (n) => [`Finds the ${n}s whose name starts with the query.`, 'query'],
  list: (n) => [`Lists the ${n}s of one page, newest first.`, 'page'],
  validate: (n) => [`Checks a ${n} before it is stored; returns the problems found.`, 'record'],
  format: (n) => [`Formats a ${n} for the activity log.`, 'record'],
  merge: (n) => [`Merges two versions of a ${n}, the newer fields winning.`, 'record'],
  compute: (n) => [`Computes the totals of the ${n}s given.`, 'items'],
  resolve: (n) => [`Resolves a ${n} reference to its canonical id.`, 'id'],
  refresh: (n) => [`Refreshes the cached ${n}s older than the limit.`, 'limit'],
  sync: (n) => [`Sends every ${n} to the upstream service in turn.`, 'items'],
  publish: (n) => [`Publishes each ${n} event, one after the other.`, 'items'],
  archive: (n) => [`Archives the ${n}s given, one request each.`, 'items'],
};
const LOOPING = new Set(['sync', 'publish', 'archive', 'compute']);

const pascal = (text) => text.replace(/(^|[-_])([a-z])/g, (_, __, c) => c.toUpperCase());
const snake = (text) => text.replace(/-/g, '_');

/** A relative ESM specifier from one file to another (`../../pricing/store/price-store`). */
function relativeSpecifier(from, to, extension) {
  const fromParts = from.split('/').slice(0, -1);
  const toParts = to.split('/');
  let common = 0;
  while (common < fromParts.length && common < toParts.length - 1 && fromParts[common] === toParts[common]) common++;
  const up = fromParts.length - common;
  const rest = toParts.slice(common).join('/').replace(/\.[a-z]+$/, extension);
  return up === 0 ? `./${rest}` : `${'../'.repeat(up)}${rest}`;
}

/** A TODO/FIXME comment line in the language's style. */
function todoLine(file, marker, indent, slash) {
  const text = `${marker.tag}: ${marker.text}`;
  if (slash === '#') return `${indent}# ${text}`;
  return marker.style === 'block' ? `${indent}/* ${text} */` : `${indent}// ${text}`;
}

/** The planted TODO of a method, when the plan put one there. */
function methodTodo(file, index, indent, slash) {
  const marker = file.todos.find((todo) => todo.method === index && todo.style !== 'doc');
  return marker ? [todoLine(file, marker, indent, slash)] : [];
}

/** A TODO inside a method's doc comment (` * FIXME: …`), for C-like languages. */
function docTodo(file, index, indent) {
  const marker = file.todos.find((todo) => todo.method === index && todo.style === 'doc');
  return marker ? [`${indent} *`, `${indent} * ${marker.tag}: ${marker.text}`] : [];
}

// ---------------------------------------------------------------------------------------------
// TypeScript and JavaScript

function tsFile(file, { typed }) {
  const t = file.names.type;
  const noun = file.noun;
  const lines = ['/**', ` * ${pascal(noun)} ${file.role} of the ${file.domain} ${file.sub} module: ${file.summary}.`, ' */'];
  if (typed) lines.push(`import { logger } from '${relativeSpecifier(file.path, 'ts/src/shared/logger.ts', '')}';`);
  for (const peer of file.imports) lines.push(`import { ${peer.names.factory} } from '${relativeSpecifier(file.path, peer.path, typed ? '' : '.js')}';`);
  lines.push('', SECRET_SLOT);
  if (file.decoy) lines.push(`export const STATUS_LABELS = ['TODO', 'DOING', 'DONE'];`, '');
  const record = `${pascal(noun)}Record`;
  if (typed) {
    lines.push(`/** One ${noun} as the store keeps it. */`, `export type ${record} = { id: string; name: string; updatedAt: number };`, '');
    lines.push(`/** Options a {@link ${t}} starts with. */`, `export interface ${t}Options {`, '  endpoint: string;', '  retries: number;', '}', '');
    if (file.provider) lines.push(`/** Where a ${t} fetches ${noun}s it does not hold. */`, `export interface ${file.names.provider} {`, `  fetch(id: string): Promise<${record} | null>;`, '}', '');
  }
  lines.push('/**', ` * Keeps ${noun}s for the ${file.domain} module and talks to the ${file.sub} upstream.`, ' */', `export class ${t} {`);
  lines.push(typed ? `  private readonly cache = new Map<string, ${record}>();` : '  #cache = new Map();', '');
  lines.push(typed ? `  constructor(private readonly options: ${t}Options) {}` : '  constructor(options) {\n    this.options = options;\n  }');
  const cache = typed ? 'this.cache' : 'this.#cache';
  file.methods.forEach((verb, index) => {
    const [doc, arg] = METHOD_DOCS[verb](noun);
    const param = typed ? `${arg}: ${LOOPING.has(verb) ? `${record}[]` : arg === 'record' ? record : arg === 'page' || arg === 'limit' ? 'number' : 'string'}` : arg;
    lines.push('', '  /**', `   * ${doc}`, ...docTodo(file, index, '  '), '   */');
    const ret = typed ? (LOOPING.has(verb) ? ': Promise<number>' : `: Promise<${record} | null>`) : '';
    lines.push(`  async ${verb}(${param})${ret} {`, ...methodTodo(file, index, '    ', '/'));
    if (LOOPING.has(verb)) {
      lines.push('    let done = 0;', `    for (const item of ${arg}) {`, `      await this.save(item);`, '      done += 1;', '    }');
      lines.push(typed ? `    logger.info({ done }, '${verb} ${noun}s');` : `    console.info('${verb} ${noun}s', done);`, '    return done;');
    } else {
      lines.push(`    const key = String(${arg});`, `    const hit = ${cache}.get(key) ?? null;`);
      lines.push(`    if (!hit) ${typed ? `logger.debug({ key }, '${noun} not cached')` : `console.warn('${noun} not cached', key)`};`, '    return hit;');
    }
    lines.push('  }');
  });
  lines.push('', '  /** A one-line description for the logs. */', `  describe()${typed ? ': string' : ''} {`, `    return \`${t}(\${${typed ? 'this.options.endpoint' : 'this.options.endpoint'}})\`;`, '  }', '}', '');
  const endpoint = file.env ? (file.envStyle === 'bracket' ? `process.env['${file.env}']` : `process.env.${file.env}`) : null;
  lines.push(`/** Creates a ${t} with the defaults of the environment. */`, `export function ${file.names.factory}()${typed ? `: ${t}` : ''} {`);
  for (const peer of file.imports) lines.push(`  ${peer.names.factory}().describe();`);
  lines.push(`  return new ${t}({ endpoint: ${endpoint ? `${endpoint} ?? ` : ''}'http://localhost:8080', retries: 3 });`, '}');
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Python

function pyFile(file) {
  const t = file.names.type;
  const noun = file.noun;
  const lines = [`"""${pascal(noun)} ${file.role} of the ${file.domain} ${file.sub} module: ${file.summary}."""`, '', 'from __future__ import annotations', '', 'import logging', 'import os'];
  if (file.provider) lines.push('from typing import Protocol');
  if (file.imports.length) lines.push('');
  for (const peer of file.imports) lines.push(`from ${peer.module} import ${peer.names.factory}`);
  lines.push('', 'logger = logging.getLogger(__name__)', SECRET_SLOT);
  if (file.decoy) lines.push('STATUS_LABELS = ("TODO", "DOING", "DONE")', '');
  if (file.provider) lines.push('', `class ${file.names.provider}(Protocol):`, `    """Where a ${t} fetches ${noun}s it does not hold."""`, '', `    def fetch(self, ${noun}_id: str) -> dict | None: ...`, '');
  lines.push('', `class ${t}:`, `    """Keeps ${noun}s for the ${file.domain} module and talks to the ${file.sub} upstream."""`, '');
  lines.push('    def __init__(self, endpoint: str, retries: int = 3) -> None:', '        self.endpoint = endpoint', '        self.retries = retries', '        self._cache: dict[str, dict] = {}');
  file.methods.forEach((verb, index) => {
    const [doc, arg] = METHOD_DOCS[verb](noun);
    const looping = LOOPING.has(verb);
    lines.push('', `    ${looping ? 'async def' : 'def'} ${verb}(self, ${arg}${looping ? ': list[dict]' : ''}) -> ${looping ? 'int' : 'dict | None'}:`, `        """${doc}"""`, ...methodTodo(file, index, '        ', '#'));
    if (looping) lines.push('        done = 0', `        for item in ${arg}:`, '            await self._push(item)', '            done += 1', `        logger.info("${verb} %d ${noun}s", done)`, '        return done');
    else lines.push(`        hit = self._cache.get(str(${arg}))`, '        if hit is None:', `            logger.debug("${noun} %s not cached", ${arg})`, '        return hit');
  });
  lines.push('', '    async def _push(self, item: dict) -> None:', '        """Sends one item upstream."""', '        self._cache[str(item.get("id"))] = item', '');
  const endpoint = file.env ? ({ get: `os.environ.get("${file.env}", "http://localhost:8080")`, index: `os.environ["${file.env}"]`, getenv: `os.getenv("${file.env}", "http://localhost:8080")` })[file.envStyle] : '"http://localhost:8080"';
  lines.push('', `def ${file.names.factory}() -> ${t}:`, `    """Creates a ${t} with the defaults of the environment."""`);
  for (const peer of file.imports) lines.push(`    ${peer.names.factory}()`);
  lines.push(`    return ${t}(${endpoint})`);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Go

function goFile(file) {
  const t = file.names.type;
  const noun = file.noun;
  const lines = [];
  if (file.packageDoc) lines.push(`// Package ${file.sub} holds the ${file.sub} layer of the ${file.domain} module.`);
  lines.push(`package ${file.sub}`, '', 'import (', '\t"context"', '\t"log/slog"');
  if (file.env) lines.push('\t"os"');
  for (const peer of file.imports) lines.push('', `\t${peer.alias} "${peer.module}"`);
  lines.push(')', '', SECRET_SLOT);
  if (file.decoy) lines.push('var statusLabels = []string{"TODO", "DOING", "DONE"}', '');
  lines.push(`// ${t}Options configures a ${t}.`, `type ${t}Options struct {`, '\tEndpoint string', '\tRetries  int', '}', '');
  if (file.provider) lines.push(`// ${file.names.provider} is where a ${t} fetches ${noun}s it does not hold.`, `type ${file.names.provider} interface {`, `\tFetch(ctx context.Context, id string) (map[string]string, error)`, '}', '');
  lines.push(`// ${t} keeps ${noun}s for the ${file.domain} module and talks to the ${file.sub} upstream.`, `type ${t} struct {`, `\toptions ${t}Options`, '\tcache   map[string]map[string]string', '}', '');
  lines.push(`// ${file.names.factory} creates a ${t} with the defaults of the environment.`, `func ${file.names.factory}() *${t} {`, '\tendpoint := "http://localhost:8080"');
  if (file.env) lines.push(`\tif value := os.Getenv("${file.env}"); value != "" {`, '\t\tendpoint = value', '\t}');
  for (const peer of file.imports) lines.push(`\t_ = ${peer.alias}.${peer.names.factory}()`);
  lines.push(`\treturn &${t}{options: ${t}Options{Endpoint: endpoint, Retries: 3}, cache: map[string]map[string]string{}}`, '}');
  file.methods.forEach((verb, index) => {
    const [doc, arg] = METHOD_DOCS[verb](noun);
    const name = pascal(verb);
    lines.push('', `// ${name} ${doc.charAt(0).toLowerCase()}${doc.slice(1)}`);
    if (LOOPING.has(verb)) {
      lines.push(`func (s *${t}) ${name}(ctx context.Context, ${arg} []map[string]string) (int, error) {`, ...methodTodo(file, index, '\t', '/'));
      lines.push('\tdone := 0', `\tfor _, item := range ${arg} {`, '\t\tif err := ctx.Err(); err != nil {', '\t\t\treturn done, err', '\t\t}', '\t\ts.cache[item["id"]] = item', '\t\tdone++', '\t}', `\tslog.Info("${verb} ${noun}s", "done", done)`, '\treturn done, nil', '}');
    } else {
      lines.push(`func (s *${t}) ${name}(ctx context.Context, ${arg} string) (map[string]string, error) {`, ...methodTodo(file, index, '\t', '/'));
      lines.push(`\thit, ok := s.cache[${arg}]`, '\tif !ok {', `\t\tslog.Debug("${noun} not cached", "key", ${arg})`, '\t\treturn nil, nil', '\t}', '\treturn hit, nil', '}');
    }
  });
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Rust

function rsFile(file) {
  const t = file.names.type;
  const noun = file.noun;
  const lines = [`//! ${pascal(noun)} ${file.role} of the ${file.domain} ${file.sub} module: ${file.summary}.`, '', 'use std::collections::HashMap;'];
  for (const peer of file.imports) lines.push(`use ${peer.module};`);
  lines.push('', SECRET_SLOT);
  if (file.decoy) lines.push('const STATUS_LABELS: [&str; 3] = ["TODO", "DOING", "DONE"];', '');
  lines.push(`/// Options a [\`${t}\`] starts with.`, '#[derive(Debug, Clone)]', `pub struct ${t}Options {`, '    pub endpoint: String,', '    pub retries: u32,', '}', '');
  if (file.provider) lines.push(`/// Where a [\`${t}\`] fetches ${noun}s it does not hold.`, `pub trait ${file.names.provider} {`, '    /// Fetches one record by id.', '    fn fetch(&self, id: &str) -> Option<HashMap<String, String>>;', '}', '');
  lines.push(`/// Keeps ${noun}s for the ${file.domain} module and talks to the ${file.sub} upstream.`, '#[derive(Debug)]', `pub struct ${t} {`, `    options: ${t}Options,`, '    cache: HashMap<String, HashMap<String, String>>,', '}', '', `impl ${t} {`);
  lines.push(`    /// Creates a ${t} with the defaults of the environment.`, '    pub fn new() -> Self {');
  lines.push(file.env ? `        let endpoint = std::env::var("${file.env}").unwrap_or_else(|_| "http://localhost:8080".to_string());` : '        let endpoint = "http://localhost:8080".to_string();');
  for (const peer of file.imports) lines.push(`        let _peer = ${peer.names.type}::new();`);
  lines.push(`        log::debug!("new ${noun} ${file.role} for {}", endpoint);`, `        Self { options: ${t}Options { endpoint, retries: 3 }, cache: HashMap::new() }`, '    }');
  file.methods.forEach((verb, index) => {
    const [doc, arg] = METHOD_DOCS[verb](noun);
    lines.push('', `    /// ${doc}`);
    if (LOOPING.has(verb)) {
      lines.push(`    pub async fn ${verb}(&mut self, ${arg}: Vec<HashMap<String, String>>) -> Result<usize, String> {`, ...methodTodo(file, index, '        ', '/'));
      lines.push('        let mut done = 0;', `        for item in ${arg} {`, '            self.push(item).await?;', '            done += 1;', '        }', `        log::info!("${verb} {} ${noun}s", done);`, '        Ok(done)', '    }');
    } else {
      lines.push(`    pub fn ${verb}(&self, ${arg}: &str) -> Option<&HashMap<String, String>> {`, ...methodTodo(file, index, '        ', '/'));
      lines.push(`        let hit = self.cache.get(${arg});`, '        if hit.is_none() {', `            log::warn!("${noun} {} not cached", ${arg});`, '        }', '        hit', '    }');
    }
  });
  lines.push('', '    async fn push(&mut self, item: HashMap<String, String>) -> Result<(), String> {', '        let id = item.get("id").cloned().unwrap_or_default();', '        self.cache.insert(id, item);', '        Ok(())', '    }', '}');
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Java

function javaFile(file) {
  const t = file.names.type;
  const noun = file.noun;
  const lines = [`package ${file.javaPackage};`, '', 'import java.util.HashMap;', 'import java.util.List;', 'import java.util.Map;', 'import org.slf4j.Logger;', 'import org.slf4j.LoggerFactory;'];
  for (const peer of file.imports) lines.push(`import ${peer.module};`);
  lines.push('');
  if (file.javaInterface) {
    lines.push('/**', ` * Where the ${file.domain} module fetches ${noun}s it does not hold.`, ' */', `public interface ${t} {`);
    file.methods.forEach((verb, index) => {
      const [doc, arg] = METHOD_DOCS[verb](noun);
      lines.push(...methodTodo(file, index, '    ', '/'), '    /**', `     * ${doc}`, ...docTodo(file, index, '    '), '     */', `    Map<String, String> ${verb}(String ${arg});`, '');
    });
    lines.push('}');
    return lines;
  }
  lines.push('/**', ` * Keeps ${noun}s for the ${file.domain} module and talks to the ${file.sub} upstream.`, ' */', `public class ${t} {`);
  lines.push(`    private static final Logger LOG = LoggerFactory.getLogger(${t}.class);`, SECRET_SLOT);
  if (file.decoy) lines.push('    private static final String[] STATUS_LABELS = {"TODO", "DOING", "DONE"};');
  lines.push('    private final Map<String, Map<String, String>> cache = new HashMap<>();', '    private final String endpoint;', '');
  lines.push('    /**', `     * Creates a ${t} with the defaults of the environment.`, '     */', `    public ${t}() {`);
  lines.push(file.env ? `        String value = System.getenv("${file.env}");` : '        String value = null;', '        this.endpoint = value != null ? value : "http://localhost:8080";');
  for (const peer of file.imports) if (!peer.javaInterface) lines.push(`        new ${peer.names.type}();`);
  lines.push('    }');
  file.methods.forEach((verb, index) => {
    const [doc, arg] = METHOD_DOCS[verb](noun);
    lines.push('', '    /**', `     * ${doc}`, ...docTodo(file, index, '    '), '     */');
    if (LOOPING.has(verb)) {
      lines.push(`    public int ${verb}(List<Map<String, String>> ${arg}) {`, ...methodTodo(file, index, '        ', '/'));
      lines.push('        int done = 0;', `        for (Map<String, String> item : ${arg}) {`, '            cache.put(item.get("id"), item);', '            done++;', '        }', `        LOG.info("${verb} {} ${noun}s", done);`, '        return done;', '    }');
    } else {
      lines.push(`    public Map<String, String> ${verb}(String ${arg}) {`, ...methodTodo(file, index, '        ', '/'));
      lines.push(`        Map<String, String> hit = cache.get(${arg});`, '        if (hit == null) {', `            LOG.debug("${noun} {} not cached", ${arg});`, '        }', '        return hit;', '    }');
    }
  });
  lines.push('}');
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Tests and structural files

function testFile(file) {
  const subject = file.subject;
  const t = subject.names.type;
  switch (file.language) {
    case 'ts':
      return [`import { describe, expect, it } from 'vitest';`, `import { ${subject.names.factory} } from '${relativeSpecifier(file.path, subject.path, '')}';`, '', `describe('${t}', () => {`, `  it('describes itself', () => {`, `    expect(${subject.names.factory}().describe()).toContain('${t}');`, '  });', '});'];
    case 'js':
      return [`import assert from 'node:assert/strict';`, `import { test } from 'node:test';`, `import { ${subject.names.factory} } from '${relativeSpecifier(file.path, subject.path, '.js')}';`, '', `test('${t} describes itself', () => {`, `  assert.match(${subject.names.factory}().describe(), /${t}/);`, '});'];
    case 'py':
      return [`"""Tests of ${t}."""`, '', `from ${subject.module} import ${subject.names.factory}`, '', '', `def test_${snake(subject.noun)}_${snake(subject.role)}_starts_empty():`, `    assert ${subject.names.factory}().load("missing") is None`];
    case 'go':
      return [`package ${subject.sub}`, '', 'import (', '\t"context"', '\t"testing"', ')', '', `func Test${t}StartsEmpty(t *testing.T) {`, `\tgot, err := ${subject.names.factory}().${pascal(subject.methods.find((verb) => !LOOPING.has(verb)) ?? 'load')}(context.Background(), "missing")`, '\tif err != nil || got != nil {', '\t\tt.Fatalf("expected nothing, got %v (%v)", got, err)', '\t}', '}'];
    case 'java':
      return [`package ${subject.javaPackage};`, '', 'import static org.junit.jupiter.api.Assertions.assertNotNull;', '', 'import org.junit.jupiter.api.Test;', '', `class ${t}Test {`, '    @Test', '    void starts() {', `        assertNotNull(new ${t}());`, '    }', '}'];
    default:
      return [];
  }
}

/**
 * The lines of one planned file, the secret slot still in place (see generate-repo.mjs).
 * @param {PlannedFile} file
 * @returns {string[]}
 */
export function sourceLines(file) {
  if (file.kind === 'test') return testFile(file);
  if (file.kind === 'structural') return file.lines;
  switch (file.language) {
    case 'ts':
      return tsFile(file, { typed: true });
    case 'js':
      return tsFile(file, { typed: false });
    case 'py':
      return pyFile(file);
    case 'go':
      return goFile(file);
    case 'rs':
      return rsFile(file);
    case 'java':
      return javaFile(file);
    default:
      throw new Error(`no template for ${file.language}`);
  }
}

export { pascal, snake };
