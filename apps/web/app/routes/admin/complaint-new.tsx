import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import {
  COMPLAINT_CHANNELS,
  COMPLAINT_DRAFT_FIELDS,
  COMPLAINT_MAX_PHOTOS,
  IMAGE_TYPES,
  checkComplaintDraft,
  textOf,
  type ComplaintOptions,
  type FieldErrors,
} from '@nagar/contract';
import { staffComplaints } from '../../i18n/pages/staff-complaints.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { api } from '../../lib/admin-api.ts';
import { forwardToApi } from '../../lib/api-write.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import { FormField, Options } from '../../components/form-field.tsx';
import { ComplaintFieldControls } from '../../components/complaint-fields.tsx';
import type { Route } from './+types/complaint-new';
import { SubmitCell } from '../../components/submit-cell.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'staffComplaints.newTitle', undefined, { staffComplaints });

/** The lists as this person may choose from them (an officer limited to wards: only theirs). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { data } = await api<ComplaintOptions>('/api/Admin/complaint-options', { signal: request.signal });
  return { options: data };
}

/** The form as typed (with its photos) to the API: the citizen's rules, and the channel. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return forwardToApi<Filed>('/api/Admin/complaint', { method: 'POST', body: await request.formData() });
}

export function HydrateFallback() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

interface Filed {
  complaintNo: string;
  trackingToken: string;
  dueDate: string;
}

/** The complaint's draft fields typed in (the consent is a checkbox), as the contract defines them. */
const TEXT_FIELDS = COMPLAINT_DRAFT_FIELDS.filter((f) => f.kind !== 'boolean').map((f) => f.key);

/**
 * Counter filing (issue 28): a clerk files a complaint for a citizen who came to the counter, phoned or wrote. The
 * form is checked in the browser by the citizen's own rules (messages in the page's language) and again by the API;
 * a refusal keeps everything typed. The answer is the citizen's receipt: the number, the due date and the tracking
 * link, and the printable receipt with its QR code.
 */
