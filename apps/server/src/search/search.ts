import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { charCount, clipUnits, hasControlChars, servicePath, type SearchHit } from '@nagar/contract';
import type { Services } from '../services.ts';
import { rowsOf } from '../db/client.ts';
import { circulars, latestNews, notices, officeOrders, services as serviceTable, tenders } from '../db/schema.ts';

/** The most hits a search answers (and so the most any one kind can contribute). */
export const SEARCH_MAX_HITS = 50;
/** The longest query looked for, in UTF-16 units (the search box's maxlength too). */
export const SEARCH_QUERY_MAX = 100;
/** The shortest query looked for, in characters as a person sees them ('पा' is one). */
export const SEARCH_QUERY_MIN = 2;

/** '%' and '_' typed by a citizen are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 200;

/** Up to 200 UTF-16 units of the text around the query's first place in it (else its start), cut between words. */
function snippet(text: string, q: string): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  const at = text.toLowerCase().indexOf(q.toLowerCase());
  let start = Math.max(0, at - SNIPPET_BEFORE);
  // Begin at a word: after the first space in the units before the match (else not on a vowel sign or virama).
  const space = start > 0 ? text.slice(start, at).search(/\s/) : -1;
  if (space >= 0) start += space + 1;
  const rest = text.slice(start);
  const from = start > 0 && space < 0 ? rest.length - rest.replace(/^\p{M}+/u, '').length : 0;
  let cut = clipUnits(rest.slice(from), SNIPPET_LENGTH);
  start += from;
  const end = start + cut.length;
  // End after a word, when that keeps at least half of the snippet.
  const last = end < text.length ? cut.search(/\s\S*$/) : -1;
  if (last > SNIPPET_LENGTH / 2) cut = cut.slice(0, last);
  return (start > 0 ? '…' : '') + cut.trim() + (end < text.length ? '…' : '');
}

interface Row {
  id: number;
  title: string;
  titleHi: string;
  description: string;
  descriptionHi: string;
  /** yyyy-mm-dd, or a full ISO timestamp in UTC (latest news), or null. */
  date: string | null;
  /** A tender's number, a service's slug. */
  extra: string | null;
  inTitle: boolean;
  /** The index of its kind in KINDS. */
  kind: number;
}

/**
 * One searched content type: its English and Hindi title and description columns, the stored texts searched
 * (db/schema.ts searchText, each with a trigram index except services': a council has tens of them), the date it
 * is ranked by, and the address of its page.
 */
interface Kind {
  resource: string;
  table: PgTable;
  id: PgColumn;
  title: PgColumn;
  titleHi: PgColumn;
  description: PgColumn;
  descriptionHi: PgColumn;
  date: PgColumn | null;
  /** The database's lowered texts of the title (with a tender's number) and the description, both languages. */
  searchTitle: PgColumn;
  searchText: PgColumn;
  extra?: PgColumn;
  url: (row: Row) => string;
  /** The hit's title from the row's title in one language ('' stays '' so the page falls back to English). */
  titleOf?: (title: string, row: Row) => string;
}

const KINDS: Kind[] = [
  ...(
    [
      ['notice', notices, '/notice'],
      ['circular', circulars, '/circulars'],
      ['officeOrder', officeOrders, '/officeorder'],
    ] as const
  ).map(([resource, t, page]): Kind => ({
    resource,
    table: t,
    id: t.id,
    title: t.title,
    titleHi: t.titleHi,
    description: t.description,
    descriptionHi: t.descriptionHi,
    date: t.issueDate,
    searchTitle: t.searchTitle,
    searchText: t.searchText,
    url: () => page,
  })),
  {
    resource: 'tender',
    table: tenders,
    id: tenders.id,
    title: tenders.tender_title,
    titleHi: tenders.tender_titleHi,
    description: tenders.tender_discreption,
    descriptionHi: tenders.tender_discreptionHi,
    date: tenders.publish_date,
    searchTitle: tenders.searchTitle,
    searchText: tenders.searchText,
    extra: tenders.tender_no,
    url: (r) => `/tender-details?id=${r.id}`,
    titleOf: (title, r) => (title ? `${title} (${r.extra ?? ''})` : ''),
  },
  {
    resource: 'latestNews',
    table: latestNews,
    id: latestNews.id,
    title: latestNews.title,
    titleHi: latestNews.titleHi,
    description: latestNews.description,
    descriptionHi: latestNews.descriptionHi,
    date: latestNews.createdDate,
    searchTitle: latestNews.searchTitle,
    searchText: latestNews.searchText,
    url: () => '/latestnews',
  },
  {
    resource: 'service',
    table: serviceTable,
    id: serviceTable.id,
    title: serviceTable.title,
    titleHi: serviceTable.titleHi,
    description: serviceTable.summary,
    descriptionHi: serviceTable.summaryHi,
    date: serviceTable.reviewedDate,
    searchTitle: serviceTable.searchTitle,
    searchText: serviceTable.searchText,
    extra: serviceTable.slug,
    url: (r) => servicePath(r.extra),
  },
];

/**
 * A kind's date as text, which ranks as the date does: yyyy-mm-dd, or for news the full timestamp in UTC
 * (yyyy-mm-ddThh:mm:ss.mmmZ, after the day's own yyyy-mm-dd as text and as time). No date is null (ranks last).
 * Written by to_char, not a cast, so a server's DateStyle setting cannot change the text.
 */
