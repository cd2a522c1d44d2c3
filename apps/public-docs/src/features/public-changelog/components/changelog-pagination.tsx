import { Button } from '@chronicle/antd-kit';
import { PUBLIC_CHANGELOG_TEXTS } from '../texts';
import styles from './public-changelog.module.css';

type ChangelogPaginationProps = { page: number; pageSize: number; total: number; onChange: (page: number) => void };

/** The page numbers to offer: all of them when few, else the first, the last and those around the current one. */
export function pageNumbers(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const around = [page - 1, page, page + 1].filter((n) => n > 1 && n < pageCount);
  const numbers = [1, ...around, pageCount];
  return numbers.flatMap((n, index) => (index > 0 && n - numbers[index - 1]! > 1 ? (['gap', n] as const) : [n]));
}

/** Shown only when there is more than one page. Plain buttons: antd's Pagination would weigh on every page (libs/antd-kit). */
export function ChangelogPagination({ page, pageSize, total, onChange }: ChangelogPaginationProps) {
  if (total <= pageSize) return null;
  const pageCount = Math.ceil(total / pageSize);
  return (
    <nav aria-label={PUBLIC_CHANGELOG_TEXTS.paginationLabel} className={styles.pagination}>
      <Button disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {PUBLIC_CHANGELOG_TEXTS.previousPage}
      </Button>
      {pageNumbers(page, pageCount).map((n, index) =>
        n === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Button key={n} title={String(n)} type={n === page ? 'primary' : 'default'} aria-current={n === page ? 'page' : undefined} onClick={() => onChange(n)}>
            {n}
          </Button>
        ),
      )}
      <Button disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        {PUBLIC_CHANGELOG_TEXTS.nextPage}
      </Button>
    </nav>
  );
}
