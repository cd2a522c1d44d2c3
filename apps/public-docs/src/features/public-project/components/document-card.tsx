import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, LockOutlined } from '@ant-design/icons';
import { Card, Tag, theme, Typography } from '@chronicle/antd-kit';
import { DOCS_TEXTS, type DocumentCard as DocumentCardData, type DocumentState } from '@chronicle/contracts';
import { SecondaryText } from '@chronicle/ui';
import { Link } from 'react-router-dom';
import { commitsText, dateTimeText, percentText, shortSha } from '../../../lib/format';
import { documentPath } from '../../../lib/paths';
import { PROJECT_TEXTS } from '../texts';
import styles from './project.module.css';

const STATE_LABELS: Record<DocumentState, string> = {
  ready: PROJECT_TEXTS.ready,
  failed: PROJECT_TEXTS.failed,
  'not-generated': DOCS_TEXTS.generateDocumentation,
  'not-in-tier': PROJECT_TEXTS.notInTier,
};

/** One document and its state; the whole card links to the document's page. */
export function DocumentCard({ slug, document }: { slug: string; document: DocumentCardData }) {
  return (
    <li>
      <Card className={styles.card}>
        <article aria-labelledby={`card-${document.type}`}>
          <Typography.Title level={3} className={styles.cardTitle} id={`card-${document.type}`}>
            <Link to={documentPath(slug, document.type)} className={styles.cardLink} style={{ color: 'inherit' }}>
              {document.title}
            </Link>
          </Typography.Title>
          <SecondaryText className={styles.fileName}>{document.fileName}</SecondaryText>
          <p className={styles.state}>
            <Tag icon={<StateIcon state={document.state} />}>{STATE_LABELS[document.state]}</Tag>
            {document.state === 'ready' && document.qualityScore !== null ? <Tag>{PROJECT_TEXTS.quality(percentText(document.qualityScore))}</Tag> : null}
          </p>
          {/* A failed document may still have the version written before: when and at which commit. */}
          {document.state === 'ready' || document.state === 'failed' ? <DocumentDetails document={document} /> : null}
          {document.reason && document.state !== 'ready' ? <SecondaryText className={styles.reason}>{document.reason}</SecondaryText> : null}
        </article>
      </Card>
    </li>
  );
}

function DocumentDetails({ document }: { document: DocumentCardData }) {
  const { token } = theme.useToken();
  const { commit, generatedAt } = document;
  return (
    <ul className={styles.details} style={{ color: token.colorTextSecondary }}>
      {commit ? (
        <li>
          <code>{PROJECT_TEXTS.commit(shortSha(commit.sha))}</code>
          {commit.commitsBehind !== null && commit.commitsBehind > 0 ? ` · ${PROJECT_TEXTS.behind(commitsText(commit.commitsBehind))}` : null}
        </li>
      ) : null}
      {generatedAt ? (
        <li>
          {PROJECT_TEXTS.generated} <time dateTime={generatedAt}>{dateTimeText(generatedAt)}</time>
        </li>
      ) : null}
    </ul>
  );
}

/** Icons only back up the label, so they are hidden from assistive technology. */
function StateIcon({ state }: { state: DocumentState }) {
  const { token } = theme.useToken();
  switch (state) {
    case 'ready':
      return <CheckCircleOutlined aria-hidden style={{ color: token.colorSuccess }} />;
    case 'failed':
      return <CloseCircleOutlined aria-hidden style={{ color: token.colorError }} />;
    case 'not-generated':
      return <ClockCircleOutlined aria-hidden />;
    case 'not-in-tier':
      return <LockOutlined aria-hidden />;
  }
}
