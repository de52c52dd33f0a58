import { useEffect, useRef, useState } from 'react';
import { staffComplaints } from '../../i18n/pages/staff-complaints.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { Link, isRouteErrorResponse, useFetcher, useRouteError } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { COMPLAINT_STATUSES, IMAGE_TYPES, textOf, OPEN_STATUSES, STATUSES_NEEDING_REMARKS, type StaffComplaint } from '@nagar/contract';
import { ApiError, api } from '../../lib/admin-api.ts';
import { forwardToApi } from '../../lib/api-write.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatComplaintTime } from '../../lib/format.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useStatusLabel } from '../../components/status-pie.tsx';
import { ComplaintPhotos } from '../../components/site/complaint-photos.tsx';
import { MessageDialog, type DialogMessage } from '../../components/admin/message-dialog.tsx';
import { ComplaintFieldRows } from '../../components/complaint-fields.tsx';
import { FormField, Options, TextareaField } from '../../components/form-field.tsx';
import { ComplaintHistory } from '../../components/complaint-history.tsx';
import type { Route } from './+types/complaint';
import { isComplaintActor } from '../../i18n/keys.ts';
import { HeadedSection } from '../../components/headed-section.tsx';
import { ComplaintRatingRow } from '../../components/complaint-rating.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'staffComplaints.details', undefined, { staffComplaints });

/** The complaint, from the API in the browser (the API's guard decides whether the person may see it). */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const [{ data }, { data: officers }] = await Promise.all([
    api<StaffComplaint>(`/api/Admin/complaint/${params.id}`, { signal: request.signal }),
    api<Assignable[]>(`/api/Admin/complaint/${params.id}/assignable`, { signal: request.signal }),
  ]);
  return { complaint: data, officers };
}

type Assignable = { id: number; name: string; role: string };

/**
 * Take Action: the form as typed (status, remarks, photos) to the API; a reassignment (intent=assign: the officer
 * and the remark) to its own route. The router then reads the complaint again.
 */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'assign') {
    const body = JSON.stringify({ officerId: Number(textOf(form.get('officerId'))), remarks: textOf(form.get('remarks')) });
    return forwardToApi<StaffComplaint>(`/api/Admin/complaint/${params.id}/assign`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
  }
  return forwardToApi<StaffComplaint>(`/api/Admin/complaint/${params.id}/action`, { method: 'POST', body: form });
}

/**
 * The complaint could not be read. A 404 (no such complaint, or one outside the person's wards: the API does not
 * say which) is said plainly with the way back to the queue; anything else is the back office's error text.
 */
export function ErrorBoundary() {
  usePageTexts({ staffComplaints });
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = (error instanceof ApiError && error.status === 404) || (isRouteErrorResponse(error) && error.status === 404);
  return (
    <>
      <h1 className="h3">{t(notFound ? 'staffComplaints.notFoundTitle' : 'common.errorTitle')}</h1>
      <p>{t(notFound ? 'staffComplaints.notFoundText' : 'common.errorText')}</p>
      <Link to="/admin/complaints">{t('staffComplaints.back')}</Link>
    </>
  );
}

export function HydrateFallback() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

type Answer = ReturnType<typeof useFetcher<typeof clientAction>>;
type Complaint = Route.ComponentProps['loaderData']['complaint'];
type ShowDialog = (dialog: DialogMessage) => void;

/**
 * A form's answer, once: `onSaved` after a success, `onRefused` with the API's field errors after a refusal (then
 * the error dialog); a lapsed session (401) is left to the session's own handling.
 */
function useAnswer(
  fetcher: Answer,
  show: ShowDialog,
  onSaved: () => void,
  onRefused: (errors: Record<string, string> | undefined) => void,
) {
  const { t } = useTranslation();
  const answered = useRef<unknown>(null);
  const handlers = useRef({ onSaved, onRefused, show });
  handlers.current = { onSaved, onRefused, show };
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || answered.current === result) return;
    answered.current = result;
    if (result.ok) return handlers.current.onSaved();
    if (result.error.status === 401) return;
    handlers.current.onRefused(result.error.errors);
    handlers.current.show({ title: t('admin.dialogError'), message: result.error.message || t('msg.serverError'), tone: 'error' });
  }, [fetcher.state, fetcher.data, t]);
}

