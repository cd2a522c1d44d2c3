import type { ReactNode } from 'react';
import { WarningOutlined } from '@ant-design/icons';
import { Card, theme } from '@chronicle/antd-kit';
import styles from './section-card.module.css';

type SectionCardProps = {
  title: string;
  /** Shown at the right of the title. */
  extra?: ReactNode;
  danger?: boolean;
  children: ReactNode;
};

/** A card whose title is a level-2 heading, so each section is reachable by heading. */
export function SectionCard({ title, extra, danger = false, children }: SectionCardProps) {
  const { token } = theme.useToken();
  return (
    <Card
      title={
        <h2 className={styles.title}>
          {danger && <WarningOutlined aria-hidden style={{ color: token.colorError }} />}
          {title}
        </h2>
      }
      extra={extra}
      style={danger ? { borderColor: token.colorError } : undefined}
    >
      {children}
    </Card>
  );
}
