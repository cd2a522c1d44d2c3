import { cleanComment } from '../../shared/comments.js';
import type { FileScope } from '../../shared/file-scope.js';
import type { Node } from '../../shared/nodes.js';
import { isLicenseText, purposeText } from '../../shared/purpose.js';
import { codeStart } from './docs.js';
import { isJsDoc } from './syntax.js';

/** Tags that make a JSDoc the file's header. */
const HEADER_TAG = /^@(?:file|fileoverview|overview|module)\b/m;
/** A header tag's block: its line (after `@module`, the module's name) and the lines up to the next tag. */
const HEADER_BLOCK = /^@(file|fileoverview|overview|module)\b([^\n]*)((?:\n(?!@)[^\n]*)*)/m;

/**
 * A JSDoc's description: its text before the first block tag; in a header with none, the text of its
 * `@file`/`@fileoverview` tag, or what follows `@module` and the module's name.
 */
function description(text: string, header: boolean): string | null {
  const beforeTags = text.split(/\n(?=@)/)[0] ?? '';
  let found = beforeTags.startsWith('@') ? null : purposeText(beforeTags);
  const block = header && found === null ? HEADER_BLOCK.exec(text) : null;
  if (block) found = purposeText(`${block[1] === 'module' ? '' : (block[2] ?? '')}${block[3] ?? ''}`);
  return found !== null && !isLicenseText(found) ? found : null;
}

/**
 * The file's purpose: a JSDoc with `@file`, `@fileoverview`, `@overview` or `@module` anywhere, else
 * the first JSDoc before any code (a `'use strict'` directive is code) that documents no declaration
 * and is no licence header. Read after the symbols, which claim the declarations' docs.
 */
export function readPurpose(root: Node, scope: FileScope): void {
  const docs = scope.comments.filter((comment) => isJsDoc(comment.raw));
  for (const comment of docs) {
    const text = cleanComment(comment.raw);
    if (!HEADER_TAG.test(text)) continue;
    const purpose = description(text, true);
    if (purpose !== null) {
      scope.purpose = { text: purpose, line: comment.line };
      return;
    }
  }
  const start = codeStart(root);
  for (const comment of docs) {
    if (comment.start >= start) break;
    const text = cleanComment(comment.raw);
    if (comment.doc || isLicenseText(text)) continue;
    const purpose = description(text, false);
    if (purpose !== null) {
      scope.purpose = { text: purpose, line: comment.line };
      return;
    }
  }
}
