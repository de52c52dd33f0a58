import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdParam, formatMessage } from '@nagar/contract';
import { badRequest } from '../lib/errors.ts';
import { actorOf } from '../auth/actor.ts';
import type { AccountInput } from './service.ts';

const idOf = (request: FastifyRequest) => {
  const r = IdParam.safeParse(request.params);
  if (!r.success) throw badRequest(formatMessage('invalidId'));
  return r.data.id;
};
const bodyOf = (request: FastifyRequest) => (request.body && typeof request.body === 'object' ? request.body : {}) as AccountInput;
const actor = (request: FastifyRequest) => actorOf(request.user!, request.ip);

/** Staff accounts (admin only, area 'users'): list, create, role and wards, disable/enable, password reset. */
export async function userRoutes(app: FastifyInstance) {
  const { users } = app.services;
  const guard = { config: { area: 'users' as const }, preHandler: app.requireArea('users') };
  const base = '/api/Admin/users';

  app.get(base, guard, async () => users.list());
  app.post(base, guard, async (request, reply) => reply.code(201).send(await users.create(actor(request), bodyOf(request))));
  app.put(`${base}/:id/role`, guard, async (request) => users.changeRole(actor(request), idOf(request), bodyOf(request)));
  app.post(`${base}/:id/disable`, guard, async (request) => users.setDisabled(actor(request), idOf(request), true));
  app.post(`${base}/:id/enable`, guard, async (request) => users.setDisabled(actor(request), idOf(request), false));
  app.post(`${base}/:id/password`, guard, async (request) => users.resetPassword(actor(request), idOf(request), bodyOf(request)));
}
