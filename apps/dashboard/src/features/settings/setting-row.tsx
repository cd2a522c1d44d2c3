import type { ReactNode } from 'react';
import { Typography } from '@chronicle/antd-kit';
import { SecondaryText } from '@chronicle/ui';
import styles from './settings.module.css';

/** A titled action: what it does on the left, its button on the right. */
export function SettingRow({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className={styles.settingRow}>
      <div className={styles.statusText}>
        <Typography.Title level={3} className={styles.rowTitle}>
          {title}
        </Typography.Title>
        <SecondaryText>{description}</SecondaryText>
      </div>
      {children}
    </div>
  );
}
