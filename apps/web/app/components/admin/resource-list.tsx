import { Form, Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { searchFieldsOf, sortFieldsOf, type ResourceDef, type ResourceItem } from '@nagar/contract';
import { FormField } from '../form-field.tsx';
import { ResourceTable, type TableSort } from './resource-table.tsx';

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
  def: ResourceDef;
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
  const value = (name: string) => params.get(name) ?? '';

  return (
    <>
      {(searchFields.length > 0 || filters.length > 0) && (
        <Form
          method="get"
          className="row g-2 align-items-end mb-2 list-filters"
          aria-label={t('clerk.filters')}
          onSubmit={(e) => {
            // Empty fields stay out of the URL (a plain GET form would send 'from=&to='); a new search starts at page 1.
            e.preventDefault();
            const query = new URLSearchParams();
            for (const [k, v] of new FormData(e.currentTarget)) if (typeof v === 'string' && v.trim()) query.set(k, v.trim());
            void navigate(`?${query.toString()}`, { preventScrollReset: true });
          }}
          key={params.toString()}
          preventScrollReset
        >
          {params.get('sort') && <input type="hidden" name="sort" value={value('sort')} />}
          {searchFields.length > 0 && (
            <FormField
              id={`q-${def.name}-search`}
              label={t('clerk.search')}
              hint={t('clerk.searchHelp', { fields: searchFields.map(label).join(', ') })}
              error={list.errors.search}
              className="col-sm-6 col-lg-3"
              labelClassName="form-label small"
            >
              {(p) => <input {...p} type="search" name="search" defaultValue={value('search')} className="form-control form-control-sm" />}
            </FormField>
          )}
          {filters.map((filter) => {
            const field = def.fields.find((f) => f.key === filter.field)!;
            if (filter.kind === 'dateRange') {
              return (['from', 'to'] as const).map((end) => (
                <FormField
                  key={end}
                  id={`q-${def.name}-${end}`}
                  label={`${label(field.key)}: ${t(`clerk.${end}`)}`}
                  error={list.errors[end]}
                  className="col-6 col-lg-2"
                  labelClassName="form-label small"
                >
                  {(p) => <input {...p} type="date" name={end} defaultValue={value(end)} className="form-control form-control-sm" />}
                </FormField>
              ));
            }
            return (
              <FormField
                key={field.key}
                id={`q-${def.name}-${field.key}`}
                label={label(field.key)}
                error={list.errors[field.key]}
                className="col-sm-6 col-lg-2"
                labelClassName="form-label small"
              >
                {(p) =>
                  filter.kind === 'select' ? (
                    <select {...p} name={field.key} defaultValue={value(field.key)} className="form-select form-select-sm">
                      <option value="">{t('clerk.any')}</option>
                      {field.options?.map((o) => (
                        <option key={o.value} value={o.value}>
                          {t(`res.${def.name}.options.${field.key}.${o.value}`)}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input {...p} name={field.key} defaultValue={value(field.key)} className="form-control form-control-sm" />
                  )
                }
              </FormField>
            );
          })}
          <div className="col-auto d-flex gap-2">
            <button type="submit" className="btn btn-sm btn-primary">
              {t('clerk.apply')}
            </button>
            <Link to="?" className="btn btn-sm btn-outline-secondary">
              {t('clerk.reset')}
            </Link>
          </div>
        </Form>
      )}

      <p className="small mb-2" role="status" data-testid="record-count">
        {t(list.narrowed ? 'clerk.countFiltered' : 'clerk.count', { count: list.total })}
      </p>

      {list.items.length === 0 ? (
        <p>{list.narrowed ? t('clerk.nothingFound') : t(`res.${def.name}.empty`)}</p>
      ) : (
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
      )}
      {pages > 1 && (
        <nav aria-label={t('clerk.pagination')} className="d-flex flex-wrap gap-2 align-items-center mb-3">
          {list.page > 1 && (
            <Link className="btn btn-sm btn-outline-secondary" to={link({ page: String(list.page - 1) })} preventScrollReset>
              {t('clerk.previous')}
            </Link>
          )}
          <span>{t('clerk.pageOf', { page: list.page, pages })}</span>
          {list.page < pages && (
            <Link className="btn btn-sm btn-outline-secondary" to={link({ page: String(list.page + 1) })} preventScrollReset>
              {t('clerk.next')}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
