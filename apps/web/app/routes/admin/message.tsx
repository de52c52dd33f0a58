import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_REPLY_NOTE_MAX, type ContactMessage } from '@nagar/contract';
import { FormField } from '../../components/form-field.tsx';
import { MessageDialog, type DialogMessage } from '../../components/admin/message-dialog.tsx';
import { RecordError, RecordLoading } from '../../components/admin/record-states.tsx';
import { useStaffDraft } from '../../components/admin/use-staff-draft.ts';
import { RadioGroup } from '../../components/admin/radio-group.tsx';
import { inbox } from '../../i18n/pages/messages.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { ApiError, api } from '../../lib/admin-api.ts';
import { apiWriteAction, useApiWrite } from '../../lib/api-write.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import { MessageStatus } from './messages.tsx';
import type { Route } from './+types/message';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'inbox.title', undefined, { inbox });

/** The message, from the API in the browser: opening a new one marks it read (the API audits it). */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { data } = await api<ContactMessage>(`/api/Admin/contact-messages/${params.id}`, { signal: request.signal });
  return { message: data };
}

/** The reply note's save (useApiWrite). */
export const clientAction = (args: Route.ClientActionArgs) => apiWriteAction(args);

export const HydrateFallback = RecordLoading;

/** No such record (404) is said plainly with the way back; anything else is the back office's error text. */
export const ErrorBoundary = () => <RecordError texts={{ inbox }} ns="inbox" list="/admin/messages" />;

type Values = { status: 'read' | 'answered'; replyNote: string };
const valuesOf = (m: ContactMessage): Values => ({ status: m.status === 'answered' ? 'answered' : 'read', replyNote: m.replyNote });

/**
 * Admin › Messages › one message: what was sent, and the reply form (a note and Read / Answered). The typed note is
 * kept in the session's storage until saved, so a reload or an expired session loses nothing.
 */
export default function Message({ loaderData }: Route.ComponentProps) {
  usePageTexts({ inbox });
  const { t, i18n } = useTranslation();
  const m = loaderData.message;
  const { write, busy } = useApiWrite();
  const draft = useStaffDraft<Values>(`nagar-draft:contact-message:${m.id}`, valuesOf(m));
  const { values, restored } = draft;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const when = (v: string | null) => (v ? formatDate(v, 'dateTime', i18n.language) : '');

  const set = (next: Partial<Values>) => {
    draft.change({ ...values, ...next });
    setStatus('');
    setErrors({});
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (values.status === 'answered' && !values.replyNote.trim()) {
      const message = t('msg.contactReplyNoteRequired');
      setErrors({ replyNote: message });
      document.getElementById('r-replyNote')?.focus();
      return;
    }
    try {
      const saved = await write<ContactMessage>('put', `/api/Admin/contact-messages/${m.id}`, { ...values });
      draft.saved(valuesOf(saved));
      setStatus(t('inbox.saved'));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      const apiErr = err instanceof ApiError ? err : null;
      if (apiErr?.errors) setErrors(apiErr.errors);
      setDialog({ title: t('admin.dialogError'), message: apiErr?.message || t('inbox.failed'), tone: 'error' });
    }
  };

  const subject = m.subject || t('inbox.noSubject');
  const unchanged = JSON.stringify(values) === JSON.stringify(valuesOf(m));
  return (
    <>
      <p className="small">
        <Link to="/admin/messages">{t('inbox.back')}</Link>
      </p>
      <h1 className="h3">{t('inbox.heading', { reference: m.reference })}</h1>
      <p>
        <MessageStatus status={m.status} />{' '}
        <span className="small text-body-secondary">
          {t('inbox.received')}: {when(m.receivedAt)}
          {m.readAt && ` · ${t('inbox.readAt')}: ${when(m.readAt)}`}
          {m.answeredAt && ` · ${t('inbox.answeredAt')}: ${when(m.answeredAt)}`}
          {m.answeredBy && ` ${t('inbox.answeredBy', { who: m.answeredBy })}`}
        </span>
      </p>
      <div className="row g-4">
        <section className="col-lg-7" aria-labelledby="m-subject">
          <div className="card card-body">
            <h2 id="m-subject" className="h5">
              {subject}
            </h2>
            <dl className="row mb-2 small">
              <dt className="col-sm-3">{t('inbox.sender')}</dt>
              <dd className="col-sm-9">{m.name}</dd>
              <dt className="col-sm-3">{t('inbox.email')}</dt>
              <dd className="col-sm-9 text-break">
                <a href={`mailto:${m.email}?subject=${encodeURIComponent(`${m.reference}: ${m.subject}`)}`}>{m.email}</a>
              </dd>
              {m.phone && (
                <>
                  <dt className="col-sm-3">{t('inbox.phone')}</dt>
                  <dd className="col-sm-9">
                    <a href={`tel:${m.phone.replace(/\s/g, '')}`}>{m.phone}</a>
                  </dd>
                </>
              )}
              {m.project && (
                <>
                  <dt className="col-sm-3">{t('inbox.project')}</dt>
                  <dd className="col-sm-9">{m.project}</dd>
                </>
              )}
              <dt className="col-sm-3">{t('inbox.language')}</dt>
              <dd className="col-sm-9">{t(`inbox.languages.${m.language}`)}</dd>
            </dl>
            <h3 className="h6">{t('inbox.message')}</h3>
            <p className="contact-message-text text-break mb-0">{m.message}</p>
          </div>
        </section>
        <section className="col-lg-5" aria-labelledby="r-heading">
          <form className="card card-body" onSubmit={(e) => void submit(e)} noValidate>
            <h2 id="r-heading" className="h5">
              {t('inbox.replyHeading')}
            </h2>
            {restored && (
              <p className="alert alert-info py-2" role="status">
                {t('inbox.restored')}
              </p>
            )}
            <FormField id="r-replyNote" label={t('inbox.replyNote')} hint={t('inbox.replyHint')} error={errors.replyNote} className="mb-3">
              {(props, invalid) => (
                <textarea
                  {...props}
                  rows={6}
                  maxLength={CONTACT_REPLY_NOTE_MAX}
                  className={invalid('form-control')}
                  value={values.replyNote}
                  onChange={(e) => set({ replyNote: e.target.value })}
                />
              )}
            </FormField>
            <RadioGroup
              name="status"
              idPrefix="r-status"
              legend={t('inbox.markAs')}
              options={['read', 'answered'] as const}
              label={(status) => t(`inbox.statuses.${status}`)}
              value={values.status}
              onChange={(status) => set({ status })}
              error={errors.status}
              inline
            />
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? t('inbox.saving') : t('inbox.save')}
              </button>
              <button type="button" className="btn btn-outline-secondary" onClick={draft.discard} disabled={busy || unchanged}>
                {t('inbox.discard')}
              </button>
              <span role="status" className="ms-1">
                {status}
              </span>
            </div>
          </form>
        </section>
      </div>
      <MessageDialog value={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
