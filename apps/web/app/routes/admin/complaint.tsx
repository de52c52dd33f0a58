import { useCallback, useEffect, useState } from 'react';
import { staffComplaints } from '../../i18n/pages/staffComplaints.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { Link, useParams, type MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_STATUSES, IMAGE_TYPES, STATUSES_NEEDING_REMARKS, type StaffComplaint } from '@nagar/contract';
import { ApiError, api } from '../../lib/admin-api.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatComplaintTime } from '../../lib/format.ts';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useStatusLabel } from '../../components/StatusPie.tsx';
import { ComplaintPhotos } from '../../components/site/ComplaintPhotos.tsx';
import { MessageDialog, type DialogMessage } from '../../components/admin/MessageDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { ComplaintHistory } from '../../components/ComplaintHistory.tsx';


export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'staffComplaints.details', undefined, { staffComplaints });

/** One complaint: everything the citizen gave, reminders, history, and Take Action. */
export default function ComplaintPage() {
  usePageTexts({ staffComplaints });
  const { t, i18n } = useTranslation();
  const statusLabel = useStatusLabel();
  const { id } = useParams();
  const [c, setC] = useState<StaffComplaint | null>(null);
  const [status, setStatus] = useState('');
  const [remarks, setRemarks] = useState('');
  const [files, setFiles] = useState<Array<File | null>>([null, null]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const [formKey, setFormKey] = useState(0);
  const when = (v: string | null) => formatComplaintTime(v, i18n.language) || t('common.na');

  const load = useCallback(async () => {
    const { data } = await api<StaffComplaint>(`/api/Admin/complaint/${id}`);
    setC(data);
    setStatus((s) => s || data.status);
  }, [id]);

  useEffect(() => {
    void load().catch((err: unknown) => console.error(err));
  }, [load]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (STATUSES_NEEDING_REMARKS.includes(status) && !remarks.trim()) problems.Remarks = t('msg.complaintRemarksRequired');
    if (Object.keys(problems).length) {
      setErrors(problems);
      setDialog({ title: t('admin.dialogError'), message: Object.values(problems)[0]!, tone: 'error' });
      return;
    }
    const form = new FormData();
    form.append('Status', status);
    form.append('Remarks', remarks);
    files.forEach((f, i) => f && form.append(`ActionImage${i + 1}`, f, f.name));
    setBusy(true);
    try {
      const { data } = await api<StaffComplaint>(`/api/Admin/complaint/${id}/action`, { method: 'POST', body: form });
      setC(data);
      setRemarks('');
      setFiles([null, null]);
      setErrors({});
      setFormKey((k) => k + 1);
      setDialog({ title: t('admin.dialogSuccess'), message: t('staffComplaints.saved'), tone: 'success' });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      setDialog({
        title: t('admin.dialogError'),
        message: (err instanceof ApiError && err.message) || t('msg.serverError'),
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  if (!c) return <p role="status">{t('common.loading')}</p>;
  return (
    <>
      <p>
        <Link to="/admin/complaints">← {t('staffComplaints.back')}</Link>
      </p>
      <h1 className="h3">
        {c.complaintNo} <StatusBadge status={c.status} />
        {c.overdue && <span className="badge text-bg-danger ms-2">{t('staffComplaints.overdue')}</span>}
      </h1>
      <div className="row g-3">
        <section className="col-lg-7" aria-labelledby="c-details">
          <div className="card card-body">
            <h2 id="c-details" className="h5">
              {t('staffComplaints.details')}
            </h2>
            <dl className="row mb-2">
              <dt className="col-sm-4">{t('staffComplaints.filed')}</dt>
              <dd className="col-sm-8">
                {when(c.entry_Date)} ({t('staffComplaints.days', { count: c.ageDays })})
              </dd>
              <dt className="col-sm-4">{t('staffComplaints.district')}</dt>
              <dd className="col-sm-8">{c.district}</dd>
              <dt className="col-sm-4">{t('staffComplaints.ward')}</dt>
              <dd className="col-sm-8">{c.ward}</dd>
              <dt className="col-sm-4">{t('staffComplaints.type')}</dt>
              <dd className="col-sm-8">{c.grivance}</dd>
              <dt className="col-sm-4">{t('staffComplaints.landmark')}</dt>
              <dd className="col-sm-8">{c.landmark || t('common.na')}</dd>
              <dt className="col-sm-4">{t('staffComplaints.additional')}</dt>
              <dd className="col-sm-8">{c.additional_Information}</dd>
              <dt className="col-sm-4">{t('staffComplaints.suggestion')}</dt>
              <dd className="col-sm-8">{c.your_Suggestion || t('common.na')}</dd>
            </dl>
            <h3 className="h6">{t('staffComplaints.citizen')}</h3>
            <dl className="row mb-2">
              <dt className="col-sm-4">{t('staffComplaints.name')}</dt>
              <dd className="col-sm-8">{c.citizenName}</dd>
              <dt className="col-sm-4">{t('staffComplaints.mobile')}</dt>
              <dd className="col-sm-8">
                <a href={`tel:${c.mobile}`}>{c.mobile}</a>
              </dd>
              <dt className="col-sm-4">{t('staffComplaints.consent')}</dt>
              <dd className="col-sm-8">{c.consent ? t('common.yes') : t('common.no')}</dd>
            </dl>
            {(c.pub_Image_1 || c.pub_Image_2) && (
              <>
                <h3 className="h6">{t('staffComplaints.photos')}</h3>
                <ComplaintPhotos urls={[c.pub_Image_1, c.pub_Image_2]} alt={(n) => t('staffComplaints.photo', { n })} />
              </>
            )}
            <h3 className="h6 mt-3">{t('staffComplaints.reminders')}</h3>
            {c.reminders.length ? (
              <ul>
                {c.reminders.map((r) => (
                  <li key={r.at}>
                    {when(r.at)}: {r.message}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('staffComplaints.noReminders')}</p>
            )}
            <h3 className="h6">{t('staffComplaints.history')}</h3>
            <ComplaintHistory history={c.history} photoAlt={(n) => t('staffComplaints.photo', { n })} />
          </div>
        </section>
        <section className="col-lg-5" aria-labelledby="c-action">
          <form className="card card-body" onSubmit={(e) => void submit(e)} noValidate key={formKey}>
            <h2 id="c-action" className="h5">
              {t('staffComplaints.takeAction')}
            </h2>
            <div className="mb-3">
              <label htmlFor="a-status" className="form-label">
                {t('staffComplaints.newStatus')}
              </label>
              <select id="a-status" className="form-select" value={status} onChange={(e) => setStatus(e.target.value)}>
                {COMPLAINT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </select>
            </div>
            <FormField
              id="a-remarks"
              label={t('staffComplaints.remarks')}
              required={STATUSES_NEEDING_REMARKS.includes(status)}
              hint={t('staffComplaints.remarksHelp')}
              error={errors.Remarks}
              className="mb-3"
            >
              {(control, invalid) => (
                <textarea
                  {...control}
                  rows={4}
                  className={invalid('form-control')}
                  value={remarks}
                  onChange={(e) => setRemarks(e.target.value)}
                />
              )}
            </FormField>
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{t('staffComplaints.actionImages')}</legend>
              {[0, 1].map((i) => (
                <div key={i} className="mb-2">
                  <label htmlFor={`a-image-${i + 1}`} className="form-label small">
                    {t('staffComplaints.actionImage', { n: i + 1 })}
                  </label>
                  <input
                    id={`a-image-${i + 1}`}
                    type="file"
                    accept={IMAGE_TYPES.join(',')}
                    className="form-control"
                    onChange={(e) => setFiles((prev) => prev.map((f, j) => (j === i ? (e.target.files?.[0] ?? null) : f)))}
                  />
                </div>
              ))}
              {errors.ActionImage && <div className="invalid-feedback d-block">{errors.ActionImage}</div>}
            </fieldset>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t('admin.saving') : t('staffComplaints.save')}
            </button>
          </form>
        </section>
      </div>
      <MessageDialog value={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
