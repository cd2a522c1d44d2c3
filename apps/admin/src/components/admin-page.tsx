import type { ReactNode } from 'react';
import { Typography } from '@chronicle/antd-kit';
import { SecondaryParagraph } from '@chronicle/ui';
import styles from './admin-page.module.css';

/** The frame of the admin remote's pages: the title (the page's h1), a line saying what it is for, then the page. */
export function AdminPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Typography.Title level={1} className={styles.title}>
          {title}
        </Typography.Title>
        <SecondaryParagraph className={styles.intro}>{intro}</SecondaryParagraph>
      </header>
      {children}
    </div>
  );
}
