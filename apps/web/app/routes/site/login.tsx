import { Form, data, redirect, useNavigation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homeOf, isPortalError, mayOpenAdminPath } from '@nagar/contract';
import { pageMeta } from '../../lib/site.ts';
import { CitizenNote } from '../../components/site/citizen-note.tsx';
import { safeReturnPath } from '../../lib/paths.ts';
import { FormField } from '../../components/form-field.tsx';
import type { Route } from './+types/login';
import { textOf } from '@nagar/contract';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'login.heading', 'meta.loginDescription'),
  { name: 'robots', content: 'noindex' },
];

const homeFor = homeOf;

/** After sign-in: back to the page the person was on (?next=, e.g. after a session expiry) when their role may open it. */
function landingFor(role: string, nextParam: string | null): string {
  const next = safeReturnPath(nextParam, '');
  if (!next) return homeFor(role);
  const path = next.split(/[?#]/, 1)[0]!;
  if (path === '/admin' || path.startsWith('/admin/')) return mayOpenAdminPath(role, path) ? next : homeFor(role);
  return next;
}

export function loader(args: Route.LoaderArgs) {
  const { user } = args.context;
  if (user) throw redirect(homeFor(user.role));
  return null;
}

type ActionResult = { error?: string; minutes?: number; fields?: { email?: boolean; password?: boolean }; email?: string };

export async function action(args: Route.ActionArgs) {
  const ctx = args.context;
  const { request } = args;
  // Sign-in forms posted from other sites are refused (no one can sign a visitor into their account).
  const origin = request.headers.get('origin');
  if (origin && new URL(origin).host !== new URL(request.url).host) return data<ActionResult>({ error: 'badOrigin' }, { status: 403 });
  const form = await request.formData();
  const email = textOf(form.get('email') ?? '').trim();
  const password = textOf(form.get('password') ?? '');
  if (!email || !password) return data<ActionResult>({ fields: { email: !email, password: !password }, email }, { status: 400 });
  try {
    const session = await ctx.portal.login(email, password, ctx.ip);
    return redirect(landingFor(session.role, new URL(request.url).searchParams.get('next')), {
      headers: { 'Set-Cookie': ctx.portal.sessionCookie(session.token) },
    });
  } catch (err) {
    const refusal = isPortalError(err) ? err : null;
    const status = refusal?.status ?? 500;
    const error = status === 429 ? 'tooManyAttempts' : status === 403 ? 'accountDisabled' : 'invalidLogin';
    const minutes = Number(refusal?.messageKey?.params?.minutes ?? 15);
    return data<ActionResult>(
      { error, email, ...(status === 429 ? { minutes } : {}) },
      { status: status === 429 ? 429 : status === 403 ? 403 : 401 },
    );
  }
}

export default function Login({ actionData: result }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state === 'submitting';
  const notice = params.get('expired') ? t('login.expired') : params.get('signedout') ? t('login.signedOut') : null;
  const error =
    result?.error === 'tooManyAttempts'
      ? t('msg.tooManyAttempts', { minutes: result.minutes ?? 15 })
      : result?.error
        ? t(`msg.${result.error}`)
        : null;
  return (
    <div className="row justify-content-center">
      <div className="col-sm-10 col-md-6 col-lg-4">
        <h1 className="h2 mb-3">{t('login.heading')}</h1>
        <CitizenNote />
        {notice && (
          <p className="alert alert-info" role="status">
            {notice}
          </p>
        )}
        {error && (
          <p className="alert alert-danger" role="alert">
            {error}
          </p>
        )}
        <Form method="post" noValidate className="card card-body shadow-sm">
          <FormField
            id="email"
            label={t('login.email')}
            required
            error={result?.fields?.email && t('login.emailRequired')}
            className="mb-3"
          >
            {(control, invalid) => (
              <input
                {...control}
                name="email"
                type="email"
                autoComplete="username"
                required
                defaultValue={result?.email}
                className={invalid('form-control')}
              />
            )}
          </FormField>
          <FormField
            id="password"
            label={t('login.password')}
            required
            error={result?.fields?.password && t('login.passwordRequired')}
            className="mb-3"
          >
            {(control, invalid) => (
              <input
                {...control}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                className={invalid('form-control')}
              />
            )}
          </FormField>
          <button type="submit" className="btn btn-primary w-100" disabled={busy}>
            {t('login.submit')}
          </button>
        </Form>
      </div>
    </div>
  );
}
