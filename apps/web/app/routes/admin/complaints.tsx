import { staffComplaints } from '../../i18n/pages/staff-complaints.ts';
import { AdminPager } from '../../components/admin/admin-pager.tsx';
import { usePageTexts } from '../../lib/page-texts.ts';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { COMPLAINT_STATUSES, NO_COMPLAINT_OPTIONS, OPEN_STATUSES, type ComplaintOptions, type StaffQueueItem } from '@nagar/contract';
import { api } from '../../lib/admin-api.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useStatusLabel } from '../../components/status-pie.tsx';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table.tsx';
import { FilterBar, FilterField } from '../../components/admin/filter-bar.tsx';
import { ListStates } from '../../components/admin/list-states.tsx';
import { activeFilters, loadPage, pageHref } from '../../lib/list-query.ts';
import { ChoiceOptions, LangMark, useComplaintChoices, useItemText, type ItemText } from '../../lib/item-text.tsx';
import type { Route } from './+types/complaints';
import type { KeysUnder } from '../../i18n/keys.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'staffComplaints.title', undefined, { staffComplaints });

const PAGE_SIZE = 25;
const FILTERS = ['status', 'ward', 'type', 'from', 'to', 'search', 'overdue', 'assigned'] as const;

/**
 * The lists of the filters (districts, wards, grievance types) as this person may use them (a ward officer: their
 * wards only), read with each page of the queue: small, and never another person's after a change of account.
 */
const complaintOptions = (signal: AbortSignal) =>
  api<ComplaintOptions>('/api/Admin/complaint-options', { signal }).then(({ data }) => data);

/**
 * The queue's page for the URL's filters, from the API in the browser (the API's guard decides what the person
 * sees). The router cancels the read of a filter that a newer one replaced, so an older, slower answer never
 * overwrites the newer list.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  // A grievance officer's queue opens on what is assigned to them (issue 28); "everyone's" is assigned=all.
  if (!params.get('assigned')) {
    const me = await api<{ role: string }>('/api/Account/me', { signal: request.signal }).then(
      ({ data }) => data,
      () => null,
    );
    params.set('assigned', me?.role === 'officer' ? 'me' : 'all');
  }
  const mine = params.get('assigned') === 'me';
  const query = new URLSearchParams();
  for (const f of FILTERS) if (params.get(f) && !(f === 'assigned' && !mine)) query.set(f, params.get(f)!);
  const queryText = query.toString();
  const [list, options] = await Promise.all([
    loadPage<StaffQueueItem>('/api/Admin/complaint', { queryText, page }, PAGE_SIZE, request.signal),
    complaintOptions(request.signal).catch(() => NO_COMPLAINT_OPTIONS),
  ]);
  return { ...list, options, page, queryText, mine };
}

export function HydrateFallback() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

/** The staff queue: open complaints first, oldest first, with their age and an overdue mark. Filters live in the URL. */
export default function Complaints({ loaderData }: Route.ComponentProps) {
  usePageTexts({ staffComplaints });
  const { t } = useTranslation();
  const columns = useQueueColumns();
  const { items, total, more, options, page, queryText, mine } = loaderData;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0">{t('staffComplaints.queue')}</h1>
        <Link to="/admin/complaints/new" className="btn btn-primary btn-sm">
          {t('staffComplaints.newButton')}
        </Link>
      </div>
      <AssignedSwitch mine={mine} />
      <QueueFilters options={options} mine={mine} />
      <ListStates
        count={items.length}
        narrowed={queryText !== 'assigned=me'}
        empty={{ all: t(mine ? 'staffComplaints.noneAssigned' : 'staffComplaints.empty'), filtered: t('staffComplaints.empty') }}
        total={t(more ? 'staffComplaints.totalMore' : 'staffComplaints.total', { count: total })}
        aside={
          <a href={`/api/Admin/complaints.csv${queryText ? `?${queryText}` : ''}`} download data-testid="queue-csv">
            {t('staffComplaints.exportCsv')}
          </a>
        }
        pager={<AdminPager page={page} pages={pages} href={pageHref(queryText)} />}
      >
        <AdminTable
          columns={columns}
          rows={items}
          rowKey={(c) => c.id}
          className="table-hover"
          rowProps={(c) => ({ className: c.overdue ? 'table-warning' : undefined })}
        />
      </ListStates>
    </>
  );
}

