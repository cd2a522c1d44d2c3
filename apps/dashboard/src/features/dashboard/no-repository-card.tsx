import { GithubOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from '@chronicle/antd-kit';
import { useNavigate } from 'react-router-dom';
import { SecondaryText } from '@chronicle/ui';
import { DASHBOARD_TEXTS } from '../../texts';
import styles from './dashboard.module.css';

/** Nothing connected yet: say so and lead to the settings (spec §2). */
export function NoRepositoryCard() {
  const navigate = useNavigate();
  return (
    <Card>
      <div className={styles.noRepository}>
        <GithubOutlined aria-hidden className={styles.noRepositoryIcon} />
        <Typography.Title level={2} className={styles.repositoryTitle}>
          {DASHBOARD_TEXTS.noRepositoryTitle}
        </Typography.Title>
        <SecondaryText>{DASHBOARD_TEXTS.noRepositoryDescription}</SecondaryText>
        <Button type="primary" onClick={() => navigate('/settings')}>
          {DASHBOARD_TEXTS.connectRepository}
        </Button>
      </div>
    </Card>
  );
}
