/**
 * Property tax dues (issue 27) on a real database: the register's CSV import (validation line by line, a file with
 * one bad line refused with that line named and nothing written, the dry run writes nothing, replace and merge, 413,
 * 415, who may import, the history and the audit), and the citizen's look-up (dues without the owner; the owner's
 * name and address only with the right last four digits; the throttle; nothing personal in answers, URLs or logs).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROPERTY_TAX_FILE_MAX_MB, TRACK_MAX_FAILURES_PER_COMPLAINT } from '@nagar/contract';
import type { FastifyInstance } from 'fastify';
import { auditLog, propertyTax, propertyTaxImports, rateLimits, wards } from '../db/schema.ts';
import { countRows, createTestApp, injectForm, loginAs, logSink, multipart, testPdf, type TestApp } from '../test/app.ts';

const HEADER = 'assessment_no,ward,owner_name,address,annual_rental_value,arrears,current_demand,amount_paid,due_date,mobile';
const MOBILE = '9876543210';
const OWNER = 'रमेश कुमार शर्मा';
const ADDRESS = '12, Gandhi Chowk, Sundarpur';
const GOOD = [
  HEADER,
  `PT-001,Ward One,${OWNER},"${ADDRESS}",12000.50,1500,3600.25,1000,2027-03-31,+91 ${MOBILE}`,
  'PT-002,वार्ड दो,Sita Devi,"4 Station Road, Sundarpur",8000,0,2400,2400,2027-03-31,',
  'pt-003,ward one,Abdul Rahman,"7 ""Old"" Market",5000,,1200,,2027-03-31,9123456789',
].join('\r\n');
/** The dues of PT-001's line in GOOD, as the API answers them (the balance worked out). */
const PT001_DUES = {
  annualRentalValue: 12000.5,
  arrears: 1500,
  currentDemand: 3600.25,
  amountPaid: 1000,
  balance: 4100.25,
  dueDate: '2027-03-31',
};

