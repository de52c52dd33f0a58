/**
 * A grievance officer's ward limit holds (issue 26, finding H): the scope is a set of ward ids plus an explicit
 * "all wards"; an empty set is no ward. Officers cannot delete or rename wards (no master lists); a ward that
 * complaints or officers refer to cannot be deleted by anyone (409), it is merged (admin, audited); renaming wards
 * moves no complaint into or out of an officer's view; deleting a ward widens nobody.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { StaffQueueItem, StatusCount } from '@nagar/contract';
import { auditLog, complaints, userWards, wards } from '../db/schema.ts';
import pg from 'pg';
import { createTestApp, countRows, testDbKind, type TestApp } from '../test/app.ts';
import { WARD_NAMES, wardWorld, type WardWorld, type Who } from '../test/ward-world.ts';
import { portalApi } from '../web/portal-api.ts';

let t: TestApp;
let world: WardWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await wardWorld(t.app);
});
afterAll(() => t?.close());

const as = (who: Who) => ({ authorization: world.people[who].authorization });
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: unknown) =>
  t.app.inject({ method, url, headers: as(who), ...(payload === undefined ? {} : { payload: payload as object }) });
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** The complaint ids a person sees in the queue (every page), and the queue's total. */
async function queueIds(who: Who): Promise<{ ids: number[]; total: number }> {
  const res = await inject('GET', '/api/Admin/complaint?pageSize=100', who);
  expect(res.statusCode, res.body).toBe(200);
  return { ids: sorted((res.json() as StaffQueueItem[]).map((c) => c.id)), total: Number(res.headers['x-total-count']) };
}
const countTotal = async (who: Who) =>
  ((await inject('GET', '/api/Admin/complaint-count', who)).json() as StatusCount[]).reduce((n, c) => n + c.count, 0);

describe('an officer cannot widen their ward limit through the wards list', () => {
  it('an officer may not delete nor rename a ward, not even their own (403): master lists are not theirs', async () => {
    const own = world.wardIds.A;
    expect((await inject('DELETE', `/api/Admin/ward/${own}`, 'officerOne')).statusCode).toBe(403);
    expect((await inject('PUT', `/api/Admin/ward/${own}`, 'officerOne', { name: 'Renamed' })).statusCode).toBe(403);
    expect((await inject('POST', '/api/Admin/ward', 'officerOne', { name: 'New ward' })).statusCode).toBe(403);
    expect((await inject('GET', '/api/Admin/ward', 'officerOne')).statusCode).toBe(403);
    expect((await inject('POST', `/api/Admin/ward/${world.wardIds.B}/merge`, 'officerOne', { into: own })).statusCode).toBe(403);
    expect((await t.app.services.db.select().from(wards).where(eq(wards.id, own))).length).toBe(1);
  });

  it("even an admin cannot delete a ward that complaints or officers refer to (409 naming them); the officer's view stays", async () => {
    const before = await countRows(t.app, auditLog);
    const res = await inject('DELETE', `/api/Admin/ward/${world.wardIds.A}`, 'admin');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This ward has 2 complaints and 1 officers; merge it into another ward instead.');
    expect((await t.app.services.db.select().from(wards).where(eq(wards.id, world.wardIds.A))).length).toBe(1);
    expect(await countRows(t.app, auditLog)).toBe(before);
    const seen = await queueIds('officerOne');
    expect(seen.ids).toEqual(sorted(world.complaintIds.A));
    expect(seen.total).toBe(2);
    expect(await countTotal('officerOne')).toBe(2);
  });

  it('a ward only an officer refers to cannot be deleted either; an unused ward can', async () => {
    const [lone] = await t.app.services.db.insert(wards).values({ name: 'Ward D – Officer only' }).returning();
    const [unused] = await t.app.services.db.insert(wards).values({ name: 'Ward E – Unused' }).returning();
    await t.app.services.db.insert(userWards).values({ userId: world.people.officerOne.user.id, wardId: lone!.id });
    const res = await inject('DELETE', `/api/Admin/ward/${lone!.id}`, 'admin');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This ward has 0 complaints and 1 officers; merge it into another ward instead.');
    expect((await inject('DELETE', `/api/Admin/ward/${unused!.id}`, 'admin')).statusCode).toBe(204);
    await t.app.services.db.delete(userWards).where(eq(userWards.wardId, lone!.id));
    expect((await inject('DELETE', `/api/Admin/ward/${lone!.id}`, 'admin')).statusCode).toBe(204);
  });

  it('the database refuses it too, whatever deletes (foreign keys restrict): no officer is left with fewer wards', async () => {
    await expect(t.app.services.db.delete(wards).where(eq(wards.id, world.wardIds.A))).rejects.toThrow();
    expect((await queueIds('officerOne')).ids).toEqual(sorted(world.complaintIds.A));
  });
});

