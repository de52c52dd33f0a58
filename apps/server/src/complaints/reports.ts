import { sql, type SQL } from 'drizzle-orm';
import { isValidDate, type ComplaintFigures, type ComplaintReport, REPORT_MAX_DAYS } from '@nagar/contract';
import type { Db } from '../db/client.ts';
import { rowsOf, toNumber } from '../db/client.ts';
import { complaints, grievanceTypes, wards } from '../db/schema.ts';
import { httpError } from '../lib/errors.ts';
import type { PublicCache } from '../cache/public-cache.ts';
import { wardIdCondition } from './service.ts';
import { todayInIndia } from '../lib/india-time.ts';

/** Today in India (yyyy-mm-dd). */
/** The day `days` before a yyyy-mm-dd day. */
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The range of a report: both days included, in India's time; by default this month so far. Refused (400) when a
 * date is not one, the range runs backwards or is longer than REPORT_MAX_DAYS.
 */
export function reportRange(from?: string, to?: string): { from: string; to: string } {
  const today = todayInIndia();
  const range = { from: from || `${today.slice(0, 8)}01`, to: to || today };
  if (!isValidDate(range.from) || !isValidDate(range.to)) throw httpError(400, 'invalidDate');
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
  if (days < 0 || days > REPORT_MAX_DAYS) throw httpError(400, 'reportRange', { max: REPORT_MAX_DAYS });
  return range;
}

/** The last twelve months to today (the public record). */
export const lastTwelveMonths = () => {
  const to = todayInIndia();
  return { from: daysBefore(to, 364), to };
};

/**
 * The figures of one ward, type or channel over a range: the counts summed, and the histograms of days to resolve as
 * text ("0,2,1;1,0,3": each row's histogram, its counts by days from 0), summed here. Rows are grouped in the database:
 * what the embedded database sends row by row costs more than what it sums.
 */
type StatsRow = {
  dim: 'w' | 't' | 'c';
  value: string;
  filed: number | string;
  resolved: number | string;
  on_time: number | string;
  reopened: number | string;
  rated: number | string;
  rating_sum: number | string;
  days: string | null;
};

/** Figures summed over rows: the counts, and the histogram of days to resolve (days[i]: resolved i days after filing). */
class Sum {
  filed = 0;
  resolved = 0;
  onTime = 0;
  reopened = 0;
  rated = 0;
  ratingSum = 0;
  days: number[] = [];
  add(r: StatsRow) {
    this.filed += toNumber(r.filed);
    this.resolved += toNumber(r.resolved);
    this.onTime += toNumber(r.on_time);
    this.reopened += toNumber(r.reopened);
    this.rated += toNumber(r.rated);
    this.ratingSum += toNumber(r.rating_sum);
    for (const histogram of (r.days ?? '').split(';'))
      if (histogram) histogram.split(',').forEach((n, i) => (this.days[i] = (this.days[i] ?? 0) + Number(n)));
  }
  /** The median of the histogram's values, halfway between the two middle ones for an even count (percentile_cont). */
  median(): number | null {
    const n = this.days.reduce((a, b) => a + b, 0);
    if (n === 0) return null;
    const at = (k: number) => {
      let seen = 0;
      for (const [day, count] of this.days.entries()) if ((seen += count) > k) return day;
      return this.days.length - 1;
    };
    return (at(Math.floor((n - 1) / 2)) + at(Math.ceil((n - 1) / 2))) / 2;
  }
  figures(): ComplaintFigures {
    const median = this.median();
    return {
      filed: this.filed,
      resolved: this.resolved,
      resolvedOnTime: this.onTime,
      reopened: this.reopened,
      rated: this.rated,
      averageRating: this.rated ? Math.round((this.ratingSum / this.rated) * 100) / 100 : null,
      medianDaysToResolve: median === null ? null : Math.round(median * 10) / 10,
    };
  }
}

