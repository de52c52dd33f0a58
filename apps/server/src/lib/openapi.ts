/**
 * Route schemas and the API document: the zod type provider checks each route's declared `params`,
 * `querystring` and `body`; @fastify/swagger turns the declarations into the OpenAPI 3.1 document served at
 * GET /api/openapi.json. Multipart bodies stay with the bounded reader (lib/multipart.ts): they are only
 * described here, from the same rules the reader applies.
 */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UNITS_PER_CHAR_MAX, formatMessage, secureCookiesFor, sessionCookieName, type MessageKey } from '@nagar/contract';
import { HttpError } from './errors.ts';
import type { MultipartRules } from './multipart.ts';
import { ApiErrorSchema, OpenApiDocument } from './api-schemas.ts';

type Part = 'params' | 'querystring' | 'body' | 'headers';

/** How a request that fails one part of its route's schema is answered. */
export type InvalidAnswer = { status?: number; key: MessageKey } | ((request: FastifyRequest) => HttpError);

/** A request body the route reads itself (multipart with the bounded reader, or JSON its service checks). */
export interface DocumentedBody {
  /** The multipart rules the route reads with, and its file parts' names. */
  multipart?: { rules: MultipartRules; files: string[] };
  /** The JSON body's shape (checked by the service, which names each field's fault). */
  json?: z.ZodType;
  /** A body of another type read as a stream (a CSV file): its media type and what it holds. */
  stream?: { type: string; description: string };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers to a schema failure by part; default 400 'invalidId' for params, 400 'invalidInput' otherwise. */
    invalid?: Partial<Record<Part, InvalidAnswer>>;
    /** A body described in the API document but read by the route itself (never parsed by Fastify). */
    documentedBody?: DocumentedBody;
  }
}

const DEFAULT_INVALID: Record<Part, MessageKey> = {
  params: 'invalidId',
  querystring: 'invalidInput',
  body: 'invalidInput',
  headers: 'invalidInput',
};

/**
 * The answer to a request that failed its route's declared schema, as the routes answered before they
 * declared them (a message key per part and route, no schema internals); undefined for any other error.
 */
export function schemaErrorAnswer(error: FastifyError | HttpError, request: FastifyRequest): HttpError | undefined {
  if (error instanceof HttpError || !hasZodFastifySchemaValidationErrors(error)) return undefined;
  const part = (error as FastifyError).validationContext ?? 'body';
  const answer = request.routeOptions.config?.invalid?.[part] ?? { key: DEFAULT_INVALID[part] };
  if (typeof answer === 'function') return answer(request);
  return new HttpError(answer.status ?? 400, formatMessage(answer.key));
}

/** A multipart body's fields as JSON Schema: the text names with their limits, the file parts as binary. */
function multipartSchema(rules: MultipartRules, files: string[]) {
  const properties: Record<string, object> = {};
  // A text's limit counts characters as a person sees them ('क्षि' is one, four code points): JSON Schema counts
  // code points, so its maxLength is the outer bound and the description says the limit.
  for (const [name, rule] of rules.text)
    properties[name] = rule.ascii
      ? { type: 'string', maxLength: rule.max }
      : { type: 'string', maxLength: rule.max * UNITS_PER_CHAR_MAX, description: `At most ${rule.max} characters as seen.` };
  for (const name of files) properties[name] = { type: 'string', contentMediaType: 'application/octet-stream', format: 'binary' };
  return { type: 'object', properties, additionalProperties: false };
}

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });

