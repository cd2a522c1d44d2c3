// Chronicle's README as React elements. Loaded with a dynamic import() by the docs page only, so
// no other page carries the weight of the text or of react-markdown.
import { MarkdownView } from '@chronicle/ui/markdown';
import readme from '../../../../../README.md?raw';
import { repositoryFileUrl } from '../../project-links';

/**
 * Where a README link leads from this page: its own sections and other sites as written; a file
 * of the repository (`ARCHITECTURE.md`, `docs/adr/…`) on the repository's web page, since this
 * installation does not serve its source.
 */
export function readmeLink(href: string): string {
  if (href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  return repositoryFileUrl(href.replace(/^\.\//, ''));
}

export default function ReadmeMarkdown() {
  return <MarkdownView content={readme} urlTransform={readmeLink} tableLabel="Table" />;
}