/** One complaint: everything the citizen gave, reminders, history, and Take Action. */
export default function ComplaintPage({ loaderData }: Route.ComponentProps) {
  usePageTexts({ staffComplaints });
  const { t } = useTranslation();
  const c = loaderData.complaint;
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  return (
    <>
      <p>
        <Link to="/admin/complaints">← {t('staffComplaints.back')}</Link>
      </p>
      <h1 className="h3">
        <span className="ref-no">{c.complaintNo}</span> <StatusBadge status={c.status} />
        {c.overdue && <span className="badge text-bg-danger ms-2">{t('staffComplaints.overdue')}</span>}
      </h1>
      <div className="row g-3">
        <ComplaintDetails c={c} />
        <section className="col-lg-5" aria-labelledby="c-action">
          <TakeAction c={c} show={setDialog} />
          <Reassign c={c} officers={loaderData.officers} show={setDialog} />
        </section>
      </div>
      <MessageDialog value={dialog} onClose={() => setDialog(null)} />
    </>
  );
}

const useRole = () => {
  const { t } = useTranslation();
  return (r: string) => (isComplaintActor(r) ? t(`complaints.actors.${r}`) : r);
};

/** What the citizen gave, the officer it is with, the reminders and the history. */
function ComplaintDetails({ c }: { c: Complaint }) {
  const { t, i18n } = useTranslation();
  const role = useRole();
  const when = (v: string | null) => formatComplaintTime(v, i18n.language) || t('common.na');
  return (
    <HeadedSection id="c-details" className="col-lg-7" box="card card-body" title={t('staffComplaints.details')}>
      <dl className="row mb-2">
        <dt className="col-sm-4">{t('staffComplaints.filed')}</dt>
        <dd className="col-sm-8">
          {when(c.entry_Date)} ({t('staffComplaints.days', { count: c.ageDays })})
        </dd>
        {OPEN_STATUSES.includes(c.status) && (
          <>
            <dt className="col-sm-4">{t('staffComplaints.due')}</dt>
            <dd className="col-sm-8" data-testid="staff-due">
              {when(c.dueDate)}
            </dd>
          </>
        )}
        <dt className="col-sm-4">{t('complaints.assignedTo')}</dt>
        <dd className="col-sm-8" data-testid="staff-assigned">
          {c.assignedTo ? `${c.assignedTo.name} (${role(c.assignedTo.role)})` : t('staffComplaints.unassigned')}
          {c.escalationLevel > 0 && (
            <span className="badge text-bg-warning ms-2">{t('complaints.escalationLevel', { count: c.escalationLevel })}</span>
          )}
        </dd>
        {c.reopened > 0 && (
          <>
            <dt className="col-sm-4">{t('staffComplaints.reopenedLabel')}</dt>
            <dd className="col-sm-8">{t('staffComplaints.reopened', { count: c.reopened })}</dd>
          </>
        )}
        <ComplaintRatingRow rating={c.rating} label={t('staffComplaints.rating')} testId="staff-rating" termCols={4} />
        <ComplaintFieldRows complaint={c} who="staff" termClass="col-sm-4" valueClass="col-sm-8" />
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
      <ComplaintPhotos
        heading={t('staffComplaints.photos')}
        headingClassName="h6"
        urls={[c.pub_Image_1, c.pub_Image_2]}
        alt={(n) => t('staffComplaints.photo', { n })}
      />
      <h3 className="h6 mt-3">{t('staffComplaints.reminders')}</h3>
      {c.reminders.length ? (
        <ul>
          {c.reminders.map((r) => (
            <li key={r.at}>{t('complaints.reminder', { date: when(r.at) })}</li>
          ))}
        </ul>
      ) : (
        <p>{t('staffComplaints.noReminders')}</p>
      )}
      <h3 className="h6">{t('staffComplaints.history')}</h3>
      <ComplaintHistory history={c.history} photoAlt={(n) => t('staffComplaints.photo', { n })} />
    </HeadedSection>
  );
}

