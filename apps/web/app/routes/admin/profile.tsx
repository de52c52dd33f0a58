import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError, api } from '../../lib/admin-api.ts';
import { FormField } from '../../components/form-field.tsx';
import { pageMeta } from '../../lib/site.ts';
import { adminTexts } from '../../lib/admin-texts.ts';
import type { Route } from './+types/profile';
import { PASSWORD_MIN, formatMessage, messagesEn, textOf, type MessageKey } from '@nagar/contract';
import { HeadedSection } from '../../components/headed-section.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.profileHeading', undefined, adminTexts);

/** Changes one's own password through the API; the answer's field messages come back to the form. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'two-factor-off') {
    const off = { password: textOf(form.get('password') ?? ''), code: textOf(form.get('code') ?? '') };
    try {
      await api('/api/Account/two-factor/disable', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(off),
      });
      return { done: true, intent: 'two-factor-off', errors: {} as Record<string, string> };
    } catch (err) {
      const errors = err instanceof ApiError ? (err.errors ?? { code: err.message }) : null;
      return { done: false, intent: 'two-factor-off', errors };
    }
  }
  const body = { currentPassword: textOf(form.get('currentPassword') ?? ''), newPassword: textOf(form.get('newPassword') ?? '') };
  try {
    await api('/api/Account/password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { done: true, intent: 'password', errors: {} as Record<string, string> };
  } catch (err) {
    return { done: false, intent: 'password', errors: err instanceof ApiError && err.errors ? err.errors : null };
  }
}

/** The API's field messages come in English: the key of one of the catalogue's, to show it in the page's language. */
const messageKeyOf = (message: string | undefined) =>
  message ? (Object.keys(messagesEn) as MessageKey[]).find((k) => formatMessage(k, { min: PASSWORD_MIN }) === message) : undefined;

/** Profile: who is signed in, and changing one's own password (the current one is required). */
export default function Profile({ matches }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localMessage = (message: string | undefined) => {
    const key = messageKeyOf(message);
    return key ? t(`msg.${key}`, { min: PASSWORD_MIN }) : message;
  };
  // The admin layout's loader (the guard) has the signed-in person.
  const { user } = matches[1].loaderData;
  const fetcher = useFetcher<typeof clientAction>();
  const off = useFetcher<typeof clientAction>();
  const offResult = off.state === 'idle' ? off.data : undefined;
  const offErrors = offResult ? (offResult.errors ?? { code: t('msg.serverError') }) : {};
  const turnedOff = offResult?.done === true;
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const errors = result ? (result.errors ?? { currentPassword: t('msg.serverError') }) : {};
  const done = result?.done === true;
  const formRef = useRef<HTMLFormElement>(null);

  // A changed password leaves the form empty.
  useEffect(() => {
    if (fetcher.data?.done) formRef.current?.reset();
  }, [fetcher.data]);

  return (
    <>
      <h1 className="h3">{t('admin.profileHeading')}</h1>
      <p>
        {user.name} — {user.email}
      </p>
      <section className="card" aria-labelledby="pw-title">
        <fetcher.Form method="post" className="card-body" noValidate ref={formRef}>
          <h2 className="h5" id="pw-title">
            {t('admin.changePassword')}
          </h2>
          {done && (
            <p className="alert alert-success" role="status">
              {t('admin.passwordChanged')}
            </p>
          )}
          {(['currentPassword', 'newPassword'] as const).map((key) => (
            <FormField
              key={key}
              id={key}
              label={t(`admin.${key}`)}
              hint={key === 'newPassword' ? t('admin.newPasswordHelp') : undefined}
              error={localMessage(errors[key])}
              className="mb-3"
            >
              {(control, invalid) => (
                <input
                  {...control}
                  type="password"
                  autoComplete={key === 'newPassword' ? 'new-password' : 'current-password'}
                  className={invalid('form-control')}
                  name={key}
                />
              )}
            </FormField>
          ))}
          <button type="submit" className="btn btn-primary">
            {t('admin.changePassword')}
          </button>
        </fetcher.Form>
      </section>
      <HeadedSection id="tf-title" className="card mt-4" box="card-body" title={t('admin.twoFactorTitle')}>
        {turnedOff && (
          <p className="alert alert-success" role="status">
            {t('admin.twoFactorDisabled')}
          </p>
        )}
        {user.twoFactor && !turnedOff ? (
          <>
            <p>{t('admin.twoFactorOn')}</p>
            <off.Form method="post" noValidate>
              <input type="hidden" name="intent" value="two-factor-off" />
              <FormField id="tf-password" label={t('admin.twoFactorPassword')} error={offErrors.password} className="mb-3">
                {(control, invalid) => (
                  <input {...control} type="password" autoComplete="current-password" className={invalid('form-control')} name="password" />
                )}
              </FormField>
              <FormField id="tf-code" label={t('admin.twoFactorCode')} error={offErrors.code} className="mb-3">
                {(control, invalid) => (
                  <input {...control} type="text" autoComplete="one-time-code" className={invalid('form-control')} name="code" />
                )}
              </FormField>
              <button type="submit" className="btn btn-outline-danger">
                {t('admin.twoFactorDisable')}
              </button>
            </off.Form>
          </>
        ) : (
          <>
            <p>{t('admin.twoFactorOff')}</p>
            <a className="btn btn-primary" href="/login/two-factor">
              {t('admin.twoFactorSetUp')}
            </a>
          </>
        )}
      </HeadedSection>
    </>
  );
}
