import { Form, Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_PAGE_SIZE, CONTACT_STATUSES, checkContactQuery, type ContactMessageItem } from '@nagar/contract';
import { AdminPager } from '../../components/admin/admin-pager.tsx';
import { FormField } from '../../components/form-field.tsx';
import { inbox } from '../../i18n/pages/messages.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { api } from '../../lib/admin-api.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'inbox.title', undefined, { inbox });

const FILTERS = ['q', 'status', 'from', 'to'] as const;
const BADGES: Record<string, string> = { new: 'text-bg-primary', read: 'text-bg-secondary', answered: 'text-bg-success' };

/** The URL's filters (trimmed), page and the contract's verdict on them, as the API checks them. */
function inboxQuery(params: URLSearchParams) {
  const query = new URLSearchParams();
  for (const f of FILTERS) if (params.get(f)?.trim()) query.set(f, params.get(f)!.trim());
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  return { queryText: query.toString(), page, errors: checkContactQuery(Object.fromEntries(query)).errors };
}

/** The inbox's page for the URL's filters, from the API in the browser; the router cancels a replaced read. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { queryText, page, errors } = inboxQuery(new URL(request.url).searchParams);
  if (Object.keys(errors).length > 0) return { items: [] as ContactMessageItem[], total: 0, failed: false };
  const sep = queryText ? '&' : '';
  return api<ContactMessageItem[]>(`/api/Admin/contact-messages?${queryText}${sep}page=${page}&pageSize=${CONTACT_PAGE_SIZE}`, {
    signal: request.signal,
  }).then(
    ({ data, headers }) => ({ items: data, total: Number(headers.get('x-total-count') ?? data.length), failed: false }),
    (err: unknown) => {
      if (!request.signal.aborted) console.error(err);
      return { items: [] as ContactMessageItem[], total: 0, failed: true };
    },
  );
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
  const pageLink = (p: number) => `?${queryText}${queryText ? '&' : ''}page=${p}`;

  const field = (
    name: (typeof FILTERS)[number],
    className: string,
    control: (props: { id: string; name: string; defaultValue: string }, cls: (c: string) => string) => React.ReactNode,
    hint?: string,
  ) => (
    <FormField
      key={name}
      id={`m-${name}`}
      label={t(`inbox.${name}`)}
      hint={hint}
      error={errorText(name)}
      className={className}
      labelClassName="form-label small"
    >
      {(props, cls) => control({ ...props, name, defaultValue: params.get(name) ?? '' }, cls)}
    </FormField>
  );
  const date = (name: 'from' | 'to') =>
    field(name, 'col-6 col-md-3 col-xl-2', (props, cls) => (
      <input {...props} type="date" min="1900-01-01" max="2100-12-31" className={cls('form-control form-control-sm')} />
    ));

  return (
    <>
      <h1 className="h3">{t('inbox.title')}</h1>
      <p className="text-body-secondary">{t('inbox.intro')}</p>
      <Form method="get" className="row g-2 align-items-start mb-3" aria-label={t('inbox.filters')} key={queryText}>
        {field(
          'q',
          'col-12 col-md-6 col-xl-4',
          (props, cls) => (
            <input {...props} type="search" autoComplete="off" className={cls('form-control form-control-sm')} />
          ),
          t('inbox.qHint'),
        )}
        {field('status', 'col-12 col-md-6 col-xl-2', (props, cls) => (
          <select {...props} className={cls('form-select form-select-sm')}>
            <option value="">{t('inbox.all')}</option>
            {CONTACT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`inbox.statuses.${s}`)}
              </option>
            ))}
          </select>
        ))}
        {date('from')}
        {date('to')}
        <div className="col-12 d-flex gap-2">
          <button type="submit" className="btn btn-sm btn-primary">
            {t('inbox.apply')}
          </button>
          <Link to="/admin/messages" className="btn btn-sm btn-outline-secondary">
            {t('inbox.reset')}
          </Link>
        </div>
      </Form>
      {hasErrors ? (
        <p className="text-danger" role="alert">
          {t('inbox.fixFilters')}
        </p>
      ) : failed ? (
        <p className="text-danger" role="alert">
          {t('inbox.loadError')}
        </p>
      ) : items.length === 0 ? (
        <p role="status">{queryText ? t('inbox.empty') : t('inbox.emptyAll')}</p>
      ) : (
        <>
          <p className="small" role="status">
            {t('inbox.total', { count: total })}
          </p>
          <div className="table-responsive">
            <table className="table table-bordered align-middle">
              <thead className="table-light">
                <tr>
                  <th scope="col">{t('inbox.reference')}</th>
                  <th scope="col">{t('inbox.sender')}</th>
                  <th scope="col" className="d-none d-md-table-cell">
                    {t('inbox.subject')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((m) => {
                  const subject = m.subject || <span className="text-body-secondary">{t('inbox.noSubject')}</span>;
                  return (
                    <tr key={m.id} className={m.status === 'new' ? 'fw-semibold' : undefined}>
                      <td className="text-nowrap">
                        <Link to={`/admin/messages/${m.id}`}>{m.reference}</Link>
                        <span className="d-block">
                          <MessageStatus status={m.status} />
                        </span>
                        <time className="d-block small" dateTime={m.receivedAt}>
                          {formatDate(m.receivedAt, 'dateTime', i18n.language)}
                        </time>
                      </td>
                      <td className="text-break">
                        {m.name}
                        <span className="d-block small text-body-secondary">{m.email}</span>
                        {/* On a phone the subject goes under the sender (its column is hidden). */}
                        <span className="d-block small d-md-none">{subject}</span>
                      </td>
                      <td className="d-none d-md-table-cell">{subject}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <AdminPager page={page} pages={pages} href={pageLink} />
        </>
      )}
    </>
  );
}
