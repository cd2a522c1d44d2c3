import { Typography } from '@chronicle/antd-kit';
import { SecondaryParagraph, useDocumentTitle } from '@chronicle/ui';
import type { ReactNode } from 'react';
import page from './page.module.css';
import { SiteFooter } from './site-footer';
import styles from './info-page.module.css';

type InfoPageProps = { title: string; intro: ReactNode; children: ReactNode };

/** A page of reading matter (help, privacy, terms…): a heading, an introduction, sections, the footer. */
export function InfoPage({ title, intro, children }: InfoPageProps) {
  useDocumentTitle(`${title} · Chronicle`);
  return (
    <div className={page.page}>
      {/* antd's Typography is an <article> in the theme's text colour, lists included. */}
      <Typography className={`${page.section} ${page.readable} ${styles.article}`}>
        <header className={styles.header}>
          <Typography.Title level={1} className={page.noMargin}>
            {title}
          </Typography.Title>
          <SecondaryParagraph className={page.noMargin}>{intro}</SecondaryParagraph>
        </header>
        {children}
      </Typography>
      <SiteFooter />
    </div>
  );
}

/** One titled section of an {@link InfoPage}. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <Typography.Title level={2} className={page.noMargin}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
