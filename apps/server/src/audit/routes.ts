import type { FastifyInstance } from 'fastify';
import { checkAuditQuery } from '@nagar/contract';
import { validationError } from '../lib/errors.ts';
import { auditList, auditOptions } from './list.ts';

/**
 * The audit trail, read-only (admins): one page newest first with X-Total-Count, and the filters' choices. No
 * route edits or deletes a row, and the database refuses it anyway (audit_log's append-only trigger).
 */
export async function auditRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const audit = { config: { area: 'audit' as const }, preHandler: app.requireArea('audit') };

  app.get('/api/Admin/audit', audit, async (request, reply) => {
    const { filters, errors } = checkAuditQuery((request.query ?? {}) as Record<string, unknown>);
    if (Object.keys(errors).length) throw validationError(errors);
    const page = await auditList(db, filters);
    return reply.header('x-total-count', String(page.total)).send(page.items);
  });

  app.get('/api/Admin/audit/options', audit, async () => auditOptions(db));
}
