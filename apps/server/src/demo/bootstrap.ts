import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Services } from '../services.ts';
import { meta } from '../db/schema.ts';
import { seedDemoContent } from './content.ts';

export const DEMO_ADMIN_EMAIL = 'admin@sundarpur.example';

/**
 * On first start: the first admin account (ADMIN_EMAIL/ADMIN_PASSWORD, or with demo content a demo admin
 * whose generated password is printed once), then the demo content if enabled.
 */
export async function ensureFirstAdmin(services: Services, log: FastifyBaseLogger) {
  const { accounts, config, db } = services;
  if ((await accounts.count()) === 0) {
    if (config.admin) {
      await accounts.upsert({ ...config.admin, role: 'admin', name: 'Administrator' });
      log.info({ email: config.admin.email }, 'created the first admin account from ADMIN_EMAIL');
    } else if (config.demoContent) {
      const password = crypto.randomBytes(9).toString('base64url');
      await accounts.upsert({ email: DEMO_ADMIN_EMAIL, password, role: 'admin', name: 'Demo Administrator' });
      const banner = `Demo admin account created: ${DEMO_ADMIN_EMAIL}  password: ${password}\n  Change it after signing in (Admin > Profile), or reset it with: npm run user -- --email ${DEMO_ADMIN_EMAIL} --role admin`;
      log.warn(banner);
      // Also as plain text, so that it stands out from the JSON log lines in a terminal.
      process.stderr.write(`\n  ${banner}\n\n`);
    } else {
      log.warn('No staff account exists. Create one with: npm run user -- --email you@example.org --role admin');
    }
  }
  if (!config.demoContent) return;
  const [seeded] = await db.select().from(meta).where(eq(meta.key, 'demo_content'));
  if (seeded) return;
  const started = Date.now();
  await seedDemoContent(services);
  await db.insert(meta).values({ key: 'demo_content', value: new Date().toISOString() }).onConflictDoNothing();
  log.info({ ms: Date.now() - started }, 'demo content created');
}
