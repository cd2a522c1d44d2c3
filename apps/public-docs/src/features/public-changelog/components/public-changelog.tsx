import type { PublicChangelog as PublicChangelogData } from '@chronicle/contracts';
import { ChangelogEmpty } from './changelog-empty';
import { ChangelogEntryList } from './changelog-entry-list';
import { ChangelogHeader } from './changelog-header';
import { ChangelogPagination } from './changelog-pagination';
import { PageOutOfRange } from './page-out-of-range';
import styles from './public-changelog.module.css';

type PublicChangelogProps = {
  changelog: PublicChangelogData;
  /** The page asked for in the address; `changelog` may still be the previous page while it loads. */
  page: number;
  loadingPage: boolean;
  onPageChange: (page: number) => void;
};

/** A loaded changelog: header, one page of entries (or why there are none), the page links. */
export function PublicChangelog({ changelog, page, loadingPage, onPageChange }: PublicChangelogProps) {
  const { repository, entries, pageSize, total } = changelog;
  return (
    <div className={styles.page}>
      <ChangelogHeader repository={repository} />
      {total === 0 ? (
        <ChangelogEmpty kind={repository.kind} />
      ) : entries.length === 0 ? (
        <PageOutOfRange onFirstPage={() => onPageChange(1)} />
      ) : (
        <ChangelogEntryList entries={entries} busy={loadingPage} />
      )}
      <ChangelogPagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
    </div>
  );
}
