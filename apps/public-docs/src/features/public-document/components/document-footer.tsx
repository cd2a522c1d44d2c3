import { theme, Typography } from '@chronicle/antd-kit';
import type { ReactNode } from 'react';
import type { PublicDocument, PublicProject, QualityComponents } from '@chronicle/contracts';
import { commitsText, dateTimeText, numberText, percentText, secondsText, shareText, shortSha } from '../../../lib/format';
import { useLinkColor } from '@chronicle/ui';
import { DOCUMENT_TEXTS } from '../texts';
import styles from './document.module.css';

const COMPONENTS: (keyof QualityComponents)[] = ['truthfulness', 'completeness', 'coverage', 'diagrams', 'hygiene', 'substance'];

/** How the document was made: score and its components, tokens, time, when, at which commit, by what. */
export function DocumentFooter({ project, document }: { project: PublicProject; document: PublicDocument }) {
  const { token } = theme.useToken();
  const linkColor = useLinkColor();
  const { commit } = document;
  const commitUrl = project.htmlUrl && commit.sha ? `${project.htmlUrl.replace(/\/+$/, '')}/commit/${commit.sha}` : null;
  return (
    <footer className={styles.footer} style={{ borderColor: token.colorBorderSecondary }}>
      <Typography.Title level={2} id="document-footer" className={styles.footerTitle}>
        {DOCUMENT_TEXTS.footerTitle}
      </Typography.Title>
      <dl className={styles.figures}>
        <Figure term={DOCUMENT_TEXTS.qualityScore}>
          {percentText(document.qualityScore)}
        </Figure>
        <Figure term={DOCUMENT_TEXTS.tokensUsed}>
          {numberText(document.tokensUsed)}
          {document.tokensEstimated ? ` (${DOCUMENT_TEXTS.estimated})` : ''}
        </Figure>
        <Figure term={DOCUMENT_TEXTS.generationTime}>
          {secondsText(document.generationTime)}
        </Figure>
        <Figure term={DOCUMENT_TEXTS.generated}>
          <time dateTime={document.generatedAt}>{dateTimeText(document.generatedAt)}</time>
        </Figure>
        <Figure term={DOCUMENT_TEXTS.commit}>
          {!commit.sha ? (
            DOCUMENT_TEXTS.unknownCommit
          ) : commitUrl ? (
            <a href={commitUrl} target="_blank" rel="noopener noreferrer" style={{ color: linkColor, textDecoration: 'underline' }}>
              <code>{shortSha(commit.sha)}</code>
            </a>
          ) : (
            <code>{shortSha(commit.sha)}</code>
          )}
          {commit.commitsBehind !== null && commit.commitsBehind > 0 ? `, ${DOCUMENT_TEXTS.behind(commitsText(commit.commitsBehind))}` : ''}
        </Figure>
        <Figure term={DOCUMENT_TEXTS.engine}>
          {document.engine === 'model' ? DOCUMENT_TEXTS.modelEngine(document.model) : DOCUMENT_TEXTS.builtInEngine}
        </Figure>
      </dl>
      <Typography.Title level={3} className={styles.componentsTitle}>
        {DOCUMENT_TEXTS.components}
      </Typography.Title>
      <dl className={styles.figures}>
        {COMPONENTS.filter((name) => typeof document.components[name] === 'number').map((name) => (
          <Figure key={name} term={DOCUMENT_TEXTS.componentNames[name]}>
            {shareText(document.components[name])}
          </Figure>
        ))}
      </dl>
    </footer>
  );
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div className={styles.figure}>
      <dt style={{ color: token.colorTextSecondary }}>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
