import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_PAGE_SIZE, CONTACT_STATUSES, checkContactQuery, type ContactMessageItem } from '@nagar/contract';
import { AdminPager } from '../../components/admin/admin-pager.tsx';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table.tsx';
import { FilterBar, FilterField } from '../../components/admin/filter-bar.tsx';
import { ListStates } from '../../components/admin/list-states.tsx';
import { activeFilters, loadPage, noPage, pageHref, readListQuery } from '../../lib/list-query.ts';
import { inbox } from '../../i18n/pages/messages.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'inbox.title', undefined, { inbox });

const FILTERS = ['q', 'status', 'from', 'to'] as const;
const BADGES: Record<string, string> = { new: 'text-bg-primary', read: 'text-bg-secondary', answered: 'text-bg-success' };

const inboxQuery = (params: URLSearchParams) => readListQuery(params, FILTERS, checkContactQuery);

/** The inbox's page for the URL's filters, from the API in the browser; the router cancels a replaced read. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const list = inboxQuery(new URL(request.url).searchParams);
  if (Object.keys(list.errors).length > 0) return noPage<ContactMessageItem>();
  return loadPage<ContactMessageItem>('/api/Admin/contact-messages', list, CONTACT_PAGE_SIZE, request.signal);
}

export function HydrateFallback() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

/** A message's status as a badge, in the page's language. */
export function MessageStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  return <span className={`badge ${BADGES[status] ?? 'text-bg-secondary'}`}>{t(`inbox.statuses.${status}`)}</span>;
}

/** Admin › Messages: the contact inbox newest first, searched and filtered (in the URL), paged on the server. */
export default function Messages({ loaderData }: Route.ComponentProps) {
  usePageTexts({ inbox });
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const { items, total, failed } = loaderData;
  const { queryText, page, errors } = inboxQuery(params);
  const hasErrors = Object.keys(errors).length > 0;
  const errorText = (field: string) => (errors[field] ? t(`msg.${errors[field].key}`, errors[field].params ?? {}) : undefined);
  const pages = Math.max(1, Math.ceil(total / CONTACT_PAGE_SIZE));
  const filter = (name: (typeof FILTERS)[number]) => ({ name, idPrefix: 'm', label: t(`inbox.${name}`), error: errorText(name) });
  const subject = (m: ContactMessageItem) => m.subject || <span className="text-body-secondary">{t('inbox.noSubject')}</span>;

  const columns: Array<AdminColumn<ContactMessageItem>> = [
    {
      key: 'reference',
      header: t('inbox.reference'),
      title: true,
      className: 'text-nowrap',
      cell: (m) => (
        <>
          <Link to={`/admin/messages/${m.id}`}>{m.reference}</Link>
          <span className="d-block">
            <MessageStatus status={m.status} />
          </span>
          <time className="d-block small" dateTime={m.receivedAt}>
            {formatDate(m.receivedAt, 'dateTime', i18n.language)}
          </time>
        </>
      ),
    },
    {
      key: 'sender',
      header: t('inbox.sender'),
      className: 'text-break',
      cell: (m) => (
        <>
          {m.name}
          <span className="d-block small text-body-secondary">{m.email}</span>
          {/* Between 640 and 768 px the subject goes under the sender (its column is hidden). */}
          <span className="fold-md small">{subject(m)}</span>
        </>
      ),
    },
    { key: 'subject', header: t('inbox.subject'), hide: 'md', cell: subject },
  ];

  return (
    <>
      <h1 className="h3">{t('inbox.title')}</h1>
      <p className="text-body-secondary">{t('inbox.intro')}</p>
      <FilterBar
        label={t('inbox.filters')}
        active={activeFilters(params, FILTERS)}
        invalid={hasErrors}
        applyText={t('inbox.apply')}
        resetText={t('inbox.reset')}
        resetTo="/admin/messages"
      >
        <FilterField {...filter('q')} kind="search" hint={t('inbox.qHint')} className="col-12 col-md-6 col-xl-4" />
        <FilterField
          {...filter('status')}
          kind="select"
          all={t('inbox.all')}
          options={CONTACT_STATUSES.map((s) => [s, t(`inbox.statuses.${s}`)])}
          className="col-12 col-md-6 col-xl-2"
        />
        <FilterField {...filter('from')} kind="date" className="col-6 col-md-3 col-xl-2" />
        <FilterField {...filter('to')} kind="date" className="col-6 col-md-3 col-xl-2" />
      </FilterBar>
      <ListStates
        invalid={hasErrors && t('inbox.fixFilters')}
        failed={failed && t('inbox.loadError')}
        count={items.length}
        narrowed={!!queryText}
        empty={{ all: t('inbox.emptyAll'), filtered: t('inbox.empty') }}
        total={t('inbox.total', { count: total })}
        pager={<AdminPager page={page} pages={pages} href={pageHref(queryText)} />}
      >
        <AdminTable
          columns={columns}
          rows={items}
          rowKey={(m) => m.id}
          rowProps={(m) => ({ className: m.status === 'new' ? 'fw-semibold' : undefined })}
        />
      </ListStates>
    </>
  );
}
