import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditFilters } from '@nagar/contract';
import { PlanDatabase } from '../test/query-plans.ts';
import { auditList, auditOptions } from './list.ts';

/**
 * The audit list's query plans (the way of db/plans.test.ts): every filter's page is read off an index of
 * audit_log, never by sorting the trail, so the screen stays quick however long the trail grows. The statements
 * are the ones auditList really sends, explained with sequential scans off so the seeded rows plan as many do.
 */

const ROWS = 5000;
let planDb: PlanDatabase;

/** The plan of the statement that picks a page's ids: `select "id" from "audit_log" … order by … limit`. */
async function pagePlan(filters: Partial<AuditFilters>): Promise<string> {
  planDb.statements = [];
  await auditList(planDb.db, { page: 3, pageSize: AUDIT_PAGE_SIZE, ...filters });
  const page = planDb.statements.filter((s) => /^select "id" from "audit_log" .*order by .*limit/.test(s.query));
  expect(page).toHaveLength(1);
  return planDb.explain(page[0]!.query, page[0]!.params);
}

beforeAll(async () => {
  planDb = await PlanDatabase.open();
  await planDb.db.execute(sql`
    insert into audit_log (at, actor_id, actor_email, actor_role, action, entity, entity_id, changes)
    select timestamptz '2025-01-01' + g * interval '17 minutes', g % 7 + 1, 'person' || (g % 7 + 1) || '@test.example', 'editor',
           (array['create', 'update', 'delete', 'sign-in'])[g % 4 + 1], (array['notice', 'tender', 'ward', 'complaint', 'session'])[g % 5 + 1],
           (g % 50)::text, '{}'::jsonb
    from generate_series(1, ${ROWS}) g`);
  await planDb.db.execute(sql`analyze audit_log`);
}, 120_000);

afterAll(async () => {
  await planDb?.close();
});

describe('query plans of the audit list', () => {
  it('reads each filter’s page off an index of audit_log, never sorting the trail', async () => {
    // One record's history is a handful of rows: the planner may fetch them all off the index and sort those.
    const cases: Array<[Partial<AuditFilters>, RegExp, 'may sort the few matches'?]> = [
      [{}, /audit_log_at_idx/],
      [{ from: '2025-01-10', to: '2025-01-20' }, /audit_log_at_idx/],
      [{ personId: 3 }, /audit_log_(actor|at)_idx/],
      [{ action: 'update' }, /audit_log_(action|at)_idx/],
      [{ entity: 'notice' }, /audit_log_(entity|at)_idx/],
      [{ entity: 'notice', entityId: '7' }, /audit_log_entity_idx/, 'may sort the few matches'],
      [{ entity: 'ward', action: 'delete', from: '2025-01-05' }, /audit_log_\w+_idx/],
    ];
    for (const [filters, index, fewMatches] of cases) {
      const plan = await pagePlan(filters);
      const what = `${JSON.stringify(filters)}\n${plan}`;
      expect(plan, what).toMatch(index);
      expect(plan, what).not.toContain('Seq Scan');
      // An incremental sort (ties of one instant put in id order, off an index already in time order) is not a sort of the trail.
      if (!fewMatches) expect(plan, what).not.toMatch(/(^|->)\s*Sort\s+\(/m);
    }
  });

  it('finds the filters’ choices by probing the indexes, one value at a time', async () => {
    planDb.statements = [];
    expect(await auditOptions(planDb.db)).toEqual({
      actions: ['create', 'delete', 'sign-in', 'update'],
      entities: ['complaint', 'notice', 'session', 'tender', 'ward'],
    });
    const sent = [...planDb.statements];
    expect(sent.length).toBeGreaterThan(0);
    for (const s of sent) {
      const plan = await planDb.explain(s.query, s.params);
      expect(plan, plan).toMatch(/audit_log_(action|entity)_idx/);
      expect(plan, plan).not.toContain('Seq Scan');
    }
  });
});
