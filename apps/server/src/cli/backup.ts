/**
 * Backup and restore of the whole portal (every record and every stored file: files live in the database).
 *   npm run backup [-- --out FILE]
 *   npm run restore -- FILE [--force]
 * Embedded database (no DATABASE_URL): the server must be stopped (the data directory's lock is taken, as
 * the server does); the backup is PGlite's dump of its data directory (a .tar.gz), restored into an empty one.
 * PostgreSQL (DATABASE_URL): `pg_dump -Fc` and `pg_restore` of the machine's PostgreSQL client tools; the
 * server may keep running during a backup (pg_dump reads one consistent snapshot).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.ts';
import { DataDirLockedError, lockDataDir } from '../db/lock.ts';
import { PORTAL_APPLICATION_NAME } from '../db/client.ts';
import { withPgClient } from '../db/pg-client.ts';

export class BackupError extends Error {}

const isPostgres = (config: Config) => !!config.databaseUrl && /^postgres(ql)?:\/\//.test(config.databaseUrl);

/** `nagar-backup-2026-11-23T09-45-00Z.tar.gz` (embedded) or `.dump` (PostgreSQL). */
export function defaultBackupName(config: Config, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return `nagar-backup-${stamp}${isPostgres(config) ? '.dump' : '.tar.gz'}`;
}

/** The data directory's lock, with a message that says what to do while the server runs. */
function lockForCli(dataDir: string, action: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) throw new BackupError(`Stop the portal before ${action}: ${err.message}`);
    throw err;
  }
}

const embeddedDir = (config: Config) => path.join(config.dataDir, 'pg');

/**
 * A backup holds password hashes and citizens' mobiles: its file is created readable by its owner only (mode 0600
 * from the start, never widened then narrowed), and never through a symbolic link (O_EXCL | O_NOFOLLOW: a link,
 * even one to nowhere, or a file that appeared meanwhile, is refused rather than followed or overwritten).
 */
function createPrivateFile(file: string): number {
  const { O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW } = fs.constants;
  try {
    return fs.openSync(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ELOOP') throw new BackupError(`${file} exists already: choose another name (--out).`);
    throw err;
  }
}

/** The target of --out: refused when anything is there, a symbolic link above all (followed, it writes elsewhere). */
function checkTarget(file: string): void {
  for (const name of [file, `${file}.part`]) {
    const found = fs.lstatSync(name, { throwIfNoEntry: false });
    if (found?.isSymbolicLink()) {
      throw new BackupError(`${name} is a symbolic link: a backup is not written through one. Choose another name (--out).`);
    }
    if (found && name === file) throw new BackupError(`${file} exists already: choose another name (--out).`);
  }
}

/** Writes a backup to `file` (or a timestamped name); returns the file's path and size. */
export async function backup(config: Config, file = defaultBackupName(config)): Promise<{ file: string; bytes: number }> {
  checkTarget(file);
  if (isPostgres(config)) {
    // pg_dump writes to its standard output, into a file this process created 0600 (--file would create it
    // with the umask's permissions); written next to the target, then renamed.
    const fd = createPrivateFile(`${file}.part`);
    try {
      await pgTool('pg_dump', config.databaseUrl!, ['--format=custom', '--no-owner', '--no-privileges'], fd);
      fs.closeSync(fd);
    } catch (err) {
      fs.closeSync(fd);
      fs.rmSync(`${file}.part`, { force: true });
      throw err;
    }
    fs.renameSync(`${file}.part`, file);
  } else {
    if (!fs.existsSync(path.join(embeddedDir(config), 'PG_VERSION'))) {
      throw new BackupError(`There is no database in ${config.dataDir} (DATA_DIR) to back up.`);
    }
    const release = lockForCli(config.dataDir, 'a backup');
    try {
      const { PGlite } = await import('@electric-sql/pglite');
      const db = new PGlite(embeddedDir(config));
      try {
        await db.waitReady;
        const dump = await db.dumpDataDir('gzip');
        // Written next to the target, then renamed: no half-written backup under the final name.
        const fd = createPrivateFile(`${file}.part`);
        try {
          fs.writeFileSync(fd, Buffer.from(await dump.arrayBuffer()));
        } finally {
          fs.closeSync(fd);
        }
        fs.renameSync(`${file}.part`, file);
      } finally {
        await db.close();
      }
    } finally {
      release();
    }
  }
  return { file, bytes: fs.statSync(file).size };
}

/** Restores `file` into the configured database, which must be empty unless `force`. */
export async function restore(config: Config, file: string, { force = false } = {}): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  fs.readSync(fd, head, 0, 5, 0);
  fs.closeSync(fd);
  const kind = head.toString('latin1') === 'PGDMP' ? 'postgres' : head[0] === 0x1f && head[1] === 0x8b ? 'embedded' : null;
  if (kind === null) throw new BackupError(`${file} is not a backup made by npm run backup.`);
  if (isPostgres(config)) {
    if (kind !== 'postgres') {
      throw new BackupError(
        `${file} is a backup of the embedded database; DATABASE_URL names PostgreSQL. Unset DATABASE_URL to restore it.`,
      );
    }
    await refuseWhileConnected(config.databaseUrl!);
    const tables = await pgTables(config.databaseUrl!);
    if (tables > 0 && !force) {
      throw new BackupError(
        `The database of DATABASE_URL is not empty (${tables} tables). Restore into an empty database, or add --force to replace its content.`,
      );
    }
    await pgTool('pg_restore', config.databaseUrl!, [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      ...(tables > 0 ? ['--clean', '--if-exists'] : []),
      file,
    ]);
    return;
  }
  if (kind !== 'embedded') {
    throw new BackupError(`${file} is a backup of a PostgreSQL database (pg_dump); set DATABASE_URL to restore it there.`);
  }
  const release = lockForCli(config.dataDir, 'a restore');
  try {
    const dir = embeddedDir(config);
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
      if (!force) {
        throw new BackupError(
          `${config.dataDir} (DATA_DIR) holds a database already. Restore into an empty DATA_DIR, or add --force to replace it.`,
        );
      }
    }
    // Loaded into a new directory beside the old one, which is only replaced once the load has worked.
    const fresh = `${dir}.restoring`;
    fs.rmSync(fresh, { recursive: true, force: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(fresh, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    try {
      await db.waitReady;
      await db.query('select 1');
    } finally {
      await db.close();
    }
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(fresh, dir);
  } finally {
    release();
  }
}

/** The connection details of a URL as libpq environment variables (the password stays out of `ps`). */
function pgEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
  };
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs pg_dump or pg_restore against the database of `url`; a clear message when the tool is missing or fails. */
async function pgTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[], stdout?: number): Promise<void> {
  const env = pgEnv(url);
  const version = await run(tool, ['--version'], env).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') {
      throw new BackupError(
        `${tool} was not found. Install the PostgreSQL client tools of your server's major version or newer (e.g. apt-get install postgresql-client-15), or put them on PATH.`,
      );
    }
    throw err;
  });
  const client = Number(/(\d+)(?:\.\d+)?/.exec(version.stdout)?.[1] ?? 0);
  const server = Math.floor((await pgServerVersion(url)) / 10000);
  if (client && server && client < server) {
    throw new BackupError(
      `${tool} is version ${client}, older than the PostgreSQL server (${server}): install the client tools of version ${server} or newer.`,
    );
  }
  const args2 = tool === 'pg_restore' ? ['--dbname', env.PGDATABASE!, ...args] : args;
  const result = await run(tool, args2, env, stdout);
  if (result.code !== 0) throw new BackupError(`${tool} failed (exit code ${result.code}):\n${result.stderr.trim()}`);
}

