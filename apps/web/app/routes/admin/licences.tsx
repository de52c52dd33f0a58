import { useTranslation } from '../../i18n/use-translation.ts';
import {
  TL_PAGE_SIZE,
  TL_SORTS,
  TRADE_CATEGORIES,
  TRADE_LICENCE_STATUSES,
  checkTradeLicenceQuery,
  type TradeLicenceQueueItem,
} from '@nagar/contract';
import { AdminTable, CellLines, leadColumn, type AdminColumn } from '../../components/admin/admin-table.tsx';
import { FilterBar, FilterField } from '../../components/admin/filter-bar.tsx';
import { ListStates } from '../../components/admin/list-states.tsx';
import { useFilteredList } from '../../components/admin/use-filtered-list.tsx';
import { loadPage, noPage, readListQuery } from '../../lib/list-query.ts';
import { LicenceStatusBadge } from '../../components/licence-status.tsx';
import { licencesAdmin } from '../../i18n/pages/licences.ts';
import { licenceTrack } from '../../i18n/pages/licence-track.ts';
import { tradeLicence } from '../../i18n/pages/trade-licence.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { api } from '../../lib/admin-api.ts';
import { pageMeta } from '../../lib/site.ts';
import { sortByLabel } from '../../lib/sort.ts';
import type { Route } from './+types/licences';
import { tradeLicenceKey } from '../../i18n/keys.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'licencesAdmin.title', undefined, { licencesAdmin });

const FILTERS = ['q', 'status', 'ward', 'category', 'from', 'to', 'sort'] as const;

const queueQuery = (params: URLSearchParams) => readListQuery(params, FILTERS, checkTradeLicenceQuery);

type Ward = { id: number; name: string; nameHi: string };

/** The queue's page for the URL's filters and the wards for the filter, from the API in the browser. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const list = queueQuery(new URL(request.url).searchParams);
  const wards = api<Ward[]>('/api/Admin/trade-licence-wards', { signal: request.signal }).then(
    ({ data }) => data,
    () => [] as Ward[],
  );
  if (Object.keys(list.errors).length > 0) return { ...noPage<TradeLicenceQueueItem>(), wards: await wards };
  const page = await loadPage<TradeLicenceQueueItem>('/api/Admin/trade-licence', list, TL_PAGE_SIZE, request.signal);
  return { ...page, wards: await wards };
}

export function HydrateFallback() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

/** Admin › Trade licences: the applications, searched and filtered (in the URL), sorted and paged on the server. */
export default function Licences({ loaderData }: Route.ComponentProps) {
  usePageTexts({ licencesAdmin, licenceTrack, tradeLicence });
  const { t, i18n } = useTranslation();
  const { wards } = loaderData;
  const list = useFilteredList({
    texts: 'licencesAdmin',
    filters: FILTERS,
    notCounted: ['sort'],
    check: checkTradeLicenceQuery,
    idPrefix: 'l',
    path: '/admin/licences',
    pageSize: TL_PAGE_SIZE,
    loaded: loaderData,
  });
  const hi = i18n.language === 'hi';
  const filter = (name: (typeof FILTERS)[number], className = 'col-6 col-md-4 col-xl-2') => ({ ...list.field(name), className });
  const all = t('licencesAdmin.all');
  const owner = (a: TradeLicenceQueueItem) => <CellLines main={a.ownerName} sub={a.mobile} />;

  const columns: Array<AdminColumn<TradeLicenceQueueItem>> = [
    leadColumn('application', t('licencesAdmin.application'), (a) => ({
      to: `/admin/licences/${a.id}`,
      number: a.applicationNo,
      status: <LicenceStatusBadge status={a.status} />,
      at: a.submittedAt,
    })),
    {
      key: 'trade',
      header: t('licencesAdmin.trade'),
      className: 'text-break',
      cell: (a) => (
        <CellLines
          main={a.tradeName}
          sub={
            <>
              {t(tradeLicenceKey('options', 'tradeCategory', a.tradeCategory))}
              {a.ward && ` · ${a.ward}`} · {t(tradeLicenceKey('options', 'licenceType', a.licenceType))}
            </>
          }
          fold={
            <>
              {a.ownerName} · {a.mobile}
            </>
          }
        />
      ),
    },
    { key: 'owner', header: t('licencesAdmin.owner'), hide: 'md', className: 'text-break', cell: owner },
    {
      key: 'fee',
      header: t('licencesAdmin.fee'),
      hide: 'lg',
      className: 'text-nowrap',
      cell: (a) => (a.feeDue === null ? t('licencesAdmin.feeAssessed') : `₹${a.feeDue.toLocaleString('en-IN')}`),
    },
  ];

  return (
    <>
      <h1 className="h3">{t('licencesAdmin.title')}</h1>
      <p className="text-body-secondary">{t('licencesAdmin.intro')}</p>
      <FilterBar {...list.bar}>
        <FilterField {...filter('q', 'col-12 col-md-8 col-xl-4')} kind="search" hint={t('licencesAdmin.qHint')} />
        <FilterField
          {...filter('status')}
          kind="select"
          all={all}
          options={TRADE_LICENCE_STATUSES.map((s) => [s, t(`licenceTrack.statuses.${s}`)])}
        />
        <FilterField
          {...filter('ward')}
          kind="select"
          all={all}
          options={sortByLabel(wards, (w) => w.name, i18n.language).map((w) => [String(w.id), hi && w.nameHi ? w.nameHi : w.name])}
        />
        <FilterField
          {...filter('category')}
          kind="select"
          all={all}
          options={TRADE_CATEGORIES.map((c) => [c, t(tradeLicenceKey('options', 'tradeCategory', c))])}
        />
        <FilterField {...filter('from')} kind="date" />
        <FilterField {...filter('to')} kind="date" />
        <FilterField {...filter('sort')} kind="select" options={TL_SORTS.map((s) => [s, t(`licencesAdmin.sorts.${s}`)])} />
      </FilterBar>
      <ListStates {...list.states}>
        <AdminTable columns={columns} rows={loaderData.items} rowKey={(a) => a.id} testId="licence-queue" />
      </ListStates>
    </>
  );
}
