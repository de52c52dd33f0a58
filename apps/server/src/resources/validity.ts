import { and, asc, gte, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { VALID_UNTIL, recordTitle, type ResourceDef, type ValidityType } from '@nagar/contract';
import type { Db } from '../db/client.ts';
import type { ResourceTable } from './binding.ts';
import { todayInIndia } from '../lib/india-time.ts';

/**
 * Validity and the archive (GIGW 3.0, contract ResourceDef.validity): a record whose "valid until" date is before
 * today in India leaves the public lists for its type's archive. Nothing is deleted; the back office lists all.
 */

export { todayInIndia };

/** A date ('yyyy-MM-dd') plus whole months; the day is kept, or the month's last day when it has fewer (Jan 31 + 1: Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** What a public list asks about validity: the archive (expired records) or not, and the archive's year. */
export interface ValidityQuery {
  archive?: boolean;
  year?: number;
}

/**
 * The public list's condition and cache key part for a type with validity: current records (no date, or not before
 * today) or the archive (before today, optionally of one year by the type's year field). The key holds today's
 * date, so after midnight (IST) no cached list of yesterday is served.
 */
export function validityFilter(
  def: ResourceDef,
  table: ResourceTable,
  query: ValidityQuery,
  now = new Date(),
): { key: string; where: SQL } | undefined {
  if (!def.validity) return undefined;
  const today = todayInIndia(now);
  const column = table[VALID_UNTIL]!;
  if (!query.archive) return { key: `valid:${today}`, where: or(isNull(column), gte(column, today))! };
  const conditions: SQL[] = [lt(column, today)];
  if (query.year) {
    const yearColumn = table[def.validity.year ?? def.validity.from]!;
    conditions.push(gte(yearColumn, sql`${`${query.year}-01-01`}::date`), lt(yearColumn, sql`${`${query.year + 1}-01-01`}::date`));
  }
  return { key: `archive:${today}:${query.year ?? ''}`, where: and(...conditions)! };
}

/** Two filters together (the tenders' state and validity): both conditions, both keys. */
export function bothFilters(
  a: { key: string; where: SQL | undefined } | undefined,
  b: { key: string; where: SQL | undefined } | undefined,
): { key: string; where: SQL | undefined } | undefined {
  if (!a || !b) return a ?? b;
  return { key: `${a.key}|${b.key}`, where: and(a.where, b.where) };
}

/**
 * A new record's "valid until" when none was given: its `from` date (today when the server sets it or it is
 * empty) plus the type's period in months; none when the period is 0.
 */
export function defaultValidUntil(def: ResourceDef, values: Record<string, unknown>, months: number, now = new Date()): string | null {
  if (!def.validity || !(months > 0)) return null;
  const from = values[def.validity.from];
  const base = typeof from === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(from) ? from : todayInIndia(now);
  return addMonths(base, months);
}

/** The years of a type's archive that hold records, newest first (the archive page's year filter). */
export async function archiveYears(db: Db, def: ResourceDef, table: ResourceTable, now = new Date()): Promise<number[]> {
  if (!def.validity) return [];
  const yearColumn = table[def.validity.year ?? def.validity.from]!;
  const year = sql<number>`extract(year from ${yearColumn})::int`;
  const rows = await db
    .select({ year })
    .from(table)
    .where(and(lt(table[VALID_UNTIL]!, todayInIndia(now)), isNotNull(yearColumn)))
    .groupBy(year)
    .orderBy(sql`1 desc`);
  return rows.map((r) => Number(r.year));
}

/** One record whose validity ends soon (the staff dashboard). */
export interface ExpiringItem {
  resource: ValidityType;
  id: number;
  title: string;
  validUntil: string;
}

/** The records of one type whose validity ends from today to `days` days on, soonest first (at most `limit`). */
export async function expiringOf(
  db: Db,
  def: ResourceDef,
  table: ResourceTable,
  days: number,
  limit: number,
  now = new Date(),
): Promise<ExpiringItem[]> {
  const today = todayInIndia(now);
  const until = addDays(today, days);
  const column = table[VALID_UNTIL]!;
  const rows = await db
    .select()
    .from(table)
    .where(and(gte(column, today), lte(column, until)))
    .orderBy(asc(column), asc(table.id))
    .limit(limit);
  return (rows as Array<Record<string, unknown> & { id: number }>).map((row) => ({
    resource: def.name as ValidityType,
    id: row.id,
    title: recordTitle(def, row as { id: number }),
    validUntil: row[VALID_UNTIL] as string,
  }));
}

/** A date ('yyyy-MM-dd') plus days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
