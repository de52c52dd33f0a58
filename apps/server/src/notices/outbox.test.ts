import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxItem, OutboxSummary, StaffComplaint, TrackedComplaint } from '@nagar/contract';
import { auditLog, complaints, outbox } from '../db/schema.ts';
import { blockTestApp, type TestApp } from '../test/app.ts';
import { wardWorld, WARD_NAMES, type WardWorld } from '../test/ward-world.ts';
import { noticeTestApp, SMTP_PASSWORD, waitUntil, type MailServer, type SmsGateway } from '../test/notice-servers.ts';

/**
 * Issue 28: notices by SMS and e-mail through an outbox, delivered to real local servers (an SMTP server and an
 * HTTP SMS gateway), with assignment by routing rules, reassignment and escalation telling the people concerned.
 */

let mail: MailServer;
let sms: SmsGateway;
let t: TestApp;
let close: (() => Promise<void>) | undefined;
let world: WardWorld;
let ip = 0;
const nextIp = () => `10.128.${Math.floor(++ip / 250)}.${ip % 250}`;
const admin = () => ({ authorization: world.people.admin.authorization });

async function file(ward: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Public/complaint',
    remoteAddress: nextIp(),
    headers,
    payload: {
      district: 'Sundarpur',
      ward,
      grivance: 'Street light',
      additional_Information: 'स्कूल के सामने की स्ट्रीट लाइट बंद है।',
      name: 'सूचना नागरिक',
      mobile: '9123400128',
      consent: true,
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const filed = res.json() as { complaintNo: string; trackingToken: string };
  const [row] = await t.app.services.db.select().from(complaints).where(eq(complaints.complaintNo, filed.complaintNo));
  return { ...filed, id: row!.id };
}

const keysOf = async (complaintId: number) =>
  (await t.app.services.db.select().from(outbox).where(eq(outbox.complaintId, complaintId))).sort((a, b) => a.id - b.id);

beforeAll(async () => {
  ({ t, mail, sms, close } = await noticeTestApp());
  world = await wardWorld(t.app, 'n');
  // The world's own filings were told by SMS: received before the tests count anything.
  await sms.waitFor(6);
}, 60_000);

afterAll(() => close?.());

/** The officer a complaint is assigned to, straight from the database. */
const assignedTo = async (id: number) => (await t.app.services.db.select().from(complaints).where(eq(complaints.id, id)))[0]!.assignedTo;
/** The citizen reopens their complaint with its tracking token. */
const reopen = (filed: { complaintNo: string; trackingToken: string }, reason: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Public/complaint/${filed.complaintNo}/reopen`,
    remoteAddress: nextIp(),
    payload: { token: filed.trackingToken, reason },
  });
/** Sets the default officer of a ward (the admin's PUT, unless other headers are given). */
const putRule = (wardId: number, officerId: number, headers: Record<string, string> = admin()) =>
  t.app.inject({ method: 'PUT', url: '/api/Admin/routing-rules', headers, payload: { wardId, officerId } });
/** Gives officer one these wards. */
const officerOneWards = (wardIds: number[]) => {
  const url = `/api/Admin/users/${world.people.officerOne.user.id}/role`;
  return t.app.inject({ method: 'PUT', url, headers: admin(), payload: { role: 'officer', wardIds } });
};

describe('routing rules', () => {
  it('assign a new complaint to the rule of its ward and type, else the ward default; never to someone who may not see the ward', async () => {
    const bad = await putRule(world.wardIds.B, world.people.officerOne.user.id);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { officerId: expect.any(String) } });
    const none = await putRule(world.wardIds.A, world.people.officerNone.user.id);
    expect(none.statusCode).toBe(400);
    const editor = await putRule(world.wardIds.A, world.people.officerOne.user.id, {
      authorization: world.people.officerAll.authorization,
    });
    expect(editor.statusCode).toBe(403);

    const ok = await putRule(world.wardIds.A, world.people.officerOne.user.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ ward: WARD_NAMES.A, grievanceType: null, officer: expect.any(String) });
    // Setting it again replaces it (one default per ward).
    const again = await putRule(world.wardIds.A, world.people.officerOne.user.id);
    expect(again.json()).toMatchObject({ id: (ok.json() as { id: number }).id });
    const list = await t.app.inject({ url: '/api/Admin/routing-rules', headers: admin() });
    expect(list.json()).toHaveLength(1);
    const audited = await t.app.services.db.select().from(auditLog).where(eq(auditLog.entity, 'routing-rule'));
    expect(audited.length).toBe(2);

    const filed = await file(WARD_NAMES.A);
    expect(await assignedTo(filed.id)).toBe(world.people.officerOne.user.id);
    const unrouted = await file(WARD_NAMES.C);
    expect(await assignedTo(unrouted.id)).toBeNull();

    // The officer loses ward A: the rule is passed over (decided when used), the complaint left unassigned.
    await officerOneWards([world.wardIds.B]);
    const after = await file(WARD_NAMES.A);
    expect(await assignedTo(after.id)).toBeNull();
    await officerOneWards([world.wardIds.A]);
  });
});

describe('notices', () => {
  it('tell the citizen by SMS in their filing language and the assigned officer by e-mail, through to resolution, reopening and rating', async () => {
    const filed = await file(WARD_NAMES.A, { email: 'nagrik@example.in' }, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    const about = () => mail.mails.filter((m) => m.subject.includes(filed.complaintNo));
    await waitUntil(
      () => sms.messages.some((m) => m.text.includes(filed.complaintNo)) && about().length === 2,
      10_000,
      'the filing’s notices',
    );
    const text = sms.messages.find((m) => m.text.includes(filed.complaintNo))!;
    expect(text.to).toBe('9123400128');
    expect(text.text).toContain('दर्ज');
    expect(text.text).toContain(`/trackgrievance?no=${filed.complaintNo}&t=${filed.trackingToken}`);
    expect(text.senderId).toBe('SNDRPR');
    // A message reaches the gateway before the worker has its answer and marks the row sent (a loaded CI run once read
    // the rows in between).
    await waitUntil(async () => (await keysOf(filed.id)).every((r) => r.status === 'sent'), 10_000, 'the filing’s notices marked sent');
    const rows = await keysOf(filed.id);
    const smsRow = rows.find((r) => r.channel === 'sms')!;
    // The idempotency key goes along: the gateway's reference and header, the e-mail's Message-ID.
    expect(text.reference).toBe(smsRow.key);
    expect(text.headers['idempotency-key']).toBe(smsRow.key);
    const mails = about();
    const citizenMail = mails.find((m) => m.to.includes('nagrik@example.in'))!;
    expect(citizenMail.subject).toBe(`शिकायत ${filed.complaintNo} दर्ज`);
    expect(citizenMail.text).toContain('दर्ज हो गई है');
    const officerMail = mails.find((m) => m.to.includes(world.people.officerOne.user.email))!;
    expect(officerMail.subject).toContain(`Assigned to you: complaint ${filed.complaintNo}`);
    expect(officerMail.text).toContain(`/admin/complaints/${filed.id}`);
    expect(officerMail.text).toContain('आपको सौंपी गई');
    const officerRow = rows.find((r) => r.recipient === world.people.officerOne.user.email)!;
    expect(officerMail.messageId).toBe(`<${officerRow.key}@sundarpur.example.in>`);
    expect(officerMail.idempotencyKey).toBe(officerRow.key);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);

    // The tracking answer names the officer (name and role), never an e-mail.
    const tracked = await t.app.inject({ url: `/api/Public/complaint/${filed.complaintNo}?token=${filed.trackingToken}` });
    const answer = tracked.json() as TrackedComplaint;
    expect(answer.assignedTo).toEqual({ name: expect.any(String), role: 'officer' });
    expect(answer.history.map((h) => h.event)).toEqual(['', 'assigned']);
    expect(tracked.body).not.toContain('@test.example');

    // The officer resolves it: the citizen's SMS has the link to rate or reopen.
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/Admin/complaint/${filed.id}/action`,
      headers: { authorization: world.people.officerOne.authorization },
      payload: { Status: 'Resolved', Remarks: 'नई लाइट लगा दी गई।' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    await waitUntil(() => sms.messages.some((m) => m.text.includes('निस्तारण हो गया')), 10_000, 'the resolution SMS');
    // Remarks only (the same status again) tell nobody.
    const count = sms.messages.length;
    await t.app.inject({
      method: 'POST',
      url: `/api/Admin/complaint/${filed.id}/action`,
      headers: { authorization: world.people.officerOne.authorization },
      payload: { Status: 'Resolved', Remarks: 'Checked again.' },
    });

    // The citizen reopens: the officer is told by e-mail, the citizen by SMS with the new due date.
    const reopened = await reopen(filed, 'लाइट फिर से बंद है।');
    expect(reopened.statusCode, reopened.body).toBe(200);
    await waitUntil(
      () => mail.mails.some((m) => m.subject.startsWith(`Reopened: complaint ${filed.complaintNo}`) && m.text.includes('लाइट फिर से बंद है।')),
      10_000,
      'the reopening e-mail',
    );
    await waitUntil(() => sms.messages.some((m) => m.text.includes('फिर से खोली गई')), 10_000, 'the reopening SMS');
    expect(sms.messages.length).toBe(count + 1);
    // Every notice of this complaint went once: no key twice at either receiver.
    const references = sms.messages.map((m) => m.reference);
    expect(new Set(references).size).toBe(references.length);
    const ids = mail.mails.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keep the secrets: the summary says which channels are on, the list masks recipients and holds no text', async () => {
    const summary = await t.app.inject({ url: '/api/Admin/notices/summary', headers: admin() });
    expect(summary.json()).toMatchObject({ email: true, sms: true, failed: 0 } satisfies Partial<OutboxSummary>);
    const list = await t.app.inject({ url: '/api/Admin/notices?pageSize=100', headers: admin() });
    expect(list.statusCode).toBe(200);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThan(6);
    const items = list.json() as OutboxItem[];
    expect(items.some((i) => i.recipient === '91xxxxxx28')).toBe(true);
    for (const body of [summary.body, list.body]) {
      expect(body).not.toContain(SMTP_PASSWORD);
      expect(body).not.toContain('9123400128');
      expect(body).not.toContain('trackgrievance');
    }
    const bad = await t.app.inject({ url: '/api/Admin/notices?status=lost', headers: admin() });
    expect(bad.statusCode).toBe(400);
    const officer = await t.app.inject({ url: '/api/Admin/notices', headers: { authorization: world.people.officerAll.authorization } });
    expect(officer.statusCode).toBe(403);
  });

  it('wait out an SMTP server that is down, then deliver every notice once', async () => {
    await mail.stop();
    const filed = await file(WARD_NAMES.A, { email: 'wait@example.in' });
    await waitUntil(
      async () => (await keysOf(filed.id)).some((r) => r.channel === 'email' && r.attempts >= 1 && r.lastError.includes('e-mail')),
      10_000,
      'a failed try',
    );
    const pending = (await keysOf(filed.id)).filter((r) => r.channel === 'email');
    expect(pending.every((r) => r.status === 'pending')).toBe(true);
    expect(pending.map((r) => r.lastError).join(' ')).not.toContain(SMTP_PASSWORD);
    await mail.start();
    await waitUntil(async () => (await keysOf(filed.id)).every((r) => r.status === 'sent'), 15_000, 'delivery after the server is back');
    const keys = (await keysOf(filed.id)).filter((r) => r.channel === 'email').map((r) => r.key);
    for (const key of keys) expect(mail.mails.filter((m) => m.idempotencyKey === key)).toHaveLength(1);
  });

  it('put a notice that keeps failing in the failed list; "send again" delivers it', async () => {
    sms.failWith = 503;
    const filed = await file(WARD_NAMES.B);
    await waitUntil(async () => (await keysOf(filed.id)).some((r) => r.status === 'failed'), 10_000, 'the failed notice');
    const [failed] = (await keysOf(filed.id)).filter((r) => r.status === 'failed');
    expect(failed!.attempts).toBe(3);
    expect(failed!.lastError).toContain('SMS gateway answered 503');
    const list = await t.app.inject({ url: '/api/Admin/notices?status=failed', headers: admin() });
    expect((list.json() as OutboxItem[]).map((i) => i.id)).toContain(failed!.id);
    expect((await t.app.inject({ url: '/api/Admin/notices/summary', headers: admin() })).json()).toMatchObject({ failed: 1 });

    sms.failWith = null;
    const resend = await t.app.inject({ method: 'POST', url: `/api/Admin/notices/${failed!.id}/resend`, headers: admin() });
    expect(resend.statusCode, resend.body).toBe(200);
    await waitUntil(() => sms.messages.some((m) => m.reference === failed!.key), 10_000, 'the notice sent again');
    await waitUntil(async () => (await keysOf(filed.id)).every((r) => r.status === 'sent'), 5_000, 'marked sent');
    const twice = await t.app.inject({ method: 'POST', url: `/api/Admin/notices/${failed!.id}/resend`, headers: admin() });
    expect(twice.statusCode).toBe(409);
    const missing = await t.app.inject({ method: 'POST', url: '/api/Admin/notices/999999/resend', headers: admin() });
    expect(missing.statusCode).toBe(404);
    const [audit] = await t.app.services.db.select().from(auditLog).where(eq(auditLog.action, 'resend'));
    expect(audit).toMatchObject({ entity: 'outbox-notice', entityId: String(failed!.id) });
  });
});

