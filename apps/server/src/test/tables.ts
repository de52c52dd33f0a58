import { sql } from 'drizzle-orm';
import { toNumber, type Db } from '../db/client.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The app's tables (schema public), by name. */
async function appTables(db: Db): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

/** The row count of every table of the app. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await appTables(db)) {
    counts[name] = toNumber(rowsOf<{ n: unknown }>(await db.execute(sql`select count(*) as n from ${sql.identifier(name)}`))[0]!.n);
  }
  return counts;
}

/** Every row of every table of the app as JSON text (bytea as hex: every byte of every file), in a stable order. */
export async function tableContents(db: Db): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const name of await appTables(db)) {
    const result = await db.execute(sql`select row_to_json(x)::text as r from ${sql.identifier(name)} x order by 1`);
    contents[name] = rowsOf<{ r: string }>(result).map((row) => row.r);
  }
  return contents;
}
