import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ComplaintService } from '../complaints/service.ts';
import { PublicCache } from '../cache/public-cache.ts';
import { ResourceService } from '../resources/service.ts';
import { bindings } from '../resources/bindings.ts';
import { searchContent } from '../search/search.ts';
import type { Services } from '../services.ts';
import { PlanDatabase } from '../test/query-plans.ts';
import { SCALE_TYPES, SCALE_WARDS, seedScaleData } from '../test/scale-data.ts';

/**
 * The lists' query plans: each default order, filter and search is read off an index, never by sorting the
 * table (what made them slow at 100,000 complaints; figures in docs/performance.md). The statements are the
 * ones the services really send (caught by the database's logger), explained with sequential scans off, so the
 * small seeded tables plan as the large ones do.
 */

const COMPLAINTS = 3000;
let planDb: PlanDatabase;
let complaints: ComplaintService;
let notices: ResourceService;

/** Runs `call` and explains the statements it sent that read `table` and order or filter it. */
async function plansOf(call: () => Promise<unknown>, match: RegExp): Promise<string[]> {
  planDb.statements = [];
  await call();
  const wanted = planDb.statements.filter((s) => match.test(s.query));
  expect(wanted.length, `no statement matched ${match}`).toBeGreaterThan(0);
  return Promise.all(wanted.map((s) => planDb.explain(s.query, s.params)));
}

/** The statement that picks a page of complaints: `select … from "complaints" … order by … limit`. */
const COMPLAINT_PAGE = /^select .* from "complaints" .*order by .*limit/s;

/**
 * The page is picked by an index walk: the Limit and everything under it has no sort and no sequential scan,
 * and nothing in the plan reads the table whole. (Above the Limit, the page's own rows may be sorted: a page.)
 */
function expectIndexWalk(plan: string, index: string | RegExp) {
  expect(plan, plan).toMatch(index);
  expect(plan, plan).not.toMatch(/Seq Scan/);
  const lines = plan.split('\n');
  const limit = lines.findIndex((line) => /Limit/.test(line));
  expect(limit, plan).toBeGreaterThanOrEqual(0);
  const depth = (line: string) => line.search(/\S/);
  const under = [lines[limit]!];
  for (let i = limit + 1; i < lines.length && depth(lines[i]!) > depth(lines[limit]!); i++) {
    // A deep page's place (slice's day walk): a sort of the counts per day (one or two rows a day), not of complaints.
    if (/^\s*CTE place$/.test(lines[i]!)) {
      const cte = depth(lines[i]!);
      while (i + 1 < lines.length && depth(lines[i + 1]!) > cte) i++;
      continue;
    }
    under.push(lines[i]!);
  }
  // An incremental sort over a walk already in date order sorts only the rows of one date (by id): no full sort.
  const incremental = /Incremental Sort[^\n]*\n\s*Sort Key:[^\n]*\n\s*Presorted Key: [^\n]*entry_date\b[^\n]*/;
  expect(under.join('\n').replace(incremental, ''), plan).not.toMatch(/Sort|Seq Scan/);
  expect(under.join('\n'), plan).toMatch(index);
}

beforeAll(async () => {
  planDb = await PlanDatabase.open();
  await seedScaleData(planDb.db, { complaints: COMPLAINTS, notices: 2000, others: 300 });
  const cache = new PublicCache(0);
  const limits = { imageMaxBytes: 1, documentMaxBytes: 1 };
  complaints = new ComplaintService(planDb.db, limits, cache);
  notices = new ResourceService(
    bindings.find((b) => b.def.name === 'notice')!,
    planDb.db,
    limits,
    cache,
  );
}, 120_000);

afterAll(async () => {
  await planDb?.close();
});

