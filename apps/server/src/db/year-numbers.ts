import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { yearNumbers } from './schema.ts';
import { indiaYear } from '../lib/india-time.ts';

export { indiaYear };

/**
 * The next number of a prefix in a year, as `PREFIX-YYYY-NNNNNN` (six digits at least): one statement on the
 * year's row (year_numbers), so concurrent callers queue on its lock and each gets its own number, in one process
 * or several. Call it in the transaction that writes the record: a rollback gives the number back.
 */
export async function nextYearNumber(db: Db | Tx, prefix: string, year: number): Promise<string> {
  const [row] = await db
    .insert(yearNumbers)
    .values({ prefix, year, last: 1 })
    .onConflictDoUpdate({ target: [yearNumbers.prefix, yearNumbers.year], set: { last: sql`${yearNumbers.last} + 1` } })
    .returning({ last: yearNumbers.last });
  return `${prefix}-${year}-${String(row!.last).padStart(6, '0')}`;
}
