import { Form, Link, data, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TL_NO_RE, TRADE_LICENCE_FIELDS, TRADE_LICENCE_PRIVATE_FIELDS, type TrackedTradeLicence, isPortalError } from '@nagar/contract';
import { tradeLicence } from '../../i18n/pages/trade-licence.ts';
import { licenceTrack } from '../../i18n/pages/licence-track.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { useDraftMessages } from '../../lib/draft-form.ts';
import { readForm } from '../../lib/form-action.ts';
import { licenceDocuments, licenceFormOptions } from '../../lib/licence-form.server.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import { langFromRequest } from '../../i18n/index.ts';
import { InputField } from '../../components/form-field.tsx';
import { TradeLicenceFields } from '../../components/site/trade-licence-fields.tsx';
import { rupees } from '../../components/site/licence-ack.tsx';
import { LicenceStatusBadge } from '../../components/licence-status.tsx';
import type { Route } from './+types/licence-track';
import { isLicenceStep } from '../../i18n/keys.ts';
import { ResponsiveTable } from '../../components/table-head.tsx';
import { SubmitCell } from '../../components/submit-cell.tsx';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'licenceTrack.title', 'licenceTrack.metaDescription', { licenceTrack });

export async function loader(args: Route.LoaderArgs) {
  const no = new URL(args.request.url).searchParams.get('no') ?? '';
  return { no: TL_NO_RE.test(no.toUpperCase()) ? no.toUpperCase() : '', ...(await licenceFormOptions(args.context)) };
}

type Result = {
  tracked?: TrackedTradeLicence;
  no?: string;
  mobile?: string;
  corrected?: boolean;
  message?: string;
  /** Errors by field: a message key (`key`) or a server's text (`text`). */
  errors?: Record<string, { key?: string; text?: string }>;
  values?: Record<string, string>;
};

const FIELDS = ['intent', 'applicationNo', 'lookupMobile', ...TRADE_LICENCE_FIELDS.map((f) => f.key)];

/**
 * Looks an application up (number and mobile in a POST, so the mobile stays out of addresses and logs), and takes
 * the correction of a returned one (multipart, with documents): both through the service the API uses.
 */
export async function action(args: Route.ActionArgs) {
  const { portal, ip } = args.context;
  const read = await readForm(args.request, FIELDS);
  if (!read) return data<Result>({ message: 'tooLarge' }, { status: 413 });
  const { form, values } = read;
  const no = (values.applicationNo ?? '').trim().toUpperCase();
  const refused = (err: unknown, extra: Result = {}) => {
    if (!isPortalError(err) || err.status >= 500) throw err;
    const e = err;
    const errors: Result['errors'] = {};
    for (const [k, v] of Object.entries(e.errors ?? {})) errors[k] = e.errorKeys?.[k] ? { key: e.errorKeys[k].key } : { text: v };
    return data<Result>({ ...extra, no, message: Object.keys(errors).length ? undefined : e.message, errors }, { status: e.status });
  };
  if (values.intent === 'correct') {
    const mobile = values.mobile ?? '';
    const documents = await licenceDocuments(form);
    const fields = Object.fromEntries(TRADE_LICENCE_FIELDS.map((f) => [f.key, values[f.key]]));
    try {
      const tracked = await portal.correctTradeLicence(no, mobile, { fields, documents, language: langFromRequest(args.request) }, ip);
      return data<Result>({ tracked, no, mobile, corrected: true });
    } catch (err) {
      // The form comes back as typed (PAN, date of birth and address too: this browser typed them).
      let tracked: TrackedTradeLicence | undefined;
      try {
        tracked = await portal.trackTradeLicence(no, mobile, ip);
      } catch {
        tracked = undefined;
      }
      const typed = Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
      return refused(err, { tracked, mobile, values: typed });
    }
  }
  const mobile = values.lookupMobile ?? '';
  try {
    return data<Result>({ tracked: await portal.trackTradeLicence(no, mobile, ip), no, mobile });
  } catch (err) {
    return refused(err, { mobile });
  }
}

