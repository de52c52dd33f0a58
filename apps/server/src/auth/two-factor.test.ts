/**
 * Two-factor sign-in (TOTP) and one-time passwords, through the API on a real database: enrolment, the code at
 * sign-in (wrong, reused, recovery code once, throttled), the restricted session of an admin who must enrol and
 * of a one-time password, ADMIN_2FA required vs optional, the admin's reset (audited) and the 72-hour expiry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { LOGIN_MAX_FAILURES_PER_PAIR, formatMessage } from '@nagar/contract';
import { auditLog, recoveryCodes, users } from '../db/schema.ts';
import { TEST_PASSWORD, blockTestApp, createTestApp, type TestApp } from '../test/app.ts';

/** The code an authenticator app shows at a moment (computed here from the secret, as the app does). */
const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: ms });

let lastIp = 0;
const nextIp = () => `10.9.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;
let lastEmail = 0;

function helpers(get: () => TestApp) {
  const inject = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, ip = '127.0.0.1') =>
    get().app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
    });
  const login = (email: string, password: string, code?: string, ip = nextIp()) =>
    inject('POST', '/api/Account/login', undefined, { email, password, ...(code !== undefined ? { code } : {}) }, ip);
  async function account(role: 'admin' | 'editor' | 'officer' | 'user') {
    const email = `tf${++lastEmail}@council.example`;
    await get().app.services.accounts.upsert({ email, password: TEST_PASSWORD, role });
    return email;
  }
  /** A virtual clock, moved a step on each time a code is needed (a code is accepted once per 30-second step). */
  let offset = 0;
  const tick = () => {
    offset += 30_000;
    const at = Date.now() + offset;
    get().app.services.accounts.now = () => new Date(Date.now() + offset);
    return at;
  };
  /** Signs in (a restricted session when the role must enrol), sets up two-factor sign-in; its secret and codes. */
  async function enrolled(role: 'admin' | 'editor' | 'officer' | 'user') {
    const email = await account(role);
    const first = await login(email, TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    const token = first.json().token as string;
    const setup = await inject('POST', '/api/Account/two-factor/setup', token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri } = setup.json() as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(new RegExp(`^otpauth://totp/.+\\?.*secret=${secret}`));
    expect(otpauthUri).toContain('algorithm=SHA1');
    expect(otpauthUri).toContain('digits=6');
    expect(otpauthUri).toContain('period=30');
    const confirm = await inject('POST', '/api/Account/two-factor/confirm', token, { code: codeAt(secret, tick()) });
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json().recoveryCodes as string[];
    return { email, token, secret, codes };
  }
  /**
   * A role for which the second factor is optional: a new account signs in with the password alone and opens `screen`;
   * once enrolled, the password alone asks for the code. Returns the enrolled account.
   */
  async function optionalForRole(role: 'admin' | 'editor', screen: string) {
    const res = await login(await account(role), TEST_PASSWORD);
    expect(res.json()).toMatchObject({ mustEnrol: false, twoFactor: false });
    expect((await inject('GET', screen, res.json().token)).statusCode).toBe(200);
    const withCode = await enrolled(role);
    expect((await login(withCode.email, TEST_PASSWORD)).json().twoFactorRequired).toBe(true);
    return withCode;
  }

  return { inject, login, account, tick, enrolled, optionalForRole };
}

