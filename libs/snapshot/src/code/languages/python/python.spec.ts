import type { CodeFacts, CodeSymbol, HttpRoute } from '../../../model.js';
import { extractCode } from '../../index.js';

const read = (text: string, path = 'pkg/module.py'): Promise<CodeFacts> => extractCode({ path, language: 'Python', text });
const symbol = (facts: CodeFacts, qualifiedName: string): CodeSymbol | undefined => facts.symbols.find((s) => s.qualifiedName === qualifiedName);
const routes = (facts: CodeFacts): Omit<HttpRoute, 'line'>[] => facts.routes.map(({ line: _line, ...route }) => route);

describe('Python symbols', () => {
  const source = [
    '"""Signing helpers."""',
    'from abc import ABC, abstractmethod',
    'from typing import Protocol',
    '',
    'MAX_AGE = 3600',
    '_cache = {}',
    '',
    'class Signer(Base, metaclass=Meta):',
    '    """Signs values.',
    '',
    '    Longer text.',
    '    """',
    '    digest: str = "sha1"',
    '',
    '    def __init__(self, key: bytes, salt=None):',
    '        self.key = key',
    '',
    '    @property',
    '    def name(self) -> str:',
    '        return "signer"',
    '',
    '    def sign(self, value: bytes, *args, **kwargs) -> bytes:',
    '        """Returns the signed value."""',
    '        return value',
    '',
    '    def _secret(self): ...',
    '',
    'class Loader(Protocol):',
    '    def load(self, data: str) -> object: ...',
    '',
    'class Storage(ABC):',
    '    @abstractmethod',
    '    def save(self, key): ...',
    '',
    'def _private(): pass',
    '',
    'async def fetch(url: str, /, timeout: float = 1.0, *, retries: int = 3) -> bytes:',
    '    pass',
  ].join('\n');

  it('reads classes, methods, properties and module-level names with kinds, docstrings and signatures', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Signer')).toMatchObject({
      kind: 'class', signature: 'class Signer(Base, metaclass=Meta)', doc: 'Signs values.\n\nLonger text.', extends: ['Base'], exported: true, line: 8,
    });
    expect(symbol(facts, 'Signer.__init__')).toMatchObject({ kind: 'constructor', parent: 'Signer', parameters: [{ name: 'key', type: 'bytes' }, { name: 'salt', type: null }] });
    expect(symbol(facts, 'Signer.name')).toMatchObject({ kind: 'property', exported: true });
    expect(symbol(facts, 'Signer.sign')).toMatchObject({
      kind: 'method', signature: 'def sign(self, value: bytes, *args, **kwargs) -> bytes', doc: 'Returns the signed value.',
      parameters: [{ name: 'value', type: 'bytes' }, { name: '*args', type: null }, { name: '**kwargs', type: null }],
    });
    expect(symbol(facts, 'Signer.digest')).toMatchObject({ kind: 'field', signature: 'digest: str = "sha1"' });
    expect(symbol(facts, 'MAX_AGE')).toMatchObject({ kind: 'constant', exported: true });
    expect(symbol(facts, 'fetch')).toMatchObject({ kind: 'function', signature: 'async def fetch(url: str, /, timeout: float = 1.0, *, retries: int = 3) -> bytes' });
  });

  it('gives Protocol subclasses the protocol kind and marks ABCs and abstract methods', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Loader')).toMatchObject({ kind: 'protocol', extends: [] });
    expect(symbol(facts, 'Loader.load')).toMatchObject({ kind: 'method', parent: 'Loader' });
    expect(symbol(facts, 'Storage')).toMatchObject({ kind: 'class', abstract: true, extends: [] });
    expect(symbol(facts, 'Storage.save')).toMatchObject({ abstract: true });
  });

  it('knows a Protocol imported under another name, generic or not', async () => {
    const facts = await read('import typing as t\n\nclass _Serializer(t.Protocol[_T]):\n    def dumps(self, obj) -> str: ...\n');
    expect(symbol(facts, '_Serializer')).toMatchObject({ kind: 'protocol', exported: false });
  });

  it('makes names starting with _ private, and follows __all__ when the module has one', async () => {
    const facts = await read(source);
    expect(symbol(facts, '_cache')?.exported).toBe(false);
    expect(symbol(facts, '_private')?.exported).toBe(false);
    expect(symbol(facts, 'Signer._secret')?.exported).toBe(false);
    expect(symbol(facts, 'Signer.__init__')?.exported).toBe(true);
    const listed = await read(['__all__ = ["listed"]', 'def listed(): pass', 'def unlisted(): pass'].join('\n'));
    expect(symbol(listed, 'listed')?.exported).toBe(true);
    expect(symbol(listed, 'unlisted')?.exported).toBe(false);
  });

  it('lists docstrings as doc comments next to # comments', async () => {
    const facts = await read(['"""Module."""', '# TODO: remove', 'def f():', '    """Does f."""'].join('\n'));
    expect(facts.comments).toEqual([
      { line: 1, text: 'Module.', kind: 'doc' },
      { line: 2, text: 'TODO: remove', kind: 'line' },
      { line: 4, text: 'Does f.', kind: 'doc' },
    ]);
  });
});

