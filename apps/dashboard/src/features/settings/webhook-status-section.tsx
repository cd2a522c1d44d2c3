import { CheckCircleOutlined } from '@ant-design/icons';
import { theme, Typography } from '@chronicle/antd-kit';
import { SecondaryText } from '@chronicle/ui';
import { SectionCard } from '../../components/section-card';
import { SETTINGS_TEXTS } from '../../texts';
import styles from './settings.module.css';

/** Webhook Status (spec §2): the connected repository's push webhook. */
export function WebhookStatusSection() {
  const { token } = theme.useToken();
  return (
    <SectionCard title={SETTINGS_TEXTS.webhookTitle}>
      <div className={styles.status}>
        <CheckCircleOutlined aria-hidden style={{ color: token.colorSuccess, fontSize: 20 }} />
        <div className={styles.statusText}>
          <Typography.Text strong>{SETTINGS_TEXTS.webhookActive}</Typography.Text>
          <SecondaryText>{SETTINGS_TEXTS.webhookDescription}</SecondaryText>
        </div>
      </div>
    </SectionCard>
  );
}
