import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { formatMessage } from '@nagar/contract';
import { FILE_CHUNK_BYTES, fileChunks, files } from '../db/schema.ts';
import { rowsOf } from '../db/client.ts';
import { adminTestApp, testDbKind } from '../test/app.ts';
import { ReadGate, STREAM_READ_BYTES, chunkReads, parseRange } from './download.ts';
import { MAX_STREAMS_PER_ADDRESS, SMALL_ANSWER_BYTES } from './routes.ts';
import { insertFiles } from './store.ts';

/** Random bytes that start like a PDF (what the route serves is the bytes as stored; no check reads them here). */
const pdfLike = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(size - 9)]);

describe(`downloads in bounded memory (${testDbKind()})`, () => {
  const s = adminTestApp();
  const small = pdfLike(1000);
  const medium = pdfLike(3 * FILE_CHUNK_BYTES + 12345); // 4 pieces: read whole, not streamed
  const large = pdfLike(24 * 1024 * 1024 + 777); // 97 pieces: streamed
  const ids = { small: '', medium: '', large: '' };
  let base = '';

  const store = (name: string, data: Buffer) =>
    insertFiles(s.t.app.services.db, [{ variant: 'main', name: `${name}.pdf`, contentType: 'application/pdf', data }]);
  const get = (id: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    s.t.app.inject({ method, url: `/files/${id}/x.pdf`, headers });

  beforeAll(async () => {
    ids.small = await store('small', small);
    ids.medium = await store('medium', medium);
    ids.large = await store('large', large);
    await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(s.t.app.server.address() as AddressInfo).port}`;
  });

  it('stores a file as pieces of FILE_CHUNK_BYTES, the record holding size and type only', async () => {
    const pieces = await s.t.app.services.db
      .select({ seq: fileChunks.seq, n: sql<number>`length(${fileChunks.data})` })
      .from(fileChunks)
      .where(eq(fileChunks.fileId, ids.medium))
      .orderBy(fileChunks.seq);
    expect(pieces.map((p) => Number(p.n))).toEqual([FILE_CHUNK_BYTES, FILE_CHUNK_BYTES, FILE_CHUNK_BYTES, 12345]);
    expect(pieces.map((p) => p.seq)).toEqual([0, 1, 2, 3]);
  });

  it('answers 304 from the stored ETag without reading a byte (the pieces may even be gone)', async () => {
    const id = await store('gone', pdfLike(5000));
    const { etag } = (await get(id)).headers;
    await s.t.app.services.db.delete(fileChunks).where(eq(fileChunks.fileId, id));
    const before = chunkReads.count;
    for (const inm of [String(etag), `"other", ${etag}`, `W/${etag}`, '*']) {
      const res = await get(id, { 'if-none-match': inm });
      expect(res.statusCode, inm).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
    expect(chunkReads.count).toBe(before);
  });

  it('answers HEAD with the length and headers, reading nothing', async () => {
    const before = chunkReads.count;
    const res = await get(ids.large, {}, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(large.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.length).toBe(0);
    expect(chunkReads.count).toBe(before);
  });

  it('answers Range bytes=0-99 with 206 and exactly those 100 bytes, every header kept', async () => {
    const res = await get(ids.small, { range: 'bytes=0-99' });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.equals(small.subarray(0, 100))).toBe(true);
    expect(res.headers).toMatchObject({
      'content-range': `bytes 0-99/${small.length}`,
      'content-length': '100',
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'content-type': 'application/pdf',
    });
    expect(res.headers['content-disposition']).toContain('attachment; filename="x.pdf"');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers a suffix range, an open range and a range across pieces with the exact bytes', async () => {
    const cases: Array<[string, Buffer, number, number]> = [
      ['bytes=-100', small, small.length - 100, small.length - 1],
      ['bytes=-5000', small, 0, small.length - 1],
      ['bytes=900-', small, 900, small.length - 1],
      ['bytes=262000-600000', medium, 262000, 600000],
      [`bytes=${FILE_CHUNK_BYTES - 1}-${FILE_CHUNK_BYTES}`, medium, FILE_CHUNK_BYTES - 1, FILE_CHUNK_BYTES],
      ['bytes=5000000-5999999', large, 5000000, 5999999],
      [`bytes=-${SMALL_ANSWER_BYTES + 10}`, large, large.length - SMALL_ANSWER_BYTES - 10, large.length - 1],
    ];
    for (const [range, data, start, end] of cases) {
      const id = data === small ? ids.small : data === medium ? ids.medium : ids.large;
      const res = await get(id, { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${data.length}`);
      expect(res.rawPayload.equals(data.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers 416 with Content-Range bytes */size for a range past the end or of 0 bytes', async () => {
    for (const range of [`bytes=${small.length}-`, `bytes=${small.length + 5}-${small.length + 10}`, 'bytes=-0']) {
      const res = await get(ids.small, { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${small.length}`);
    }
  });

  it('serves the whole file (200) for several ranges, a malformed one, or an If-Range that names another version', async () => {
    const { etag } = (await get(ids.small, {}, 'HEAD')).headers;
    for (const headers of [
      { range: 'bytes=0-9,20-29' },
      { range: 'bytes=9-0' },
      { range: 'items=0-9' },
      { range: 'bytes=0-9', 'if-range': '"another-version"' },
      { range: 'bytes=0-9', 'if-range': 'Wed, 21 Oct 2026 07:28:00 GMT' },
    ]) {
      const res = await get(ids.small, headers as Record<string, string>);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.rawPayload.equals(small)).toBe(true);
    }
    const matching = await get(ids.small, { range: 'bytes=0-9', 'if-range': String(etag) });
    expect(matching.statusCode).toBe(206);
    expect(matching.rawPayload.equals(small.subarray(0, 10))).toBe(true);
  });

  it('streams a file of many pieces byte for byte, reading each part once', async () => {
    const before = chunkReads.count;
    const res = await fetch(`${base}/files/${ids.large}/large.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(large.length));
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(large)).toBe(true);
    expect(chunkReads.count - before).toBe(Math.ceil(large.length / STREAM_READ_BYTES));
  });

  it('stops reading when the client goes mid-download', async () => {
    const before = chunkReads.count;
    await new Promise<void>((resolve, reject) => {
      const req = http.get(`${base}/files/${ids.large}/large.pdf`, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err)));
    });
    await new Promise((r) => setTimeout(r, 1000));
    const read = chunkReads.count - before;
    // The socket's buffers on both sides take some reads before the server sees the client go: far from 385.
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(Math.ceil(large.length / STREAM_READ_BYTES) / 4);
    await new Promise((r) => setTimeout(r, 500));
    expect(chunkReads.count - before).toBe(read);
  });

  it(`answers 429 past ${MAX_STREAMS_PER_ADDRESS} streams at once from one address; small answers and 304s still pass`, async () => {
    const open: http.ClientRequest[] = [];
    try {
      // Clients that start a large download and then stop reading: each stream stays open.
      for (let i = 0; i < MAX_STREAMS_PER_ADDRESS; i++) {
        await new Promise<void>((resolve, reject) => {
          const req = http.get(`${base}/files/${ids.large}/large.pdf`, (res) => {
            expect(res.statusCode).toBe(200);
            res.pause();
            resolve();
          });
          req.on('error', () => {});
          setTimeout(() => reject(new Error('no answer')), 5000);
          open.push(req);
        });
      }
      const refused = await get(ids.large);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(formatMessage('tooManyDownloads'));
      expect(refused.headers['retry-after']).toBe('5');
      expect(String(refused.headers['cache-control'] ?? '')).not.toContain('immutable');
      expect((await get(ids.large, { range: 'bytes=0-99' })).statusCode).toBe(206);
      expect((await get(ids.medium)).statusCode).toBe(200);
      expect((await get(ids.small)).statusCode).toBe(200);
      const { etag } = (await get(ids.large, {}, 'HEAD')).headers;
      expect((await get(ids.large, { 'if-none-match': String(etag) })).statusCode).toBe(304);
    } finally {
      for (const req of open) req.destroy();
    }
    await new Promise((r) => setTimeout(r, 300));
    // The streams of clients that went no longer count.
    const again = await fetch(`${base}/files/${ids.large}/large.pdf`, { headers: { range: 'bytes=0-2000000' } });
    expect(again.status).toBe(206);
    expect(Buffer.from(await again.arrayBuffer()).equals(large.subarray(0, 2000001))).toBe(true);
  });

  it('answers 404 for a file that does not exist, before any piece is read', async () => {
    const before = chunkReads.count;
    expect((await get(crypto.randomUUID())).statusCode).toBe(404);
    expect((await get('not-a-uuid')).statusCode).toBe(404);
    expect(chunkReads.count).toBe(before);
  });
});

