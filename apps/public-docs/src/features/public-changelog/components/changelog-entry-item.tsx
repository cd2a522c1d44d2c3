import { BranchesOutlined, CalendarOutlined } from '@ant-design/icons';
import { Card, theme, Typography } from '@chronicle/antd-kit';
import type { PublicChangelog } from '@chronicle/contracts';
import { commitCountText, entryDateText } from '../format';
import styles from './public-changelog.module.css';

export type PublicChangelogEntry = PublicChangelog['entries'][number];

export function ChangelogEntryItem({ entry }: { entry: PublicChangelogEntry }) {
  const { token } = theme.useToken();
  return (
    <li>
      <Card>
        <article>
          <Typography.Title level={2} className={styles.headline}>
            {entry.headline}
          </Typography.Title>
          <div className={styles.meta} style={{ color: token.colorTextSecondary }}>
            <span className={styles.metaItem}>
              <CalendarOutlined aria-hidden />
              <time dateTime={entry.pushedAt}>{entryDateText(entry.pushedAt)}</time>
            </span>
            <span className={styles.metaItem}>
              <BranchesOutlined aria-hidden />
              {commitCountText(entry.commitCount)}
            </span>
          </div>
          <Typography.Paragraph className={styles.summary}>{entry.summary}</Typography.Paragraph>
        </article>
      </Card>
    </li>
  );
}
