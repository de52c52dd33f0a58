import { useEffect, useState } from 'react';
import { Form, data, redirect, useNavigation, useSearchParams, useSubmit } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { homeOf, isPortalError, mayOpenAdminPath } from '@nagar/contract';
import { pageMeta } from '../../lib/site.ts';
import { CitizenNote } from '../../components/site/citizen-note.tsx';
import { safeReturnPath } from '../../lib/paths.ts';
import { InputField, PasswordField } from '../../components/form-field.tsx';
import type { Route } from './+types/login';
import { textOf } from '@nagar/contract';
import type { MessageKey } from '@nagar/contract';
import { NarrowPage } from '../../components/site/narrow-page.tsx';
import { useRefusal } from '../../lib/refusal.ts';

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

/**
 * `step: 'code'`: the password was right and the account has two-factor sign-in, so the form asks for the code.
 * The password is never sent back: with JavaScript the page keeps what was typed and sends it again with the
 * code; without it the code step asks for the password again (no pending state is kept on the server).
 */
type ActionResult = {
  error?: MessageKey;
  minutes?: number;
  fields?: { email?: boolean; password?: boolean; code?: boolean };
  email?: string;
  step?: 'code';
};

export async function action(args: Route.ActionArgs) {
  const ctx = args.context;
  const { request } = args;
  // Sign-in forms posted from other sites are refused (no one can sign a visitor into their account).
  const origin = request.headers.get('origin');
  if (origin && new URL(origin).host !== new URL(request.url).host) return data<ActionResult>({ error: 'badOrigin' }, { status: 403 });
  const form = await request.formData();
  const email = textOf(form.get('email') ?? '').trim();
  const password = textOf(form.get('password') ?? '');
  const codeStep = form.get('step') === 'code';
  const code = textOf(form.get('code') ?? '').trim();
  if (!email || !password || (codeStep && !code)) {
    return data<ActionResult>(
      { fields: { email: !email, password: !password, code: codeStep && !code }, email, ...(codeStep ? { step: 'code' as const } : {}) },
      { status: 400 },
    );
  }
  try {
    const session = await ctx.portal.login(email, password, ctx.ip, code || undefined);
    // A restricted session goes to its one step first: its own password, or the two-factor set-up.
    const next = session.mustChangePassword
      ? '/login/new-password'
      : session.mustEnrol
        ? '/login/two-factor'
        : landingFor(session.role, new URL(request.url).searchParams.get('next'));
    return redirect(next, { headers: { 'Set-Cookie': ctx.portal.sessionCookie(session.token) } });
  } catch (err) {
    const refusal = isPortalError(err) ? err : null;
    const status = refusal?.status ?? 500;
    if ((err as { twoFactorRequired?: boolean }).twoFactorRequired) {
      return data<ActionResult>({ step: 'code', email, ...(code ? { error: 'twoFactorWrong' } : {}) }, { status: 401 });
    }
    if (refusal?.messageKey?.key === 'oneTimePasswordUsed') {
      return data<ActionResult>({ error: 'oneTimePasswordUsed', email }, { status: 401 });
    }
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
  // With JavaScript, the password typed at the first step stays in this page's memory (never in the server's
  // answer, nor in the page's HTML) and goes again with the code; without it, the code step asks for it again.
  const [typed, setTyped] = useState('');
  const submit = useSubmit();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const codeStep = result?.step === 'code';
  const keepPassword = codeStep && hydrated && typed !== '';
  const notice = params.get('expired') ? t('login.expired') : params.get('signedout') ? t('login.signedOut') : null;
  const error = useRefusal(result);
  return (
    <NarrowPage column="col-sm-10 col-md-6 col-lg-4" heading={codeStep ? t('login.codeHeading') : t('login.heading')}>
      {!codeStep && <CitizenNote />}
      {notice && !codeStep && (
        <p className="alert alert-info" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      <Form
        method="post"
        noValidate
        className="card card-body shadow-sm"
        onSubmit={(e) => {
          const form = new FormData(e.currentTarget);
          if (keepPassword) {
            e.preventDefault();
            form.set('password', typed);
            void submit(form, { method: 'post' });
            return;
          }
          const value = form.get('password');
          if (typeof value === 'string') setTyped(value);
        }}
      >
        {codeStep ? (
          <>
            <input type="hidden" name="step" value="code" />
            <input type="hidden" name="email" value={result?.email ?? ''} />
            <p className="mb-3" id="code-for">
              {t('login.codeFor', { email: result?.email ?? '' })}
            </p>
          </>
        ) : (
          <InputField
            id="email"
            label={t('login.email')}
            required
            error={result?.fields?.email && t('login.emailRequired')}
            className="mb-3"
            name="email"
            type="email"
            autoComplete="username"
            nativeRequired
            defaultValue={result?.email}
          />
        )}
        {!keepPassword && (
          <PasswordField
            id="password"
            label={codeStep ? t('login.passwordAgain') : t('login.password')}
            required
            error={result?.fields?.password && t('login.passwordRequired')}
            className="mb-3"
            name="password"
            autoComplete="current-password"
            nativeRequired
          />
        )}
        {codeStep && (
          <InputField
            id="code"
            label={t('login.code')}
            required
            hint={t('login.codeHint')}
            error={result?.fields?.code && t('login.codeRequired')}
            className="mb-3"
            name="code"
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            nativeRequired
          />
        )}
        <button type="submit" className="btn btn-primary w-100" disabled={busy}>
          {codeStep ? t('login.verify') : t('login.submit')}
        </button>
        {codeStep && (
          <a href="/login" className="d-block mt-3 text-center">
            {t('login.startAgain')}
          </a>
        )}
      </Form>
    </NarrowPage>
  );
}

/** A React app in the browser: its forms check what is typed before sending (root.tsx `hydrates`). */
export const handle = { hydrate: true };
