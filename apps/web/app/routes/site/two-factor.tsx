import { useEffect, useState } from 'react';
import { Form, data, redirect, useNavigation } from 'react-router';
import { SignOut } from '../../components/sign-out.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import QRCode from 'qrcode';
import { homeOf, isPortalError, textOf } from '@nagar/contract';
import { pageMeta } from '../../lib/site.ts';
import { FormField } from '../../components/form-field.tsx';
import type { Route } from './+types/two-factor';
import type { MessageKey } from '@nagar/contract';
import { NarrowPage } from '../../components/site/narrow-page.tsx';
import { useRefusal } from '../../lib/refusal.ts';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'twoFactor.heading', undefined),
  { name: 'robots', content: 'noindex' },
];

/** The base32 secret in groups of four, for typing into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up two-factor sign-in (any signed-in person; an admin whose session is restricted is sent here): the QR
 * code of the pending secret (an SVG data: image, which the CSP's img-src allows), the secret as text, the code
 * that confirms it, then the ten recovery codes, shown this once. Works without JavaScript (loader and action).
 */
export async function loader(args: Route.LoaderArgs) {
  const { user, sessionToken, portal } = args.context;
  if (!user || !sessionToken) throw redirect('/login?next=%2Flogin%2Ftwo-factor');
  if (user.mustChangePassword) throw redirect('/login/new-password');
  const home = homeOf(user.role);
  const enabled = { enabled: true as const, home, required: false, secret: '', qr: '' };
  if (user.twoFactor) return enabled;
  let setup;
  try {
    setup = await portal.twoFactorSetup(sessionToken);
  } catch (err) {
    // Turned on by this very request's action (a form post without JavaScript renders the page after it).
    if (isPortalError(err) && err.status === 409) return enabled;
    throw err;
  }
  const { secret, otpauthUri } = setup;
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const qr = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return { enabled: false as const, home, required: user.mustEnrol, secret, qr };
}

type ActionResult = { recoveryCodes?: string[]; error?: MessageKey; minutes?: number; home?: string };

export async function action(args: Route.ActionArgs) {
  const { user, sessionToken, portal, ip } = args.context;
  const { request } = args;
  const origin = request.headers.get('origin');
  if (origin && new URL(origin).host !== new URL(request.url).host) return data<ActionResult>({ error: 'badOrigin' }, { status: 403 });
  if (!user || !sessionToken) throw redirect('/login');
  const form = await request.formData();
  const code = textOf(form.get('code') ?? '').trim();
  if (!code) return data<ActionResult>({ error: 'twoFactorCodeWrong' }, { status: 400 });
  try {
    const recoveryCodes = await portal.twoFactorConfirm(sessionToken, code, ip);
    return data<ActionResult>({ recoveryCodes, home: homeOf(user.role) });
  } catch (err) {
    if (!isPortalError(err)) throw err;
    if (err.status === 429)
      return data<ActionResult>({ error: 'tooManyAttempts', minutes: Number(err.messageKey?.params?.minutes ?? 15) }, { status: 429 });
    const key = err.errorKeys?.code?.key ?? (err.status === 409 ? 'twoFactorNotPending' : 'twoFactorCodeWrong');
    return data<ActionResult>({ error: key }, { status: err.status });
  }
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const codes = actionData?.recoveryCodes;
  const error = useRefusal(actionData);

  if (codes) {
    return (
      <NarrowPage column="col-md-8 col-lg-6" heading={t('twoFactor.codesHeading')}>
        <p className="alert alert-success" role="status">
          {t('twoFactor.enabled')}
        </p>
        <p>{t('twoFactor.codesIntro')}</p>
        <ol className="recovery-codes font-monospace fs-5" aria-label={t('twoFactor.codesHeading')}>
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
        <p className="text-body-secondary">{t('twoFactor.codesKeep')}</p>
        <div className="d-flex flex-wrap gap-2 d-print-none">
          {hydrated && (
            <>
              <button type="button" className="btn btn-outline-dark" onClick={() => window.print()}>
                {t('twoFactor.print')}
              </button>
              <button type="button" className="btn btn-outline-dark" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
                {t('twoFactor.copy')}
              </button>
            </>
          )}
          <a className="btn btn-primary" href={actionData?.home ?? loaderData.home}>
            {t('twoFactor.continue')}
          </a>
        </div>
      </NarrowPage>
    );
  }

  if (loaderData.enabled) {
    return (
      <NarrowPage column="col-md-8 col-lg-6" heading={t('twoFactor.heading')}>
        <p className="alert alert-info" role="status">
          {t('twoFactor.alreadyOn')}
        </p>
        <a className="btn btn-primary" href={loaderData.home}>
          {t('twoFactor.continue')}
        </a>
      </NarrowPage>
    );
  }

  return (
    <NarrowPage column="col-md-10 col-lg-7" heading={t('twoFactor.heading')}>
      {loaderData.required && (
        <p className="alert alert-warning" role="status">
          {t('twoFactor.requiredNote')}
        </p>
      )}
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      <p>{t('twoFactor.intro')}</p>
      <div className="row g-4">
        <div className="col-sm-5 text-center">
          <img src={loaderData.qr} alt={t('twoFactor.qrAlt')} width={200} height={200} className="img-fluid border rounded bg-white" />
        </div>
        <div className="col-sm-7">
          <h2 className="h5">{t('twoFactor.manualHeading')}</h2>
          <p className="mb-1">{t('twoFactor.manual')}</p>
          <p>
            <code className="fs-5 text-break text-body" data-testid="totp-secret" data-secret={loaderData.secret}>
              {grouped(loaderData.secret)}
            </code>
          </p>
          <Form method="post" noValidate className="card card-body shadow-sm">
            <FormField id="code" label={t('twoFactor.code')} required hint={t('twoFactor.codeHint')} className="mb-3">
              {(control, invalid) => (
                <input
                  {...control}
                  name="code"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9 ]*"
                  maxLength={12}
                  required
                  className={invalid('form-control')}
                />
              )}
            </FormField>
            <button type="submit" className="btn btn-primary" disabled={navigation.state === 'submitting'}>
              {t('twoFactor.confirm')}
            </button>
          </Form>
        </div>
      </div>
      <SignOut className="mt-4" label={t('twoFactor.signOut')} />
    </NarrowPage>
  );
}

/** A React app in the browser: its forms check what is typed before sending (root.tsx `hydrates`). */
export const handle = { hydrate: true };
