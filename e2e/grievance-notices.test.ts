/**
 * Issue 28, done when: a citizen files in Hindi → the officer the routing rule names gets an e-mail and the citizen an
 * SMS, both received by real local servers (an SMTP server, smtp-server; an HTTP server as the SMS gateway) → the
 * officer, from the e-mail's link, resolves it → the citizen, from the SMS's link, reopens it with a reason → it is
 * resolved again → the citizen rates it. A complaint past its due date escalates once per level, with the notices.
 * Admin › Routing and Admin › Notifications show the rules and the outbox. Every page passes axe.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complaints,
  districts,
  escalationOfficers,
  grievanceTypes,
  routingRules,
  userWards,
  users,
  wards,
} from '../apps/server/src/db/schema.ts';
import { noticeConfig, startMailServer, startSmsGateway, waitUntil } from '../apps/server/src/test/notice-servers.ts';
import { ADMIN } from './support/app.ts';
import { checkA11y, open, screenshot, signIn } from './support/browser.ts';
import { fillGrievanceHi, saveComplaintAction, submitGrievance } from './support/grievance.ts';
import { browserSuite } from './support/suite.ts';

const mail = await startMailServer();
const sms = await startSmsGateway();
const suite = browserSuite({
  config: { notices: noticeConfig({ SMTP_URL: mail.url, SMS_GATEWAY_URL: sms.url, ESCALATION_INTERVAL_SECONDS: '0.5' }) },
});

const WARD = { name: 'Ward 4 – Ram Nagar', nameHi: 'वार्ड 4 – राम नगर' };
const TYPE = { name: 'Garbage not collected', nameHi: 'कचरा नहीं उठाया गया', resolutionDays: 2 };
const MOBILE = '9000028099';
const OFFICER = { email: 'anil.kumar@e2e.example', password: 'officer-password-28', name: 'Anil Kumar' };
const ENGINEER = { email: 'rakesh.gupta@e2e.example', password: 'engineer-password-28', name: 'Rakesh Gupta' };
let complaintNo = '';
let complaintId = 0;

/** A link of a notice, on this test's server (the notices name PUBLIC_URL, which the test server does not listen on). */
const here = (text: string, pattern: RegExp) => {
  const found = pattern.exec(text)?.[0];
  if (!found) throw new Error(`no link in: ${text}`);
  const url = new URL(found);
  return `${suite.url}${url.pathname}${url.search}`;
};

beforeAll(async () => {
  const { db, accounts } = suite.running.app.services;
  await db.insert(districts).values({ name: 'Sundarpur', nameHi: 'सुंदरपुर' });
  const [ward] = await db.insert(wards).values(WARD).returning({ id: wards.id });
  await db.insert(grievanceTypes).values(TYPE);
  await accounts.upsert({ ...OFFICER, role: 'officer' });
  await accounts.upsert({ ...ENGINEER, role: 'officer' });
  const [officer] = await db.select().from(users).where(eq(users.email, OFFICER.email));
  const [engineer] = await db.select().from(users).where(eq(users.email, ENGINEER.email));
  const [admin] = await db.select().from(users).where(eq(users.email, ADMIN.email));
  await db.insert(userWards).values({ userId: officer!.id, wardId: ward!.id });
  await db.update(users).set({ allWards: true }).where(eq(users.id, engineer!.id));
  await db.insert(routingRules).values({ wardId: ward!.id, officerId: officer!.id });
  await db.insert(escalationOfficers).values([
    { level: 1, wardId: ward!.id, officerId: engineer!.id },
    { level: 2, officerId: admin!.id },
  ]);
  suite.running.app.services.cache.invalidate();
});

afterAll(async () => {
  await mail.stop();
  await sms.close();
});

