import { Form, Link, data, redirect, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import {
  TL_NO_RE,
  TRADE_LICENCE_DOCUMENTS,
  TRADE_LICENCE_FIELDS,
  tradeLicenceDraftSchema,
  type FieldDef,
  isPortalError,
} from '@nagar/contract';
import { tradeLicence } from '../../i18n/pages/trade-licence.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { parseDraftForm, useDraftMessages } from '../../lib/draft-form.ts';
import { readForm } from '../../lib/form-action.ts';
import { pageMeta } from '../../lib/site.ts';
import { langFromRequest } from '../../i18n/index.ts';
import { licenceAck, licenceAckCookie } from '../../lib/licence-ack.server.ts';
import { licenceDocuments, licenceFormOptions } from '../../lib/licence-form.server.ts';
import { TradeLicenceFields, controlId } from '../../components/site/trade-licence-fields.tsx';
import { LicenceAcknowledgement, LicenceHelp } from '../../components/site/licence-ack.tsx';
import type { Route } from './+types/trade-licence';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'tradeLicence.title', 'tradeLicence.metaDescription', { tradeLicence });

const FIELD_KEYS = [...TRADE_LICENCE_FIELDS.map((f) => f.key), 'website'];

export async function loader(args: Route.LoaderArgs) {
  const submitted = new URL(args.request.url).searchParams.get('submitted');
  return {
    ack: submitted && TL_NO_RE.test(submitted) ? await licenceAck(args.context, args.request, submitted) : null,
    ...(await licenceFormOptions(args.context)),
  };
}

type ActionData = { result: SubmissionResult<string[]>; message?: string; documents?: boolean };

/**
 * Submits the application through the service the API uses (works without JavaScript): a POST keeps PAN, date of
 * birth and mobile out of URLs and logs. Accepted, it redirects to the acknowledgement; refused, the page comes back
 * with each field's error and everything typed (files cannot be kept by a browser: the page says to attach them again).
 */
export async function action(args: Route.ActionArgs) {
  const { portal, ip } = args.context;
  const read = await readForm(args.request, FIELD_KEYS);
  if (!read) return data<ActionData>({ result: { status: 'error', error: {} }, message: 'tooLarge' }, { status: 413 });
  const { form, values } = read;
  const submission = parseDraftForm(form, tradeLicenceDraftSchema);
  const documents = await licenceDocuments(form);
  const kept = (error: Record<string, string[]>, status: number, message?: string) => {
    const typed = Object.fromEntries(
      Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'website'),
    );
    return data<ActionData>(
      { result: { status: 'error', initialValue: typed, error }, message, documents: documents.length > 0 },
      { status },
    );
  };
  if (submission.status !== 'success') return kept((submission.reply().error ?? {}) as Record<string, string[]>, 400);
  try {
    const { website, ...fields } = values;
    const ack = await portal.submitTradeLicence({ fields, documents, website, language: langFromRequest(args.request) }, ip);
    const cookie = licenceAckCookie(ack.applicationNo, values.mobile ?? '', args.request, args.context.publicUrl);
    return redirect(`/tradelicense?submitted=${ack.applicationNo}`, { headers: { 'Set-Cookie': cookie } });
  } catch (err) {
    if (!isPortalError(err) || err.status >= 500) throw err;
    const e = err;
    const keyed = Object.fromEntries(Object.entries(e.errorKeys ?? {}).map(([k, v]) => [k, [v.key]]));
    // An error without a key (a file's own message: its type or size) as the server wrote it.
    const plain = Object.fromEntries(
      Object.entries(e.errors ?? {})
        .filter(([k]) => !keyed[k])
        .map(([k, v]) => [k, [`=${v}`]]),
    );
    return kept({ ...plain, ...keyed }, e.status, Object.keys(keyed).length || Object.keys(plain).length ? undefined : e.message);
  }
}

export default function TradeLicence({ loaderData, actionData }: Route.ComponentProps) {
  usePageTexts({ tradeLicence });
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseDraftForm(formData, tradeLicenceDraftSchema),
  });
  const messageOf = useDraftMessages(TRADE_LICENCE_FIELDS);
  if (loaderData.ack) return <LicenceAcknowledgement ack={loaderData.ack} />;

  const errorText = (key: string) => {
    const first = fields[key]?.errors?.[0] ?? actionData?.result.error?.[key]?.[0];
    if (!first) return '';
    return first.startsWith('=') ? first.slice(1) : (messageOf(key, [first]) ?? '');
  };
  const value = (key: string) => {
    const v = fields[key]?.initialValue;
    return typeof v === 'string' ? v : '';
  };
  const named: Array<{ key: string; label: FieldDef['label'] }> = [...TRADE_LICENCE_FIELDS, ...TRADE_LICENCE_DOCUMENTS];
  const invalid = named.filter((f) => errorText(f.key));
  const docKeys = new Set<string>(TRADE_LICENCE_DOCUMENTS.map((d) => d.key));

  return (
    <>
      <h1 className="h2 mb-3">{t('tradeLicence.title')}</h1>
      <p>{t('tradeLicence.intro')}</p>
      <p>
        <Link to="/tradelicense/track">{t('tradeLicence.trackLink')}</Link>
      </p>
      {(invalid.length > 0 || actionData?.message) && (
        <div className="alert alert-danger" role="alert" tabIndex={-1}>
          <h2 className="h5">{t('tradeLicence.problemTitle')}</h2>
          {actionData?.message && <p>{actionData.message === 'tooLarge' ? t('msg.bodyTooLarge') : actionData.message}</p>}
          {invalid.length > 0 && (
            <ul className="mb-2">
              {invalid.map((f) => (
                <li key={f.key}>
                  <a href={`#${docKeys.has(f.key) ? f.key : controlId(f as FieldDef)}`}>{errorText(f.key)}</a>
                </li>
              ))}
            </ul>
          )}
          {actionData?.documents && <p className="mb-0">{t('tradeLicence.documentsAgain')}</p>}
        </div>
      )}

      <p className="small">{t('tradeLicence.requiredNote')}</p>
      <Form method="post" action="/tradelicense" encType="multipart/form-data" {...getFormProps(form)}>
        <TradeLicenceFields value={value} error={errorText} wards={loaderData.wards} documentLimits={loaderData.documentLimits} />
        {/* A trap for robots: people never see or fill it. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor="tl-website">Website</label>
          <input id="tl-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('tradeLicence.sending') : t('tradeLicence.submit')}
          </button>
          <a href="/tradelicense" className="btn btn-link">
            {t('tradeLicence.reset')}
          </a>
        </div>
      </Form>
      <LicenceHelp className="small mt-3" />
    </>
  );
}

/** A React app in the browser: its forms check what is typed before sending (root.tsx `hydrates`). */
export const handle = { hydrate: true };
