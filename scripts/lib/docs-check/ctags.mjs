// An independent symbol index: universal-ctags over the repository's source files
// (`ctags --output-format=json --fields=+aKzSlniE`), read into plain tags.
import { spawn } from 'node:child_process';

/**
 * @typedef {{ name: string, path: string, line: number, kind: string, language: string,
 *   scope: string | null, scopeKind: string | null, access: string | null, inherits: string | null,
 *   declaration: string }} Tag
 */

/**
 * Runs ctags on the given files (paths relative to `dir`) and resolves to their tags.
 * @param {string} dir
 * @param {string[]} files
 * @returns {Promise<Tag[]>}
 */
export function runCtags(dir, files) {
  return new Promise((resolve, reject) => {
    // ctags 5.9 maps neither .tsx/.mts/.cts to TypeScript nor .cjs to JavaScript.
    const maps = ['--map-TypeScript=+.tsx', '--map-TypeScript=+.mts', '--map-TypeScript=+.cts', '--map-JavaScript=+.cjs'];
    const args = ['--sort=no', '--output-format=json', '--fields=+aKzSlniE', ...maps, '-f', '-', '-L', '-'];
    const child = spawn('ctags', args, { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', (error) => reject(new Error(`ctags could not start (${error.message}): install universal-ctags`)));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`ctags failed with exit code ${code}: ${Buffer.concat(err).toString('utf8').trim()}`));
      resolve(parseTags(Buffer.concat(out).toString('utf8')));
    });
    child.stdin.end(`${files.join('\n')}\n`);
  });
}

function parseTags(text) {
  const tags = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    const raw = JSON.parse(line);
    if (raw._type !== 'tag') continue;
    tags.push({
      name: raw.name,
      path: raw.path,
      line: raw.line ?? 0,
      kind: raw.kind ?? '',
      language: raw.language ?? '',
      scope: raw.scope ?? null,
      scopeKind: raw.scopeKind ?? null,
      access: raw.access ?? null,
      inherits: typeof raw.inherits === 'string' ? raw.inherits : null,
      declaration: unescapePattern(raw.pattern ?? ''),
    });
  }
  return tags;
}

/** `/^  pub fn new() -> Self {$/` → `  pub fn new() -> Self {` */
function unescapePattern(pattern) {
  const body = pattern.replace(/^\/\^?/, '').replace(/\$?\/$/, '');
  return body.replace(/\\([\\/])/g, '$1');
}

/**
 * The names and qualified names (`Scope.name`, with the scope's last part and with all of it) the
 * tags define.
 * @param {Tag[]} tags
 */
export function symbolIndex(tags) {
  const names = new Set();
  const qualified = new Set();
  for (const tag of tags) {
    names.add(tag.name);
    if (!tag.scope) continue;
    const parts = tag.scope.split(/\.|::/);
    qualified.add(`${parts[parts.length - 1]}.${tag.name}`);
    qualified.add(`${parts.join('.')}.${tag.name}`);
  }
  return { names, qualified };
}
