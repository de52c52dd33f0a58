import { and, lt, sql, type SQL } from 'drizzle-orm';
import {
  VALID_UNTIL,
  archivePathOf,
  charCount,
  clipUnits,
  hasControlChars,
  isResourceName,
  resources,
  servicePath,
  type ResourceName,
  type SearchHit,
} from '@nagar/contract';
import { todayInIndia } from '../resources/validity.ts';
import type { Services } from '../services.ts';
import { anyOf } from '../db/any-of.ts';
import { rowsOf } from '../db/client.ts';
import { searchEntries } from '../db/schema.ts';
import { likeContains } from '../lib/like.ts';

/** The most hits a search answers (and so the most any one kind can contribute). */
export const SEARCH_MAX_HITS = 50;
/** The longest query looked for, in UTF-16 units (the search box's maxlength too). */
export const SEARCH_QUERY_MAX = 100;
/** The shortest query looked for, in characters as a person sees them ('पा' is one). */
export const SEARCH_QUERY_MIN = 2;

/** '%' and '_' typed by a citizen are literal characters, not wildcards. */

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
 * One searched content type, at its place in this list: that place is its `kind` in search_entries, which row
 * triggers on its table keep (migration 0012 names each table's kind, and which columns are its title, description,
 * date and extra). Ties of date rank in this order. The list is the definitions' `search` entries in kind order.
 */
interface Kind {
  resource: ResourceName;
  url: (row: Row) => string;
  /** The hit's title from the row's title in one language ('' stays '' so the page falls back to English). */
  titleOf?: (title: string, row: Row) => string;
}

/** The searched types whose hits link elsewhere than their public list, or name themselves otherwise. */
const KIND_PAGES: Partial<Record<ResourceName, Omit<Kind, 'resource'>>> = {
  tender: { url: (r) => `/tender-details?id=${r.id}`, titleOf: (title, r) => (title ? `${title} (${r.extra ?? ''})` : '') },
  service: { url: (r) => servicePath(r.extra) },
};

export const KINDS: Kind[] = resources
  .flatMap((def) => (def.search ? [{ def, kind: def.search.kind }] : []))
  .sort((a, b) => a.kind - b.kind)
  .map(({ def }) => ({ resource: def.name, url: () => `/${def.publicPath ?? def.api}`, ...KIND_PAGES[def.name] }));

/**
 * The best hits in one statement over one table (search_entries, db/schema.ts): the title matches (either
 * language) newest first, then, if fewer than SEARCH_MAX_HITS, the description matches newest first. For a common
 * word the planner walks the newest-first index until it has its hits, for a rare one it takes a trigram index;
 * the description part is not run at all when the titles gave SEARCH_MAX_HITS (a one-time filter on their count).
 * One table instead of six: at ten concurrent searches the planning and the twelve index reads of a statement over
 * six tables were most of a search's cost (docs/performance.md). pg_trgm takes Devanagari letters, vowel signs and
 * viramas as word characters in the C.UTF-8 character class of both PGlite and PostgreSQL here, so a Hindi query
 * narrows by the index as an English one does.
 *
 * The description part asks for SEARCH_MAX_HITS rows and the title matches among them are dropped in JavaScript:
 * excluding them in SQL (`and not title like …`) made the planner walk the whole order index when every
 * description match was also a title match (its estimate cannot know that).
 */
async function searchRows(services: Services, pattern: string): Promise<Row[]> {
  const e = searchEntries;
  const columns = sql`${e.kind} as kind, ${e.refId} as id, ${e.title} as title, ${e.titleHi} as title_hi,
    ${e.description} as description, ${e.descriptionHi} as description_hi, ${e.rankDate} as date, ${e.extra} as extra`;
  const order = sql`order by ${e.rankDate} desc nulls last, ${e.kind}, ${e.refId} desc limit ${SEARCH_MAX_HITS}`;
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
  }>(
    services.db,
    sql`with titles as materialized (select ${columns} from ${e} where ${e.searchTitle} like lower(${pattern}) ${order})
      select true as in_title, * from titles
      union all (select false, ${columns} from ${e}
        where ${e.searchText} like lower(${pattern}) and (select count(*) from titles) < ${SEARCH_MAX_HITS} ${order})`,
  );
  return rows.map((r) => ({
    kind: Number(r.kind),
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
  const pattern = likeContains(q);
  const rows = await searchRows(services, pattern);
  // The description part may repeat title matches: they count once, as title matches.
  const inTitle = new Set(rows.filter((r) => r.inTitle).map((r) => `${r.kind}:${r.id}`));
  const ranked = rows
    .filter((r) => r.inTitle || !inTitle.has(`${r.kind}:${r.id}`))
    .sort(rank)
    .slice(0, SEARCH_MAX_HITS);
  return markArchived(
    services,
    ranked.map((row) => {
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
    }),
  );
}

/**
 * Hits whose validity has ended (issue 29) stay findable, marked `archived` and linked to their type's archive page
 * (a tender to its own page, which every tender keeps): one statement for every type among the hits, by id (a read
 * per type was up to five statements more on every search).
 */
async function markArchived(services: Services, hits: SearchHit[]): Promise<SearchHit[]> {
  if (!services.resources || hits.length === 0) return hits;
  const today = todayInIndia();
  const parts: SQL[] = [];
  for (const name of new Set(hits.map((h) => h.resource))) {
    const service = isResourceName(name) ? services.resources.get(name) : undefined;
    if (!service?.def.validity) continue;
    const t = service.table;
    const ids = hits.filter((h) => h.resource === name).map((h) => h.id);
    parts.push(
      sql`(select ${name}::text as "resource", ${t.id} as "id" from ${t} where ${and(anyOf(t.id, ids), lt(t[VALID_UNTIL]!, today))})`,
    );
  }
  const archived = new Map<string, string>();
  if (parts.length) {
    const rows = await rowsOf<{ resource: string; id: number | string }>(services.db, sql.join(parts, sql` union all `));
    for (const r of rows) {
      const def = services.resources.get(r.resource as ResourceName)!.def;
      archived.set(`${r.resource}:${String(r.id)}`, `/${archivePathOf(def)!}`);
    }
  }
  return hits.map((h) => {
    const archive = archived.get(`${h.resource}:${h.id}`);
    return archive ? { ...h, archived: true, url: h.resource === 'tender' ? h.url : archive } : h;
  });
}
