import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ChangePassword,
  LoginRequest,
  PASSWORD_MAX,
  clearedSessionCookie,
  formatMessage,
  secureCookiesFor,
  sessionCookie,
} from '@nagar/contract';
import { badRequest, httpError } from '../lib/errors.ts';
import { sameOrigin } from './plugin.ts';
import { answers, noContent, zodRoutes } from '../lib/openapi.ts';
import { LoginAnswer, MeAnswer, NoContent, TwoFactorRequiredAnswer } from '../lib/api-schemas.ts';
import { sessionView, TwoFactorRequired } from './accounts.ts';
import { otpauthUri } from './two-factor.ts';

/** A password change that fails its schema: each field's own message (the new one names the minimum). */
function passwordErrors(request: FastifyRequest) {
  const body = ChangePassword.safeParse(request.body ?? {});
  const issues = body.success ? [] : body.error.issues;
  const errors = Object.fromEntries(
    issues.map((i) => [
      String(i.path[0] ?? 'newPassword'),
      formatMessage(i.path[0] === 'newPassword' ? 'passwordTooShort' : 'invalidInput', { min: 10 }),
    ]),
  );
  return badRequest(Object.values(errors)[0] ?? formatMessage('invalidInput'), errors);
}

const TwoFactorConfirm = z.object({ code: z.string().min(1).max(64) });
const TwoFactorDisable = z.object({ password: z.string().min(1).max(PASSWORD_MAX), code: z.string().min(1).max(64) });

export async function accountRoutes(app: FastifyInstance) {
  const { accounts } = app.services;
  // `__Host-` and Secure whenever the public address is https, whatever the request's scheme (see sessionCookieName).
  const secure = secureCookiesFor(app.services.config.publicUrl);
  const api = zodRoutes(app);

  api.post(
    '/api/Account/login',
    {
      config: { area: 'public', invalid: { body: { key: 'loginRequired' } } },
      schema: {
        summary: 'Sign in: a bearer token, and the session cookie',
        description:
          'An account with two-factor sign-in needs `code` (the authenticator app’s 6 digits, or a recovery code): without it, or with a wrong or used one, the answer is 401 `{ twoFactorRequired: true, message }`.',
        body: LoginRequest,
        response: { ...answers({ 200: LoginAnswer }), 401: TwoFactorRequiredAnswer.or(z.object({ message: z.string() })) },
      },
    },
    async (request, reply) => {
      // A sign-in form posted from another site is refused, so no one can sign a visitor into an account.
      if (request.headers.origin && !sameOrigin(request)) throw httpError(403, 'badOrigin');
      let session;
      try {
        session = await accounts.login(request.body.email, request.body.password, request.ip, request.body.code);
      } catch (err) {
        if (err instanceof TwoFactorRequired) return reply.code(401).send({ twoFactorRequired: true, message: err.message });
        throw err;
      }
      reply.header('set-cookie', sessionCookie(session.token, secure));
      return session;
    },
  );

  // The guard runs before the schema check: a stranger learns 401, not what a body should hold.
  const signedIn = app.guardArea('account');
  // What a restricted session (a one-time password, an admin still to enrol) may reach besides sign-out.
  const duty = { config: { area: 'account' as const, allowRestricted: true }, preValidation: app.requireArea('account') };

  api.post(
    '/api/Account/logout',
    { ...duty, schema: { summary: 'Sign out (ends the session)', response: answers({ 204: NoContent }) } },
    async (request, reply) => {
      await accounts.logout(request.user!, request.ip);
      reply.header('set-cookie', clearedSessionCookie(secure));
      return noContent(reply);
    },
  );

  api.get(
    '/api/Account/me',
    {
      ...duty,
      schema: {
        summary: 'Who is signed in, and what the session must do first (mustEnrol, mustChangePassword)',
        response: answers({ 200: MeAnswer }),
      },
    },
    async (request) => sessionView(request.user!),
  );

  api.post(
    '/api/Account/refresh',
    { ...duty, schema: { summary: 'Extend the session', response: answers({ 200: z.object({ expiresAt: z.string() }) }) } },
    async (request) => {
      const expiresAt = await accounts.refresh(request.user!.sessionId);
      return { expiresAt: expiresAt.toISOString() };
    },
  );

  api.post(
    '/api/Account/password',
    {
      ...duty,
      config: { ...duty.config, invalid: { body: passwordErrors } },
      schema: {
        summary: 'Change one’s own password (also the forced step after a one-time password)',
        body: ChangePassword,
        response: answers({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      await accounts.changePassword(request.user!, request.body.currentPassword, request.body.newPassword);
      return noContent(reply);
    },
  );

  // Two-factor sign-in (TOTP): set-up, confirmation (answers the recovery codes once), and turning it off.
  const issuer = () => new URL(app.services.config.publicUrl).host;
  api.post(
    '/api/Account/two-factor/setup',
    {
      ...duty,
      schema: {
        summary: 'Start setting up two-factor sign-in: the secret and its otpauth:// address (pending until confirmed)',
        response: answers({ 200: z.object({ secret: z.string(), otpauthUri: z.string() }) }),
      },
    },
    async (request) => {
      const secret = await accounts.setupTwoFactor(request.user!);
      return { secret, otpauthUri: otpauthUri(secret, issuer(), request.user!.email) };
    },
  );
  api.post(
    '/api/Account/two-factor/confirm',
    {
      ...duty,
      config: { ...duty.config, invalid: { body: { key: 'twoFactorCodeWrong' } } },
      schema: {
        summary: 'Confirm the set-up with a code of the app: two-factor sign-in is on; ten single-use recovery codes, shown once',
        body: TwoFactorConfirm,
        response: answers({ 200: z.object({ recoveryCodes: z.array(z.string()) }) }),
      },
    },
    async (request) => ({ recoveryCodes: await accounts.confirmTwoFactor(request.user!, request.body.code, request.ip) }),
  );
  api.post(
    '/api/Account/two-factor/disable',
    {
      ...signedIn,
      config: { ...signedIn.config, invalid: { body: { key: 'twoFactorCodeWrong' } } },
      schema: {
        summary: 'Turn one’s own two-factor sign-in off (current password and a code; never for an admin while ADMIN_2FA=required)',
        body: TwoFactorDisable,
        response: answers({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      await accounts.disableTwoFactor(request.user!, request.body.password, request.body.code, request.ip);
      return noContent(reply);
    },
  );
}
