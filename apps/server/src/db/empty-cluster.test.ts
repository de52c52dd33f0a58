import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BUILT_CLUSTER_DIR, builtCluster, clusterKey, extractTar, makeEmptyCluster } from './empty-cluster.ts';
import { openDatabase, rowsOf } from './client.ts';

/**
 * Issue 31: a first start lays the build's empty, migrated database down as its data directory instead of running
 * PGlite's initdb (a second PGlite instance of ~750 MB). The tar reader, and a first start from the file.
 */
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nagar-cluster-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A ustar header for one entry, written by hand (what GNU tar would not write: a name leaving the directory). */
function header(name: string, type: string, size: number): Buffer {
  const h = Buffer.alloc(512);
  h.write(name, 0);
  h.write('0000600\0', 100);
  h.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  h.write(type, 156);
  h.write('ustar\0', 257);
  return h;
}

describe('the tar reader', () => {
  it('lays down directories and files (long names, sizes over a read, modes) as tar wrote them', () => {
    const src = path.join(dir, 'src');
    fs.mkdirSync(path.join(src, 'base', 'a'.repeat(90), 'b'.repeat(60)), { recursive: true });
    const big = Buffer.alloc(3 * 1024 * 1024 + 123, 7);
    big.write('the end', big.length - 7);
    fs.writeFileSync(path.join(src, 'base', 'a'.repeat(90), 'b'.repeat(60), 'big'), big);
    fs.writeFileSync(path.join(src, 'PG_VERSION'), '17\n', { mode: 0o600 });
    fs.writeFileSync(path.join(src, 'empty'), '');
    fs.chmodSync(path.join(src, 'base'), 0o750);
    const file = path.join(dir, 'test.tar');
    execFileSync('tar', ['--format=ustar', '-cf', file, '-C', src, '.']);
    const out = path.join(dir, 'out');
    extractTar(file, out);
    expect(fs.readFileSync(path.join(out, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(fs.readFileSync(path.join(out, 'empty')).length).toBe(0);
    expect(fs.readFileSync(path.join(out, 'base', 'a'.repeat(90), 'b'.repeat(60), 'big')).equals(big)).toBe(true);
    expect(fs.statSync(path.join(out, 'PG_VERSION')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(out, 'base')).mode & 0o777).toBe(0o750);
  });

  it('refuses a name outside the directory, a link and a file cut short, writing nothing outside', () => {
    const outside = path.join(dir, 'escaped');
    const cases: Array<[string, Buffer]> = [
      ['outside', Buffer.concat([header('../escaped', '0', 2), Buffer.from('hi'.padEnd(512, '\0')), Buffer.alloc(1024)])],
      ['a link', Buffer.concat([header('link', '2', 0), Buffer.alloc(1024)])],
      ['cut short', Buffer.concat([header('short', '0', 4096), Buffer.alloc(512)])],
    ];
    for (const [label, bytes] of cases) {
      const file = path.join(dir, `${label}.tar`);
      fs.writeFileSync(file, bytes);
      expect(() => extractTar(file, path.join(dir, `out-${label}`)), label).toThrow(/tar: /);
    }
    expect(fs.existsSync(outside)).toBe(false);
  });
});

describe('a first start from the empty database the build made', () => {
  it('opens it as its data directory (no initdb: two first starts share its system identifier), migrated', async () => {
    // What `npm run build` does (CI builds before testing; made here when it has not).
    if (!builtCluster()) await makeEmptyCluster(path.join(BUILT_CLUSTER_DIR, `pglite-empty-${clusterKey()}.tar`));
    const identifiers: string[] = [];
    for (const name of ['one', 'two']) {
      const database = await openDatabase({ dataDir: path.join(dir, name), notice: () => {} });
      try {
        const [row] = await rowsOf<{ id: string }>(database.db, sql`select system_identifier::text as id from pg_control_system()`);
        identifiers.push(row!.id);
        const [migrated] = await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        const files = fs.readdirSync(path.resolve(BUILT_CLUSTER_DIR, '../drizzle')).filter((f) => f.endsWith('.sql'));
        expect(migrated!.n).toBe(files.length);
        // A table of the last migration is there and empty.
        expect((await rowsOf(database.db, sql`select * from complaint_stats`)).length).toBe(0);
      } finally {
        await database.close();
      }
    }
    expect(identifiers[0]).toBe(identifiers[1]);
    // No half directory was left beside it.
    expect(fs.readdirSync(path.join(dir, 'one')).filter((f) => f.startsWith('pg.new-'))).toEqual([]);
  }, 60_000);
});
