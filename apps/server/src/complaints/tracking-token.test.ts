import fs from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_MAX_FAILURES_PER_COMPLAINT } from '@nagar/contract';
import { buildApp, redactUrl } from '../app.ts';
import { rowsOf } from '../db/client.ts';
import { complaints, districts, grievanceTypes, wards } from '../db/schema.ts';
import { portalApi } from '../web/portal-api.ts';
import { createTestApp, createTestDatabase, loginAs, logSink, testConfig, webBuilt, type TestApp } from '../test/app.ts';

/**
 * The receipt's tracking token (issue 26): the holder of the receipt tracks the complaint with the token its link
 * and QR code carry, even while someone runs the complaint number's limit out with wrong mobiles; a wrong token
 * counts like a wrong mobile; the token is in no list and no log line; the receipt's link is built from PUBLIC_URL.
 */

const MOBILE = '9123456781';
const PUBLIC_URL = 'https://nagarparishad.example.gov.in';

let t: TestApp;
let admin: { authorization: string };

async function setUpLists(app: TestApp['app']) {
  const { db } = app.services;
  await db.insert(districts).values({ name: 'Sundarpur' });
  await db.insert(wards).values({ name: 'Ward 3 – Nehru Ward' });
  await db.insert(grievanceTypes).values({ name: 'Street lights' });
}

async function file(app: TestApp['app'], ip: string, mobile = MOBILE) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Public/complaint',
    remoteAddress: ip,
    payload: {
      district: 'Sundarpur',
      ward: 'Ward 3 – Nehru Ward',
      grivance: 'Street lights',
      additional_Information: 'The street light has been out for a week.',
      name: 'Receipt Holder',
      mobile,
      consent: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { complaintNo: string; status: string; trackingToken: string };
}

const track = (no: string, query: string, ip: string) => t.app.inject({ url: `/api/Public/complaint/${no}?${query}`, remoteAddress: ip });

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin', 'tracking.admin@test.example');
  await setUpLists(t.app);
});
afterAll(() => t?.close());

