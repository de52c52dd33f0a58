import { sql, type SQL } from 'drizzle-orm';
import { isValidDate, type ComplaintFigures, type ComplaintReport, REPORT_MAX_DAYS } from '@nagar/contract';
import type { Db } from '../db/client.ts';
import { rowsOf, toNumber } from '../db/client.ts';
import { complaints, grievanceTypes, wards } from '../db/schema.ts';
import { httpError } from '../lib/errors.ts';
import type { PublicCache } from '../cache/public-cache.ts';
import { wardIdCondition } from './service.ts';

/** Today in India (yyyy-mm-dd). */
const todayIst = (now = Date.now()) => new Date(now + 330 * 60_000).toISOString().slice(0, 10);
/** The day `days` before a yyyy-mm-dd day. */
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The range of a report: both days included, in India's time; by default this month so far. Refused (400) when a
 * date is not one, the range runs backwards or is longer than REPORT_MAX_DAYS.
 */
export function reportRange(from?: string, to?: string): { from: string; to: string } {
  const today = todayIst();
  const range = { from: from || `${today.slice(0, 8)}01`, to: to || today };
  if (!isValidDate(range.from) || !isValidDate(range.to)) throw httpError(400, 'invalidDate');
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
  if (days < 0 || days > REPORT_MAX_DAYS) throw httpError(400, 'reportRange', { max: REPORT_MAX_DAYS });
  return range;
}

/** The last twelve months to today (the public record). */
export const lastTwelveMonths = () => {
  const to = todayIst();
  return { from: daysBefore(to, 364), to };
};

type Row = {
  ward: string | null;
  type: string | null;
  channel: string | null;
  level: number | string;
  filed: number | string;
  resolved: number | string;
  on_time: number | string;
  reopened: number | string;
  rated: number | string;
  rating: number | string | null;
  median: number | string | null;
};

const figures = (r: Row): ComplaintFigures => ({
  filed: toNumber(r.filed),
  resolved: toNumber(r.resolved),
  resolvedOnTime: toNumber(r.on_time),
  reopened: toNumber(r.reopened),
  rated: toNumber(r.rated),
  averageRating: r.rating === null ? null : Math.round(Number(r.rating) * 100) / 100,
  medianDaysToResolve: r.median === null ? null : Math.round(Number(r.median) * 10) / 10,
});

/**
 * How the council performs on the complaints filed in a range (issue 28): filed, resolved (now), resolved within
 * their time limit (by their due date), reopened, rated and the average rating, and the median days from filing to
 * resolution, in all and by ward, grievance type and channel. One statement over the range's complaints (grouping
 * sets, off the filing-date index); kept in the public cache until the next write. `wardIds`: an officer's scope
 * (the figures of their wards only).
 */
export async function complaintReport(
  db: Db,
  cache: PublicCache,
  range: { from: string; to: string },
  wardIds: number[] | null = null,
): Promise<ComplaintReport> {
  const key = `report:complaints:${range.from}:${range.to}:${wardIds ? wardIds.join(',') : 'all'}`;
  return cache.get(key, async () => {
    const c = complaints;
    const where: SQL[] = [
      sql`${c.entry_Date} >= ${new Date(`${range.from}T00:00:00+05:30`)}`,
      sql`${c.entry_Date} <= ${new Date(`${range.to}T23:59:59.999+05:30`)}`,
    ];
    if (wardIds) where.push(wardIdCondition(c, wardIds));
    const resolved = sql`${c.status} = 'Resolved'`;
    const rows = await rowsOf<Row>(
      db,
      sql`select ${c.ward} as "ward", ${c.grivance} as "type", ${c.source} as "channel",
          grouping(${c.ward}, ${c.grivance}, ${c.source}) as "level",
          count(*) as "filed",
          count(*) filter (where ${resolved}) as "resolved",
          count(*) filter (where ${resolved} and ${c.action_Date} <= ${c.dueAt}) as "on_time",
          count(*) filter (where ${c.reopened} > 0) as "reopened",
          count(${c.rating}) as "rated",
          avg(${c.rating}) as "rating",
          percentile_cont(0.5) within group (order by extract(epoch from ${c.action_Date} - ${c.entry_Date}) / 86400)
            filter (where ${resolved} and ${c.action_Date} is not null) as "median"
        from ${c} where ${sql.join(where, sql` and `)}
        group by grouping sets ((${c.ward}), (${c.grivance}), (${c.source}), ())`,
    );
    // grouping(ward, type, channel): 3 = by ward (type and channel rolled up), 5 = by type, 6 = by channel, 7 = all.
    const level = (r: Row) => toNumber(r.level);
    const [wardRows, typeRows] = await Promise.all([
      db.select({ name: wards.name, hi: wards.nameHi, id: wards.id }).from(wards),
      db.select({ name: grievanceTypes.name, hi: grievanceTypes.nameHi }).from(grievanceTypes),
    ]);
    const wardOrder = new Map(wardRows.map((w) => [w.name, w.id]));
    const hindi = (list: Array<{ name: string; hi: string }>) => new Map(list.map((x) => [x.name, x.hi.trim()]));
    const wardHi = hindi(wardRows);
    const typeHi = hindi(typeRows);
    const total = rows.find((r) => level(r) === 7);
    const empty: ComplaintFigures = figures({
      filed: 0,
      resolved: 0,
      on_time: 0,
      reopened: 0,
      rated: 0,
      rating: null,
      median: null,
    } as Row);
    return {
      ...range,
      total: total ? figures(total) : empty,
      byWard: rows
        .filter((r) => level(r) === 3)
        .map((r) => ({ ward: r.ward!, wardHi: wardHi.get(r.ward!) ?? '', ...figures(r) }))
        .sort((a, b) => (wardOrder.get(a.ward) ?? Infinity) - (wardOrder.get(b.ward) ?? Infinity) || a.ward.localeCompare(b.ward)),
      byType: rows
        .filter((r) => level(r) === 5)
        .map((r) => ({ type: r.type!, typeHi: typeHi.get(r.type!) ?? '', ...figures(r) }))
        .sort((a, b) => b.filed - a.filed || a.type.localeCompare(b.type)),
      byChannel: rows
        .filter((r) => level(r) === 6)
        .map((r) => ({ channel: r.channel!, ...figures(r) }))
        .sort((a, b) => b.filed - a.filed || a.channel.localeCompare(b.channel)),
    };
  });
}