function dateText(kind: Kind): SQL {
  if (!kind.date) return sql`null::text`;
  return kind.date.getSQLType().startsWith('timestamp')
    ? sql`to_char(${kind.date} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`to_char(${kind.date}, 'YYYY-MM-DD')`;
}

/**
 * Every kind's best hits in one statement: per kind, its title matches (either language) newest first, then, if
 * fewer than SEARCH_MAX_HITS, its description matches newest first. One statement, not two per kind: at ten
 * concurrent searches the round trips and per-statement work of twelve statements were most of a search's cost
 * (docs/performance.md). Each part keeps the shape the planner serves well: for a common word it walks the
 * newest-first index until it has its hits, for a rare one it takes the trigram index. The description part of a
 * kind whose titles gave SEARCH_MAX_HITS is not run at all (a one-time filter on the count of its title part).
 * pg_trgm takes Devanagari letters, vowel signs and viramas as word characters in the C.UTF-8 character class of
 * both PGlite and PostgreSQL here, so a Hindi query narrows by the index as an English one does.
 *
 * The description part asks for SEARCH_MAX_HITS rows and the title matches among them are dropped in JavaScript:
 * excluding them in SQL (`and not title like …`) made the planner walk the whole order index when every
 * description match was also a title match (its estimate cannot know that).
 */
async function searchRows(services: Services, pattern: string): Promise<Row[]> {
  const parts = KINDS.map((kind, k) => {
    const columns = sql`${kind.id} as id, ${kind.title} as title, ${kind.titleHi} as title_hi, ${kind.description} as description,
      ${kind.descriptionHi} as description_hi, ${dateText(kind)} as date, ${kind.extra ? sql`${kind.extra}::text` : sql`null::text`} as extra`;
    const order = sql`order by ${kind.date ?? sql`null`} desc nulls last, ${kind.id} desc limit ${SEARCH_MAX_HITS}`;
    const titles = sql.raw(`t${k}`);
    const index = sql.raw(String(k));
    return {
      cte: sql`${titles} as materialized (select ${columns} from ${kind.table} where ${kind.searchTitle} like lower(${pattern}) ${order})`,
      select: sql`select ${index} as kind, true as in_title, * from ${titles}
        union all (select ${index}, false, ${columns} from ${kind.table}
          where ${kind.searchText} like lower(${pattern}) and (select count(*) from ${titles}) < ${SEARCH_MAX_HITS} ${order})`,
    };
  });
  const statement = sql`with ${sql.join(
    parts.map((p) => p.cte),
    sql`, `,
  )} ${sql.join(
    parts.map((p) => p.select),
    sql` union all `,
  )}`;
  const rows = await rowsOf<{
    kind: number;
    in_title: boolean;
    id: number;
    title: string;
    title_hi: string;
    description: string;
    description_hi: string;
    date: string | null;
    extra: string | null;
  }>(services.db, statement);
  return rows.map((r) => ({
    kind: r.kind,
    inTitle: r.in_title,
    id: Number(r.id),
    title: r.title,
    titleHi: r.title_hi,
    description: r.description,
    descriptionHi: r.description_hi,
    date: r.date,
    extra: r.extra,
  }));
}

/** Title matches first, then newest first (no date last), then in the order of KINDS, then the higher id. */
function rank(a: Row, b: Row): number {
  const ka = a.date ?? '';
  const kb = b.date ?? '';
  return Number(b.inTitle) - Number(a.inTitle) || (ka < kb ? 1 : ka > kb ? -1 : 0) || a.kind - b.kind || b.id - a.id;
}

/** The query as searched: trimmed and cut to SEARCH_QUERY_MAX units; '' when too short or holding control characters. */
export function searchQuery(query: string): string {
  const q = clipUnits(query.trim(), SEARCH_QUERY_MAX).trim();
  // Control characters are in no title (and PostgreSQL refuses a NUL): nothing matches.
  if (charCount(q) < SEARCH_QUERY_MIN || hasControlChars(q)) return '';
  return q;
}

/**
 * Keyword search over the English and Hindi titles and descriptions of notices, circulars, office orders, tenders,
 * latest news and services, whatever the page's language. Title matches come first, then description matches,
 * newest first within each; at most SEARCH_MAX_HITS. Each hit has both languages' title and snippet (the Hindi
 * ones '' when the item has no Hindi text), for the page to show the visitor's.
 */
export async function searchContent(services: Services, query: string): Promise<SearchHit[]> {
  const q = searchQuery(query);
  if (!q) return [];
  const pattern = likePattern(q);
  const rows = await searchRows(services, pattern);
  // A kind's description part may repeat its title matches: they count once, as title matches.
  const inTitle = new Set(rows.filter((r) => r.inTitle).map((r) => `${r.kind}:${r.id}`));
  const ranked = rows
    .filter((r) => r.inTitle || !inTitle.has(`${r.kind}:${r.id}`))
    .sort(rank)
    .slice(0, SEARCH_MAX_HITS);
  return ranked.map((row) => {
    const kind = KINDS[row.kind]!;
    const titleOf = kind.titleOf ?? ((t: string) => t);
    return {
      resource: kind.resource,
      id: row.id,
      title: titleOf(row.title, row),
      titleHi: titleOf(row.titleHi.trim(), row),
      snippet: snippet(row.description, q),
      snippetHi: snippet(row.descriptionHi.trim(), q),
      date: row.date?.slice(0, 10) ?? null,
      url: kind.url(row),
    };
  });
}
