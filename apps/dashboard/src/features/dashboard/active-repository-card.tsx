import { ExportOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from '@chronicle/antd-kit';
import { SuccessTag } from '../../components/success-tag';
import type { ConnectedRepository } from '@chronicle/contracts';
import { DASHBOARD_TEXTS } from '../../texts';
import styles from './dashboard.module.css';

/** The connected repository: its name, the 'Connected' badge and its public page (spec §2). */
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
        {/* A button-styled link: antd's link blue on the dark background is below WCAG AA. */}
        <Button href={`/${repository.publicSlug}`} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined aria-hidden />}>
          {DASHBOARD_TEXTS.viewPublicPage}
        </Button>
      </div>
    </Card>
  );
}
