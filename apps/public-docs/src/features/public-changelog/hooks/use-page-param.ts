import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The server's own limit on `?page=`: a whole number of at least 1, up to six digits. */
const PAGE_PARAM = /^[1-9]\d{0,5}$/;

/** Reads `?page=` (anything but a valid page number means page 1). */
export function pageFromParam(value: string | null): number {
  return value !== null && PAGE_PARAM.test(value) ? Number(value) : 1;
}

/**
 * The changelog page number, kept in the address (`?page=N`) so it survives a reload and can be
 * shared; page 1 is the bare address.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback(
    (page: number) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return [pageFromParam(params.get('page')), setPage];
}
