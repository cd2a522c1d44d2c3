// Chronicle's README as React elements. Loaded with a dynamic import() by the docs page only, so
// no other page carries the weight of the text or of react-markdown.
import { theme } from '@chronicle/antd-kit';
import { useMemo, type CSSProperties } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import readme from '../../../../../README.md?raw';
import { useLinkColor } from '../../hooks/use-link-color';
import { repositoryFileUrl } from '../../project-links';
import { rehypeHeadingIds } from './heading-ids';
import styles from './readme-markdown.module.css';

const REMARK_PLUGINS = [remarkGfm];
const REHYPE_PLUGINS = [rehypeHeadingIds];

/**
 * Where a README link leads from this page: its own sections and other sites as written; a file
 * of the repository (`ARCHITECTURE.md`, `docs/adr/…`) on the repository's web page, since this
 * installation does not serve its source.
 */
export function readmeLink(href: string): string {
  if (href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  return repositoryFileUrl(href.replace(/^\.\//, ''));
}

type Props<Tag extends keyof React.JSX.IntrinsicElements> = React.JSX.IntrinsicElements[Tag] & ExtraProps;

/** The page's h1 is "Documentation": the README's headings sit one level below it. */
function heading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function Heading({ node: _node, ...props }: Props<'h1'>) {
    return <Tag {...props} />;
  };
}

const COMPONENTS: Components = {
  h1: heading('h2'),
  h2: heading('h3'),
  h3: heading('h4'),
  h4: heading('h5'),
  h5: heading('h6'),
  h6: heading('h6'),
  // Wide code and tables scroll inside the column; keyboard users can reach them to scroll.
  pre({ node: _node, ...props }: Props<'pre'>) {
    return <pre {...props} tabIndex={0} />;
  },
  table({ node: _node, ...props }: Props<'table'>) {
    return (
      <div className={styles.tableScroll} tabIndex={0}>
        <table {...props} />
      </div>
    );
  },
};

export default function ReadmeMarkdown() {
  const { token } = theme.useToken();
  const linkColor = useLinkColor();
  const style = useMemo(
    () =>
      ({
        '--markdown-link': linkColor,
        '--markdown-border': token.colorBorderSecondary,
        '--markdown-code-background': token.colorFillTertiary,
      }) as CSSProperties,
    [token, linkColor],
  );
  return (
    <div className={styles.markdown} style={style}>
      <Markdown remarkPlugins={REMARK_PLUGINS} rehypePlugins={REHYPE_PLUGINS} components={COMPONENTS} urlTransform={readmeLink}>
        {readme}
      </Markdown>
    </div>
  );
}
