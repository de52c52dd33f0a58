import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { formatMessage } from '@nagar/contract';
import { users } from '../db/schema.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { isSiteWordsPassword, newPasswordProblem, ownWords, wordsOf } from './passwords.ts';
import { TEST_PASSWORD, createTestApp, loginAs, type TestApp } from '../test/app.ts';

const SITE_WORDS_MESSAGE = formatMessage('passwordSiteWords');
const TOO_SHORT = formatMessage('passwordTooShort', { min: 10 });

describe('the password rule', () => {
  it('measures the password trimmed: ten spaces, or eight letters between spaces, are too short', () => {
    expect(newPasswordProblem('          ')).toBe('passwordTooShort');
    expect(newPasswordProblem('\t \n        ')).toBe('passwordTooShort');
    expect(newPasswordProblem('  tigerlil  ')).toBe('passwordTooShort');
    expect(newPasswordProblem('  tiger-lily-river  ')).toBeNull();
  });

  it.each([
    'sundarpur2026',
    'nagarparishad',
    'Sundarpur@2026!',
    'NagarParishad#1',
    'admin-portal-1',
    'P4ssw0rd!2026',
    'portalportal',
    'SUNDARPUR 2026!!',
  ])('refuses %s: the site’s own words with digits and symbols', (password) => {
    expect(newPasswordProblem(password)).toBe('passwordSiteWords');
  });

  it.each(['sundarpur-tiger-2026', 'correct-horse-battery', 'nagar-mango-river', '2026-10-31-19-45'])('accepts %s', (password) => {
    expect(newPasswordProblem(password)).toBeNull();
  });

  it('refuses the council’s name (English and Hindi), its domains and the e-mail’s local part', () => {
    const words = [
      ...wordsOf('Rampur Nagar Palika', 'रामपुर नगर पालिका'),
      ...ownWords('asha.verma@rampur-np.gov.in', 'https://portal.rampurnagar.example'),
    ];
    for (const password of [
      'Rampur@2026!',
      'rampurnagar2026',
      'रामपुर@2026!!',
      'AshaVerma-2026',
      'verma.asha.1990',
      'rampurnp@12345',
      'Example#2026!',
    ])
      expect([password, isSiteWordsPassword(password, words)]).toEqual([password, true]);
    for (const password of ['Rampur-tiger-2026', 'asha-loves-mangoes'])
      expect([password, isSiteWordsPassword(password, words)]).toEqual([password, false]);
    // Short words (“of”, “in”) are never taken from names, or too much would match.
    expect(wordsOf('Council of India')).not.toContain('of');
  });

  it('refuses such an ADMIN_PASSWORD at start, with the reason', () => {
    const env = { ADMIN_EMAIL: 'asha@rampur.gov.in', PUBLIC_URL: 'https://nagar.example.gov.in' };
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: '          ' })).toThrow(/ADMIN_PASSWORD: must have at least 10 characters/);
    for (const password of ['Sundarpur@2026!', 'Rampur@2026!!', 'asha-2026-asha', 'nagar-example-1'])
      expect(() => loadConfig({ ...env, ADMIN_PASSWORD: password })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: 'Rampur@2026!!' })).toThrow(SITE_WORDS_MESSAGE);
    expect(loadConfig({ ...env, ADMIN_PASSWORD: 'tiger-lily-river' }).admin?.password).toBe('tiger-lily-river');
  });
});

describe('every place that sets a password', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://portal.rampurnagar.example', publicUrlSet: true } });
    admin = { authorization: (await loginAs(t.app, 'admin')).authorization };
    await t.app.services.settings.update(null, {
      values: { councilName: 'Rampur Nagar Palika', councilNameHi: 'रामपुर नगर पालिका', email: 'office@rampur-np.gov.in' },
    });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload, headers });

  it('Admin › Users: create and reset refuse blank, site-word, council-name and own-address passwords, with the message', async () => {
    for (const [password, message] of [
      ['          ', TOO_SHORT],
      ['Sundarpur@2026!', SITE_WORDS_MESSAGE],
      ['Rampur#2026!!', SITE_WORDS_MESSAGE],
      ['rampurnp-2026', SITE_WORDS_MESSAGE],
      ['portalrampurnagar1', SITE_WORDS_MESSAGE],
      ['kavita.sharma99', SITE_WORDS_MESSAGE],
    ] as const) {
      const res = await post('/api/Admin/users', { email: 'kavita.sharma@council.example', role: 'editor', password }, admin);
      expect([password, res.statusCode, res.json().errors?.password]).toEqual([password, 400, message]);
    }
    const created = await post(
      '/api/Admin/users',
      { email: 'kavita.sharma@council.example', role: 'editor', password: 'mango-river-lamp' },
      admin,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().account.id as number;
    const reset = await post(`/api/Admin/users/${id}/password`, { password: 'Kavita@Sharma1' }, admin);
    expect(reset.statusCode).toBe(400);
    expect(reset.json().errors.password).toBe(SITE_WORDS_MESSAGE);
    expect((await post(`/api/Admin/users/${id}/password`, { password: ' '.repeat(12) }, admin)).json().errors.password).toBe(TOO_SHORT);
  });

  it('Profile: the new password follows the same rule; a password with outer spaces is stored trimmed and signs in either way', async () => {
    const { authorization, email } = await loginAs(t.app, 'editor', 'ravi.kumar@council.example');
    const change = (newPassword: string, currentPassword = TEST_PASSWORD) =>
      post('/api/Account/password', { currentPassword, newPassword }, { authorization });
    for (const [password, message] of [
      ['          ', TOO_SHORT],
      ['nagarparishad', SITE_WORDS_MESSAGE],
      ['RaviKumar2026', SITE_WORDS_MESSAGE],
      ['Rampur@Nagar1', SITE_WORDS_MESSAGE],
    ] as const) {
      const res = await change(password);
      expect([password, res.statusCode, res.json().errors?.newPassword]).toEqual([password, 400, message]);
    }
    expect((await change('  tiger-lily-river  ')).statusCode).toBe(204);
    const login = (password: string) => post('/api/Account/login', { email, password }, {});
    expect((await login('tiger-lily-river')).statusCode).toBe(200);
    expect((await login('  tiger-lily-river ')).statusCode).toBe(200);
    expect((await login('tiger-lily-rive')).statusCode).toBe(401);
  });

  it('a password stored before the rule with outer spaces still signs in when typed exactly', async () => {
    const { email } = await loginAs(t.app, 'editor');
    await t.app.services.db
      .update(users)
      .set({ passwordHash: await hash('  legacy-spaced-pw  ') })
      .where(eq(users.email, email));
    const login = (password: string) => post('/api/Account/login', { email, password }, {});
    expect((await login('  legacy-spaced-pw  ')).statusCode).toBe(200);
    expect((await login('legacy-spaced-pw')).statusCode).toBe(401);
  });

  it('the shell and the first admin (accounts.upsert) refuse them too', async () => {
    await expect(
      t.app.services.accounts.upsert({ email: 'x@council.example', password: 'Sundarpur@2026!', role: 'admin' }),
    ).rejects.toThrow(SITE_WORDS_MESSAGE);
    await expect(t.app.services.accounts.upsert({ email: 'x@council.example', password: ' '.repeat(10), role: 'admin' })).rejects.toThrow(
      TOO_SHORT,
    );
    await expect(t.app.services.accounts.upsert({ email: 'x@council.example', password: 'rampur-2026', role: 'admin' })).rejects.toThrow(
      SITE_WORDS_MESSAGE,
    );
  });
});
