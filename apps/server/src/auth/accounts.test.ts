import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  LOGIN_DELAY_BASE_SECONDS,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_MAX_FAILURES_PER_PAIR,
  LOGIN_WINDOW_MINUTES,
  SESSION_COOKIE,
} from '@nagar/contract';
import { notices, rateLimits, sessions, users } from '../db/schema.ts';
import { TEST_PASSWORD, countRows, createTestApp, loginAs, multipart, testPdf, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// Each test signs in from its own address, so that the per-address throttle of one test never
// affects another.
let lastIp = 0;
const nextIp = () => `10.0.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

let lastEmail = 0;
async function account(role: 'admin' | 'user' = 'admin', password = TEST_PASSWORD) {
  const email = `person${++lastEmail}@council.example`;
  await t.app.services.accounts.upsert({ email, password, role, name: `Person ${lastEmail}` });
  return email;
}

const login = (payload: unknown, ip = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/Account/login', payload: payload as object, remoteAddress: ip, headers });

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/Account/me', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const cookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === SESSION_COOKIE);

const INVALID_LOGIN = '{"message":"Invalid email or password"}';

describe('POST /api/Account/login', () => {
  it('answers a token, the role and the expiry, and sets an HttpOnly session cookie', async () => {
    const email = await account('admin');
    const before = Date.now();
    const res = await login({ email, password: TEST_PASSWORD }, nextIp());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'mustChangePassword', 'mustEnrol', 'role', 'token', 'twoFactor']);
    expect(body.role).toBe('admin');
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const expires = Date.parse(body.expiresAt);
    const ttl = t.config.sessionTtlMinutes * 60_000;
    expect(expires).toBeGreaterThanOrEqual(before + ttl);
    expect(expires).toBeLessThanOrEqual(Date.now() + ttl);
    const cookie = cookieOf(res);
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    // The token is stored hashed, never as sent.
    const stored = await t.app.services.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((s) => s.hash)).not.toContain(body.token);
  });

  it('answers role user for a user account, and ignores case and spaces in the e-mail', async () => {
    const email = await account('user');
    const res = await login({ email: `  ${email.toUpperCase()} `, password: TEST_PASSWORD }, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('user');
  });

  it('answers 401 with exactly the same body for a wrong password and an unknown e-mail', async () => {
    const email = await account();
    const wrong = await login({ email, password: 'not-the-password' }, nextIp());
    const unknown = await login({ email: 'nobody@council.example', password: TEST_PASSWORD }, nextIp());
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe(INVALID_LOGIN);
      expect(cookieOf(res)).toBeUndefined();
    }
  });

  it.each([
    ['no body', undefined],
    ['no password', { email: 'a@council.example' }],
    ['no e-mail', { password: TEST_PASSWORD }],
    ['blank e-mail', { email: '   ', password: TEST_PASSWORD }],
    ['empty password', { email: 'a@council.example', password: '' }],
    ['a number as e-mail', { email: 5, password: TEST_PASSWORD }],
  ])('answers 400 for %s', async (_name, payload) => {
    const res = await login(payload, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Email and password are required.' });
  });

  it(`after ${LOGIN_MAX_FAILURES_PER_PAIR} failures of one account from one address, that pair waits, growing; the owner elsewhere signs in`, async () => {
    const email = await account();
    const ip = nextIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_PAIR; i++) {
      const res = await login({ email, password: `wrong-${i}` }, ip);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ email, password: TEST_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many failed sign-in attempts. Please wait 1 minutes and try again.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_DELAY_BASE_SECONDS);
    expect(cookieOf(blocked)).toBeUndefined();
    // The attacker cannot lock the owner out: from another address the right password works.
    expect((await login({ email, password: TEST_PASSWORD }, nextIp())).statusCode).toBe(200);
    // Other accounts from the throttled address are not affected.
    expect((await login({ email: await account(), password: TEST_PASSWORD }, ip)).statusCode).toBe(200);

    // Once the wait is over, one more attempt; a failure doubles the wait.
    const over = () =>
      t.app.services.db
        .update(rateLimits)
        .set({ blockedUntil: new Date(Date.now() - 1000) })
        .where(eq(rateLimits.key, `${email} ${ip}`));
    await over();
    expect((await login({ email, password: 'wrong-again' }, ip)).statusCode).toBe(401);
    const longer = await login({ email, password: TEST_PASSWORD }, ip);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(LOGIN_DELAY_BASE_SECONDS);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(2 * LOGIN_DELAY_BASE_SECONDS);
    await over();
    expect((await login({ email, password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('100 concurrent wrong guesses and the right one from one address: at most the allowed number are verified, the right one is refused', async () => {
    const email = await account();
    const ip = nextIp();
    const guesses = Array.from({ length: 101 }, (_, i) => (i === 60 ? TEST_PASSWORD : `wrong-guess-${i}`));
    const answers = await Promise.all(guesses.map((password) => login({ email, password }, ip)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length + codes.filter((c) => c === 200).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES_PER_PAIR);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(101 - LOGIN_MAX_FAILURES_PER_PAIR);
    expect(codes.every((c) => [401, 429, 200].includes(c))).toBe(true);
    // The right guess came after the first five: it was refused, and no session was made.
    expect(codes[60]).toBe(429);
    expect(cookieOf(answers[60]!)).toBeUndefined();
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const email = await account();
    const ip = nextIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_PAIR - 1; i++)
      expect((await login({ email, password: 'wrong-password' }, ip)).statusCode).toBe(401);
    expect((await login({ email, password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_PAIR - 1; i++)
      expect((await login({ email, password: 'wrong-password' }, ip)).statusCode).toBe(401);
    expect((await login({ email, password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
  });

  it(`refuses an address after ${LOGIN_MAX_FAILURES_PER_IP} failures across e-mails`, async () => {
    const ip = nextIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IP; i++) {
      expect((await login({ email: `guess${i}@council.example`, password: 'wrong-password' }, ip)).statusCode).toBe(401);
    }
    const email = await account();
    const blocked = await login({ email, password: TEST_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_WINDOW_MINUTES * 60);
    expect((await login({ email, password: TEST_PASSWORD }, nextIp())).statusCode).toBe(200);
  });

  it('refuses a sign-in form posted from another site, and creates no session', async () => {
    const email = await account();
    const before = await countRows(t.app, sessions);
    const res = await login({ email, password: TEST_PASSWORD }, nextIp(), { host: 'portal.test', origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This form was sent from another site and was refused.' });
    expect(await countRows(t.app, sessions)).toBe(before);
    const same = await login({ email, password: TEST_PASSWORD }, nextIp(), { host: 'portal.test', origin: 'http://portal.test' });
    expect(same.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  async function signIn(role: 'admin' | 'user' = 'admin') {
    const email = await account(role);
    const res = await login({ email, password: TEST_PASSWORD }, nextIp());
    expect(res.statusCode).toBe(200);
    return { email, ...(res.json() as { token: string; expiresAt: string; role: string }), cookie: cookieOf(res)!.value };
  }

  it('GET /api/Account/me describes the signed-in account', async () => {
    const s = await signIn('user');
    const res = await me(bearer(s.token));
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.services.db.select().from(users).where(eq(users.email, s.email));
    expect(res.json()).toEqual({
      id: row!.id,
      email: s.email,
      name: row!.name,
      role: 'user',
      expiresAt: s.expiresAt,
      twoFactor: false,
      mustEnrol: false,
      mustChangePassword: false,
    });
  });

  it('answers 401 without a token, with an unknown token and with a malformed header', async () => {
    for (const headers of [
      {},
      bearer('not-a-real-token'),
      { authorization: 'Basic YTpi' },
      { cookie: `${SESSION_COOKIE}=forged` },
    ] as Array<Record<string, string>>) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue.' });
    }
  });

  it('logout ends the session and clears the cookie', async () => {
    const s = await signIn();
    const res = await t.app.inject({ method: 'POST', url: '/api/Account/logout', headers: bearer(s.token) });
    expect(res.statusCode).toBe(204);
    const cleared = cookieOf(res);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires && cleared.expires.getTime()).toBeLessThan(Date.now());
    expect((await me(bearer(s.token))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/Account/logout', headers: bearer(s.token) })).statusCode).toBe(401);
  });

  it(`refresh never extends a session past its sign-in + SESSION_MAX_HOURS (${12} h by default)`, async () => {
    const s = await signIn();
    const id = await userId(s.email);
    // Signed in 11 h 58 min ago: a refresh gives the 2 minutes left, not a full lifetime.
    const started = new Date(Date.now() - (12 * 60 - 2) * 60_000);
    await t.app.services.db.update(sessions).set({ createdAt: started }).where(eq(sessions.userId, id));
    const res = await t.app.inject({ method: 'POST', url: '/api/Account/refresh', headers: bearer(s.token) });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().expiresAt)).toBe(started.getTime() + 12 * 3600_000);
    // Past the absolute end, the session is over.
    await t.app.services.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 13 * 3600_000) })
      .where(eq(sessions.userId, id));
    await t.app.inject({ method: 'POST', url: '/api/Account/refresh', headers: bearer(s.token) });
    expect((await me(bearer(s.token))).statusCode).toBe(401);
  });

  it('answers no-store on sign-in and every account and back-office answer', async () => {
    const email = await account();
    const res = await login({ email, password: TEST_PASSWORD }, nextIp());
    expect(res.headers['cache-control']).toBe('no-store');
    const headers = bearer(res.json().token);
    for (const url of ['/api/Account/me', '/api/Admin/notice', '/api/Admin/complaint', '/api/Admin/complaint-count']) {
      const answer = await t.app.inject({ method: 'GET', url, headers });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    expect((await login({ email, password: 'wrong-password' }, nextIp())).headers['cache-control']).toBe('no-store');
    expect((await me({})).headers['cache-control']).toBe('no-store');
  });

  it('refresh extends the session by the full lifetime', async () => {
    const s = await signIn();
    const soon = new Date(Date.now() + 60_000);
    await t.app.services.db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.userId, await userId(s.email)));
    expect(Date.parse((await me(bearer(s.token))).json().expiresAt)).toBe(soon.getTime());

    const before = Date.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/Account/refresh', headers: bearer(s.token) });
    expect(res.statusCode).toBe(200);
    const expiresAt = Date.parse(res.json().expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + t.config.sessionTtlMinutes * 60_000);
    expect(Date.parse((await me(bearer(s.token))).json().expiresAt)).toBe(expiresAt);
  });

  it('an expired session is refused, cannot be refreshed, and is swept at the next sign-in', async () => {
    const s = await signIn();
    const id = await userId(s.email);
    await t.app.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, id));
    expect((await me(bearer(s.token))).statusCode).toBe(401);
    expect((await me({ cookie: `${SESSION_COOKIE}=${s.cookie}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/Account/refresh', headers: bearer(s.token) })).statusCode).toBe(401);
    await signIn();
    const [left] = await t.app.services.db
      .select({ n: sql<number>`count(*)` })
      .from(sessions)
      .where(eq(sessions.userId, id));
    expect(Number(left!.n)).toBe(0);
  });

  it('honours the configured lifetime', async () => {
    const short = await createTestApp({ config: { sessionTtlMinutes: 1 } });
    try {
      const { token } = await loginAs(short.app, 'admin');
      const res = await short.app.inject({ method: 'GET', url: '/api/Account/me', headers: bearer(token) });
      const left = Date.parse(res.json().expiresAt) - Date.now();
      expect(left).toBeGreaterThan(50_000);
      expect(left).toBeLessThanOrEqual(60_000);
    } finally {
      await short.close();
    }
  });

  it('refuses common passwords, whatever their case, where a password is set', async () => {
    for (const password of ['1234567890', 'password12', 'PASSWORD12', 'qwertyuiop']) {
      await expect(t.app.services.accounts.upsert({ email: 'common@council.example', password, role: 'admin' })).rejects.toMatchObject({
        status: 400,
        message: 'This password is one of the most common passwords and is easily guessed. Please choose another.',
      });
    }
    expect(await userId('common@council.example').catch(() => null)).toBeNull();
  });

  it('resetting an account (npm run user) ends its sessions', async () => {
    const s = await signIn();
    await t.app.services.accounts.upsert({ email: s.email, password: 'a-brand-new-password', role: 'admin' });
    expect((await me(bearer(s.token))).statusCode).toBe(401);
  });
});

