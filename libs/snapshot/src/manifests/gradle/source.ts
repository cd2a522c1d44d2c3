/** Gradle build script text with line and block comments blanked out, strings left alone. */
export function withoutComments(source: string): string {
  let out = '';
  let quote: string | null = null;
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (quote) {
      out += char;
      if (char === '\\') out += source[++index] ?? '';
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (source.startsWith('//', index)) {
      const end = source.indexOf('\n', index);
      index = (end < 0 ? source.length : end) - 1;
      continue;
    } else if (source.startsWith('/*', index)) {
      const end = source.indexOf('*/', index + 2);
      index = (end < 0 ? source.length : end + 2) - 1;
      out += ' ';
      continue;
    }
    out += char;
  }
  return out;
}

/** String values assigned in the script (`def v = '1.0'`, `val v = "1.0"`, `ext.v = '1.0'`, `v = '1.0'` inside `ext {}`), for `$v` / `${v}`. */
export function scriptVariables(source: string): Map<string, string> {
  const variables = new Map<string, string>();
  const assignment = /(?:^|[\s;{])(?:(?:def|val|var|String)\s+)?(?:ext\.|project\.ext\.|extra\[")?([A-Za-z_][\w.]*)"?\]?\s*=\s*(["'])([^"'$\n]*)\2/gm;
  for (const match of source.matchAll(assignment)) variables.set(match[1]!, match[3]!);
  const extraSet = /set\(\s*"([\w.]+)"\s*,\s*"([^"$\n]*)"\s*\)/g;
  for (const match of source.matchAll(extraSet)) variables.set(match[1]!, match[2]!);
  return variables;
}

/** `$name` and `${name}` replaced by known values; unknown ones stay as written. */
export function interpolate(value: string, variables: Map<string, string>): string {
  return value.replace(/\$\{([\w.]+)\}|\$([A-Za-z_]\w*)/g, (whole, braced: string | undefined, bare: string | undefined) => {
    const key = (braced ?? bare)!;
    return variables.get(key) ?? variables.get(key.replace(/^(project\.|rootProject\.)?(ext\.)?/, '')) ?? whole;
  });
}
