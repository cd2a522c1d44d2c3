import type { Snapshot } from '@chronicle/snapshot';
import { checkTruthfulness, extractMentions, indexSnapshot, quotedLines, type Mention } from '../../gate/index.js';
import { breakHex } from '../../markdown/markdown.js';

/** Passes over the document: a rewrite can reveal a mention that stood inside another (a link's code-span label). */
const PASSES = 3;

/**
 * Changelog text the document writes itself — commit subjects, and a hand-written line that
 * markdownlint's fixes changed — may name what the snapshot cannot confirm: a function since
 * renamed, a pull request no commit message references, a file gone, a link to another
 * repository's commit. The words stay; only the claim goes, found by the gate's own reading: such
 * a code span becomes escaped plain text, `#12` a character reference (it reads the same), a link
 * its label, a link definition is dropped, and an unknown commit hash is written so that no seven
 * hex digits stand together. Lines quoted verbatim from `quotes` (the repository's own changelog)
 * are its words and stay as written, as the gate reads them too.
 */
export function defuseUnconfirmed(markdown: string, snapshot: Snapshot, docFile: string, quotes: readonly string[] = []): string {
  let current = markdown;
  for (let pass = 0; pass < PASSES; pass++) {
    const quoted = quotedLines(current, quotes);
    const mentions = extractMentions(current).filter((mention) => !quoted.has(mention.line));
    const { missing } = checkTruthfulness(mentions, indexSnapshot(snapshot), { docFile, webUrl: snapshot.repository.webUrl });
    if (missing.length === 0) return current;
    const lines = current.split('\n');
    for (const { mention } of missing) lines[mention.line - 1] = rewrite(lines[mention.line - 1] ?? '', mention);
    current = lines.join('\n');
  }
  return current;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function rewrite(line: string, mention: Mention): string {
  const written = escapeRegExp(mention.text);
  if (mention.source === 'code') return line.replace(new RegExp(`(\`+) ?${written} ?\\1`, 'g'), () => plain(mention.text));
  if (mention.kind === 'reference') return line.replace(new RegExp(`(?<![\\w&/#])${written}(?!\\w)`, 'g'), `&#35;${mention.text.slice(1)}`);
  if (mention.kind === 'sha') return line.replace(new RegExp(`(?<![\\w./#-])${written}(?![\\w-])`, 'g'), breakHex(mention.text));
  if (/^\s{0,3}\[[^\]]+\]:/.test(line)) return '';
  return line
    .replace(new RegExp(`(!?)\\[((?:\\\\.|[^\\]])*)\\]\\(\\s*<?${written}>?(?:\\s+(?:"[^"]*"|'[^']*'))?\\s*\\)`, 'g'), (_, image: string, label: string) => (image ? '' : label))
    .replace(new RegExp(`<${written}>`, 'g'), () => plain(mention.text))
    .replace(new RegExp(`(?<![<(\\w])${written}`, 'g'), () => plain(mention.text));
}

/** Text as written, Markdown's active characters escaped, no autolink and no `#12` reference. */
function plain(value: string): string {
  return value.replace(/[\\`*_~[\]<>|]/g, '\\$&').replace(/#(?=\d)/g, '&#35;').replace(/:\/\//g, '\\://');
}