describe(`the receipt's tracking token (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('is given at filing: at least 128 random bits, one per complaint, stored with it', async () => {
    const a = await file(t.app, '10.26.0.1');
    const b = await file(t.app, '10.26.0.2');
    expect(a.trackingToken).toMatch(/^[A-Za-z0-9_-]{32}$/); // 32 base64url characters: 192 bits
    expect(b.trackingToken).not.toBe(a.trackingToken);
    const [row] = await t.app.services.db
      .select()
      .from(complaints)
      .where(sql`${complaints.complaintNo} = ${a.complaintNo}`);
    expect(row!.trackingToken).toBe(a.trackingToken);
  });

  it('tracks and reminds with the right token while the number is refused to everyone else, and never counts', async () => {
    const { complaintNo: no, trackingToken: token } = await file(t.app, '10.26.1.1');
    // An attacker runs the number's limit out with wrong mobiles from many addresses.
    for (let i = 0; i < TRACK_MAX_FAILURES_PER_COMPLAINT; i++) {
      expect((await track(no, `mobile=98000000${String(i).padStart(2, '0')}`, `10.26.2.${i + 1}`)).statusCode).toBe(404);
    }
    expect((await track(no, 'mobile=9800000099', '10.26.2.200')).statusCode).toBe(429);
    // The owner typing the mobile is refused too (the per-number limit)...
    expect((await track(no, `mobile=${MOBILE}`, '10.26.3.1')).statusCode).toBe(429);
    // ...but the receipt's token is answered, again and again, from any address.
    for (let i = 0; i < TRACK_MAX_FAILURES_PER_COMPLAINT + 5; i++) {
      const res = await track(no, `token=${token}`, `10.26.3.${(i % 3) + 1}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ complaintNo: no, status: 'Open' });
    }
    const remind = await t.app.inject({
      method: 'POST',
      url: `/api/Public/complaint/${no}/reminder`,
      payload: { token },
      remoteAddress: '10.26.3.9',
    });
    expect(remind.statusCode, remind.body).toBe(200);
    // The pages' portal API (the receipt link's page) takes it as well.
    await expect(portalApi(t.app.services).trackComplaint(no, { token }, '10.26.3.10')).resolves.toMatchObject({ complaintNo: no });
  });

  it('counts a wrong token like a wrong mobile: the number is then refused, the right token still answered', async () => {
    const { complaintNo: no, trackingToken: token } = await file(t.app, '10.26.4.1');
    const wrong = [
      token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'),
      'x'.repeat(32),
      'short',
      '',
      `${token}x`,
      token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(),
    ];
    const codes = [];
    for (let i = 0; i < TRACK_MAX_FAILURES_PER_COMPLAINT; i++) {
      // An empty token is no token: the mobile (empty here) is tried instead, which counts the same.
      codes.push((await track(no, `token=${encodeURIComponent(wrong[i % wrong.length]!)}`, `10.26.5.${i + 1}`)).statusCode);
    }
    expect(codes).toEqual(Array(TRACK_MAX_FAILURES_PER_COMPLAINT).fill(404));
    expect((await track(no, `token=${'y'.repeat(32)}`, '10.26.5.200')).statusCode).toBe(429);
    expect((await track(no, `token=${token}`, '10.26.5.201')).statusCode).toBe(200);
    // Another complaint's token opens nothing.
    const other = await file(t.app, '10.26.4.2');
    expect((await track(other.complaintNo, `token=${token}`, '10.26.5.202')).statusCode).toBe(404);
  });

  it('is in no list: public, staff queue, one complaint for staff, dashboard', async () => {
    const { complaintNo: no, trackingToken: token } = await file(t.app, '10.26.6.1');
    const id = Number(no.slice(-6));
    const answers = await Promise.all([
      t.app.inject({ url: '/api/Public/complaint?pageSize=100' }),
      t.app.inject({ url: '/api/Admin/complaint?pageSize=100', headers: admin }),
      t.app.inject({ url: `/api/Admin/complaint/${id}`, headers: admin }),
      t.app.inject({ url: `/api/Public/complaint/${no}?mobile=${MOBILE}`, remoteAddress: '10.26.6.2' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain(no);
      expect(res.body).not.toContain(token);
      expect(res.body).not.toMatch(/trackingToken|tracking_token/);
    }
  });

  it('migration 0018 gives every existing complaint its own token (64 hex digits)', async () => {
    const { db } = t.app.services;
    await file(t.app, '10.26.7.1');
    // The column as before the migration, with complaints in the table; then the migration's own statements.
    const migration = fs.readFileSync(path.resolve(import.meta.dirname, '../../drizzle/0018_tracking_token.sql'), 'utf8');
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table complaints drop column tracking_token`);
        for (const statement of migration.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
        const rows = await rowsOf<{ token: string }>(tx, sql`select tracking_token as token from complaints`);
        expect(rows.length).toBeGreaterThan(5);
        for (const r of rows) expect(r.token).toMatch(/^[0-9a-f]{64}$/);
        expect(new Set(rows.map((r) => r.token)).size).toBe(rows.length);
        tx.rollback();
      })
      .catch((err: Error) => {
        if (!/rollback/i.test(err.message)) throw err;
      });
  });
});

describe('the token and the mobile stay out of the logs', () => {
  it('request log lines show neither', async () => {
    expect(redactUrl('/trackgrievance?no=GRV-2026-000001&t=abc_DEF-123')).toBe('/trackgrievance?no=GRV-2026-000001&t=…');
    expect(redactUrl('/api/Public/complaint/X?token=abc&mobile=98&x=1')).toBe('/api/Public/complaint/X?token=…&mobile=…&x=1');
    const database = await createTestDatabase();
    const { lines, stream: logStream } = logSink();
    const app = await buildApp(testConfig(database.url, { logLevel: 'info' }), { web: false, logStream });
    try {
      await setUpLists(app);
      const { complaintNo: no, trackingToken: token } = await file(app, '10.26.8.1');
      expect((await app.inject({ url: `/api/Public/complaint/${no}?token=${token}` })).statusCode).toBe(200);
      expect((await app.inject({ url: `/api/Public/complaint/${no}?mobile=${MOBILE}` })).statusCode).toBe(200);
      await app.inject({ url: `/trackgrievance?no=${no}&t=${token}` });
      const log = lines.join('');
      expect(log).toContain(`/api/Public/complaint/${no}?token=…`);
      expect(log).not.toContain(token);
      expect(log).not.toContain(MOBILE);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe.skipIf(!webBuilt)('the receipt page', () => {
  let w: TestApp;
  beforeAll(async () => {
    w = await createTestApp({ web: true, config: { publicUrl: PUBLIC_URL, publicUrlSet: true } });
    await setUpLists(w.app);
  });
  afterAll(() => w?.close());

  const receiptCookie = (n: string, m: string, tok: string) =>
    `nagar_receipt=${encodeURIComponent(new URLSearchParams({ n, m, t: tok }).toString())}`;
  const qrOf = (url: string) => QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

  it("links and QR-codes the token at PUBLIC_URL, whatever the request's Host says", async () => {
    const { complaintNo: no, trackingToken: token } = await file(w.app, '10.26.9.1');
    const res = await w.app.inject({
      url: `/postgrievance?filed=${no}`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', cookie: receiptCookie(no, MOBILE, token) },
    });
    expect(res.statusCode).toBe(200);
    const link = `${PUBLIC_URL}/trackgrievance?no=${no}&t=${token}`;
    expect(res.body).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(res.body).toContain(`>${link.replace(/&/g, '&amp;')}</a>`);
    expect(res.body).not.toContain('evil.example');
    // The QR code is the one of that address: made again from it, the same drawing.
    const svg = await qrOf(link);
    expect(res.body).toContain(svg.slice(svg.indexOf('<path'), svg.indexOf('</svg>')));
    // The details are shown (the token found the complaint), and the link's page shows the complaint at once.
    expect(res.body).toContain('The street light has been out for a week.');
    const page = await w.app.inject({ url: `/trackgrievance?no=${no}&t=${token}`, headers: { host: 'evil.example' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The street light has been out for a week.');
    expect(page.body).toContain('name="token"');
    // Without the cookie (another browser): the number alone, still at PUBLIC_URL.
    const bare = await w.app.inject({ url: `/postgrievance?filed=${no}`, headers: { host: 'evil.example' } });
    expect(bare.body).toContain(`>${PUBLIC_URL}/trackgrievance?no=${no}</a>`);
    expect(bare.body).not.toContain(token);
    expect(bare.body).not.toContain('evil.example');
  });

  it('a wrong token on the link shows no complaint', async () => {
    const { complaintNo: no } = await file(w.app, '10.26.9.2');
    const page = await w.app.inject({ url: `/trackgrievance?no=${no}&t=${'z'.repeat(32)}`, remoteAddress: '10.26.9.3' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('The street light has been out for a week.');
  });
});
