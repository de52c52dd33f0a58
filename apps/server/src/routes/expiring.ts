import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { VALIDITY_TYPES } from '@nagar/contract';
import type { Services } from '../services.ts';
import { answers, zodRoutes } from '../lib/openapi.ts';
import { expiringOf, type ExpiringItem } from '../resources/validity.ts';

/** The staff dashboard's window: records whose validity ends within this many days. */
export const EXPIRING_DAYS = 14;
const EXPIRING_MAX = 50;

/** Records of every type with validity that expire from today to `days` days on, soonest first (at most 50). */
export async function expiringSoon(services: Pick<Services, 'db' | 'resources'>, days = EXPIRING_DAYS): Promise<ExpiringItem[]> {
  const lists = await Promise.all(
    [...services.resources.values()].filter((s) => s.def.validity).map((s) => expiringOf(services.db, s.def, s.table, days, EXPIRING_MAX)),
  );
  return lists
    .flat()
    .sort((a, b) => a.validUntil.localeCompare(b.validUntil) || a.resource.localeCompare(b.resource) || a.id - b.id)
    .slice(0, EXPIRING_MAX);
}

const Item = z.object({
  resource: z.enum(VALIDITY_TYPES).describe('The content type'),
  id: z.number().int(),
  title: z.string(),
  validUntil: z.string().describe('yyyy-mm-dd'),
});

/** GET /api/Admin/expiring: what the dashboard lists for editors (content area). */
export async function expiringRoutes(app: FastifyInstance) {
  zodRoutes(app).get(
    '/api/Admin/expiring',
    {
      ...app.guardArea('content'),
      schema: {
        summary: `Content whose validity ends within ${EXPIRING_DAYS} days (soonest first, at most ${EXPIRING_MAX})`,
        querystring: z.object({ days: z.coerce.number().int().min(0).max(366).optional().describe(`Default ${EXPIRING_DAYS}`) }),
        response: answers({ 200: z.array(Item) }),
      },
    },
    async (request) => expiringSoon(app.services, request.query.days ?? EXPIRING_DAYS),
  );
}
