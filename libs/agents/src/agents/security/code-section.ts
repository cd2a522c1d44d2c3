import type { Snapshot } from '@chronicle/snapshot';
import { heading } from '../../markdown/markdown.js';
import { idiomBlocks, idiomsOf, symbolsAbout, symbolTable } from '../../facts/topics.js';

/** The security idioms the document explains, in its order, with why each matters. */
export const SECURITY_IDIOMS = [
  { kind: 'forwarded-headers', title: 'Forwarded headers and proxies', why: 'client addresses, hosts and protocols read from X-Forwarded-* headers can be forged by any client unless the app sits behind a proxy it trusts.' },
  { kind: 'process', title: 'Processes started', why: 'the code runs other programs; what reaches their arguments must not come unchecked from untrusted input.' },
  { kind: 'exit', title: 'Process exits', why: 'code that exits the process takes the decision away from its caller (a server dies on bad input).' },
  { kind: 'unsafe', title: 'Unsafe code and APIs', why: 'memory-unsafe blocks, or APIs named unsafe, skip a check the rest of the code relies on.' },
  { kind: 'file-serving', title: 'Files served', why: 'a file named by a request must stay inside the folder meant to be served.' },
  { kind: 'sanitizing', title: 'Sanitizing and escaping', why: 'where untrusted markup or text is cleaned before it is shown.' },
  { kind: 'depth-limit', title: 'Depth limits', why: 'a limit on nesting keeps hostile input from overflowing the stack.' },
  { kind: 'crypto', title: 'HMACs and digests', why: 'signatures and digests depend on their keys, algorithms and constant-time comparison.' },
  { kind: 'csrf', title: 'CSRF protection', why: 'checks that a state-changing request comes from the site itself.' },
] as const;

/** Words of public names about security: unsafe and sanitizing APIs, trust, limits, exits, signatures. */
const SECURITY_NAMES = new Set(['unsafe', 'sanitize', 'sanitizer', 'sanitise', 'safelist', 'clean', 'cleaner', 'csrf', 'xsrf', 'secure', 'trust', 'trusted', 'exit', 'recursion', 'depth', 'verify', 'signature', 'password', 'secret', 'xss', 'forwarded', 'escape']);
const SECURITY_DOCS = /X-Forwarded|proxy|untrusted|unsafe|\bXSS\b|CSRF|os\.Exit|process\.exit|sys\.exit|recursion|stack overflow|denial of service|saniti[sz]|injection|tamper/i;

export function hasSecurityCode(snapshot: Snapshot): boolean {
  return idiomsOf(snapshot, SECURITY_IDIOMS.map((entry) => entry.kind)).length > 0 || symbolsAbout(snapshot, SECURITY_NAMES, SECURITY_DOCS).length > 0;
}

/** `## Security-relevant code`: the public API about security, then each security idiom with where it is. */
export function securityCodeSection(snapshot: Snapshot): string[] {
  const api = symbolsAbout(snapshot, SECURITY_NAMES, SECURITY_DOCS);
  const blocks = [heading(2, 'Security-relevant code'), 'What a user of the code must know to use it safely, found by name in the code (each a place to read, not a finding).'];
  if (api.length > 0) blocks.push('Public declarations whose name or doc comment is about security:', symbolTable(api));
  blocks.push(...idiomBlocks(idiomsOf(snapshot, SECURITY_IDIOMS.map((entry) => entry.kind)), SECURITY_IDIOMS));
  return blocks;
}
