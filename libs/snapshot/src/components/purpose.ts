import { purposeText as quoted } from '../code/shared/purpose.js';
import { compare } from '../manifests/shared.js';
import type { EntryPoint, Purpose, SourceFile } from '../model.js';
import { readReadme } from '../project/readme.js';
import type { ComponentDraft } from './find-components.js';

const README = /^readme(\.(md|markdown|mdown|mkd|rst|adoc|asciidoc|txt|org))?$/i;
const README_ORDER = ['.md', '.markdown', '.mdown', '.mkd', '.rst', '.adoc', '.asciidoc', '.txt', '', '.org'];

/** Whether a path is a README (any folder). */
export function isReadmeFile(path: string): boolean {
  return README.test(path.slice(path.lastIndexOf('/') + 1));
}

/** The README directly in a folder, by format preference then name. */
function folderReadme(texts: ReadonlyMap<string, string>, folder: string): { path: string; text: string } | null {
  const rank = (path: string) => {
    const name = path.slice(folder.length);
    const dot = name.indexOf('.');
    return README_ORDER.indexOf(dot < 0 ? '' : name.slice(dot).toLowerCase());
  };
  const paths = [...texts.keys()].filter((path) => path.startsWith(folder) && !path.slice(folder.length).includes('/') && isReadmeFile(path));
  const path = paths.sort((a, b) => rank(a) - rank(b) || compare(a, b))[0];
  return path === undefined ? null : { path, text: texts.get(path)! };
}

/** A purpose's text: one line, at most 400 characters, cut at a word with `…` (the code facts' rule). */
function purposeText(text: string): string {
  return quoted(text) ?? '';
}

/**
 * What a component says it is for, quoted: its entry files' own purpose (libraries first; an npm
 * package's main entry only, since a subpath export such as `hono/aws-lambda` speaks for itself;
 * for a Go package any of its files' package comment), else the first paragraph of its folder's
 * README, else its manifest's description; null when none says.
 */
export function componentPurpose(draft: ComponentDraft, entryPoints: EntryPoint[], texts: ReadonlyMap<string, string>, filesByPath: ReadonlyMap<string, SourceFile>): Purpose | null {
  const speaking = draft.ecosystem === 'npm' ? entryPoints.filter((item) => item.kind !== 'library' || item.name === null) : entryPoints;
  const candidates = [...speaking.map((item) => filesByPath.get(item.path)), ...(draft.kind === 'go-package' ? [...draft.files].sort((a, b) => compare(a.path, b.path)) : [])];
  for (const file of candidates) {
    if (file?.code.purpose) return { text: purposeText(file.code.purpose.text), source: 'code', path: file.path, line: file.code.purpose.line };
  }
  const readme = folderReadme(texts, draft.folder);
  const opening = readme ? readReadme(readme).opening : null;
  if (readme && opening) return { text: purposeText(opening), source: 'readme', path: readme.path, line: null };
  const description = draft.manifest?.description;
  if (draft.manifest && description) return { text: purposeText(description), source: 'manifest', path: draft.manifest.path, line: null };
  return null;
}