/** Take Action: a new status, the remarks and up to two photos of the work. */
function TakeAction({ c, show }: { c: Complaint; show: ShowDialog }) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  const fetcher = useFetcher<typeof clientAction>();
  const busy = fetcher.state !== 'idle';
  const [status, setStatus] = useState(c.status);
  const [remarks, setRemarks] = useState('');
  const [files, setFiles] = useState<Array<File | null>>([null, null]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formKey, setFormKey] = useState(0);

  // The action's answer, once (the complaint itself comes again from the loader).
  useAnswer(
    fetcher,
    show,
    () => {
      setRemarks('');
      setFiles([null, null]);
      setErrors({});
      setFormKey((k) => k + 1);
      show({ title: t('admin.dialogSuccess'), message: t('staffComplaints.saved'), tone: 'success' });
    },
    (found) => found && setErrors(found),
  );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (STATUSES_NEEDING_REMARKS.includes(status) && !remarks.trim()) problems.Remarks = t('msg.complaintRemarksRequired');
    if (Object.keys(problems).length) {
      setErrors(problems);
      show({ title: t('admin.dialogError'), message: Object.values(problems)[0]!, tone: 'error' });
      return;
    }
    const form = new FormData();
    form.append('Status', status);
    form.append('Remarks', remarks);
    files.forEach((f, i) => f && form.append(`ActionImage${i + 1}`, f, f.name));
    void fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' });
  };

  return (
    <form className="card card-body" onSubmit={submit} noValidate key={formKey}>
      <h2 id="c-action" className="h5">
        {t('staffComplaints.takeAction')}
      </h2>
      <div className="mb-3">
        <label htmlFor="a-status" className="form-label">
          {t('staffComplaints.newStatus')}
        </label>
        <select id="a-status" className="form-select" value={status} onChange={(e) => setStatus(e.target.value)}>
          <Options values={COMPLAINT_STATUSES} label={statusLabel} />
        </select>
      </div>
      <TextareaField
        id="a-remarks"
        label={t('staffComplaints.remarks')}
        required={STATUSES_NEEDING_REMARKS.includes(status)}
        hint={t('staffComplaints.remarksHelp')}
        error={errors.Remarks}
        className="mb-3"
        rows={4}
        value={remarks}
        onChange={setRemarks}
      />
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
  );
}

/** Reassignment to another officer of the ward, with the reason. */
function Reassign({ c, officers, show }: { c: Complaint; officers: Assignable[]; show: ShowDialog }) {
  const { t } = useTranslation();
  const role = useRole();
  const assigner = useFetcher<typeof clientAction>();
  const [officer, setOfficer] = useState('');
  const [assignRemarks, setAssignRemarks] = useState('');
  const [assignErrors, setAssignErrors] = useState<Record<string, string>>({});

  // The reassignment's answer, once.
  useAnswer(
    assigner,
    show,
    () => {
      setOfficer('');
      setAssignRemarks('');
      setAssignErrors({});
      show({ title: t('admin.dialogSuccess'), message: t('staffComplaints.reassigned'), tone: 'success' });
    },
    (found) => setAssignErrors(found ?? {}),
  );

  const reassign = (e: React.FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!officer) problems.officerId = t('msg.assignBadOfficer');
    if (!assignRemarks.trim()) problems.remarks = t('msg.assignRemarksRequired');
    if (Object.keys(problems).length) {
      setAssignErrors(problems);
      show({ title: t('admin.dialogError'), message: Object.values(problems).join(' '), tone: 'error' });
      return;
    }
    void assigner.submit({ intent: 'assign', officerId: officer, remarks: assignRemarks }, { method: 'post' });
  };

  return (
    <form className="card card-body mt-3" onSubmit={reassign} noValidate aria-labelledby="c-assign">
      <h2 id="c-assign" className="h5">
        {t('staffComplaints.reassign')}
      </h2>
      <FormField id="as-officer" label={t('staffComplaints.officer')} required error={assignErrors.officerId} className="mb-3">
        {(control, invalid) => (
          <select {...control} className={invalid('form-select')} value={officer} onChange={(e) => setOfficer(e.target.value)}>
            <option value="">{t('staffComplaints.chooseOfficer')}</option>
            {officers
              .filter((o) => o.id !== c.assignedToId)
              .map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name} ({role(o.role)})
                </option>
              ))}
          </select>
        )}
      </FormField>
      <TextareaField
        id="as-remarks"
        label={t('staffComplaints.reassignWhy')}
        required
        error={assignErrors.remarks}
        className="mb-3"
        rows={2}
        value={assignRemarks}
        onChange={setAssignRemarks}
      />
      <button type="submit" className="btn btn-outline-primary" disabled={assigner.state !== 'idle'}>
        {assigner.state !== 'idle' ? t('admin.saving') : t('staffComplaints.reassignButton')}
      </button>
    </form>
  );
}