type Answer = Route.ComponentProps['actionData'];
type Data = Route.ComponentProps['loaderData'];

export default function LicenceTrack({ loaderData, actionData }: Route.ComponentProps) {
  usePageTexts({ tradeLicence, licenceTrack });
  const { t } = useTranslation();
  const result = actionData;
  const tracked = result?.tracked;

  return (
    <>
      <h1 className="h2 mb-3">{t('licenceTrack.title')}</h1>
      {!tracked && <p>{t('licenceTrack.intro')}</p>}
      {result?.message && (
        <div className="alert alert-danger" role="alert">
          {result.message === 'tooLarge' ? t('msg.bodyTooLarge') : result.message}
        </div>
      )}
      {!tracked && <LookupForm result={result} loaderData={loaderData} />}
      {tracked && (
        <section aria-labelledby="tl-status-heading" data-testid="tl-tracked">
          {result?.corrected && (
            <div className="alert alert-success" role="status">
              {t('licenceTrack.corrected')}
            </div>
          )}
          <TrackedDetails tracked={tracked} result={result} />
          <LicenceHistory history={tracked.history} />
          {tracked.correction && <CorrectionForm tracked={tracked} result={result} loaderData={loaderData} />}
          <p className="mt-4">
            <Link to="/tradelicense/track">{t('licenceTrack.another')}</Link>
          </p>
        </section>
      )}
    </>
  );
}

/** The look-up: the application's number and the mobile it was made with. */
function LookupForm({ result, loaderData }: { result: Answer; loaderData: Data }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const tracked = result?.tracked;
  return (
    <Form method="post" action="/tradelicense/track" className="card card-body mb-4" noValidate={false}>
      <input type="hidden" name="intent" value="track" />
      <div className="row g-3 align-items-end">
        <InputField
          id="tl-no"
          label={t('licenceTrack.applicationNo')}
          required
          hint={t('licenceTrack.applicationNoHint')}
          className="col-md-5"
          name="applicationNo"
          nativeRequired
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={result?.no ?? loaderData.no}
        />
        <InputField
          id="tl-mobile"
          label={t('licenceTrack.mobile')}
          required
          className="col-md-4"
          name="lookupMobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          nativeRequired
          defaultValue={tracked ? '' : (result?.mobile ?? '')}
        />
        <SubmitCell className="col-md-3" busy={busy}>
          {t('licenceTrack.show')}
        </SubmitCell>
      </div>
    </Form>
  );
}

/** The application's status, fee, receipt and licence, and the certificate once it is approved. */
function TrackedDetails({ tracked, result }: { tracked: TrackedTradeLicence; result: Answer }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => formatDate(iso, 'day', i18n.language);
  return (
    <>
      <h2 id="tl-status-heading" className="h4">
        <span className="ref-no">{tracked.applicationNo}</span>
      </h2>
      <dl className="row">
        <dt className="col-sm-4">{t('licenceTrack.status')}</dt>
        <dd className="col-sm-8" data-testid="tl-status">
          <LicenceStatusBadge status={tracked.status} />
        </dd>
        <dt className="col-sm-4">{t('licenceTrack.trade')}</dt>
        <dd className="col-sm-8">{tracked.tradeName}</dd>
        <dt className="col-sm-4">{t('licenceTrack.submittedAt')}</dt>
        <dd className="col-sm-8">{day(tracked.submittedAt)}</dd>
        <dt className="col-sm-4">{t('licenceTrack.feeDue')}</dt>
        <dd className="col-sm-8">{tracked.feeDue === null ? t('licenceTrack.feeAssessed') : rupees(tracked.feeDue, i18n.language)}</dd>
        {tracked.receipt && (
          <>
            <dt className="col-sm-4">{t('licenceTrack.receipt')}</dt>
            <dd className="col-sm-8">
              {t('licenceTrack.receiptText', {
                amount: rupees(tracked.receipt.amount, i18n.language),
                no: tracked.receipt.receiptNo,
                date: day(tracked.receipt.receiptDate),
              })}
            </dd>
          </>
        )}
        {tracked.licence && (
          <>
            <dt className="col-sm-4">{t('licenceTrack.licence')}</dt>
            <dd className="col-sm-8" data-testid="tl-licence">
              {t('licenceTrack.licenceText', { no: tracked.licence.licenceNo, date: day(tracked.licence.validTo) })} (
              {t(`licenceTrack.licenceStatus.${tracked.licence.status}`)}) ·{' '}
              <Link to={`/verify/licence/${tracked.licence.licenceNo}`}>{t('licenceTrack.verify')}</Link>
            </dd>
          </>
        )}
      </dl>
      {tracked.licence && tracked.status === 'approved' && tracked.licence.status !== 'cancelled' && (
        // A plain POST the browser itself follows: the PDF downloads; the mobile stays out of the address.
        <Form method="post" action="/tradelicense/certificate" reloadDocument className="mb-4">
          <input type="hidden" name="applicationNo" value={tracked.applicationNo} />
          <input type="hidden" name="lookupMobile" value={result?.mobile ?? ''} />
          <button type="submit" className="btn btn-success">
            {t('licenceTrack.certificate')}
          </button>
        </Form>
      )}
    </>
  );
}