describe('notices through a complaint’s life', () => {
  it('a citizen files in Hindi: an SMS in Hindi to the citizen, an e-mail to the officer of the ward', async () => {
    const p = await suite.page({ lang: 'hi' });
    expect(await open(p, `${suite.url}/postgrievance`)).toBe(200);
    await fillGrievanceHi(p, {
      ward: WARD.nameHi,
      type: TYPE.nameHi,
      details: 'गली नंबर 3 में चार दिन से कचरा नहीं उठाया गया है।',
      name: 'कमला देवी',
      mobile: MOBILE,
      email: 'kamla@example.in',
    });
    await checkA11y(p, 'grievance form with the e-mail field (hi)');
    await submitGrievance(p, 'शिकायत दर्ज करें');
    complaintNo = (await p.getByTestId('complaint-no').innerText()).trim();
    const [row] = await suite.running.app.services.db.select().from(complaints).where(eq(complaints.complaintNo, complaintNo));
    complaintId = row!.id;
    expect(row).toMatchObject({ language: 'hi', email: 'kamla@example.in' });

    await waitUntil(() => sms.messages.some((m) => m.text.includes(complaintNo)), 15_000, 'the citizen’s SMS');
    const text = sms.messages.find((m) => m.text.includes(complaintNo))!;
    expect(text.to).toBe(MOBILE);
    expect(text.text).toMatch(/^नगर परिषद: आपकी शिकायत GRV-\d{4}-\d{6} दर्ज हो गई है/);
    await waitUntil(() => mail.mails.some((m) => m.to.includes(OFFICER.email)), 15_000, 'the officer’s e-mail');
    const officerMail = mail.mails.find((m) => m.to.includes(OFFICER.email))!;
    expect(officerMail.subject).toBe(`Assigned to you: complaint ${complaintNo} / आपको सौंपी गई: शिकायत ${complaintNo}`);
    await waitUntil(() => mail.mails.some((m) => m.to.includes('kamla@example.in')), 15_000, 'the citizen’s e-mail');
  });

  it('the officer opens the e-mail’s link, sees the complaint assigned to them and resolves it', async () => {
    const p = await suite.page();
    const link = here(mail.mails.find((m) => m.to.includes(OFFICER.email))!.text, /https?:\/\/\S+\/admin\/complaints\/\d+/);
    await open(p, `${suite.url}/login`);
    await signIn(p, OFFICER, '/admin/dashboard');
    // The queue opens on what is assigned to them.
    await open(p, `${suite.url}/admin/complaints`);
    await p.getByRole('link', { name: 'Assigned to me' }).and(p.locator('[aria-current="page"]')).waitFor();
    await p.getByRole('link', { name: complaintNo }).waitFor();
    await checkA11y(p, 'officer queue, assigned to me');
    await open(p, link);
    await p.getByRole('heading', { level: 1, name: new RegExp(complaintNo) }).waitFor();
    expect(await p.getByTestId('staff-assigned').innerText()).toBe(`${OFFICER.name} (Grievance officer)`);
    expect(await p.getByTestId('history-assigned').innerText()).toBe(`Assigned to ${OFFICER.name} (Grievance officer)`);
    await checkA11y(p, 'assigned complaint, staff view');
    await saveComplaintAction(p, 'en', 'Resolved', 'कचरा उठा लिया गया।');
    await screenshot(p, 'notices-officer-resolved');
    await waitUntil(
      () => sms.messages.some((m) => m.text.includes(complaintNo) && m.text.includes('निस्तारण हो गया')),
      15_000,
      'the resolution SMS',
    );
  });

  it('the citizen opens the SMS’s link and reopens it with a reason; the officer is told', async () => {
    const p = await suite.page({ lang: 'hi' });
    const resolved = sms.messages.find((m) => m.text.includes(complaintNo) && m.text.includes('निस्तारण हो गया'))!;
    expect(await open(p, here(resolved.text, /https?:\/\/\S+\/trackgrievance\?\S+/))).toBe(200);
    expect(await p.getByTestId('track-assigned').innerText()).toBe(`${OFFICER.name} (शिकायत अधिकारी)`);
    await p.locator('#t-reason').fill('कचरा फिर से जमा हो गया है।');
    await p.getByRole('button', { name: 'शिकायत फिर से खोलें' }).click();
    await p.getByTestId('reopened-done').waitFor();
    await checkA11y(p, 'reopened from the SMS link (hi)');
    await waitUntil(
      () => mail.mails.some((m) => m.to.includes(OFFICER.email) && m.subject.startsWith(`Reopened: complaint ${complaintNo}`)),
      15_000,
      'the officer’s reopening e-mail',
    );
    await waitUntil(
      () => sms.messages.some((m) => m.text.includes(complaintNo) && m.text.includes('फिर से खोली गई')),
      15_000,
      'the reopening SMS',
    );
  });

  it('resolved again, the citizen rates it', async () => {
    const officer = await suite.running.app.services.accounts.login(OFFICER.email, OFFICER.password, '127.0.0.1');
    const res = await suite.running.app.inject({
      method: 'POST',
      url: `/api/Admin/complaint/${complaintId}/action`,
      headers: { authorization: `Bearer ${(officer as { token: string }).token}` },
      payload: { Status: 'Resolved', Remarks: 'Collection point cleaned and a bin placed.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = await suite.page();
    const [row] = await suite.running.app.services.db.select().from(complaints).where(eq(complaints.id, complaintId));
    expect(await open(p, `${suite.url}/trackgrievance?no=${complaintNo}&t=${row!.trackingToken}`)).toBe(200);
    await p.getByLabel('5 – Very good').check();
    await p.locator('#t-comment').fill('Quick work the second time.');
    await p.getByRole('button', { name: 'Send rating' }).click();
    await p.getByTestId('rated-done').waitFor();
    expect(await p.getByTestId('track-rating').innerText()).toBe('5 of 5\nQuick work the second time.');
    await checkA11y(p, 'rated after the second resolution');
  });

  it('a complaint past its due date escalates once per level on the server’s schedule, with the notices', async () => {
    const { complaints: service, db } = suite.running.app.services;
    const filed = await service.file(
      {
        district: 'Sundarpur',
        ward: WARD.name,
        grivance: TYPE.name,
        additional_Information: 'The bin near the temple overflows.',
        name: 'Ramesh Yadav',
        mobile: '9000028100',
        consent: 'on',
        photos: [],
      },
      '10.28.99.1',
    );
    const [row] = await db.select().from(complaints).where(eq(complaints.complaintNo, filed.complaintNo));
    const overdue = () =>
      db
        .update(complaints)
        .set({ dueAt: new Date(Date.now() - 60_000) })
        .where(eq(complaints.id, row!.id));
    const level = async () => (await db.select().from(complaints).where(eq(complaints.id, row!.id)))[0]!.escalationLevel;
    await overdue();
    await waitUntil(async () => (await level()) === 1, 15_000, 'level 1');
    await waitUntil(
      () => mail.mails.filter((m) => m.subject.startsWith(`Escalated: complaint ${filed.complaintNo}`)).length === 2,
      15_000,
      'both officers’ e-mails',
    );
    expect(
      mail.mails
        .filter((m) => m.subject.startsWith(`Escalated: complaint ${filed.complaintNo}`))
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual([ENGINEER.email, OFFICER.email].sort());
    await waitUntil(
      () => sms.messages.some((m) => m.text.includes(filed.complaintNo) && m.text.includes('not resolved in time')),
      15_000,
      'SMS',
    );
    // Not due any more: it stays at level 1 over several runs of the schedule.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await level()).toBe(1);
    await overdue();
    await waitUntil(async () => (await level()) === 2, 15_000, 'level 2');
    await overdue();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await level()).toBe(2);

    const p = await suite.page();
    expect(await open(p, `${suite.url}/trackgrievance?no=${filed.complaintNo}&t=${filed.trackingToken}`)).toBe(200);
    expect(await p.getByTestId('history-assigned').allInnerTexts()).toEqual([
      `Assigned to ${OFFICER.name} (Grievance officer)`,
      `Past its due date: escalated to ${ENGINEER.name} (Grievance officer)`,
      'Past its due date: escalated to Administrator (Administrator)',
    ]);
    expect(await p.getByTestId('track-assigned').innerText()).toContain('Escalated 2 times');
    await checkA11y(p, 'escalated complaint, tracking page');
    await screenshot(p, 'notices-escalated-track');
  });

  it('Admin › Routing and Admin › Notifications show the rules and the outbox', async () => {
    const p = await suite.page();
    await open(p, `${suite.url}/login`);
    await signIn(p, ADMIN, '/admin/dashboard');
    await open(p, `${suite.url}/admin/routing`);
    await p.getByTestId('routing-rule').first().waitFor();
    expect(await p.getByTestId('routing-rule').allInnerTexts()).toEqual([expect.stringContaining(OFFICER.name)]);
    expect(await p.getByTestId('escalation-officer').count()).toBe(2);
    await checkA11y(p, 'Admin › Routing');
    await screenshot(p, 'admin-routing');
    await open(p, `${suite.url}/admin/notifications?status=sent`);
    expect(await p.getByTestId('channel-email').innerText()).toBe('Configured');
    await expect.poll(() => p.getByTestId('outbox-row').count()).toBeGreaterThan(8);
    expect(await p.content()).not.toContain(MOBILE);
    await checkA11y(p, 'Admin › Notifications');
    await screenshot(p, 'admin-notifications');

    // A template edited, kept over a reload before it is saved, then used for the next notice.
    const english = p.locator('#tpl-statusChanged-en');
    await english.fill('{council}: complaint {complaintNo} moved to {status}. {link}');
    await p.reload();
    await p.getByTestId('templates-restored').waitFor();
    expect(await english.inputValue()).toBe('{council}: complaint {complaintNo} moved to {status}. {link}');
    await p.locator('#tpl-filed-id').fill('1107160000000012345');
    await p.getByRole('button', { name: 'Save templates' }).click();
    const ok = p.getByRole('dialog', { name: 'Success' });
    await ok.waitFor();
    await ok.getByRole('button').first().click();
    const filed = await suite.running.app.services.complaints.file(
      {
        district: 'Sundarpur',
        ward: WARD.name,
        grivance: TYPE.name,
        additional_Information: 'Waste dumped on the footpath.',
        name: 'Mohan Lal',
        mobile: '9000028101',
        consent: 'on',
        language: 'en',
        photos: [],
      },
      '10.28.99.2',
    );
    await waitUntil(() => sms.messages.some((m) => m.text.includes(filed.complaintNo)), 15_000, 'the filing SMS');
    expect(sms.messages.find((m) => m.text.includes(filed.complaintNo))!.templateId).toBe('1107160000000012345');
    const [row] = await suite.running.app.services.db.select().from(complaints).where(eq(complaints.complaintNo, filed.complaintNo));
    const login = await suite.running.app.inject({ method: 'POST', url: '/api/Account/login', payload: ADMIN });
    const res = await suite.running.app.inject({
      method: 'POST',
      url: `/api/Admin/complaint/${row!.id}/action`,
      headers: { authorization: `Bearer ${(login.json() as { token: string }).token}` },
      payload: { Status: 'In Progress', Remarks: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await waitUntil(
      () => sms.messages.some((m) => m.text.includes(`${filed.complaintNo} moved to In Progress.`)),
      15_000,
      'the edited template',
    );
  });
});
