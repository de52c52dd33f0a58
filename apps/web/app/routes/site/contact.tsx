import { Form, Link, data, redirect, useActionData, useLocation, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { getFormProps } from '@conform-to/react';
import {
  CONTACT_REFERENCE_RE,
  contactDraftSchema,
  contactFields,
  isPortalError,
  mapEmbedUrl,
  mapSearchUrl,
  type MessageRef,
} from '@nagar/contract';
import { contact } from '../../i18n/pages/contact.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { pageMeta, useSite } from '../../lib/site.ts';
import { ContactRow } from '../../components/contact-row.tsx';
import { FormField } from '../../components/form-field.tsx';
import { ErrorSummary } from '../../components/site/error-summary.tsx';
import { useDraftForm, useDraftMessages } from '../../lib/draft-form.ts';
import { readForm } from '../../lib/form-action.ts';
import { useLeavingHref } from '../../lib/external.ts';
import { langFromRequest } from '../../i18n/index.ts';
import type { Route } from './+types/contact';
import { HeadedSection } from '../../components/headed-section.tsx';
import { SubmitCell } from '../../components/submit-cell.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'contact.title', 'contact.metaDescription', { contact });

const FIELDS = ['name', 'email', 'phone', 'project', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];

type Result = {
  /** A refusal that names no field (the per-address limit, the honeypot, a body too large): its message key. */
  refusal?: MessageRef | 'tooLarge';
  /** The message keys of the refused fields. */
  keys?: Record<string, MessageRef>;
  /** What was typed, to put back in the form. */
  values?: Partial<Record<Field, string>>;
};

/** The acknowledgement after sending: `?sent=` holds the reference only (nothing the sender wrote). */
export function loader({ request }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.get('sent') ?? '';
  return { sent: CONTACT_REFERENCE_RE.test(sent) ? sent : null };
}

/**
 * Sends the message (works without JavaScript) through the service the API uses, with its rules and per-address
 * limit; then the acknowledgement with the reference. A refused message comes back with what was typed.
 */
export async function action(args: Route.ActionArgs) {
  const { portal, ip } = args.context;
  const read = await readForm(args.request, FIELDS);
  if (!read) return data<Result>({ refusal: 'tooLarge' }, { status: 413 });
  const { values, text: value } = read;
  try {
    const { reference } = await portal.sendContactMessage(
      { ...values, website: value('website'), language: langFromRequest(args.request) },
      ip,
    );
    return redirect(`/contactus?sent=${reference}`);
  } catch (err) {
    if (!isPortalError(err) || err.status >= 500) throw err;
    const refusal = err.errorKeys ? undefined : (err.messageKey ?? { key: 'invalidInput' });
    return data<Result>({ refusal, keys: err.errorKeys, values }, { status: err.status });
  }
}

const AUTOCOMPLETE: Partial<Record<Field, string>> = { name: 'name', email: 'email', phone: 'tel' };
const TYPES: Partial<Record<Field, string>> = { email: 'email', phone: 'tel' };
const HINTS = ['phone', 'project'] as const satisfies readonly Field[];
const hasHint = (f: Field): f is (typeof HINTS)[number] => (HINTS as readonly Field[]).includes(f);
const isRequired = (f: Field) => contactFields.find((d) => d.key === f)?.required === true;

/**
 * The form's state: the contract's schema checks the form in the browser before it is sent (with JavaScript); the
 * server's answer (the same schema, in ContactService.send) comes back as the form's last result.
 */
function useContactForm(result: Result | undefined) {
  const { t } = useTranslation();
  const [form, conform] = useDraftForm(contactDraftSchema, result?.keys);
  const messageOf = useDraftMessages(contactFields);
  const errors = Object.fromEntries(
    FIELDS.map((f) => [f, messageOf(f, conform[f]?.errors)] as const).filter((e): e is readonly [Field, string] => Boolean(e[1])),
  ) as Partial<Record<Field, string>>;
  const refusal = result?.refusal;
  const refusalText = refusal === 'tooLarge' ? t('contact.errors.tooLarge') : refusal ? t(`msg.${refusal.key}`, refusal.params ?? {}) : '';
  const summary = FIELDS.filter((f) => errors[f]).map((f) => ({ id: f, message: errors[f]! }));
  return { form, errors, refusalText, summary };
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  usePageTexts({ contact });
  const { t } = useTranslation();
  const { site } = useSite();
  const result = useActionData<Result>();
  const draft = useContactForm(result);

  return (
    <>
      <h1 className="h2 mb-4">{t('contact.title')}</h1>
      <div className="row g-4">
        <OfficeDetails />

        {/* The acknowledgement, or a refusal, comes first on narrow screens instead of below the office details. */}
        <section className={`col-lg-7${loaderData.sent || result ? ' order-first order-lg-last' : ''}`} aria-labelledby="form-heading">
          {loaderData.sent ? <Sent reference={loaderData.sent} /> : <ContactForm result={result} draft={draft} />}
        </section>
      </div>
      {site.location && <MapSection location={site.location} />}
    </>
  );
}

/** The office's address, email, telephones and hours. */
function OfficeDetails() {
  const { t } = useTranslation();
  const { site, address, officeHours } = useSite();
  return (
    <HeadedSection id="office-heading" className="col-lg-5" box="card card-body h-100" headingClass="h4" title={t('contact.officeHeading')}>
      <dl className="mb-0">
        {address && (
          <>
            <dt>{t('contact.address')}</dt>
            <dd>
              <address className="mb-0">{address}</address>
            </dd>
          </>
        )}
        <ContactRow label={t('contact.email')} kind="mailto" value={site.email} />
        <ContactRow label={t('contact.phone')} kind="tel" value={site.phone} />
        <ContactRow label={t('contact.tollFree')} kind="tel" value={site.tollFree} />
        <dt>{t('contact.hours')}</dt>
        <dd className="mb-0">
          {officeHours} <Link to="/listofholiday">{t('contact.holidaysLink')}</Link>
        </dd>
      </dl>
    </HeadedSection>
  );
}

/** The acknowledgement, with the message's reference. */
function Sent({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const answerDays = useSite().site.contact.answerDays;
  return (
    <div className="card card-body contact-sent" role="status">
      <h2 id="form-heading" className="h4">
        {t('contact.sentTitle')}
      </h2>
      <p className="mb-1">{t('contact.sentReference')}</p>
      <p className="contact-reference" data-testid="contact-reference">
        {reference}
      </p>
      <p>{t('contact.sentNext', { count: answerDays })}</p>
      <p className="small">{t('contact.sentKeep')}</p>
      <p className="mb-0">
        <Link to="/contactus">{t('contact.sendAnother')}</Link>
      </p>
    </div>
  );
}

/** How messages are answered, the refusals, and the form. */
function ContactForm({ result, draft }: { result: Result | undefined; draft: ReturnType<typeof useContactForm> }) {
  const { t } = useTranslation();
  const { form, errors, refusalText, summary } = draft;
  const busy = useNavigation().state === 'submitting';
  const answerDays = useSite().site.contact.answerDays;
  const field = (f: Field) => (
    <FormField
      key={f}
      id={f}
      label={t(`contact.fields.${f}`)}
      required={isRequired(f)}
      hint={hasHint(f) ? t(`contact.hints.${f}`) : undefined}
      error={errors[f]}
      className={f === 'message' ? 'col-12' : 'col-md-6'}
    >
      {(control, invalid) => {
        const common = {
          ...control,
          name: f,
          required: isRequired(f),
          defaultValue: result?.values?.[f],
          className: invalid('form-control'),
        };
        return f === 'message' ? (
          <textarea rows={6} {...common} />
        ) : (
          <input type={TYPES[f] ?? 'text'} autoComplete={AUTOCOMPLETE[f]} {...common} />
        );
      }}
    </FormField>
  );

  return (
    <div className="card card-body">
      <h2 id="form-heading" className="h4">
        {t('contact.formHeading')}
      </h2>
      <section className="contact-how mb-3" aria-labelledby="how-heading">
        <h3 id="how-heading" className="h6">
          {t('contact.howHeading')}
        </h3>
        <ul className="mb-0">
          <li>{t('contact.how1', { count: answerDays })}</li>
          <li>{t('contact.how2')}</li>
          <li>{t('contact.how3')}</li>
          <li>
            {t('contact.how4')} <Link to="/postgrievance">{t('contact.grievanceLink')}</Link>
          </li>
        </ul>
      </section>
      {(summary.length > 0 || refusalText) && (
        <ErrorSummary
          title={summary.length ? t('contact.errors.summary') : refusalText}
          items={summary}
          note={summary.length ? t('contact.errors.note') : undefined}
        />
      )}
      <p className="small">{t('contact.requiredNote')}</p>
      <Form method="post" {...getFormProps(form)} className="row g-3">
        {FIELDS.map(field)}
        <div className="hp-field" aria-hidden="true">
          <label htmlFor="website">{t('contact.website')}</label>
          <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <SubmitCell className="col-12" busy={busy}>
          {busy ? t('contact.sending') : t('contact.send')}
        </SubmitCell>
      </Form>
    </div>
  );
}

type Location = NonNullable<ReturnType<typeof useSite>['site']['location']>;

/** Where the office is: the map (loaded only once asked for) and a link to the map service. */
function MapSection({ location }: { location: Location }) {
  const { t } = useTranslation();
  const { address } = useSite();
  const leave = useLeavingHref();
  const showMap = new URLSearchParams(useLocation().search).get('map') === '1';
  return (
    <HeadedSection id="map-heading" className="card card-body mt-4 contact-map" headingClass="h4" title={t('contact.map')}>
      <div className="row g-3">
        <div className="col-md-8">
          {/* The map service sees the visitor only once they ask for the map (a GET form: works without JavaScript). */}
          {showMap ? (
            <iframe
              src={mapEmbedUrl(location)}
              title={t('contact.mapTitle', { address })}
              className="map-frame"
              loading="lazy"
              referrerPolicy="no-referrer"
              sandbox="allow-scripts allow-same-origin allow-popups"
            />
          ) : (
            <Form method="get" preventScrollReset className="map-placeholder">
              <p className="small mb-2">{t('contact.mapNote')}</p>
              <button type="submit" name="map" value="1" className="btn btn-primary">
                {t('contact.showMap')}
              </button>
            </Form>
          )}
        </div>
        <div className="col-md-4">
          <address className="mb-2">{address}</address>
          <a href={leave(mapSearchUrl(address))} rel="noopener noreferrer" target="_blank">
            {t('contact.openMap')} <span className="visually-hidden">{t('common.opensNewWindow')}</span>
          </a>
        </div>
      </div>
    </HeadedSection>
  );
}

/** A React app in the browser: its forms check what is typed before sending (root.tsx `hydrates`). */
export const handle = { hydrate: true };
