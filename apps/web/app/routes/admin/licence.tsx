import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  TL_RECEIPT_NO_MAX,
  TL_REMARKS_MAX,
  TRADE_LICENCE_DOCUMENTS,
  TRADE_LICENCE_SECTIONS,
  TRADE_LICENCE_WORKFLOW,
  type StaffTradeLicence,
  type TradeLicenceAction,
} from '@nagar/contract';
import { FormField } from '../../components/form-field.tsx';
import { MessageDialog, type DialogMessage } from '../../components/admin/message-dialog.tsx';
import { RecordError, RecordLoading } from '../../components/admin/record-states.tsx';
import { useStaffDraft } from '../../components/admin/use-staff-draft.ts';
import { RadioGroup } from '../../components/admin/radio-group.tsx';
import { LicenceStatusBadge } from '../../components/licence-status.tsx';
import { licencesAdmin } from '../../i18n/pages/licences.ts';
import { licenceTrack } from '../../i18n/pages/licence-track.ts';
import { tradeLicence } from '../../i18n/pages/trade-licence.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { ApiError, api } from '../../lib/admin-api.ts';
import { apiWriteAction, useApiWrite } from '../../lib/api-write.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import type { Route } from './+types/licence';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'licencesAdmin.title', undefined, { licencesAdmin });

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { data } = await api<StaffTradeLicence>(`/api/Admin/trade-licence/${params.id}`, { signal: request.signal });
  return { application: data };
}

export const clientAction = (args: Route.ClientActionArgs) => apiWriteAction(args);

export const HydrateFallback = RecordLoading;

