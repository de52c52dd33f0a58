import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IdParam, NOTICE_EVENTS } from '@nagar/contract';
import { answers, zodRoutes } from '../lib/openapi.ts';
import { listRoute } from '../lib/list-route.ts';
import { validationError } from '../lib/errors.ts';
import { actorOf } from '../auth/actor.ts';
import type { Actor } from '../audit/audit.ts';
import { OUTBOX_STATUSES, type OutboxStatus } from './service.ts';

const OutboxQuery = z.object({
  status: z.string().optional().describe('pending, sent or failed (none: all)'),
  page: z.string().optional(),
  pageSize: z.string().optional(),
});

/** The outbox list's query: a known status or none, a page (1 to 100,000) and a page size (1 to 100, 25 unless given). */
function checkOutboxQuery(query: Record<string, unknown>) {
  const q = query as z.infer<typeof OutboxQuery>;
  const status = q.status?.trim() || undefined;
  const page = q.page === undefined ? 1 : Number(q.page);
  const pageSize = q.pageSize === undefined ? 25 : Number(q.pageSize);
  const errors: Record<string, { key: 'invalidChoice' | 'invalidNumber' }> = {};
  if (status && !(OUTBOX_STATUSES as readonly string[]).includes(status)) errors.status = { key: 'invalidChoice' };
  if (!Number.isInteger(page) || page < 1 || page > 100_000) errors.page = { key: 'invalidNumber' };
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) errors.pageSize = { key: 'invalidNumber' };
  return { filters: { status: status as OutboxStatus | undefined, page, pageSize }, errors };
}

const OutboxItemSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string().describe('Masked: 98xxxxxx21, ra…@example.in'),
  event: z.enum(NOTICE_EVENTS),
  language: z.enum(['en', 'hi']),
  complaintNo: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAt: z.string(),
});
const OutboxSummarySchema = z.object({
  email: z.boolean().describe('SMTP_URL is set'),
  sms: z.boolean().describe('SMS_GATEWAY_URL is set'),
  pending: z.number(),
  sent: z.number(),
  failed: z.number(),
});
/** The officer a routing rule or an escalation names (the service's officerOf). */
const officerNamed = { officerId: z.number(), officer: z.string() };
const RuleSchema = z.object({
  id: z.number(),
  wardId: z.number(),
  ward: z.string(),
  grievanceTypeId: z.number().nullable().describe("null: the ward's default"),
  grievanceType: z.string().nullable(),
  ...officerNamed,
});
const EscalationSchema = z.object({
  id: z.number(),
  level: z.number(),
  wardId: z.number().nullable().describe('null: every ward'),
  ward: z.string().nullable(),
  ...officerNamed,
});
const ref = z.union([z.number(), z.string()]).nullish();
const RuleJson = z.object({ wardId: ref, grievanceTypeId: ref, officerId: ref }).nullish();
const EscalationJson = z.object({ level: ref, wardId: ref, officerId: ref }).nullish();
const Ok = z.object({ ok: z.literal(true) });

/** Admin › Notifications (the outbox, "send again") and Admin › Routing (routing rules, escalation officers). */
export async function noticeRoutes(app: FastifyInstance) {
  const { outbox, routing } = app.services;
  const api = zodRoutes(app);
  const settings = app.guardArea('settings');

  listRoute(app, '/api/Admin/notices', 'settings', {
    summary: "The outbox's notices, newest first (X-Total-Count: all matching)",
    querystring: OutboxQuery,
    item: OutboxItemSchema,
    check: checkOutboxQuery,
    refuse: validationError,
    list: (filters) => outbox.list(filters),
  });

  api.get(
    '/api/Admin/notices/summary',
    {
      ...settings,
      schema: { summary: 'Which channels are configured, and the outbox by status', response: answers({ 200: OutboxSummarySchema }) },
    },
    async () => outbox.summary(),
  );

  api.post(
    '/api/Admin/notices/:id/resend',
    {
      ...settings,
      schema: { summary: 'Send a failed notice again (same idempotency key)', params: IdParam, response: answers({ 200: Ok }) },
    },
    async (request) => {
      await outbox.resend(request.params.id, actorOf(request.user!, request.ip));
      return { ok: true as const };
    },
  );

  officerListRoutes(app, '/api/Admin/routing-rules', RuleSchema, RuleJson, {
    list: ['Routing rules: a ward (and type) to an officer', () => routing.rules()],
    set: ["Set the officer of a ward and grievance type (no type: the ward's default)", (input, actor) => routing.setRule(input, actor)],
    remove: ['Remove a routing rule', (id, actor) => routing.removeRule(id, actor)],
  });
  officerListRoutes(app, '/api/Admin/escalation-officers', EscalationSchema, EscalationJson, {
    list: ['Escalation officers by level and ward', () => routing.escalations()],
    set: ['Set the escalation officer of a level for a ward (no ward: every ward)', (input, actor) => routing.setEscalation(input, actor)],
    remove: ['Remove an escalation officer', (id, actor) => routing.removeEscalation(id, actor)],
  });
}

/**
 * One of Admin › Routing's lists (area masters), each operation with its summary: GET answers the list, PUT sets one
 * entry (the service checks each field), DELETE /:id removes one; both changes audited by the service.
 */
function officerListRoutes(
  app: FastifyInstance,
  url: string,
  item: z.ZodType,
  body: z.ZodType<object | null | undefined>,
  calls: {
    list: [summary: string, list: () => Promise<unknown[]>];
    set: [summary: string, set: (input: object, actor: Actor) => Promise<unknown>];
    remove: [summary: string, remove: (id: number, actor: Actor) => Promise<void>];
  },
) {
  const api = zodRoutes(app);
  const masters = app.guardArea('masters');
  const actor = (request: FastifyRequest) => actorOf(request.user!, request.ip);
  const [listSummary, list] = calls.list;
  const [setSummary, set] = calls.set;
  const [removeSummary, remove] = calls.remove;
  api.get(url, { ...masters, schema: { summary: listSummary, response: answers({ 200: z.array(item) }) } }, async () => list());
  api.put(url, { ...masters, schema: { summary: setSummary, body, response: answers({ 200: item }) } }, async (request) =>
    set(request.body ?? {}, actor(request)),
  );
  api.delete(
    `${url}/:id`,
    { ...masters, schema: { summary: removeSummary, params: IdParam, response: answers({ 200: Ok }) } },
    async (request) => {
      await remove(request.params.id, actor(request));
      return { ok: true as const };
    },
  );
}
