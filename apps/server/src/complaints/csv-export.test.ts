import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { StaffQueueItem } from '@nagar/contract';
import { auditLog, complaints } from '../db/schema.ts';
import { csvCell } from '../lib/csv.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { WARD_NAMES, wardWorld, type WardWorld, type Who } from '../test/ward-world.ts';

/**
 * Issue 28, the queue as CSV: GET /api/Admin/complaints.csv streams the complaints of a queue view (its filters; an
 * officer only their wards) newest first, UTF-8 with a byte order mark, formula-looking cells defused; audited.
 */

let t: TestApp;
let world: WardWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await wardWorld(t.app, 'csv');
  // A citizen's text that a spreadsheet would run, a quote, a comma and a line break, and Hindi.
  await t.app.services.db
    .update(complaints)
    .set({ additional_Information: '=HYPERLINK("http://evil.example","click"), और\nदूसरी पंक्ति' })
    .where(eq(complaints.id, world.complaintIds.A[0]!));
});
afterAll(() => t?.close());

/** A CSV document's rows (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

const exportAs = (who: Who, query = '') =>
  t.app.inject({ url: `/api/Admin/complaints.csv${query}`, headers: { authorization: world.people[who].authorization } });

describe(`the queue as CSV (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it("holds exactly the queue view's complaints, newest first, with a header, in UTF-8 with a byte order mark", async () => {
    const res = await exportAs('admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="complaints-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]![0]).toBe('Complaint No');
    const queue = (
      await t.app.inject({ url: '/api/Admin/complaint?pageSize=100', headers: { authorization: world.people.admin.authorization } })
    ).json() as StaffQueueItem[];
    const newestFirst = [...queue].sort((a, b) => b.entry_Date.localeCompare(a.entry_Date) || b.id - a.id).map((c) => c.complaintNo);
    expect(rows.slice(1).map((r) => r[0])).toEqual(newestFirst);
    // The citizen's text: one cell, line break and all, defused, Hindi intact.
    const a0 = rows.find((r) => r[0] === queue.find((c) => c.id === world.complaintIds.A[0])!.complaintNo)!;
    expect(a0[12]).toBe(`'=HYPERLINK("http://evil.example","click"), और\nदूसरी पंक्ति`);
    expect(a0).toHaveLength(rows[0]!.length);
  });

  it('keeps the filters, and an officer limited to wards gets their wards only; without the queue 403', async () => {
    const ward = parse((await exportAs('admin', `?ward=${encodeURIComponent(WARD_NAMES.B)}`)).body.replace(/^\uFEFF/, ''));
    expect(ward.slice(1).map((r) => r[6])).toEqual([WARD_NAMES.B, WARD_NAMES.B]);
    const officer = parse((await exportAs('officerOne')).body.replace(/^\uFEFF/, ''));
    expect(new Set(officer.slice(1).map((r) => r[6]))).toEqual(new Set([WARD_NAMES.A]));
    expect(officer).toHaveLength(1 + world.complaintIds.A.length);
    expect(parse((await exportAs('officerNone')).body.replace(/^\uFEFF/, ''))).toHaveLength(1);
    const refused = await exportAs('editor');
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await t.app.inject({ url: '/api/Admin/complaints.csv' })).statusCode).toBe(401);
    expect((await exportAs('admin', '?from=2026-02-30')).statusCode).toBe(400);
  });

  it('streams in slices: every complaint of a long list exactly once, also across equal filing times', async () => {
    const { db } = t.app.services;
    // Every complaint filed at the very same microsecond: the slices' keyset must neither skip nor repeat them.
    const same = new Date('2026-03-01T10:00:00.123Z');
    await db.update(complaints).set({ entry_Date: same });
    const seen: string[] = [];
    for await (const batch of t.app.services.complaints.exportStaff({}, { ...world.people.admin.user, ip: '127.0.0.1' } as never, 4))
      seen.push(...batch.map((c) => c.complaintNo));
    const all = await db.select({ no: complaints.complaintNo }).from(complaints);
    expect([...seen].sort()).toEqual(all.map((r) => r.no).sort());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("goes on past a slice's last complaint deleted before the next slice is read", async () => {
    const { db } = t.app.services;
    const before = (await db.select({ no: complaints.complaintNo }).from(complaints)).map((r) => r.no);
    const seen: string[] = [];
    let deleted = '';
    for await (const batch of t.app.services.complaints.exportStaff({}, { ...world.people.admin.user, ip: '127.0.0.1' } as never, 2)) {
      seen.push(...batch.map((c) => c.complaintNo));
      if (!deleted) {
        deleted = batch.at(-1)!.complaintNo;
        await t.app.services.complaints.remove(batch.at(-1)!.id);
      }
    }
    expect([...seen].sort()).toEqual([...before].sort());
    expect(seen).toContain(deleted);
  });

  it('is audited: who exported, with which filters', async () => {
    await exportAs('officerAll', '?status=Open');
    const rows = await t.app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export'), eq(auditLog.actorId, world.people.officerAll.user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'complaint', entityId: 'csv' });
    expect(rows[0]!.changes).toMatchObject({ filters: [null, expect.objectContaining({ status: 'Open' })] });
  });

  it('defuses what a spreadsheet would run, and quotes what CSV must', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+91 90000')).toBe("'+91 90000");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(7)).toBe('7');
    expect(csvCell(null)).toBe('');
  });
});
