// The malformed values the fuzz test draws from. JSON values are kept as JSON text, so that numbers
// JavaScript cannot hold (1e999, 30-digit integers) reach the server exactly as written.

export type Sample = { label: string; value: string };

/** A value of the wrong JSON type for any property. */
export const WRONG_TYPES: readonly Sample[] = [
  { label: 'number', value: '42' },
  { label: 'fraction', value: '1.5' },
  { label: 'huge number', value: '1e308' },
  { label: 'overflowing number', value: '1e999' },
  { label: '30-digit integer', value: '123456789012345678901234567890' },
  { label: 'negative', value: '-1' },
  { label: 'negative zero', value: '-0' },
  { label: '"NaN"', value: '"NaN"' },
  { label: '"Infinity"', value: '"-Infinity"' },
  { label: 'numeric string', value: '"1e309"' },
  { label: 'empty array', value: '[]' },
  { label: 'array', value: '[1,"a",null,{}]' },
  { label: 'empty object', value: '{}' },
  { label: 'object', value: '{"$gt":"","toString":1,"length":-1}' },
  { label: 'null', value: 'null' },
  { label: 'true', value: 'true' },
  { label: 'false', value: 'false' },
  { label: 'empty string', value: '""' },
  { label: 'blank string', value: '" \\t\\n"' },
];

/** Text that breaks naive handling: each label names the trouble. */
export const NASTY_TEXTS: readonly Sample[] = [
  { label: 'NUL', value: 'main\u0000' },
  { label: 'NUL', value: '\u0000' },
  { label: 'lone surrogate', value: '\ud800' },
  { label: 'lone surrogate', value: 'x\udc00y' },
  { label: 'reversed surrogates', value: '\udc00\ud800' },
  { label: 'right-to-left override', value: 'abc\u202edcba\u202c' },
  { label: 'emoji', value: '👩‍👩‍👧‍👦🔥🏳️‍🌈' },
  { label: 'combining marks', value: 'Z\u0335\u0322\u031b\u0317\u0344a\u0338l\u0337g\u0336o\u0336' },
  { label: 'byte order mark', value: '\ufeffmain' },
  { label: 'control characters', value: '\u0001\u0007\u001b[31m\r\n\t' },
  { label: 'non-characters', value: '\uffff\ufffe\u{10ffff}' },
  { label: 'SQL-ish', value: "' OR '1'='1'; DROP TABLE users; --" },
  { label: 'template-ish', value: '${7*7}{{7*7}}<%= 7*7 %>' },
  { label: 'markup', value: '<script>alert(1)</script><![CDATA[x]]>' },
  { label: 'path traversal', value: '../../../../etc/passwd' },
  { label: 'header injection', value: 'x\r\nSet-Cookie: chronicle_session=stolen' },
  { label: 'prototype name', value: '__proto__' },
];

/** Bodies that are not JSON at all, or not quite. */
export const INVALID_JSON: readonly string[] = [
  '{"unterminated": ',
  "{'single': 'quotes'}",
  '{bare: 1}',
  '[1, 2,, 3]',
  '{"a": 1}}',
  '{"a": 1,}',
  '{"a": 01}',
  '{"a": "\\x41"}',
  '{"a": "\\ud800\\u"}',
  'NaN',
  'undefined',
  '{"a": Infinity}',
  '{"a" 1}',
  '\u0000',
  '{"a": "tab\there"}',
  '// comment\n{}',
  '{"a": 1} trailing',
  '[',
  '"',
];

/** Bodies that are valid JSON but not an object. */
export const NON_OBJECT_JSON: readonly string[] = ['[]', '[{}]', 'null', '0', '-1e999', '"text"', 'true', '""'];

