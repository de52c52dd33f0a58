import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { auditLog, complaints, users } from '../db/schema.ts';
import { countRows, createTestApp, injectForm, loginAs, testImage, type TestApp } from '../test/app.ts';
import { recordAudit } from './audit.ts';

/**
 * The audit trail of staff writes (content types are checked by the resource suite): the master lists, the
 * complaint actions (never the citizen's name or mobile), writes without a person, the read-only API with its
 * filters and paging, and the database's refusal to change a row.
 */

const NAME = 'Farida Auditname-Citizen';
const MOBILE = '9812345670';
let t: TestApp;
let admin: { authorization: string; email: string };
let adminId: number;

const rowsOf = (entity: string, entityId?: string | number) =>
  t.app.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), entityId === undefined ? undefined : eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));

const json = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: admin, ...(payload === undefined ? {} : { payload: payload as object }) });

async function fileComplaint(): Promise<number> {
  const res = await injectForm(
    t.app,
    { url: '/api/Public/complaint' },
    {
      district: 'Audit District',
      ward: 'Audit Ward',
      grivance: 'Audit Type',
      additional_Information: 'The street light is out.',
      name: NAME,
      mobile: MOBILE,
      consent: 'yes',
    },
    { Image1: { data: await testImage(), filename: 'street.jpg', type: 'image/jpeg' } },
  );
  expect(res.statusCode, res.body).toBe(201);
  return Number((res.json() as { complaintNo: string }).complaintNo.slice(-6));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin', 'auditor.admin@test.example');
  const [me] = await t.app.services.db.select({ id: users.id }).from(users).where(eq(users.email, admin.email));
  adminId = me!.id;
});

afterAll(() => t?.close());

describe('master lists', () => {
  it('create, update and delete of a district, a ward and a grievance type each leave one row; refused writes none', async () => {
    for (const api of ['district', 'ward', 'grievance-type']) {
      const entity = api === 'grievance-type' ? 'grievanceType' : api;
      const created = await json('POST', `/api/Admin/${api}`, { name: `First ${api}` });
      expect(created.statusCode, created.body).toBe(201);
      const id = (created.json() as { id: number }).id;
      const updated = await json('PUT', `/api/Admin/${api}/${id}`, { name: `Renamed ${api}` });
      expect(updated.statusCode, updated.body).toBe(200);

      const before = await countRows(t.app, auditLog);
      // A duplicate (409), a blank name (400), an unknown id (404): nothing written, the trail included.
      const other = await json('POST', `/api/Admin/${api}`, { name: `Other ${api}` });
      const otherId = (other.json() as { id: number }).id;
      expect((await json('PUT', `/api/Admin/${api}/${otherId}`, { name: `Renamed ${api}` })).statusCode).toBe(409);
      expect((await json('POST', `/api/Admin/${api}`, { name: `Renamed ${api}` })).statusCode).toBe(409);
      expect((await json('POST', `/api/Admin/${api}`, { name: ' ' })).statusCode).toBe(400);
      expect((await json('PUT', `/api/Admin/${api}/999999`, { name: 'Nowhere' })).statusCode).toBe(404);
      expect((await json('DELETE', `/api/Admin/${api}/999999`)).statusCode).toBe(404);
      expect(await countRows(t.app, auditLog)).toBe(before + 1);

      expect((await json('DELETE', `/api/Admin/${api}/${id}`)).statusCode).toBe(204);
      const rows = await rowsOf(entity, id);
      // A grievance type created without its resolution days has the usual 7, kept by an update that leaves them out.
      const days = api === 'grievance-type';
      expect(rows.map((r) => [r.action, r.changes])).toEqual([
        ['create', { name: [null, `First ${api}`], ...(days ? { resolutionDays: [null, 7] } : {}) }],
        ['update', { name: [`First ${api}`, `Renamed ${api}`] }],
        ['delete', { name: [`Renamed ${api}`, null], ...(days ? { resolutionDays: [7, null] } : {}) }],
      ]);
      for (const r of rows) expect(r).toMatchObject({ actorId: adminId, actorEmail: admin.email, actorRole: 'admin', ip: '127.0.0.1' });
    }
  });

  it('an update that changes nothing is still recorded, with no field changes', async () => {
    const created = await json('POST', '/api/Admin/district', { name: 'Unchanged' });
    const id = (created.json() as { id: number }).id;
    expect((await json('PUT', `/api/Admin/district/${id}`, { name: 'Unchanged' })).statusCode).toBe(200);
    expect((await rowsOf('district', id)).map((r) => [r.action, r.changes])).toEqual([
      ['create', { name: [null, 'Unchanged'] }],
      ['update', {}],
    ]);
  });

  it('a write through the service without a person (demo seeding, scripts) leaves no row', async () => {
    const before = await countRows(t.app, auditLog);
    const service = t.app.services.resource('district');
    const item = await service.create({ values: { name: 'Seeded' }, files: {}, remove: new Set() });
    await service.update(item.id, { values: { name: 'Seeded again' }, files: {}, remove: new Set() });
    await service.remove(item.id);
    expect(await countRows(t.app, auditLog)).toBe(before);
  });
});

