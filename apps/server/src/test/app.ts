/**
 * Test helpers: the real app on a fresh real database per test file (no mocks), accounts, multipart
 * bodies, and real files (PDFs from pdf-lib, images from sharp).
 *
 * TEST_DB=pglite (default): an in-memory embedded database. TEST_DB=postgres: a new database
 * `test_<pid>_<random>` on the server of TEST_DATABASE_URL, dropped again on close.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import type { Role } from '@nagar/contract';
import { buildApp } from '../app.ts';
import { startPortal } from '../start/start.ts';
import { loadConfig, type Config } from '../config.ts';
import { makePdf } from '@nagar/demo/pdf.ts';
import { ADVISORY_LOCKS } from '../db/advisory-locks.ts';
import { openDatabase, toNumber, type Database } from '../db/client.ts';
import { withPgClient } from '../db/pg-client.ts';
import { clusterKey } from '../db/empty-cluster.ts';
import { pgErrorCode } from '../db/retry.ts';
import { auditLog } from '../db/schema.ts';

export type TestDbKind = 'pglite' | 'postgres';

/** Which database this test run uses (set per Vitest project). */
export const testDbKind = (): TestDbKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

export interface TestDatabase {
  kind: TestDbKind;
  /** A value for Config.databaseUrl. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database of the run's kind. Bare (not migrated) unless `migrated`: on PGlite always migrated ('memory://'
 * starts from the build's empty, migrated cluster); on PostgreSQL a copy of the run's template (`migratedTemplate`),
 * which the portal's start then finds up to date, instead of every migration run again for each test file.
 */
export async function createTestDatabase({ migrated = false }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') return { kind: 'pglite', url: 'memory://', drop: async () => {} };
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user:password@host:port/database)');
  const name = `test_${process.pid}_${crypto.randomBytes(5).toString('hex')}`;
  await withPgClient(server, async (c) => {
    if (!migrated) return void (await c.query(`create database ${name}`));
    try {
      await c.query(`create database ${name} template ${await migratedTemplate(server)}`);
    } catch (error) {
      // The template went (another run with other migrations replaced it): made again, once.
      if (pgErrorCode(error) !== '3D000') throw error;
      template = undefined;
      await c.query(`create database ${name} template ${await migratedTemplate(server)}`);
    }
  });
  let dropped = false;
  return {
    kind: 'postgres',
    url: databaseUrl(server, name),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      // FORCE cannot terminate an autovacuum worker that happens to be in the database (it has no role the test
      // role may signal: "must be a member of the role whose process is being terminated"); the worker ends in
      // moments, so the drop is retried a few times before it counts as a failure.
      await withPgClient(server, (c) => retryWhile('42501', 20, 250, () => c.query(`drop database if exists ${name} with (force)`)));
    },
  };
}

/** `fn` again while it fails with the PostgreSQL error `code`, up to `attempts` times, `ms` apart. */
async function retryWhile<T>(code: string, attempts: number, ms: number, fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (pgErrorCode(error) !== code || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
  }
}

const databaseUrl = (server: string, name: string) => {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
};

let template: Promise<string> | undefined;

/**
 * The PostgreSQL database that test databases are copied from: empty and migrated, named by a hash of the migrations
 * (and PGlite's version: clusterKey), made once by the first process that needs it (an advisory lock keeps the others
 * waiting) and kept on the server for later runs with the same migrations; a template of other migrations is dropped
 * when a new one is made. Copying it (CREATE DATABASE … TEMPLATE) takes a fraction of running every migration.
 */
function migratedTemplate(server: string): Promise<string> {
  template ??= withPgClient(server, async (c) => {
    const name = `nagar_template_${clusterKey()}`;
    await c.query(`select pg_advisory_lock(${ADVISORY_LOCKS.testTemplate})`);
    try {
      const found = await c.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const making = `${name}_${process.pid}`;
      await c.query(`drop database if exists ${making}`);
      await c.query(`create database ${making}`);
      const database = await openDatabase({ url: databaseUrl(server, making), dataDir: os.tmpdir() });
      await database.close();
      // No connection to it from now on (autovacuum's included): a database being copied must have none.
      await c.query(`alter database ${making} allow_connections false`);
      // A closed connection's server process may still be on its way out for a moment (55006: object in use).
      await retryWhile('55006', 40, 100, () => c.query(`alter database ${making} rename to ${name}`));
      const stale = await c.query<{ datname: string }>(
        "select datname from pg_database where datname like 'nagar\\_template\\_%' and datname <> $1",
        [name],
      );
      // A drop waits for a copy another run is making of that template, then goes ahead; that run, if it needs another
      // copy, finds its template gone (3D000) and makes it again, below. Two runs of different migrations at once thus
      // replace each other's template while both last (each still gets correct copies); one that cannot be dropped
      // now (another run's template being made, say) is left for a later run.
      for (const { datname } of stale.rows) await c.query(`drop database if exists ${datname}`).catch(() => undefined);
      return name;
    } finally {
      await c.query(`select pg_advisory_unlock(${ADVISORY_LOCKS.testTemplate})`);
    }
  }).catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

/**
 * For a describe block: a fresh database of the run's kind, opened without the app (`s.database`, set once the
 * block starts), closed and dropped after it.
 */
export function openedTestDatabase(): { database: Database } {
  const s = {} as { database: Database; target: TestDatabase };
  beforeAll(async () => {
    s.target = await createTestDatabase({ migrated: true });
    s.database = await openDatabase({ url: s.target.url, dataDir: os.tmpdir() });
  });
  afterAll(async () => {
    await s.database?.close();
    await s.target?.drop();
  });
  return s;
}

/**
 * The configuration tests start from: quiet, no demo content, the given database. Two-factor sign-in is optional
 * here (ADMIN_2FA=optional) so that a test's admin signs in with a password; the two-factor tests ask for
 * `admin2fa: 'required'`.
 */
export function testConfig(databaseUrl: string, overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DEMO_CONTENT: 'false',
    ADMIN_2FA: 'optional',
  });
  return { ...base, databaseUrl, ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  kind: TestDbKind;
  /** Closes the app, then drops its database. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Create the first admin / demo content as main.ts does (default false). */
  bootstrap?: boolean;
  /** The pages too (the web build, see `webBuilt`); default false. */
  web?: boolean;
  /** Where the app logs (e.g. a `logSink()`'s stream, to read what was logged); default as configured. */
  logStream?: Writable;
}