/** Content types a JSON body may be sent with by mistake or malice; `json` marks the body as JSON. */
export const CONTENT_TYPES: readonly { label: string; contentType: string | null; body: 'json' | string }[] = [
  { label: 'text/plain', contentType: 'text/plain', body: 'json' },
  { label: 'missing', contentType: null, body: 'json' },
  { label: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', body: 'a=1&b[c]=2&__proto__[x]=1&payload=%7B%22a%22%3A1%7D' },
  { label: 'multipart garbage', contentType: 'multipart/form-data; boundary=zzz', body: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\u00ff--zz' },
  { label: 'multipart without boundary', contentType: 'multipart/form-data', body: 'garbage' },
  { label: 'utf-16 charset', contentType: 'application/json; charset=utf-16le', body: 'json' },
  { label: 'unknown charset', contentType: 'application/json; charset=x-klingon', body: 'json' },
  { label: 'latin1 charset', contentType: 'application/json; charset=iso-8859-1', body: 'json' },
  { label: 'vendor json', contentType: 'application/vnd.github+json', body: 'json' },
  { label: 'wildcard', contentType: 'application/*', body: 'json' },
  { label: 'malformed', contentType: 'application/json; charset', body: 'json' },
  { label: 'malformed', contentType: ';;;', body: 'json' },
  { label: 'upper case', contentType: 'APPLICATION/JSON', body: 'json' },
  { label: 'xml', contentType: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
];

/**
 * Path parameters as they travel on the wire (already percent-encoded where needed): numbers out
 * of range, unicode, NUL, traversal, bad escapes, SQL-ish text and very long values.
 */
export const PATH_SEGMENTS: readonly Sample[] = [
  { label: 'huge number', value: '99999999999999999999999999' },
  { label: 'huge number', value: '9007199254740993' },
  { label: 'negative', value: '-1' },
  { label: 'zero', value: '0' },
  { label: 'fraction', value: '1.5' },
  { label: 'exponent', value: '1e3' },
  { label: 'hex', value: '0x1f' },
  { label: 'sign', value: '+1' },
  { label: 'space', value: '%201%20' },
  { label: 'not a number', value: 'NaN' },
  { label: 'not a number', value: 'Infinity' },
  { label: 'unicode', value: encodeURIComponent('ünïcødé') },
  { label: 'unicode', value: encodeURIComponent('١٢٣') },
  { label: 'emoji', value: encodeURIComponent('🔥👩‍👩‍👧') },
  { label: 'right-to-left override', value: encodeURIComponent('\u202e1') },
  { label: 'raw latin1 bytes', value: '\u00ff\u00fe' },
  { label: '%00', value: '%00' },
  { label: '%00', value: '1%00' },
  { label: 'traversal', value: '..%2f..%2fetc%2fpasswd' },
  { label: 'traversal', value: '%2e%2e' },
  { label: 'traversal', value: '..%5c..%5cwindows' },
  { label: 'encoded slash', value: 'a%2Fb' },
  { label: 'double encoding', value: '%252e%252e%252f' },
  { label: 'bad percent-encoding', value: '%ZZ' },
  { label: 'bad percent-encoding', value: '%E0%A4%A' },
  { label: 'bad percent-encoding', value: '%' },
  { label: 'overlong UTF-8', value: '%C0%AF' },
  { label: 'UTF-8 surrogate', value: '%ED%A0%80' },
  { label: 'invalid UTF-8', value: '%FF%FE' },
  { label: 'empty', value: '' },
  { label: 'SQL-ish', value: "1'%20OR%20'1'%3D'1" },
  { label: 'SQL-ish', value: '1%3BDROP%20TABLE%20users--' },
  { label: 'prototype name', value: '__proto__' },
  { label: 'prototype name', value: 'constructor' },
  { label: 'json', value: '%7B%22a%22%3A1%7D' },
  { label: 'very long', value: '9'.repeat(4096) },
  { label: 'very long', value: 'a'.repeat(4096) },
  { label: 'very long', value: '%F0%9F%94%A5'.repeat(700) },
];

/** Query strings for a declared query parameter (`{name}` is replaced by its name). */
export const QUERY_VALUES: readonly Sample[] = [
  { label: 'negative', value: '{name}=-1' },
  { label: 'zero', value: '{name}=0' },
  { label: 'huge number', value: '{name}=99999999999999999999999999' },
  { label: 'not a number', value: '{name}=abc' },
  { label: '%00', value: '{name}=1%00' },
  { label: 'array', value: '{name}[]=1&{name}[]=2' },
  { label: 'object', value: '{name}[a]=1&{name}[__proto__][x]=1' },
  { label: 'repeated', value: '{name}=1&{name}=2' },
  { label: 'bad percent-encoding', value: '{name}=%ZZ' },
  { label: 'empty', value: '{name}=' },
  { label: 'very long', value: `{name}=${'9'.repeat(4096)}` },
  { label: 'many parameters', value: Array.from({ length: 2000 }, (_, index) => `p${index}=${index}`).join('&') },
];

/** Cookie headers (`{session}` stands for the valid session token) that trip cookie parsing. */
export const COOKIES: readonly Sample[] = [
  { label: 'j: JSON cookie', value: 'chronicle_session=j:{"a":1}' },
  { label: 'j: JSON cookie', value: 'chronicle_session=j:["{session}"]' },
  { label: 'j: JSON cookie', value: 'chronicle_session=j:null' },
  { label: 'j: JSON cookie', value: 'chronicle_session=j:"{session}"' },
  { label: 'j: JSON cookie', value: 'chronicle_session=j:{"__proto__":{"admin":true}}' },
  { label: 'j: JSON cookie', value: 'chronicle_session=j:{"a":' },
  { label: 'j: JSON cookie', value: `chronicle_session=j:${'['.repeat(3000)}${']'.repeat(3000)}` },
  { label: 'j: JSON cookie', value: 'other=j:{"a":1}; chronicle_session={session}' },
  { label: 'signed-cookie prefix', value: 'chronicle_session=s:{session}.forged' },
  { label: 'duplicate cookie', value: 'chronicle_session=forged; chronicle_session={session}' },
  { label: 'bad percent-encoding', value: 'chronicle_session=%ZZ%E0%A4%A' },
  { label: 'empty value', value: 'chronicle_session=' },
  { label: 'no name', value: '=x; ==; ;;' },
  { label: 'very long cookie', value: `chronicle_session=${'a'.repeat(4096)}` },
  { label: 'very long cookie', value: `chronicle_session={session}; pad=${'b'.repeat(8192)}` },
  { label: 'very long cookie', value: `chronicle_session=${'%41'.repeat(4000)}` },
  { label: 'very long cookie', value: `chronicle_session={session}; pad=${'c'.repeat(20_000)}` },
  { label: 'many cookies', value: Array.from({ length: 500 }, (_, index) => `c${index}=${index}`).join('; ') },
];

/** Values of git-facing payload fields that would be options if passed to git unguarded. */
export const GIT_ARGUMENTS: readonly string[] = ['--output={scratch}/out', '-o{scratch}/out', '--upload-pack=touch {scratch}/pwned', '--exec=id', 'HEAD;id', '$(id)', '..', '@{-1}', 'HEAD~99999'];
