import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import {
  TL_RECEIPT_NO_MAX,
  TL_REMARKS_MAX,
  TRADE_LICENCE_DOCUMENTS,
  TRADE_LICENCE_SECTIONS,
  TRADE_LICENCE_WORKFLOW,
  type StaffTradeLicence,
  type TradeLicenceAction,
} from '@nagar/contract';
import { InputField, TextareaField } from '../../components/form-field.tsx';
import { RecordFormCard, useRecordForm, type RecordForm } from '../../components/admin/record-form.tsx';
import { RecordHeading, recordRoute } from '../../components/admin/record-states.tsx';
import { RadioGroup } from '../../components/admin/radio-group.tsx';
import { LicenceStatusBadge } from '../../components/licence-status.tsx';
import { licencesAdmin } from '../../i18n/pages/licences.ts';
import { licenceTrack } from '../../i18n/pages/licence-track.ts';
import { tradeLicence } from '../../i18n/pages/trade-licence.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import type { Route } from './+types/licence';
import { dataKey, isLicenceStep, tradeLicenceKey } from '../../i18n/keys.ts';
import { HeadedSection } from '../../components/headed-section.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'licencesAdmin.title', undefined, { licencesAdmin });

/** The application from the API in the browser, its step's save, and what the page shows meanwhile or when it cannot read it. */
export const { clientLoader, clientAction, HydrateFallback, ErrorBoundary } = recordRoute<StaffTradeLicence, 'application'>(
  '/api/Admin/trade-licence',
  'application',
  { texts: { licencesAdmin }, ns: 'licencesAdmin', list: '/admin/licences' },
);

type Values = { action: TradeLicenceAction | ''; remarks: string; receiptNo: string; receiptDate: string; receiptAmount: string };
const EMPTY: Values = { action: '', remarks: '', receiptNo: '', receiptDate: '', receiptAmount: '' };

/**
 * Admin › Trade licences › one application: every field, the documents (opened from a staff-only address), the
 * history, the fee receipt and licence, and the next step the workflow allows (remarks, the counter receipt). The
 * typed step is kept in the session's storage until saved, so a reload or an expired session loses nothing.
 */
export default function Licence({ loaderData }: Route.ComponentProps) {
  usePageTexts({ licencesAdmin, licenceTrack, tradeLicence });
  const { t, i18n } = useTranslation();
  const a = loaderData.application;
  return (
    <>
      <RecordHeading list="/admin/licences" back={t('licencesAdmin.back')}>
        {t('licencesAdmin.heading', { no: a.applicationNo })}
      </RecordHeading>
      <p>
        <span data-testid="licence-status">
          <LicenceStatusBadge status={a.status} />
        </span>{' '}
        <span className="small text-body-secondary">
          {t('licencesAdmin.submitted')}: {formatDate(a.submittedAt, 'dateTime', i18n.language)} ·{' '}
          {t(tradeLicenceKey('options', 'licenceType', a.licenceType))}
        </span>
      </p>
      <div className="row g-4">
        <div className="col-lg-7">
          <ApplicationDetails a={a} />
        </div>
        <div className="col-lg-5">
          <FeeCard a={a} />
          <StepForm a={a} />
        </div>
      </div>
    </>
  );
}

