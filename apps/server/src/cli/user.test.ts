import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
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
const user = (...args: string[]) => run(process.execPath, ['--import', 'tsx', script, ...args], { env: env(), timeout: 60_000 });

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
  }, 120_000);

  it('refuses a short password and a missing e-mail, changing nothing', async () => {
    await expect(user('--email', 'short@council.example', '--password', 'short')).rejects.toMatchObject({ code: 2 });
    await expect(user('--password', 'long-enough-password')).rejects.toMatchObject({ code: 2 });
    expect((await login('short@council.example', 'short')).status).toBe(401);
  }, 120_000);

  it('prints a generated password that works', async () => {
    const { stdout } = await user('--email', 'gen@council.example', '--generate');
    const password = /with password (\S+)\./.exec(stdout)?.[1];
    expect(password && password.length).toBeGreaterThanOrEqual(10);
    expect((await login('gen@council.example', password!)).status).toBe(200);
  }, 120_000);
});
