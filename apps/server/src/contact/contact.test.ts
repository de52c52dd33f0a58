/**
 * The contact inbox (issue 27) on a real database: sending (validation, 413, 415, the honeypot, the per-address
 * limit, nothing written on a refusal), the reference (per year in India, unique under concurrency), privacy (the
 * sender's details in no public answer, URL or log line) and the staff inbox (search, filters, paging, opening
 * marks read, the reply note and Answered, each change audited).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CONTACT_RATE_LIMIT, formatMessage } from '@nagar/contract';
import type { FastifyInstance } from 'fastify';
import { auditLog, contactMessages, rateLimits, yearNumbers } from '../db/schema.ts';
import { countRows, createTestApp, loginAs, logSink, type TestApp } from '../test/app.ts';
import { ContactService } from './service.ts';
import { indiaYear } from '../db/year-numbers.ts';

const EMAIL = 'sunita.privacy@example.in';
const PHONE = '+91 98765 43210';
const SECRET_WORDS = 'Drain-overflow-Quasimodo behind the temple';
const VALID = { name: 'Sunita Verma', email: EMAIL, phone: PHONE, subject: 'Blocked drain', message: SECRET_WORDS };

let t: TestApp;
let app: FastifyInstance;
const logged = logSink();
let admin: { authorization: string; email: string };
let editor: { authorization: string };
let ipCounter = 0;
/** A fresh address per request, so that the per-address limit stays out of the tests that are not about it. */
const nextIp = () => `10.27.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const send = (payload: unknown, ip = nextIp(), headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/Public/contact', payload: payload as object, remoteAddress: ip, headers });

async function nothingWritten(run: () => Promise<void>) {
  const before = [await countRows(app, contactMessages), await countRows(app, rateLimits), await countRows(app, yearNumbers)];
  await run();
  expect([await countRows(app, contactMessages), await countRows(app, rateLimits), await countRows(app, yearNumbers)]).toEqual(before);
}

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'info' }, logStream: logged.stream });
  app = t.app;
  admin = await loginAs(app, 'admin');
  editor = await loginAs(app, 'editor');
});
afterAll(() => t?.close());

describe('POST /api/Public/contact', () => {
  it('stores the message and answers only its reference (MSG-YYYY-NNNNNN, the year in India) and the answer days', async () => {
    const res = await send(VALID);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { reference: string; answerDays: number };
    expect(Object.keys(body).sort()).toEqual(['answerDays', 'reference']);
    expect(body.reference).toMatch(new RegExp(`^MSG-${indiaYear()}-\\d{6}$`));
    expect(body.answerDays).toBe(7);
    for (const secret of [EMAIL, 'sunita.privacy', PHONE, '98765', 'Quasimodo', 'Sunita']) expect(res.body).not.toContain(secret);
    const [row] = await app.services.db.select().from(contactMessages).where(eq(contactMessages.reference, body.reference));
    expect(row).toMatchObject({ name: 'Sunita Verma', email: EMAIL, phone: PHONE, message: SECRET_WORDS, status: 'new', language: 'en' });
    // The next one takes the next number.
    const second = (
      await send({ ...VALID, name: 'शबनम बानो', message: 'सड़क की बत्ती बंद है' }, nextIp(), { 'accept-language': 'hi-IN,hi' })
    ).json() as {
      reference: string;
    };
    expect(Number(second.reference.slice(-6))).toBe(Number(body.reference.slice(-6)) + 1);
    const [hindi] = await app.services.db.select().from(contactMessages).where(eq(contactMessages.reference, second.reference));
    expect(hindi?.language).toBe('hi');
  });

  it('400 naming each field: the required ones, an e-mail and a phone of the wrong shape, too long (letters as seen), control characters; nothing written', async () => {
    await nothingWritten(async () => {
      const empty = await send({});
      expect(empty.statusCode).toBe(400);
      const errors = (empty.json() as { errors: Record<string, string> }).errors;
      expect(errors).toEqual({
        name: 'Name is required.',
        email: 'Email is required.',
        message: 'Message is required.',
      });
      const shapes = await send({ ...VALID, email: 'sunita@', phone: 'call me' });
      expect((shapes.json() as { errors: Record<string, string> }).errors).toEqual({
        email: formatMessage('fieldInvalidEmail', { field: 'Email' }),
        phone: formatMessage('fieldInvalidPhone', { field: 'Phone' }),
      });
      const long = await send({ ...VALID, message: 'x'.repeat(2001), name: 'क्षि'.repeat(101) });
      expect((long.json() as { errors: Record<string, string> }).errors).toEqual({
        name: 'Name is too long: at most 100 characters.',
        message: 'Message is too long: at most 2000 characters.',
      });
      const control = await send({ ...VALID, subject: 'a\u0000b' });
      expect(control.statusCode).toBe(400);
      const wrongType = await send({ ...VALID, name: 42 });
      expect(wrongType.statusCode).toBe(400);
      expect((await send([1, 2])).statusCode).toBe(400);
    });
    // 2,000 letters of Hindi are within the limit.
    expect((await send({ ...VALID, message: 'क्षि'.repeat(2000) })).statusCode).toBe(201);
  });

  it('415 for a body that is not JSON, 413 for one over 64 KB; nothing written', async () => {
    await nothingWritten(async () => {
      for (const [type, payload] of [
        ['application/x-www-form-urlencoded', new URLSearchParams(VALID).toString()],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--\r\n'],
        ['text/plain', 'hello'],
      ] as const) {
        const res = await app.inject({ method: 'POST', url: '/api/Public/contact', headers: { 'content-type': type }, payload });
        expect(res.statusCode, type).toBe(415);
        expect(res.json(), type).toEqual({ message: formatMessage('contactJsonOnly') });
      }
      const huge = await send({ ...VALID, message: 'x'.repeat(70 * 1024) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ message: formatMessage('bodyTooLarge') });
    });
  });

  it('refuses a message whose hidden field (the honeypot) is filled; nothing written', async () => {
    await nothingWritten(async () => {
      const res = await send({ ...VALID, website: 'http://spam.example' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: formatMessage('contactSpam') });
    });
  });

  it(`${CONTACT_RATE_LIMIT.max} messages per address and ${CONTACT_RATE_LIMIT.windowMinutes} minutes, then 429 with Retry-After; refused ones do not count; other addresses go on`, async () => {
    const ip = '10.99.0.1';
    // A refused message (invalid) does not use up the address's allowance.
    expect((await send({ ...VALID, email: 'nope' }, ip)).statusCode).toBe(400);
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await send(VALID, ip)).statusCode).toBe(201);
    const stored = await countRows(app, contactMessages);
    const refused = await send(VALID, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((refused.json() as { message: string }).message).toMatch(/^Too many messages from this connection/);
    expect(await countRows(app, contactMessages)).toBe(stored);
    expect((await send(VALID, '10.99.0.2')).statusCode).toBe(201);
  });

  it('gives concurrent messages each their own number, one after another', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => send(VALID)));
    const numbers = results.map((r) => {
      expect(r.statusCode, r.body).toBe(201);
      return Number((r.json() as { reference: string }).reference.slice(-6));
    });
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(12);
    expect(sorted.at(-1)! - sorted[0]!).toBe(11);
  });

  it('starts a new sequence on 1 January in India (18:30 UTC the day before)', async () => {
    const at = (iso: string) =>
      new ContactService(
        app.services.db,
        async () => 7,
        () => new Date(iso),
      );
    expect((await at('2031-12-31T18:29:59Z').send(VALID, '10.98.0.1')).reference).toBe('MSG-2031-000001');
    expect((await at('2031-12-31T18:30:00Z').send(VALID, '10.98.0.2')).reference).toBe('MSG-2032-000001');
    expect((await at('2032-06-01T00:00:00Z').send(VALID, '10.98.0.3')).reference).toBe('MSG-2032-000002');
  });

  it('keeps the e-mail, phone and message out of every log line', async () => {
    await send({ ...VALID, email: 'bad@' });
    await send(VALID);
    const log = logged.lines.join('\n');
    expect(log).toContain('/api/Public/contact');
    for (const secret of [EMAIL, 'sunita.privacy', PHONE, '98765', 'Quasimodo']) expect(log).not.toContain(secret);
  });
});

describe('the staff inbox', () => {
  const ids = { water: 0, light: 0, tax: 0 };
  const get = (url: string, who: { authorization: string } = admin) => app.inject({ method: 'GET', url, headers: who });
  const put = (id: number, payload: unknown, who: { authorization: string } = admin) =>
    app.inject({ method: 'PUT', url: `/api/Admin/contact-messages/${id}`, headers: who, payload: payload as object });

  beforeAll(async () => {
    await app.services.db.delete(contactMessages);
    for (const [key, message] of [
      ['water', 'No water supply in Gandhi Nagar since Monday'],
      ['light', 'The street light near the school is broken'],
      ['tax', 'How do I pay the property tax for my shop?'],
    ] as const) {
      const res = await send({ ...VALID, subject: key, message });
      ids[key] = (
        await app.services.db
          .select({ id: contactMessages.id })
          .from(contactMessages)
          .where(eq(contactMessages.reference, (res.json() as { reference: string }).reference))
      )[0]!.id;
    }
  });

  it('lists newest first with X-Total-Count, pages, and searches by words and by reference', async () => {
    const all = await get('/api/Admin/contact-messages');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    const items = all.json() as Array<{ id: number; reference: string; status: string; email: string }>;
    expect(items.map((i) => i.id)).toEqual([ids.tax, ids.light, ids.water]);
    expect(items[0]).toMatchObject({ status: 'new', email: EMAIL });
    expect(items[0]).not.toHaveProperty('message');

    const page2 = await get('/api/Admin/contact-messages?page=2&pageSize=2');
    expect((page2.json() as Array<{ id: number }>).map((i) => i.id)).toEqual([ids.water]);
    expect(page2.headers['x-total-count']).toBe('3');

    const words = await get(`/api/Admin/contact-messages?q=${encodeURIComponent('STREET school')}`);
    expect((words.json() as Array<{ id: number }>).map((i) => i.id)).toEqual([ids.light]);
    const ref = items[2]!.reference;
    const byRef = await get(`/api/Admin/contact-messages?q=${ref.toLowerCase()}`);
    expect((byRef.json() as Array<{ id: number }>).map((i) => i.id)).toEqual([ids.water]);
    // LIKE's own characters are searched as typed.
    expect((await get('/api/Admin/contact-messages?q=%25')).headers['x-total-count']).toBe('0');
  });

  it('filters by days (in India) and refuses bad filters with 400 naming the parameter', async () => {
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await get(`/api/Admin/contact-messages?from=${today}&to=${today}`)).headers['x-total-count']).toBe('3');
    expect((await get('/api/Admin/contact-messages?to=2020-01-01')).headers['x-total-count']).toBe('0');
    for (const [query, name] of [
      ['status=closed', 'status'],
      ['from=2026-02-30', 'from'],
      ['from=2026-05-02&to=2026-05-01', 'to'],
      ['page=0', 'page'],
      ['pageSize=1000', 'pageSize'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const res = await get(`/api/Admin/contact-messages?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { message: string }).message, query).toContain(name);
    }
  });

  it('opening a new message marks it read, audited once; the editor may open it too', async () => {
    const opened = await get(`/api/Admin/contact-messages/${ids.water}`, editor);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      status: 'read',
      message: 'No water supply in Gandhi Nagar since Monday',
      phone: PHONE,
      replyNote: '',
    });
    expect((opened.json() as { readAt: string | null }).readAt).not.toBeNull();
    await get(`/api/Admin/contact-messages/${ids.water}`);
    const rows = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact-message'), eq(auditLog.entityId, String(ids.water))));
    expect(rows.map((r) => [r.action, r.changes])).toEqual([
      ['read', { reference: expect.stringMatching(/^MSG-/), status: ['new', 'read'] }],
    ]);
    expect((await get('/api/Admin/contact-messages?status=new')).headers['x-total-count']).toBe('2');
    expect((await get('/api/Admin/contact-messages/999999')).statusCode).toBe(404);
  });

  it('records the reply note and Answered (a note is required), audited without the sender’s details; nothing changed on a refusal', async () => {
    const refused = await put(ids.light, { status: 'answered', replyNote: '  ' });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { errors: Record<string, string> }).errors).toEqual({ replyNote: formatMessage('contactReplyNoteRequired') });
    expect((await put(ids.light, { status: 'closed' })).statusCode).toBe(400);
    expect((await put(ids.light, { status: 'read', replyNote: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await put(999999, { status: 'read' })).statusCode).toBe(404);
    const [still] = await app.services.db.select().from(contactMessages).where(eq(contactMessages.id, ids.light));
    expect(still).toMatchObject({ status: 'new', replyNote: '' });

    const note = 'Called her on 12 May: the lineman repairs the light on Friday.';
    const done = await put(ids.light, { status: 'answered', replyNote: note });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'answered', replyNote: note, answeredBy: admin.email });
    expect((done.json() as { answeredAt: string | null }).answeredAt).not.toBeNull();
    // The same again changes nothing and writes no audit row.
    await put(ids.light, { status: 'answered', replyNote: note });
    const rows = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact-message'), eq(auditLog.entityId, String(ids.light))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'update', actorEmail: admin.email });
    expect(rows[0]!.changes).toEqual({ reference: expect.stringMatching(/^MSG-/), status: ['new', 'answered'], replyNote: [null, note] });
    expect(JSON.stringify(rows[0])).not.toContain(EMAIL);
    expect((await get('/api/Admin/contact-messages?status=answered')).json()).toEqual([expect.objectContaining({ id: ids.light })]);
  });

  it('is the admin’s and the editor’s only: an officer gets 403, anyone signed out 401', async () => {
    const officer = await loginAs(app, 'officer');
    expect((await get('/api/Admin/contact-messages', officer)).statusCode).toBe(403);
    expect((await get(`/api/Admin/contact-messages/${ids.tax}`, officer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/Admin/contact-messages' })).statusCode).toBe(401);
    expect((await get('/api/Admin/contact-messages', editor)).statusCode).toBe(200);
  });
});
