import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { buildApp } from '../app.ts';
import { auditLog } from '../db/schema.ts';
import { createTestDatabase, testConfig, testDbKind, type TestDatabase } from '../test/app.ts';

/** The shell command that creates or resets a staff account, run as a real process on a real database. */

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, 'user.ts');
let dataDir: string;
let database: TestDatabase;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nagar-cli-'));
  // The embedded database in memory belongs to one process: the command needs a directory (or PostgreSQL).
  database = testDbKind() === 'postgres' ? await createTestDatabase() : { kind: 'pglite', url: '', drop: async () => {} };
});
afterAll(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const env = () => ({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(database.url ? { DATABASE_URL: database.url } : {}) });
// Each run is a process that opens (the first one creates) the database: on a loaded 2-core CI machine that took
// over a minute, so the limit is generous.
const user = (...args: string[]) => run(process.execPath, ['--import', 'tsx', script, ...args], { env: env(), timeout: 150_000 });

async function login(email: string, password: string) {
  // The same database as the command: the directory (embedded) or the PostgreSQL test database.
  const config = { ...testConfig(database.url), dataDir, databaseUrl: database.url || undefined };
  const app = await buildApp(config, { web: false });
  try {
    const res = await app.inject({ method: 'POST', url: '/api/Account/login', payload: { email, password } });
    return { status: res.statusCode, role: res.statusCode === 200 ? (res.json().role as string) : null };
  } finally {
    await app.close();
  }
}

describe('npm run user', () => {
  it('creates an account that can sign in, then resets its password', async () => {
    const created = await user(
      '--email',
      'Clerk@Council.example',
      '--role',
      'admin',
      '--name',
      'Asha Verma',
      '--password',
      'first-password-1',
    );
    expect(created.stdout).toMatch(/Created admin account clerk@council\.example/);
    expect(await login('clerk@council.example', 'first-password-1')).toEqual({ status: 200, role: 'admin' });

    const reset = await user('--email', 'clerk@council.example', '--role', 'officer', '--password', 'second-password-2');
    expect(reset.stdout).toMatch(/Reset officer account/);
    expect((await login('clerk@council.example', 'first-password-1')).status).toBe(401);
    expect(await login('clerk@council.example', 'second-password-2')).toEqual({ status: 200, role: 'officer' });
  }, 300_000);

  it('refuses a short password and a missing e-mail, changing nothing', async () => {
    await expect(user('--email', 'short@council.example', '--password', 'short')).rejects.toMatchObject({ code: 2 });
    await expect(user('--password', 'long-enough-password')).rejects.toMatchObject({ code: 2 });
    expect((await login('short@council.example', 'short')).status).toBe(401);
  }, 300_000);

  it('prints a generated password that works once (a one-time password)', async () => {
    const { stdout } = await user('--email', 'gen@council.example', '--generate');
    const password = /with password (\S+)\./.exec(stdout)?.[1];
    expect(password && password.length).toBeGreaterThanOrEqual(10);
    expect(stdout).toMatch(/one-time password/);
    expect((await login('gen@council.example', password!)).status).toBe(200);
    expect((await login('gen@council.example', password!)).status).toBe(401);
  }, 300_000);

  it("--reset-2fa turns an account's two-factor sign-in off (audited); the account then signs in with its password", async () => {
    await user('--email', 'twofa@council.example', '--role', 'editor', '--password', 'editor-password-31');
    const config = { ...testConfig(database.url), dataDir, databaseUrl: database.url || undefined };
    const app = await buildApp(config, { web: false });
    try {
      const payload = { email: 'twofa@council.example', password: 'editor-password-31' };
      const token = (await app.inject({ method: 'POST', url: '/api/Account/login', payload })).json().token as string;
      const auth = { authorization: `Bearer ${token}` };
      const { secret } = (await app.inject({ method: 'POST', url: '/api/Account/two-factor/setup', headers: auth })).json();
      const code = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
      const on = await app.inject({ method: 'POST', url: '/api/Account/two-factor/confirm', headers: auth, payload: { code } });
      expect(on.statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/api/Account/login', payload })).json().twoFactorRequired).toBe(true);
    } finally {
      await app.close();
    }
    const reset = await user('--email', 'twofa@council.example', '--reset-2fa');
    expect(reset.stdout).toMatch(/Two-factor sign-in of twofa@council\.example is reset/);
    await expect(user('--email', 'nobody@council.example', '--reset-2fa')).rejects.toMatchObject({ code: 1 });
    const again = await buildApp(config, { web: false });
    try {
      const payload = { email: 'twofa@council.example', password: 'editor-password-31' };
      expect((await again.inject({ method: 'POST', url: '/api/Account/login', payload })).statusCode).toBe(200);
      const [row] = await again.services.db.select().from(auditLog).where(eq(auditLog.action, 'two-factor-reset'));
      expect(row).toMatchObject({ actorEmail: 'cli', entity: 'user' });
    } finally {
      await again.close();
    }
  }, 300_000);
});
