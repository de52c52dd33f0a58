import { is, sql, type SQL } from 'drizzle-orm';
import { PgTable, getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { rowsOf, toNumber } from '../db/client.ts';
import * as tables from '../db/schema.ts';
import { fileChunks, files } from '../db/schema.ts';

/**
 * Every column of every table that refers to a stored file (read from the schema's foreign keys; a file's own pieces
 * aside): every table schema.ts exports, not only those of its `schema` object (a trade licence's documents too).
 */
export function fileReferences(): Array<{ table: PgTable; column: PgColumn }> {
  const refs: Array<{ table: PgTable; column: PgColumn }> = [];
  for (const table of (Object.values(tables) as unknown[]).filter((t): t is PgTable => is(t, PgTable))) {
    if (table === fileChunks) continue;
    for (const fk of getTableConfig(table).foreignKeys) {
      const { columns, foreignTable } = fk.reference();
      if (foreignTable === files && columns.length === 1) refs.push({ table, column: columns[0]! });
    }
  }
  return refs;
}

export interface OrphanReport {
  /** Stored files (main files and their variants) whose main file no row refers to. */
  files: number;
  /** Of those, the main files (one per upload). */
  uploads: number;
  bytes: number;
}

/**
 * Counts the stored files no record refers to: a main file none of the file columns names, with its
 * variants (WebP, medium, thumbnail: rows whose parentId is the main file), and variants whose main file is
 * gone. Reports only; deletes nothing.
 */
export async function countOrphanFiles(db: Db): Promise<OrphanReport> {
  const referenced: SQL[] = fileReferences().map(
    ({ table, column }) => sql`select ${column} as id from ${table} where ${column} is not null`,
  );
  const inUse = referenced.length ? sql.join(referenced, sql` union `) : sql`select null::uuid as id where false`;
  const [row] = await rowsOf<{ files: unknown; uploads: unknown; bytes: unknown }>(
    db,
    sql`
    select count(*) as files,
           count(*) filter (where ${files.parentId} is null) as uploads,
           coalesce(sum(${files.size}), 0) as bytes
    from ${files}
    where coalesce(${files.parentId}, ${files.id}) not in (select id from (${inUse}) as refs where id is not null)
  `,
  );
  return { files: toNumber(row?.files), uploads: toNumber(row?.uploads), bytes: toNumber(row?.bytes) };
}
