import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '../test/app.ts';
import { tableCounts } from '../test/tables.ts';
import { DEMO_ADMIN_EMAIL, ensureFirstAdmin } from './bootstrap.ts';
import { startPortal } from './start.ts';

/**
 * The first admin and the demo content are laid down once, in one transaction under an advisory lock:
 * whatever starts together, and whatever fails part-way. Each seeding takes seconds: few of them here.
 */

/** The admins (the demo's one), beside the demo's ward and escalation officers (issue 28), who are no admins. */
const demoAdmins = async (db: Db) =>
  ((await db.execute(sql`select email from users where role = 'admin'`)) as unknown as { rows: Array<{ email: string }> }).rows.map(
    (r) => r.email,
  );

const opened: Array<{ close(): Promise<unknown> }> = [];
afterAll(async () => {
  for (const o of opened.reverse()) await o.close();
});

/**
 * Demo content without the escalation schedule: its overdue complaints would escalate ten seconds after a start (and
 * a seeding takes longer than that on a loaded machine), adding history rows between the two counts compared here
 * (the first escalation too: with only the interval at a day, a CI run under load failed the second test).
 */
const DEMO = {
  demoContent: true,
  notices: { ...testConfig('memory://').notices, escalationSeconds: 86_400, escalationFirstSeconds: 86_400 },
};

/** The counts of one complete seeding, from the first test, for the second to compare with. */
let complete: Record<string, number> | undefined;

describe('first start', () => {
  it('a seeding that fails part-way leaves nothing behind, and the next start lays down everything', { timeout: 600_000 }, async () => {
    const t: TestApp = await createTestApp({ config: DEMO });
    opened.push(t);
    const { services } = t.app;
    const empty = await tableCounts(services.db);

    await expect(
      ensureFirstAdmin(services, t.app.log, {
        beforeDemoCommit: () => {
          throw new Error('interrupted');
        },
      }),
    ).rejects.toThrow('interrupted');
    // Not a notice, not a file, not the admin, not the meta row.
    expect(await tableCounts(services.db)).toEqual(empty);

    await ensureFirstAdmin(services, t.app.log);
    complete = await tableCounts(services.db);
    expect(complete.meta).toBe(empty.meta! + 1);
    expect(await demoAdmins(services.db)).toEqual([DEMO_ADMIN_EMAIL]);
    for (const table of ['notices', 'officials', 'tenders', 'gallery', 'files', 'complaints', 'complaint_actions', 'wards']) {
      expect(complete[table], table).toBeGreaterThan(0);
    }
    // And a later start adds nothing.
    await ensureFirstAdmin(services, t.app.log);
    expect(await tableCounts(services.db)).toEqual(complete);
  });

  it('processes starting together on one empty database lay the content down once', { timeout: 600_000 }, async () => {
    expect(complete, 'the counts of a complete seeding (first test)').toBeDefined();
    let db: Db;
    const database = await createTestDatabase();
    if (database.kind === 'postgres') {
      // Two apps built at the same moment, as two processes starting together would.
      opened.push({ close: () => database.drop() });
      const config = testConfig(database.url, DEMO);
      const apps: FastifyInstance[] = [];
      const built = await Promise.allSettled([0, 1].map(async () => (await startPortal(config, { web: false })).app));
      for (const b of built) if (b.status === 'fulfilled') apps.push(b.value);
      for (const app of apps) opened.push(app);
      expect(built.map((b) => b.status)).toEqual(['fulfilled', 'fulfilled']);
      db = apps[0]!.services.db;
    } else {
      // One embedded database belongs to one process: two bootstraps at once within it.
      const t = await createTestApp({ config: DEMO });
      opened.push(t);
      await Promise.all([ensureFirstAdmin(t.app.services, t.app.log), ensureFirstAdmin(t.app.services, t.app.log)]);
      db = t.app.services.db;
    }
    expect(await tableCounts(db)).toEqual(complete);
    expect(await demoAdmins(db)).toEqual([DEMO_ADMIN_EMAIL]);
  });
});
