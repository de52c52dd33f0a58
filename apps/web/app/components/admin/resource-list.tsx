import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { searchFieldsOf, sortFieldsOf, type ResourceDef, type ResourceItem, type ResourceName } from '@nagar/contract';
import { AdminPager } from './admin-pager.tsx';
import { FilterBar, FilterField } from './filter-bar.tsx';
import { ListStates } from './list-states.tsx';
import { ResourceTable, type TableSort } from './resource-table.tsx';
import { activeFilters } from '../../lib/list-query.ts';

/** One page of a content type's admin list as its route's loader reads it (apps/web/app/routes/admin/screen.tsx). */
export interface ListPage {
  items: ResourceItem[];
  total: number;
  page: number;
  pageSize: number;
  sort: TableSort | null;
  /** Whether a search or a filter narrows the list. */
  narrowed: boolean;
  /** Messages of the URL's bad parameters (shown beside their control; the list ignores them). */
  errors: Record<string, string>;
}

/**
 * The list half of a content type's screen: search and the type's filters (a GET form: everything lives in the
 * URL, so a reload or the back button keeps it), the count, the sortable table and the pages.
 */
export function ResourceList(props: {
  def: ResourceDef<ResourceName>;
  list: ListPage;
  editingId: number | null;
  onEdit: (item: ResourceItem) => void;
  onDelete: (item: ResourceItem) => void;
}) {
  const { def, list } = props;
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const label = (key: string) => t(`res.${def.name}.fields.${key}`);
  const searchFields = searchFieldsOf(def);
  const filters = def.filters ?? [];
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));

  /** The current URL with some parameters changed (undefined removes one). */
  const link = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, v);
    }
    const text = next.toString();
    return text ? `?${text}` : '?';
  };
  const names = [
    ...(searchFields.length > 0 ? ['search'] : []),
    ...filters.flatMap((f) => (f.kind === 'dateRange' ? ['from', 'to'] : [f.field])),
  ];
  const idPrefix = `q-${def.name}`;

  return (
    <>
      {names.length > 0 && (
        <FilterBar
          label={t('clerk.filters')}
          active={activeFilters(params, names)}
          invalid={Object.keys(list.errors).length > 0}
          applyText={t('clerk.apply')}
          resetText={t('clerk.reset')}
          resetTo="?"
          className="align-items-end list-filters"
          hidden={{ sort: params.get('sort') ?? undefined }}
          onSubmit={(e) => {
            // Empty fields stay out of the URL (a plain GET form would send 'from=&to='); a new search starts at page 1.
            e.preventDefault();
            const query = new URLSearchParams();
            for (const [k, v] of new FormData(e.currentTarget)) if (typeof v === 'string' && v.trim()) query.set(k, v.trim());
            void navigate(`?${query.toString()}`, { preventScrollReset: true });
          }}
          preventScrollReset
        >
          {searchFields.length > 0 && (
            <FilterField
              name="search"
              idPrefix={idPrefix}
              label={t('clerk.search')}
              hint={t('clerk.searchHelp', { fields: searchFields.map(label).join(', ') })}
              error={list.errors.search}
              kind="search"
              inputProps={{ autoComplete: undefined }}
              className="col-sm-6 col-lg-3"
            />
          )}
          {filters.map((filter) => {
            const field = def.fields.find((f) => f.key === filter.field)!;
            if (filter.kind === 'dateRange') {
              return (['from', 'to'] as const).map((end) => (
                <FilterField
                  key={end}
                  name={end}
                  idPrefix={idPrefix}
                  label={`${label(field.key)}: ${t(`clerk.${end}`)}`}
                  error={list.errors[end]}
                  kind="date"
                  inputProps={{ min: undefined, max: undefined }}
                  className="col-6 col-lg-2"
                />
              ));
            }
            return (
              <FilterField
                key={field.key}
                name={field.key}
                idPrefix={idPrefix}
                label={label(field.key)}
                error={list.errors[field.key]}
                kind={filter.kind === 'select' ? 'select' : 'text'}
                all={t('clerk.any')}
                options={field.options?.map((o) => [o.value, t(`res.${def.name}.options.${field.key}.${o.value}`)])}
                inputProps={{ autoComplete: undefined }}
                className="col-sm-6 col-lg-2"
              />
            );
          })}
        </FilterBar>
      )}

      <ListStates
        count={list.items.length}
        narrowed={list.narrowed}
        empty={{ all: t(`res.${def.name}.empty`), filtered: t('clerk.nothingFound') }}
        total={t(list.narrowed ? 'clerk.countFiltered' : 'clerk.count', { count: list.total })}
        totalWhenEmpty
        totalTestId="record-count"
        pager={
          <AdminPager
            page={list.page}
            pages={pages}
            href={(p) => link({ page: String(p) })}
            label={t('clerk.pagination')}
            preventScrollReset
            className="mb-3"
          />
        }
      >
        <ResourceTable
          def={def}
          items={list.items}
          editingId={props.editingId}
          sort={list.sort}
          sortable={sortFieldsOf(def)}
          sortLink={(field, desc) => link({ sort: `${desc ? '-' : ''}${field}`, page: undefined })}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
        />
      </ListStates>
    </>
  );
}