describe('renaming wards moves no complaint between officers', () => {
  it("swapping two wards' names leaves the officer's complaints the same (by id); their ward names follow", async () => {
    const before = await queueIds('officerOne');
    const rename = async (id: number, name: string) => {
      const res = await inject('PUT', `/api/Admin/ward/${id}`, 'admin', { name });
      expect(res.statusCode, res.body).toBe(200);
    };
    await rename(world.wardIds.A, 'Swap in progress');
    await rename(world.wardIds.B, WARD_NAMES.A);
    await rename(world.wardIds.A, WARD_NAMES.B);
    const after = await queueIds('officerOne');
    expect(after.ids).toEqual(before.ids);
    expect(after.total).toBe(2);
    expect(await countTotal('officerOne')).toBe(2);
    // The complaints of ward A now carry its new name; the public and staff filters by name read the new names.
    const detail = await inject('GET', `/api/Admin/complaint/${world.complaintIds.A[0]}`, 'officerOne');
    expect(detail.json().ward).toBe(WARD_NAMES.B);
    const outside = await inject('GET', `/api/Admin/complaint/${world.complaintIds.B[0]}`, 'officerOne');
    expect(outside.statusCode).toBe(404);
    const byName = (
      await inject('GET', `/api/Admin/complaint?ward=${encodeURIComponent(WARD_NAMES.A)}`, 'admin')
    ).json() as StaffQueueItem[];
    expect(sorted(byName.map((c) => c.id))).toEqual(sorted(world.complaintIds.B));
    // Swapped back, for the tests that follow.
    await rename(world.wardIds.A, 'Swap in progress');
    await rename(world.wardIds.B, WARD_NAMES.B);
    await rename(world.wardIds.A, WARD_NAMES.A);
  });
});

