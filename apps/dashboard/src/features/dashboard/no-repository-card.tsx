import { FolderOpenOutlined, GithubOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from '@chronicle/antd-kit';
import { useNavigate } from 'react-router-dom';
import { SecondaryText } from '@chronicle/ui';
import { useCodeHost } from '../../hooks/use-code-host';
import { DASHBOARD_TEXTS } from '../../texts';
import styles from './dashboard.module.css';

/** Nothing connected yet: say so and lead to the settings (spec §2; the code host's own words in local mode). */
export function NoRepositoryCard() {
  const navigate = useNavigate();
  const { kind, texts } = useCodeHost();
  const Icon = kind === 'local' ? FolderOpenOutlined : GithubOutlined;
  return (
    <Card>
      <div className={styles.noRepository}>
        <Icon aria-hidden className={styles.noRepositoryIcon} />
        <Typography.Title level={2} className={styles.repositoryTitle}>
          {DASHBOARD_TEXTS.noRepositoryTitle}
        </Typography.Title>
        <SecondaryText>{texts.noRepositoryDescription}</SecondaryText>
        <Button type="primary" onClick={() => navigate('/settings')}>
          {DASHBOARD_TEXTS.connectRepository}
        </Button>
      </div>
    </Card>
  );
}