let t: TestApp;
let app: FastifyInstance;
const logged = logSink();
let admin: { authorization: string; email: string };
let revenue: { authorization: string; email: string };
let ipCounter = 0;
const nextIp = () => `10.26.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function upload(
  csv: string | Buffer,
  fields: Record<string, string> = {},
  auth: { authorization: string } = revenue,
  filename = 'register.csv',
) {
  const body = await multipart(
    { mode: 'replace', ...fields },
    { file: { data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv), filename, type: 'text/csv' } },
  );
  return app.inject({
    method: 'POST',
    url: '/api/Admin/property-tax/import',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
}
const lookup = (no: string, last4?: string, ip = nextIp()) =>
  app.inject({
    method: 'GET',
    url: `/api/Public/property-tax/${encodeURIComponent(no)}${last4 === undefined ? '' : `?mobileLast4=${encodeURIComponent(last4)}`}`,
    remoteAddress: ip,
  });

async function nothingWritten(run: () => Promise<void>) {
  const counts = async () => [
    await countRows(app, propertyTax),
    await countRows(app, propertyTaxImports),
    // Refusals of access are audited by design; no import is.
    (await app.services.db.select().from(auditLog).where(eq(auditLog.entity, 'property-tax'))).length,
    JSON.stringify(await app.services.db.select().from(propertyTax).orderBy(propertyTax.assessmentNo)),
  ];
  const before = await counts();
  await run();
  expect(await counts()).toEqual(before);
}

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'info' }, logStream: logged.stream });
  app = t.app;
  await app.services.db.insert(wards).values([
    { name: 'Ward One', nameHi: 'वार्ड एक' },
    { name: 'Ward Two', nameHi: 'वार्ड दो' },
  ]);
  admin = await loginAs(app, 'admin');
  revenue = await loginAs(app, 'revenue');
});
afterAll(() => t?.close());

describe('POST /api/Admin/property-tax/import', () => {
  it('refuses a file with one bad line, naming it, and writes nothing; then imports the good one', async () => {
    const bad = GOOD.replace('PT-002,वार्ड दो', 'PT-002,Ward Nine');
    await nothingWritten(async () => {
      const res = await upload(bad);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json() as {
        message: string;
        errors: Record<string, string>;
        result: { errors: Array<{ line: number; key: string }> };
      };
      expect(body.message).toBe('The file has 1 bad line; nothing was imported. Correct it and send the file again.');
      expect(body.errors).toEqual({ 'line 3': 'No ward is named Ward Nine in the Wards list.' });
      expect(body.result.errors).toEqual([expect.objectContaining({ line: 3, key: 'ptWard' })]);
    });
    const res = await upload(GOOD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: true, rows: 3, errorCount: 0, registerSize: 3, mode: 'replace', dryRun: false });
    const rows = await app.services.db.select().from(propertyTax).orderBy(propertyTax.assessmentNo);
    expect(rows.map((r) => [r.assessmentNo, r.arrears, r.currentDemand, r.amountPaid, r.annualRentalValue, r.mobileLast4])).toEqual([
      ['PT-001', 150000, 360025, 100000, 1200050, '3210'],
      ['PT-002', 0, 240000, 240000, 800000, ''],
      ['PT-003', 0, 120000, 0, 500000, '6789'],
    ]);
    expect(rows[0]!.ownerName).toBe(OWNER);
    expect(rows[2]!.address).toBe('7 "Old" Market');
    // The history says who, when, which file, how many rows; the audit trail too.
    const history = await app.inject({ method: 'GET', url: '/api/Admin/property-tax/imports', headers: revenue });
    expect(history.json()).toEqual([
      expect.objectContaining({ fileName: 'register.csv', mode: 'replace', rows: 3, importedBy: revenue.email }),
    ]);
    const [audit] = await app.services.db.select().from(auditLog).where(eq(auditLog.entity, 'property-tax'));
    expect(audit).toMatchObject({ action: 'import', actorEmail: revenue.email });
    // No mobile digits, owner or address in the audit row.
    expect(JSON.stringify(audit)).not.toMatch(/3210|रमेश|Gandhi/);
  });

  it('lists every bad line by number and reason (the header is line 1), and the dry run writes nothing', async () => {
    const csv = [
      HEADER,
      'PT-101,Ward One,A,B,100,0,10,0,2027-03-31,',
      ',Ward One,A,B,100,0,10,0,2027-03-31,',
      'PT-103,Ward One,,B,100,0,10,0,2027-03-31,',
      'PT-104,Ward One,A,B,12.345,0,10,0,2027-03-31,',
      'PT-105,Ward One,A,B,100,0,10,0,31-03-2027,',
      'PT-106,Ward One,A,B,100,0,10,0,2027-03-31,12345',
      'PT-101,Ward One,A,B,100,0,10,0,2027-03-31,',
      'PT-108,Ward One,A,B',
      'PT-109,Ward One,A,B,-5,0,10,0,2027-02-30,',
    ].join('\n');
    await nothingWritten(async () => {
      const res = await upload(csv, { dryRun: 'true' });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as {
        errors: Array<{ line: number; key: string; message: string }>;
        errorCount: number;
        preview: unknown[];
        imported: boolean;
      };
      expect(body.imported).toBe(false);
      expect(body.preview).toEqual([]);
      expect(body.errorCount).toBe(8);
      expect(body.errors.map((e) => [e.line, e.key])).toEqual([
        [3, 'ptAssessmentNo'],
        [4, 'ptRequired'],
        [5, 'ptAmount'],
        [6, 'ptDueDate'],
        [7, 'ptMobile'],
        [8, 'ptDuplicate'],
        [9, 'ptCells'],
        [10, 'ptAmount'],
      ]);
      expect(body.errors[5]!.message).toBe('The assessment number PT-101 is also on line 2.');
    });
  });

  it('previews a good file (dry run) without writing it', async () => {
    await nothingWritten(async () => {
      const res = await upload(GOOD.replace(/PT-00/g, 'DR-'), { dryRun: 'true' });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { preview: Array<Record<string, unknown>>; imported: boolean; rows: number };
      expect(body).toMatchObject({ imported: false, rows: 3 });
      expect(body.preview[0]).toEqual({
        assessmentNo: 'DR-1',
        ward: 'Ward One',
        ownerName: OWNER,
        address: ADDRESS,
        ...PT001_DUES,
        hasMobile: true,
      });
      expect(JSON.stringify(body)).not.toContain('3210');
    });
  });

  it('merges by assessment number, or replaces the register with the file', async () => {
    expect((await upload(GOOD)).statusCode).toBe(200);
    const merge = [
      HEADER,
      'PT-002,Ward Two,Sita Devi,"4 Station Road",8000,0,2400,1200,2027-03-31,',
      'PT-900,Ward Two,New Owner,Lane 9,100,0,50,0,2027-03-31,',
    ].join('\n');
    const merged = await upload(merge, { mode: 'merge' });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ registerSize: 4, mode: 'merge' });
    const [two] = await app.services.db.select().from(propertyTax).where(eq(propertyTax.assessmentNo, 'PT-002'));
    expect(two).toMatchObject({ amountPaid: 120000, address: '4 Station Road' });
    const replaced = await upload(merge, { mode: 'replace' });
    expect(replaced.json()).toMatchObject({ registerSize: 2 });
    expect((await app.services.db.select().from(propertyTax)).map((r) => r.assessmentNo).sort()).toEqual(['PT-002', 'PT-900']);
    expect((await upload(GOOD)).statusCode).toBe(200);
  });

  it('refuses a header without a column, an unknown column, an empty file, and a broken quote, by line', async () => {
    await nothingWritten(async () => {
      const missing = await upload(GOOD.replace('due_date,', '').replace(/2027-03-31,/g, ''));
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ errors: { 'line 1': 'The header row lacks the columns: due_date.' } });
      const unknown = await upload(GOOD.replace('mobile', 'pan_no'));
      expect(unknown.json()).toMatchObject({ errors: { 'line 1': expect.stringContaining('pan_no') } });
      expect((await upload(HEADER + '\n')).json()).toMatchObject({ errors: { 'line 2': 'The file has no rows after the header.' } });
      const quote = await upload(`${HEADER}\nPT-1,Ward One,"A,B,1,0,1,0,2027-03-31,\n`);
      expect(quote.statusCode).toBe(400);
      expect(Object.values((quote.json() as { errors: Record<string, string> }).errors)[0]).toMatch(/not readable CSV/);
    });
  });

  it('answers 400 for a bad mode or no file, 415 for a file that is not CSV text or a body that is not multipart, 413 past the limit', async () => {
    await nothingWritten(async () => {
      const mode = await upload(GOOD, { mode: 'append' });
      expect(mode.statusCode).toBe(400);
      expect(mode.json()).toMatchObject({ errors: { mode: 'Choose replace or merge.' } });
      const noFile = await injectForm(app, { url: '/api/Admin/property-tax/import', headers: revenue }, { mode: 'replace' });
      expect(noFile.statusCode).toBe(400);
      const pdf = await upload(await testPdf(), {}, revenue, 'register.csv');
      expect(pdf.statusCode).toBe(415);
      const json = await app.inject({ method: 'POST', url: '/api/Admin/property-tax/import', payload: { file: GOOD }, headers: revenue });
      expect(json.statusCode).toBe(415);
      const big = Buffer.alloc(PROPERTY_TAX_FILE_MAX_MB * 1024 * 1024 + 10, 'a');
      const large = await upload(big);
      expect(large.statusCode).toBe(413);
      expect(large.json()).toMatchObject({ message: `The file file is too large: the limit is ${PROPERTY_TAX_FILE_MAX_MB} MB.` });
    });
  });

  it('answers 400 for a part without a name (a text part or a file part), writes nothing, and goes on answering', async () => {
    const raw = (part: string) => {
      const boundary = 'nameless-part-boundary';
      const payload = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="mode"',
        '',
        'replace',
        `--${boundary}`,
        part,
        '',
        GOOD,
        `--${boundary}--`,
        '',
      ].join('\r\n');
      return app.inject({
        method: 'POST',
        url: '/api/Admin/property-tax/import',
        payload,
        headers: { ...revenue, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    await nothingWritten(async () => {
      for (const part of [
        'Content-Disposition: form-data',
        'Content-Disposition: form-data; filename="register.csv"\r\nContent-Type: text/csv',
      ]) {
        const res = await raw(part);
        expect(res.statusCode, part).toBe(400);
        expect(res.json(), part).toMatchObject({ message: 'The request could not be read.' });
      }
    });
    const named = await raw('Content-Disposition: form-data; name="file"; filename="register.csv"\r\nContent-Type: text/csv');
    expect(named.statusCode).toBe(200);
  });

  it('is the revenue clerk’s and the admin’s: 401 signed out, 403 for an editor or a grievance officer', async () => {
    await nothingWritten(async () => {
      const anon = await injectForm(
        app,
        { url: '/api/Admin/property-tax/import' },
        { mode: 'replace' },
        { file: { data: Buffer.from(GOOD), filename: 'r.csv' } },
      );
      expect(anon.statusCode).toBe(401);
      for (const role of ['editor', 'officer', 'user'] as const) {
        const who = await loginAs(app, role);
        const res = await upload(GOOD, {}, who);
        expect(res.statusCode, role).toBe(403);
        expect((await app.inject({ method: 'GET', url: '/api/Admin/property-tax', headers: who })).statusCode).toBe(403);
      }
    });
    expect((await upload(GOOD, {}, admin)).statusCode).toBe(200);
  });

  it('searches the register by an assessment number’s start or the owner, paged', async () => {
    const byNo = await app.inject({ method: 'GET', url: '/api/Admin/property-tax?q=pt-00&pageSize=2', headers: revenue });
    expect(byNo.statusCode).toBe(200);
    expect(byNo.headers['x-total-count']).toBe('3');
    expect((byNo.json() as Array<{ assessmentNo: string }>).map((r) => r.assessmentNo)).toEqual(['PT-001', 'PT-002']);
    const byOwner = await app.inject({ method: 'GET', url: `/api/Admin/property-tax?q=${encodeURIComponent('रमेश')}`, headers: revenue });
    expect(byOwner.json()).toEqual([expect.objectContaining({ assessmentNo: 'PT-001', ownerName: OWNER, hasMobile: true })]);
    expect(byOwner.body).not.toContain('3210');
    expect((await app.inject({ method: 'GET', url: '/api/Admin/property-tax?page=0', headers: revenue })).statusCode).toBe(400);
  });

  it('two imports at once do not interleave: the register is one file or the other', async () => {
    const a = [HEADER, ...Array.from({ length: 1500 }, (_, i) => `A-${i},Ward One,Owner ${i},Lane ${i},100,0,10,0,2027-03-31,`)].join('\n');
    const b = [HEADER, ...Array.from({ length: 1200 }, (_, i) => `B-${i},Ward Two,Owner ${i},Lane ${i},100,0,10,0,2027-03-31,`)].join('\n');
    const [ra, rb] = await Promise.all([upload(a), upload(b)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const rows = await app.services.db.select({ no: propertyTax.assessmentNo }).from(propertyTax);
    const prefixes = new Set(rows.map((r) => r.no[0]));
    expect(prefixes.size).toBe(1);
    expect(rows.length).toBe(prefixes.has('A') ? 1500 : 1200);
    expect((await upload(GOOD)).statusCode).toBe(200);
  });
});

describe('wards and the register', () => {
  it('a ward with properties is not deleted (409) but merged: its properties move with it', async () => {
    const [three] = await app.services.db.insert(wards).values({ name: 'Ward Three' }).returning({ id: wards.id });
    const [one] = await app.services.db.select({ id: wards.id }).from(wards).where(eq(wards.name, 'Ward One'));
    const csv = [HEADER, 'PT-300,Ward Three,Kamla Bai,Lane 3,100,0,10,0,2027-03-31,'].join('\n');
    expect((await upload(csv, { mode: 'merge' })).statusCode).toBe(200);
    const del = await app.inject({ method: 'DELETE', url: `/api/Admin/ward/${three!.id}`, headers: admin });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({
      message: 'This ward has 1 properties on the property tax register; merge it into another ward instead.',
    });
    const merged = await app.inject({
      method: 'POST',
      url: `/api/Admin/ward/${three!.id}/merge`,
      payload: { into: one!.id },
      headers: admin,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ properties: 1 });
    expect((await lookup('PT-300')).json()).toMatchObject({ ward: 'Ward One' });
    expect((await upload(GOOD)).statusCode).toBe(200);
  });
});

describe('GET /api/Public/property-tax/{assessmentNo}', () => {
  it('answers the ward and dues without the owner; the owner only with the right last four digits', async () => {
    const plain = await lookup('pt-001');
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toEqual({
      assessmentNo: 'PT-001',
      ward: 'Ward One',
      wardHi: 'वार्ड एक',
      ...PT001_DUES,
      owner: 'notAsked',
    });
    const right = await lookup('PT-001', '3210');
    expect(right.headers['cache-control']).toBe('no-store');
    expect(right.json()).toMatchObject({ owner: 'shown', ownerName: OWNER, address: ADDRESS });
    const wrong = await lookup('PT-001', '1234');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({ owner: 'mismatch' });
    expect(wrong.body).not.toContain(OWNER);
    expect(wrong.body).not.toContain('Gandhi');
    const none = await lookup('PT-002', '1234');
    expect(none.json()).toMatchObject({ owner: 'none' });
    expect(none.body).not.toContain('Sita');
    for (const res of [plain, right, wrong, none]) expect(res.body).not.toMatch(/9876|3210|mobile/i);
  });

  it('answers 404 for a number not on the register and 400 for digits that are not four', async () => {
    const missing = await lookup('PT-404');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No property with this assessment number is on the register.' });
    expect((await lookup('../etc/passwd')).statusCode).toBe(404);
    const bad = await lookup('PT-001', '12a4');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { mobileLast4: 'Enter the last four digits of the mobile number, as four digits.' } });
  });

  it('limits wrong digits per number and misses per address (429 with Retry-After); the right look-up is not counted', async () => {
    for (let i = 0; i < TRACK_MAX_FAILURES_PER_COMPLAINT; i++) expect((await lookup('PT-003', '0000')).statusCode).toBe(200);
    const limited = await lookup('PT-003', '6789');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // The number at its limit is refused without digits too (read-only check), until the window passes.
    expect((await lookup('PT-003')).statusCode).toBe(429);
    // Another number from the same addresses is not affected; a citizen's right look-ups give their attempt back.
    const ip = nextIp();
    for (let i = 0; i < 25; i++) expect((await lookup('PT-002', undefined, ip)).statusCode).toBe(200);
    let status = 0;
    for (let i = 0; i < 25 && status !== 429; i++) status = (await lookup(`MISS-${i}`, undefined, ip)).statusCode;
    expect(status).toBe(429);
    await app.services.db.delete(rateLimits);
  });

  it('a concurrent burst of guesses at the digits passes no more than the limit (one reservation per call, both counters)', async () => {
    await app.services.db.delete(rateLimits);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => lookup('PT-001', String(1000 + i))));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(TRACK_MAX_FAILURES_PER_COMPLAINT);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(40 - TRACK_MAX_FAILURES_PER_COMPLAINT);
    for (const a of answers) expect(a.body).not.toContain('Gandhi');
    await app.services.db.delete(rateLimits);
    // From one address at once: ten right look-ups give their attempts back while ten wrong ones count.
    const ip = nextIp();
    const mixed = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? lookup('PT-001', '3210', ip) : lookup('PT-003', '0000', ip))),
    );
    expect(mixed.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(mixed.filter((a) => a.json().owner === 'shown')).toHaveLength(10);
    const counters = await app.services.db.select({ key: rateLimits.key, count: rateLimits.count }).from(rateLimits);
    expect(counters.sort((x, y) => x.key.localeCompare(y.key))).toEqual(
      [
        { key: ip, count: 10 },
        { key: 'PT-001', count: 0 },
        { key: 'PT-003', count: 10 },
      ].sort((x, y) => x.key.localeCompare(y.key)),
    );
    expect((await lookup('PT-003', '0000')).statusCode).toBe(429);
    await app.services.db.delete(rateLimits);
  });

  it('keeps the digits out of the log lines', async () => {
    logged.lines.length = 0;
    await lookup('PT-001', '3210');
    const log = logged.lines.join('\n');
    expect(log).toContain('/api/Public/property-tax/PT-001');
    expect(log).not.toContain('3210');
    expect(log).not.toContain('Gandhi');
  });
});
