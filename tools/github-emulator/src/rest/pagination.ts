import type { Request, Response } from 'express';
import type { EmulatorState } from '../state.js';

export type Pagination = { page: number; perPage: number };

/**
 * `page` and `per_page` read as GitHub reads them: leniently. Anything that is not a positive
 * whole number falls back to the default (page 1, `defaultPerPage`); `per_page` is capped at 100.
 */
export function readPagination(req: Request, defaultPerPage = 30): Pagination {
  return {
    page: positiveInteger(req.query.page) ?? 1,
    perPage: Math.min(positiveInteger(req.query.per_page) ?? defaultPerPage, 100),
  };
}

/** The slice of `items` a page holds. */
export function pageOf<T>(items: T[], { page, perPage }: Pagination): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/**
 * GitHub's `Link` header for a page of `total` items: `prev`, `next`, `last` and `first`, each the
 * request's own URL (every other query parameter kept) with another `page`. Nothing when one page holds it all.
 */
export function setLinkHeader(state: EmulatorState, req: Request, res: Response, { page, perPage }: Pagination, total: number): void {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links: string[] = [];
  const link = (target: number, rel: string) => links.push(`<${pageUrl(state, req, target)}>; rel="${rel}"`);
  if (page > 1) link(Math.min(page - 1, lastPage), 'prev');
  if (page < lastPage) {
    link(page + 1, 'next');
    link(lastPage, 'last');
  }
  if (page > 1) link(1, 'first');
  if (links.length > 0) res.setHeader('Link', links.join(', '));
}

function pageUrl(state: EmulatorState, req: Request, page: number): string {
  const url = new URL(req.originalUrl, state.baseUrl);
  url.searchParams.set('page', String(page));
  return `${state.baseUrl}${url.pathname}${url.search}`;
}

function positiveInteger(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && Number.isSafeInteger(number) ? number : undefined;
}
