import type { FastifyInstance } from 'fastify';
import { IdParam, ListQuery, checkListQuery, formatMessage } from '@nagar/contract';
import { badRequest, listQueryError } from '../lib/errors.ts';
import type { ResourceService } from './service.ts';
import { readResourceInput } from './input.ts';
import { publicReadRoute, sendPublicJson } from '../lib/public-json.ts';
import { requestActor } from '../audit/record.ts';

function parseOr400<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, value: unknown, key: 'invalidInput' | 'invalidId' = 'invalidInput'): T {
  // The common case, a list without parameters, skips the schema.
  if (value && typeof value === 'object' && Object.keys(value).length === 0) return {} as T;
  const r = schema.safeParse(value);
  if (!r.success) throw badRequest(formatMessage(key));
  return r.data;
}

/** The spec's calls for one content type: public list, admin list, create, update, delete. */
export async function resourceRoutes(app: FastifyInstance, opts: { service: ResourceService; publicList: boolean }) {
  const { service } = opts;
  const { def } = service;
  const base = `/api/Admin/${def.api}`;
  const area = service.binding.area ?? 'content';
  const guard = { config: { area }, preHandler: app.requireArea(area) };

  if (opts.publicList) {
    // Not async: a cache hit (nearly every request) is answered without a promise in the way.
    app.get(`/api/Public/${def.api}`, { ...publicReadRoute, config: { area: 'public' } }, (request, reply) => {
      const query = parseOr400(ListQuery, request.query);
      const filter = service.binding.publicFilter?.(request.query as Record<string, unknown>);
      const hit = service.peekPublicJson(query, filter);
      if (hit) return sendPublicJson(request, reply, hit);
      return service.listPublicJson(query, filter).then((page) => sendPublicJson(request, reply, page));
    });
  }

  // The spec's answer (a JSON array, the total in X-Total-Count) with the admin list's search, filters and sort.
  app.get(base, guard, async (request, reply) => {
    const { query, errors } = checkListQuery(def, request.query as Record<string, unknown>);
    if (Object.keys(errors).length) throw listQueryError(errors);
    const page = await service.list(query);
    reply.header('x-total-count', String(page.total));
    return page.items;
  });

  app.get(`${base}/:id`, guard, async (request) => service.get(parseOr400(IdParam, request.params, 'invalidId').id));

  app.post(base, guard, async (request, reply) => {
    const input = await readResourceInput(def, request);
    return reply.code(201).send(await service.create(input, requestActor(request)));
  });

  const update = async (id: number | undefined, request: Parameters<typeof readResourceInput>[1]) => {
    const input = await readResourceInput(def, request);
    const target = id ?? input.id;
    if (!target) throw badRequest(formatMessage('invalidId'), { id: formatMessage('invalidId') });
    return service.update(target, input, requestActor(request));
  };
  // The spec's client sends PUT to the base path with the id in the form data.
  app.put(base, guard, async (request) => update(undefined, request));
  app.put(`${base}/:id`, guard, async (request) => update(parseOr400(IdParam, request.params, 'invalidId').id, request));

  app.delete(`${base}/:id`, guard, async (request, reply) => {
    await service.remove(parseOr400(IdParam, request.params, 'invalidId').id, requestActor(request));
    return reply.code(204).send();
  });
}