/** The application's fields by section, its documents and its history. */
function ApplicationDetails({ a }: { a: StaffTradeLicence }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const fieldValue = (key: string, kind: string) => {
    const v = a.fields[key];
    if (!v) return '—';
    if (kind === 'select' && key !== 'financialYear') return t(dataKey(`tradeLicence.options.${key}.${v}`), { defaultValue: v });
    if (kind === 'date') return formatDate(v, 'day', i18n.language);
    return v;
  };
  const docLabel = (kind: string) => TRADE_LICENCE_DOCUMENTS.find((d) => d.key === kind)?.label[lang] ?? kind;
  return (
    <>
      <HeadedSection id="la-details" className="card card-body mb-3" title={t('licencesAdmin.details')}>
        {TRADE_LICENCE_SECTIONS.map((s) => (
          <div key={s.id}>
            <h3 className="h6 mt-2">{t(tradeLicenceKey('sections', s.id))}</h3>
            <dl className="row mb-0 small">
              {s.fields.map((f) => (
                <div key={f.key} className="col-sm-6 d-flex gap-2">
                  <dt className="fw-semibold">{f.label[lang]}:</dt>
                  <dd className="text-break mb-1">{fieldValue(f.key, f.kind)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </HeadedSection>
      <HeadedSection id="la-documents" className="card card-body mb-3" title={t('licencesAdmin.documents')}>
        {a.documents.length === 0 ? (
          <p className="mb-0">{t('licencesAdmin.noDocuments')}</p>
        ) : (
          <ul className="mb-0" data-testid="licence-documents">
            {a.documents.map((d) => (
              <li key={d.id}>
                <a href={d.url} target="_blank" rel="noreferrer">
                  {docLabel(d.kind)}
                </a>{' '}
                <span className="small text-body-secondary">
                  ({d.type === 'application/pdf' ? 'PDF' : 'JPEG'}, {Math.max(1, Math.round(d.size / 1024))} KB)
                </span>
              </li>
            ))}
          </ul>
        )}
      </HeadedSection>
      <HeadedSection id="la-history" className="card card-body mb-3" title={t('licencesAdmin.history')}>
        <ol className="list-unstyled mb-0" data-testid="licence-history">
          {a.history.map((h, i) => (
            <li key={i} className="mb-2">
              <strong>{isLicenceStep(h.action) ? t(`licenceTrack.steps.${h.action}`) : h.action}</strong>{' '}
              <span className="small text-body-secondary">
                {formatDate(h.at, 'dateTime', i18n.language)} ·{' '}
                {t('licencesAdmin.by', {
                  who: h.actorName ?? (h.actorRole === 'applicant' ? t('licencesAdmin.applicant') : h.actorRole),
                })}
              </span>
              {h.remarks && <span className="d-block text-break">{h.remarks}</span>}
            </li>
          ))}
        </ol>
      </HeadedSection>
    </>
  );
}

/** The fee due, the counter receipt and the licence issued. */
function FeeCard({ a }: { a: StaffTradeLicence }) {
  const { t, i18n } = useTranslation();
  const day = (v: string) => formatDate(v, 'day', i18n.language);
  return (
    <HeadedSection
      id="la-fee"
      className="card card-body mb-3"
      title={
        <>
          {t('licencesAdmin.fee')}: {a.feeDue === null ? t('licencesAdmin.feeAssessed') : `₹${a.feeDue.toLocaleString('en-IN')}`}
        </>
      }
    >
      <p className="mb-1">
        <strong>{t('licencesAdmin.receipt')}:</strong>{' '}
        <span data-testid="licence-receipt">
          {a.receipt
            ? `${a.receipt.receiptNo}, ${day(a.receipt.receiptDate)}, ₹${a.receipt.amount.toLocaleString('en-IN')}`
            : t('licencesAdmin.noReceipt')}
        </span>
      </p>
      {a.licence && (
        <p className="mb-0" data-testid="licence-issued">
          <strong>{t('licencesAdmin.licence')}:</strong>{' '}
          {t('licencesAdmin.licenceText', { no: a.licence.licenceNo, from: day(a.licence.validFrom), to: day(a.licence.validTo) })} (
          {t(`licenceTrack.licenceStatus.${a.licence.status}`)})
        </p>
      )}
    </HeadedSection>
  );
}

/** The counter receipt's fields: its number, date and amount, each with its own input. */
const RECEIPT_FIELDS: Array<{
  key: 'receiptNo' | 'receiptDate' | 'receiptAmount';
  className: string;
  input: React.InputHTMLAttributes<HTMLInputElement>;
}> = [
  { key: 'receiptNo', className: 'col-12', input: { maxLength: TL_RECEIPT_NO_MAX } },
  { key: 'receiptDate', className: 'col-6', input: { type: 'date' } },
  { key: 'receiptAmount', className: 'col-6', input: { inputMode: 'numeric' } },
];

/** The counter receipt's number, date and amount (the steps that record a fee paid). */
function ReceiptFields({ field }: { field: RecordForm<Values>['field'] }) {
  const { t } = useTranslation();
  return (
    <div className="row g-2 mb-3">
      {RECEIPT_FIELDS.map((f) => {
        const { onChange, ...bound } = field(f.key);
        return (
          <InputField
            key={f.key}
            {...bound}
            label={t(`licencesAdmin.${f.key}`)}
            required
            className={f.className}
            {...f.input}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      })}
    </div>
  );
}

/** The next step the workflow allows: the step, its remarks and receipt, kept as a draft until taken. */
function StepForm({ a }: { a: StaffTradeLicence }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const stepOf = (v: Values) => (v.action ? TRADE_LICENCE_WORKFLOW[v.action] : null);
  const withReceiptOf = (v: Values) => {
    const step = stepOf(v);
    return Boolean(step && 'receipt' in step);
  };
  const form = useRecordForm<Values>({
    draftKey: `nagar-draft:trade-licence:${a.id}`,
    stored: EMPTY,
    ns: 'licencesAdmin',
    idPrefix: 'la',
    ready: (v) => Boolean(v.action),
    missing: (v) => (stepOf(v)?.remarks && !v.remarks.trim() ? { field: 'remarks', message: t('msg.tlRemarksRequired') } : null),
    save: async (v, write) => {
      const body: Record<string, string> = { action: v.action, remarks: v.remarks };
      if (withReceiptOf(v)) Object.assign(body, { receiptNo: v.receiptNo, receiptDate: v.receiptDate, receiptAmount: v.receiptAmount });
      await write<StaffTradeLicence>('post', `/api/Admin/trade-licence/${a.id}/action`, body);
      void revalidator.revalidate();
      return EMPTY;
    },
  });
  const { values, errors, set } = form;
  const step = stepOf(values);
  const withReceipt = withReceiptOf(values);

  return (
    <RecordFormCard
      form={form}
      headingId="la-action-heading"
      heading={t('licencesAdmin.actionHeading')}
      labelled
      empty={a.actions.length === 0 ? <p className="mb-0">{t('licencesAdmin.noActions')}</p> : undefined}
    >
      <RadioGroup
        name="action"
        idPrefix="la-action"
        legend={t('licencesAdmin.action')}
        options={a.actions}
        label={(act) => t(`licencesAdmin.actions.${act}`)}
        value={values.action}
        onChange={(action) => set({ action })}
        error={errors.action}
      />
      {withReceipt && <ReceiptFields field={form.field} />}
      {errors.receiptNo && !withReceipt && (
        <p className="text-danger" role="alert">
          {errors.receiptNo}
        </p>
      )}
      <TextareaField
        {...form.field('remarks')}
        label={t('licencesAdmin.remarks')}
        required={Boolean(step?.remarks)}
        hint={t('licencesAdmin.remarksRequired')}
        className="mb-3"
        rows={4}
        maxLength={TL_REMARKS_MAX}
      />
    </RecordFormCard>
  );
}
