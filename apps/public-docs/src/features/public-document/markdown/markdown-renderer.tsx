// The document's Markdown as React elements. This module (and @chronicle/ui/markdown with
// react-markdown) is loaded with a dynamic import() by the document view only, so no other page
// carries its weight.
import { useCallback, useMemo } from 'react';
import { MarkdownView } from '@chronicle/ui/markdown';
import { DOCUMENT_TEXTS } from '../texts';
import { resolveDocumentUrl, type LinkBase } from './links';
import { MermaidDiagram } from './mermaid-diagram';

export type MarkdownRendererProps = { content: string; links: LinkBase };

/** A document: GitHub-flavoured Markdown, links resolved against its repository and commit, ```mermaid blocks drawn as diagrams. */
export default function MarkdownRenderer({ content, links }: MarkdownRendererProps) {
  const urlTransform = useMemo(() => (url: string) => resolveDocumentUrl(url, links), [links]);
  const renderCodeBlock = useCallback(
    ({ language, code, dark }: { language: string | null; code: string; dark: boolean }) => (language === 'mermaid' ? <MermaidDiagram source={code} dark={dark} /> : null),
    [],
  );
  return <MarkdownView content={content} urlTransform={urlTransform} tableLabel={DOCUMENT_TEXTS.table} renderCodeBlock={renderCodeBlock} />;
}