describe('roles and cookie sign-in', () => {
  const host = 'portal.test';
  const noticeForm = async (title: string) =>
    multipart(
      { 'Notice.title': title, 'Notice.issueDate': '2026-11-01' },
      { DocumentFile: { data: await testPdf(title), filename: 'notice.pdf', type: 'application/pdf' } },
    );

  it('role user may not use the back office: 403 on list and write, nothing written', async () => {
    const user = await loginAs(t.app, 'user');
    const list = await t.app.inject({ method: 'GET', url: '/api/Admin/notice', headers: { authorization: user.authorization } });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ message: 'You are not allowed to do this.' });
    const before = await countRows(t.app, notices);
    const form = await noticeForm('From a user');
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/notice',
      payload: form.payload,
      headers: { ...form.headers, authorization: user.authorization },
    });
    expect(write.statusCode).toBe(403);
    expect(await countRows(t.app, notices)).toBe(before);
    const admin = await loginAs(t.app, 'admin');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Admin/notice', headers: { authorization: admin.authorization } })).statusCode,
    ).toBe(200);
  });

  it('a write with the session cookie must come from this site', async () => {
    const email = await account('admin');
    const res = await login({ email, password: TEST_PASSWORD }, nextIp());
    const cookie = `${SESSION_COOKIE}=${cookieOf(res)!.value}`;
    const post = async (headers: Record<string, string>, title: string) => {
      const form = await noticeForm(title);
      return t.app.inject({
        method: 'POST',
        url: '/api/Admin/notice',
        payload: form.payload,
        headers: { ...form.headers, host, ...headers },
      });
    };

    const before = await countRows(t.app, notices);
    for (const headers of [
      { cookie, origin: 'https://evil.example' },
      { cookie, referer: 'https://evil.example/page' },
      { cookie },
      { cookie, origin: 'null' },
    ] as Array<Record<string, string>>) {
      const refused = await post(headers, 'Cross-site');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'This form was sent from another site and was refused.' });
    }
    expect(await countRows(t.app, notices)).toBe(before);

    // Reads with the cookie need no origin.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Admin/notice', headers: { cookie, host, origin: 'https://evil.example' } }))
        .statusCode,
    ).toBe(200);
    // Same-origin writes are allowed, by Origin or by Referer.
    expect((await post({ cookie, origin: `http://${host}` }, 'Same origin')).statusCode).toBe(201);
    expect((await post({ cookie, referer: `http://${host}/admin/editnotice` }, 'Same origin by referer')).statusCode).toBe(201);
    // A bearer token cannot be sent by another site, so it needs no origin check.
    expect(
      (await post({ authorization: `Bearer ${res.json().token}`, origin: 'https://elsewhere.example' }, 'With bearer')).statusCode,
    ).toBe(201);
    expect(await countRows(t.app, notices)).toBe(before + 3);
  });
});

