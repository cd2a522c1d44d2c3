import type { ReactNode } from 'react';
import { Card } from '@chronicle/antd-kit';
import styles from './section-card.module.css';

/** A card whose title is a level-2 heading, so each section is reachable by heading. */
export function SectionCard({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card title={<h2 className={styles.title}>{title}</h2>} extra={extra}>
      {children}
    </Card>
  );
}