export default function NewComplaint({ loaderData }: Route.ComponentProps) {
  usePageTexts({ staffComplaints });
  const { t } = useTranslation();
  const { options } = loaderData;
  const fetcher = useFetcher<typeof clientAction>();
  const busy = fetcher.state !== 'idle';
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [filed, setFiled] = useState<Filed | null>(null);
  const [formKey, setFormKey] = useState(0);
  const summary = useRef<HTMLDivElement>(null);

  const show = (found: Record<string, string>) => {
    setErrors(found);
    requestAnimationFrame(() => summary.current?.focus());
  };
  const localised = (found: FieldErrors) =>
    Object.fromEntries(Object.entries(found).map(([k, e]) => [k, t(`msg.${e.key}`, e.params ?? {})]));

  const answered = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || answered.current === result) return;
    answered.current = result;
    if (result.ok) {
      setErrors({});
      setFiled(result.data);
      return;
    }
    if (result.error.status === 401) return;
    show(result.error.errors ?? { '': result.error.message || t('msg.serverError') });
  }, [fetcher.state, fetcher.data, t]);

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const draft: Record<string, unknown> = Object.fromEntries(TEXT_FIELDS.map((k) => [k, textOf(form.get(k) ?? '')]));
    draft.consent = form.get('consent') === 'on';
    const photos = ['Image1', 'Image2'].filter((k) => (form.get(k) as File | null)?.size);
    const found: Record<string, string> = {};
    const checked = checkComplaintDraft(options, { ...draft, photos: photos.length });
    if (checked.errors) Object.assign(found, localised(checked.errors));
    if (!(COMPLAINT_CHANNELS as readonly string[]).includes(textOf(form.get('channel') ?? '')))
      found.channel = t('msg.complaintBadChannel');
    if (Object.keys(found).length) return show(found);
    for (const k of ['Image1', 'Image2']) if (!(form.get(k) as File | null)?.size) form.delete(k);
    void fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' });
  };

  if (filed) {
    return (
      <FiledReceipt
        filed={filed}
        onAnother={() => {
          setFiled(null);
          setFormKey((k) => k + 1);
        }}
      />
    );
  }

  const listed = Object.entries(errors);
  return (
    <>
      <p>
        <Link to="/admin/complaints">← {t('staffComplaints.back')}</Link>
      </p>
      <h1 className="h3">{t('staffComplaints.newTitle')}</h1>
      <p>{t('staffComplaints.newIntro')}</p>
      {listed.length > 0 && (
        <div ref={summary} tabIndex={-1} className="alert alert-danger" role="alert" data-testid="counter-errors">
          <ul className="mb-0">
            {listed.map(([name, message]) => (
              <li key={name}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <form key={formKey} onSubmit={submit} noValidate className="card card-body" encType="multipart/form-data">
        <div className="row g-3">
          <CounterFields options={options} errors={errors} />
          <SubmitCell className="col-12" busy={busy}>
            {t('staffComplaints.fileSubmit')}
          </SubmitCell>
        </div>
      </form>
    </>
  );
}

/** The citizen's receipt: the number, the due date, the printable receipt and the tracking link. */
function FiledReceipt({ filed, onAnother }: { filed: Filed; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  const track = `/trackgrievance?no=${encodeURIComponent(filed.complaintNo)}&t=${encodeURIComponent(filed.trackingToken)}`;
  const receipt = `/postgrievance?filed=${encodeURIComponent(filed.complaintNo)}&t=${encodeURIComponent(filed.trackingToken)}`;
  return (
    <>
      <h1 className="h3">{t('staffComplaints.newTitle')}</h1>
      <div className="card card-body">
        <div className="alert alert-success" role="status" data-testid="counter-filed">
          <p className="h5">{t('staffComplaints.filedFor')}</p>
          <p className="ref-no fs-4 mb-1" data-testid="counter-number">
            {filed.complaintNo}
          </p>
          <p className="mb-0">
            {t('staffComplaints.due')}: {formatDate(filed.dueDate, 'day', i18n.language)}
          </p>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <a className="btn btn-primary" href={receipt} target="_blank" rel="noreferrer">
            {t('staffComplaints.printReceipt')} <span className="visually-hidden">{t('common.opensNewWindow')}</span>
          </a>
          <a className="btn btn-outline-primary" href={track} target="_blank" rel="noreferrer">
            {t('staffComplaints.trackLink')} <span className="visually-hidden">{t('common.opensNewWindow')}</span>
          </a>
          <button type="button" className="btn btn-outline-secondary" onClick={onAnother}>
            {t('staffComplaints.fileAnother')}
          </button>
          <Link className="btn btn-link" to="/admin/complaints">
            {t('staffComplaints.back')}
          </Link>
        </div>
      </div>
    </>
  );
}

/** The form's fields: the channel, the complaint's own, the notices' language and the photos. */
function CounterFields({ options, errors }: { options: ComplaintOptions; errors: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const error = (name: string) => errors[name];
  return (
    <>
      <FormField id="n-channel" label={t('staffComplaints.channel')} required error={error('channel')} className="col-md-4">
        {(control, invalid) => (
          <select {...control} name="channel" className={invalid('form-select')} defaultValue="counter" required>
            <Options values={COMPLAINT_CHANNELS} label={(c) => t(`staffComplaints.channels.${c}`)} />
          </select>
        )}
      </FormField>
      <div className="w-100" />
      <ComplaintFieldControls who="staff" idPrefix="n" options={options} errors={errors} choose="—" />
      <FormField id="n-language" label={t('staffComplaints.noticeLanguage')} error={error('language')} className="col-md-6">
        {(control, invalid) => (
          <select {...control} name="language" className={invalid('form-select')} defaultValue={i18n.language === 'hi' ? 'hi' : 'en'}>
            <option value="hi" lang="hi">
              हिन्दी
            </option>
            <option value="en" lang="en">
              English
            </option>
          </select>
        )}
      </FormField>
      {Array.from({ length: COMPLAINT_MAX_PHOTOS }, (_, i) => (
        <FormField key={i} id={`n-photo-${i + 1}`} label={t('staffComplaints.photoN', { n: i + 1 })} className="col-md-6">
          {(control) => <input {...control} type="file" name={`Image${i + 1}`} accept={IMAGE_TYPES.join(',')} className="form-control" />}
        </FormField>
      ))}
    </>
  );
}
