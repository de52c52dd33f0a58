import { desc, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { circulars, latestNews, notices, officeOrders, tenders } from '../../apps/server/src/db/schema.ts';

/**
 * The site search before issue 13 (commit 6120545), kept as the search bench's baseline: English titles and
 * descriptions only, one ILIKE per column, 20 rows per kind newest first, no ranking. What the bilingual search
 * costs is its time over this one's, on the same data in the same run.
 */
export async function englishOnlySearch(db: Db, q: string): Promise<number> {
  const p = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const docs = [notices, circulars, officeOrders] as const;
  const results = await Promise.all([
    ...docs.map((t) =>
      db
        .select({ id: t.id, title: t.title, description: t.description, date: t.issueDate })
        .from(t)
        .where(or(ilike(t.title, p), ilike(t.description, p)))
        .orderBy(sql`${t.issueDate} desc nulls last`)
        .limit(20),
    ),
    db
      .select({ id: tenders.id, title: tenders.tender_title, description: tenders.tender_discreption, no: tenders.tender_no })
      .from(tenders)
      .where(or(ilike(tenders.tender_title, p), ilike(tenders.tender_discreption, p), ilike(tenders.tender_no, p)))
      .orderBy(desc(tenders.publish_date))
      .limit(20),
    db
      .select({ id: latestNews.id, title: latestNews.title, description: latestNews.description })
      .from(latestNews)
      .where(or(ilike(latestNews.title, p), ilike(latestNews.description, p)))
      .orderBy(desc(latestNews.createdDate))
      .limit(20),
  ]);
  return results.flat().length;
}
