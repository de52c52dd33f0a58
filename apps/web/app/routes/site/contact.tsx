import { Form, Link, data, useActionData, useLocation, useNavigation } from 'react-router';
import { contact } from '../../i18n/pages/contact.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { useTranslation } from 'react-i18next';
import { EMAIL_RE, PHONE_RE, longerThan, mapEmbedUrl, mapSearchUrl } from '@nagar/contract';
import { pageMeta, useSite } from '../../lib/site.ts';
import { FormField } from '../../components/form-field.tsx';
import { useLeavingHref } from '../../lib/external.ts';
import type { Route } from './+types/contact';
import { textOf } from '@nagar/contract';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'contact.title', 'contact.metaDescription', { contact });

const FIELDS = ['name', 'email', 'phone', 'project', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
/** An error is a catalogue key: contact.errors.* or msg.* (the contract's shared messages). */
type Errors = Partial<Record<Field, { key: string; max?: number }>>;
type ActionResult = { values: Values; errors: Errors; ok: boolean };

const MAX: Record<Field, number> = { name: 100, email: 254, phone: 20, project: 150, subject: 150, message: 2000 };

/**
 * The spec's form has no submit logic, and messages are not stored or forwarded yet: the action checks
 * the form and, when it is right, says plainly that nothing was sent and where to write instead.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((f) => [f, textOf(form.get(f) ?? '').trim()])) as Values;
  const errors: Errors = {};
  // Lengths first: no pattern ever runs on a text longer than its field allows.
  for (const f of FIELDS) if (longerThan(values[f], MAX[f])) errors[f] = { key: 'contact.errors.tooLong', max: MAX[f] };
  if (!values.name) errors.name = { key: 'contact.errors.name' };
  if (!values.email) errors.email = { key: 'contact.errors.email' };
  else if (!errors.email && !EMAIL_RE.test(values.email)) errors.email = { key: 'msg.invalidEmail' };
  if (values.phone && !errors.phone && !PHONE_RE.test(values.phone)) errors.phone = { key: 'msg.invalidPhone' };
  if (!values.message) errors.message = { key: 'contact.errors.message' };
  const ok = Object.keys(errors).length === 0;
  return data<ActionResult>({ values, errors, ok }, { status: ok ? 200 : 400 });
}

const AUTOCOMPLETE: Partial<Record<Field, string>> = { name: 'name', email: 'email', phone: 'tel' };
const TYPES: Partial<Record<Field, string>> = { email: 'email', phone: 'tel' };
const REQUIRED: Field[] = ['name', 'email', 'message'];
const HINTS: Field[] = ['phone', 'project'];

function mailtoHref(to: string, values: Values): string {
  const subject = values.subject || values.project;
  const body = [values.message, '', values.name, values.phone].filter((line, i) => i < 2 || line).join('\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export default function Contact() {
  usePageTexts({ contact });
  const { t } = useTranslation();
  const { site, address, officeHours } = useSite();
  const leave = useLeavingHref();
  const showMap = new URLSearchParams(useLocation().search).get('map') === '1';
  const result = useActionData<ActionResult>();
  const busy = useNavigation().state === 'submitting';
  const errors = result?.errors ?? {};
  const errorFields = FIELDS.filter((f) => errors[f]);
  const errorText = (f: Field) => (errors[f] ? t(errors[f].key, { max: errors[f].max, field: t(`contact.fields.${f}`) }) : '');
  const tel = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

  const field = (f: Field) => (
    <FormField
      key={f}
      id={f}
      label={t(`contact.fields.${f}`)}
      required={REQUIRED.includes(f)}
      hint={HINTS.includes(f) ? t(`contact.hints.${f}`) : undefined}
      error={errorText(f)}
      className={f === 'message' ? 'col-12' : 'col-md-6'}
    >
      {(control, invalid) => {
        const common = {
          ...control,
          name: f,
          required: REQUIRED.includes(f),
          // The browser's maxlength counts UTF-16 units: only the Latin-only fields stop while typed (see longerThan).
          maxLength: f === 'email' || f === 'phone' ? MAX[f] : undefined,
          defaultValue: result?.values[f],
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
    <>
      <h1 className="h2 mb-4">{t('contact.title')}</h1>
      <div className="row g-4">
        <section className="col-lg-5" aria-labelledby="office-heading">
          <div className="card card-body h-100">
            <h2 id="office-heading" className="h4">
              {t('contact.officeHeading')}
            </h2>
            <dl className="mb-0">
              {address && (
                <>
                  <dt>{t('contact.address')}</dt>
                  <dd>
                    <address className="mb-0">{address}</address>
                  </dd>
                </>
              )}
              {site.email && (
                <>
                  <dt>{t('contact.email')}</dt>
                  <dd>
                    <a href={`mailto:${site.email}`}>{site.email}</a>
                  </dd>
                </>
              )}
              {site.phone && (
                <>
                  <dt>{t('contact.phone')}</dt>
                  <dd>
                    <a href={tel(site.phone)}>{site.phone}</a>
                  </dd>
                </>
              )}
              {site.tollFree && (
                <>
                  <dt>{t('contact.tollFree')}</dt>
                  <dd>
                    <a href={tel(site.tollFree)}>{site.tollFree}</a>
                  </dd>
                </>
              )}
              <dt>{t('contact.hours')}</dt>
              <dd className="mb-0">
                {officeHours} <Link to="/listofholiday">{t('contact.holidaysLink')}</Link>
              </dd>
            </dl>
          </div>
        </section>

        {/* After sending, the answer comes first on narrow screens instead of below the office details. */}
        <section className={`col-lg-7${result ? ' order-first order-lg-last' : ''}`} aria-labelledby="form-heading">
          <div className="card card-body">
            <h2 id="form-heading" className="h4">
              {t('contact.formHeading')}
            </h2>
            {result?.ok && (
              <div className="alert alert-warning" role="status">
                <h3 className="h5">{t('contact.notOpenTitle')}</h3>
                <p>{t('contact.notOpen', { name: result.values.name, email: site.email, phone: site.phone })}</p>
                <p className="mb-0">
                  <a href={mailtoHref(site.email, result.values)} className="alert-link">
                    {t('contact.openMail')}
                  </a>{' '}
                  (<a href={`mailto:${site.email}`}>{site.email}</a>)
                </p>
              </div>
            )}
            {errorFields.length > 0 && (
              <div className="alert alert-danger" role="alert">
                <h3 className="h5">{t('contact.errors.summary')}</h3>
                <ul className="mb-0">
                  {errorFields.map((f) => (
                    <li key={f}>
                      <a href={`#${f}`}>{errorText(f)}</a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <p className="small">{t('contact.requiredNote')}</p>
            <Form method="post" noValidate className="row g-3">
              {FIELDS.map(field)}
              <div className="col-12">
                <button type="submit" className="btn btn-primary" disabled={busy}>
                  {t('contact.send')}
                </button>
              </div>
            </Form>
          </div>
        </section>
      </div>
      {site.location && (
        <section className="card card-body mt-4 contact-map" aria-labelledby="map-heading">
          <h2 id="map-heading" className="h4">
            {t('contact.map')}
          </h2>
          <div className="row g-3">
            <div className="col-md-8">
              {/* The map service sees the visitor only once they ask for the map (a GET form: works without JavaScript). */}
              {showMap ? (
                <iframe
                  src={mapEmbedUrl(site.location)}
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
        </section>
      )}
    </>
  );
}
