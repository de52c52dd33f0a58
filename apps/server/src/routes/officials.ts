import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { DESIGNATIONS, ListQuery, formatMessage } from '@nagar/contract';
import { officials } from '../db/schema.ts';
import { badRequest } from '../lib/errors.ts';
import { linkNextPage } from '../lib/paging.ts';
import { publicReadRoute, sendPublicJson } from '../lib/public-json.ts';
import { answers, zodRoutes } from '../lib/openapi.ts';
import { resourceItemSchema } from '../lib/api-schemas.ts';

const Query = ListQuery.extend({
  designations: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  home: z.enum(['Yes', 'All', 'yes', 'all']).optional(),
});

const known = new Set(DESIGNATIONS.map((d) => d.value));

/**
 * The filter for a set of designations and the home-page flag, with its cache key. An unknown designation
 * is refused (400 naming it): ignoring it would widen a typo's answer to every official.
 */
export function officialsWhere(list: string[], homeOnly: boolean) {
  const unknown = list.find((d) => !known.has(d));
  if (unknown !== undefined) {
    const message = formatMessage('unknownDesignation', { name: unknown.slice(0, 60) });
    throw badRequest(message, { designations: message });
  }
  const designations = [...new Set(list)].sort();
  const where = and(
    designations.length ? inArray(officials.designation, designations) : undefined,
    homeOnly ? eq(officials.showHomePage, true) : undefined,
  );
  return { key: `${designations.join('|')}:${homeOnly}`, where };
}

/** Spec §7: officials by designation, in serial-number order; home=Yes gives those shown on the home page. */
export async function officialRoutes(app: FastifyInstance) {
  const service = app.services.resource('official');
  zodRoutes(app).get(
    '/api/Public/minister-officer-employee-by-designations',
    {
      ...publicReadRoute,
      config: { area: 'public', repeatableQuery: ['designations'] },
      schema: {
        summary: 'Officials by designation (repeat designations=), in serial-number order',
        querystring: Query,
        response: answers({ 200: z.array(resourceItemSchema(service.def)) }),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { key, where } = officialsWhere(q.designations, q.home?.toLowerCase() === 'yes');
      const page = await service.listPublicJson({ page: q.page, pageSize: q.pageSize }, { key, where });
      linkNextPage(request, reply, q, page.total);
      return sendPublicJson(request, reply, page);
    },
  );
}
