import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The array types `anyOf` casts its one parameter to, by the column's own type. */
const ARRAY_OF: Record<string, string> = {
  serial: 'integer[]',
  integer: 'integer[]',
  bigserial: 'bigint[]',
  bigint: 'bigint[]',
  uuid: 'uuid[]',
  text: 'text[]',
};

/**
 * `column = any($1)`: the values as one array parameter, where Drizzle's `inArray` writes `in ($1, $2, …)`, a
 * different statement for every number of values. The embedded database keeps a read it has seen twice as a prepared
 * statement (db/pglite-worker.mjs, at most 200): a page's photos (`describeFiles`), its complaints by id and their
 * history each made a new text for each count, so a long run kept re-preparing them and the kept statements grew to
 * ~20 MB of PostgreSQL's memory in five minutes of the soak (a WebAssembly memory is never given back). One text
 * instead, planned alike (an index scan by `= ANY`, as PostgreSQL turns an IN list into). One value stays `column = $1`
 * (a one-ward officer's scope: planned by the value, as before); so two texts at most. Ids and names only.
 */
export function anyOf(column: PgColumn, values: ReadonlyArray<string | number>): SQL {
  if (values.length === 1) return eq(column, values[0]);
  const type = ARRAY_OF[column.getSQLType()];
  if (!type) throw new Error(`anyOf: no array type for the column ${column.name} (${column.getSQLType()})`);
  return sql`${column} = any(${sql.param([...values])}::${sql.raw(type)})`;
}
