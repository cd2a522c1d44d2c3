// A callee as the metrics walker wrote it (`this.handle`, `Config::new`, `$this->db->query`,
// `Vec::<u8>::new`) read back into the names a resolver can follow: what it starts from and the
// names after it. Type arguments are dropped; a callee with a call or an index inside its chain
// (`db.collection().findOne`, `fns[0]`) has no path to follow, only its last name.

/** What a callee starts from, when it is the object or class the caller runs in. */
export type CalleeHead = 'self' | 'super' | 'module';

export type ParsedCallee = {
  /** `self` (`this`, `self`, `Self`, `$this`, `static`, `cls`), `super` (`super`, `super()`, PHP `parent`), `module` (Rust `self::`); null for a plain name. */
  head: CalleeHead | null;
  /** The names after the head, in order; empty when the chain holds something else than names. */
  path: string[];
  /** The last name, for resolution by name alone; null when the callee does not end with a name. */
  last: string | null;
  /** Something comes before the last name: a receiver, a type, a module. */
  receiver: boolean;
  /** The first name, when the callee starts with a plain name (`itoa` in `itoa::Buffer::new().format`); null after a head. */
  root: string | null;
};

const SEPARATOR = /\?->|->|\?\.|\.|::/;
const NAME = /^#?[\p{L}_$][\p{L}\p{N}_$]*$/u;
const SELF = new Set(['this', 'self', 'Self', '$this', 'static', 'cls']);
const SUPER = new Set(['super', 'super()', 'parent']);

/**
 * The callee's head and names. `language` tells Rust's module paths from method calls: `self::f` is
 * the file's own module, `crate::`/`super::` paths lead elsewhere and are followed by name only.
 */
export function parseCallee(callee: string, language: string | null): ParsedCallee {
  const parts = withoutTypeArguments(callee).split(SEPARATOR);
  const lastPart = parts.at(-1) ?? '';
  const last = NAME.test(lastPart) ? lastPart : null;
  const [first, ...rest] = parts;
  const receiver = rest.length > 0;
  const root = NAME.test(first) ? first : null;
  if (!receiver) return { head: null, path: names(parts), last, receiver, root };
  if (language === 'Rust' && callee.startsWith(`${first}::`) && ['self', 'crate', 'super'].includes(first)) {
    return { head: first === 'self' ? 'module' : null, path: first === 'self' ? names(rest) : [], last, receiver, root: null };
  }
  if (SELF.has(first)) return { head: 'self', path: names(rest), last, receiver, root: null };
  if (SUPER.has(first)) return { head: 'super', path: names(rest), last, receiver, root: null };
  return { head: null, path: names(parts), last, receiver, root };
}

function names(parts: string[]): string[] {
  return parts.every((part) => NAME.test(part)) ? parts : [];
}

/** `Vec::<u8>::new` → `Vec::new`, `parse::<T>` → `parse`, `List<String>.of` → `List.of`. */
function withoutTypeArguments(callee: string): string {
  let text = callee;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/(?:::)?<[^<>]*>/g, '');
  }
  return text;
}
