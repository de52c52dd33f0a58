import { describe, expect, it } from 'vitest';
import { checkContactQuery } from '@nagar/contract';
import { activeFilters, noPage, pageHref, readListQuery } from './list-query.ts';

describe('a back-office list query', () => {
  it('keeps the named filters that are set (trimmed), drops the rest, and reads the page', () => {
    const params = new URLSearchParams('q=%20water%20&status=&from=2026-10-01&page=3&other=x');
    const list = readListQuery(params, ['q', 'status', 'from', 'to']);
    expect(list.queryText).toBe('q=water&from=2026-10-01');
    expect(list.page).toBe(3);
    expect(list.errors).toEqual({});
  });

  it('starts on page 1 for a missing, zero, negative or non-numeric page', () => {
    for (const page of ['', '0', '-2', 'abc']) expect(readListQuery(new URLSearchParams({ page }), ['q']).page).toBe(1);
  });

  it('names a wrong filter by the contract’s check, as the API would', () => {
    const list = readListQuery(new URLSearchParams('from=2026-10-10&to=2026-10-01'), ['q', 'status', 'from', 'to'], checkContactQuery);
    expect(Object.keys(list.errors)).toEqual(['to']);
  });

  it('links another page with the filters kept', () => {
    expect(pageHref('q=water')(2)).toBe('?q=water&page=2');
    expect(pageHref('')(4)).toBe('?page=4');
  });

  it('counts the filters in use for the phone’s button (empty and unnamed ones not)', () => {
    const params = new URLSearchParams('q=water&status=&from=2026-10-01&sort=oldest');
    expect(activeFilters(params, ['q', 'status', 'from', 'to'])).toBe(2);
    expect(activeFilters(new URLSearchParams(), ['q'])).toBe(0);
    expect(noPage()).toEqual({ items: [], total: 0, more: false, failed: false });
  });
});
