import { FileTextOutlined, NotificationOutlined } from '@ant-design/icons';
import { Button, Typography } from '@chronicle/antd-kit';
import { PUBLIC_ROUTES, type PublicChangelog } from '@chronicle/contracts';
import { SecondaryParagraph, SecondaryText } from '@chronicle/ui';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { projectPath } from '../../../lib/paths';
import { PUBLIC_CHANGELOG_TEXTS } from '../texts';
import styles from './public-changelog.module.css';

/** The repository's full name as the page's one h1, a link to its documentation page, and its Atom feed (also announced in <head>). */
export function ChangelogHeader({ repository }: { repository: PublicChangelog['repository'] }) {
  const feedUrl = PUBLIC_ROUTES.feed(encodeURIComponent(repository.publicSlug));
  const docsPath = projectPath(repository.publicSlug);
  const navigate = useNavigate();
  // A real link (it opens in a new tab, it is announced as a link), followed inside the app on a plain click.
  const followInApp = (event: MouseEvent, path: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <header className={styles.header}>
      {/* React hoists this into <head>, where feed readers look for it. */}
      <link rel="alternate" type="application/atom+xml" title={PUBLIC_CHANGELOG_TEXTS.feedTitle(repository.fullName)} href={feedUrl} />
      <SecondaryText className={styles.eyebrow}>{PUBLIC_CHANGELOG_TEXTS.eyebrow}</SecondaryText>
      <Typography.Title level={1} className={styles.title}>
        {repository.fullName}
      </Typography.Title>
      <SecondaryParagraph className={styles.intro}>{PUBLIC_CHANGELOG_TEXTS.intro(repository.name, repository.kind)}</SecondaryParagraph>
      {/* A button-styled link: antd's link blue on the dark background is below 4.5:1. */}
      <div className={styles.headerLinks}>
        <Button href={docsPath} onClick={(event) => followInApp(event, docsPath)} icon={<FileTextOutlined aria-hidden />}>
          {PUBLIC_CHANGELOG_TEXTS.docsLink}
        </Button>
        <Button href={feedUrl} icon={<NotificationOutlined aria-hidden />}>
          {PUBLIC_CHANGELOG_TEXTS.feedLink}
        </Button>
      </div>
    </header>
  );
}
