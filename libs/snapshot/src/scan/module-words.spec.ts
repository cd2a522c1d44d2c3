import { findModuleWords } from './module-words.js';

const words = (language: string | null, text: string) => findModuleWords({ path: 'x', language, text, comments: null });

describe('findModuleWords', () => {
  it('reads path heads, dotted heads and names after import keywords from Rust and Python text', () => {
    expect(words('Rust', 'fn f() { log::debug!("x"); let v = serde_json :: json!({}); a.b(); }\n#[derive(serde::Serialize)]\nextern crate memchr;')).toEqual(['a', 'log', 'memchr', 'serde', 'serde_json', 'x']);
    expect(words('Python', 'import yaml\nfrom requests import get\nPIL.Image.open(x)\n')).toEqual(['PIL', 'get', 'requests', 'yaml']);
  });

  it('reads quoted module names: the npm package of a specifier, a hosted module path whole', () => {
    expect(words('TypeScript', "const fp = require('lodash/fp');\nplugins: ['@babel/preset-env/x', 'Not A Name', 'eslint-plugin-import'];\n")).toEqual(['@babel/preset-env', 'eslint-plugin-import', 'lodash']);
    expect(words('Go', 'import (\n\t"fmt"\n\t"github.com/pkg/errors"\n)\n')).toEqual(['fmt', 'github.com/pkg/errors']);
  });

  it('reads nothing from languages whose dependencies are not compared with code', () => {
    expect(words('Java', 'import com.google.re2j.Pattern;')).toEqual([]);
    expect(words(null, 'import yaml')).toEqual([]);
  });
});
