/**
 * An empty, migrated embedded database as a file (issue 31): the tests start their in-memory databases from one,
 * and a portal's first start lays one down as its data directory instead of running PGlite's initdb (a second
 * PGlite instance of ~750 MB at its peak: a first start of ~930 MB for the portal's processes, more than a 1 GB
 * server can give). The build makes it (`npm run build`, `npm start`'s build step: `node --import tsx
 * apps/server/src/db/empty-cluster.ts`); its name holds a hash of PGlite's version and the migrations, so a file made
 * for other migrations or another PGlite is never used.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { schema } from './schema.ts';

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');
/** Where the build leaves the empty database (git-ignored). */
export const BUILT_CLUSTER_DIR = path.resolve(import.meta.dirname, '../../build');

/**
 * Settings of the embedded database, on top of PGlite's own start parameters. PGlite's WebAssembly memory
 * grows to what PostgreSQL touches and is never given back to the system, so what it may touch is kept small:
 * PostgreSQL's default shared_buffers (128MB) alone was ~120 MB of the idle server's resident memory. The
 * operating system's page cache still holds the data files (PGlite reads them through node:fs).
 */
export const PGLITE_SETTINGS = {
  shared_buffers: '32MB',
  temp_buffers: '4MB',
  work_mem: '4MB',
  maintenance_work_mem: '16MB',
} as const;

async function pgliteOptions() {
  const { PGlite } = await import('@electric-sql/pglite');
  const startParams = [...PGlite.defaultStartParams, ...Object.entries(PGLITE_SETTINGS).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  return { startParams };
}

type PGliteOptions = Awaited<ReturnType<typeof pgliteOptions>> & { extensions: Record<string, unknown> };

/** PGlite's options for the portal: its start parameters and the pg_trgm extension. */
export async function pgliteStartOptions(): Promise<PGliteOptions> {
  // Trigram indexes serve search (migration 0001 creates the extension); PGlite ships it as a contrib module.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { ...(await pgliteOptions()), extensions: { pg_trgm } };
}

/** A hash of PGlite's version and every migration file: what an empty, migrated database is made of. */
export function clusterKey(): string {
  // PGlite's version: its package.json, found above its entry point (the package does not export it).
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const hash = crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, 'package.json')));
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The build's empty database for these migrations, or null when the build has not made it. */
export function builtCluster(): string | null {
  const file = path.join(BUILT_CLUSTER_DIR, `pglite-empty-${clusterKey()}.tar`);
  return fs.existsSync(file) ? file : null;
}

/**
 * Makes an empty, migrated database and writes its data directory as a tar file (PGlite's dump, uncompressed):
 * written to a temporary name, then renamed, so that no process ever reads half a file.
 */
export async function makeEmptyCluster(file: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite((await pgliteStartOptions()) as ConstructorParameters<typeof PGlite>[0]);
  try {
    await client.waitReady;
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await client.close();
  }
}

/**
 * Lays a tar file (ustar: what PGlite's dump writes) down in `dir`: its directories and files, with their modes,
 * read 1 MB at a time (the file is ~43 MB). Every name stays inside `dir`; links and other kinds are refused.
 */
export function extractTar(file: string, dir: string): void {
  const root = path.resolve(dir);
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  const fd = fs.openSync(file, 'r');
  try {
    const header = Buffer.alloc(512);
    const chunk = Buffer.alloc(1 << 20);
    let at = 0;
    const text = (from: number, length: number) => header.toString('utf8', from, from + length).replace(/\0.*$/s, '');
    for (;;) {
      if (fs.readSync(fd, header, 0, 512, at) < 512 || header.every((b) => b === 0)) return;
      at += 512;
      const prefix = text(345, 155);
      const name = (prefix ? `${prefix}/` : '') + text(0, 100);
      const size = parseInt(text(124, 12).trim() || '0', 8);
      const mode = parseInt(text(100, 8).trim() || '600', 8) & 0o777;
      const type = String.fromCharCode(header[156]!);
      const target = path.resolve(root, `.${path.posix.sep}${name}`);
      if (target !== root && !target.startsWith(`${root}${path.sep}`)) throw new Error(`tar: ${name} is outside the directory`);
      if (type === '5') {
        fs.mkdirSync(target, { recursive: true, mode: mode || 0o700 });
      } else if (type === '0' || type === '\0') {
        fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
        const out = fs.openSync(target, 'w', mode || 0o600);
        try {
          for (let left = size, from = at; left > 0;) {
            const n = fs.readSync(fd, chunk, 0, Math.min(chunk.length, left), from);
            if (n <= 0) throw new Error(`tar: ${name} ends early`);
            fs.writeSync(out, chunk, 0, n);
            left -= n;
            from += n;
          }
        } finally {
          fs.closeSync(out);
        }
      } else {
        throw new Error(`tar: ${name} is of a kind not laid down (${type})`);
      }
      at += Math.ceil(size / 512) * 512;
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** The build step: makes the empty database for these migrations if it is not there yet, in its own process. */
async function main() {
  const file = path.join(BUILT_CLUSTER_DIR, `pglite-empty-${clusterKey()}.tar`);
  if (fs.existsSync(file)) return;
  const started = performance.now();
  await makeEmptyCluster(file);
  // Older files (other migrations) are of no use any more.
  for (const old of fs.readdirSync(BUILT_CLUSTER_DIR))
    if (/^pglite-empty-[0-9a-f]+\.tar$/.test(old) && path.join(BUILT_CLUSTER_DIR, old) !== file)
      fs.rmSync(path.join(BUILT_CLUSTER_DIR, old));
  console.log(
    `The empty embedded database: ${path.relative(process.cwd(), file)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
