// The TypeScript grammar of tree-sitter-wasms 0.1.13 cannot read a generic call signature that
// starts a line after a member with no `;` (`x: string` then `<T>(a: T): void`): it gives up on
// the rest of the interface. Ending such a line with `;` changes no line and no meaning.

type State = { block: boolean; template: number };

/** Advances the lexical state over one line; returns whether the line ends in code (not in a comment or string). */
function scan(line: string, state: State): boolean {
  let quote: string | null = null;
  for (let at = 0; at < line.length; at++) {
    const char = line[at];
    const next = line[at + 1];
    if (state.block) {
      if (char === '*' && next === '/') {
        state.block = false;
        at++;
      }
    } else if (quote) {
      if (char === '\\') at++;
      else if (char === quote) quote = null;
    } else if (state.template > 0 && char === '`') state.template--;
    else if (state.template > 0) continue;
    else if (char === '/' && next === '/') return false;
    else if (char === '/' && next === '*') {
      state.block = true;
      at++;
    } else if (char === '`') state.template++;
    else if (char === "'" || char === '"') quote = char;
  }
  return !state.block && state.template === 0;
}

const ENDS_A_MEMBER = /[\w$)\]>}'"`?]$/;

/** The next line that is neither blank nor a `//` comment. */
function nextCodeLine(lines: string[], from: number): string {
  for (let at = from; at < lines.length; at++) {
    const trimmed = (lines[at] ?? '').trim();
    if (trimmed !== '' && !trimmed.startsWith('//')) return trimmed;
  }
  return '';
}

function startsSignature(line: string): boolean {
  return /^<(?:[\s\w]|$)/.test(line) && !line.startsWith('</');
}

/** The text with `;` after each line that a line starting with `<` follows (see above). */
export function prepareTypeScript(text: string): string {
  if (!/\n\s*</.test(text)) return text;
  const lines = text.split('\n');
  const state: State = { block: false, template: 0 };
  for (let index = 0; index < lines.length - 1; index++) {
    const line = lines[index] ?? '';
    const inCode = scan(line, state);
    const trimmed = line.trimEnd();
    if (inCode && ENDS_A_MEMBER.test(trimmed) && startsSignature(nextCodeLine(lines, index + 1))) {
      lines[index] = `${trimmed};${line.slice(trimmed.length)}`;
    }
  }
  return lines.join('\n');
}
