import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ChangePassword, LoginRequest, clearedSessionCookie, formatMessage, secureCookiesFor, sessionCookie } from '@nagar/contract';
import { badRequest, httpError } from '../lib/errors.ts';
import { sameOrigin } from './plugin.ts';
import { answers, noContent, zodRoutes } from '../lib/openapi.ts';
import { LoginAnswer, MeAnswer, NoContent } from '../lib/api-schemas.ts';

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

export async function accountRoutes(app: FastifyInstance) {
  const { accounts } = app.services;
  // `__Host-` and Secure whenever the public address is https, whatever the request's scheme (see sessionCookieName).
  const secure = secureCookiesFor(app.services.config.publicUrl);
  const api = zodRoutes(app);

  api.post(
    '/api/Account/login',
    {
      config: { area: 'public', invalid: { body: { key: 'loginRequired' } } },
      schema: { summary: 'Sign in: a bearer token, and the session cookie', body: LoginRequest, response: answers({ 200: LoginAnswer }) },
    },
    async (request, reply) => {
      // A sign-in form posted from another site is refused, so no one can sign a visitor into an account.
      if (request.headers.origin && !sameOrigin(request)) throw httpError(403, 'badOrigin');
      const session = await accounts.login(request.body.email, request.body.password, request.ip);
      reply.header('set-cookie', sessionCookie(session.token, secure));
      return session;
    },
  );

  // The guard runs before the schema check: a stranger learns 401, not what a body should hold.
  const signedIn = { config: { area: 'account' as const }, preValidation: app.requireArea('account') };

  api.post(
    '/api/Account/logout',
    { ...signedIn, schema: { summary: 'Sign out (ends the session)', response: answers({ 204: NoContent }) } },
    async (request, reply) => {
      await accounts.logout(request.user!, request.ip);
      reply.header('set-cookie', clearedSessionCookie(secure));
      return noContent(reply);
    },
  );

  api.get(
    '/api/Account/me',
    { ...signedIn, schema: { summary: 'Who is signed in', response: answers({ 200: MeAnswer }) } },
    async (request) => {
      const u = request.user!;
      return { id: u.id, email: u.email, name: u.name, role: u.role, expiresAt: u.expiresAt.toISOString() };
    },
  );

  api.post(
    '/api/Account/refresh',
    { ...signedIn, schema: { summary: 'Extend the session', response: answers({ 200: z.object({ expiresAt: z.string() }) }) } },
    async (request) => {
      const expiresAt = await accounts.refresh(request.user!.sessionId);
      return { expiresAt: expiresAt.toISOString() };
    },
  );

  api.post(
    '/api/Account/password',
    {
      ...signedIn,
      config: { ...signedIn.config, invalid: { body: passwordErrors } },
      schema: { summary: 'Change one’s own password', body: ChangePassword, response: answers({ 204: NoContent }) },
    },
    async (request, reply) => {
      await accounts.changePassword(request.user!, request.body.currentPassword, request.body.newPassword);
      return noContent(reply);
    },
  );
}