describe('Python imports', () => {
  it('records imports, from-imports with their relative dots, and marks the standard library', async () => {
    const facts = await read(['import os.path, json as j', 'from . import views, models', 'from ..core.utils import slug', 'from requests import Session', 'def f():', '    import yaml'].join('\n'));
    expect(facts.imports.map((i) => [i.specifier, i.line, i.standardLibrary])).toEqual([
      ['os.path', 1, true],
      ['json', 1, true],
      ['.views', 2, false],
      ['.models', 2, false],
      ['..core.utils', 3, false],
      ['requests', 4, false],
      ['yaml', 6, false],
    ]);
  });
});

describe('Python HTTP routes', () => {
  it('reads Flask routes with their methods and a blueprint prefix', async () => {
    const facts = await read([
      'from flask import Blueprint',
      "bp = Blueprint('users', __name__, url_prefix='/users')",
      "@bp.route('/<int:id>', methods=['GET', 'DELETE'])",
      'def user(id): pass',
      "@bp.post('/')",
      'def create(): pass',
    ].join('\n'));
    expect(routes(facts)).toEqual([
      { method: 'GET', path: '/users/<int:id>', framework: 'flask', handler: 'user' },
      { method: 'DELETE', path: '/users/<int:id>', framework: 'flask', handler: 'user' },
      { method: 'POST', path: '/users', framework: 'flask', handler: 'create' },
    ]);
  });

  it('reads FastAPI routes on the app and on a router with a prefix', async () => {
    const facts = await read([
      'from fastapi import APIRouter, FastAPI',
      'app = FastAPI()',
      "router = APIRouter(prefix='/items')",
      "@app.get('/health')",
      'async def health(): pass',
      "@router.put('/{item_id}')",
      'async def update(item_id: int): pass',
    ].join('\n'));
    expect(routes(facts)).toEqual([
      { method: 'GET', path: '/health', framework: 'fastapi', handler: 'health' },
      { method: 'PUT', path: '/items/{item_id}', framework: 'fastapi', handler: 'update' },
    ]);
  });

  it('reads Django URL patterns, leaving include() mounts out', async () => {
    const facts = await read([
      'from django.urls import include, path, re_path',
      'from . import views',
      'urlpatterns = [',
      "    path('articles/<int:year>/', views.year_archive),",
      "    re_path(r'^about/$', AboutView.as_view()),",
      "    path('api/', include('api.urls')),",
      ']',
    ].join('\n'), 'site/urls.py');
    expect(routes(facts)).toEqual([
      { method: 'ANY', path: 'articles/<int:year>/', framework: 'django', handler: 'views.year_archive' },
      { method: 'ANY', path: '^about/$', framework: 'django', handler: 'AboutView' },
    ]);
  });

  it('takes no decorator without a literal path starting with / for a route', async () => {
    const facts = await read(['@cache.get("key")', 'def cached(): pass', '@app.route(PATH)', 'def dynamic(): pass'].join('\n'));
    expect(facts.routes).toEqual([]);
  });
});

