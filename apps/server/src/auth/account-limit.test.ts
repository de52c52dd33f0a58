import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { LOGIN_ACCOUNT_DELAY_CAP_SECONDS, LOGIN_DELAY_BASE_SECONDS, LOGIN_MAX_FAILURES_PER_ACCOUNT } from '@nagar/contract';
import { auditLog, rateLimits, users } from '../db/schema.ts';
import { TEST_PASSWORD, createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/Account/login', payload: { email, password }, remoteAddress: ip });

/** Runs the calls `width` at a time, in order; answers their results in order. */
async function inBatches<T>(calls: Array<() => Promise<T>>, width: number): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < calls.length; i += width) out.push(...(await Promise.all(calls.slice(i, i + width).map((c) => c()))));
  return out;
}

const failedRows = (email: string) =>
  t.app.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'sign-in-failed'), sql`${auditLog.changes} ->> 'attemptedEmail' = ${email}`));

describe('the per-account limit across addresses', () => {
  it('1,000 guesses from 200 addresses: only the first few are evaluated, the rest and then the right password wait (429)', async () => {
    const email = 'treasurer@council.example';
    await t.app.services.accounts.upsert({ email, password: TEST_PASSWORD, role: 'admin' });
    // The owner signed in from the office before the attack.
    const office = '192.0.2.10';
    expect((await login(email, TEST_PASSWORD, office)).statusCode).toBe(200);

    const guesses = Array.from(
      { length: 200 * 5 },
      (_, i) => () => login(email, `guess-${i}-x`, `10.66.${Math.floor(i / 5)}.${(i % 5) + 1}`),
    );
    // 200 addresses × 5 guesses each (within every address's and pair's own limits).
    const answers = await inBatches(
      Array.from({ length: 1000 }, (_, i) => guesses[(i % 200) * 5 + Math.floor(i / 200)]!),
      10,
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(codes.filter((c) => c === 429).length).toBe(1000 - LOGIN_MAX_FAILURES_PER_ACCOUNT);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ minutes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_DELAY_BASE_SECONDS);
    // Only the evaluated guesses wrote a failure row: the refused ones never reached the password check.
    expect(await failedRows(email)).toHaveLength(LOGIN_MAX_FAILURES_PER_ACCOUNT);

    // The right password from an address new to the account is refused too during the delay (it is not evaluated:
    // the attacker cannot learn that a guess was right).
    const rightNew = await login(email, TEST_PASSWORD, '10.77.0.1');
    expect(rightNew.statusCode).toBe(429);
    expect(rightNew.headers['set-cookie']).toBeUndefined();
    // The owner at an address they signed in from before is not held by the account's delay.
    expect((await login(email, TEST_PASSWORD, office)).statusCode).toBe(200);

    // Once the wait is over, one more attempt is evaluated; a wrong one doubles the wait (up to the cap).
    const over = () =>
      t.app.services.db
        .update(rateLimits)
        .set({ blockedUntil: new Date(Date.now() - 1000) })
        .where(and(eq(rateLimits.purpose, 'login-account'), eq(rateLimits.key, email)));
    await over();
    expect((await login(email, 'one-more-guess', '10.77.0.2')).statusCode).toBe(401);
    const longer = await login(email, 'and-another-guess', '10.77.0.3');
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(LOGIN_DELAY_BASE_SECONDS);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(
      Math.min(2 * LOGIN_DELAY_BASE_SECONDS, LOGIN_ACCOUNT_DELAY_CAP_SECONDS),
    );
    // A delay, never a lock: after it, the right password signs in from anywhere.
    await over();
    expect((await login(email, TEST_PASSWORD, '10.77.0.4')).statusCode).toBe(200);
  }, 120_000);

  it('an unknown e-mail is held the same way (no difference tells which accounts exist)', async () => {
    const email = 'nobody-here@council.example';
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT + 3; i++)
      codes.push((await login(email, `guess-${i}-y`, `10.88.0.${i + 1}`)).statusCode);
    expect(codes).toEqual([...Array<number>(LOGIN_MAX_FAILURES_PER_ACCOUNT).fill(401), 429, 429, 429]);
  });

  it('the owner’s own mistakes and successes from new addresses: the right password does not count', async () => {
    const email = 'clerk-limit@council.example';
    await t.app.services.accounts.upsert({ email, password: TEST_PASSWORD, role: 'editor' });
    for (let i = 0; i < 3 * LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      // A new address each time, always right: never held.
      expect((await login(email, TEST_PASSWORD, `10.99.${i}.1`)).statusCode).toBe(200);
    }
    const [row] = await t.app.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(row).toBeDefined();
  });
});
