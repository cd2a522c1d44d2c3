import { ExportOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from '@chronicle/antd-kit';
import { SuccessTag } from '../../components/success-tag';
import { publicDocsPath, type ConnectedRepository } from '@chronicle/contracts';
import { DASHBOARD_TEXTS } from '../../texts';
import styles from './dashboard.module.css';

/** The connected repository: its name, the 'Connected' badge, its public page (spec §2) and its public documentation. */
export function ActiveRepositoryCard({ repository }: { repository: ConnectedRepository }) {
  return (
    <Card>
      <div className={styles.repository}>
        <div className={styles.repositoryName}>
          <Typography.Title level={2} className={styles.repositoryTitle}>
            {repository.fullName}
          </Typography.Title>
          <SuccessTag>{DASHBOARD_TEXTS.connected}</SuccessTag>
        </div>
        {/* Button-styled links: antd's link blue on the dark background is below WCAG AA. */}
        <div className={styles.repositoryLinks}>
          <Button href={`/${repository.publicSlug}`} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined aria-hidden />}>
            {DASHBOARD_TEXTS.viewPublicPage}
          </Button>
          <Button href={publicDocsPath(repository.publicSlug)} target="_blank" rel="noopener noreferrer" icon={<FileTextOutlined aria-hidden />}>
            {DASHBOARD_TEXTS.viewDocumentation}
          </Button>
        </div>
      </div>
    </Card>
  );
}
