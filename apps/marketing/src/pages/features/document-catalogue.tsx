import type { SubscriptionTier } from '@chronicle/contracts';
import { Card, Tabs, Tag, theme, Typography } from '@chronicle/antd-kit';
import type { TabsProps } from '@chronicle/antd-kit';
import { useState } from 'react';
import { SecondaryParagraph } from '@chronicle/ui';
import { TabLabel } from '../../components/tab-label';
import page from '../../components/page.module.css';
import { DOCUMENTS, TIER_LABELS, TIERS, type ChronicleDocument } from '../../documents';
import styles from './features-page.module.css';

type CatalogueFilter = 'all' | SubscriptionTier;

const FILTER_NOTES: Record<CatalogueFilter, string> = {
  all: 'Every document Chronicle generates, from the free changelog to the full Pro set.',
  free: 'Free forever, for every repository.',
  lite: 'Lite adds three core documents for $8 per user per month.',
  pro: 'Pro adds eight in-depth documents for $50 per user per month. Open-source projects get Pro free.',
};

export function DocumentCatalogue() {
  const [filter, setFilter] = useState<CatalogueFilter>('all');
  const filters: readonly CatalogueFilter[] = ['all', ...TIERS];

  const items: TabsProps['items'] = filters.map((key) => ({
    key,
    label: <TabLabel active={key === filter}>{key === 'all' ? 'All' : TIER_LABELS[key]}</TabLabel>,
    children: <DocumentList filter={key} />,
  }));

  return (
    <section className={page.section}>
      <div className={page.sectionIntro}>
        <Typography.Title level={2}>Twelve documents from one repository</Typography.Title>
        <SecondaryParagraph className={page.noMargin}>
          Each document is rewritten as your code changes, so it never drifts from what the repository does.
        </SecondaryParagraph>
      </div>
      <Tabs activeKey={filter} onChange={(key) => setFilter(key as CatalogueFilter)} items={items} />
    </section>
  );
}

function DocumentList({ filter }: { filter: CatalogueFilter }) {
  const documents = filter === 'all' ? DOCUMENTS : DOCUMENTS.filter((document) => document.tier === filter);
  return (
    <>
      <Typography.Paragraph className={styles.tierNote}>{FILTER_NOTES[filter]}</Typography.Paragraph>
      <ul className={page.cardGrid}>
        {documents.map((document) => (
          <li key={document.fileName}>
            <DocumentCard document={document} />
          </li>
        ))}
      </ul>
    </>
  );
}

function DocumentCard({ document }: { document: ChronicleDocument }) {
  const { token } = theme.useToken();
  return (
    <Card size="small" className={styles.card}>
      <div className={styles.cardHeader}>
        <Typography.Title
          level={3}
          className={page.noMargin}
          style={{ fontSize: token.fontSize, fontFamily: token.fontFamilyCode }}
        >
          {document.fileName}
        </Typography.Title>
        <Tag>{TIER_LABELS[document.tier]}</Tag>
      </div>
      <Typography.Text strong>{document.title}</Typography.Text>
      <SecondaryParagraph className={page.noMargin}>
        {document.benefit}
      </SecondaryParagraph>
    </Card>
  );
}
