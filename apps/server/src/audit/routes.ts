import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkAuditQuery } from '@nagar/contract';
import { validationError } from '../lib/errors.ts';
import { answers, zodRoutes } from '../lib/openapi.ts';
import { listRoute } from '../lib/list-route.ts';
import { AuditItemSchema, AuditOptionsSchema } from '../lib/api-schemas.ts';
import { auditList, auditOptions } from './list.ts';

/** The audit list's filters as they come in the URL; checkAuditQuery names each bad one's field. */
const AuditQuery = z.object({
  person: z.string().optional().describe('An account number or an e-mail address'),
  action: z.string().optional(),
  entity: z.string().optional().describe('The record type'),
  entityId: z.string().optional().describe('The record (with its type)'),
  from: z.string().optional().describe('yyyy-mm-dd (India Standard Time)'),
  to: z.string().optional().describe('yyyy-mm-dd (India Standard Time)'),
  page: z.string().optional(),
  pageSize: z.string().optional(),
});

/**
 * The audit trail, read-only (admins): one page newest first with X-Total-Count, and the filters' choices. No
 * route edits or deletes a row, and the database refuses it anyway (audit_log's append-only trigger).
 */
export async function auditRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const api = zodRoutes(app);
  const audit = app.guardArea('audit');

  listRoute(app, '/api/Admin/audit', 'audit', {
    summary: 'The audit trail, newest first (X-Total-Count: all matching)',
    querystring: AuditQuery,
    item: AuditItemSchema,
    check: checkAuditQuery,
    refuse: validationError,
    list: (filters) => auditList(db, filters),
  });

  api.get(
    '/api/Admin/audit/options',
    { ...audit, schema: { summary: "The audit filters' choices", response: answers({ 200: AuditOptionsSchema }) } },
    async () => auditOptions(db),
  );
}
