import type { FieldErrors } from '@nagar/contract';
import { api } from './admin-api.ts';

/** A list screen's query as the URL holds it: the set filters (trimmed), the page, and the contract's verdict on them. */
export interface ListQuery {
  query: URLSearchParams;
  /** The filters as a query string, without the page ('' when none is set). */
  queryText: string;
  page: number;
  errors: FieldErrors;
}

/**
 * Reads a back-office list's filters from the URL as the API checks them (the contract's `check`), so the
 * screen names a bad filter beside its control before asking, in the page's language.
 */
export function readListQuery(
  params: URLSearchParams,
  filters: readonly string[],
  check?: (query: Record<string, string>) => { errors: FieldErrors },
): ListQuery {
  const query = new URLSearchParams();
  for (const f of filters) if (params.get(f)?.trim()) query.set(f, params.get(f)!.trim());
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  return { query, queryText: query.toString(), page, errors: check?.(Object.fromEntries(query)).errors ?? {} };
}

/** The address of another page of the list, its filters kept. */
export const pageHref = (queryText: string) => (page: number) => `?${queryText}${queryText ? '&' : ''}page=${page}`;

/** How many of the named filters the URL sets (the phone's Filters button shows it). */
export const activeFilters = (params: URLSearchParams, filters: readonly string[]) => filters.filter((f) => params.get(f)?.trim()).length;

/**
 * One page of a list as a screen shows it: the rows, the total (X-Total-Count), whether the total is a floor
 * (X-Total-More: the count stopped early), and whether the read failed.
 */
export interface LoadedPage<T> {
  items: T[];
  total: number;
  more: boolean;
  failed: boolean;
}

/**
 * Reads one page of a back-office list from the API in the browser. A failure is logged (unless the router
 * cancelled the read because a newer filter replaced it) and answered as a failed, empty page.
 */
export function loadPage<T>(path: string, list: Pick<ListQuery, 'queryText' | 'page'>, pageSize: number, signal: AbortSignal) {
  const { queryText, page } = list;
  return api<T[]>(`${path}?${queryText}${queryText ? '&' : ''}page=${page}&pageSize=${pageSize}`, { signal }).then(
    ({ data, headers }): LoadedPage<T> => ({
      items: data,
      total: Number(headers.get('x-total-count') ?? data.length),
      more: headers.get('x-total-more') === 'true',
      failed: false,
    }),
    (err: unknown): LoadedPage<T> => {
      if (!signal.aborted) console.error(err);
      return { items: [], total: 0, more: false, failed: true };
    },
  );
}

/** A page with nothing read (the filters are wrong: the list is not asked for). */
export const noPage = <T>(): LoadedPage<T> => ({ items: [], total: 0, more: false, failed: false });
