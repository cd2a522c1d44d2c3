import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Typography } from '@chronicle/antd-kit';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from '@chronicle/contracts';
import { SecondaryText, useLogout, useToasts } from '@chronicle/ui';
import page from '../../components/page.module.css';
import { DASHBOARD_TEXTS, LOGOUT_FAILED } from '../../texts';
import styles from './dashboard.module.css';

/** Title, who is signed in, and the settings and logout buttons (spec §2). */
export function DashboardHeader({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const toasts = useToasts();
  return (
    <div className={styles.header}>
      <div className={styles.identity}>
        <Avatar size={56} src={user.avatarUrl ?? undefined} icon={<UserOutlined />} alt="" />
        <div className={styles.identityText}>
          <Typography.Title level={1} className={page.title}>
            {DASHBOARD_TEXTS.title}
          </Typography.Title>
          <div className={styles.names}>
            <Typography.Text strong>{user.name || user.username}</Typography.Text>
            <SecondaryText>@{user.username}</SecondaryText>
          </div>
        </div>
      </div>
      <div className={styles.headerActions}>
        <Button icon={<SettingOutlined />} onClick={() => navigate('/settings')}>
          {DASHBOARD_TEXTS.settings}
        </Button>
        <Button icon={<LogoutOutlined />} onClick={() => logout().catch((error: unknown) => toasts.failure(LOGOUT_FAILED, error))}>
          {DASHBOARD_TEXTS.logout}
        </Button>
      </div>
    </div>
  );
}
