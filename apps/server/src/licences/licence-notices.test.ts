/**
 * A trade licence application's decisions told to the applicant through the outbox (on a real database, with a local
 * SMTP server and SMS gateway): returned, approved with the licence number, rejected, cancelled; an SMS to the
 * application's mobile and an e-mail when it gave one, in the application's language, written with the step's history
 * row (its id in the notice's key); never PAN, date of birth or address; nothing on a refused step; delivered once.
 */
import { desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffTradeLicence } from '@nagar/contract';
import { outbox, tradeLicenceApplications, tradeLicenceHistory, wards } from '../db/schema.ts';
import { injectForm, loginAs, testPdf, type TestApp } from '../test/app.ts';
import { LICENCE_ADDRESS as ADDRESS, LICENCE_DOB as DOB, LICENCE_FORM, LICENCE_PAN as PAN } from '../test/licence-form.ts';
import { noticeTestApp, waitUntil, type SmsGateway } from '../test/notice-servers.ts';

let sms: SmsGateway;
let t: TestApp;
let close: (() => Promise<void>) | undefined;
let revenue: { authorization: string };
let pdf: Buffer;
let ip = 0;

async function apply(fields: Record<string, string>) {
  const res = await injectForm(
    t.app,
    { url: '/api/Public/trade-licence', remoteAddress: `10.129.0.${++ip}` },
    { ...LICENCE_FORM, ...fields },
    { identityDocument: { data: pdf, filename: 'id.pdf', type: 'application/pdf' } },
  );
  expect(res.statusCode, res.body).toBe(201);
  const { applicationNo } = res.json() as { applicationNo: string };
  const [row] = await t.app.services.db
    .select()
    .from(tradeLicenceApplications)
    .where(eq(tradeLicenceApplications.applicationNo, applicationNo));
  return { id: row!.id, applicationNo };
}
const act = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/Admin/trade-licence/${id}/action`, payload, headers: revenue });
const noticesOf = async (id: number) =>
  (
    await t.app.services.db
      .select()
      .from(outbox)
      .where(like(outbox.key, `tl-${id}.%`))
  ).sort((a, b) => a.id - b.id);
const outboxCount = async () => Number((await t.app.services.db.select({ n: sql<number>`count(*)` }).from(outbox))[0]!.n);
const lastStepId = async (id: number) =>
  (
    await t.app.services.db
      .select({ id: tradeLicenceHistory.id })
      .from(tradeLicenceHistory)
      .where(eq(tradeLicenceHistory.applicationId, id))
      .orderBy(desc(tradeLicenceHistory.id))
      .limit(1)
  )[0]!.id;

beforeAll(async () => {
  ({ t, sms, close } = await noticeTestApp());
  await t.app.services.db.insert(wards).values([{ name: 'Ward 4' }]);
  revenue = await loginAs(t.app, 'revenue');
  pdf = await testPdf('Identity');
}, 60_000);

afterAll(() => close?.());

describe("a trade licence application's notices", () => {
  it('returned: an SMS and an e-mail in Hindi with the remarks, keyed by the step; never PAN, date of birth or address', async () => {
    const a = await apply({ mobile: '9811100001', email: 'verma@example.in', language: 'hi' });
    expect(await noticesOf(a.id)).toEqual([]);
    expect((await act(a.id, { action: 'return', remarks: 'पहचान पत्र की साफ़ प्रति लगाएँ।' })).statusCode).toBe(200);
    const step = await lastStepId(a.id);
    const rows = await noticesOf(a.id);
    expect(rows.map((r) => [r.channel, r.recipient, r.language, r.event, r.key])).toEqual([
      ['sms', '9811100001', 'hi', 'tlReturned', `tl-${a.id}.${step}.tlReturned.sms.citizen`],
      ['email', 'verma@example.in', 'hi', 'tlReturned', `tl-${a.id}.${step}.tlReturned.email.citizen`],
    ]);
    for (const r of rows) {
      expect(r.body).toContain(a.applicationNo);
      expect(r.body).toContain('सुधार हेतु लौटाया गया');
      expect(r.body).toContain('पहचान पत्र की साफ़ प्रति लगाएँ।');
      expect(r.body).toContain(`/tradelicense/track?no=${a.applicationNo}`);
      expect(r.complaintId).toBeNull();
      for (const secret of [PAN, DOB, ADDRESS, 'Ramesh']) expect(`${r.subject} ${r.body}`).not.toContain(secret);
    }
    // Delivered once each.
    await waitUntil(async () => (await noticesOf(a.id)).every((r) => r.status === 'sent'), 15_000, 'the notices sent');
    expect(sms.messages.filter((m) => m.text.includes(a.applicationNo))).toHaveLength(1);
  });

  it('approved with the licence number, then cancelled with the reason, in English (SMS only: no e-mail given); nothing on a refusal', async () => {
    const b = await apply({ mobile: '9811100002' });
    expect((await act(b.id, { action: 'scrutinise' })).statusCode).toBe(200);
    expect((await act(b.id, { action: 'recordFee', receiptNo: 'CR-1', receiptDate: '2026-11-20', receiptAmount: '500' })).statusCode).toBe(
      200,
    );
    // The steps that decide nothing tell nobody.
    expect(await noticesOf(b.id)).toEqual([]);
    const approved = (await act(b.id, { action: 'approve', remarks: 'In order' })).json() as StaffTradeLicence;
    const licenceNo = approved.licence!.licenceNo;
    let rows = await noticesOf(b.id);
    expect(rows.map((r) => [r.channel, r.language, r.event])).toEqual([['sms', 'en', 'tlApproved']]);
    expect(rows[0]!.body).toContain(`Your licence number is ${licenceNo}`);
    expect(rows[0]!.subject).toBe(`Trade licence ${licenceNo} issued`);

    // Refused steps write no notice.
    const before = await outboxCount();
    expect((await act(b.id, { action: 'cancel', remarks: '' })).statusCode).toBe(400);
    expect((await act(b.id, { action: 'reject', remarks: 'late' })).statusCode).toBe(409);
    expect(await outboxCount()).toBe(before);

    expect((await act(b.id, { action: 'cancel', remarks: 'Premises sealed.' })).statusCode).toBe(200);
    rows = await noticesOf(b.id);
    expect(rows.map((r) => r.event)).toEqual(['tlApproved', 'tlCancelled']);
    expect(rows[1]!.body).toContain(`trade licence ${licenceNo} (application ${b.applicationNo}) is cancelled: Premises sealed.`);
    const afterCancel = await outboxCount();
    expect((await act(b.id, { action: 'cancel', remarks: 'Again' })).statusCode).toBe(409);
    expect(await outboxCount()).toBe(afterCancel);
  });

  it('rejected: the notice with the remarks', async () => {
    const c = await apply({ mobile: '9811100003', language: 'en' });
    expect((await act(c.id, { action: 'reject', remarks: 'Trade not allowed in a residential lane.' })).statusCode).toBe(200);
    const rows = await noticesOf(c.id);
    expect(rows.map((r) => [r.channel, r.event])).toEqual([['sms', 'tlRejected']]);
    expect(rows[0]!.body).toContain(`application ${c.applicationNo} is rejected: Trade not allowed in a residential lane.`);
  });
});