describe('two-factor sign-in (ADMIN_2FA=required)', () => {
  const t = blockTestApp({ config: { admin2fa: 'required' } });
  const { inject, login, account, tick, enrolled, optionalForRole } = helpers(() => t);

  it('an admin without a second factor gets a session that reaches only the set-up, me and sign-out', async () => {
    const email = await account('admin');
    const res = await login(email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', twoFactor: false, mustEnrol: true, mustChangePassword: false });
    const token = res.json().token as string;
    const me = await inject('GET', '/api/Account/me', token);
    expect(me.json()).toMatchObject({ email, twoFactor: false, mustEnrol: true, mustChangePassword: false });
    for (const [method, url] of [
      ['GET', '/api/Admin/users'],
      ['GET', '/api/Admin/audit'],
      ['POST', '/api/Account/two-factor/disable'],
      ['GET', '/api/Admin/settings'],
    ] as const) {
      const refused = await inject(method, url, token);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(formatMessage('twoFactorEnrolFirst'));
    }
    // Enrolled: the same session reaches everything at once.
    const setup = await inject('POST', '/api/Account/two-factor/setup', token);
    const again = await inject('POST', '/api/Account/two-factor/setup', token);
    expect(again.json().secret).toBe(setup.json().secret); // pending: the same secret until confirmed
    const wrong = await inject('POST', '/api/Account/two-factor/confirm', token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toBe(formatMessage('twoFactorCodeWrong'));
    const ok = await inject('POST', '/api/Account/two-factor/confirm', token, { code: codeAt(setup.json().secret, tick()) });
    expect(ok.statusCode).toBe(200);
    expect((await inject('GET', '/api/Admin/users', token)).statusCode).toBe(200);
    expect((await inject('GET', '/api/Account/me', token)).json()).toMatchObject({ twoFactor: true, mustEnrol: false });
    // Once confirmed, the secret is never answered again.
    const after = await inject('POST', '/api/Account/two-factor/setup', token);
    expect(after.statusCode).toBe(409);
    expect(after.body).not.toContain(setup.json().secret);
    expect((await inject('POST', '/api/Account/two-factor/confirm', token, { code: '123456' })).statusCode).toBe(409);
    // An admin may not turn it off while it is required.
    const off = await inject('POST', '/api/Account/two-factor/disable', token, { password: TEST_PASSWORD, code: '123456' });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(formatMessage('twoFactorKeepForAdmins'));
  });

  it('ten recovery codes, stored hashed; sign-in asks for the code, refuses a wrong or reused one', async () => {
    const { email, secret, codes } = await enrolled('admin');
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const [user] = await t.app.services.db.select().from(users).where(eq(users.email, email));
    const stored = await t.app.services.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user!.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.replace(/-/g, ''));

    const ip = nextIp();
    const missing = await login(email, TEST_PASSWORD, undefined, ip);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ twoFactorRequired: true, message: formatMessage('twoFactorRequired') });
    expect(missing.headers['set-cookie']).toBeUndefined();
    const wrong = await login(email, TEST_PASSWORD, '000000', ip);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ twoFactorRequired: true, message: formatMessage('twoFactorWrong') });
    // A wrong password with a right code is the ordinary refusal (no hint that the code was right).
    const code = codeAt(secret, tick());
    const badPassword = await login(email, 'not-the-password', code, ip);
    expect(badPassword.statusCode).toBe(401);
    expect(badPassword.json().twoFactorRequired).toBeUndefined();

    const ok = await login(email, TEST_PASSWORD, code, ip);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ twoFactor: true, mustEnrol: false });
    // The same code again, even within its 30 seconds: refused. So is the code of the step before.
    const reused = await login(email, TEST_PASSWORD, code, nextIp());
    expect(reused.statusCode).toBe(401);
    expect(reused.json().twoFactorRequired).toBe(true);
    const earlier = codeAt(secret, t.app.services.accounts.now().getTime() - 30_000);
    expect((await login(email, TEST_PASSWORD, earlier, nextIp())).statusCode).toBe(401);

    // A recovery code signs in once (typed in capitals, without hyphens: the same code); then it is used up.
    const recovery = codes[3]!;
    const viaRecovery = await login(email, TEST_PASSWORD, recovery.replace(/-/g, '').toUpperCase(), nextIp());
    expect(viaRecovery.statusCode).toBe(200);
    const usedAgain = await login(email, TEST_PASSWORD, recovery, nextIp());
    expect(usedAgain.statusCode).toBe(401);
    expect(usedAgain.json()).toEqual({ twoFactorRequired: true, message: formatMessage('twoFactorWrong') });
    const rows = await t.app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorEmail, email), eq(auditLog.action, 'sign-in')));
    // The first sign-in (to the enrolment) had none.
    expect(rows.map((r) => (r.changes as { secondFactor?: string }).secondFactor ?? 'none').sort()).toEqual(['none', 'recovery', 'totp']);
  });

  it('codes are throttled like passwords: per account and address, with growing delays', async () => {
    const { email, secret } = await enrolled('admin');
    const ip = nextIp();
    let status = 0;
    let tries = 0;
    while (status !== 429 && tries < LOGIN_MAX_FAILURES_PER_PAIR + 2) {
      status = (await login(email, TEST_PASSWORD, String(100000 + tries), ip)).statusCode;
      tries++;
    }
    expect(status).toBe(429);
    expect(tries).toBeLessThanOrEqual(LOGIN_MAX_FAILURES_PER_PAIR + 1);
    // Even the right code waits its turn.
    const blocked = await login(email, TEST_PASSWORD, codeAt(secret, tick()), ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('codes tried from many addresses count against the account too', async () => {
    const { email, secret } = await enrolled('admin');
    let status = 0;
    let tries = 0;
    // Each guess from a new address: the pair's limit never applies, the account's does.
    while (status !== 429 && tries < LOGIN_MAX_FAILURES_PER_PAIR + 2) {
      status = (await login(email, TEST_PASSWORD, String(200000 + tries), nextIp())).statusCode;
      tries++;
    }
    expect(status).toBe(429);
    expect((await login(email, TEST_PASSWORD, codeAt(secret, tick()), nextIp())).statusCode).toBe(429);
    // The password step alone (no code) is not refused: the owner is asked for the code, not locked out by it.
    expect((await login(email, TEST_PASSWORD, undefined, nextIp())).json().twoFactorRequired).toBe(true);
  });

  it('other roles may enrol (optional) and turn it off with their password and a code', async () => {
    const { email: e2, token, secret } = await optionalForRole('editor', '/api/Admin/notice');
    const badPw = await inject('POST', '/api/Account/two-factor/disable', token, {
      password: 'wrong-password-x',
      code: codeAt(secret, tick()),
    });
    expect(badPw.statusCode).toBe(400);
    const badCode = await inject('POST', '/api/Account/two-factor/disable', token, { password: TEST_PASSWORD, code: '000000' });
    expect(badCode.statusCode).toBe(400);
    const off = await inject('POST', '/api/Account/two-factor/disable', token, { password: TEST_PASSWORD, code: codeAt(secret, tick()) });
    expect(off.statusCode).toBe(204);
    expect((await login(e2, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("an admin resets another account's second factor (audited, sessions end); not their own", async () => {
    const admin = await enrolled('admin');
    const adminToken = (await login(admin.email, TEST_PASSWORD, codeAt(admin.secret, tick()))).json().token as string;
    const other = await enrolled('admin');
    const [row] = await t.app.services.db.select().from(users).where(eq(users.email, other.email));
    const res = await inject('POST', `/api/Admin/users/${row!.id}/reset-2fa`, adminToken);
    expect(res.statusCode).toBe(204);
    expect((await inject('GET', '/api/Account/me', other.token)).statusCode).toBe(401);
    const [audit] = await t.app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'two-factor-reset'), eq(auditLog.entityId, String(row!.id))));
    expect(audit).toMatchObject({ actorEmail: admin.email, entity: 'user', changes: { twoFactor: [true, false] } });
    expect(await t.app.services.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row!.id))).toHaveLength(0);
    // It signs in with the password alone, to the enrolment again (an admin while required).
    const again = await login(other.email, TEST_PASSWORD);
    expect(again.json()).toMatchObject({ twoFactor: false, mustEnrol: true });

    const [self] = await t.app.services.db.select().from(users).where(eq(users.email, admin.email));
    const own = await inject('POST', `/api/Admin/users/${self!.id}/reset-2fa`, adminToken);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(formatMessage('ownAccountUseProfile'));
    expect((await inject('POST', '/api/Admin/users/999999/reset-2fa', adminToken)).statusCode).toBe(404);
  });
});

describe('ADMIN_2FA=optional', () => {
  const t = blockTestApp({ config: { admin2fa: 'optional' } });
  const { inject, tick, optionalForRole } = helpers(() => t);

  it('an admin signs in with the password alone, may enrol, and may turn it off', async () => {
    const { token, secret } = await optionalForRole('admin', '/api/Admin/users');
    const off = await inject('POST', '/api/Account/two-factor/disable', token, { password: TEST_PASSWORD, code: codeAt(secret, tick()) });
    expect(off.statusCode).toBe(204);
  });
});

describe('one-time passwords', () => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp({ config: { admin2fa: 'optional' } });
    await t.app.services.accounts.upsert({ email: 'otp-admin@council.example', password: TEST_PASSWORD, role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'otp-admin@council.example', password: TEST_PASSWORD },
    });
    adminToken = res.json().token;
    adminId = (await t.app.inject({ method: 'GET', url: '/api/Account/me', headers: { authorization: `Bearer ${adminToken}` } })).json().id;
  });
  afterAll(() => t?.close());
  const { inject, login } = helpers(() => t);
  let n = 0;
  async function created(password?: string) {
    const email = `otp${++n}@council.example`;
    const res = await inject('POST', '/api/Admin/users', adminToken, { email, role: 'editor', ...(password ? { password } : {}) });
    expect(res.statusCode).toBe(201);
    return { email, id: res.json().account.id as number, password: (res.json().generatedPassword as string) ?? password! };
  }

  it('a generated password signs in once, to a session that may only choose a new password', async () => {
    const { email, password } = await created();
    const res = await login(email, password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mustChangePassword: true });
    const token = res.json().token as string;
    const refused = await inject('GET', '/api/Admin/notice', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(formatMessage('passwordChangeFirst'));
    expect((await inject('GET', '/api/Account/me', token)).json()).toMatchObject({ mustChangePassword: true });
    // It does not sign in a second time.
    const second = await login(email, password);
    expect(second.statusCode).toBe(401);
    expect(second.json().message).toBe(formatMessage('oneTimePasswordUsed'));
    // The forced step: the given password and a new one.
    const changed = await inject('POST', '/api/Account/password', token, { currentPassword: password, newPassword: 'my-own-password-42' });
    expect(changed.statusCode).toBe(204);
    expect((await inject('GET', '/api/Admin/notice', token)).statusCode).toBe(200);
    expect((await login(email, 'my-own-password-42')).json()).toMatchObject({ mustChangePassword: false });
    expect((await login(email, 'my-own-password-42')).statusCode).toBe(200);
  });

  it('expires after 72 hours unused (a reset gives a new one); a typed password is not one-time', async () => {
    const { email, id, password } = await created();
    t.app.services.accounts.now = () => new Date(Date.now() + 72 * 3600_000 + 60_000);
    try {
      const late = await login(email, password);
      expect(late.statusCode).toBe(401);
      expect(late.json().message).toBe(formatMessage('oneTimePasswordUsed'));
    } finally {
      t.app.services.accounts.now = () => new Date();
    }
    const reset = await inject('POST', `/api/Admin/users/${id}/password`, adminToken);
    expect(reset.statusCode).toBe(200);
    t.app.services.accounts.now = () => new Date(Date.now() + 71 * 3600_000);
    try {
      expect((await login(email, reset.json().generatedPassword)).json()).toMatchObject({ mustChangePassword: true });
    } finally {
      t.app.services.accounts.now = () => new Date();
    }

    const typed = await created('typed-by-admin-77');
    expect((await login(typed.email, typed.password)).json()).toMatchObject({ mustChangePassword: false });
    expect((await login(typed.email, typed.password)).statusCode).toBe(200);
  });

  it('an admin cannot reset their own password through Admin › Users (Profile, with the current one)', async () => {
    const res = await inject('POST', `/api/Admin/users/${adminId}/password`, adminToken, { password: 'another-password-9' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(formatMessage('ownAccountUseProfile'));
    expect((await login('otp-admin@council.example', TEST_PASSWORD)).statusCode).toBe(200);
    const profile = await inject('POST', '/api/Account/password', adminToken, {
      currentPassword: 'wrong-current-1',
      newPassword: 'another-password-9',
    });
    expect(profile.statusCode).toBe(400);
  });
});
