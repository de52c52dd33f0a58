import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Area, FieldErrors } from '@nagar/contract';
import type { HttpError } from './errors.ts';
import { answers, zodRoutes } from './openapi.ts';

/** One page of a staff list: its items, how many match in all, and `more` when a search by words stopped counting. */
export interface ListPage<T> {
  items: T[];
  total: number;
  more?: true;
}

/**
 * A staff list's GET route, guarded by its area: the query checked by the contract's `check` (faults refused as
 * `refuse` words them), one page read by `list` and sent with X-Total-Count (all matching) and, when the page says
 * there are more than that (a search by a common word counts its first matches only), X-Total-More: true.
 */
export function listRoute<F, I extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  area: Area,
  route: {
    summary: string;
    querystring: z.ZodType;
    item: I;
    check: (query: Record<string, unknown>) => { filters: F; errors: FieldErrors };
    refuse: (errors: FieldErrors) => HttpError;
    list: (filters: F) => Promise<ListPage<z.infer<I>>>;
  },
): void {
  const { summary, querystring, item, check, refuse, list } = route;
  zodRoutes(app).get(
    url,
    { ...app.guardArea(area), schema: { summary, querystring, response: answers({ 200: z.array(item) }) } },
    async (request, reply) => {
      const { filters, errors } = check(request.query as Record<string, unknown>);
      if (Object.keys(errors).length) throw refuse(errors);
      const page = await list(filters);
      if (page.more) reply.header('x-total-more', 'true');
      return reply.header('x-total-count', String(page.total)).send(page.items);
    },
  );
}