describe('ReadGate', () => {
  it('lets at most max reads run at once, and a waiting urgent read before the waiting others', async () => {
    const gate = new ReadGate(1);
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const read = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      order.push(name);
      running--;
      return name;
    };
    const all = [gate.run(false, read('stream 1')), gate.run(false, read('stream 2')), gate.run(false, read('stream 3'))];
    all.push(gate.run(true, read('picture')));
    expect(await Promise.all(all)).toEqual(['stream 1', 'stream 2', 'stream 3', 'picture']);
    expect(order).toEqual(['stream 1', 'picture', 'stream 2', 'stream 3']);
    expect(most).toBe(1);
    const three = new ReadGate(3);
    running = 0;
    most = 0;
    await Promise.all(Array.from({ length: 10 }, (_, i) => three.run(false, read(`r${i}`))));
    expect(most).toBe(3);
  });
});

describe('parseRange', () => {
  it('reads one byte range of RFC 9110 and leaves every other form alone', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('BYTES=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=10-', 1000)).toEqual({ start: 10, end: 999 });
    expect(parseRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-2000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-0', 0)).toBe('unsatisfiable');
    for (const h of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'bytes=5-1',
      'bytes=0-1,3-4',
      'bytes=a-b',
      'lines=0-1',
      `bytes=${'9'.repeat(30)}-`,
    ])
      expect(parseRange(h, 1000), String(h)).toBeNull();
  });
});

