import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Typography } from '@chronicle/antd-kit';
import { SuccessTag } from '../../components/success-tag';
import { SUCCESS_TOASTS, type ChangelogEntry } from '@chronicle/contracts';
import { SecondaryText, useCopyToClipboard } from '@chronicle/ui';
import { useDeleteChangelogEntry } from '../../api/delete-changelog-entry';
import { commitCountText, entryDateText } from '../../lib/format';
import { DASHBOARD_TEXTS } from '../../texts';
import styles from './dashboard.module.css';

/** One entry: headline, date, commits, the processed mark, 'Copy Social' and delete (spec §2, §4). */
export function EntryRow({ entry }: { entry: ChangelogEntry }) {
  const copy = useCopyToClipboard();
  const remove = useDeleteChangelogEntry();
  return (
    <li className={styles.entry}>
      <div className={styles.entryText}>
        <Typography.Title level={3} className={styles.entryHeadline}>
          {entry.headline}
        </Typography.Title>
        <div className={styles.entryMeta}>
          <SecondaryText>
            <time dateTime={entry.pushedAt}>{entryDateText(entry.pushedAt)}</time>
          </SecondaryText>
          <SecondaryText>{commitCountText(entry.commitCount)}</SecondaryText>
          <SuccessTag>{DASHBOARD_TEXTS.processed}</SuccessTag>
        </div>
      </div>
      <div className={styles.entryActions}>
        <Button icon={<CopyOutlined />} onClick={() => void copy(entry.socialText, SUCCESS_TOASTS.socialCopied)}>
          {DASHBOARD_TEXTS.copySocial}
        </Button>
        <Button
          danger
          icon={<DeleteOutlined />}
          aria-label={DASHBOARD_TEXTS.deleteEntry}
          disabled={remove.isPending}
          onClick={() => remove.mutate(entry.id)}
        />
      </div>
    </li>
  );
}