/** The swagger transform: zod to JSON Schema, only /api routes, tagged by their area, bodies read by routes described. */
const transform: typeof jsonSchemaTransform = (document) => {
  const { route, url } = document;
  if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
  const area = route.config?.area ?? 'public';
  const out = jsonSchemaTransform(document);
  const schema = { ...(out.schema as Record<string, unknown>), tags: [area] } as Record<string, unknown>;
  if (area !== 'public') schema.security = [{ bearer: [] }, { session: [] }];
  const documented = route.config?.documentedBody;
  if (documented) {
    const content: Record<string, { schema: unknown }> = {};
    if (documented.multipart)
      content['multipart/form-data'] = { schema: multipartSchema(documented.multipart.rules, documented.multipart.files) };
    const json = documented.json ? toJson(documented.json) : (schema.body as object | undefined);
    if (json) content['application/json'] = { schema: json };
    if (documented.stream) content[documented.stream.type] = { schema: { type: 'string', description: documented.stream.description } };
    schema.body = { content };
  }
  return { schema: schema, url: out.url };
};

/** The response schema a route declares for a status: the code itself, then '4xx'-style, then 'default'. */
function responseSchemaFor(request: FastifyRequest, status: number): z.ZodType | undefined {
  const responses = (request.routeOptions.schema as { response?: Record<string, z.ZodType> } | undefined)?.response;
  if (!responses) return undefined;
  return responses[status] ?? responses[`${String(status)[0]}xx`] ?? responses.default;
}

/**
 * Tests only (`NODE_ENV=test`): every JSON answer of an /api route is checked against the response schema its
 * route declares for that status. A mismatch, or an answer without a schema, becomes a 500 naming the problem,
 * so that any test meeting it fails loudly.
 */
export function checkResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | undefined {
  const url = request.routeOptions.url;
  if (!url?.startsWith('/api/') || payload === null || payload === undefined || payload === '') return undefined;
  if (reply.getHeader('content-encoding') || !String(reply.getHeader('content-type') ?? '').includes('json')) return undefined;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  const status = reply.statusCode;
  const where = `${request.method} ${url} ${status}`;
  const schema = responseSchemaFor(request, status);
  if (!schema) return `no response schema for ${where}`;
  let body: unknown;
  try {
    body = JSON.parse(payload.toString());
  } catch {
    return `answer of ${where} is not JSON`;
  }
  const result = schema.safeParse(body);
  if (result.success) return undefined;
  return `answer of ${where} does not match its response schema: ${z.prettifyError(result.error).slice(0, 2000)}`;
}

/** A shorthand for a route's answers: the given ones, and every refusal as the one error shape. */
export const answers = <T extends Record<number, z.ZodType>>(ok: T) => ({ ...ok, '4xx': ApiErrorSchema, '5xx': ApiErrorSchema });

/** Answers 204 without a body (a route whose answer schema is NoContent). */
export const noContent = (reply: { code(status: number): unknown }) => (reply as unknown as FastifyReply).code(204).send();

/** The app with zod-typed route declarations. */
export const zodRoutes = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/**
 * Sets the zod validator (answers are serialised as they are: the public lists send JSON text cached ahead),
 * collects the routes for the document, and serves it. Register before any route.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, opts: { checkResponses: boolean; publicUrl?: string }) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Nagar Portal API',
        version: '1.0.0',
        description: 'The public website and the back office of a town council: the JSON calls of the spec and beyond.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The token of POST /api/Account/login' },
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(secureCookiesFor(opts.publicUrl ?? '')),
            description: 'The session cookie set at sign-in',
          },
        },
      },
    },
    transform,
  });

  if (opts.checkResponses) {
    app.addHook('onSend', async (request, reply, payload) => {
      const problem = checkResponse(request, reply, payload);
      if (!problem) return payload;
      request.log.error(problem);
      reply.code(500);
      return JSON.stringify({ message: problem });
    });
  }

  let text: string | undefined;
  app.get(
    '/api/openapi.json',
    {
      config: { area: 'public' },
      schema: { summary: 'This document: the API in OpenAPI 3.1', response: answers({ 200: OpenApiDocument }) },
    },
    async (_request, reply) => {
      text ??= JSON.stringify(app.swagger());
      return reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8').send(text);
    },
  );
});