/** No such record (404) is said plainly with the way back; anything else is the back office's error text. */
export const ErrorBoundary = () => <RecordError texts={{ licencesAdmin }} ns="licencesAdmin" list="/admin/licences" />;

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
      <p className="small">
        <Link to="/admin/licences">{t('licencesAdmin.back')}</Link>
      </p>
      <h1 className="h3">{t('licencesAdmin.heading', { no: a.applicationNo })}</h1>
      <p>
        <span data-testid="licence-status">
          <LicenceStatusBadge status={a.status} />
        </span>{' '}
        <span className="small text-body-secondary">
          {t('licencesAdmin.submitted')}: {formatDate(a.submittedAt, 'dateTime', i18n.language)} ·{' '}
          {t(`tradeLicence.options.licenceType.${a.licenceType}`)}
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
    if (kind === 'select' && key !== 'financialYear') return t(`tradeLicence.options.${key}.${v}`, { defaultValue: v });
    if (kind === 'date') return formatDate(v, 'day', i18n.language);
    return v;
  };
  const docLabel = (kind: string) => TRADE_LICENCE_DOCUMENTS.find((d) => d.key === kind)?.label[lang] ?? kind;
  return (
    <>
      <section className="card card-body mb-3" aria-labelledby="la-details">
        <h2 id="la-details" className="h5">
          {t('licencesAdmin.details')}
        </h2>
        {TRADE_LICENCE_SECTIONS.map((s) => (
          <div key={s.id}>
            <h3 className="h6 mt-2">{t(`tradeLicence.sections.${s.id}`)}</h3>
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
      </section>
      <section className="card card-body mb-3" aria-labelledby="la-documents">
        <h2 id="la-documents" className="h5">
          {t('licencesAdmin.documents')}
        </h2>
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
      </section>
      <section className="card card-body mb-3" aria-labelledby="la-history">
        <h2 id="la-history" className="h5">
          {t('licencesAdmin.history')}
        </h2>
        <ol className="list-unstyled mb-0" data-testid="licence-history">
          {a.history.map((h, i) => (
            <li key={i} className="mb-2">
              <strong>{t(`licenceTrack.steps.${h.action}`)}</strong>{' '}
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
      </section>
    </>
  );
}

/** The fee due, the counter receipt and the licence issued. */
function FeeCard({ a }: { a: StaffTradeLicence }) {
  const { t, i18n } = useTranslation();
  const day = (v: string) => formatDate(v, 'day', i18n.language);
  return (
    <section className="card card-body mb-3" aria-labelledby="la-fee">
      <h2 id="la-fee" className="h5">
        {t('licencesAdmin.fee')}: {a.feeDue === null ? t('licencesAdmin.feeAssessed') : `₹${a.feeDue.toLocaleString('en-IN')}`}
      </h2>
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
    </section>
  );
}

/** The counter receipt's number, date and amount (the steps that record a fee paid). */
function ReceiptFields(props: { values: Values; errors: Record<string, string>; set: (next: Partial<Values>) => void }) {
  const { t } = useTranslation();
  const { values, errors, set } = props;
  return (
    <div className="row g-2 mb-3">
      <FormField id="la-receiptNo" label={t('licencesAdmin.receiptNo')} required error={errors.receiptNo} className="col-12">
        {(props, invalid) => (
          <input
            {...props}
            className={invalid('form-control')}
            maxLength={TL_RECEIPT_NO_MAX}
            value={values.receiptNo}
            onChange={(e) => set({ receiptNo: e.target.value })}
          />
        )}
      </FormField>
      <FormField id="la-receiptDate" label={t('licencesAdmin.receiptDate')} required error={errors.receiptDate} className="col-6">
        {(props, invalid) => (
          <input
            {...props}
            type="date"
            className={invalid('form-control')}
            value={values.receiptDate}
            onChange={(e) => set({ receiptDate: e.target.value })}
          />
        )}
      </FormField>
      <FormField id="la-receiptAmount" label={t('licencesAdmin.receiptAmount')} required error={errors.receiptAmount} className="col-6">
        {(props, invalid) => (
          <input
            {...props}
            inputMode="numeric"
            className={invalid('form-control')}
            value={values.receiptAmount}
            onChange={(e) => set({ receiptAmount: e.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}

/** The next step the workflow allows: the step, its remarks and receipt, kept as a draft until taken. */
function StepForm({ a }: { a: StaffTradeLicence }) {
  const { t } = useTranslation();
  const { write, busy } = useApiWrite();
  const revalidator = useRevalidator();
  const draft = useStaffDraft<Values>(`nagar-draft:trade-licence:${a.id}`, EMPTY);
  const { values, restored } = draft;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const step = values.action ? TRADE_LICENCE_WORKFLOW[values.action] : null;
  const withReceipt = Boolean(step && 'receipt' in step);

  const set = (next: Partial<Values>) => {
    draft.change({ ...values, ...next });
    setStatus('');
    setErrors({});
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy || !values.action) return;
    if (step?.remarks && !values.remarks.trim()) {
      setErrors({ remarks: t('msg.tlRemarksRequired') });
      document.getElementById('la-remarks')?.focus();
      return;
    }
    try {
      const body: Record<string, string> = { action: values.action, remarks: values.remarks };
      if (withReceipt)
        Object.assign(body, { receiptNo: values.receiptNo, receiptDate: values.receiptDate, receiptAmount: values.receiptAmount });
      await write<StaffTradeLicence>('post', `/api/Admin/trade-licence/${a.id}/action`, body);
      draft.saved(EMPTY);
      setStatus(t('licencesAdmin.saved'));
      void revalidator.revalidate();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      const apiErr = err instanceof ApiError ? err : null;
      if (apiErr?.errors) setErrors(apiErr.errors);
      setDialog({ title: t('admin.dialogError'), message: apiErr?.message || t('licencesAdmin.failed'), tone: 'error' });
    }
  };

  return (
    <>
      <form className="card card-body" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="la-action-heading">
        <h2 id="la-action-heading" className="h5">
          {t('licencesAdmin.actionHeading')}
        </h2>
        {a.actions.length === 0 ? (
          <p className="mb-0">{t('licencesAdmin.noActions')}</p>
        ) : (
          <>
            {restored && (
              <p className="alert alert-info py-2" role="status">
                {t('licencesAdmin.restored')}
              </p>
            )}
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
            {withReceipt && <ReceiptFields values={values} errors={errors} set={set} />}
            {errors.receiptNo && !withReceipt && (
              <p className="text-danger" role="alert">
                {errors.receiptNo}
              </p>
            )}
            <FormField
              id="la-remarks"
              label={t('licencesAdmin.remarks')}
              required={Boolean(step?.remarks)}
              hint={t('licencesAdmin.remarksRequired')}
              error={errors.remarks}
              className="mb-3"
            >
              {(props, invalid) => (
                <textarea
                  {...props}
                  rows={4}
                  maxLength={TL_REMARKS_MAX}
                  className={invalid('form-control')}
                  value={values.remarks}
                  onChange={(e) => set({ remarks: e.target.value })}
                />
              )}
            </FormField>
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <button type="submit" className="btn btn-primary" disabled={busy || !values.action}>
                {busy ? t('licencesAdmin.saving') : t('licencesAdmin.save')}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={draft.discard}
                disabled={busy || JSON.stringify(values) === JSON.stringify(EMPTY)}
              >
                {t('licencesAdmin.discard')}
              </button>
              <span role="status" className="ms-1">
                {status}
              </span>
            </div>
          </>
        )}
      </form>
      <MessageDialog value={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
