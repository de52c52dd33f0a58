import { useState } from 'react';
import { AdminPager } from '../../components/admin/admin-pager.tsx';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table.tsx';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import {
  NOTICE_EVENTS,
  NOTICE_TEMPLATE_ID_MAX,
  NOTICE_TEMPLATE_MAX,
  type NoticeSettings,
  type NoticeTemplate,
  type OutboxItem,
  type OutboxSummary,
  type SiteInfo,
} from '@nagar/contract';
import { noticeTexts } from '../../i18n/pages/notifications.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { ApiError, api } from '../../lib/admin-api.ts';
import { useStaffDraft } from '../../components/admin/use-staff-draft.ts';
import { apiWriteAction, useApiWrite } from '../../lib/api-write.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import { FormField } from '../../components/form-field.tsx';
import { MessageDialog, type DialogMessage } from '../../components/admin/message-dialog.tsx';
import type { Route } from './+types/notifications';
import type { KeysUnder } from '../../i18n/keys.ts';
import { HeadedSection } from '../../components/headed-section.tsx';
import { BilingualPair } from '../../components/admin/bilingual-pair.tsx';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'notices.notifications.title', undefined, { notices: noticeTexts });

const PAGE_SIZE = 25;
/** The templates as typed, kept in the session's storage until saved (a reload or an expired session loses nothing). */
// v2: the templates' texts as `text`/`textHi` (the one bilingual shape); a draft of the `{ en, hi }` shape is not read.
const DRAFT_KEY = 'nagar-draft:notice-templates:v2';
const SHOWN = ['failed', 'pending', 'sent', 'all'] as const;

/** The channels and counts, one page of the outbox (the URL's status; failed first), and the templates. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const shown = (SHOWN as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as (typeof SHOWN)[number])
    : 'failed';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const status = shown === 'all' ? '' : `status=${shown}&`;
  const [summary, list, settings] = await Promise.all([
    api<OutboxSummary>('/api/Admin/notices/summary', { signal: request.signal }),
    api<OutboxItem[]>(`/api/Admin/notices?${status}page=${page}&pageSize=${PAGE_SIZE}`, { signal: request.signal }),
    api<SiteInfo>('/api/Admin/settings', { signal: request.signal }),
  ]);
  return {
    summary: summary.data,
    items: list.data,
    total: Number(list.headers.get('x-total-count') ?? list.data.length),
    templates: settings.data.notices.templates,
    shown,
    page,
  };
}

/** "Send again" and the templates' save (useApiWrite). */
export const clientAction = (args: Route.ClientActionArgs) => apiWriteAction(args);

export function HydrateFallback() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

/** What the page's parts share: the texts, the write, its dialog, and the refused fields. */
function useNoticesPage() {
  const { t } = useTranslation();
  const n = (key: KeysUnder<'notices.notifications'>, opts?: Record<string, unknown>) => t(`notices.notifications.${key}`, opts);
  const { write, busy } = useApiWrite();
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refused = (err: unknown) => {
    if (!(err instanceof ApiError) || err.status === 401) return;
    setErrors(err.errors ?? {});
    setDialog({ title: t('admin.dialogError'), message: err.message || t('msg.serverError'), tone: 'error' });
  };
  return { n, write, busy, dialog, setDialog, errors, setErrors, refused };
}

type Page = ReturnType<typeof useNoticesPage>;
type Data = Route.ComponentProps['loaderData'];

/** Admin › Notifications (issue 28): what the outbox holds, "send again" for a failed notice, and the templates. */
export default function Notifications({ loaderData }: Route.ComponentProps) {
  usePageTexts({ notices: noticeTexts });
  const page = useNoticesPage();
  const { n } = page;
  return (
    <>
      <h1 className="h3">{n('title')}</h1>
      <p>{n('intro')}</p>
      <Channels summary={loaderData.summary} n={n} />

      <Outbox loaderData={loaderData} page={page} />

      <Templates templates={loaderData.templates} page={page} />
      <MessageDialog value={page.dialog} onClose={() => page.setDialog(null)} />
    </>
  );
}