describe(`migration 0016 moves stored bytes into pieces (${testDbKind()})`, () => {
  const s = adminTestApp();

  it('splits every files.data into pieces that join to the same bytes, then drops the column and cleans names', async () => {
    const db = s.t.app.services.db;
    // The table as it was before 0016: the bytes in files.data.
    await db.execute(sql`alter table files add column data bytea`);
    const sizes = [0, 1, 100, FILE_CHUNK_BYTES, FILE_CHUNK_BYTES + 1, 3 * FILE_CHUNK_BYTES + 5];
    const before = sizes.map((n) => crypto.randomBytes(n));
    const made: string[] = [];
    for (const [i, data] of before.entries()) {
      const [row] = await rowsOf<{ id: string }>(
        db,
        sql`insert into files (name, content_type, size, etag, data)
            values (${`old\u202e${i}fdp.exe.pdf`}, 'application/pdf', ${data.length}, ${`"e${i}"`}, ${data}) returning id`,
      );
      made.push(row!.id);
    }
    const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../drizzle/0016_file_chunks.sql'), 'utf8');
    const statements = text.split('--> statement-breakpoint').map((t) => t.trim());
    // The table and its key exist already (the test database is migrated): the moves and the drop run again.
    for (const statement of statements.filter((t) => /^(--[^\n]*\n)*\s*(INSERT|ALTER TABLE "files"|UPDATE)/.test(t)))
      await db.execute(sql.raw(statement));
    for (const [i, id] of made.entries()) {
      const pieces = await db
        .select({ seq: fileChunks.seq, data: fileChunks.data })
        .from(fileChunks)
        .where(eq(fileChunks.fileId, id))
        .orderBy(fileChunks.seq);
      expect(pieces.map((p) => p.seq)).toEqual([...Array(Math.ceil(sizes[i]! / FILE_CHUNK_BYTES)).keys()]);
      expect(Buffer.concat(pieces.map((p) => p.data)).equals(before[i]!)).toBe(true);
      const [row] = await db.select({ name: files.name }).from(files).where(eq(files.id, id));
      expect(row!.name).toBe(`old${i}fdp.exe.pdf`);
    }
    const columns = await rowsOf<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns where table_name = 'files' and column_name = 'data'`,
    );
    expect(columns).toEqual([]);
  });
});
