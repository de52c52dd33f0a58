import { Form, Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  TL_PAGE_SIZE,
  TL_SORTS,
  TRADE_CATEGORIES,
  TRADE_LICENCE_STATUSES,
  checkTradeLicenceQuery,
  type TradeLicenceQueueItem,
} from '@nagar/contract';
import { AdminPager } from '../../components/admin/admin-pager.tsx';
import { FormField } from '../../components/form-field.tsx';
import { LicenceStatusBadge } from '../../components/licence-status.tsx';
import { licencesAdmin } from '../../i18n/pages/licences.ts';
import { licenceTrack } from '../../i18n/pages/licence-track.ts';
import { tradeLicence } from '../../i18n/pages/trade-licence.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { api } from '../../lib/admin-api.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import { sortByLabel } from '../../lib/sort.ts';
import type { Route } from './+types/licences';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'licencesAdmin.title', undefined, { licencesAdmin });

const FILTERS = ['q', 'status', 'ward', 'category', 'from', 'to', 'sort'] as const;

/** The URL's filters (trimmed), page and the contract's verdict on them, as the API checks them. */
function queueQuery(params: URLSearchParams) {
  const query = new URLSearchParams();
  for (const f of FILTERS) if (params.get(f)?.trim()) query.set(f, params.get(f)!.trim());
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  return { queryText: query.toString(), page, errors: checkTradeLicenceQuery(Object.fromEntries(query)).errors };
}

type Ward = { id: number; name: string; nameHi: string };

