import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { FieldErrors } from '@nagar/contract';
import { AdminPager } from './admin-pager.tsx';
import { activeFilters, pageHref, readListQuery, type LoadedPage } from '../../lib/list-query.ts';
import type { GroupWith, KeysUnder } from '../../i18n/keys.ts';
import type { TextKey } from '../../i18n/texts.ts';

/** The texts every filtered list has under its group. */
type ListTexts = 'filters' | 'apply' | 'reset' | 'fixFilters' | 'loadError' | 'empty' | 'emptyAll' | 'total';

/**
 * A filtered, paged list screen whose texts follow one pattern under `texts` (filters, apply, reset, fixFilters,
 * loadError, empty, emptyAll, total, totalMore, and one label per filter): the URL's query as the contract checks it,
 * and the props of its FilterBar, its FilterFields and its ListStates (with the pager), so a screen says only its
 * fields and columns.
 */
export function useFilteredList<T, G extends GroupWith<ListTexts>, F extends KeysUnder<G> & string>(options: {
  texts: G;
  filters: readonly F[];
  /** Filters that do not narrow the list (an order): not counted on the phone's button, not "filtered". */
  notCounted?: readonly F[];
  check: (query: Record<string, string>) => { errors: FieldErrors };
  /** The prefix of the fields' ids (m-q, l-status, ...). */
  idPrefix: string;
  /** The screen's address without filters (Reset). */
  path: string;
  pageSize: number;
  loaded: Pick<LoadedPage<T>, 'items' | 'total' | 'failed'> & { more?: boolean };
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { texts, loaded } = options;
  // The group's key: G has every list text and a label for each filter F (the type parameters check it where the
  // list is used); totalMore only lists that can stop short have (`loaded.more`).
  const key = (name: ListTexts | F | 'totalMore') => `${texts}.${name}` as TextKey;
  const list = readListQuery(params, options.filters, options.check);
  const { errors, queryText, page } = list;
  const invalid = Object.keys(errors).length > 0;
  const counted = options.filters.filter((f) => !options.notCounted?.includes(f));
  const errorText = (field: string) => (errors[field] ? t(`msg.${errors[field].key}`, errors[field].params ?? {}) : undefined);
  return {
    ...list,
    invalid,
    /** A FilterField's name, id, label and error. */
    field: (name: F) => ({ name, idPrefix: options.idPrefix, label: t(key(name)), error: errorText(name) }),
    bar: {
      label: t(key('filters')),
      active: activeFilters(params, counted),
      invalid,
      applyText: t(key('apply')),
      resetText: t(key('reset')),
      resetTo: options.path,
    },
    states: {
      invalid: invalid && t(key('fixFilters')),
      failed: loaded.failed && t(key('loadError')),
      count: loaded.items.length,
      narrowed: !!queryText,
      empty: { all: t(key('emptyAll')), filtered: t(key('empty')) },
      total: t(key(loaded.more ? 'totalMore' : 'total'), { count: loaded.total }),
      pager: <AdminPager page={page} pages={Math.max(1, Math.ceil(loaded.total / options.pageSize))} href={pageHref(queryText)} />,
    },
  };
}