describe('retention', () => {
  it('removes sent notices after the days kept; waiting and failed ones stay', async () => {
    const { db, outbox: service } = t.app.services;
    const old = new Date(Date.now() - 91 * 86_400_000);
    const [sent] = await db.select().from(outbox).where(eq(outbox.status, 'sent')).limit(1);
    await db.update(outbox).set({ sentAt: old }).where(eq(outbox.id, sent!.id));
    await db.insert(outbox).values([
      { key: 'retention.failed', channel: 'sms', recipient: '9000000001', event: 'filed', body: 'x', status: 'failed', createdAt: old },
      {
        key: 'retention.pending',
        channel: 'sms',
        recipient: '9000000002',
        event: 'filed',
        body: 'x',
        nextAt: new Date(Date.now() + 86_400_000),
        createdAt: old,
      },
    ]);
    const before = await db.$count(outbox);
    expect(await service.purgeSent(90)).toBe(1);
    expect(await db.$count(outbox)).toBe(before - 1);
    expect(await db.$count(outbox, eq(outbox.id, sent!.id))).toBe(0);
    expect(await db.$count(outbox, eq(outbox.key, 'retention.failed'))).toBe(1);
    expect(await db.$count(outbox, eq(outbox.key, 'retention.pending'))).toBe(1);
    await db.delete(outbox).where(sql`${outbox.key} like 'retention.%'`);
  });
});

