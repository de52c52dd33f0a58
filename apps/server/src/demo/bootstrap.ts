import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Services } from '../services.ts';
import { meta } from '../db/schema.ts';
import { seedDemoContent } from './content.ts';

export const DEMO_ADMIN_EMAIL = 'admin@sundarpur.example';

/**
 * On first start: the first admin account (ADMIN_EMAIL/ADMIN_PASSWORD, or with demo content a demo admin
 * whose generated password main.ts prints once, last), then the demo content if enabled.
 */
export async function ensureFirstAdmin(services: Services, log: FastifyBaseLogger): Promise<DemoAdmin | null> {
  let demoAdmin: DemoAdmin | null = null;
  const { accounts, config, db } = services;
  if ((await accounts.count()) === 0) {
    if (config.admin) {
      await accounts.upsert({ ...config.admin, role: 'admin', name: 'Administrator' });
      log.info({ email: config.admin.email }, 'created the first admin account from ADMIN_EMAIL');
    } else if (config.demoContent) {
      const password = crypto.randomBytes(9).toString('base64url');
      await accounts.upsert({ email: DEMO_ADMIN_EMAIL, password, role: 'admin', name: 'Demo Administrator' });
      log.info({ email: DEMO_ADMIN_EMAIL }, 'created the demo admin account (its password is printed once the server listens)');
      demoAdmin = { email: DEMO_ADMIN_EMAIL, password };
    } else {
      log.warn('No staff account exists. Create one with: npm run user -- --email you@example.org --role admin');
    }
  }
  if (!config.demoContent) return demoAdmin;
  const [seeded] = await db.select().from(meta).where(eq(meta.key, 'demo_content'));
  if (seeded) return demoAdmin;
  const started = Date.now();
  await seedDemoContent(services);
  await db.insert(meta).values({ key: 'demo_content', value: new Date().toISOString() }).onConflictDoNothing();
  log.info({ ms: Date.now() - started }, 'demo content created');
  return demoAdmin;
}

export interface DemoAdmin {
  email: string;
  password: string;
}

/**
 * What a newcomer needs, printed last in one plain block (not a log line): where the portal is, where staff
 * sign in and, on the start that created it, the demo admin's password.
 */
export function startupBanner(address: string, database: string, demoAdmin: DemoAdmin | null): string {
  const lines = [`Nagar Portal is running at ${address}  (database: ${database})`, `Staff sign-in: ${address}/login`];
  if (demoAdmin) {
    lines.push(
      `Demo admin: ${demoAdmin.email}  password: ${demoAdmin.password}`,
      'Change it after signing in (Admin > Profile), or reset it with:',
      `  npm run user -- --email ${demoAdmin.email} --role admin`,
    );
  }
  return `\n${lines.map((l) => `  ${l}`).join('\n')}\n\n`;
}
