/**
 * For the query-plan tests (db/plans.test.ts, audit/plans.test.ts): a fresh test database whose logger keeps
 * every statement the code under test sends, and EXPLAIN of such a statement with sequential scans off, so the
 * small seeded tables plan as the large ones do.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import { createTestDatabase, type TestDatabase } from './app.ts';

export interface SentStatement {
  query: string;
  params: unknown[];
}

/** The statement with its parameters written in, for EXPLAIN (which takes none). */
function inline(query: string, params: unknown[]): string {
  return query.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'number') return String(value);
    // An array parameter (db/any-of.ts) as PostgreSQL's array literal, each element quoted.
    const text = Array.isArray(value)
      ? `{${value.map((v) => `"${String(v).replace(/[\\"]/g, '\\$&')}"`).join(',')}}`
      : value instanceof Date
        ? value.toISOString()
        : String(value);
    return `'${text.replace(/'/g, "''")}'`;
  });
}

export class PlanDatabase {
  /** What was sent since this was last emptied (`plans.statements = []` before the call to watch). */
  statements: SentStatement[] = [];
  private constructor(
    private readonly testDb: TestDatabase,
    readonly database: Database,
  ) {}

  static async open(): Promise<PlanDatabase> {
    const testDb = await createTestDatabase({ migrated: true });
    let plans: PlanDatabase | undefined;
    try {
      const database = await openDatabase({
        url: testDb.url,
        dataDir: '/nonexistent',
        logger: { logQuery: (query, params) => void plans?.statements.push({ query, params }) },
      });
      plans = new PlanDatabase(testDb, database);
      return plans;
    } catch (err) {
      await testDb.drop();
      throw err;
    }
  }

  get db(): Db {
    return this.database.db;
  }

  /** The plan the statement gets, one line a node. */
  explain(query: string, params: unknown[]): Promise<string> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql.raw(`explain ${inline(query, params)}`))) as unknown as { rows: Array<Record<string, string>> };
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  async close(): Promise<void> {
    try {
      await this.database.close();
    } finally {
      await this.testDb.drop();
    }
  }
}