/** Whether email and SMS are on, and the outbox's counts. */
function Channels({ summary, n }: { summary: OutboxSummary; n: Page['n'] }) {
  return (
    <HeadedSection id="n-channels" className="card card-body mb-3" title={n('channels')}>
      <dl className="row mb-1">
        {(['email', 'sms'] as const).map((channel) => (
          <div key={channel} className="col-md-6 d-flex flex-wrap gap-2">
            <dt className="fw-normal">{n(channel)}:</dt>
            <dd className="mb-1" data-testid={`channel-${channel}`}>
              <span className={`badge ${summary[channel] ? 'text-bg-success' : 'text-bg-secondary'}`}>
                {n(summary[channel] ? 'on' : 'off')}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {!summary.email && !summary.sms && <p className="small mb-1">{n('offHelp')}</p>}
      <p className="mb-0" data-testid="outbox-counts">
        {n('counts', { pending: summary.pending, sent: summary.sent, failed: summary.failed })}
      </p>
    </HeadedSection>
  );
}

/** The outbox by status, a page at a time, with "send again" for a failed notice. */
function Outbox({ loaderData, page: { n, write, busy, setDialog, refused } }: { loaderData: Data; page: Page }) {
  const { t, i18n } = useTranslation();
  const { items, total, shown, page } = loaderData;
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const link = (next: Record<string, string>) => {
    const q = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) q.set(k, v);
    return `?${q.toString()}`;
  };

  const sendAgain = async (id: number) => {
    try {
      await write('post', `/api/Admin/notices/${id}/resend`);
      setDialog({ title: t('admin.dialogSuccess'), message: n('sentAgain'), tone: 'success' });
    } catch (err) {
      refused(err);
    }
  };

  const outboxColumns: Array<AdminColumn<OutboxItem>> = [
    { key: 'when', header: n('when'), className: 'text-nowrap', cell: (i) => formatDate(i.createdAt, 'dateTime', i18n.language) },
    { key: 'event', header: n('event'), title: true, cell: (i) => n(`events.${i.event}`) },
    { key: 'via', header: n('via'), cell: (i) => n(`channel.${i.channel}`) },
    { key: 'to', header: n('to'), className: 'text-nowrap', cell: (i) => i.recipient },
    { key: 'complaint', header: n('complaint'), className: 'ref-no text-nowrap', cell: (i) => i.complaintNo ?? '—' },
    { key: 'state', header: n('state'), cell: (i) => n(`status.${i.status}`) },
    { key: 'tries', header: n('tries'), cell: (i) => i.attempts },
    { key: 'error', header: n('error'), className: 'small text-break', cell: (i) => i.lastError },
    {
      key: 'again',
      header: <span className="visually-hidden">{n('sendAgain')}</span>,
      actions: true,
      cell: (i) =>
        i.status === 'failed' && (
          <button type="button" className="btn btn-sm btn-outline-primary text-nowrap" disabled={busy} onClick={() => void sendAgain(i.id)}>
            {n('sendAgain')}
          </button>
        ),
    },
  ];

  return (
    <>
      <ul className="nav nav-pills mb-2" aria-label={n('show')}>
        {SHOWN.map((s) => (
          <li className="nav-item" key={s}>
            <Link
              className={`nav-link py-1${shown === s ? ' active' : ''}`}
              aria-current={shown === s ? 'page' : undefined}
              to={link({ status: s, page: '1' })}
            >
              {n(`status.${s}`)}
            </Link>
          </li>
        ))}
      </ul>
      {items.length === 0 ? (
        <p>{n('none')}</p>
      ) : (
        <AdminTable
          columns={outboxColumns}
          rows={items}
          rowKey={(i) => i.id}
          rowProps={() => ({ 'data-testid': 'outbox-row' })}
          label={n('title')}
        />
      )}
      <AdminPager page={page} pages={pages} href={(p) => link({ page: String(p) })} className="mb-3" />
    </>
  );
}

/** The notices' templates (English, Hindi and the SMS template id per event), kept as typed until saved. */
function Templates({
  templates: saved,
  page: { n, write, busy, setDialog, errors, setErrors, refused },
}: {
  templates: Data['templates'];
  page: Page;
}) {
  const { t } = useTranslation();
  const draft = useStaffDraft<NoticeSettings['templates']>(DRAFT_KEY, saved);
  const templates = draft.values;
  const saveTemplates = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      await write('put', '/api/Admin/settings', { notices: { templates } });
      draft.saved(templates);
      setErrors({});
      setDialog({ title: t('admin.dialogSuccess'), message: n('templatesSaved'), tone: 'success' });
    } catch (err) {
      refused(err);
    }
  };
  const setTemplate = (event: string, key: keyof NoticeTemplate, value: string) =>
    draft.change({ ...templates, [event]: { ...templates[event as keyof typeof templates], [key]: value } });

  return (
    <form className="card card-body" onSubmit={(e) => void saveTemplates(e)} noValidate aria-labelledby="n-templates">
      <h2 id="n-templates" className="h5">
        {n('templates')}
      </h2>
      <p className="small">{n('templatesIntro')}</p>
      {draft.restored && (
        <p className="alert alert-info py-2" role="status" data-testid="templates-restored">
          {n('restored')}
        </p>
      )}
      {NOTICE_EVENTS.map((event) => (
        <fieldset key={event} className="row g-2 mb-3 border-top pt-2">
          <legend className="h6">{n(`events.${event}`)}</legend>
          <BilingualPair
            id={`tpl-${event}`}
            name="text"
            className="col-md-5"
            label={(lang) => n(lang === 'en' ? 'english' : 'hindi')}
            required
            rows={3}
            maxLength={NOTICE_TEMPLATE_MAX}
            controlClass="form-control form-control-sm"
            error={(key) => errors[`notices.templates.${event}.${key}`]}
            value={(key) => templates[event][key]}
            onChange={(key, value) => setTemplate(event, key, value)}
          />
          <FormField
            id={`tpl-${event}-id`}
            label={n('templateId')}
            error={errors[`notices.templates.${event}.templateId`]}
            className="col-md-2"
          >
            {(control, invalid) => (
              <input
                {...control}
                maxLength={NOTICE_TEMPLATE_ID_MAX}
                className={invalid('form-control form-control-sm')}
                value={templates[event].templateId}
                onChange={(e) => setTemplate(event, 'templateId', e.target.value)}
              />
            )}
          </FormField>
        </fieldset>
      ))}
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('admin.saving') : n('saveTemplates')}
        </button>
      </div>
    </form>
  );
}
