import { withPgClient } from '../../apps/server/src/db/pg-client.ts';

/**
 * A database of its own for one bench run, made under `name` on the PostgreSQL server at `serverUrl`: its URL, and
 * `drop` to remove it again (with force: the run's connections may still be open).
 */
export async function scratchPostgres(serverUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  await withPgClient(serverUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withPgClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
