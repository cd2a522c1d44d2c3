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
