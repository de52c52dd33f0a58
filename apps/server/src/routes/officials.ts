import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { DESIGNATIONS, ListQuery, formatMessage } from '@nagar/contract';
import { officials } from '../db/schema.ts';
import { badRequest } from '../lib/errors.ts';

const Query = ListQuery.extend({
  designations: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  home: z.enum(['Yes', 'All', 'yes', 'all']).optional(),
});

const known = new Set(DESIGNATIONS.map((d) => d.value));

/** Spec §7: officials by designation, in serial-number order; home=Yes gives those shown on the home page. */
export async function officialRoutes(app: FastifyInstance) {
  const service = app.services.resource('official');
  const t = officials;
  app.get('/api/Public/minister-officer-employee-by-designations', async (request, reply) => {
    const q = Query.safeParse(request.query);
    if (!q.success) throw badRequest(formatMessage('invalidInput'));
    const designations = [...new Set(q.data.designations.filter((d) => known.has(d)))].sort();
    const homeOnly = q.data.home?.toLowerCase() === 'yes';
    const where = and(designations.length ? inArray(t.designation, designations) : undefined, homeOnly ? eq(t.showHomePage, true) : undefined);
    const key = `${designations.join('|')}:${homeOnly}`;
    const page = await service.listPublicJson({ page: q.data.page, pageSize: q.data.pageSize }, { key, where });
    return reply.header('x-total-count', String(page.total)).type('application/json; charset=utf-8').send(page.json);
  });
}
