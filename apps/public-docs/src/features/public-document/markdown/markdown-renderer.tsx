// The document's Markdown as React elements. This module (react-markdown, remark-gfm) is loaded
// with a dynamic import() by the document view only, so no other page carries its weight.
import { theme } from '@chronicle/antd-kit';
import type { Element } from 'hast';
import { useMemo, type CSSProperties } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { useDarkTheme, useLinkColor } from '../../../hooks/use-dark-theme';
import { DOCUMENT_TEXTS } from '../texts';
import { rehypeHeadingIds, textOf } from './heading-ids';
import { isExternal, resolveDocumentUrl, type LinkBase } from './links';
import { MermaidDiagram } from './mermaid-diagram';
import styles from './markdown.module.css';

export type MarkdownRendererProps = { content: string; links: LinkBase };

const REMARK_PLUGINS = [remarkGfm];
const REHYPE_PLUGINS = [rehypeHeadingIds];

/**
 * GitHub-flavoured Markdown: headings, lists, task lists, tables, code, links, images,
 * footnotes; ```mermaid blocks drawn as diagrams. Raw HTML in a document is shown as text, never
 * rendered (react-markdown's default).
 */
export default function MarkdownRenderer({ content, links }: MarkdownRendererProps) {
  const dark = useDarkTheme();
  const linkColor = useLinkColor();
  const { token } = theme.useToken();
  const components = useMemo(() => markdownComponents(dark), [dark]);
  const urlTransform = useMemo(() => (url: string) => resolveDocumentUrl(url, links), [links]);
  const style = {
    '--markdown-link': linkColor,
    '--markdown-border': token.colorBorderSecondary,
    '--markdown-code-background': token.colorFillTertiary,
    '--markdown-quote': token.colorTextSecondary,
    '--markdown-stripe': token.colorFillQuaternary,
  } as CSSProperties;
  return (
    <div className={styles.markdown} style={style}>
      <Markdown remarkPlugins={REMARK_PLUGINS} rehypePlugins={REHYPE_PLUGINS} components={components} urlTransform={urlTransform}>
        {content}
      </Markdown>
    </div>
  );
}

type Props<Tag extends keyof React.JSX.IntrinsicElements> = React.JSX.IntrinsicElements[Tag] & ExtraProps;

/** The page's h1 is the repository's name: a document's headings sit one level below it. */
function heading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function Heading({ node: _node, ...props }: Props<'h1'>) {
    return <Tag {...props} />;
  };
}

function markdownComponents(dark: boolean): Components {
  return {
    h1: heading('h2'),
    h2: heading('h3'),
    h3: heading('h4'),
    h4: heading('h5'),
    h5: heading('h6'),
    h6: heading('h6'),
    a({ node: _node, href, children, ...props }: Props<'a'>) {
      // resolveDocumentUrl dropped the address: the words stay, the link goes.
      if (!href) return <span>{children}</span>;
      return isExternal(href) ? (
        <a {...props} href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <a {...props} href={href}>
          {children}
        </a>
      );
    },
    // The Content-Security-Policy loads images from Chronicle's own origin only, and a document's
    // images are the repository's files or other sites': they are offered as links instead.
    img({ src, alt }: Props<'img'>) {
      const label = alt || (typeof src === 'string' ? src : '');
      if (typeof src !== 'string' || !src) return <span>{label}</span>;
      return (
        <a href={src} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      );
    },
    pre({ node, children, ...props }: Props<'pre'>) {
      const mermaid = mermaidSource(node);
      if (mermaid !== null) return <MermaidDiagram source={mermaid} dark={dark} />;
      // Focusable, so a code block wider than the page can be scrolled from the keyboard.
      return (
        <pre {...props} tabIndex={0}>
          {children}
        </pre>
      );
    },
    table({ node: _node, children, ...props }: Props<'table'>) {
      return (
        <div className={styles.tableScroll} role="group" aria-label={DOCUMENT_TEXTS.table} tabIndex={0}>
          <table {...props}>{children}</table>
        </div>
      );
    },
    input({ node: _node, type, checked, ...props }: Props<'input'>) {
      if (type !== 'checkbox') return <input {...props} type={type} />;
      // A task list item: its state, read out, since the box has no label of its own.
      return <input type="checkbox" checked={Boolean(checked)} disabled aria-label={checked ? 'Done' : 'Not done'} readOnly />;
    },
  };
}

/** The text of a `<pre><code class="language-mermaid">` block, or null for any other block. */
function mermaidSource(pre: Element | undefined): string | null {
  const code = pre?.children.find((child): child is Element => child.type === 'element');
  if (!code || code.tagName !== 'code') return null;
  const classes = code.properties.className;
  const list: unknown[] = Array.isArray(classes) ? classes : [classes];
  if (!list.includes('language-mermaid')) return null;
  return textOf(code).replace(/\n$/, '');
}