/** Whether the web app is built (npm run build): tests of the pages over HTTP skip without it. */
export const webBuilt = fs.existsSync(path.resolve(import.meta.dirname, '../../../web/build/server/index.js'));

/**
 * The API on a fresh database for one describe block (or a whole file): made before its tests, closed after them.
 * What it returns reads the app made then (`t.app`, `t.kind`, `t.config`), so it is used inside tests and hooks only.
 */
export function blockTestApp(options: TestAppOptions = {}): TestApp {
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp(options);
  });
  afterAll(() => made?.close());
  const ready = () => {
    if (!made) throw new Error('blockTestApp: the app is made in beforeAll; use it inside a test or a hook');
    return made;
  };
  return {
    get app() {
      return ready().app;
    },
    get config() {
      return ready().config;
    },
    get kind() {
      return ready().kind;
    },
    close: () => ready().close(),
  };
}

/**
 * The API on a fresh database with a signed-in admin, for one describe block: made before its tests, closed
 * after them. `s.t` is the app, `s.auth` the admin's Authorization header (both set once the block starts).
 */
export function adminTestApp(options: TestAppOptions = {}): { t: TestApp; auth: { authorization: string } } {
  const s = {} as { t: TestApp; auth: { authorization: string } };
  beforeAll(async () => {
    s.t = await createTestApp(options);
    s.auth = { authorization: (await loginAs(s.t.app, 'admin')).authorization };
  });
  afterAll(() => s.t?.close());
  return s;
}

/**
 * The pages and the API over the web build on a fresh database, for a test file of the pages: made before its tests
 * (not at all without the build, `webBuilt`: those tests skip), closed after them. `s.app` is set once they start.
 */
export function webTestApp(): { app: FastifyInstance } {
  const s = {} as { app: FastifyInstance; t?: TestApp };
  beforeAll(async () => {
    if (!webBuilt) return;
    s.t = await createTestApp({ web: true });
    s.app = s.t.app;
  }, 120_000);
  afterAll(() => s.t?.close());
  return s;
}

