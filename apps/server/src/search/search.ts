import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { charCount, clipUnits, hasControlChars, servicePath, type SearchHit } from '@nagar/contract';
import type { Services } from '../services.ts';
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
  /** yyyy-mm-dd, or a timestamp's ISO form in UTC (latest news), or null. */
  date: string | null;
  /** A tender's number, a service's slug. */
  extra: string | null;
  inTitle: boolean;
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

/** A row's date as ranked: full timestamps for news, days for the others; no date ranks last. */
const sortKey = (date: Row['date']) => date ?? '';

/** A kind's date as text that sorts as the date does: yyyy-mm-dd, or a timestamp's ISO form in UTC. */
function dateText(column: PgColumn | null): SQL {
  if (!column) return sql`null::text`;
  return /with time zone/.test(column.getSQLType())
    ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`to_char(${column}, 'YYYY-MM-DD')`;
}

/**
 * One part of the search statement: a kind's best hits in its titles (either language) or in its descriptions,
 * newest first, at most SEARCH_MAX_HITS. Of the shape the planner serves well: for a common word it walks the
 * newest-first index until it has its hits, for a rare one it takes the trigram index. pg_trgm takes Devanagari
 * letters, vowel signs and viramas as word characters in the C.UTF-8 character class of both PGlite and
 * PostgreSQL here, so a Hindi query narrows by the index as an English one does (docs/performance.md).
 *
 * The description part does not leave out the title matches in SQL (`and not title like …`): that made the
 * planner walk the whole order index when every description match was also a title match (its estimate cannot
 * know that); they are dropped in JavaScript.
 */
function part(kind: Kind, index: number, inTitle: boolean, pattern: string): SQL {
  const date: SQL = kind.date ? sql`${kind.date}` : sql`null`;
  return sql`(select ${sql.raw(String(index))} as "kind", ${sql.raw(String(inTitle))} as "in_title", ${kind.id} as "id",
    ${kind.title} as "title", ${kind.titleHi} as "title_hi", ${kind.description} as "description",
    ${kind.descriptionHi} as "description_hi", ${dateText(kind.date)} as "date", ${kind.extra ?? sql`null`}::text as "extra"
    from ${kind.table} where ${inTitle ? kind.searchTitle : kind.searchText} like lower(${pattern})
    order by ${date} desc nulls last, ${kind.id} desc limit ${sql.raw(String(SEARCH_MAX_HITS))})`;
}

interface FoundRow {
  kind: number;
  in_title: boolean;
  id: number;
  title: string;
  title_hi: string;
  description: string;
  description_hi: string;
  date: string | null;
  extra: string | null;
}

/** Newest first (undated last), then the higher id first: each part's own order. */
const newestFirst = (a: Row, b: Row) => (a.date === b.date ? b.id - a.id : !a.date ? 1 : !b.date ? -1 : a.date < b.date ? 1 : -1);

/**
 * Every kind's title and description hits in one statement (one trip to the database, whatever the kinds):
 * per kind its title hits, then its description-only hits, at most SEARCH_MAX_HITS.
 */
async function searchKinds(services: Services, pattern: string): Promise<Row[][]> {
  const parts = KINDS.flatMap((kind, i) => [part(kind, i, true, pattern), part(kind, i, false, pattern)]);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- db.execute's type argument cannot state the rows of both drivers (PGlite, node-postgres): the cast does
  const result = (await services.db.execute(sql.join(parts, sql` union all `))) as unknown as { rows: FoundRow[] };
  const perKind = KINDS.map(() => ({ inTitle: [] as Row[], inText: [] as Row[] }));
  for (const r of result.rows) {
    const row: Row = {
      id: Number(r.id),
      title: r.title,
      titleHi: r.title_hi,
      description: r.description,
      descriptionHi: r.description_hi,
      date: r.date,
      extra: r.extra,
      inTitle: r.in_title === true || String(r.in_title) === 'true',
    };
    perKind[Number(r.kind)]![row.inTitle ? 'inTitle' : 'inText'].push(row);
  }
  return perKind.map(({ inTitle, inText }) => {
    const found = new Set(inTitle.map((r) => r.id));
    return [...inTitle.sort(newestFirst), ...inText.filter((r) => !found.has(r.id)).sort(newestFirst)].slice(0, SEARCH_MAX_HITS);
  });
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
  const perKind = (await searchKinds(services, pattern)).map((rows, i) =>
    rows.map((row) => ({ kind: KINDS[i]!, row, key: sortKey(row.date) })),
  );
  const ranked = perKind
    .flat()
    .sort((a, b) => Number(b.row.inTitle) - Number(a.row.inTitle) || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0))
    .slice(0, SEARCH_MAX_HITS);
  return ranked.map(({ kind, row }) => {
    const titleOf = kind.titleOf ?? ((t: string) => t);
    return {
      resource: kind.resource,
      id: row.id,
      title: titleOf(row.title, row),
      titleHi: titleOf(row.titleHi.trim(), row),
      snippet: snippet(row.description, q),
      snippetHi: snippet(row.descriptionHi.trim(), q),
      date: row.date ? row.date.slice(0, 10) : null,
      url: kind.url(row),
    };
  });
}
