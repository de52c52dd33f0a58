import { staffComplaints } from '../../i18n/pages/staff-complaints.ts';
import { AdminPager } from '../../components/admin/admin-pager.tsx';
import { usePageTexts } from '../../lib/page-texts.ts';
import { Form, Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_STATUSES, NO_COMPLAINT_OPTIONS, OPEN_STATUSES, type ComplaintOptions, type StaffQueueItem } from '@nagar/contract';
import { api } from '../../lib/admin-api.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useStatusLabel } from '../../components/status-pie.tsx';
import { FormField } from '../../components/form-field.tsx';
import { ChoiceOptions, Text, useComplaintChoices, useItemText, type ItemText } from '../../lib/item-text.tsx';
import type { Route } from './+types/complaints';

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
    api<StaffQueueItem[]>(`/api/Admin/complaint?${queryText}${queryText ? '&' : ''}page=${page}&pageSize=${PAGE_SIZE}`, {
      signal: request.signal,
    }).then(
      ({ data, headers }) => ({
        items: data,
        total: Number(headers.get('x-total-count') ?? data.length),
        more: headers.get('x-total-more') === 'true',
      }),
      (err: unknown) => {
        if (!request.signal.aborted) console.error(err);
        return { items: [] as StaffQueueItem[], total: 0, more: false };
      },
    ),
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
  const { t, i18n } = useTranslation();
  const statusLabel = useStatusLabel();
  const text = useItemText();
  const choices = useComplaintChoices();
  const [params] = useSearchParams();
  const { items, total, more, options, page, queryText, mine } = loaderData;
  // The other half of the "assigned" switch, with the other filters as they are.
  const switchTo = (value: 'me' | 'all') => {
    const next = new URLSearchParams(params);
    next.set('assigned', value);
    next.delete('page');
    return `?${next.toString()}`;
  };

  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pageLink = (p: number) => `?${queryText}${queryText ? '&' : ''}page=${p}`;
  /** A filter of the queue: label above a small control, the query's value in it. */
  const filter = (
    name: string,
    label: string,
    control: (props: { id: string; name: string; defaultValue: string }) => React.ReactNode,
    hint?: string,
    className = 'col-sm-6 col-lg-2',
  ) => (
    <FormField key={name} id={`q-${name}`} label={label} hint={hint} className={className} labelClassName="form-label small">
      {(props) => control({ ...props, name, defaultValue: params.get(name) ?? '' })}
    </FormField>
  );
  const select = (name: string, label: string, list: Array<{ value: string; label: ItemText }>) =>
    filter(name, label, (props) => (
      <select {...props} className="form-select form-select-sm">
        <option value="">{t('staffComplaints.all')}</option>
        <ChoiceOptions choices={list} />
      </select>
    ));

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0">{t('staffComplaints.queue')}</h1>
        <Link to="/admin/complaints/new" className="btn btn-primary btn-sm">
          {t('staffComplaints.newButton')}
        </Link>
      </div>
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
      <Form method="get" className="row g-2 align-items-end mb-3" aria-label={t('staffComplaints.filters')} key={queryText}>
        <input type="hidden" name="assigned" value={mine ? 'me' : 'all'} />
        {filter(
          'search',
          t('staffComplaints.search'),
          (props) => (
            <input {...props} type="search" maxLength={100} className="form-control form-control-sm" />
          ),
          t('staffComplaints.searchHelp'),
          // On a row of its own, first: what a clerk most often looks for.
          'col-12 col-md-8 col-lg-6',
        )}
        <div className="w-100 m-0" aria-hidden="true" />
        {select(
          'status',
          t('staffComplaints.status'),
          COMPLAINT_STATUSES.map((s) => ({ value: s, label: { text: statusLabel(s) } })),
        )}
        {select('ward', t('staffComplaints.ward'), choices(options, 'wards'))}
        {select('type', t('staffComplaints.type'), choices(options, 'grievanceTypes'))}
        {(['from', 'to'] as const).map((name) =>
          filter(name, t(`staffComplaints.${name}`), (props) => <input {...props} type="date" className="form-control form-control-sm" />),
        )}
        <div className="col-12 d-flex gap-2">
          <button type="submit" className="btn btn-sm btn-primary">
            {t('staffComplaints.apply')}
          </button>
          <Link to="/admin/complaints" className="btn btn-sm btn-outline-secondary">
            {t('staffComplaints.reset')}
          </Link>
        </div>
      </Form>
      {items.length === 0 ? (
        <p>{t(mine && queryText === 'assigned=me' ? 'staffComplaints.noneAssigned' : 'staffComplaints.empty')}</p>
      ) : (
        <>
          <div className="small d-flex flex-wrap gap-3 mb-3">
            <p className="mb-0" role="status">
              {t(more ? 'staffComplaints.totalMore' : 'staffComplaints.total', { count: total })}
            </p>
            <a href={`/api/Admin/complaints.csv${queryText ? `?${queryText}` : ''}`} download data-testid="queue-csv">
              {t('staffComplaints.exportCsv')}
            </a>
          </div>
          <div className="table-responsive">
            <table className="table table-bordered table-hover align-middle admin-table">
              <thead className="table-light">
                <tr>
                  <th scope="col">{t('staffComplaints.number')}</th>
                  <th scope="col">{t('staffComplaints.filed')}</th>
                  <th scope="col">{t('staffComplaints.age')}</th>
                  <th scope="col">{t('staffComplaints.due')}</th>
                  <th scope="col">{t('staffComplaints.ward')}</th>
                  <th scope="col">{t('staffComplaints.type')}</th>
                  <th scope="col">{t('staffComplaints.status')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((c) => (
                  <tr key={c.id} className={c.overdue ? 'table-warning' : undefined}>
                    <td className="ref-no">
                      <Link to={`/admin/complaints/${c.id}`}>{c.complaintNo}</Link>
                    </td>
                    <td className="text-nowrap">{formatDate(c.entry_Date, 'day', i18n.language)}</td>
                    <td className="text-nowrap">
                      {t('staffComplaints.days', { count: c.ageDays })}
                      {c.overdue && <span className="badge text-bg-danger ms-1">{t('staffComplaints.overdue')}</span>}
                    </td>
                    <td className="text-nowrap" data-testid="queue-due">
                      {OPEN_STATUSES.includes(c.status) ? formatDate(c.dueDate, 'day', i18n.language) : '—'}
                    </td>
                    <Text as="td" value={text(c, 'ward')} />
                    <Text as="td" value={text(c, 'grivance')} />
                    <td>
                      <StatusBadge status={c.status} />
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