describe('POST /api/Account/password', () => {
  const change = (token: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/Account/password', headers: bearer(token), payload: payload as object });

  it('needs a signed-in account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'another-password' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong current password, and a short or missing new one, changing nothing', async () => {
    const email = await account();
    const { token } = (await login({ email, password: TEST_PASSWORD }, nextIp())).json();

    const wrong = await change(token, { currentPassword: 'not-my-password', newPassword: 'another-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'The current password is not correct.',
      errors: { currentPassword: 'The current password is not correct.' },
    });

    const short = await change(token, { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: 'The new password must have at least 10 characters.',
      errors: { newPassword: 'The new password must have at least 10 characters.' },
    });

    const missing = await change(token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('currentPassword');
    expect(missing.json().errors).toHaveProperty('newPassword');

    const common = await change(token, { currentPassword: TEST_PASSWORD, newPassword: 'Password12' });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual({
      newPassword: 'This password is one of the most common passwords and is easily guessed. Please choose another.',
    });

    expect((await login({ email, password: TEST_PASSWORD }, nextIp())).statusCode).toBe(200);
  });

  it('throttles wrong current passwords: concurrent guesses are checked at most the allowed number of times', async () => {
    const email = await account();
    const { token } = (await login({ email, password: TEST_PASSWORD }, nextIp())).json();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        change(token, { currentPassword: i === 20 ? TEST_PASSWORD : `wrong-${i}`, newPassword: `new-long-password-${i}` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c !== 429).length).toBeLessThanOrEqual(5);
    expect(codes[20]).toBe(429);
    expect(answers[20]!.json().message).toMatch(/^Too many wrong current passwords\. Please wait \d+ minutes and try again\.$/);
    expect(answers[20]!.headers['retry-after']).toBeDefined();
    expect((await login({ email, password: TEST_PASSWORD }, nextIp())).statusCode).toBe(200);
  });

  it('changes the password and ends the other sessions of the account, not this one', async () => {
    const email = await account();
    const mine = (await login({ email, password: TEST_PASSWORD }, nextIp())).json().token as string;
    const other = (await login({ email, password: TEST_PASSWORD }, nextIp())).json().token as string;
    const someoneElse = await loginAs(t.app, 'admin');

    const res = await change(mine, { currentPassword: TEST_PASSWORD, newPassword: 'a-new-long-password' });
    expect(res.statusCode).toBe(204);
    expect((await me(bearer(mine))).statusCode).toBe(200);
    expect((await me(bearer(other))).statusCode).toBe(401);
    expect((await me(bearer(someoneElse.token))).statusCode).toBe(200);
    expect((await login({ email, password: TEST_PASSWORD }, nextIp())).body).toBe(INVALID_LOGIN);
    expect((await login({ email, password: 'a-new-long-password' }, nextIp())).statusCode).toBe(200);
  });
});

async function userId(email: string): Promise<number> {
  const [row] = await t.app.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('a session read on the embedded database is kept only until the next write', () => {
  // On PostgreSQL nothing is kept (other processes write): the same answers, each read afresh.
  async function kept(role: 'admin' | 'user' = 'admin') {
    const email = await account(role);
    const { token } = (await login({ email, password: TEST_PASSWORD }, nextIp())).json() as { token: string };
    // Read twice: the second answer is the kept one where the database keeps any.
    for (let i = 0; i < 2; i++) expect((await me(bearer(token))).json().role).toBe(role);
    return { email, token, id: await userId(email) };
  }
  const adminNotices = (token: string) => t.app.inject({ method: 'GET', url: '/api/Admin/notice', headers: bearer(token) });

  it('ends at once with its sign-out, and with its account disabled by another admin', async () => {
    const a = await kept();
    expect((await t.app.inject({ method: 'POST', url: '/api/Account/logout', headers: bearer(a.token) })).statusCode).toBe(204);
    expect((await me(bearer(a.token))).statusCode).toBe(401);

    const b = await kept();
    const other = await kept();
    await t.app.services.users.setDisabled({ id: other.id, email: other.email, role: 'admin', ip: '' }, b.id, true);
    expect((await me(bearer(b.token))).statusCode).toBe(401);
  });

  it('follows a role taken away: the back office refuses the next request', async () => {
    const a = await kept('admin');
    expect((await adminNotices(a.token)).statusCode).toBe(200);
    await t.app.services.db.update(users).set({ role: 'user' }).where(eq(users.id, a.id));
    expect((await me(bearer(a.token))).json().role).toBe('user');
    expect((await adminNotices(a.token)).statusCode).toBe(403);
  });

  it('ends when its time is up, though nothing was written meanwhile', async () => {
    const a = await kept();
    const expiresAt = Date.parse((await me(bearer(a.token))).json().expiresAt as string);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(expiresAt - 1000);
      expect((await me(bearer(a.token))).statusCode).toBe(200);
      vi.setSystemTime(expiresAt + 1);
      expect((await me(bearer(a.token))).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a kept answer is a copy: changing what one request got changes no other', async () => {
    const a = await kept();
    const token = a.token;
    const first = (await t.app.services.accounts.authenticate(token))!;
    first.role = 'user';
    first.expiresAt = new Date(0);
    const second = (await t.app.services.accounts.authenticate(token))!;
    expect(second.role).toBe('admin');
    expect(second.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});
