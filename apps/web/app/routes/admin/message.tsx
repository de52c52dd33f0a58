import { useTranslation } from '../../i18n/use-translation.ts';
import { CONTACT_REPLY_NOTE_MAX, type ContactMessage } from '@nagar/contract';
import { TextareaField } from '../../components/form-field.tsx';
import { RecordFormCard, useRecordForm } from '../../components/admin/record-form.tsx';
import { RecordHeading, recordRoute } from '../../components/admin/record-states.tsx';
import { RadioGroup } from '../../components/admin/radio-group.tsx';
import { inbox } from '../../i18n/pages/messages.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { pageMeta } from '../../lib/site.ts';
import { ContactRow } from '../../components/contact-row.tsx';
import { formatDate } from '../../lib/format.ts';
import { MessageStatus } from './messages.tsx';
import type { Route } from './+types/message';
import { HeadedSection } from '../../components/headed-section.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'inbox.title', undefined, { inbox });

/**
 * The message, from the API in the browser: opening a new one marks it read (the API audits it); the reply note's
 * save (useApiWrite); what the page shows meanwhile or when it cannot read it.
 */
export const { clientLoader, clientAction, HydrateFallback, ErrorBoundary } = recordRoute<ContactMessage, 'message'>(
  '/api/Admin/contact-messages',
  'message',
  { texts: { inbox }, ns: 'inbox', list: '/admin/messages' },
);

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
  const form = useRecordForm<Values>({
    draftKey: `nagar-draft:contact-message:${m.id}`,
    stored: valuesOf(m),
    ns: 'inbox',
    idPrefix: 'r',
    missing: (v) =>
      v.status === 'answered' && !v.replyNote.trim() ? { field: 'replyNote', message: t('msg.contactReplyNoteRequired') } : null,
    save: async (v, write) => valuesOf(await write<ContactMessage>('put', `/api/Admin/contact-messages/${m.id}`, { ...v })),
  });
  const { values, errors, set } = form;
  const when = (v: string | null) => (v ? formatDate(v, 'dateTime', i18n.language) : '');

  const subject = m.subject || t('inbox.noSubject');
  return (
    <>
      <RecordHeading list="/admin/messages" back={t('inbox.back')}>
        {t('inbox.heading', { reference: m.reference })}
      </RecordHeading>
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
        <HeadedSection id="m-subject" className="col-lg-7" box="card card-body" title={subject}>
          <dl className="row mb-2 small">
            <dt className="col-sm-3">{t('inbox.sender')}</dt>
            <dd className="col-sm-9">{m.name}</dd>
            <dt className="col-sm-3">{t('inbox.email')}</dt>
            <dd className="col-sm-9 text-break">
              <a href={`mailto:${m.email}?subject=${encodeURIComponent(`${m.reference}: ${m.subject}`)}`}>{m.email}</a>
            </dd>
            <ContactRow label={t('inbox.phone')} kind="tel" value={m.phone} dtClassName="col-sm-3" ddClassName="col-sm-9" />
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
        </HeadedSection>
        <section className="col-lg-5" aria-labelledby="r-heading">
          <RecordFormCard form={form} headingId="r-heading" heading={t('inbox.replyHeading')}>
            <TextareaField
              {...form.field('replyNote')}
              label={t('inbox.replyNote')}
              hint={t('inbox.replyHint')}
              className="mb-3"
              rows={6}
              maxLength={CONTACT_REPLY_NOTE_MAX}
            />
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
          </RecordFormCard>
        </section>
      </div>
    </>
  );
}
