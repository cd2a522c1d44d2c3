import { Pagination } from '@chronicle/antd-kit';
import { PUBLIC_CHANGELOG_TEXTS } from '../texts';
import styles from './public-changelog.module.css';

type ChangelogPaginationProps = { page: number; pageSize: number; total: number; onChange: (page: number) => void };

/** Shown only when there is more than one page. */
export function ChangelogPagination({ page, pageSize, total, onChange }: ChangelogPaginationProps) {
  if (total <= pageSize) return null;
  return (
    <nav aria-label={PUBLIC_CHANGELOG_TEXTS.paginationLabel} className={styles.pagination}>
      <Pagination current={page} pageSize={pageSize} total={total} showSizeChanger={false} onChange={onChange} />
    </nav>
  );
}
