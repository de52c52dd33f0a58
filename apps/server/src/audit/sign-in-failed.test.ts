import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuditItem } from '@nagar/contract';
import { users } from '../db/schema.ts';
import { TEST_PASSWORD, createTestApp, failedSignIn, newestAuditRow, loginAs, type TestApp } from '../test/app.ts';
import { portalApi } from '../web/portal-api.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: (await loginAs(t.app, 'admin')).authorization };
});
afterAll(() => t?.close());

const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/Account/login', payload: { email, password }, remoteAddress: ip });
const lastAudit = () => newestAuditRow(t.app);

describe('a failed sign-in’s audit row', () => {
  it('keeps the typed address apart from the actor: no actor, the address in changes (bounded, no invisible characters)', async () => {
    const typed = `Mallory\u200b.Admin@Evil.example`;
    expect((await login(typed, 'some-guess-1', '203.0.113.5')).statusCode).toBe(401);
    const row = await lastAudit();
    expect(row).toMatchObject(failedSignIn({ entityId: '', ip: '203.0.113.5', changes: { attemptedEmail: 'mallory.admin@evil.example' } }));

    const long = `${'a'.repeat(400)}@evil.example`;
    // The API's schema refuses such an address (400); the sign-in page hands it to the service as typed.
    expect((await login(long, 'some-guess-2', '203.0.113.6')).statusCode).toBe(400);
    await expect(portalApi(t.app.services).login(long, 'some-guess-2', '203.0.113.6')).rejects.toMatchObject({ status: 401 });
    const bounded = await lastAudit();
    expect(bounded.actorEmail).toBe('');
    expect((bounded.changes as { attemptedEmail: string }).attemptedEmail).toHaveLength(254);
  });

  it('names the account tried (as the record, never as the actor), and the Audit screen’s person filter finds both kinds', async () => {
    const email = 'accounts.clerk@council.example';
    await t.app.services.accounts.upsert({ email, password: TEST_PASSWORD, role: 'editor' });
    const [account] = await t.app.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect((await login(email.toUpperCase(), 'not-my-password', '203.0.113.7')).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject(
      failedSignIn({ entity: 'session', entityId: String(account!.id), changes: { attemptedEmail: email } }),
    );
    const get = (person: string) =>
      t.app.inject({ method: 'GET', url: `/api/Admin/audit?person=${encodeURIComponent(person)}&action=sign-in-failed`, headers: admin });
    const forAccount = (await get(email)).json() as AuditItem[];
    expect(forAccount.map((r) => [r.action, r.actorEmail, r.entityId])).toEqual([['sign-in-failed', '', String(account!.id)]]);
    const forStranger = (await get('mallory.admin@evil.example')).json() as AuditItem[];
    expect(forStranger.map((r) => [r.action, r.actorId, r.changes])).toEqual([
      ['sign-in-failed', null, { attemptedEmail: 'mallory.admin@evil.example' }],
    ]);
  });
});
