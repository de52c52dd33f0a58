import type { Client } from 'pg';

/**
 * One connection to a PostgreSQL server for a few statements (the backup's checks, a test's or the bench's
 * database made and dropped), closed whatever `fn` does. `pg` is loaded on first use: the embedded database never
 * needs it.
 */
export async function withPgClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
