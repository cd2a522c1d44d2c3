import { Spin } from '@chronicle/antd-kit';
import { lazy, Suspense } from 'react';
import type { LinkBase } from '../markdown/links';
import { DOCUMENT_TEXTS } from '../texts';

// The Markdown renderer is fetched only when a document is shown.
const MarkdownRenderer = lazy(() => import('../markdown/markdown-renderer'));

export function DocumentBody({ content, links }: { content: string; links: LinkBase }) {
  return (
    <Suspense fallback={<Spin description={DOCUMENT_TEXTS.loadingDocument} />}>
      <MarkdownRenderer content={content} links={links} />
    </Suspense>
  );
}
