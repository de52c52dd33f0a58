import { sql, type SQL } from 'drizzle-orm';
import type { Services } from '../services.ts';
import { bindings } from '../resources/bindings.ts';
import { policyPages, siteSettings } from '../db/schema.ts';
import { rowsOf } from '../db/client.ts';

/**
 * When the public content last changed (GIGW 3.0: the footer's "Last updated"): the newest `updated_at` over every
 * content type's table, the site settings and the policy pages, as an ISO timestamp (null on an empty install).
 * One query of one max per table, kept in the public reads' cache, which every write clears. A deletion leaves
 * no timestamp behind, so it does not move the date (a deliberate simplification, docs/spec-notes.md).
 */
export function siteLastUpdated(services: Services): Promise<string | null> {
  return services.cache.get('site-last-updated', async () => {
    const parts: SQL[] = [
      ...bindings.map((b) => sql`select max(${b.table.updatedAt}) as at from ${b.table}`),
      sql`select max(${siteSettings.updatedAt}) as at from ${siteSettings}`,
      sql`select max(${policyPages.updatedAt}) as at from ${policyPages}`,
    ];
    const query = sql`select max(at) as at from (${sql.join(parts, sql` union all `)}) as changes`;
    const [row] = await rowsOf<{ at: unknown }>(services.db, query);
    const at = row?.at;
    if (at === null || at === undefined) return null;
    return (at instanceof Date ? at : new Date(at as string)).toISOString();
  });
}
