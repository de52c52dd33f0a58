import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describeFiles } from '../files/store.ts';
import { PlanDatabase } from '../test/query-plans.ts';
import { anyOf } from './any-of.ts';
import { wards } from './schema.ts';

/**
 * A list of ids is one parameter (anyOf), so a read sends the same statement text whatever the number of ids: the
 * embedded database keeps the texts it sees again as prepared statements, and one text per count made a long run
 * re-prepare them and keep ever more of PostgreSQL's memory (db/any-of.ts).
 */
let planDb: PlanDatabase;

beforeAll(async () => {
  planDb = await PlanDatabase.open();
}, 120_000);

afterAll(async () => {
  await planDb?.close();
});

/** The distinct statement texts `call` sends. */
async function textsOf(call: () => Promise<unknown>): Promise<Set<string>> {
  planDb.statements = [];
  await call();
  return new Set(planDb.statements.map((s) => s.query));
}

describe('anyOf', () => {
  it('matches the values given, none for none, and names with commas, quotes and backslashes as they are', async () => {
    const names = ['Ward "North", 1', "Ward O'Hara", 'Ward \\ back', 'Ward {x}'];
    const ids = (
      (await planDb.db.execute(sql`insert into wards (name) select unnest(${sql.param(names)}::text[]) returning id`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows.map((r) => Number(r.id));
    const byId = async (list: number[]) =>
      (await planDb.db.select({ name: wards.name }).from(wards).where(anyOf(wards.id, list))).map((r) => r.name).sort();
    expect(await byId(ids)).toEqual([...names].sort());
    expect(await byId([ids[1]!])).toEqual([names[1]]);
    expect(await byId([])).toEqual([]);
    const byName = async (list: string[]) =>
      (await planDb.db.select({ id: wards.id }).from(wards).where(anyOf(wards.name, list))).map((r) => Number(r.id)).sort();
    expect(await byName(names)).toEqual([...ids].sort());
    expect(await byName([names[0]!, 'no such ward'])).toEqual([ids[0]]);
  });

  it("sends one text for a list of any length: a page's photos (describeFiles) for two ids or twelve", async () => {
    const texts = new Set<string>();
    for (let n = 2; n <= 12; n++)
      for (const t of await textsOf(() =>
        describeFiles(
          planDb.db,
          Array.from({ length: n }, () => randomUUID()),
        ),
      ))
        texts.add(t);
    expect([...texts], [...texts].join('\n')).toHaveLength(1);
  });
});