/** The day after a yyyy-mm-dd day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The last day of a day's month. */
const monthEnd = (day: string) => {
  const d = new Date(`${day.slice(0, 8)}01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return new Date(d.getTime() - 86_400_000).toISOString().slice(0, 10);
};

/** A range as the summary rows cover it: its whole months (their first days) and the day ranges at its edges. */
export function rangeParts(range: { from: string; to: string }): { months: string[]; days: Array<[string, string]> } {
  const months: string[] = [];
  const days: Array<[string, string]> = [];
  for (let first = `${range.from.slice(0, 8)}01`; first <= range.to; first = nextDay(monthEnd(first))) {
    const last = monthEnd(first);
    if (range.from <= first && last <= range.to) months.push(first);
    else days.push([range.from > first ? range.from : first, range.to < last ? range.to : last]);
  }
  return { months, days };
}

/** The figures of a range per ward, type and channel: from the summary (every ward), or from the complaints (some wards). */
async function statsRows(db: Db, range: { from: string; to: string }, wardIds: number[] | null): Promise<StatsRow[]> {
  let rows: SQL;
  if (wardIds) {
    // An officer's wards: each of their complaints in the range, through the definition the triggers use.
    const c = complaints;
    rows = sql`select "s".* from ${c}, complaint_stats_of(${c}, 1) as "s"
      where "s"."span" = 'd' and ${c.entry_Date} >= ${new Date(`${range.from}T00:00:00+05:30`)}
        and ${c.entry_Date} <= ${new Date(`${range.to}T23:59:59.999+05:30`)} and ${wardIdCondition(c, wardIds)}`;
  } else {
    const { months, days } = rangeParts(range);
    rows = sql`select * from "complaint_stats" where ${sql.join(
      [
        ...(months.length
          ? [
              sql`("span" = 'm' and "period" in (${sql.join(
                months.map((m) => sql`${m}::date`),
                sql`, `,
              )}))`,
            ]
          : []),
        ...days.map(([a, b]) => sql`("span" = 'd' and "period" between ${a}::date and ${b}::date)`),
      ],
      sql` or `,
    )}`;
  }
  return rowsOf<StatsRow>(
    db,
    sql`select "dim", "value", sum("filed") as "filed", sum("resolved") as "resolved", sum("on_time") as "on_time",
        sum("reopened") as "reopened", sum("rated") as "rated", sum("rating_sum") as "rating_sum",
        string_agg(array_to_string("days", ','), ';') as "days"
      from (${rows}) as "r" group by 1, 2`,
  );
}

/**
 * How the council performs on the complaints filed in a range (issue 28): filed, resolved (now), resolved within
 * their time limit (by their due date), reopened, rated and the average rating, and the median calendar days from
 * filing to resolution, in all and by ward, grievance type and channel. Read from the figures the database keeps per
 * month and day (complaint_stats: a year is its whole months and its edge days, a few hundred rows); an officer's
 * scope (`wardIds`) from their wards' complaints through the same definition. Kept in the public cache until the
 * next write.
 */
export async function complaintReport(
  db: Db,
  cache: PublicCache,
  range: { from: string; to: string },
  wardIds: number[] | null = null,
): Promise<ComplaintReport> {
  const key = `report:complaints:${range.from}:${range.to}:${wardIds ? wardIds.join(',') : 'all'}`;
  return cache.get(key, async () => {
    const [rows, wardRows, typeRows] = await Promise.all([
      statsRows(db, range, wardIds),
      db.select({ name: wards.name, hi: wards.nameHi, id: wards.id }).from(wards),
      db.select({ name: grievanceTypes.name, hi: grievanceTypes.nameHi }).from(grievanceTypes),
    ]);
    const total = new Sum();
    const groups = { w: new Map<string, Sum>(), t: new Map<string, Sum>(), c: new Map<string, Sum>() };
    for (const r of rows) {
      const sum = new Sum();
      sum.add(r);
      groups[r.dim].set(r.value, sum);
      // Every complaint has one channel: the channels' rows add up to the whole.
      if (r.dim === 'c') total.add(r);
    }
    const present = (map: Map<string, Sum>) =>
      [...map].filter(([, sum]) => sum.filed > 0).map(([name, sum]) => ({ name, ...sum.figures() }));
    const wardOrder = new Map(wardRows.map((w) => [w.name, w.id]));
    const hindi = (list: Array<{ name: string; hi: string }>) => new Map(list.map((x) => [x.name, x.hi.trim()]));
    const wardHi = hindi(wardRows);
    const typeHi = hindi(typeRows);
    return {
      ...range,
      total: total.figures(),
      byWard: present(groups.w)
        .map(({ name, ...f }) => ({ ward: name, wardHi: wardHi.get(name) ?? '', ...f }))
        .sort((a, b) => (wardOrder.get(a.ward) ?? Infinity) - (wardOrder.get(b.ward) ?? Infinity) || a.ward.localeCompare(b.ward)),
      byType: present(groups.t)
        .map(({ name, ...f }) => ({ type: name, typeHi: typeHi.get(name) ?? '', ...f }))
        .sort((a, b) => b.filed - a.filed || a.type.localeCompare(b.type)),
      byChannel: present(groups.c)
        .map(({ name, ...f }) => ({ channel: name, ...f }))
        .sort((a, b) => b.filed - a.filed || a.channel.localeCompare(b.channel)),
    };
  });
}
