import { Tabs, Tag, theme, Typography } from '@chronicle/antd-kit';
import type { TabsProps } from '@chronicle/antd-kit';
import { Fragment, useState, type ReactElement, type Ref } from 'react';
import { SecondaryParagraph } from '@chronicle/ui';
import { TabLabel } from '../../components/tab-label';
import page from '../../components/page.module.css';
import { DOCUMENTS, TIER_LABELS, type ChronicleDocument, type DocumentFileName } from '../../documents';
import { SAMPLE_DOCUMENTS, SAMPLE_PROJECT_NAME } from '../../samples/sample-documents';
import styles from './landing-page.module.css';

export const SAMPLE_SECTION_ID = 'context-engine';

type SampleDocumentsSectionProps = { sectionRef?: Ref<HTMLElement> };

export function SampleDocumentsSection({ sectionRef }: SampleDocumentsSectionProps) {
  const [activeFile, setActiveFile] = useState<DocumentFileName>('CHANGELOG.md');

  const items: TabsProps['items'] = DOCUMENTS.map((document) => ({
    key: document.fileName,
    label: (
      <TabLabel active={document.fileName === activeFile} variant="chip">
        {document.fileName}
      </TabLabel>
    ),
    children: <SamplePanel document={document} />,
  }));

  return (
    <section id={SAMPLE_SECTION_ID} ref={sectionRef} className={`${page.section} ${styles.sampleSection}`}>
      <div className={page.sectionIntro}>
        <Typography.Title level={2}>The context engine at work</Typography.Title>
        <SecondaryParagraph className={page.noMargin}>
          Twelve documents Chronicle wrote from the history of {SAMPLE_PROJECT_NAME}, a small open-source
          rate-limiting library for Node.js. Pick a file to read it.
        </SecondaryParagraph>
      </div>
      <Tabs
        className={styles.fileTabs}
        activeKey={activeFile}
        onChange={(key) => setActiveFile(key as DocumentFileName)}
        tabBarGutter={8}
        styles={{ indicator: { display: 'none' } }}
        renderTabBar={(props, DefaultTabBar) => (
          <DefaultTabBar {...props}>{(node) => <TierGroupStart key={node.key} node={node} />}</DefaultTabBar>
        )}
        items={items}
      />
    </section>
  );
}

type TierGroupStartProps = { node: ReactElement };

/** Puts a tier label in front of the first tab of each tier, so the tabs read as three groups. */
function TierGroupStart({ node }: TierGroupStartProps) {
  const { token } = theme.useToken();
  const index = DOCUMENTS.findIndex((document) => document.fileName === node.key);
  const document = DOCUMENTS[index];
  const startsGroup = document !== undefined && (index === 0 || DOCUMENTS[index - 1]?.tier !== document.tier);
  if (!startsGroup) return node;
  // The label is decoration inside the tablist; the panel names the tier for assistive technology.
  return (
    <Fragment>
      {index > 0 && <span aria-hidden className={styles.rowBreak} />}
      <span aria-hidden className={styles.groupLabel} style={{ color: token.colorTextSecondary }}>
        {TIER_LABELS[document.tier]}
      </span>
      {node}
    </Fragment>
  );
}

function SamplePanel({ document }: { document: ChronicleDocument }) {
  const { token } = theme.useToken();
  return (
    <div>
      <div className={styles.panelHeader}>
        <Typography.Title level={3} className={page.noMargin} style={{ fontSize: token.fontSizeHeading4 }}>
          {document.title}
        </Typography.Title>
        <Tag>{TIER_LABELS[document.tier]} plan</Tag>
        {document.tier === 'free' && <Typography.Text strong>OSS projects get Pro features free</Typography.Text>}
      </div>
      <SecondaryParagraph>{document.benefit}</SecondaryParagraph>
      <pre
        role="region"
        aria-label={`Sample ${document.fileName}`}
        tabIndex={0}
        className={styles.sample}
        style={{
          background: token.colorBgContainer,
          borderColor: token.colorBorderSecondary,
          borderRadius: token.borderRadiusLG,
          color: token.colorText,
          fontFamily: token.fontFamilyCode,
          fontSize: token.fontSizeSM,
        }}
      >
        {SAMPLE_DOCUMENTS[document.fileName]}
      </pre>
    </div>
  );
}