describe('complaints', () => {
  beforeAll(async () => {
    for (const [api, name] of [
      ['district', 'Audit District'],
      ['ward', 'Audit Ward'],
      ['grievance-type', 'Audit Type'],
    ])
      expect((await json('POST', `/api/Admin/${api}`, { name })).statusCode).toBe(201);
  });

  /** Nothing of the citizen: the name, any part of it, the mobile or its last digits. */
  const expectNoCitizen = (value: unknown) => {
    const text = JSON.stringify(value);
    for (const secret of [NAME, 'Auditname', MOBILE, MOBILE.slice(2)]) expect(text).not.toContain(secret);
  };

  it('an action leaves one row: status before → after, the remarks, the photos by name and size; never the citizen', async () => {
    const id = await fileComplaint();
    // Filing is the citizen's, not a staff write.
    expect(await rowsOf('complaint', id)).toEqual([]);
    const acted = await injectForm(
      t.app,
      { url: `/api/Admin/complaint/${id}/action`, headers: admin },
      { Status: 'In Progress', Remarks: 'Electrician sent.' },
      { ActionImage1: { data: await testImage({ width: 320, height: 240 }), filename: 'repair.jpg', type: 'image/jpeg' } },
    );
    expect(acted.statusCode, acted.body).toBe(200);
    const photo = (acted.json() as { action_Image_1: string }).action_Image_1;
    const [stored] = await t.app.services.db.select().from(complaints).where(eq(complaints.id, id));
    expect(stored!.citizenName).toBe(NAME);

    const resolved = await json('POST', `/api/Admin/complaint/${id}/action`, { Status: 'Resolved', Remarks: 'Light repaired.' });
    expect(resolved.statusCode, resolved.body).toBe(200);

    const rows = await rowsOf('complaint', id);
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    expect(first).toMatchObject({ action: 'action', actorEmail: admin.email, actorRole: 'admin', actorId: adminId });
    const changes = first!.changes as Record<string, unknown>;
    expect(changes).toMatchObject({
      complaintNo: stored!.complaintNo,
      status: ['Open', 'In Progress'],
      remarks: 'Electrician sent.',
      action_Image_1: [null, { name: expect.stringMatching(/\.jpg$/), size: expect.any(Number) }],
      action_Image_2: [null, null],
    });
    expect(JSON.stringify(changes)).not.toContain(/\/files\/([0-9a-f-]{36})\//.exec(photo)![1]!);
    expect(second!.changes).toEqual({ complaintNo: stored!.complaintNo, status: ['In Progress', 'Resolved'], remarks: 'Light repaired.' });
    for (const r of rows) expectNoCitizen(r);
  });

  it('a refused action (bad status, missing remarks, unknown complaint) leaves no row', async () => {
    const id = await fileComplaint();
    const before = await countRows(t.app, auditLog);
    expect((await json('POST', `/api/Admin/complaint/${id}/action`, { Status: 'Nonsense' })).statusCode).toBe(400);
    expect((await json('POST', `/api/Admin/complaint/${id}/action`, { Status: 'Rejected', Remarks: '' })).statusCode).toBe(400);
    expect((await json('POST', '/api/Admin/complaint/999999/action', { Status: 'In Progress' })).statusCode).toBe(404);
    expect(await countRows(t.app, auditLog)).toBe(before);
  });

  it('removal: audited with an actor (number, place, type, status, photos), never the citizen; without one not at all', async () => {
    const id = await fileComplaint();
    const [row] = await t.app.services.db.select().from(complaints).where(eq(complaints.id, id));
    await t.app.services.complaints.remove(id, { id: adminId, email: admin.email, role: 'admin', ip: '10.0.0.9' });
    const [gone] = await rowsOf('complaint', id);
    expect(gone).toMatchObject({ action: 'delete', ip: '10.0.0.9' });
    expect(gone!.changes).toEqual({
      complaintNo: [row!.complaintNo, null],
      district: ['Audit District', null],
      ward: ['Audit Ward', null],
      grivance: ['Audit Type', null],
      status: ['Open', null],
      pub_Image_1: [{ name: expect.stringMatching(/\.jpg$/), size: expect.any(Number) }, null],
    });
    expectNoCitizen(gone);

    const other = await fileComplaint();
    const before = await countRows(t.app, auditLog);
    await t.app.services.complaints.remove(other);
    expect(await countRows(t.app, auditLog)).toBe(before);
  });
});

describe('the database keeps the trail append-only', () => {
  it('refuses UPDATE and DELETE of audit rows, even from the app itself', async () => {
    const { db } = t.app.services;
    await recordAudit(db, { id: null, email: 'someone@test.example', role: '' }, { action: 'test-append', changes: { a: 1 } });
    const before = await countRows(t.app, auditLog);
    await expect(db.update(auditLog).set({ action: 'rewritten' }).where(eq(auditLog.action, 'test-append'))).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.action, 'test-append'))).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect(await countRows(t.app, auditLog)).toBe(before);
    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, 'test-append'));
    expect(row!.changes).toEqual({ a: 1 });
  });

  it('no route changes or removes an audit row', () => {
    const writes = t.app.registeredRoutes.filter((r) => /audit/i.test(r.url)).flatMap((r) => [r.method].flat());
    expect(writes.length).toBeGreaterThan(0);
    for (const method of writes) expect(['GET', 'HEAD']).toContain(method);
  });
});
