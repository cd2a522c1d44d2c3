/** The string literals of a Ruby argument list, in order (`'rails', '~> 7.0', '>= 7.0.1'`). */
export function stringArgs(args: string): string[] {
  return [...args.matchAll(/(["'])((?:\\.|(?!\1).)*)\1/g)].map((match) => match[2]!);
}

/** A line without its trailing `# comment` (a `#` inside a string is kept). */
export function withoutComment(line: string): string {
  let quote: string | null = null;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '#') return line.slice(0, index);
  }
  return line;
}

/** The symbols or strings after `group:` / `groups:` in an option list (`group: :test`, `groups: [:development, :test]`). */
export function groupOption(args: string): string[] {
  const match = /\bgroups?\s*(?::|=>)\s*(\[[^\]]*\]|:\w+|["'][^"']+["'])/.exec(args);
  return match ? [...match[1]!.matchAll(/:(\w+)|["']([^"']+)["']/g)].map((item) => item[1] ?? item[2]!) : [];
}
