import { useTranslation } from '../../i18n/use-translation.ts';
import { CONTACT_PAGE_SIZE, CONTACT_STATUSES, checkContactQuery, type ContactMessageItem, type ContactStatus } from '@nagar/contract';
import { AdminTable, CellLines, leadColumn, type AdminColumn } from '../../components/admin/admin-table.tsx';
import { FilterBar, FilterField } from '../../components/admin/filter-bar.tsx';
import { ListStates } from '../../components/admin/list-states.tsx';
import { useFilteredList } from '../../components/admin/use-filtered-list.tsx';
import { loadPage, noPage, readListQuery } from '../../lib/list-query.ts';
import { inbox } from '../../i18n/pages/messages.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { pageMeta } from '../../lib/site.ts';
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
export function MessageStatus({ status }: { status: ContactStatus }) {
  const { t } = useTranslation();
  return <span className={`badge ${BADGES[status] ?? 'text-bg-secondary'}`}>{t(`inbox.statuses.${status}`)}</span>;
}

/** Admin › Messages: the contact inbox newest first, searched and filtered (in the URL), paged on the server. */
export default function Messages({ loaderData }: Route.ComponentProps) {
  usePageTexts({ inbox });
  const { t } = useTranslation();
  const list = useFilteredList({
    texts: 'inbox',
    filters: FILTERS,
    check: checkContactQuery,
    idPrefix: 'm',
    path: '/admin/messages',
    pageSize: CONTACT_PAGE_SIZE,
    loaded: loaderData,
  });
  const subject = (m: ContactMessageItem) => m.subject || <span className="text-body-secondary">{t('inbox.noSubject')}</span>;

  const columns: Array<AdminColumn<ContactMessageItem>> = [
    leadColumn('reference', t('inbox.reference'), (m) => ({
      to: `/admin/messages/${m.id}`,
      number: m.reference,
      status: <MessageStatus status={m.status} />,
      at: m.receivedAt,
    })),
    {
      key: 'sender',
      header: t('inbox.sender'),
      className: 'text-break',
      // Between 640 and 768 px the subject goes under the sender (its column is hidden).
      cell: (m) => <CellLines main={m.name} sub={m.email} fold={subject(m)} />,
    },
    { key: 'subject', header: t('inbox.subject'), hide: 'md', cell: subject },
  ];

  return (
    <>
      <h1 className="h3">{t('inbox.title')}</h1>
      <p className="text-body-secondary">{t('inbox.intro')}</p>
      <FilterBar {...list.bar}>
        <FilterField {...list.field('q')} kind="search" hint={t('inbox.qHint')} className="col-12 col-md-6 col-xl-4" />
        <FilterField
          {...list.field('status')}
          kind="select"
          all={t('inbox.all')}
          options={CONTACT_STATUSES.map((s) => [s, t(`inbox.statuses.${s}`)])}
          className="col-12 col-md-6 col-xl-2"
        />
        <FilterField {...list.field('from')} kind="date" className="col-6 col-md-3 col-xl-2" />
        <FilterField {...list.field('to')} kind="date" className="col-6 col-md-3 col-xl-2" />
      </FilterBar>
      <ListStates {...list.states}>
        <AdminTable
          columns={columns}
          rows={loaderData.items}
          rowKey={(m) => m.id}
          rowProps={(m) => ({ className: m.status === 'new' ? 'fw-semibold' : undefined })}
        />
      </ListStates>
    </>
  );
}
