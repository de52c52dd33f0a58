/**
 * The API document (issue 12, Build 4): GET /api/openapi.json is a valid OpenAPI 3.1 document listing every
 * registered /api route with its method, multipart bodies described from the rules their reader applies; route
 * schemas answer a bad request as the routes did before; and in tests every answer is checked against its
 * route's response schema (a mismatch fails loudly).
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Validator } from '@seriousme/openapi-schema-validator';
import { formatMessage, notice } from '@nagar/contract';
import { adminTestApp } from '../test/app.ts';
import { answers, openApiPlugin, zodRoutes } from './openapi.ts';

const s = adminTestApp();

interface Operation {
  summary?: string;
  tags?: string[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, unknown>;
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function fetchDocument() {
  const res = await s.t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return { res, doc: res.json() as Doc };
}

/** Fastify's `/:id` as OpenAPI writes it: `/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is public, cacheable JSON and validates as OpenAPI 3.1', async () => {
    const { res, doc } = await fetchDocument();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toContain('public');
    expect(doc.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every registered /api route with its method, and nothing else', async () => {
    const { doc } = await fetchDocument();
    const registered = s.t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/'))
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${openApiPath(r.url)}`))
      // Fastify adds a HEAD beside every GET: the same operation, not one of its own.
      .filter((r) => !r.startsWith('HEAD '));
    expect(registered.length).toBeGreaterThan(80);
    const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual([...new Set(registered)].sort());
    // Each operation has a summary, a tag (its area) and its answers, refusals included.
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.summary, `${method} ${path}`).toBeTruthy();
        expect(op.tags?.length, `${method} ${path}`).toBe(1);
        expect(Object.keys(op.responses), `${method} ${path}`).toContain('4XX');
      }
    }
  });

  it('describes parameters, and the multipart bodies from the names their reader accepts', async () => {
    const { doc } = await fetchDocument();
    const get = doc.paths[`/api/Admin/${notice.api}/{id}`]!.get!;
    expect(get.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]));
    const list = doc.paths[`/api/Public/${notice.api}`]!.get!;
    expect(list.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'pageSize']));
    const create = doc.paths[`/api/Admin/${notice.api}`]!.post!;
    const form = create.requestBody!.content['multipart/form-data']!.schema.properties!;
    for (const field of notice.fields) {
      const name = (
        field.kind === 'image' || field.kind === 'document' ? (field.filePart ?? field.key) : (field.part ?? field.key)
      ).toLowerCase();
      expect(Object.keys(form), field.key).toContain(name.replace(`${notice.prefix.toLowerCase()}.`, ''));
    }
    expect(create.requestBody!.content['application/json']).toBeDefined();
    expect(Object.keys(create.responses)).toContain('201');
    const login = doc.paths['/api/Account/login']!.post!;
    expect(Object.keys(login.requestBody!.content['application/json']!.schema.properties!)).toEqual(['email', 'password', 'code']);
  });
});

describe('route schemas answer bad requests as before', () => {
  it('a bad id: 400 invalidId for staff, 401 for a stranger (the guard runs first)', async () => {
    const { app } = s.t;
    const bad = await app.inject({ method: 'GET', url: `/api/Admin/${notice.api}/abc`, headers: s.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: formatMessage('invalidId') });
    const stranger = await app.inject({ method: 'GET', url: `/api/Admin/${notice.api}/abc` });
    expect(stranger.statusCode).toBe(401);
  });

  it('a bad query: 400 invalidInput; a malformed complaint number: 404; a sign-in without a password: loginRequired', async () => {
    const { app } = s.t;
    const query = await app.inject({ method: 'GET', url: `/api/Public/${notice.api}?pageSize=100000` });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ message: formatMessage('invalidInput') });
    const track = await app.inject({ method: 'GET', url: '/api/Public/complaint/nonsense?mobile=9876543210' });
    expect(track.statusCode).toBe(404);
    expect(track.json()).toEqual({ message: formatMessage('complaintNotFound') });
    const login = await app.inject({ method: 'POST', url: '/api/Account/login', payload: { email: 'a@b.example' } });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ message: formatMessage('loginRequired') });
  });
});

describe('answers are checked against their response schemas in tests', () => {
  async function probe() {
    const app = Fastify();
    await app.register(openApiPlugin, { checkResponses: true });
    const api = zodRoutes(app);
    const Item = z.object({ id: z.number(), title: z.string() });
    api.get('/api/probe/good', { schema: { summary: 'good', response: answers({ 200: Item }) } }, async () => ({ id: 1, title: 'A' }));
    // A route whose answer breaks its own schema (a string id), and one that declares none.
    app.get('/api/probe/bad', { schema: { summary: 'bad', response: answers({ 200: Item }) } }, async () => ({ id: '1', title: 'A' }));
    app.get('/api/probe/undeclared', async () => ({ id: 1 }));
    app.get('/api/probe/refusal', { schema: { summary: 'refusal', response: answers({ 200: Item }) } }, async (_q, reply) =>
      reply.code(404).send({ message: 'Not found' }),
    );
    await app.ready();
    return app;
  }

  it('a matching answer passes; a mismatching one, or one without a schema, becomes a 500 naming the problem', async () => {
    const app = await probe();
    try {
      expect((await app.inject('/api/probe/good')).statusCode).toBe(200);
      expect((await app.inject('/api/probe/refusal')).statusCode).toBe(404);
      const bad = await app.inject('/api/probe/bad');
      expect(bad.statusCode).toBe(500);
      expect(bad.json().message).toMatch(/GET \/api\/probe\/bad 200 does not match its response schema/);
      expect(bad.json().message).toContain('id');
      const undeclared = await app.inject('/api/probe/undeclared');
      expect(undeclared.statusCode).toBe(500);
      expect(undeclared.json().message).toContain('no response schema for GET /api/probe/undeclared 200');
    } finally {
      await app.close();
    }
  });

  it('the portal checks its answers in tests (a route answering off-schema would fail every test that meets it)', () => {
    expect(s.t.config.mode).toBe('test');
  });
});