describe('reassignment', () => {
  /** Officer one gives complaint `id` to another officer. */
  const assign = (id: number, payload: { officerId: number; remarks?: string }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/Admin/complaint/${id}/assign`,
      headers: { authorization: world.people.officerOne.authorization },
      payload,
    });
  it('gives a complaint to another officer who may see its ward, with a remark; both are told', async () => {
    const filed = await file(WARD_NAMES.A);
    const officerOne = { authorization: world.people.officerOne.authorization };
    const noRemark = await assign(filed.id, { officerId: world.people.officerAll.user.id });
    expect(noRemark.statusCode).toBe(400);
    const outsider = await assign(filed.id, { officerId: world.people.officerNone.user.id, remarks: 'For you.' });
    expect(outsider.statusCode).toBe(400);
    const editor = await assign(filed.id, { officerId: world.people.editor.user.id, remarks: 'For you.' });
    expect(editor.statusCode).toBe(400);
    const options = await t.app.inject({ url: `/api/Admin/complaint/${filed.id}/assignable`, headers: officerOne });
    const ids = (options.json() as Array<{ id: number }>).map((o) => o.id);
    expect(ids).toEqual(
      expect.arrayContaining([world.people.admin.user.id, world.people.officerAll.user.id, world.people.officerOne.user.id]),
    );
    expect(ids).not.toContain(world.people.officerNone.user.id);
    expect(ids).not.toContain(world.people.editor.user.id);
    // Another ward's complaint does not exist for a one-ward officer.
    const otherWard = world.complaintIds.B[0]!;
    const hidden = await assign(otherWard, { officerId: world.people.officerOne.user.id, remarks: 'Mine now.' });
    expect(hidden.statusCode).toBe(404);

    const mailBefore = mail.mails.length;
    const ok = await assign(filed.id, { officerId: world.people.officerAll.user.id, remarks: 'Needs the electrical section.' });
    expect(ok.statusCode, ok.body).toBe(200);
    const staff = ok.json() as StaffComplaint;
    expect(staff.assignedToId).toBe(world.people.officerAll.user.id);
    expect(staff.history.at(-1)).toMatchObject({ event: 'assigned', remarks: 'Needs the electrical section.' });
    await waitUntil(
      () => mail.mails.slice(mailBefore).some((m) => m.to.includes(world.people.officerAll.user.email)),
      10_000,
      'the new officer’s e-mail',
    );
    await waitUntil(() => sms.messages.some((m) => m.text.includes(`${filed.complaintNo} is assigned`)), 10_000, 'the citizen’s SMS');
    const [audit] = await t.app.services.db.select().from(auditLog).where(eq(auditLog.action, 'assign'));
    expect(audit).toMatchObject({ entity: 'complaint', entityId: String(filed.id) });
  });
});

describe('escalation', () => {
  it('moves an overdue complaint up one level at a time, once per level, with a new due date and notices to all three', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/Admin/escalation-officers',
      headers: admin(),
      payload: { level: 1, officerId: world.people.officerOne.user.id },
    });
    expect(bad.statusCode).toBe(400); // a one-ward officer cannot take every ward's escalations
    for (const payload of [
      { level: 1, wardId: world.wardIds.A, officerId: world.people.officerAll.user.id },
      { level: 2, officerId: world.people.admin.user.id },
    ]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/Admin/escalation-officers', headers: admin(), payload });
      expect(res.statusCode, res.body).toBe(200);
    }
    const wrongLevel = await t.app.inject({
      method: 'PUT',
      url: '/api/Admin/escalation-officers',
      headers: admin(),
      payload: { level: 4, officerId: world.people.admin.user.id },
    });
    expect(wrongLevel.statusCode).toBe(400);

    const filed = await file(WARD_NAMES.A);
    const { db } = t.app.services;
    const overdue = () =>
      db
        .update(complaints)
        .set({ dueAt: new Date(Date.now() - 60_000) })
        .where(eq(complaints.id, filed.id));
    const escalate = () => t.app.services.complaints.escalateOverdue();
    expect(await escalate()).toBe(0); // not due yet
    await overdue();
    const mailBefore = mail.mails.length;
    // Two runs at once (two processes' schedules): one escalation.
    const runs = await Promise.all([escalate(), escalate()]);
    expect(runs[0]! + runs[1]!).toBe(1);
    const [first] = await db.select().from(complaints).where(eq(complaints.id, filed.id));
    expect(first).toMatchObject({ escalationLevel: 1, assignedTo: world.people.officerAll.user.id });
    expect(first!.dueAt.getTime()).toBeGreaterThan(Date.now());
    expect(await escalate()).toBe(0);
    await waitUntil(
      () => mail.mails.slice(mailBefore).filter((m) => m.subject.startsWith(`Escalated: complaint ${filed.complaintNo}`)).length === 2,
      10_000,
      'both officers’ e-mails',
    );
    await waitUntil(
      () => sms.messages.some((m) => m.text.includes(`${filed.complaintNo}`) && m.text.includes('not resolved in time')),
      10_000,
      'the citizen’s SMS',
    );

    await overdue();
    expect(await escalate()).toBe(1);
    const [second] = await db.select().from(complaints).where(eq(complaints.id, filed.id));
    expect(second).toMatchObject({ escalationLevel: 2, assignedTo: world.people.admin.user.id });
    await overdue();
    expect(await escalate()).toBe(0); // no level 3: it stays with the last
    const tracked = await t.app.inject({ url: `/api/Public/complaint/${filed.complaintNo}?token=${filed.trackingToken}` });
    const answer = tracked.json() as TrackedComplaint;
    expect(answer.escalationLevel).toBe(2);
    expect(answer.history.filter((h) => h.event === 'escalated').map((h) => h.assignee?.role)).toEqual(['officer', 'admin']);
    const count = await db.execute(
      sql`select count(*)::int as n from outbox where complaint_id = ${filed.id} and event = 'staffEscalated'`,
    );
    expect((count as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(4); // each level: the officer it goes to and the one it leaves
  });
});

describe('an officer who lost the ward', () => {
  it('is not told of a reopening any more (the notice would carry the citizen’s reason)', async () => {
    const filed = await file(WARD_NAMES.A);
    const { db } = t.app.services;
    const [row] = await db.select().from(complaints).where(eq(complaints.id, filed.id));
    expect(row!.assignedTo).toBe(world.people.officerOne.user.id);
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/Admin/complaint/${filed.id}/action`,
      headers: admin(),
      payload: { Status: 'Resolved', Remarks: 'Done.' },
    });
    expect(resolved.statusCode).toBe(200);
    expect((await officerOneWards([world.wardIds.B])).statusCode).toBe(200);
    try {
      const reopened = await reopen(filed, 'Still broken at the school gate.');
      expect(reopened.statusCode, reopened.body).toBe(200);
      const rows = await keysOf(filed.id);
      expect(rows.filter((r) => r.event === 'reopened')).toHaveLength(1); // the citizen's
      expect(rows.filter((r) => r.event === 'staffReopened')).toHaveLength(0);
    } finally {
      await officerOneWards([world.wardIds.A]);
    }
  });
});

