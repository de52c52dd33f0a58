import { linkNextPage } from '../lib/paging.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IdParam,
  ListQuery,
  PAGE_SIZE_MAX,
  checkListQuery,
  formatMessage,
  isFileField,
  listParamsOf,
  type ResourceDef,
} from '@nagar/contract';
import { badRequest, listQueryError } from '../lib/errors.ts';
import type { ResourceService } from './service.ts';
import { readResourceInput, resourceRules } from './input.ts';
import { publicReadRoute, sendPublicJson } from '../lib/public-json.ts';
import { requestActor } from '../audit/record.ts';
import { answers, noContent, zodRoutes } from '../lib/openapi.ts';
import { NoContent, resourceItemSchema } from '../lib/api-schemas.ts';

/** What a create or update sends (multipart as the spec's client does, or JSON): the definition's fields. */
function documentedBody(def: ResourceDef, limits: { imageMaxBytes: number; documentMaxBytes: number }) {
  const rules = resourceRules(def, limits);
  const norm = rules.normalise ?? ((n: string) => n.toLowerCase());
  const files = def.fields.filter(isFileField).map((f) => norm(f.filePart ?? f.key));
  if (def.sequentialFilePart) files.push(norm(def.sequentialFilePart));
  const value = z.union([z.string(), z.number(), z.boolean()]).optional();
  const json = z.object({
    id: value.describe('The record (PUT to the base path)'),
    ...Object.fromEntries(
      def.fields.filter((f) => !f.serverSet).map((f) => [isFileField(f) ? (f.base64Part ?? f.key) : f.key, value.describe(f.label.en)]),
    ),
  });
  return { multipart: { rules, files }, json };
}

/** The spec's calls for one content type: public list, admin list, create, update, delete. */
export async function resourceRoutes(app: FastifyInstance, opts: { service: ResourceService; publicList: boolean }) {
  const { service } = opts;
  const { def } = service;
  const api = zodRoutes(app);
  const base = `/api/Admin/${def.api}`;
  const area = service.binding.area ?? 'content';
  // The guard runs before the schema check: a stranger learns 401, not which ids are well formed.
  const guard = { preValidation: app.requireArea(area) };
  const item = resourceItemSchema(def);
  const name = def.texts.entity.en;
  const idParams = { params: IdParam };

  // A type with validity: the list holds current records; ?archive=true the expired ones (&year= of that year).
  const validityQuery = def.validity
    ? {
        archive: z.enum(['true', 'false']).optional().describe('true: the archive (records whose valid-until date has passed)'),
        year: z.coerce.number().int().min(1900).max(2999).optional().describe('With archive=true: records of this year'),
      }
    : {};
  if (opts.publicList) {
    // Not async: a cache hit (nearly every request) is answered without a promise in the way.
    api.get(
      `/api/Public/${def.api}`,
      {
        ...publicReadRoute,
        config: { area: 'public' },
        schema: {
          summary: `${name}: the public list`,
          querystring: ListQuery.extend({ ...validityQuery, ...service.binding.publicQuery }),
          response: answers({ 200: z.array(item) }),
        },
      },
      // The cached JSON text is sent as it is (the serializer never sees it): the reply is the answer.
      ((request: FastifyRequest, reply: FastifyReply) => {
        const { page, pageSize, archive, year, ...rest } = request.query as ListQuery & { archive?: string; year?: number } & Record<
            string,
            unknown
          >;
        const filter = service.binding.publicFilter?.(rest);
        const query = { page, pageSize, archive: archive === 'true', year: archive === 'true' ? year : undefined };
        const hit = service.peekPublicJson(query, filter);
        if (hit) {
          linkNextPage(request, reply, query, hit.total);
          return sendPublicJson(request, reply, hit);
        }
        return service.listPublicJson(query, filter).then((list) => {
          linkNextPage(request, reply, query, list.total);
          return sendPublicJson(request, reply, list);
        });
      }) as never,
    );
  }

  // The spec's answer (a JSON array, the total in X-Total-Count) with the admin list's search, filters and sort.
  // The schema documents the parameters; checkListQuery reads them, so a bad one is named in the answer.
  const adminQuery = z.object(Object.fromEntries(listParamsOf(def).map((p) => [p, z.string().optional()])));
  api.get(
    base,
    {
      config: { area },
      ...guard,
      schema: {
        summary: `${name}: the admin list (X-Total-Count: all matching rows)`,
        querystring: adminQuery,
        response: answers({ 200: z.array(item) }),
      },
    },
    async (request, reply) => {
      const { query, errors } = checkListQuery(def, request.query);
      if (Object.keys(errors).length) throw listQueryError(errors);
      // A search always pages (issue 31): without pageSize, its first PAGE_SIZE_MAX rows, the next in the Link header.
      const asked = query.search && query.pageSize === undefined ? { ...query, page: query.page ?? 1, pageSize: PAGE_SIZE_MAX } : query;
      const page = await service.list(asked);
      reply.header('x-total-count', String(page.total));
      linkNextPage(request, reply, asked, page.total);
      return page.items;
    },
  );

  api.get(
    `${base}/:id`,
    { config: { area }, ...guard, schema: { summary: `${name}: one record`, ...idParams, response: answers({ 200: item }) } },
    async (request) => service.get(request.params.id),
  );

  const write = { config: { area, documentedBody: documentedBody(def, app.services.config) }, ...guard };
  api.post(base, { ...write, schema: { summary: `${name}: create`, response: answers({ 201: item }) } }, async (request, reply) => {
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
  api.put(
    base,
    { ...write, schema: { summary: `${name}: update (the id in the body)`, response: answers({ 200: item }) } },
    async (request) => update(undefined, request),
  );
  api.put(
    `${base}/:id`,
    { ...write, schema: { summary: `${name}: update`, ...idParams, response: answers({ 200: item }) } },
    async (request) => update(request.params.id, request),
  );

  api.delete(
    `${base}/:id`,
    { config: { area }, ...guard, schema: { summary: `${name}: delete`, ...idParams, response: answers({ 204: NoContent }) } },
    async (request, reply) => {
      await service.remove(request.params.id, requestActor(request));
      return noContent(reply);
    },
  );
}