/** The whole API (and the pages with `web`) on a fresh database. Call close() in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase({ migrated: true });
  const config = testConfig(database.url, options.config);
  let app: FastifyInstance;
  try {
    const build = { web: options.web ?? false, logStream: options.logStream };
    app = options.bootstrap ? (await startPortal(config, build)).app : await buildApp(config, build);
    await app.ready();
  } catch (err) {
    await database.drop();
    throw err;
  }
  return {
    app,
    config,
    kind: database.kind,
    close: async () => {
      try {
        await app.close();
      } finally {
        await database.drop();
      }
    },
  };
}

/** A log stream for buildApp's `logStream` that keeps every line it is given, to read what was logged. */
export function logSink(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

/** Rows in a table, straight from the database. */
export async function countRows(app: FastifyInstance, table: PgTable): Promise<number> {
  const [row] = await app.services.db.select({ n: sql<number>`count(*)` }).from(table);
  return toNumber(row?.n);
}

export const TEST_PASSWORD = 'correct-horse-battery';

/** Creates an account of the role (through the real service) and signs it in; returns its bearer header. */
export async function loginAs(
  app: FastifyInstance,
  role: Role,
  email = `${role}-${crypto.randomBytes(4).toString('hex')}@test.example`,
): Promise<{ authorization: string; token: string; email: string }> {
  await app.services.accounts.upsert({ email, password: TEST_PASSWORD, role });
  const res = await app.inject({ method: 'POST', url: '/api/Account/login', payload: { email, password: TEST_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login as ${role} failed: ${res.statusCode} ${res.body}`);
  const { token } = res.json() as { token: string };
  return { authorization: `Bearer ${token}`, token, email };
}

/** The audit trail's newest row, straight from the database. */
export async function newestAuditRow(app: FastifyInstance) {
  return (await app.services.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
}

/**
 * What a failed sign-in's audit row must say (for `toMatchObject`): no one is signed in, so no actor; the address
 * typed, the account tried and the reason in `fields`.
 */
export const failedSignIn = (fields: Record<string, unknown>) => ({
  action: 'sign-in-failed',
  actorId: null,
  actorEmail: '',
  actorRole: '',
  ...fields,
});

/** A staff action on a complaint through the API (`{ Status, Remarks }` as JSON), which must answer 200. */
export async function actOnComplaint(app: FastifyInstance, headers: Record<string, string>, id: number, action: Record<string, string>) {
  const res = await app.inject({ method: 'POST', url: `/api/Admin/complaint/${id}/action`, headers, payload: action });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

export interface FilePart {
  data: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body for app.inject: `{ payload, headers }`. Files may repeat under one name. */
export async function multipart(
  fields: Record<string, string | number | boolean | null | undefined> = {},
  files: Record<string, FilePart | FilePart[]> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  for (const [name, parts] of Object.entries(files)) {
    for (const part of Array.isArray(parts) ? parts : [parts]) {
      form.append(
        name,
        new Blob([new Uint8Array(part.data)], { type: part.type ?? 'application/octet-stream' }),
        part.filename ?? 'file.bin',
      );
    }
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/**
 * A multipart request through app.inject: the fields and files as `multipart` builds them, POST unless another
 * method is named, with the given headers (a signed-in person's) and from the given address.
 */
export async function injectForm(
  app: FastifyInstance,
  request: { method?: 'POST' | 'PUT'; url: string; headers?: Record<string, string>; remoteAddress?: string },
  fields: Parameters<typeof multipart>[0] = {},
  files: Parameters<typeof multipart>[1] = {},
) {
  const { method = 'POST', url, headers, remoteAddress } = request;
  const body = await multipart(fields, files);
  return app.inject({
    method,
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A real one-page PDF; with `minBytes` it carries a random attachment so it is at least that large. */
export async function testPdf(title = 'Test document', minBytes = 0): Promise<Buffer> {
  const pdf = await makePdf(title, ['A document made for a test.']);
  if (pdf.length >= minBytes) return pdf;
  // The attachment adds some overhead of its own: a second try lands close above minBytes.
  let padding = minBytes - pdf.length;
  for (;;) {
    const doc = await PDFDocument.load(pdf);
    await doc.attach(crypto.randomBytes(Math.max(1, padding)), 'padding.bin', { mimeType: 'application/octet-stream' });
    const out = Buffer.from(await doc.save());
    if (out.length >= minBytes && (out.length - minBytes < 64 || padding <= 1)) return out;
    padding += minBytes - out.length + (out.length < minBytes ? 1 : 0);
  }
}

/** An ISO box: 32-bit size, 4-letter type, body. */
const isoBox = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/**
 * An MP4 file's box structure as an encoder writes it (an `ftyp` box of brand isom, a `moov` holding an `mvhd`, a
 * `free` box carrying the label, then an `mdat` padded to at least `minBytes` in all): what the upload pipeline
 * checks; not a playable video.
 */
export function testMp4(label = 'Test video', minBytes = 0): Buffer {
  const ftyp = isoBox('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'));
  const moov = isoBox('moov', isoBox('mvhd', Buffer.alloc(100)));
  const free = isoBox('free', Buffer.from(label, 'utf8'));
  const used = ftyp.length + moov.length + free.length + 8;
  return Buffer.concat([ftyp, moov, free, isoBox('mdat', Buffer.alloc(Math.max(0, minBytes - used)))]);
}

/** A WebVTT captions file with one cue (Hindi text), padded with NOTE blocks to at least `minBytes`. */
export function testVtt(text = 'नमस्ते, सुंदरपुर', minBytes = 0): Buffer {
  let vtt = `WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n${text}\n`;
  while (Buffer.byteLength(vtt) < minBytes) vtt += `\nNOTE ${'padding '.repeat(16)}\n`;
  return Buffer.from(vtt, 'utf8');
}

export interface ImageOptions {
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp';
  /** Camera make/model and a GPS position in the EXIF block (JPEG and WebP). */
  gps?: boolean;
  /** EXIF orientation tag (e.g. 6: rotate 90° clockwise to display). */
  orientation?: number;
  /** Random pixels: hardly compressible, so the file is large. */
  noise?: boolean;
}

const GPS_EXIF = {
  IFD0: { Make: 'TestCam', Model: 'Phone-GPS' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 15/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '77/1 24/1 0/1' },
};

/** A real image made by sharp. */
export async function testImage(options: ImageOptions = {}): Promise<Buffer> {
  const { width = 640, height = 480, format = 'jpeg' } = options;
  let image = options.noise
    ? sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  if (options.gps) image = image.withExif(GPS_EXIF);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp({ quality: 90 }).toBuffer();
  return image.jpeg({ quality: 90 }).toBuffer();
}
