import { Form, Link, data, redirect, useActionData, useNavigation } from 'react-router';
import { grievanceTexts } from '../../i18n/pages/grievance.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useMemo } from 'react';
import { getFormProps } from '@conform-to/react';
import {
  COMPLAINT_NO_RE,
  COMPLAINT_PAGE_FIELDS,
  DEFAULT_IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  NO_COMPLAINT_OPTIONS,
  complaintDraftSchema,
  complaintFields,
  isPortalError,
} from '@nagar/contract';
import { useDraftForm, useDraftMessages } from '../../lib/draft-form.ts';
import { readForm } from '../../lib/form-action.ts';
import { pageMeta, useSite } from '../../lib/site.ts';
import { ContactRow } from '../../components/contact-row.tsx';
import { filingClosedTexts } from '../../i18n/pages/settings.ts';
import { ComplaintFieldControls } from '../../components/complaint-fields.tsx';
import type { Route } from './+types/postgrievance';
import { Receipt } from '../../components/site/receipt.tsx';
import { GrievanceErrorSummary } from '../../components/site/grievance-errors.tsx';
import { grievanceReceipt, receiptCookie } from '../../lib/receipt.server.ts';
import { langFromRequest } from '../../i18n/index.ts';

/** The form's fields, in its order (the contract's complaint fields the citizen's form has). */
const FIELDS = COMPLAINT_PAGE_FIELDS;

export async function loader(args: Route.LoaderArgs) {
  const filed = new URL(args.request.url).searchParams.get('filed');
  if (filed && COMPLAINT_NO_RE.test(filed)) return { filed: await grievanceReceipt(args.context, args.request, filed), options: null };
  return { filed: null, options: await args.context.portal.complaintOptions() };
}

type Result = {
  message?: string;
  errors?: Record<string, string>;
  /** Message keys of the errors, to show them in the page's language. */
  keys?: Record<string, { key: string; params?: Record<string, string | number> }>;
  values?: Record<string, string>;
};