/** The queue's page for the URL's filters and the wards for the filter, from the API in the browser. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { queryText, page, errors } = queueQuery(new URL(request.url).searchParams);
  const wards = api<Ward[]>('/api/Admin/trade-licence-wards', { signal: request.signal }).then(
    ({ data }) => data,
    () => [] as Ward[],
  );
  if (Object.keys(errors).length > 0)
    return { items: [] as TradeLicenceQueueItem[], total: 0, more: false, failed: false, wards: await wards };
  const sep = queryText ? '&' : '';
  const list = await api<TradeLicenceQueueItem[]>(`/api/Admin/trade-licence?${queryText}${sep}page=${page}&pageSize=${TL_PAGE_SIZE}`, {
    signal: request.signal,
  }).then(
    ({ data, headers }) => ({
      items: data,
      total: Number(headers.get('x-total-count') ?? data.length),
      // A search by a common word is counted up to a cap: the API says there are more.
      more: headers.get('x-total-more') === 'true',
      failed: false,
    }),
    (err: unknown) => {
      if (!request.signal.aborted) console.error(err);
      return { items: [] as TradeLicenceQueueItem[], total: 0, more: false, failed: true };
    },
  );
  return { ...list, wards: await wards };
}

export function HydrateFallback() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

/** Admin › Trade licences: the applications, searched and filtered (in the URL), sorted and paged on the server. */
export default function Licences({ loaderData }: Route.ComponentProps) {
  usePageTexts({ licencesAdmin, licenceTrack, tradeLicence });
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const { items, total, more, failed, wards } = loaderData;
  const { queryText, page, errors } = queueQuery(params);
  const hasErrors = Object.keys(errors).length > 0;
  const errorText = (field: string) => (errors[field] ? t(`msg.${errors[field].key}`, errors[field].params ?? {}) : undefined);
  const pages = Math.max(1, Math.ceil(total / TL_PAGE_SIZE));
  const pageLink = (p: number) => `?${queryText}${queryText ? '&' : ''}page=${p}`;
  const hi = i18n.language === 'hi';

  const field = (
    name: (typeof FILTERS)[number],
    className: string,
    control: (props: { id: string; name: string; defaultValue: string }, cls: (c: string) => string) => React.ReactNode,
    hint?: string,
  ) => (
    <FormField
      key={name}
      id={`l-${name}`}
      label={t(`licencesAdmin.${name}`)}
      hint={hint}
      error={errorText(name)}
      className={className}
      labelClassName="form-label small"
    >
      {(props, cls) => control({ ...props, name, defaultValue: params.get(name) ?? '' }, cls)}
    </FormField>
  );
  const select = (name: 'status' | 'ward' | 'category' | 'sort', options: Array<[string, string]>, withAll = true) =>
    field(name, 'col-6 col-md-4 col-xl-2', (props, cls) => (
      <select {...props} className={cls('form-select form-select-sm')}>
        {withAll && <option value="">{t('licencesAdmin.all')}</option>}
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    ));
  const date = (name: 'from' | 'to') =>
    field(name, 'col-6 col-md-4 col-xl-2', (props, cls) => (
      <input {...props} type="date" min="1900-01-01" max="2100-12-31" className={cls('form-control form-control-sm')} />
    ));

  return (
    <>
      <h1 className="h3">{t('licencesAdmin.title')}</h1>
      <p className="text-body-secondary">{t('licencesAdmin.intro')}</p>
      <Form method="get" className="row g-2 align-items-start mb-3" aria-label={t('licencesAdmin.filters')} key={queryText}>
        {field(
          'q',
          'col-12 col-md-8 col-xl-4',
          (props, cls) => (
            <input {...props} type="search" autoComplete="off" className={cls('form-control form-control-sm')} />
          ),
          t('licencesAdmin.qHint'),
        )}
        {select(
          'status',
          TRADE_LICENCE_STATUSES.map((s) => [s, t(`licenceTrack.statuses.${s}`)]),
        )}
        {select(
          'ward',
          sortByLabel(wards, (w) => w.name, i18n.language).map((w) => [String(w.id), hi && w.nameHi ? w.nameHi : w.name]),
        )}
        {select(
          'category',
          TRADE_CATEGORIES.map((c) => [c, t(`tradeLicence.options.tradeCategory.${c}`)]),
        )}
        {date('from')}
        {date('to')}
        {select(
          'sort',
          TL_SORTS.map((s) => [s, t(`licencesAdmin.sorts.${s}`)]),
          false,
        )}
        <div className="col-12 d-flex gap-2">
          <button type="submit" className="btn btn-sm btn-primary">
            {t('licencesAdmin.apply')}
          </button>
          <Link to="/admin/licences" className="btn btn-sm btn-outline-secondary">
            {t('licencesAdmin.reset')}
          </Link>
        </div>
      </Form>
      {hasErrors ? (
        <p className="text-danger" role="alert">
          {t('licencesAdmin.fixFilters')}
        </p>
      ) : failed ? (
        <p className="text-danger" role="alert">
          {t('licencesAdmin.loadError')}
        </p>
      ) : items.length === 0 ? (
        <p role="status">{queryText ? t('licencesAdmin.empty') : t('licencesAdmin.emptyAll')}</p>
      ) : (
        <>
          <p className="small" role="status">
            {t(more ? 'licencesAdmin.totalMore' : 'licencesAdmin.total', { count: total })}
          </p>
          <div className="table-responsive">
            <table className="table table-bordered align-middle" data-testid="licence-queue">
              <thead className="table-light">
                <tr>
                  <th scope="col">{t('licencesAdmin.application')}</th>
                  <th scope="col">{t('licencesAdmin.trade')}</th>
                  <th scope="col" className="d-none d-md-table-cell">
                    {t('licencesAdmin.owner')}
                  </th>
                  <th scope="col" className="d-none d-lg-table-cell">
                    {t('licencesAdmin.fee')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((a) => (
                  <tr key={a.id}>
                    <td className="text-nowrap">
                      <Link to={`/admin/licences/${a.id}`}>{a.applicationNo}</Link>
                      <span className="d-block">
                        <LicenceStatusBadge status={a.status} />
                      </span>
                      <time className="d-block small" dateTime={a.submittedAt}>
                        {formatDate(a.submittedAt, 'dateTime', i18n.language)}
                      </time>
                    </td>
                    <td className="text-break">
                      {a.tradeName}
                      <span className="d-block small text-body-secondary">
                        {t(`tradeLicence.options.tradeCategory.${a.tradeCategory}`)}
                        {a.ward && ` · ${a.ward}`} · {t(`tradeLicence.options.licenceType.${a.licenceType}`)}
                      </span>
                      <span className="d-block small d-md-none">
                        {a.ownerName} · {a.mobile}
                      </span>
                    </td>
                    <td className="d-none d-md-table-cell text-break">
                      {a.ownerName}
                      <span className="d-block small text-body-secondary">{a.mobile}</span>
                    </td>
                    <td className="d-none d-lg-table-cell text-nowrap">
                      {a.feeDue === null ? t('licencesAdmin.feeAssessed') : `₹${a.feeDue.toLocaleString('en-IN')}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPager page={page} pages={pages} href={pageLink} />
        </>
      )}
    </>
  );
}
