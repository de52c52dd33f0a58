import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ChangePassword, LoginRequest, clearedSessionCookie, formatMessage, sessionCookie } from '@nagar/contract';
import { badRequest, httpError } from '../lib/errors.ts';
import { sameOrigin } from './plugin.ts';



export async function accountRoutes(app: FastifyInstance) {
  const { accounts } = app.services;

  app.post('/api/Account/login', { config: { area: 'public' } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const body = LoginRequest.safeParse(request.body ?? {});
    if (!body.success) throw badRequest(formatMessage('loginRequired'));
    // A sign-in form posted from another site is refused, so no one can sign a visitor into an account.
    if (request.headers.origin && !sameOrigin(request)) throw httpError(403, 'badOrigin');
    const session = await accounts.login(body.data.email, body.data.password, request.ip);
    reply.header('set-cookie', sessionCookie(session.token, request.protocol === 'https'));
    return session;
  });

  const signedIn = { config: { area: 'account' as const }, preHandler: app.requireArea('account') };

  app.post('/api/Account/logout', signedIn, async (request, reply) => {
    await accounts.logout(request.user!, request.ip);
    reply.header('set-cookie', clearedSessionCookie);
    return reply.code(204).send();
  });

  app.get('/api/Account/me', signedIn, async (request) => {
    const u = request.user!;
    return { id: u.id, email: u.email, name: u.name, role: u.role, expiresAt: u.expiresAt.toISOString() };
  });

  app.post('/api/Account/refresh', signedIn, async (request) => {
    const expiresAt = await accounts.refresh(request.user!.sessionId);
    return { expiresAt: expiresAt.toISOString() };
  });

  app.post('/api/Account/password', signedIn, async (request, reply) => {
    const body = ChangePassword.safeParse(request.body ?? {});
    if (!body.success) {
      const errors = Object.fromEntries(body.error.issues.map((i) => [String(i.path[0]), formatMessage(i.path[0] === 'newPassword' ? 'passwordTooShort' : 'invalidInput', { min: 10 })]));
      throw badRequest(Object.values(errors)[0] ?? formatMessage('invalidInput'), errors);
    }
    await accounts.changePassword(request.user!, body.data.currentPassword, body.data.newPassword);
    return reply.code(204).send();
  });
}