describe('query plans of the lists', () => {
  it('reads the public list newest first off an index, on every page and filter', async () => {
    for (const page of [1, 40, COMPLAINTS / 20 - 3]) {
      for (const plan of await plansOf(() => complaints.listPublic({ page, pageSize: 20 }), COMPLAINT_PAGE)) {
        expectIndexWalk(plan, 'complaints_entry_idx');
        // Page 40 (780 rows in, 2,200 from the end) starts its walk at its day (PostgreSQL 15 writes the start $1,
        // PGlite InitPlan 2.col1); the first and last walk from their end.
        if (page === 40) expect(plan, plan).toMatch(/Index Cond: \(entry_date < (\$\d+|\(InitPlan \d+\)\.col1)\)/);
        else expect(plan, plan).not.toContain('InitPlan');
      }
    }
    // Pages ask for 20 rows (the API without pageSize answers up to LIST_CAP, which may sort: not a page).
    // A filter walks its own index (status, ward), the order's or an open/closed one, filtering as it goes: whichever the planner
    // finds cheaper for how common the value is; never a sort.
    for (const status of ['Resolved', 'In Progress'])
      for (const plan of await plansOf(() => complaints.listPublic({ status, page: 2, pageSize: 20 }), COMPLAINT_PAGE))
        expectIndexWalk(plan, /complaints_\w+_idx/);
    for (const plan of await plansOf(() => complaints.listPublic({ ward: SCALE_WARDS[3], page: 1, pageSize: 20 }), COMPLAINT_PAGE))
      expectIndexWalk(plan, /complaints_\w+_idx/);
    // Status and ward: a walk as above, or (when that ward's complaints in that status are few, as here, or a rarer
    // status at 100,000) those rows read off complaints_ward_type_status_idx by both and sorted: only the rows that match
    // both, never the table (at 100,000 complaints, "Resolved" in one ward is walked; "In Progress", 133 rows, is sorted).
    for (const plan of await plansOf(
      () => complaints.listPublic({ status: 'Resolved', ward: SCALE_WARDS[3], page: 1, pageSize: 20 }),
      COMPLAINT_PAGE,
    )) {
      if (/Sort\b[^\n]*\n(\s*Sort Key:[^\n]*\n)\s*->\s+Index Only Scan using complaints_ward_type_status_idx/.test(plan)) {
        expect(plan, plan).toMatch(/Index Cond: \(\(ward = 'Ward 4'::text\) AND \(status = 'Resolved'::text\)\)/);
        expect(plan, plan).not.toMatch(/Seq Scan/);
      } else expectIndexWalk(plan, /complaints_\w+_idx/);
    }
  });

  it('counts and lists the overdue complaints (open, past their due date) off complaints_overdue_idx', async () => {
    const plans = await plansOf(
      () => complaints.listStaff({ overdue: true, page: 1, pageSize: 25 }),
      /from "complaints" where .*"due_at" </s,
    );
    for (const plan of plans) {
      expect(plan, plan).toContain('complaints_overdue_idx');
      expect(plan, plan).not.toMatch(/Seq Scan/);
    }
  });

  it('a page of the public list or the staff queue reads no history (they show none): the page, its reminders, its photos', async () => {
    planDb.statements = [];
    const { items } = await complaints.listPublic({ page: 2, pageSize: 20 });
    expect(items).toHaveLength(20);
    expect(planDb.statements.map((s) => s.query).filter((q) => /"complaint_actions"/.test(q))).toEqual([]);
    planDb.statements = [];
    const queue = await complaints.listStaff({ page: 1, pageSize: 25 });
    expect(queue.items).toHaveLength(25);
    expect(planDb.statements.map((s) => s.query).filter((q) => /"complaint_actions"/.test(q))).toEqual([]);
    // One complaint's own page does read it.
    planDb.statements = [];
    expect((await complaints.getStaff(queue.items[0]!.id)).history.length).toBeGreaterThan(0);
    expect(planDb.statements.some((s) => /from "complaint_actions"/.test(s.query))).toBe(true);
  });

  it('reads the staff queue off its two partial indexes: open work oldest first, then the closed newest first', async () => {
    const [open] = await plansOf(() => complaints.listStaff({ page: 1, pageSize: 25 }), COMPLAINT_PAGE);
    expectIndexWalk(open!, 'complaints_queue_open_idx');
    // A page past the open ones: the closed part, walked from its start (page 30) or from its day (page 100, 2,121 rows in).
    for (const page of [30, 100]) {
      const plans = await plansOf(() => complaints.listStaff({ page, pageSize: 25 }), COMPLAINT_PAGE);
      expect(plans).toHaveLength(1);
      expectIndexWalk(plans[0]!, 'complaints_queue_closed_idx');
    }
    // One ward: the same two parts off that ward's own entries (no walk past the other wards' rows); its few
    // open ones here (14) may be read by a bitmap and sorted, its closed ones are walked in order.
    const [ward] = await plansOf(() => complaints.listStaff({ ward: SCALE_WARDS[3], page: 1, pageSize: 25 }), COMPLAINT_PAGE);
    expect(ward, ward).toMatch(/Index Cond: \(ward = 'Ward 4'::text\)/);
    expect(ward, ward).toContain('complaints_queue_open_ward_idx');
    expect(ward, ward).not.toMatch(/Seq Scan|Filter: \(ward/);
    const closedWard = await plansOf(() => complaints.listStaff({ ward: SCALE_WARDS[3], page: 2, pageSize: 25 }), COMPLAINT_PAGE);
    expect(closedWard).toHaveLength(1);
    expectIndexWalk(closedWard[0]!, 'complaints_queue_closed_ward_idx');
  });

  it("reads a ward officer's three filters (status, ward, type) off complaints_ward_type_status_idx, not an intersection", async () => {
    // A combination that has complaints (a page with none sends no page statement), one open and one closed.
    for (const part of [sql`status in ('Open', 'Pending', 'In Progress')`, sql`status in ('Resolved', 'Rejected')`]) {
      const [row] = (
        (await planDb.db.execute(
          sql`select status, grievance_type as type from complaints where ward = ${SCALE_WARDS[3]} and ${part} limit 1`,
        )) as unknown as { rows: Array<{ status: string; type: string }> }
      ).rows;
      expect(SCALE_TYPES).toContain(row!.type);
      const plans = await plansOf(
        () => complaints.listStaff({ status: row!.status, ward: SCALE_WARDS[3], type: row!.type, page: 1, pageSize: 25 }),
        COMPLAINT_PAGE,
      );
      expect(plans).toHaveLength(1);
      const plan = plans[0]!;
      // Read off the index by all three (at this size the planner may sort that one group's few rows; at 100,000 it walks
      // them in order: docs/performance.md), never an intersection of two indexes, never the table.
      expect(plan, plan).toContain('complaints_ward_type_status_idx');
      expect(plan, plan).not.toMatch(/Seq Scan on complaints/);
      // All three in the index's condition (with the open or closed part's status list beside the status).
      expect(plan, plan).toMatch(
        /Index Cond: \(\(ward = 'Ward 4'::text\) AND \(grievance_type = '[^']+'::text\) AND .*\(status = '[\w ]+'::text\)\)/,
      );
      expect(plan, plan).not.toMatch(/BitmapAnd/);
    }
  });

  it("pages a common word's complaints off that word's entries (complaint_words, both parts), in English and Hindi", async () => {
    const cap = ComplaintService.searchWordsCap;
    ComplaintService.searchWordsCap = 20;
    try {
      for (const search of ['water', 'पानी']) {
        const plans = await plansOf(
          () => complaints.listStaff({ search, page: 1, pageSize: 25 }),
          /^with "t" as \(select "word" from "complaint_vocabulary"/,
        );
        expect(plans).toHaveLength(1);
        const plan = plans[0]!;
        expect(plan, plan).toContain('complaint_words_open_idx');
        expect(plan, plan).toContain('complaint_words_closed_idx');
        expect(plan, plan).not.toMatch(/Seq Scan on (complaint_words|complaints)\b/);
      }
    } finally {
      ComplaintService.searchWordsCap = cap;
    }
  });

  it("reads a one-ward officer's queue off that ward's entries by id (the officer's scope), never the whole table", async () => {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await planDb.db.execute(query)) as unknown as { rows: Array<{ id: number | string }> }).rows;
    const [ward] = await rows(sql`select id from wards where name = ${SCALE_WARDS[3]}`);
    const [user] = await rows(
      sql`insert into users (email, name, role, password_hash) values ('plans-officer@test.example', 'Officer', 'officer', 'x') returning id`,
    );
    await planDb.db.execute(sql`insert into user_wards (user_id, ward_id) values (${Number(user!.id)}, ${Number(ward!.id)})`);
    const officer = { id: Number(user!.id), role: 'officer' as const };
    const [open] = await plansOf(() => complaints.listStaff({ page: 1, pageSize: 25 }, officer), COMPLAINT_PAGE);
    expect(open, open).toMatch(new RegExp(`Index Cond: \\(ward_id = ${Number(ward!.id)}\\)`));
    expect(open, open).toContain('complaints_queue_open_ward_id_idx');
    expect(open, open).not.toMatch(/Seq Scan|Filter: \(ward_id/);
    const closed = await plansOf(() => complaints.listStaff({ page: 2, pageSize: 25 }, officer), COMPLAINT_PAGE);
    expect(closed).toHaveLength(1);
    expectIndexWalk(closed[0]!, 'complaints_queue_closed_ward_id_idx');
    // The dashboard's newest complaints of the officer's ward: off the ward's own entries too.
    const [newest] = await plansOf(() => complaints.newestStaff(5, officer), COMPLAINT_PAGE);
    expectIndexWalk(newest!, 'complaints_ward_id_idx');
  });

  it('searches complaint numbers through the trigram index, read once for the count and the page', async () => {
    for (const search of ['001234', '1234']) {
      planDb.statements = [];
      await complaints.listStaff({ search, page: 1 });
      expect(
        planDb.statements.filter((s) => /ilike/.test(s.query)),
        search,
      ).toHaveLength(1);
      const [plan] = await plansOf(() => complaints.listStaff({ search, page: 1 }), /^with "m" as materialized .*ilike/s);
      expect(plan!.match(/complaints_no_trgm_idx/g), plan).toHaveLength(1);
      expect(plan, plan).not.toContain('Seq Scan');
    }
  });

  it('reads notices newest first off an index, first and deep pages', async () => {
    for (const page of [1, 60]) {
      const [plan] = await plansOf(() => notices.list({ page, pageSize: 20 }), /^select .* from "notices" .*order by/);
      expectIndexWalk(plan!, 'notices_order_idx');
    }
  });

  it('reads the current notices and the archive (validity, by year) off indexes, never the whole table', async () => {
    // A third of the notices expired (valid until 200 days after their issue date), the rest without a date.
    await planDb.db.execute(sql`update notices set valid_until = issue_date + 200 where id % 3 = 0`);
    for (const page of [1, 60]) {
      const [plan] = await plansOf(() => notices.listPublicJson({ page, pageSize: 20 }), /^select .* from "notices" .*order by/);
      expectIndexWalk(plan!, 'notices_order_idx');
    }
    for (const query of [{ archive: true }, { archive: true, page: 10 }, { archive: true, year: 2025 }]) {
      const plans = await plansOf(() => notices.listPublicJson({ ...query, pageSize: 20 }), /^select .* from "notices" .*(order by|count)/);
      for (const plan of plans) {
        expect(plan, plan).toMatch(/notices_(order|valid_until)_idx/);
        expect(plan, plan).not.toMatch(/Seq Scan/);
      }
    }
  });

  it('searches the site in both languages in one statement over one table, through the trigram index of its texts or its order index', async () => {
    for (const term of ['reference 1234)', 'water', 'संदर्भ 1234)', 'पानी']) {
      const plans = await plansOf(() => searchContent({ db: planDb.db } as Services, term), /^with titles as materialized/);
      expect(plans, term).toHaveLength(1);
      const plan = plans[0]!;
      expect(plan, `${term}\n${plan}`).toMatch(/\bsearch_entries_(title_trgm|order)_idx\b/);
      expect(plan, `${term}\n${plan}`).not.toMatch(/Seq Scan on search_entries\b/);
      for (const table of ['notices', 'circulars', 'office_orders', 'tenders', 'latest_news', 'services'])
        expect(plan, `${term}: ${table}`).not.toMatch(new RegExp(`\\b${table}\\b`));
    }
  });
});
