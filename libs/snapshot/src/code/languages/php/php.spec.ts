import type { CodeFacts, CodeSymbol } from '../../../model.js';
import { extractCode } from '../../index.js';

const read = (text: string): Promise<CodeFacts> => extractCode({ path: 'src/Http/UserController.php', language: 'PHP', text });
const symbol = (facts: CodeFacts, qualifiedName: string): CodeSymbol | undefined => facts.symbols.find((s) => s.qualifiedName === qualifiedName);

describe('PHP symbols', () => {
  const source = [
    '<?php',
    'namespace App\\Http;',
    '',
    'use Illuminate\\Support\\Str;',
    'use App\\Models\\{User, Post as P};',
    "require_once __DIR__ . '/helpers.php';",
    '',
    '/**',
    ' * Handles users.',
    ' */',
    'abstract class UserController extends Controller implements HasMiddleware',
    '{',
    '    use Loggable;',
    '    const PER_PAGE = 20;',
    '    public ?string $title = null;',
    '    private int $count = 0;',
    '    public function __construct(private Repo $repo) {}',
    '    /** Shows one. */',
    '    public function show(int $id, string ...$fields): Response { return $x; }',
    '    abstract protected function authorize();',
    '}',
    'interface Shape { public function area(): float; }',
    'trait Loggable { public function log(string $m) {} }',
    "enum Suit: string { case Hearts = 'H'; }",
    'function helper($a, $b = 1) {}',
  ].join('\n');

  it('reads classes, interfaces, traits, enums and functions with members', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'UserController')).toMatchObject({
      kind: 'class', abstract: true, doc: 'Handles users.', extends: ['Controller'], implements: ['HasMiddleware', 'Loggable'], exported: true,
      signature: 'abstract class UserController extends Controller implements HasMiddleware',
    });
    expect(symbol(facts, 'UserController::PER_PAGE')).toMatchObject({ kind: 'constant', exported: true });
    expect(symbol(facts, 'UserController::$title')).toMatchObject({ kind: 'property', exported: true });
    expect(symbol(facts, 'UserController::__construct')).toMatchObject({ kind: 'constructor' });
    expect(symbol(facts, 'UserController::show')).toMatchObject({
      kind: 'method', doc: 'Shows one.', signature: 'public function show(int $id, string ...$fields): Response',
      parameters: [{ name: '$id', type: 'int' }, { name: '...$fields', type: 'string' }],
    });
    expect(symbol(facts, 'Shape')).toMatchObject({ kind: 'interface' });
    expect(symbol(facts, 'Loggable')).toMatchObject({ kind: 'trait' });
    expect(symbol(facts, 'Suit')).toMatchObject({ kind: 'enum' });
    expect(symbol(facts, 'Suit::Hearts')).toMatchObject({ kind: 'constant' });
    expect(symbol(facts, 'helper')).toMatchObject({ kind: 'function', exported: true });
  });

  it('makes private and protected members non-public', async () => {
    const facts = await read(source);
    expect(symbol(facts, 'UserController::$count')?.exported).toBe(false);
    expect(symbol(facts, 'UserController::authorize')).toMatchObject({ exported: false, abstract: true });
  });

  it('records use declarations, group uses expanded, and includes', async () => {
    const facts = await read(source);
    expect(facts.imports.map((i) => i.specifier)).toEqual(['Illuminate\\Support\\Str', 'App\\Models\\User', 'App\\Models\\Post', "__DIR__ . '/helpers.php'"]);
  });
});