/** What was done with the application, step by step. */
function LicenceHistory({ history }: { history: TrackedTradeLicence['history'] }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <h3 className="h5">{t('licenceTrack.history')}</h3>
      <ResponsiveTable
        className="table table-sm"
        testId="tl-history"
        columns={[t('licenceTrack.when'), t('licenceTrack.step'), t('licenceTrack.remarks')]}
      >
        {history.map((h, i) => (
          <tr key={i}>
            <td>{formatDate(h.at, 'dateTime', i18n.language)}</td>
            <td>{isLicenceStep(h.action) ? t(`licenceTrack.steps.${h.action}`) : h.action}</td>
            <td>{h.remarks || t('licenceTrack.noRemarks')}</td>
          </tr>
        ))}
      </ResponsiveTable>
    </>
  );
}

/** The correction of a returned application: the form again, with what was refused listed first. */
function CorrectionForm({ tracked, result, loaderData }: { tracked: TrackedTradeLicence; result: Answer; loaderData: Data }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const messageOf = useDraftMessages(TRADE_LICENCE_FIELDS);
  const errorText = (key: string) => {
    const e = result?.errors?.[key];
    if (!e) return '';
    return e.text ?? messageOf(key, [e.key!]) ?? '';
  };
  return (
    <section aria-labelledby="tl-correct-heading" className="mt-4">
      <h3 id="tl-correct-heading" className="h4">
        {t('licenceTrack.correctTitle')}
      </h3>
      <p>{t('licenceTrack.correctIntro')}</p>
      {result?.errors && Object.keys(result.errors).length > 0 && (
        <div className="alert alert-danger" role="alert">
          <h4 className="h6">{t('tradeLicence.problemTitle')}</h4>
          <ul className="mb-0">
            {Object.keys(result.errors).map((k) => (
              <li key={k}>
                <a href={`#${k}`}>{errorText(k)}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Form method="post" action="/tradelicense/track" encType="multipart/form-data">
        <input type="hidden" name="intent" value="correct" />
        <input type="hidden" name="applicationNo" value={tracked.applicationNo} />
        <TradeLicenceFields
          value={(k) => result?.values?.[k] ?? tracked.correction?.[k] ?? ''}
          error={errorText}
          wards={loaderData.wards}
          documentLimits={loaderData.documentLimits}
          keepBlank={TRADE_LICENCE_PRIVATE_FIELDS}
          keepHint={t('licenceTrack.keepHint')}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('licenceTrack.sendCorrection')}
        </button>
      </Form>
    </section>
  );
}

/** A React app in the browser: its forms check what is typed before sending (root.tsx `hydrates`). */
export const handle = { hydrate: true };
