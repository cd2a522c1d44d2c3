import { Typography } from '@chronicle/antd-kit';
import type { DocumentCard as DocumentCardData } from '@chronicle/contracts';
import { PROJECT_TEXTS } from '../texts';
import { DocumentCard } from './document-card';
import styles from './project.module.css';

/** Every document the server lists, in its order. */
export function DocumentCardList({ slug, documents }: { slug: string; documents: DocumentCardData[] }) {
  return (
    <section aria-labelledby="project-documents">
      <Typography.Title level={2} id="project-documents" className={styles.sectionTitle}>
        {PROJECT_TEXTS.documents}
      </Typography.Title>
      <ul className={styles.cards}>
        {documents.map((document) => (
          <DocumentCard key={document.type} slug={slug} document={document} />
        ))}
      </ul>
    </section>
  );
}
