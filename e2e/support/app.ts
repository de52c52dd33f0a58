/**
 * The real portal (API + server-rendered pages from apps/web/build) on a fresh database, listening on a
 * free local port, for one browser test file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../apps/server/src/config.ts';
import { startPortal } from '../../apps/server/src/start/start.ts';
import { createTestDatabase, testConfig, testDbKind } from '../../apps/server/src/test/app.ts';
import { clusterKey } from '../../apps/server/src/db/empty-cluster.ts';
import { sessions } from '../../apps/server/src/db/schema.ts';
import { storedBytes } from '../../apps/server/src/files/download.ts';

export const ADMIN = { email: 'admin@e2e.example', password: 'e2e-admin-password-1' };

export interface RunningApp {
  app: FastifyInstance;
  config: Config;
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** The demo content, as a first start lays it (from a dump made once a run, see demoDump). Default false. */
  demo?: boolean;
  config?: Partial<Config>;
}

const WEB_BUILD = path.resolve(import.meta.dirname, '../../apps/web/build');
const SNAPSHOTS = path.resolve(import.meta.dirname, '../../node_modules/.cache/nagar-e2e-web-build');
const DEMO_DUMPS = path.resolve(import.meta.dirname, '../../node_modules/.cache/nagar-e2e-demo');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A private copy of apps/web/build for one app: a `npm run build` elsewhere during the run replaces the
 * hashed assets, which would otherwise break the pages of an app that already loaded the old server build.
 * It sits under node_modules/.cache so that the server build's bare imports resolve from node_modules.
 * Copies left by a run that was killed are removed.
 */
async function snapshotWebBuild(): Promise<{ dir: string; remove(): void }> {
  fs.mkdirSync(SNAPSHOTS, { recursive: true });
  for (const name of fs.readdirSync(SNAPSHOTS)) {
    const pid = Number(name.split('-')[0]);
    if (pid && pid !== process.pid && !alive(pid)) fs.rmSync(path.join(SNAPSHOTS, name), { recursive: true, force: true });
  }
  const complete = (root: string) => fs.existsSync(path.join(root, 'server/index.js')) && fs.existsSync(path.join(root, 'client/assets'));
  // A build running elsewhere empties the directory for a few seconds: wait for it, and copy again if the
  // copy raced it.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (complete(WEB_BUILD)) {
      const dir = fs.mkdtempSync(path.join(SNAPSHOTS, `${process.pid}-`));
      try {
        fs.cpSync(WEB_BUILD, dir, { recursive: true });
        if (complete(dir)) return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
      } catch {
        /* the build changed under the copy */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
    if (Date.now() > deadline) throw new Error('The web app is not built (apps/web/build): run "npm run build" before the e2e tests.');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The embedded database with the demo content and ADMIN, as a dump made once a run: laying the demo content takes
 * ~24 s of a 2-core machine (2,000 properties, applications, documents), loading the dump about a second, and ten
 * browser files want it. The first file that asks makes it under a lock file; the others wait for it. One run is
 * one Vitest process, the parent of every worker (forks pool): its pid names the dump, so each run makes its own
 * (the demo content's dates are relative to the day it is laid, and a changed service changes what it writes).
 * Dumps of runs that ended are removed. Null on PostgreSQL (TEST_DB=postgres): the demo content is laid each time.
 */
async function demoDump(): Promise<string | null> {
  if (testDbKind() !== 'pglite') return null;
  fs.mkdirSync(DEMO_DUMPS, { recursive: true });
  for (const name of fs.readdirSync(DEMO_DUMPS)) {
    const owner = Number(name.split('-')[0]);
    if (owner && owner !== process.ppid && !alive(owner)) fs.rmSync(path.join(DEMO_DUMPS, name), { force: true });
  }
  const file = path.join(DEMO_DUMPS, `${process.ppid}-${clusterKey()}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    if (fs.existsSync(file)) return file;
    let fd: number;
    try {
      fd = fs.openSync(lock, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // Another file is making it; a maker that died leaves its lock behind, which is taken over.
      const holder = Number(fs.readFileSync(lock, 'utf8') || 0);
      if (holder && !alive(holder)) fs.rmSync(lock, { force: true });
      await sleep(250);
      continue;
    }
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
    try {
      // Nothing on a schedule while it is made and dumped: each test's app escalates overdue complaints itself.
      const quiet = testConfig('memory://', { demoContent: true, admin: ADMIN });
      quiet.notices = { ...quiet.notices, escalationSeconds: 86_400, escalationFirstSeconds: 86_400 };
      const { app } = await startPortal(quiet);
      try {
        await app.services.database.dump!(file);
      } finally {
        await app.close();
      }
    } finally {
      fs.rmSync(lock, { force: true });
    }
  }
}

/** Builds the whole app with web pages and the first admin (ADMIN), then listens on 127.0.0.1:<random>. */
export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  const dump = options.demo ? await demoDump() : null;
  const web = await snapshotWebBuild();
  const database = dump ? { url: `memory://${dump}`, drop: async () => {} } : await createTestDatabase();
  const config = testConfig(database.url, { demoContent: options.demo ?? false, admin: ADMIN, webBuildDir: web.dir, ...options.config });
  let app: FastifyInstance;
  try {
    ({ app } = await startPortal(config, { web: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (err) {
    await database.drop();
    web.remove();
    throw err;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
  const url = `http://127.0.0.1:${address.port}`;
  // Absolute links (the receipt's, its QR code) are built from PUBLIC_URL: the address this server got.
  if (!options.config?.publicUrl) config.publicUrl = url;
  return {
    app,
    config,
    url,
    close: async () => {
      try {
        await app.close();
      } finally {
        web.remove();
        await database.drop();
      }
    },
  };
}

/** A complaint a citizen files through the public API, as any client would (201 expected); answers its number. */
export async function fileComplaint(
  app: FastifyInstance,
  c: { district?: string; ward: string; type?: string; text: string; name?: string; mobile: string; consent?: string; ip?: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Public/complaint',
    payload: {
      district: c.district ?? 'Sundarpur',
      ward: c.ward,
      grivance: c.type ?? 'Streetlight',
      additional_Information: c.text,
      name: c.name ?? 'Citizen',
      mobile: c.mobile,
      consent: c.consent ?? 'true',
    },
    ...(c.ip ? { remoteAddress: c.ip } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { complaintNo: string }).complaintNo;
}

/** Moves every session's server-side expiry (there is one signed-in person per test file). */
export async function setSessionExpiry(app: FastifyInstance, expiresAt: Date): Promise<number> {
  const rows = await app.services.db.update(sessions).set({ expiresAt }).returning({ id: sessions.id });
  return rows.length;
}

/** Expiry times of all sessions, straight from the database. */
export async function sessionExpiries(app: FastifyInstance): Promise<Date[]> {
  const rows = await app.services.db.select({ expiresAt: sessions.expiresAt }).from(sessions);
  return rows.map((r) => r.expiresAt);
}

/** The stored bytes of a file, by the id in its /files/<id>/<name> URL. */
export async function storedFile(app: FastifyInstance, href: string): Promise<Buffer> {
  const id = /^\/files\/([0-9a-f-]{36})\//.exec(href)?.[1];
  if (!id) throw new Error(`not a stored-file URL: ${href}`);
  const data = await storedBytes(app.services.db, id);
  if (!data) throw new Error(`no stored file ${id}`);
  return data;
}
