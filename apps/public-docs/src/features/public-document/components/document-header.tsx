import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Tag, Typography } from '@chronicle/antd-kit';
import { DOCS_ROUTES, type PublicDocument, type PublicProject } from '@chronicle/contracts';
import { SecondaryText } from '@chronicle/ui';
import { Link } from 'react-router-dom';
import { RepositoryFacts } from '../../../components/repository-facts';
import { ShareButton } from '../../../components/share-button';
import { percentText } from '../../../lib/format';
import { documentPath, projectPath } from '../../../lib/paths';
import { DOCUMENT_TEXTS } from '../texts';
import styles from './document.module.css';

/** Name (the page's h1, linking to the project page), stars, language, the score badge; Share and Download. */
export function DocumentHeader({ project, document }: { project: PublicProject; document: PublicDocument }) {
  const slug = project.publicSlug;
  return (
    <header className={styles.header}>
      <div className={styles.heading}>
        <Typography.Title level={1} className={styles.title}>
          <Link to={projectPath(slug)} style={{ color: 'inherit' }}>
            {project.name}
          </Link>
        </Typography.Title>
        <SecondaryText className={styles.fullName}>{project.fullName}</SecondaryText>
        <RepositoryFacts project={project}>
          <li>
            <Tag icon={<SafetyCertificateOutlined aria-hidden />} className={styles.badge}>
              {DOCUMENT_TEXTS.qualityBadge(percentText(document.qualityScore))}
            </Tag>
          </li>
        </RepositoryFacts>
      </div>
      <div className={styles.actions}>
        <ShareButton path={documentPath(slug, document.type)} title={DOCUMENT_TEXTS.documentTitle(document.title, project.fullName)} />
        {/* Same origin, so the browser saves the answer under the document's file name. */}
        <Button
          href={DOCS_ROUTES.markdown(encodeURIComponent(slug), document.type)}
          download={document.fileName}
          icon={<DownloadOutlined aria-hidden />}
          aria-label={DOCUMENT_TEXTS.downloadLabel(document.fileName)}
        >
          {DOCUMENT_TEXTS.download}
        </Button>
      </div>
    </header>
  );
}
