import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { createTestDatabase, testConfig, webBuilt, type TestDatabase } from '../test/app.ts';

/**
 * Over HTTP with the web build (npm run build): a loader's unexpected error is logged through the request's
 * pino logger (with the request id), and the page answers 500 with its own error text.
 */

type LogLine = { level: number; msg?: string; reqId?: string; url?: string; req?: { url?: string }; err?: { message?: string } };
const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
    done();
  },
});

let app: FastifyInstance;
let database: TestDatabase;
beforeAll(async () => {
  if (!webBuilt) return;
  database = await createTestDatabase();
  app = await buildApp(testConfig(database.url, { logLevel: 'info' }), { web: true, logStream: sink });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe.skipIf(!webBuilt)('server rendering errors (web build)', () => {
  it("a loader's thrown error is logged through the request's logger, with the request id", async () => {
    // The notices' table is gone: the public list's loader throws the database's error.
    await app.services.db.execute(sql`alter table notices rename to notices_gone`);
    const res = await app.inject({ url: '/notice' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('<h1');

    const incoming = lines.find((l) => l.msg === 'incoming request' && l.req?.url === '/notice');
    expect(incoming?.reqId).toBeTruthy();
    const logged = lines.filter((l) => l.msg === 'page rendering failed');
    // Two loaders read the missing table (the footer's "last updated" and the list): each failure is logged once,
    // through the request's logger.
    expect(logged).toHaveLength(2);
    for (const line of logged) {
      expect(line).toMatchObject({ level: 50, reqId: incoming!.reqId });
      expect(line.err?.message).toMatch(/notices/);
    }
  });
});
