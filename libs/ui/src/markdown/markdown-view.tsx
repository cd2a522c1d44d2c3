// Markdown as React elements, for the pages that show documents (the public document view, the
// site's own documentation page). Imported through `@chronicle/ui/markdown` only, and by those
// pages with a dynamic import(), so no other page carries react-markdown's weight.
import { theme } from '@chronicle/antd-kit';
import type { Element } from 'hast';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { useDarkTheme, useLinkColor } from '../link-color.js';
import { isExternal, safeHref } from './external-links.js';
import { rehypeHeadingIds, textOf } from './heading-ids.js';
import styles from './markdown.module.css';

export type MarkdownViewProps = {
  content: string;
  /** Where each link and image address leads from this page; undefined drops the link and keeps its words. */
  urlTransform: (url: string) => string | undefined;
  /** The accessible name of a table's scroll area ("Table"). */
  tableLabel: string;
  /** Draws a code block another way (a diagram); null keeps it a code block. */
  renderCodeBlock?: (block: { language: string | null; code: string; dark: boolean }) => ReactNode | null;
};

const REMARK_PLUGINS = [remarkGfm];
const REHYPE_PLUGINS = [rehypeHeadingIds];

/**
 * GitHub-flavoured Markdown: headings (one level below the page's h1), lists, task lists, tables,
 * code, links, footnotes; images offered as links (the Content-Security-Policy loads images from
 * Chronicle's own origin only). Raw HTML is shown as text, never rendered (react-markdown's default).
 */
export function MarkdownView({ content, urlTransform, tableLabel, renderCodeBlock }: MarkdownViewProps) {
  const dark = useDarkTheme();
  const linkColor = useLinkColor();
  const { token } = theme.useToken();
  const components = useMemo(() => markdownComponents({ dark, tableLabel, renderCodeBlock }), [dark, tableLabel, renderCodeBlock]);
  // The page decides where an address leads; no page can let a javascript: or data: address through.
  const safeUrlTransform = useMemo(() => (url: string) => safeHref(urlTransform(url)), [urlTransform]);
  const style = {
    '--markdown-link': linkColor,
    '--markdown-border': token.colorBorderSecondary,
    '--markdown-code-background': token.colorFillTertiary,
    '--markdown-stripe': token.colorFillQuaternary,
  } as CSSProperties;
  return (
    <div className={styles.markdown} style={style}>
      <Markdown remarkPlugins={REMARK_PLUGINS} rehypePlugins={REHYPE_PLUGINS} components={components} urlTransform={safeUrlTransform}>
        {content}
      </Markdown>
    </div>
  );
}

type Props<Tag extends keyof React.JSX.IntrinsicElements> = React.JSX.IntrinsicElements[Tag] & ExtraProps;

function heading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function Heading({ node: _node, ...props }: Props<'h1'>) {
    return <Tag {...props} />;
  };
}

function markdownComponents({ dark, tableLabel, renderCodeBlock }: { dark: boolean; tableLabel: string; renderCodeBlock: MarkdownViewProps['renderCodeBlock'] }): Components {
  return {
    h1: heading('h2'),
    h2: heading('h3'),
    h3: heading('h4'),
    h4: heading('h5'),
    h5: heading('h6'),
    h6: heading('h6'),
    a({ node: _node, href, children, ...props }: Props<'a'>) {
      // The page's urlTransform dropped the address: the words stay, the link goes.
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
      const block = codeBlockOf(node);
      const drawn = block && renderCodeBlock ? renderCodeBlock({ ...block, dark }) : null;
      if (drawn) return drawn;
      // Focusable, so a code block wider than the page can be scrolled from the keyboard.
      return (
        <pre {...props} tabIndex={0}>
          {children}
        </pre>
      );
    },
    table({ node: _node, children, ...props }: Props<'table'>) {
      return (
        <div className={styles.tableScroll} role="group" aria-label={tableLabel} tabIndex={0}>
          <table {...props}>{children}</table>
        </div>
      );
    },
    input({ type, checked }: Props<'input'>) {
      // GFM's task lists are the only inputs Markdown makes (raw HTML is text): nothing else is drawn.
      if (type !== 'checkbox') return null;
      // A task list item: its state, read out, since the box has no label of its own.
      return <input type="checkbox" checked={Boolean(checked)} disabled aria-label={checked ? 'Done' : 'Not done'} readOnly />;
    },
  };
}


/** The language and text of a `<pre><code class="language-x">` block. */
function codeBlockOf(pre: Element | undefined): { language: string | null; code: string } | null {
  const code = pre?.children.find((child): child is Element => child.type === 'element');
  if (!code || code.tagName !== 'code') return null;
  const classes = code.properties.className;
  const list: unknown[] = Array.isArray(classes) ? classes : [classes];
  const language = list.find((name): name is string => typeof name === 'string' && name.startsWith('language-'));
  return { language: language ? language.slice('language-'.length) : null, code: textOf(code).replace(/\n$/, '') };
}
