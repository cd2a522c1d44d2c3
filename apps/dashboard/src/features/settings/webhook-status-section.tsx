import { CheckCircleOutlined } from '@ant-design/icons';
import { theme, Typography } from '@chronicle/antd-kit';
import { SecondaryText } from '@chronicle/ui';
import { SectionCard } from '../../components/section-card';
import { useCodeHost } from '../../hooks/use-code-host';
import styles from './settings.module.css';

/** Webhook Status (spec §2): the connected repository's push webhook — or, for a local repository, the polling of its branch. */
export function WebhookStatusSection() {
  const { token } = theme.useToken();
  const { texts } = useCodeHost();
  return (
    <SectionCard title={texts.statusTitle}>
      <div className={styles.status}>
        <CheckCircleOutlined aria-hidden style={{ color: token.colorSuccess, fontSize: 20 }} />
        <div className={styles.statusText}>
          <Typography.Text strong>{texts.statusActive}</Typography.Text>
          <SecondaryText>{texts.statusDescription}</SecondaryText>
        </div>
      </div>
    </SectionCard>
  );
}
