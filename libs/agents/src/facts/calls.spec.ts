import { makeSymbol } from '@chronicle/snapshot/testing';
import { callForm, isCallable, shortestCall } from './calls.js';

const fn = (name: string, signature: string, kind: 'function' | 'method' | 'constant' = 'function') => makeSymbol({ name, signature, kind });

describe('calls', () => {
  it('reads the full call from the signature as written, generics dropped', () => {
    expect(callForm(fn('listen', 'listen (...args)', 'method'), 'Application.')).toBe('Application.listen(...args)');
    expect(callForm(fn('from_str', "pub fn from_str<'a, T>(s: &'a str) -> Result<T>"), 'serde_json::')).toBe("serde_json::from_str(s: &'a str)");
    expect(callForm(fn('get', 'def get(self, key: str = "a(b)") -> str', 'method'), '')).toBe('get(self, key: str = "a(b)")');
    expect(callForm(fn('logger', 'export const logger = (fn: PrintFunc = console.log): MiddlewareHandler', 'constant'), '')).toBe('logger(fn: PrintFunc = console.log)');
    expect(callForm(fn('VERSION', "export const VERSION = '1'", 'constant'), '')).toBeNull();
  });

  it('knows a constant bound to a function from one bound to a value', () => {
    expect(isCallable(fn('logger', 'export const logger = (fn: PrintFunc = console.log): MiddlewareHandler', 'constant'))).toBe(true);
    expect(isCallable(fn('handler', 'export const handler = async (event) =>', 'constant'))).toBe(true);
    expect(isCallable(fn('DEFAULT_OUTPUT_DIR', "export const DEFAULT_OUTPUT_DIR = './static'", 'constant'))).toBe(false);
  });

  it('writes the shortest call: only the parameters without a default', () => {
    expect(shortestCall(fn('logger', 'export const logger = (fn: PrintFunc = console.log): MiddlewareHandler', 'constant'))).toBe('logger()');
    expect(shortestCall(fn('use', 'use (fn)', 'method'), 'Application.use')).toBe('Application.use(fn)');
    expect(shortestCall(fn('parse', 'public static Document parse(String html, Parser parser)'))).toBe('parse(html, parser)');
    expect(shortestCall(fn('dumps', 'def dumps(self, obj: t.Any, salt: str | bytes | None = None) -> str', 'method'))).toBe('dumps(obj)');
    expect(shortestCall(fn('line', 'pub fn line(&self) -> usize', 'method'))).toBe('line()');
    expect(shortestCall(fn('f', 'function f(a?: number, ...rest: string[])'))).toBe('f()');
    expect(shortestCall(fn('NAME', "const NAME = 'x'", 'constant'))).toBe('NAME');
    const setOutput = makeSymbol({ name: 'SetOutput', kind: 'method', signature: 'func (f *FlagSet) SetOutput(output io.Writer)', parameters: [{ name: 'output', type: 'io.Writer' }] });
    expect(shortestCall(setOutput, 'FlagSet.SetOutput')).toBe('FlagSet.SetOutput(output)');
  });
});