describe('Python public members', () => {
  const source = [
    'import typing as t',
    'from typing import overload',
    'from functools import cached_property',
    '',
    'class Client:',
    '    """A client."""',
    '',
    '    def __init__(self, url: str): ...',
    '    def __call__(self, path: str):',
    '        """Calls the client."""',
    '    def _retry(self): ...',
    '    def __mangled(self): ...',
    '',
    '    @property',
    '    def timeout(self) -> float:',
    '        """Seconds before giving up."""',
    '        return self._timeout',
    '',
    '    @timeout.setter',
    '    def timeout(self, value: float) -> None:',
    '        self._timeout = value',
    '',
    '    @property',
    '    def base(self) -> str:',
    '        return self._base',
    '',
    '    @base.setter',
    '    def base(self, value: str) -> None:',
    '        """The base URL."""',
    '',
    '    @classmethod',
    '    def from_env(cls) -> "Client":',
    '        """Builds a client from the environment."""',
    '',
    '    @staticmethod',
    '    def version() -> str:',
    '        """The protocol version."""',
    '',
    '    @cached_property',
    '    def session(self):',
    '        """The shared session."""',
    '',
    '    class Options:',
    '        """Its options."""',
    '        def merge(self, other): ...',
    '',
    '    class _State:',
    '        def reset(self): ...',
    '',
    'class _Pool:',
    '    """Internal."""',
    '    def acquire(self): ...',
    '    def __enter__(self): ...',
  ].join('\n');

  it('makes a leading underscore private at every level, dunder members public', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Client')).toMatchObject({ kind: 'class', exported: true, doc: 'A client.' });
    expect(symbol(facts, 'Client.__init__')).toMatchObject({ kind: 'constructor', parent: 'Client', exported: true });
    expect(symbol(facts, 'Client.__call__')).toMatchObject({ kind: 'method', parent: 'Client', exported: true, doc: 'Calls the client.' });
    expect(symbol(facts, 'Client._retry')).toMatchObject({ parent: 'Client', exported: false });
    expect(symbol(facts, 'Client.__mangled')).toMatchObject({ parent: 'Client', exported: false });
    expect(symbol(facts, 'Client.Options')).toMatchObject({ kind: 'class', parent: 'Client', exported: true, doc: 'Its options.' });
    expect(symbol(facts, 'Client.Options.merge')).toMatchObject({ kind: 'method', parent: 'Client.Options', exported: true });
    expect(symbol(facts, 'Client._State')).toMatchObject({ parent: 'Client', exported: false });
    expect(symbol(facts, 'Client._State.reset')).toMatchObject({ parent: 'Client._State', exported: false });
    expect(symbol(facts, '_Pool')).toMatchObject({ kind: 'class', exported: false });
    expect(symbol(facts, '_Pool.acquire')).toMatchObject({ parent: '_Pool', exported: false });
    expect(symbol(facts, '_Pool.__enter__')).toMatchObject({ parent: '_Pool', exported: false });
  });

  it('folds a property and its setter into one property, its doc from whichever has one', async () => {
    const facts = await read(source);
    expect(facts.symbols.filter((s) => s.qualifiedName === 'Client.timeout')).toEqual([
      expect.objectContaining({ kind: 'property', parent: 'Client', exported: true, doc: 'Seconds before giving up.', signature: 'def timeout(self) -> float', line: 15, endLine: 21 }),
    ]);
    expect(facts.symbols.filter((s) => s.qualifiedName === 'Client.base')).toEqual([
      expect.objectContaining({ kind: 'property', parent: 'Client', exported: true, doc: 'The base URL.', line: 24, endLine: 29 }),
    ]);
    // The folded symbol spans the setter, so the setter's function is still named after it.
    expect(facts.functions.filter((f) => f.name === 'Client.timeout').map((f) => f.line)).toEqual([15, 20]);
  });

  it('reads classmethods, staticmethods and cached properties as members of their class with their docstrings', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'Client.from_env')).toMatchObject({ kind: 'method', parent: 'Client', exported: true, doc: 'Builds a client from the environment.', parameters: [] });
    expect(symbol(facts, 'Client.version')).toMatchObject({ kind: 'method', parent: 'Client', exported: true, doc: 'The protocol version.' });
    expect(symbol(facts, 'Client.session')).toMatchObject({ kind: 'property', parent: 'Client', exported: true, doc: 'The shared session.' });
  });

  it('folds @overload stubs into one symbol: the implementation, its doc from a stub when it has none', async () => {
    const facts = await read([
      'import typing as t',
      'from typing import overload',
      '',
      '@overload',
      'def get(key: int) -> int: ...',
      '@t.overload',
      'def get(key: str) -> str:',
      '    """Reads a value by key."""',
      'def get(key):',
      '    return key',
      '',
      'class Store:',
      '    @typing.overload',
      '    def pop(self, key: int) -> int: ...',
      '    @typing.overload',
      '    def pop(self, key: str) -> str: ...',
      '    def pop(self, key):',
      '        """Removes a value."""',
      '',
      '@overload',
      'def only(x: int) -> int:',
      '    """The int form."""',
      '@overload',
      'def only(x: str) -> str: ...',
    ].join('\n'));
    expect(facts.symbols.filter((s) => s.name === 'get')).toEqual([
      expect.objectContaining({ qualifiedName: 'get', kind: 'function', signature: 'def get(key)', doc: 'Reads a value by key.', exported: true, line: 5, endLine: 10 }),
    ]);
    expect(facts.symbols.filter((s) => s.name === 'pop')).toEqual([
      expect.objectContaining({ qualifiedName: 'Store.pop', kind: 'method', parent: 'Store', signature: 'def pop(self, key)', doc: 'Removes a value.', line: 14, endLine: 18 }),
    ]);
    expect(facts.symbols.filter((s) => s.name === 'only')).toEqual([
      expect.objectContaining({ qualifiedName: 'only', signature: 'def only(x: int) -> int', doc: 'The int form.', line: 21, endLine: 24 }),
    ]);
  });

  it('keeps TypeVars, ParamSpecs and TypeVarTuples out of the public surface, and never makes an import a symbol', async () => {
    const facts = await read([
      'import typing as t',
      'from typing import TypeVar, ParamSpec',
      'import typing_extensions',
      'from .core import Command as Command',
      'from .core import Group',
      '',
      'F = t.TypeVar("F", bound=t.Callable[..., t.Any])',
      'V = TypeVar("V")',
      'P = ParamSpec("P")',
      'Ts = typing_extensions.TypeVarTuple("Ts")',
      'Callback = t.Callable[[int], None]',
    ].join('\n'), 'click/decorators.py');
    expect(facts.symbols.map((s) => [s.qualifiedName, s.kind, s.exported])).toEqual([
      ['F', 'type', false],
      ['V', 'type', false],
      ['P', 'type', false],
      ['Ts', 'type', false],
      ['Callback', 'variable', true],
    ]);
  });
});