/** The queue's columns: number, filed, age, due, ward, type and status. */
function useQueueColumns() {
  const { t, i18n } = useTranslation();
  const text = useItemText();
  const columns: Array<AdminColumn<StaffQueueItem>> = [
    {
      key: 'number',
      header: t('staffComplaints.number'),
      title: true,
      cell: (c) => (
        <Link className="ref-no" to={`/admin/complaints/${c.id}`}>
          {c.complaintNo}
        </Link>
      ),
    },
    {
      key: 'filed',
      header: t('staffComplaints.filed'),
      className: 'text-nowrap',
      cell: (c) => formatDate(c.entry_Date, 'day', i18n.language),
    },
    {
      key: 'age',
      header: t('staffComplaints.age'),
      className: 'text-nowrap',
      cell: (c) => (
        <>
          {t('staffComplaints.days', { count: c.ageDays })}
          {c.overdue && <span className="badge text-bg-danger ms-1">{t('staffComplaints.overdue')}</span>}
        </>
      ),
    },
    {
      key: 'due',
      header: t('staffComplaints.due'),
      className: 'text-nowrap',
      testId: 'queue-due',
      cell: (c) => (OPEN_STATUSES.includes(c.status) ? formatDate(c.dueDate, 'day', i18n.language) : '—'),
    },
    // A name shown in the other language carries its lang on the cell, with its mark.
    ...(['ward', 'type'] as const).map((key) => {
      const value = (c: StaffQueueItem) => text(c, key === 'type' ? 'grivance' : key);
      return {
        key,
        header: t(`staffComplaints.${key}`),
        cellProps: (c: StaffQueueItem) => ({ lang: value(c).lang }),
        cell: (c: StaffQueueItem) => {
          const { text: shown, lang } = value(c);
          return (
            <>
              {shown}
              {lang && shown && (
                <>
                  {' '}
                  <LangMark lang={lang} />
                </>
              )}
            </>
          );
        },
      };
    }),
    { key: 'status', header: t('staffComplaints.status'), cell: (c) => <StatusBadge status={c.status} /> },
  ];
  return columns;
}

/** "Assigned to me" or "everyone's", with the other filters as they are. */
function AssignedSwitch({ mine }: { mine: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The other half of the "assigned" switch, with the other filters as they are.
  const switchTo = (value: 'me' | 'all') => {
    const next = new URLSearchParams(params);
    next.set('assigned', value);
    next.delete('page');
    return `?${next.toString()}`;
  };
  return (
    <ul className="nav nav-pills nav-sm mb-2" aria-label={t('staffComplaints.assigned')}>
      <li className="nav-item">
        <Link className={`nav-link py-1${mine ? ' active' : ''}`} aria-current={mine ? 'page' : undefined} to={switchTo('me')}>
          {t('staffComplaints.assignedToMe')}
        </Link>
      </li>
      <li className="nav-item">
        <Link className={`nav-link py-1${mine ? '' : ' active'}`} aria-current={mine ? undefined : 'page'} to={switchTo('all')}>
          {t('staffComplaints.everyone')}
        </Link>
      </li>
    </ul>
  );
}

/** The queue's filters: the words, status, ward, type and the dates. */
function QueueFilters({ options, mine }: { options: ComplaintOptions; mine: boolean }) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  const choices = useComplaintChoices();
  const [params] = useSearchParams();
  const select = (name: KeysUnder<'staffComplaints'>, list: Array<{ value: string; label: ItemText }>) => (
    <FilterField
      name={name}
      idPrefix="q"
      label={t(`staffComplaints.${name}`)}
      className="col-sm-6 col-lg-2"
      control={(props) => (
        <select {...props} className="form-select form-select-sm">
          <option value="">{t('staffComplaints.all')}</option>
          <ChoiceOptions choices={list} />
        </select>
      )}
    />
  );
  return (
    <FilterBar
      label={t('staffComplaints.filters')}
      active={activeFilters(
        params,
        FILTERS.filter((f) => f !== 'assigned'),
      )}
      applyText={t('staffComplaints.apply')}
      resetText={t('staffComplaints.reset')}
      resetTo="/admin/complaints"
      className="align-items-end"
      hidden={{ assigned: mine ? 'me' : 'all' }}
    >
      <FilterField
        name="search"
        idPrefix="q"
        label={t('staffComplaints.search')}
        hint={t('staffComplaints.searchHelp')}
        kind="search"
        inputProps={{ maxLength: 100, autoComplete: undefined }}
        // On a row of its own, first: what a clerk most often looks for.
        className="col-12 col-md-8 col-lg-6"
      />
      <div className="w-100 m-0" aria-hidden="true" />
      {select(
        'status',
        COMPLAINT_STATUSES.map((s) => ({ value: s, label: { text: statusLabel(s) } })),
      )}
      {select('ward', choices(options, 'wards'))}
      {select('type', choices(options, 'grievanceTypes'))}
      {(['from', 'to'] as const).map((name) => (
        <FilterField
          key={name}
          name={name}
          idPrefix="q"
          label={t(`staffComplaints.${name}`)}
          kind="date"
          inputProps={{ min: undefined, max: undefined }}
          className="col-sm-6 col-lg-2"
        />
      ))}
    </FilterBar>
  );
}
