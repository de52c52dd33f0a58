import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IdParam, ROLES } from '@nagar/contract';
import { actorOf } from '../auth/actor.ts';
import { answers, noContent, zodRoutes } from '../lib/openapi.ts';
import { AccountWithPasswordSchema, NoContent, StaffAccountSchema } from '../lib/api-schemas.ts';
import type { AccountInput } from './service.ts';

const bodyOf = (request: FastifyRequest) => (request.body && typeof request.body === 'object' ? request.body : {}) as AccountInput;
const actor = (request: FastifyRequest) => actorOf(request.user!, request.ip);

/** What the Users screen sends (each value checked by the service, which names each field's fault). */
const AccountJson = z.object({
  email: z.string().optional(),
  name: z.string().optional(),
  role: z.enum(ROLES).optional(),
  password: z.string().optional().describe('Empty or absent: one is generated and answered once'),
  wardIds: z.array(z.number().int()).optional().describe("A grievance officer's wards (empty and not allWards: no complaints)"),
  allWards: z.boolean().optional().describe('A grievance officer who sees every ward (the wards are then not kept)'),
});

/** Staff accounts (admin only, area 'users'): list, create, role and wards, disable/enable, password reset. */
export async function userRoutes(app: FastifyInstance) {
  const { users } = app.services;
  const api = zodRoutes(app);
  // The guard runs before the schema check: a stranger learns 401, not which ids are well formed.
  const guard = app.guardArea('users');
  const withBody = { ...guard, config: { ...guard.config, documentedBody: { json: AccountJson } } };
  const base = '/api/Admin/users';
  const params = IdParam;

  api.get(base, { ...guard, schema: { summary: 'Staff accounts', response: answers({ 200: z.array(StaffAccountSchema) }) } }, async () =>
    users.list(),
  );
  api.post(
    base,
    { ...withBody, schema: { summary: 'Create an account', response: answers({ 201: AccountWithPasswordSchema }) } },
    async (request, reply) => reply.code(201).send(await users.create(actor(request), bodyOf(request))),
  );
  api.put(
    `${base}/:id/role`,
    { ...withBody, schema: { summary: "Change an account's role and wards", params, response: answers({ 200: StaffAccountSchema }) } },
    async (request) => users.changeRole(actor(request), request.params.id, bodyOf(request)),
  );
  api.post(
    `${base}/:id/disable`,
    { ...guard, schema: { summary: 'Disable an account (ends its sessions)', params, response: answers({ 200: StaffAccountSchema }) } },
    async (request) => users.setDisabled(actor(request), request.params.id, true),
  );
  api.post(
    `${base}/:id/enable`,
    { ...guard, schema: { summary: 'Enable an account', params, response: answers({ 200: StaffAccountSchema }) } },
    async (request) => users.setDisabled(actor(request), request.params.id, false),
  );
  api.post(
    `${base}/:id/password`,
    { ...withBody, schema: { summary: "Reset an account's password", params, response: answers({ 200: AccountWithPasswordSchema }) } },
    async (request) => users.resetPassword(actor(request), request.params.id, bodyOf(request)),
  );
  api.post(
    `${base}/:id/reset-2fa`,
    {
      ...guard,
      schema: {
        summary: "Reset another account's second factor (off, recovery codes gone, sessions ended; audited)",
        params,
        response: answers({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      await app.services.accounts.resetTwoFactor(actor(request), request.params.id);
      return noContent(reply);
    },
  );
}
