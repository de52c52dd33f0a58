import { desc, ilike, or, sql } from 'drizzle-orm';
import { hasControlChars, type SearchHit } from '@nagar/contract';
import type { Services } from '../services.ts';
import { circulars, latestNews, notices, officeOrders, tenders } from '../db/schema.ts';

const MAX_PER_KIND = 20;

/** '%' and '_' typed by a citizen are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const snippet = (text: string, q: string) => {
  const i = text.toLowerCase().indexOf(q.toLowerCase());
  const start = Math.max(0, i - 60);
  const cut = text.slice(start, start + 200);
  return (start > 0 ? '…' : '') + cut + (start + 200 < text.length ? '…' : '');
};

/** Keyword search over titles and descriptions of notices, circulars, office orders, tenders and news. */
export async function searchContent(services: Services, query: string): Promise<SearchHit[]> {
  const q = query.trim().slice(0, 100);
  // Control characters are in no title (and PostgreSQL refuses a NUL): nothing matches.
  if (q.length < 2 || hasControlChars(q)) return [];
  const p = likePattern(q);
  const { db } = services;
  const docs = [
    { resource: 'notice', table: notices, page: '/notice' },
    { resource: 'circular', table: circulars, page: '/circulars' },
    { resource: 'officeOrder', table: officeOrders, page: '/officeorder' },
  ] as const;
  const results = await Promise.all([
    ...docs.map(async ({ resource, table, page }) => {
      const rows = await db
        .select({ id: table.id, title: table.title, description: table.description, date: table.issueDate })
        .from(table)
        .where(or(ilike(table.title, p), ilike(table.description, p)))
        .orderBy(sql`${table.issueDate} desc nulls last`)
        .limit(MAX_PER_KIND);
      return rows.map((r) => ({ resource, id: r.id, title: r.title, snippet: snippet(r.description, q), date: r.date, url: page }));
    }),
    db
      .select({
        id: tenders.id,
        title: tenders.tender_title,
        description: tenders.tender_discreption,
        no: tenders.tender_no,
        date: tenders.publish_date,
      })
      .from(tenders)
      .where(or(ilike(tenders.tender_title, p), ilike(tenders.tender_discreption, p), ilike(tenders.tender_no, p)))
      .orderBy(desc(tenders.publish_date))
      .limit(MAX_PER_KIND)
      .then((rows) =>
        rows.map((r) => ({
          resource: 'tender',
          id: r.id,
          title: `${r.title} (${r.no})`,
          snippet: snippet(r.description, q),
          date: r.date,
          url: `/tender-details?id=${r.id}`,
        })),
      ),
    db
      .select({ id: latestNews.id, title: latestNews.title, description: latestNews.description, date: latestNews.createdDate })
      .from(latestNews)
      .where(or(ilike(latestNews.title, p), ilike(latestNews.description, p)))
      .orderBy(desc(latestNews.createdDate))
      .limit(MAX_PER_KIND)
      .then((rows) =>
        rows.map((r) => ({
          resource: 'latestNews',
          id: r.id,
          title: r.title,
          snippet: snippet(r.description, q),
          date: r.date.toISOString().slice(0, 10),
          url: '/latestnews',
        })),
      ),
  ]);
  return results.flat();
}
