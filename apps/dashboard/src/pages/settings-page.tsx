import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Typography } from '@chronicle/antd-kit';
import { useNavigate } from 'react-router-dom';
import page from '../components/page.module.css';
import { RequireSession } from '../components/require-session';
import { SettingsSections } from '../features/settings/settings-sections';
import styles from '../features/settings/settings.module.css';
import { SETTINGS_TEXTS } from '../texts';

/** /settings (spec §2): connect, inspect, tune, disconnect, delete. */
export default function SettingsPage() {
  const navigate = useNavigate();
  return (
    <RequireSession>
      {() => (
        <div className={page.page}>
          <div className={styles.header}>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/dashboard')}>
              {SETTINGS_TEXTS.backToDashboard}
            </Button>
            <Typography.Title level={1} className={page.title}>
              {SETTINGS_TEXTS.title}
            </Typography.Title>
          </div>
          <SettingsSections />
        </div>
      )}
    </RequireSession>
  );
}
