import { Spin } from '@chronicle/antd-kit';
import { SecondaryParagraph } from '@chronicle/ui';
import { useEffect, useState } from 'react';
import { DOCUMENT_TEXTS } from '../texts';
import { DiagramRefused } from './mermaid-safety';
import { renderMermaid } from './render-mermaid';
import styles from './mermaid-diagram.module.css';

type Drawing = { source: string; dark: boolean } & ({ svg: string } | { failed: true; refused: boolean });

/** A ```mermaid block drawn as SVG; its source as code when Mermaid cannot draw it or the page does not (links, HTML, styles). */
export function MermaidDiagram({ source, dark }: { source: string; dark: boolean }) {
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  useEffect(() => {
    let current = true;
    renderMermaid(source, dark).then(
      (svg) => current && setDrawing({ source, dark, svg }),
      (error: unknown) => current && setDrawing({ source, dark, failed: true, refused: error instanceof DiagramRefused }),
    );
    return () => {
      current = false;
    };
  }, [source, dark]);

  // A drawing of another source or theme is stale: it is replaced as soon as the new one is ready.
  const shown = drawing && drawing.source === source ? drawing : null;
  if (!shown) {
    return (
      <div className={styles.diagram} aria-busy="true">
        <Spin size="small" description={DOCUMENT_TEXTS.drawingDiagram} />
      </div>
    );
  }
  if ('failed' in shown) {
    return (
      <div>
        <SecondaryParagraph>{shown.refused ? DOCUMENT_TEXTS.diagramRefused : DOCUMENT_TEXTS.diagramFailed}</SecondaryParagraph>
        <pre tabIndex={0}>
          <code>{source}</code>
        </pre>
      </div>
    );
  }
  // The SVG is Mermaid's own output under securityLevel 'strict' (sanitised by DOMPurify), checked to hold no link, form, HTML or outside resource.
  return <figure className={styles.diagram} aria-label={DOCUMENT_TEXTS.diagramLabel} dangerouslySetInnerHTML={{ __html: shown.svg }} />;
}
