/**
 * Staff accounts and roles through the real API on a real database: the Users API's rules (bad input is a
 * 400 with the field's message and writes nothing, audit rows included), the last active admin (409, also
 * when two admins demote each other at once), disabling (sessions end at once; no sign-in), password resets,
 * the account events' audit rows, and a grievance officer's wards on the queue, the details and the actions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AccountWithPassword, StaffAccount, StaffQueueItem, StatusCount } from '@nagar/contract';
import { auditLog, complaints, districts, grievanceTypes, sessions, userWards, users, wards } from '../db/schema.ts';
import { countRows, createTestApp, failedSignIn, injectForm, newestAuditRow, loginAs, TEST_PASSWORD, type TestApp } from '../test/app.ts';

let t: TestApp;
let admin: { authorization: string; email: string };
const BASE = '/api/Admin/users';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, auth: { authorization: string } = admin) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: auth.authorization },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const signIn = (email: string, password: string, ip = '192.0.2.10') =>
  t.app.inject({ method: 'POST', url: '/api/Account/login', payload: { email, password }, remoteAddress: ip });
const lastAudit = () => newestAuditRow(t.app);
const writes = async () => ({
  users: await countRows(t.app, users),
  wards: await countRows(t.app, userWards),
  audit: await countRows(t.app, auditLog),
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin', 'chief@council.example');
});
afterAll(() => t?.close());

describe('Users API: create', () => {
  it('creates an account with a generated one-time password, shown once, that signs in; audited without it', async () => {
    const res = await call('POST', BASE, { email: 'Editor.One@Council.example', name: 'Editor One', role: 'editor' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as AccountWithPassword;
    expect(body.account).toMatchObject({
      email: 'editor.one@council.example',
      name: 'Editor One',
      role: 'editor',
      state: 'enabled',
      lastSignInAt: null,
      wards: [],
    });
    expect(body.generatedPassword).toMatch(/^[a-zA-Z2-9]{16}$/);
    const row = await lastAudit();
    expect(row).toMatchObject({
      action: 'create',
      entity: 'user',
      entityId: String(body.account.id),
      actorEmail: admin.email,
      actorRole: 'admin',
    });
    expect(row.changes).toMatchObject({ email: [null, 'editor.one@council.example'], role: [null, 'editor'] });
    expect(JSON.stringify(row.changes)).not.toContain(body.generatedPassword!);
    expect((await signIn('editor.one@council.example', body.generatedPassword!)).statusCode).toBe(200);
    const listed = (await call('GET', BASE)).json() as StaffAccount[];
    expect(listed.find((a) => a.email === 'editor.one@council.example')?.lastSignInAt).toEqual(expect.any(String));
    expect(JSON.stringify(listed)).not.toMatch(/passwordHash|argon2/);
  });

  it('creates an account with a typed password and no password in the answer', async () => {
    const res = await call('POST', BASE, { email: 'typed@council.example', role: 'user', password: 'a-typed-password-9' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().generatedPassword).toBeUndefined();
    expect((await signIn('typed@council.example', 'a-typed-password-9')).statusCode).toBe(200);
  });

  const bad: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'a short typed password',
      { email: 'x1@council.example', role: 'editor', password: 'short-9' },
      'password',
      'The new password must have at least 10 characters.',
    ],
    [
      'a common password',
      { email: 'x2@council.example', role: 'editor', password: 'password123' },
      'password',
      'This password is one of the most common passwords and is easily guessed. Please choose another.',
    ],
    ['a bad e-mail', { email: 'not-an-email', role: 'editor' }, 'email', 'Enter a valid e-mail address.'],
    ['no e-mail', { role: 'editor' }, 'email', 'Enter a valid e-mail address.'],
    ['an unknown role', { email: 'x3@council.example', role: 'superuser' }, 'role', 'Choose one of the listed roles.'],
    ['unknown wards', { email: 'x4@council.example', role: 'officer', wardIds: [987654] }, 'wardIds', 'Choose wards from the list.'],
    [
      'wards that are no ids',
      { email: 'x5@council.example', role: 'officer', wardIds: ['1; drop table'] },
      'wardIds',
      'Choose wards from the list.',
    ],
    [
      'a control character in the name',
      { email: 'x6@council.example', role: 'editor', name: 'A\u0007B' },
      'name',
      'This text contains characters that are not allowed.',
    ],
    [
      'a name too long',
      { email: 'x9@council.example', role: 'editor', name: 'N'.repeat(101) },
      'name',
      'Enter a name of up to 100 characters.',
    ],
  ];
  for (const [what, body, field, message] of bad) {
    it(`refuses ${what} with 400 and the field's message, writing nothing (audit rows included)`, async () => {
      const before = await writes();
      const res = await call('POST', BASE, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toBe(message);
      expect(await writes()).toEqual(before);
    });
  }

  it('refuses an e-mail that has an account with 409, writing nothing', async () => {
    const before = await writes();
    const res = await call('POST', BASE, { email: 'EDITOR.ONE@council.example', role: 'user' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.email).toBe('An account with this e-mail address already exists.');
    expect(await writes()).toEqual(before);
  });

  it("is the admin's alone: an editor gets 403, anonymous 401", async () => {
    const editor = await loginAs(t.app, 'editor');
    expect((await call('POST', BASE, { email: 'x7@council.example', role: 'admin' }, editor)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: BASE, payload: { email: 'x8@council.example', role: 'admin' } })).statusCode).toBe(
      401,
    );
    expect(await t.app.services.db.select().from(users).where(eq(users.email, 'x7@council.example'))).toEqual([]);
  });
});

describe('Users API: roles, wards, disable, reset', () => {
  let wardIds: number[];
  beforeAll(async () => {
    const rows = await t.app.services.db
      .insert(wards)
      .values([{ name: 'Ward A' }, { name: 'Ward B' }, { name: 'Ward C' }])
      .returning({ id: wards.id });
    wardIds = rows.map((r) => r.id);
  });

  it("changes a role and an officer's wards, audited before → after; other roles keep no wards", async () => {
    const created = (await call('POST', BASE, { email: 'clerk@council.example', role: 'editor' })).json() as AccountWithPassword;
    const id = created.account.id;
    const res = await call('PUT', `${BASE}/${id}/role`, { role: 'officer', wardIds: [wardIds[0], String(wardIds[1])] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ role: 'officer', wards: [{ name: 'Ward A' }, { name: 'Ward B' }] });
    const rows = await t.app.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.changes])).toEqual([
      ['create', expect.anything()],
      ['role-change', { role: ['editor', 'officer'] }],
      ['wards-change', { wards: [[], ['Ward A', 'Ward B']] }],
    ]);
    const back = await call('PUT', `${BASE}/${id}/role`, { role: 'editor', wardIds: [wardIds[2]] });
    expect(back.json()).toMatchObject({ role: 'editor', wards: [] });
  });

  it('refuses a bad role change with 400 and writes nothing; an unknown account is 404', async () => {
    const id = (
      (await call('POST', BASE, { email: 'clerk2@council.example', role: 'officer', wardIds: [wardIds[0]] })).json() as AccountWithPassword
    ).account.id;
    const before = await writes();
    const res = await call('PUT', `${BASE}/${id}/role`, { role: 'officer', wardIds: [wardIds[0], 999999] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.wardIds).toBe('Choose wards from the list.');
    expect((await call('PUT', `${BASE}/${id}/role`, { role: 'root' })).statusCode).toBe(400);
    expect((await call('PUT', `${BASE}/99999/role`, { role: 'user' })).statusCode).toBe(404);
    expect((await call('PUT', `${BASE}/abc/role`, { role: 'user' })).statusCode).toBe(400);
    expect(await writes()).toEqual(before);
  });

  it("disabling ends the person's sessions at once (next request 401) and refuses their sign-in; enabling lets them back", async () => {
    const editor = await loginAs(t.app, 'editor', 'soon-disabled@council.example');
    const [row] = await t.app.services.db.select().from(users).where(eq(users.email, editor.email));
    expect((await call('GET', '/api/Account/me', undefined, editor)).statusCode).toBe(200);
    const res = await call('POST', `${BASE}/${row!.id}/disable`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe('disabled');
    expect(await t.app.services.db.select().from(sessions).where(eq(sessions.userId, row!.id))).toEqual([]);
    expect((await call('GET', '/api/Account/me', undefined, editor)).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({ action: 'disable', entityId: String(row!.id), changes: { state: ['enabled', 'disabled'] } });
    const refused = await signIn(editor.email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account is disabled. Ask an administrator to enable it.');
    expect(await lastAudit()).toMatchObject(
      failedSignIn({ entityId: String(row!.id), changes: { attemptedEmail: editor.email, reason: 'disabled' } }),
    );
    // A wrong password for a disabled account says no more than for any account.
    expect((await signIn(editor.email, 'wrong-password-123')).json().message).toBe('Invalid email or password');
    expect((await call('POST', `${BASE}/${row!.id}/enable`)).json().state).toBe('enabled');
    expect((await signIn(editor.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('resets a password (generated, shown once): the old one stops working and sessions end; audited without it', async () => {
    const person = await loginAs(t.app, 'officer', 'reset-me@council.example');
    const [row] = await t.app.services.db.select().from(users).where(eq(users.email, person.email));
    const res = await call('POST', `${BASE}/${row!.id}/password`, {});
    expect(res.statusCode, res.body).toBe(200);
    const { generatedPassword } = res.json() as AccountWithPassword;
    expect(generatedPassword).toHaveLength(16);
    expect((await call('GET', '/api/Account/me', undefined, person)).statusCode).toBe(401);
    expect((await signIn(person.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(person.email, generatedPassword!)).statusCode).toBe(200);
    const audit = (
      await t.app.services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'password-reset'), eq(auditLog.entityId, String(row!.id))))
    )[0]!;
    expect(audit.changes).toEqual({ generated: true });
    const before = await writes();
    const typed = await call('POST', `${BASE}/${row!.id}/password`, { password: 'qwertyuiop' });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors.password).toMatch(/common/);
    expect(await writes()).toEqual(before);
    expect(
      (await call('POST', `${BASE}/${row!.id}/password`, { password: 'a-new-typed-pass-1' })).json().generatedPassword,
    ).toBeUndefined();
  });
});

describe('the last active admin', () => {
  it('cannot be demoted or disabled (409, nothing written); an admin cannot disable themself', async () => {
    const [me] = await t.app.services.db.select().from(users).where(eq(users.email, admin.email));
    const others = await t.app.services.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)));
    expect(others.map((o) => o.email)).toEqual([admin.email]);
    const before = await writes();
    const demote = await call('PUT', `${BASE}/${me!.id}/role`, { role: 'editor' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('This is the last active administrator. Give another account the admin role first.');
    const self = await call('POST', `${BASE}/${me!.id}/disable`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot disable your own account.');
    expect(await writes()).toEqual(before);
  });

  it('two admins demoting each other at once leave one admin, never none', async () => {
    const db = t.app.services.db;
    const a = await loginAs(t.app, 'admin', 'admin-a@council.example');
    const b = await loginAs(t.app, 'admin', 'admin-b@council.example');
    // The first admin steps down, so that A and B are the only active admins.
    const [chief] = await db.select().from(users).where(eq(users.email, admin.email));
    expect((await call('PUT', `${BASE}/${chief!.id}/role`, { role: 'editor' }, a)).statusCode).toBe(200);
    const [rowA] = await db.select().from(users).where(eq(users.email, a.email));
    const [rowB] = await db.select().from(users).where(eq(users.email, b.email));
    const [resA, resB] = await Promise.all([
      call('PUT', `${BASE}/${rowB!.id}/role`, { role: 'user' }, a),
      call('PUT', `${BASE}/${rowA!.id}/role`, { role: 'user' }, b),
    ]);
    const statuses = [resA.statusCode, resB.statusCode].sort();
    // One demotion wins; the other is refused as the last admin (or, if it ran second, its actor is no admin any more).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const active = await db
      .select()
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)));
    expect(active).toHaveLength(1);
    // The same race straight on the service, several times (each round starts again from two admins).
    const { users: service } = t.app.services;
    const actor = (r: typeof rowA) => ({ id: r!.id, email: r!.email, role: 'admin' });
    for (let round = 0; round < 8; round++) {
      await db
        .update(users)
        .set({ role: 'admin' })
        .where(inArray(users.id, [rowA!.id, rowB!.id]));
      const results = await Promise.allSettled([
        round % 2 ? service.setDisabled(actor(rowA), rowB!.id, true) : service.changeRole(actor(rowA), rowB!.id, { role: 'user' }),
        round % 2 ? service.setDisabled(actor(rowB), rowA!.id, true) : service.changeRole(actor(rowB), rowA!.id, { role: 'user' }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { status: 409 } });
      expect(
        await db
          .select()
          .from(users)
          .where(and(eq(users.role, 'admin'), isNull(users.disabledAt))),
      ).toHaveLength(1);
      await db
        .update(users)
        .set({ disabledAt: null })
        .where(inArray(users.id, [rowA!.id, rowB!.id]));
    }
    admin = await loginAs(t.app, 'admin', 'admin-c@council.example');
  });
});

describe('account events in the audit trail', () => {
  it('sign-in, failed sign-in (the address tried, never the password) and sign-out', async () => {
    await t.app.services.accounts.upsert({ email: 'events@council.example', password: TEST_PASSWORD, role: 'editor' });
    const failed = await signIn('events@council.example', 'my-secret-guess-42', '192.0.2.77');
    expect(failed.statusCode).toBe(401);
    const fail = await lastAudit();
    // The address typed is kept apart from the actor (no one is signed in): the actor is empty.
    expect(fail).toMatchObject(failedSignIn({ ip: '192.0.2.77', changes: { attemptedEmail: 'events@council.example' } }));
    expect(JSON.stringify(fail)).not.toContain('my-secret-guess-42');
    const ok = await signIn('events@council.example', TEST_PASSWORD, '192.0.2.78');
    expect(ok.statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'sign-in',
      actorEmail: 'events@council.example',
      actorRole: 'editor',
      ip: '192.0.2.78',
    });
    const out = await t.app.inject({ method: 'POST', url: '/api/Account/logout', headers: { authorization: `Bearer ${ok.json().token}` } });
    expect(out.statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: 'sign-out', actorEmail: 'events@council.example' });
  });
});

describe('a grievance officer limited to wards', () => {
  const WARD_NAMES = ['Ward North', 'Ward South', 'Ward East'];
  const ids: Record<string, number> = {};
  let officer: { authorization: string };
  let everyWard: { authorization: string };
  let noWard: { authorization: string };

  beforeAll(async () => {
    const db = t.app.services.db;
    await db.insert(districts).values({ name: 'District One' });
    await db.insert(grievanceTypes).values({ name: 'Streetlight' });
    const wardRows = await db
      .insert(wards)
      .values(WARD_NAMES.map((name) => ({ name })))
      .returning();
    for (const [i, name] of WARD_NAMES.entries()) {
      const res = await injectForm(
        t.app,
        { url: '/api/Public/complaint', remoteAddress: `10.9.0.${i}` },
        {
          district: 'District One',
          ward: name,
          grivance: 'Streetlight',
          additional_Information: `Light out in ${name}.`,
          name: 'Citizen',
          mobile: `900004000${i}`,
          consent: 'true',
        },
      );
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.complaintNo, res.json().complaintNo));
      ids[name] = row!.id;
    }
    const created = await call('POST', BASE, {
      email: 'officer-ns@council.example',
      role: 'officer',
      password: 'officer-pass-123',
      wardIds: [wardRows[0]!.id, wardRows[1]!.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const login = await signIn('officer-ns@council.example', 'officer-pass-123');
    officer = { authorization: `Bearer ${login.json().token}` };
    const all = await call('POST', BASE, {
      email: 'officer-all@council.example',
      role: 'officer',
      password: 'officer-pass-123',
      allWards: true,
    });
    expect(all.statusCode, all.body).toBe(201);
    expect((all.json() as AccountWithPassword).account).toMatchObject({ allWards: true, wards: [] });
    everyWard = { authorization: `Bearer ${(await signIn('officer-all@council.example', 'officer-pass-123')).json().token}` };
    noWard = await loginAs(t.app, 'officer');
  });

  it('sees only those wards in the queue, and complaints elsewhere are 404 (details and actions)', async () => {
    const queue = await call('GET', '/api/Admin/complaint', undefined, officer);
    expect(queue.statusCode).toBe(200);
    expect((queue.json() as StaffQueueItem[]).map((c) => c.ward).sort()).toEqual(['Ward North', 'Ward South']);
    expect(queue.headers['x-total-count']).toBe('2');
    expect((await call('GET', '/api/Admin/complaint?ward=Ward%20East', undefined, officer)).json()).toEqual([]);
    expect((await call('GET', `/api/Admin/complaint/${ids['Ward North']}`, undefined, officer)).statusCode).toBe(200);
    const outside = await call('GET', `/api/Admin/complaint/${ids['Ward East']}`, undefined, officer);
    expect(outside.statusCode).toBe(404);
    const before = await countRows(t.app, auditLog);
    const act = await call('POST', `/api/Admin/complaint/${ids['Ward East']}/action`, { status: 'In Progress', remarks: 'On it' }, officer);
    expect(act.statusCode).toBe(404);
    expect((await t.app.services.db.select().from(complaints).where(eq(complaints.id, ids['Ward East']!)))[0]!.status).toBe('Open');
    expect(await countRows(t.app, auditLog)).toBe(before);
    const inside = await call(
      'POST',
      `/api/Admin/complaint/${ids['Ward South']}/action`,
      { status: 'In Progress', remarks: 'On it' },
      officer,
    );
    expect(inside.statusCode, inside.body).toBe(200);
    const counts = (await call('GET', '/api/Admin/complaint-count', undefined, officer)).json() as StatusCount[];
    expect(counts.reduce((n, c) => n + c.count, 0)).toBe(2);
  });

  it('an officer with every ward (said explicitly) and an admin see every ward', async () => {
    for (const who of [everyWard, admin]) {
      const queue = (await call('GET', '/api/Admin/complaint', undefined, who)).json() as StaffQueueItem[];
      expect(new Set(queue.map((c) => c.ward))).toEqual(new Set(WARD_NAMES));
      expect((await call('GET', `/api/Admin/complaint/${ids['Ward East']}`, undefined, who)).statusCode).toBe(200);
    }
  });

  it('an officer without chosen wards sees no complaint (an empty set is no ward, not every ward)', async () => {
    const queue = await call('GET', '/api/Admin/complaint', undefined, noWard);
    expect(queue.json()).toEqual([]);
    expect(queue.headers['x-total-count']).toBe('0');
    expect((await call('GET', '/api/Admin/complaint-count', undefined, noWard)).json()).toEqual([]);
    expect((await call('GET', `/api/Admin/complaint/${ids['Ward East']}`, undefined, noWard)).statusCode).toBe(404);
  });
});