describe('ward sets: an empty set is no ward, "all wards" is said explicitly', () => {
  it('an officer without wards sees nothing anywhere: list, search, counts, dashboard, detail, action', async () => {
    expect(await queueIds('officerNone')).toEqual({ ids: [], total: 0 });
    expect((await inject('GET', '/api/Admin/complaint?search=GRV', 'officerNone')).json()).toEqual([]);
    expect((await inject('GET', '/api/Admin/complaint?status=Open', 'officerNone')).json()).toEqual([]);
    expect((await inject('GET', '/api/Admin/complaint?overdue=1', 'officerNone')).json()).toEqual([]);
    expect((await inject('GET', `/api/Admin/complaint?ward=${encodeURIComponent(WARD_NAMES.B)}`, 'officerNone')).json()).toEqual([]);
    expect(await countTotal('officerNone')).toBe(0);
    const summary = await portalApi(t.app.services).complaintSummary(world.people.officerNone.user, 10);
    expect(summary.counts).toEqual([]);
    expect(summary.newest).toEqual([]);
    expect(summary.overdue).toBe(0);
    for (const id of [...world.complaintIds.A, ...world.complaintIds.B]) {
      expect((await inject('GET', `/api/Admin/complaint/${id}`, 'officerNone')).statusCode).toBe(404);
      const act = await inject('POST', `/api/Admin/complaint/${id}/action`, 'officerNone', { status: 'In Progress', remarks: 'x' });
      expect(act.statusCode).toBe(404);
    }
    const [row] = await t.app.services.db.select().from(complaints).where(eq(complaints.id, world.complaintIds.B[0]!));
    expect(row!.status).toBe('Open');
  });

  it('an officer with every ward (allWards) and an admin see every complaint', async () => {
    const all = sorted(Object.values(world.complaintIds).flat());
    for (const who of ['officerAll', 'admin'] as const) {
      expect((await queueIds(who)).ids).toEqual(all);
      expect(await countTotal(who)).toBe(all.length);
      const summary = await portalApi(t.app.services).complaintSummary(world.people[who].user, 10);
      expect(sorted(summary.newest.map((c) => c.id))).toEqual(all);
    }
  });

  it('the Users API shows and takes the "all wards" choice; an officer changed to no wards sees nothing at once', async () => {
    const list = (await inject('GET', '/api/Admin/users', 'admin')).json() as Array<{ id: number; allWards: boolean; wards: unknown[] }>;
    const mine = (who: Who) => list.find((a) => a.id === world.people[who].user.id)!;
    expect(mine('officerAll')).toMatchObject({ allWards: true, wards: [] });
    expect(mine('officerOne')).toMatchObject({ allWards: false, wards: [{ id: world.wardIds.A, name: WARD_NAMES.A }] });
    expect(mine('officerNone')).toMatchObject({ allWards: false, wards: [] });
    expect(mine('editor')).toMatchObject({ allWards: false, wards: [] });
    const id = world.people.officerAll.user.id;
    // Seen just before the change (on the embedded database the scope is then kept until the next write).
    expect((await queueIds('officerAll')).total).toBe(6);
    const none = await inject('PUT', `/api/Admin/users/${id}/role`, 'admin', { role: 'officer', wardIds: [] });
    expect(none.json()).toMatchObject({ allWards: false, wards: [] });
    expect(await queueIds('officerAll')).toEqual({ ids: [], total: 0 });
    const [audit] = await t.app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wards-change'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.changes).toEqual({ wards: ['all wards', []] });
    await inject('PUT', `/api/Admin/users/${id}/role`, 'admin', { role: 'officer', allWards: true });
    expect((await queueIds('officerAll')).total).toBe(6);
  });
});

