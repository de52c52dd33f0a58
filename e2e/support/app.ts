/**
 * The real portal (API + server-rendered pages from apps/web/build) on a fresh database, listening on a
 * free local port, for one browser test file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../apps/server/src/config.ts';
import { startPortal } from '../../apps/server/src/start/start.ts';
import { createTestDatabase, testConfig } from '../../apps/server/src/test/app.ts';
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
  /** The 12 demo notices with their PDFs (takes a few seconds). Default false. */
  demo?: boolean;
  config?: Partial<Config>;
}

const WEB_BUILD = path.resolve(import.meta.dirname, '../../apps/web/build');
const SNAPSHOTS = path.resolve(import.meta.dirname, '../../node_modules/.cache/nagar-e2e-web-build');

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

/** Builds the whole app with web pages and the first admin (ADMIN), then listens on 127.0.0.1:<random>. */
export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  const web = await snapshotWebBuild();
  const database = await createTestDatabase();
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
