import { PAGE_MAX, PAGE_SIZE_MAX } from './limits.ts';
import type { MessageKey } from './messages.ts';
import { searchFieldsOf, sortFieldsOf, type ListFilter, type ResourceDef } from './resource.ts';
import { hasControlChars, longerThan } from './text.ts';
import { isValidDate, type FieldErrors } from './validate.ts';

/** The longest search text an admin list accepts. */
export const LIST_SEARCH_MAX = 100;
/** The longest value of a text filter (department). */
const FILTER_TEXT_MAX = 200;

/**
 * An admin list's query as the service reads it: page, search over the definition's search fields, one sort
 * column from the whitelist, and the definition's filters. Absent values mean "no condition".
 */
export interface AdminListQuery {
  page?: number;
  pageSize?: number;
  search?: string;
  sort?: { field: string; desc: boolean };
  /** Select and text filters by field key. */
  equals?: Record<string, string>;
  contains?: Record<string, string>;
  /** The date-range filter on its field (yyyy-mm-dd, both ends included). */
  range?: { field: string; from?: string; to?: string };
}

/** The query parameter names of a filter: the field's key, or from/to for a date range. */
export const filterParams = (filter: ListFilter): string[] => (filter.kind === 'dateRange' ? ['from', 'to'] : [filter.field]);

/** Every query parameter an admin list of this type reads (the screen keeps them in its URL). */
export const listParamsOf = (def: ResourceDef): string[] => [
  'search',
  'sort',
  'page',
  'pageSize',
  ...(def.filters ?? []).flatMap(filterParams),
];

/**
 * Checks an admin list's query (every value a string as it comes in a URL). Each bad parameter is named with
 * its message; unknown parameters are ignored (the spec's clients send their own).
 */
export function checkListQuery(def: ResourceDef, raw: Record<string, unknown>): { query: AdminListQuery; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fail = (name: string, key: MessageKey, params?: Record<string, string | number>) => void (errors[name] = { key, params });
  const query: AdminListQuery = {};
  const text = (name: string): string | undefined => {
    const v = raw[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') {
      fail(name, 'repeatedParameter', { name });
      return undefined;
    }
    return v.trim() || undefined;
  };
  const bounded = (name: string, max: number): string | undefined => {
    const v = text(name);
    if (v === undefined) return undefined;
    if (v.length > max) fail(name, 'tooLong', { max });
    else if (hasControlChars(v)) fail(name, 'controlChars');
    else return v;
    return undefined;
  };
  const whole = (name: 'page' | 'pageSize', max: number) => {
    const v = text(name);
    if (v === undefined) return;
    if (!/^\d{1,9}$/.test(v) || Number(v) < 1 || Number(v) > max) fail(name, 'auditPageRange', { max });
    else query[name] = Number(v);
  };
  whole('page', PAGE_MAX);
  whole('pageSize', PAGE_SIZE_MAX);

  const search = bounded('search', LIST_SEARCH_MAX);
  if (search && searchFieldsOf(def).length) query.search = search;

  const sort = text('sort');
  if (sort) {
    const allowed = ['id', ...sortFieldsOf(def)];
    const field = sort.replace(/^[-+]/, '');
    if (!allowed.includes(field)) fail('sort', 'listSortInvalid', { allowed: allowed.join(', ') });
    else query.sort = { field, desc: sort.startsWith('-') };
  }

  for (const filter of def.filters ?? []) {
    const field = def.fields.find((f) => f.key === filter.field);
    if (filter.kind === 'select') {
      const v = bounded(filter.field, FILTER_TEXT_MAX);
      if (v === undefined) continue;
      if (field?.options && !field.options.some((o) => o.value === v)) fail(filter.field, 'invalidChoice');
      else (query.equals ??= {})[filter.field] = v;
    } else if (filter.kind === 'text') {
      const v = bounded(filter.field, FILTER_TEXT_MAX);
      if (v !== undefined) (query.contains ??= {})[filter.field] = v;
    } else {
      const range: { field: string; from?: string; to?: string } = { field: filter.field };
      for (const end of ['from', 'to'] as const) {
        const v = text(end);
        if (v === undefined) continue;
        if (!isValidDate(v)) fail(end, 'invalidDate');
        else range[end] = v;
      }
      if (range.from && range.to && range.from > range.to) fail('to', 'dateOrder');
      if (range.from || range.to) query.range = range;
    }
  }
  return { query, errors };
}

/** A query's value as it comes in a URL, trimmed (undefined when absent or repeated). */
const queryText =
  (query: Record<string, unknown>) =>
  (key: string): string | undefined => {
    const v = query[key];
    return typeof v === 'string' ? v.trim() : undefined;
  };

/**
 * The part every filtered back-office list shares (the audit trail, the contact inbox): `from` and `to` days
 * (yyyy-mm-dd, India's, in order) and the page and page size, read from a query as it comes in a URL into `into`,
 * each bad value's field and message into `errors`.
 */
export function checkDaysAndPage(
  query: Record<string, unknown>,
  into: { from?: string; to?: string; page: number; pageSize: number },
  errors: FieldErrors,
): void {
  const text = queryText(query);
  for (const key of ['from', 'to'] as const) {
    const v = text(key);
    if (v && !isValidDate(v)) errors[key] = { key: 'invalidDate' };
    else if (v) into[key] = v;
  }
  if (into.from && into.to && into.from > into.to) errors.to = { key: 'dateOrder' };
  const whole = (key: 'page' | 'pageSize', max: number) => {
    const v = text(key);
    if (v === undefined || v === '') return;
    const n = Number(v);
    if (!/^\d+$/.test(v) || n < 1 || n > max) errors[key] = { key: 'auditPageRange', params: { max } };
    else into[key] = n;
  };
  whole('page', PAGE_MAX);
  whole('pageSize', PAGE_SIZE_MAX);
}

/** What a filtered list's own filters are read with: the query's trimmed values, and the errors found so far. */
export interface FilterReader {
  errors: FieldErrors;
  fail: (field: string, key: MessageKey, params?: Record<string, string | number>) => void;
  text: (key: string) => string | undefined;
  /** The value when it is one of `values` (undefined when absent); any other is refused as `invalidChoice`. */
  choice: <T extends string>(key: string, values: readonly T[]) => T | undefined;
  /** The value when it is at most `max` characters long (undefined when absent); a longer one is refused as `tooLong`. */
  upTo: (key: string, max: number) => string | undefined;
}

/**
 * Checks a filtered back-office list's query (the audit trail, the contact inbox, the licence queue): its own
 * filters by `read`, then the days and the page (checkDaysAndPage), into `filters` (which holds the defaults).
 */
export function checkFilteredList<F extends { from?: string; to?: string; page: number; pageSize: number }>(
  query: Record<string, unknown>,
  filters: F,
  read: (reader: FilterReader, filters: F) => void,
): { filters: F; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fail = (field: string, key: MessageKey, params?: Record<string, string | number>) => void (errors[field] = { key, params });
  const text = queryText(query);
  const choice = <T extends string>(key: string, values: readonly T[]): T | undefined => {
    const v = text(key);
    if (v && !(values as readonly string[]).includes(v)) fail(key, 'invalidChoice');
    else if (v) return v as T;
    return undefined;
  };
  const upTo = (key: string, max: number): string | undefined => {
    const v = text(key);
    if (v && longerThan(v, max)) fail(key, 'tooLong', { max });
    else if (v) return v;
    return undefined;
  };
  read({ errors, fail, text, choice, upTo }, filters);
  checkDaysAndPage(query, filters, errors);
  return { filters, errors };
}