describe('escalation past an officer who lost the ward', () => {
  it('goes to the next level that may see the ward, and such a complaint never holds up the others', async () => {
    const { db, complaints: service } = t.app.services;
    // Ward C's level 1 is the one-ward officer (ward A only: refused when saved, so written straight into the table
    // as a ward change after saving would leave it); level 2 (every ward) is the admin, set above.
    await db.execute(
      sql`insert into escalation_officers (level, ward_id, officer_id) values (1, ${world.wardIds.C}, ${world.people.officerOne.user.id})`,
    );
    await db.execute(sql`delete from escalation_officers where level = 2 and ward_id is null`);
    const stuck = await file(WARD_NAMES.C);
    const movable = await file(WARD_NAMES.A);
    await db
      .update(complaints)
      .set({ dueAt: new Date(Date.now() - 120_000) })
      .where(eq(complaints.id, stuck.id));
    await db
      .update(complaints)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(complaints.id, movable.id));
    // One at a time: the older, stuck one (no officer at any level may see ward C) is not taken at all.
    expect(await service.escalateOverdue(1)).toBe(1);
    const [a] = await db.select().from(complaints).where(eq(complaints.id, movable.id));
    expect(a!.escalationLevel).toBe(1);
    expect(await service.escalateOverdue(1)).toBe(0);
    // With an admin at level 2 again, the stuck one goes straight there, past level 1's officer.
    await db.execute(sql`insert into escalation_officers (level, officer_id) values (2, ${world.people.admin.user.id})`);
    expect(await service.escalateOverdue(5)).toBeGreaterThanOrEqual(1);
    const [c] = await db.select().from(complaints).where(eq(complaints.id, stuck.id));
    expect(c).toMatchObject({ escalationLevel: 2, assignedTo: world.people.admin.user.id });
  });
});

describe('with no channel configured', () => {
  const quiet = blockTestApp();

  it('writes no notice and attempts nothing; the summary says so', async () => {
    await wardWorld(quiet.app, 'q');
    expect(await quiet.app.services.db.$count(outbox)).toBe(0);
    expect(quiet.app.services.delivery.active).toBe(false);
    const login = await quiet.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'q-admin@test.example', password: 'correct-horse-battery' },
    });
    const { token } = login.json() as { token: string };
    const summary = await quiet.app.inject({ url: '/api/Admin/notices/summary', headers: { authorization: `Bearer ${token}` } });
    expect(summary.json()).toEqual({ email: false, sms: false, pending: 0, sent: 0, failed: 0 });
  });
});