/** `out`: a file descriptor the command's standard output goes to (else it is collected). */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, out?: number): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', out ?? 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d) => (stdout += d));
    child.stderr?.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

const pgServerVersion = (url: string) =>
  withPgClient(url, async (c) => Number((await c.query<{ v: string }>(`select current_setting('server_version_num') as v`)).rows[0]!.v));

/**
 * pg_restore replaces every table: a portal connected to the database would answer from a database changing under
 * it and have its sessions ended. Any other connection to the database refuses the restore, and the message counts
 * the portal's processes (their connections are named `nagar-portal pid N`, db/client.ts). A session of another
 * database user may show no backend type to a user without pg_read_all_stats: counted all the same.
 */
async function refuseWhileConnected(url: string): Promise<void> {
  const rows = await withPgClient(
    url,
    async (c) =>
      (
        await c.query<{ name: string | null; n: string }>(
          `select application_name as name, count(*) as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and coalesce(backend_type, 'client backend') = 'client backend'
         group by application_name`,
        )
      ).rows,
  );
  const portal = rows.filter((r) => (r.name ?? '').startsWith(PORTAL_APPLICATION_NAME));
  const portalConnections = portal.reduce((sum, r) => sum + Number(r.n), 0);
  const others = rows.reduce((sum, r) => sum + Number(r.n), 0) - portalConnections;
  if (portalConnections === 0 && others === 0) return;
  const parts = [];
  if (portalConnections > 0) {
    const processes = portal.length;
    parts.push(
      `${processes} portal process${processes === 1 ? ' is' : 'es are'} connected to it (${portalConnections} connection${portalConnections === 1 ? '' : 's'}): stop the portal first`,
    );
  }
  if (others > 0)
    parts.push(`${others} other connection${others === 1 ? ' is' : 's are'} open to it: close ${others === 1 ? 'it' : 'them'}`);
  throw new BackupError(`The database of DATABASE_URL is in use: ${parts.join('; ')}. Then run the restore again.`);
}

/** Tables outside the system schemas: a database with any is not empty. */
const pgTables = (url: string) =>
  withPgClient(url, async (c) =>
    Number(
      (
        await c.query<{ n: string }>(
          `select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
        )
      ).rows[0]!.n,
    ),
  );

async function main() {
  const mode = process.argv[2];
  const { values, positionals } = parseArgs({
    args: process.argv.slice(3),
    allowPositionals: true,
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const config = loadConfig();
  // npm runs scripts in the project's directory: a file name is taken from where the command was typed.
  const here = (file: string | undefined) => (file ? path.resolve(process.env.INIT_CWD ?? process.cwd(), file) : undefined);
  const where = isPostgres(config) ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${config.dataDir}`;
  const started = Date.now();
  if (mode === 'backup') {
    const result = await backup(config, here(values.out ?? positionals[0]) ?? here(defaultBackupName(config)));
    console.log(
      `Backed up ${where} to ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } else if (mode === 'restore' && positionals[0]) {
    await restore(config, here(positionals[0])!, { force: values.force });
    console.log(`Restored ${positionals[0]} into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } else {
    console.error('Usage: npm run backup [-- --out FILE]  |  npm run restore -- FILE [--force]');
    process.exit(2);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((err) => {
    console.error(err instanceof BackupError || err instanceof DataDirLockedError ? err.message : err);
    process.exit(1);
  });
}
