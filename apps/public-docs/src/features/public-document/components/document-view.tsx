import { Card } from '@chronicle/antd-kit';
import type { DocType, PublicDocumentView } from '@chronicle/contracts';
import { useMemo } from 'react';
import pageStyles from '../../../components/page.module.css';
import { DocumentBody } from './document-body';
import { DocumentCutNotice } from './document-cut-notice';
import { DocumentFooter } from './document-footer';
import { DocumentHeader } from './document-header';
import { DocumentTabs, tabId } from './document-tabs';
import styles from './document.module.css';

const PANEL_ID = 'document-panel';

type DocumentViewProps = {
  view: PublicDocumentView;
  /** The documents to offer as tabs (the shown one among them). */
  tabs: DocType[];
  /** The next tab's document is on its way; this one stays until it comes. */
  loading: boolean;
};

/** A loaded document: header, tabs, the rendered Markdown, how it was made. */
export function DocumentView({ view, tabs, loading }: DocumentViewProps) {
  const { project, document } = view;
  // Relative links open the repository's files at the document's commit (the branch head if none was recorded).
  const sha = document.commit.sha || project.headSha || 'HEAD';
  const links = useMemo(() => ({ htmlUrl: project.htmlUrl, sha }), [project.htmlUrl, sha]);
  return (
    <div className={pageStyles.page}>
      <DocumentHeader project={project} document={document} />
      <DocumentTabs slug={project.publicSlug} types={tabs} active={document.type} panelId={PANEL_ID} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(document.type)} aria-busy={loading} className={styles.panel}>
        {document.truncated && <DocumentCutNotice slug={project.publicSlug} document={document} />}
        <Card>
          <DocumentBody content={document.content} links={links} />
        </Card>
      </div>
      <DocumentFooter project={project} document={document} />
    </div>
  );
}
