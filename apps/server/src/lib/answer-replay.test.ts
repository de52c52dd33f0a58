import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AnswerReplay } from './answer-replay.ts';
import { buildApp } from '../app.ts';
import { adminTestApp, createTestApp, createTestDatabase, logSink, multipart, testConfig, webBuilt, type TestApp } from '../test/app.ts';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One GET over a new connection, the body as it came (compressed when it was). */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, { agent: false, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

/** The headers that make the answer (node's own date and connection headers left out). */
const made = (headers: http.IncomingHttpHeaders) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};

async function listening(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

describe('the answer replay: cached public answers answered again before Fastify', () => {
  const s = adminTestApp();
  let base = '';
  let served: { mock: { results: { value: unknown }[] } };
  /** Whether the last request was answered by the replay (true) or handed to Fastify (false). */
  const lastReplayed = () => served.mock.results.at(-1)?.value;

  beforeAll(async () => {
    base = await listening(s.t);
    served = vi.spyOn(s.t.app.answerReplay, 'serve');
  });

  async function addHoliday(occasion: string) {
    const form = await multipart({ occasion, occasionHi: 'अवकाश', date: '2026-08-15', type: 'Gazetted' });
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/Admin/holiday',
      payload: form.payload,
      headers: { ...form.headers, ...s.auth },
    });
    expect(res.statusCode).toBe(201);
  }

  it.each([
    ['no compression', {}],
    ['brotli', { 'accept-encoding': 'gzip, deflate, br' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
  ])('answers the same status, headers and bytes as Fastify did (%s)', async (_name, headers) => {
    for (let i = 0; i < 12; i++) await addHoliday(`Holiday ${i}`); // a list over the compression threshold
    const path = '/api/Public/holiday?page=1&pageSize=10';
    const first = await get(base, path, headers);
    expect(lastReplayed()).toBe(false);
    expect(first.status).toBe(200);
    const again = await get(base, path, headers);
    expect(lastReplayed()).toBe(true);
    expect(again.status).toBe(200);
    expect(made(again.headers)).toEqual(made(first.headers));
    expect(again.body.equals(first.body)).toBe(true);
    // The list's own headers and the ones every answer carries, kept with it.
    expect(again.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(again.headers.link).toMatch(/rel="next"/);
    expect(again.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(again.headers['content-encoding']).toBe(first.headers['content-encoding']);
  });

  it("runs on a server with Fastify's own timeouts (keep-alive 72 s, the request timeout set for slow uploads)", () => {
    const server = s.t.app.server;
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.keepAliveTimeout).toBe(s.t.app.initialConfig.keepAliveTimeout);
    expect(server.requestTimeout).toBe(300_000);
  });

  it('keeps the complaint counts too, as the JSON Fastify sent', async () => {
    const first = await get(base, '/api/Public/complaint-count');
    const again = await get(base, '/api/Public/complaint-count');
    expect(lastReplayed()).toBe(true);
    expect(again.body.toString()).toBe(first.body.toString());
    expect(JSON.parse(again.body.toString())).toEqual([]);
  });

  it('forgets every kept answer at a write: the next visitor sees the new record', async () => {
    const path = '/api/Public/holiday?pageSize=100';
    const before = JSON.parse((await get(base, path)).body.toString()) as unknown[];
    await get(base, path);
    expect(lastReplayed()).toBe(true);
    await addHoliday('A new holiday');
    const after = await get(base, path);
    expect(lastReplayed()).toBe(false);
    expect(JSON.parse(after.body.toString())).toHaveLength(before.length + 1);
    expect(after.body.toString()).toContain('A new holiday');
  });

  it('never answers a request with credentials from the replay', async () => {
    const path = '/api/Public/holiday?pageSize=5';
    await get(base, path);
    await get(base, path);
    expect(lastReplayed()).toBe(true);
    const signedIn = await get(base, path, s.auth);
    expect(lastReplayed()).toBe(false);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    await get(base, path, { cookie: 'lang=hi; nagar_session=abc' });
    expect(lastReplayed()).toBe(false);
    // Other cookies (the language, the display) are part of what an answer is kept under: the same ones again
    // get it from the replay.
    await get(base, path, { cookie: 'lang=hi' });
    expect(lastReplayed()).toBe(false);
    await get(base, path, { cookie: 'lang=hi' });
    expect(lastReplayed()).toBe(true);
    // A conditional request is left to Fastify.
    await get(base, path, { 'if-none-match': '"x"' });
    expect(lastReplayed()).toBe(false);
  });

  it('keeps no refusal: a bad query is refused by the guards every time', async () => {
    for (const path of ['/api/Public/holiday?page=abc', '/api/Public/holiday?page=1&page=2', '/api/Public/holiday?page=%00']) {
      for (let i = 0; i < 2; i++) {
        expect((await get(base, path)).status).toBe(400);
        expect(lastReplayed()).toBe(false);
      }
    }
    expect((await get(base, '/api/Public/nothing-here')).status).toBe(404);
    expect((await get(base, '/api/Public/nothing-here')).status).toBe(404);
    expect(lastReplayed()).toBe(false);
  });

  it('replays no answer past the end of the minute its request arrived in (lists that hold today or the minute)', async () => {
    const path = '/api/Public/tender?state=current';
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-31T18:29:30Z')); // 23:59:30 in India
      await get(base, path);
      await get(base, path);
      expect(lastReplayed()).toBe(true);
      vi.setSystemTime(new Date('2026-12-31T18:29:59.900Z'));
      await get(base, path);
      expect(lastReplayed()).toBe(true);
      vi.setSystemTime(new Date('2026-12-31T18:30:00.500Z')); // just past midnight in India: a new day, a new minute
      await get(base, path);
      expect(lastReplayed()).toBe(false);
      await get(base, path);
      expect(lastReplayed()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers only GET from the replay (HEAD, POST go to Fastify)', async () => {
    const path = '/api/Public/holiday?pageSize=7';
    await get(base, path);
    const head = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${base}${path}`, { method: 'HEAD', agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });
    expect(head).toBe(200);
    expect(lastReplayed()).toBe(false);
  });
});

describe('the answer replay with several processes (PostgreSQL: a cache lifetime)', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({ config: { publicCacheSeconds: 1 } });
    base = await listening(t);
  });
  afterAll(() => t?.close());

  it('keeps an answer no longer than the public cache lifetime', async () => {
    const served = vi.spyOn(t.app.answerReplay, 'serve');
    await get(base, '/api/Public/complaint-count');
    await get(base, '/api/Public/complaint-count');
    expect(served.mock.results.at(-1)?.value).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await get(base, '/api/Public/complaint-count');
    expect(served.mock.results.at(-1)?.value).toBe(false);
  });

  it('answers nothing once the app is closing', async () => {
    await get(base, '/api/Public/complaint-count');
    t.app.answerReplay.close();
    expect(t.app.answerReplay.size.entries).toBe(0);
    const served = vi.spyOn(t.app.answerReplay, 'serve');
    expect((await get(base, '/api/Public/complaint-count')).status).toBe(200);
    expect(served.mock.results.at(-1)?.value).toBe(false);
  });
});

describe('the answer replay in the request log', () => {
  it('logs a replayed answer at info as Fastify logs the others: method, URL without tracking secrets, status, marked', async () => {
    const database = await createTestDatabase();
    const { lines, stream: logStream } = logSink();
    const app = await buildApp(testConfig(database.url, { logLevel: 'info' }), { web: false, logStream });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const path = '/api/Public/complaint-count?t=secret-token';
      await get(base, path);
      const before = lines.length;
      expect((await get(base, path)).status).toBe(200);
      const replayed = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(replayed).toEqual([
        expect.objectContaining({
          level: 30,
          msg: 'request completed',
          replayed: true,
          req: { method: 'GET', url: '/api/Public/complaint-count?t=…' },
          res: { statusCode: 200 },
        }),
      ]);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe.skipIf(!webBuilt)('the answer replay: kept pages', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({ web: true });
    base = await listening(t);
  }, 120_000);
  afterAll(() => t?.close());

  it("answers a kept page's hit again with the same status, headers and bytes; other cookies are other answers", async () => {
    const served = vi.spyOn(t.app.answerReplay, 'serve');
    const replayed = () => served.mock.results.at(-1)?.value;
    const headers = { 'accept-encoding': 'gzip, deflate, br', cookie: 'lang=hi' };
    const miss = await get(base, '/latestnews', headers);
    expect(miss.headers['x-cache']).toBe('miss');
    const hit = await get(base, '/latestnews', headers);
    expect([hit.headers['x-cache'], replayed()]).toEqual(['hit', false]);
    const again = await get(base, '/latestnews', headers);
    expect(replayed()).toBe(true);
    expect(made(again.headers)).toEqual(made(hit.headers));
    expect(again.body.equals(hit.body)).toBe(true);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(zlib.brotliDecompressSync(again.body).toString()).toContain('<html lang="hi"');
    // English (another cookie) is another answer, rendered and kept on its own.
    const english = await get(base, '/latestnews', { ...headers, cookie: 'lang=en' });
    expect(replayed()).toBe(false);
    expect(zlib.brotliDecompressSync(english.body).toString()).toContain('<html lang="en"');
  });
});

describe('the answer replay and a write while an answer is on its way', () => {
  /**
   * A server that answers through the replay as the portal does: a request the replay does not answer is answered
   * `body(url)` and kept once sent (after `whileAnswering`, e.g. a write that clears the replay). `fresh` lists the
   * URLs it answered itself; `kept` is settled once the last of them is kept.
   */
  async function replayServer(replay: AnswerReplay, body: (url: string) => string, whileAnswering = () => {}) {
    const fresh: string[] = [];
    let kept: Promise<void> = Promise.resolve();
    const server = http.createServer((req, res) => {
      if (replay.serve(req, res)) return;
      fresh.push(req.url!);
      const request = { method: req.method, headers: req.headers, url: req.url, raw: req } as unknown as FastifyRequest;
      replay.sending(request, body(req.url!));
      whileAnswering();
      res.writeHead(200, { 'content-type': 'text/plain' });
      kept = new Promise((resolve) =>
        res.end(body(req.url!), () => {
          const reply = {
            statusCode: 200,
            raw: res,
            elapsedTime: 1,
            getHeader: (n: string) => res.getHeader(n),
            getHeaders: () => res.getHeaders(),
          };
          replay.keep(request, reply as unknown as FastifyReply);
          resolve();
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      fresh,
      /** GET `path`; resolves once an answer the server made itself is kept. */
      async ask(path: string) {
        const answer = await get(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, path);
        await kept;
        return answer.body.toString();
      },
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  /** One request, with a write (a clear) while it is answered when asked. */
  async function answerOnce(replay: AnswerReplay, writeWhileAnswering: boolean) {
    // A write in this process clears the kept answers.
    const server = await replayServer(
      replay,
      () => 'the list as read before the write',
      () => writeWhileAnswering && replay.clear(),
    );
    try {
      await server.ask('/api/Public/notice');
    } finally {
      await server.close();
    }
  }

  it('drops the least recently answered first when full: a replayed answer stays, the one not asked for again goes', async () => {
    const replay = new AnswerReplay(0, { maxEntries: 3, maxBytes: 1 << 20 });
    const server = await replayServer(replay, (url) => `answer for ${url}`);
    try {
      for (const path of ['/a', '/b', '/c', '/a', '/d', '/a', '/c', '/d', '/b']) expect(await server.ask(path)).toBe(`answer for ${path}`);
      // /a, /b, /c kept; /a replayed; /d kept in place of /b (answered longest ago); /a, /c, /d replayed; /b again fresh.
      expect(server.fresh).toEqual(['/a', '/b', '/c', '/d', '/b']);
      expect(replay.size.entries).toBe(3);
    } finally {
      await server.close();
    }
  });

  it('keeps no answer to a request that arrived before a write (its cache read may be older than the write)', async () => {
    const replay = new AnswerReplay(0);
    await answerOnce(replay, true);
    expect(replay.size.entries).toBe(0);
    await answerOnce(replay, false);
    expect(replay.size.entries).toBe(1);
  });
});