/** Files the complaint (works without JavaScript); a refused one comes back with what was typed. */
export async function action(args: Route.ActionArgs) {
  const { portal, ip } = args.context;
  const read = await readForm(args.request, FIELDS);
  if (!read) return data<Result>({ message: 'tooLarge' }, { status: 413 });
  const { form, values } = read;
  const photos = [];
  for (const key of ['Image1', 'Image2']) {
    const file = form.get(key);
    if (file && typeof file !== 'string' && file.size > 0)
      photos.push({ filename: file.name, data: new Uint8Array(await file.arrayBuffer()) });
  }
  try {
    // The citizen's notices (SMS, e-mail) are written in the language of the page they filed on.
    const fields = { ...values, language: langFromRequest(args.request) };
    const { complaintNo, trackingToken } = await portal.fileComplaint({ fields, photos }, ip);
    const cookie = receiptCookie({ complaintNo, mobile: values.mobile ?? '', trackingToken }, args.request, args.context.publicUrl);
    return redirect(`/postgrievance?filed=${complaintNo}`, { headers: { 'Set-Cookie': cookie } });
  } catch (err) {
    if (!isPortalError(err) || err.status >= 500) throw err;
    const { website: _w, ...kept } = values;
    return data<Result>({ message: err.message, errors: err.errors ?? {}, keys: err.errorKeys, values: kept }, { status: err.status });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'grievance_post.title', 'grievance_post.description', grievanceTexts);

export default function PostGrievance({ loaderData }: Route.ComponentProps) {
  usePageTexts(grievanceTexts);
  const { t } = useTranslation();
  const result = useActionData<Result>();
  const busy = useNavigation().state === 'submitting';
  // The contract's complaint schema checks the form in the browser before it is sent (with JavaScript); the
  // server's answer (the same schema, in ComplaintService.file) comes back as the form's last result.
  const { fields: fieldDefs, schema } = useMemo(() => {
    const options = loaderData.options ?? NO_COMPLAINT_OPTIONS;
    return { fields: complaintFields(options), schema: complaintDraftSchema(options) };
  }, [loaderData.options]);
  const [form, conform] = useDraftForm(schema, result?.keys);
  const messageOf = useDraftMessages(fieldDefs);
  if (loaderData.filed) return <Receipt receipt={loaderData.filed} />;
  const options = loaderData.options;
  if (!options.districts.length || !options.wards.length || !options.grievanceTypes.length) return <FilingClosed />;
  const v = result?.values ?? {};
  const keyed = Object.fromEntries(
    [...fieldDefs.map((f) => f.key), 'photos']
      .map((k) => [k, messageOf(k, conform[k]?.errors)] as const)
      .filter((e): e is readonly [string, string] => Boolean(e[1])),
  );
  // Errors without a key (a file's own message) as the server wrote them.
  const err: Record<string, string> = {
    ...Object.fromEntries(Object.entries(result?.errors ?? {}).filter(([k]) => !result?.keys?.[k])),
    ...keyed,
  };
  const error = (key: string) =>
    err[key] ? (
      <div id={`g-${key}-error`} className="invalid-feedback d-block">
        {err[key]}
      </div>
    ) : null;
  const cls = (key: string, base = 'form-control') => `${base}${err[key] ? ' is-invalid' : ''}`;
  /** One group of the form's controls, as the contract's complaint definition describes them. */
  const controls = (section: 'where' | 'what' | 'you') => (
    <ComplaintFieldControls
      who="citizen"
      section={section}
      idPrefix="g"
      options={options}
      values={v}
      errors={err}
      choose={t('grievance_post.choose')}
    />
  );
  return (
    <>
      <h1 className="h2">{t('grievance_post.title')}</h1>
      <p>{t('grievance_post.intro')}</p>
      <p className="alert alert-info py-2">{t('grievance_post.publicNote')}</p>
      {(result?.message || Object.keys(err).length > 0) && (
        <GrievanceErrorSummary tooLarge={result?.message === 'tooLarge'} message={result?.message ?? ''} fields={FIELDS} errors={err} />
      )}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card card-body shadow-sm">
        <fieldset className="row g-3 mb-3">
          <legend className="h5">{t('grievance_post.where')}</legend>
          {controls('where')}
        </fieldset>
        <fieldset className="row g-3 mb-3">
          <legend className="h5">{t('grievance_post.what')}</legend>
          {controls('what')}
          <div className="col-12">
            <p className="mb-1" id="g-photos-label">
              {t('grievance_post.photos', { mb: DEFAULT_IMAGE_MAX_BYTES / 1024 / 1024 })}
            </p>
            <div className="row g-2">
              {(['Image1', 'Image2'] as const).map((key, i) => (
                <div className="col-md-6" key={key}>
                  <label htmlFor={`g-${key}`} className="form-label small">
                    {t(i === 0 ? 'grievance_post.photo1' : 'grievance_post.photo2')}
                  </label>
                  <input
                    id={`g-${key}`}
                    name={key}
                    type="file"
                    accept={IMAGE_TYPES.join(',')}
                    className={cls('photos')}
                    aria-describedby="g-photos-help"
                  />
                </div>
              ))}
            </div>
            <div id="g-photos-help" className="form-text">
              {t('grievance_post.photoLocation')}
            </div>
            {error('photos')}
          </div>
        </fieldset>
        <fieldset className="row g-3 mb-3">
          <legend className="h5">{t('grievance_post.you')}</legend>
          {controls('you')}
          <div className="hp-field" aria-hidden="true">
            <label htmlFor="g-website">{t('grievance_post.website')}</label>
            <input id="g-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
        </fieldset>
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('grievance_post.submit')}
          </button>
        </div>
      </Form>
    </>
  );
}

/** A new install without its lists: no form that cannot be sent, but how to reach the council meanwhile. */
function FilingClosed() {
  usePageTexts(filingClosedTexts);
  const { t } = useTranslation();
  const { site, officeHours } = useSite();
  return (
    <>
      <h1 className="h2">{t('grievance_post.title')}</h1>
      <section className="card card-body shadow-sm" aria-labelledby="closed-heading" data-testid="filing-closed">
        <h2 id="closed-heading" className="h4">
          {t('grievance_closed.heading')}
        </h2>
        <p>{t('grievance_closed.text')}</p>
        <dl className="mb-0">
          <ContactRow label={t('grievance_closed.phone')} kind="tel" value={site.phone} />
          <ContactRow label={t('grievance_closed.tollFree')} kind="tel" value={site.tollFree} />
          <ContactRow label={t('grievance_closed.email')} kind="mailto" value={site.email} />
          {officeHours && (
            <>
              <dt>{t('grievance_closed.hours')}</dt>
              <dd>{officeHours}</dd>
            </>
          )}
        </dl>
      </section>
      <p className="mt-3">
        <Link to="/trackgrievance">{t('grievance_closed.track')}</Link>
      </p>
    </>
  );
}

/** A React app in the browser: its forms check what is typed before sending (root.tsx `hydrates`). */
export const handle = { hydrate: true };
