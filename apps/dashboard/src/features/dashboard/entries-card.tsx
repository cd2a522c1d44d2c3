import { InboxOutlined } from '@ant-design/icons';
import { Typography } from '@chronicle/antd-kit';
import { RECENT_ENTRIES_LIMIT } from '@chronicle/contracts';
import { SecondaryText } from '@chronicle/ui';
import { useChangelogEntries } from '../../api/get-changelog-entries';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { SectionCard } from '../../components/section-card';
import { DASHBOARD_TEXTS, LOAD_ERROR_TEXTS } from '../../texts';
import { useCodeHost } from '../../hooks/use-code-host';
import { EntryRow } from './entry-row';
import styles from './dashboard.module.css';

/** 'Recent Changelog Entries': the last 30, newest first, or the empty state (spec §2). */
export function EntriesCard() {
  const entries = useChangelogEntries({ enabled: true });
  const { texts } = useCodeHost();
  return (
    <SectionCard title={DASHBOARD_TEXTS.entriesTitle} extra={<SecondaryText>{DASHBOARD_TEXTS.entriesLabel}</SecondaryText>}>
      {entries.isPending ? (
        <Loading />
      ) : entries.isError ? (
        <LoadError what={LOAD_ERROR_TEXTS.entries} error={entries.error} onRetry={() => void entries.refetch()} retrying={entries.isFetching} />
      ) : entries.data.length === 0 ? (
        <div className={styles.noEntries}>
          <InboxOutlined aria-hidden className={styles.noRepositoryIcon} />
          <Typography.Title level={3} className={styles.entryHeadline}>
            {DASHBOARD_TEXTS.noEntriesTitle}
          </Typography.Title>
          <SecondaryText>{texts.noEntriesDescription}</SecondaryText>
        </div>
      ) : (
        <ul className={styles.entries}>
          {entries.data.slice(0, RECENT_ENTRIES_LIMIT).map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