describe('merging a ward into another (admin)', () => {
  it('refuses a merge into itself, into an unknown ward (400) and of an unknown ward (404), writing nothing', async () => {
    const before = await countRows(t.app, auditLog);
    const self = await inject('POST', `/api/Admin/ward/${world.wardIds.C}/merge`, 'admin', { into: world.wardIds.C });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual({ into: 'Choose another ward to merge this ward into.' });
    expect((await inject('POST', `/api/Admin/ward/${world.wardIds.C}/merge`, 'admin', { into: 999999 })).statusCode).toBe(400);
    expect((await inject('POST', `/api/Admin/ward/${world.wardIds.C}/merge`, 'admin', {})).statusCode).toBe(400);
    expect((await inject('POST', `/api/Admin/ward/${world.wardIds.C}/merge`, 'admin', { into: 'x' })).statusCode).toBe(400);
    expect((await inject('POST', `/api/Admin/ward/999999/merge`, 'admin', { into: world.wardIds.A })).statusCode).toBe(404);
    expect(await countRows(t.app, auditLog)).toBe(before);
  });

  it('moves its complaints (id and name) and officers (no duplicates) and deletes it, in one audited transaction', async () => {
    const db = t.app.services.db;
    // The one-ward officer given ward F too: after F → A, ward A (once).
    const [c2] = await db.insert(wards).values({ name: 'Ward F – Merged' }).returning();
    t.app.services.cache.invalidate();
    const filed = await t.app.services.complaints.file(
      {
        district: 'Sundarpur',
        ward: 'Ward F – Merged',
        grivance: 'Street light',
        additional_Information: 'Dark lane.',
        name: 'Citizen F',
        mobile: '9000099999',
        consent: true,
        photos: [],
      },
      '10.78.0.1',
    );
    const [fRow] = await db.select().from(complaints).where(eq(complaints.complaintNo, filed.complaintNo));
    await db.insert(userWards).values({ userId: world.people.officerOne.user.id, wardId: c2!.id });
    expect((await queueIds('officerOne')).ids).toEqual(sorted([...world.complaintIds.A, fRow!.id]));
    const before = await countRows(t.app, auditLog);
    const res = await inject('POST', `/api/Admin/ward/${c2!.id}/merge`, 'admin', { into: world.wardIds.A });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      from: { id: c2!.id, name: 'Ward F – Merged' },
      into: { id: world.wardIds.A, name: WARD_NAMES.A },
      complaints: 1,
      officers: 1,
      // What else names a ward moves too (issue 27; tested with rows in localities.test.ts and property-tax.test.ts).
      localities: 0,
      officials: 0,
      properties: 0,
    });
    expect(await db.select().from(wards).where(eq(wards.id, c2!.id))).toEqual([]);
    const [moved] = await db.select().from(complaints).where(eq(complaints.id, fRow!.id));
    expect(moved).toMatchObject({ wardId: world.wardIds.A, ward: WARD_NAMES.A });
    const officerWards = await db.select().from(userWards).where(eq(userWards.userId, world.people.officerOne.user.id));
    expect(officerWards.map((w) => w.wardId)).toEqual([world.wardIds.A]);
    expect((await queueIds('officerOne')).ids).toEqual(sorted([...world.complaintIds.A, fRow!.id]));
    expect(await countRows(t.app, auditLog)).toBe(before + 1);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'merge'));
    expect(audit).toMatchObject({ entity: 'ward', entityId: String(c2!.id), actorId: world.people.admin.user.id });
    expect(audit!.changes).toMatchObject({ name: ['Ward F – Merged', null], mergedInto: WARD_NAMES.A, complaints: 1, officers: 1 });
    // The counts by ward name moved with the complaints (kept = counted).
    const kept = await db.execute(sql`select count(*)::int as n from complaint_counts where ward = 'Ward F – Merged' and n <> 0`);
    expect((kept as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    // The merged ward can no longer be chosen when filing.
    t.app.services.cache.invalidate();
    expect((await t.app.services.complaints.options()).wards).not.toContain('Ward F – Merged');
  });

  // Several connections only on PostgreSQL (the embedded database runs one transaction at a time).
  it.skipIf(testDbKind() !== 'postgres')(
    'a filing or an officer change while the ward is being deleted waits for it and is refused (400), never a 500',
    async () => {
      const db = t.app.services.db;
      const [racing] = await db.insert(wards).values({ name: 'Ward G – Racing' }).returning();
      t.app.services.cache.invalidate();
      const other = new pg.Client({ connectionString: t.config.databaseUrl });
      await other.connect();
      try {
        // Another connection holds the ward as a merge does, then deletes it.
        await other.query('begin');
        await other.query('select id from wards where id = $1 for update', [racing!.id]);
        const filing = t.app.inject({
          method: 'POST',
          url: '/api/Public/complaint',
          payload: {
            district: 'Sundarpur',
            ward: 'Ward G – Racing',
            grivance: 'Street light',
            additional_Information: 'Racing.',
            name: 'Citizen G',
            mobile: '9000088888',
            consent: 'true',
          },
          remoteAddress: '10.79.0.1',
        });
        const officerChange = inject('PUT', `/api/Admin/users/${world.people.officerNone.user.id}/role`, 'admin', {
          role: 'officer',
          wardIds: [racing!.id],
        });
        await new Promise((resolve) => setTimeout(resolve, 500));
        await other.query('delete from wards where id = $1', [racing!.id]);
        await other.query('commit');
        const [filed, changed] = await Promise.all([filing, officerChange]);
        expect(filed.statusCode, filed.body).toBe(400);
        expect(changed.statusCode, changed.body).toBe(400);
        expect(await countRows(t.app, userWards)).toBe(1);
      } finally {
        await other.end();
      }
    },
  );
});
