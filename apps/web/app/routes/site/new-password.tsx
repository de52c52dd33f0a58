import { Form, data, redirect, useNavigation } from 'react-router';
import { SignOut } from '../../components/sign-out.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PASSWORD_MIN, homeOf, isPortalError, textOf } from '@nagar/contract';
import { pageMeta } from '../../lib/site.ts';
import { PasswordField } from '../../components/form-field.tsx';
import type { Route } from './+types/new-password';
import type { MessageKey } from '@nagar/contract';
import { NarrowPage } from '../../components/site/narrow-page.tsx';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'newPassword.heading', undefined),
  { name: 'robots', content: 'noindex' },
];

/**
 * The forced step after signing in with a one-time password: the session reaches nothing else until the person
 * has chosen their own password (the given one is asked again, as Profile asks for the current one). Works
 * without JavaScript.
 */
export function loader(args: Route.LoaderArgs) {
  const { user } = args.context;
  if (!user) throw redirect('/login');
  if (!user.mustChangePassword) throw redirect(user.mustEnrol ? '/login/two-factor' : homeOf(user.role));
  return { email: user.email };
}

type ActionResult = { errors?: Record<string, string>; error?: MessageKey };

export async function action(args: Route.ActionArgs) {
  const { user, sessionToken, portal } = args.context;
  const { request } = args;
  const origin = request.headers.get('origin');
  if (origin && new URL(origin).host !== new URL(request.url).host) return data<ActionResult>({ error: 'badOrigin' }, { status: 403 });
  if (!user || !sessionToken) throw redirect('/login');
  const form = await request.formData();
  const currentPassword = textOf(form.get('currentPassword') ?? '');
  const newPassword = textOf(form.get('newPassword') ?? '');
  if (!currentPassword || !newPassword) {
    return data<ActionResult>(
      { errors: { ...(currentPassword ? {} : { currentPassword: 'required' }), ...(newPassword ? {} : { newPassword: 'required' }) } },
      { status: 400 },
    );
  }
  try {
    await portal.changePassword(sessionToken, currentPassword, newPassword);
  } catch (err) {
    if (!isPortalError(err)) throw err;
    if (err.status === 429) return data<ActionResult>({ error: 'passwordTooManyAttempts' }, { status: 429 });
    return data<ActionResult>({ errors: err.errors ?? { newPassword: err.message } }, { status: err.status });
  }
  // An admin who must also set up two-factor sign-in is sent on to it by the back office's guard.
  throw redirect(homeOf(user.role));
}

export default function NewPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  const text = (key: 'currentPassword' | 'newPassword') => (errors[key] === 'required' ? t('newPassword.required') : errors[key]);
  return (
    <NarrowPage column="col-sm-10 col-md-6 col-lg-5" heading={t('newPassword.heading')}>
      <p>{t('newPassword.intro', { email: loaderData.email })}</p>
      {actionData?.error && (
        <p className="alert alert-danger" role="alert">
          {t(`msg.${actionData.error}`, { minutes: 15 })}
        </p>
      )}
      <Form method="post" noValidate className="card card-body shadow-sm">
        <input type="hidden" name="username" value={loaderData.email} autoComplete="username" />
        <PasswordField
          id="currentPassword"
          label={t('newPassword.given')}
          required
          error={text('currentPassword')}
          className="mb-3"
          name="currentPassword"
          autoComplete="current-password"
          nativeRequired
        />
        <PasswordField
          id="newPassword"
          label={t('newPassword.new')}
          required
          hint={t('newPassword.hint', { min: PASSWORD_MIN })}
          error={text('newPassword')}
          className="mb-3"
          name="newPassword"
          autoComplete="new-password"
          nativeRequired
        />
        <button type="submit" className="btn btn-primary" disabled={navigation.state === 'submitting'}>
          {t('newPassword.submit')}
        </button>
      </Form>
      <SignOut className="mt-4" label={t('twoFactor.signOut')} />
    </NarrowPage>
  );
}

/** A React app in the browser: its forms check what is typed before sending (root.tsx `hydrates`). */
export const handle = { hydrate: true };
