import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { servicesOn, type Services } from '../services.ts';
import type { Db } from '../db/client.ts';
import { ADVISORY_LOCKS } from '../db/advisory-locks.ts';
import { meta } from '../db/schema.ts';
import { prepareDemoContent } from '@nagar/demo/content.ts';

export const DEMO_ADMIN_EMAIL = 'admin@sundarpur.example';

export interface BootstrapOptions {
  /** Tests: runs inside the transaction after the demo content is written, before its meta row; a throw rolls everything back. */
  beforeDemoCommit?: () => Promise<void> | void;
}

const demoSeeded = async (db: Db) => (await db.select().from(meta).where(eq(meta.key, 'demo_content'))).length > 0;

/**
 * On first start: the first admin account (ADMIN_EMAIL/ADMIN_PASSWORD, or with demo content a demo admin
 * whose generated password main.ts prints once, last), then the demo content if enabled.
 *
 * Both are written in one transaction under a transaction-level advisory lock, and each only if it is not
 * there yet when the lock is held: processes starting together on one database lay them down once, and a
 * start interrupted part-way leaves nothing, so the next start does it all. The slow part of the demo
 * content (drawing and encoding pictures, making documents) is done before the lock is taken.
 */
export async function ensureFirstAdmin(
  services: Services,
  log: FastifyBaseLogger,
  options: BootstrapOptions = {},
): Promise<DemoAdmin | null> {
  const { accounts, config, db } = services;
  const wantDemo = config.demoContent && !(await demoSeeded(db));
  if ((await accounts.count()) > 0 && !wantDemo) return null;
  const started = Date.now();
  const writeDemo = wantDemo ? await prepareDemoContent(services) : undefined;
  const prepared = Date.now();
  const demoPassword = crypto.randomBytes(9).toString('base64url');

  const done = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.bootstrap})`);
    const on = servicesOn(services, tx);
    let admin: 'config' | 'demo' | 'none' | undefined;
    if ((await on.accounts.count()) === 0) {
      if (config.admin) {
        await on.accounts.upsert({ ...config.admin, role: 'admin', name: 'Administrator' });
        admin = 'config';
      } else if (config.demoContent) {
        await on.accounts.upsert({ email: DEMO_ADMIN_EMAIL, password: demoPassword, role: 'admin', name: 'Demo Administrator' });
        admin = 'demo';
      } else {
        admin = 'none';
      }
    }
    let demo = false;
    if (writeDemo && !(await demoSeeded(tx))) {
      await writeDemo(on);
      await options.beforeDemoCommit?.();
      await tx.insert(meta).values({ key: 'demo_content', value: new Date().toISOString() });
      demo = true;
    }
    return { admin, demo };
  });
  services.cache.invalidate();

  if (done.admin === 'config') {
    log.info({ email: config.admin!.email }, 'created the first admin account from ADMIN_EMAIL');
  } else if (done.admin === 'demo') {
    log.info({ email: DEMO_ADMIN_EMAIL }, 'created the demo admin account (its password is printed once the server listens)');
  } else if (done.admin === 'none') {
    log.warn('No staff account exists. Create one with: npm run user -- --email you@example.org --role admin');
  }
  if (done.demo) {
    log.info({ ms: Date.now() - started, preparedMs: prepared - started, writtenMs: Date.now() - prepared }, 'demo content created');
  }
  return done.admin === 'demo' ? { email: DEMO_ADMIN_EMAIL, password: demoPassword } : null;
}

export interface DemoAdmin {
  email: string;
  password: string;
}

/**
 * What a newcomer needs, printed last in one plain block (not a log line): where the portal is, where staff
 * sign in, on the start that created it the demo admin's password, and what the first sign-in of an admin asks
 * for (two-factor sign-in, unless ADMIN_2FA=optional).
 */
export function startupBanner(
  address: string,
  database: string,
  demoAdmin: DemoAdmin | null,
  admin2fa: 'required' | 'optional' = 'required',
): string {
  const lines = [`Nagar Portal is running at ${address}  (database: ${database})`, `Staff sign-in: ${address}/login`];
  if (demoAdmin) {
    lines.push(
      `Demo admin: ${demoAdmin.email}  password: ${demoAdmin.password}`,
      'Change it after signing in (Admin > Profile), or reset it with:',
      `  npm run user -- --email ${demoAdmin.email} --role admin`,
    );
  }
  if (admin2fa === 'required') {
    lines.push(
      'An admin sets up two-factor sign-in (an authenticator app) at the first sign-in.',
      'For a local trial without it, start with ADMIN_2FA=optional.',
    );
  } else {
    lines.push('Two-factor sign-in is optional for admins (ADMIN_2FA=optional): require it on a live site.');
  }
  return `\n${lines.map((l) => `  ${l}`).join('\n')}\n\n`;
}