describe('Python import bindings and re-exports', () => {
  const bindings = (facts: CodeFacts): [string, string, boolean][] =>
    facts.imports.map((i) => [i.specifier, i.names.map((n) => (n.name === n.imported ? n.name : `${n.imported} as ${n.name}`)).join(', '), i.reexport]);

  it('lists the names each import binds', async () => {
    const facts = await read([
      'import os.path',
      'import xml.etree.ElementTree as ET, json',
      'from collections import OrderedDict as OD, deque',
      'from .helpers import *',
      'from . import views as v, models',
      'from __future__ import annotations',
    ].join('\n'));
    expect(facts.imports.map((i) => [i.specifier, i.names, i.reexport])).toEqual([
      ['os.path', [{ name: 'os', imported: '*' }], false],
      ['xml.etree.ElementTree', [{ name: 'ET', imported: '*' }], false],
      ['json', [{ name: 'json', imported: '*' }], false],
      ['collections', [{ name: 'OD', imported: 'OrderedDict' }, { name: 'deque', imported: 'deque' }], false],
      ['.helpers', [{ name: '*', imported: '*' }], false],
      ['.views', [{ name: 'v', imported: '*' }], false],
      ['.models', [{ name: 'models', imported: '*' }], false],
      ['__future__', [], false],
    ]);
  });

  it("re-exports the public names a package's __init__.py imports from its own modules", async () => {
    const facts = await read([
      '"""The package."""',
      'import os',
      'import typing as t',
      'from typing import Any',
      'from requests import Session as Session',
      'from .core import Command as Command',
      'from .core import Group, _split',
      'from mypkg.utils import echo',
      'from .types import *',
      'from . import testing',
      'from ._compat import _helper',
      '',
      'def f():',
      '    from .lazy import Loader',
    ].join('\n'), 'src/mypkg/__init__.py');
    expect(bindings(facts)).toEqual([
      ['os', '* as os', false],
      ['typing', '* as t', false],
      ['typing', 'Any', false],
      ['requests', 'Session', true],
      ['.core', 'Command', true],
      ['.core', 'Group', true],
      ['.core', '_split', false],
      ['mypkg.utils', 'echo', true],
      ['.types', '*', true],
      ['.testing', '* as testing', true],
      ['._compat', '_helper', false],
      ['.lazy', 'Loader', false],
    ]);
  });

  it("re-exports exactly the names __all__ lists when the __init__.py has one", async () => {
    const facts = await read([
      'from .core import Command, Group',
      'from werkzeug import abort',
      'import json',
      '__all__ = ["Command", "abort", "json"]',
    ].join('\n'), 'pkg/__init__.pyi');
    expect(bindings(facts)).toEqual([
      ['.core', 'Command', true],
      ['.core', 'Group', false],
      ['werkzeug', 'abort', true],
      ['json', '* as json', true],
    ]);
  });

  it('re-exports nothing from a module that is not a package __init__.py', async () => {
    const facts = await read('from .core import Command as Command\nfrom .types import *\n', 'pkg/cli.py');
    expect(bindings(facts)).toEqual([
      ['.core', 'Command', false],
      ['.types', '*', false],
    ]);
  });
});

describe('Python purpose', () => {
  it("quotes the module docstring's first paragraph on one line", async () => {
    const facts = await read(['#!/usr/bin/env python', '# Copyright', '"""Utilities for signing', '   values safely.', '', 'Second paragraph.', '"""', 'import os'].join('\n'));
    expect(facts.purpose).toEqual({ text: 'Utilities for signing values safely.', line: 3 });
  });

  it('cuts a long first paragraph at a word, at most 400 characters, ending with …', async () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    const facts = await read(`"""${words}"""\n`);
    const text = facts.purpose?.text ?? '';
    expect(text.length).toBeLessThanOrEqual(400);
    expect(text.endsWith('…')).toBe(true);
    expect(words.startsWith(text.slice(0, -1))).toBe(true);
    expect(words[text.length - 1]).toBe(' ');
  });

  it('is null without a module docstring', async () => {
    expect((await read('import os\n"""Not a docstring."""\n')).purpose).toBeNull();
    expect((await read('def f():\n    """A function\'s docstring."""\n')).purpose).toBeNull();
  });
});
