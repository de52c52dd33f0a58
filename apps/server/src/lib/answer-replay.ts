import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@nagar/contract';

/**
 * The cached public reads' answers, replayed byte for byte in front of Fastify.
 *
 * A public list that every visitor gets the same way (notices, tenders, the complaint list, the officials, the
 * complaint counts) is already kept as JSON text with its compressed forms (lib/public-json.ts), but each answer
 * still went through Fastify's routing, its hooks, the input guard, the schema's query parsing and the security
 * headers: measured with a CPU profile at ten connections, that was most of what a cached answer cost, and the
 * portal served such answers at 0.26–0.59 of a bare `node:http` server sending the same bytes (issue 31, item 5).
 *
 * So the first time Fastify answers one of them — a 200 to an anonymous GET, after every hook and check — its
 * status, headers and body are kept here under the request's exact URL and the kind of compression it asked for;
 * the same request again is answered from here by the HTTP server's own request listener (`serverFactory` in
 * app.ts), before Fastify sees it. Only a URL that the full path has answered with 200 is ever replayed, so
 * whatever the guards refuse (control characters, repeated parameters, a bad page number) is never stored and
 * still reaches them. A request with credentials (an Authorization header, a session cookie) is never replayed:
 * a signed-in person's answers are marked private by the auth plugin.
 *
 * Lifetime: as the public reads' cache — cleared by every write in this process (`PublicCache.onInvalidate`), and
 * an answer to a request that arrived before such a write is not kept after it
 * and, with several processes on PostgreSQL, kept at most `ttlSeconds` (an answer kept from a cache entry near
 * the end of its life is then at most twice that late). Some lists depend on the clock, and their cache keys hold
 * it: today's date in India (records past their validity leave the lists) or the minute (current and past
 * tenders). A URL says neither, so no answer is replayed past the end of the minute its request arrived in: every
 * day's and minute's boundary is a minute's, and the next request after it goes through Fastify and the cache's
 * key of the new day or minute. Bounded by entries and bytes like that cache; the least recently used answer
 * goes first.
 */

/** Which of the stored bodies a request gets: the choice `sendPublicJson` makes from Accept-Encoding. */
export type EncodingClass = 'br' | 'gzip' | '';

export function encodingClass(accept: string | undefined): EncodingClass {
  if (!accept) return '';
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return '';
}

/**
 * A request that may be answered from the replay (and whose answer may be kept): anonymous, unconditional GETs.
 */
function anonymousGet(method: string | undefined, headers: IncomingMessage['headers']): boolean {
  if (method !== 'GET' || headers.authorization || headers['if-none-match'] || headers['if-modified-since'] || headers.range) return false;
  const cookie = headers.cookie;
  return !cookie || !cookie.includes(SESSION_COOKIE);
}

/**
 * What an answer is kept under: the URL and every request header a kept answer can depend on, as sent — the
 * compression asked for, the origin (a page's absolute links), the cookies (a page's language and display) and
 * the languages asked for. The same inputs to the letter get the same answer; anything else goes to Fastify.
 */
function keyOf(url: string | undefined, headers: IncomingMessage['headers']): string {
  return [
    encodingClass(headers['accept-encoding']),
    url,
    headers.host,
    headers['x-forwarded-proto'],
    headers['x-forwarded-host'],
    headers.cookie,
    headers['accept-language'],
  ].join('\n');
}

/** Headers node writes itself for every answer (or per connection): never stored, never replayed. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Answer {
  /** Replayed until this time (ms). */
  until: number;
  status: number;
  /** Name, value, name, value, …: node's `writeHead` takes the flat list without checking an object's keys. */
  headers: string[];
  body: Buffer;
  bytes: number;
  /** When it was last answered (a count, `AnswerReplay.tick`): the least recently used goes first when full. */
  used: number;
}

/** Set by `serve` on a request it leaves to Fastify: the replay's generation when the request arrived. */
const ARRIVED = Symbol('answer replay generation at arrival');
type Arrived = IncomingMessage & { [ARRIVED]?: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** The body a replayable answer was sent with (set by `sendPublicJson`), kept once the answer is complete. */
    replayBody?: Buffer | string;
  }
}

export class AnswerReplay {
  static readonly MAX_ENTRIES = 500;
  static readonly MAX_BYTES = 16 * 1024 * 1024;
  private readonly answers = new Map<string, Answer>();
  private bytes = 0;
  private closed = false;
  /** Counts the writes that cleared the kept answers: an answer read before one of them is never kept after it. */
  private generation = 0;
  /** Counts the answers kept and replayed: each answer's `used`. */
  private tick = 0;

  constructor(
    private readonly ttlSeconds: number,
    private readonly limits = { maxEntries: AnswerReplay.MAX_ENTRIES, maxBytes: AnswerReplay.MAX_BYTES },
  ) {}

  get size() {
    return { entries: this.answers.size, bytes: this.bytes };
  }

  /**
   * Answers the request from a kept answer and says true, or says false and leaves it to Fastify. Called by the
   * HTTP server for every request before Fastify: a miss costs a method check and one map lookup.
   */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.closed || !anonymousGet(request.method, request.headers)) return false;
    (request as Arrived)[ARRIVED] = this.generation;
    if (this.answers.size === 0) return false;
    const key = keyOf(request.url, request.headers);
    const answer = this.answers.get(key);
    if (!answer) return false;
    if (Date.now() >= answer.until) {
      this.remove(key);
      return false;
    }
    // Marked, not moved to the map's end: a hit writes a number into the answer, not this request's key into the map
    // (a new young string in a long-lived table, which each young-generation collection would then have to trace).
    answer.used = ++this.tick;
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
    return true;
  }

  /** Marks a replayable answer's body as it is sent (`sendPublicJson`); `keep` stores it once it went out whole. */
  sending(request: FastifyRequest, body: Buffer | string) {
    if (!this.closed && anonymousGet(request.method, request.headers)) request.replayBody = body;
  }

  /** An onResponse hook: the marked answer, if it was a complete 200, with the headers it was sent with. */
  keep(request: FastifyRequest, reply: FastifyReply) {
    const body = request.replayBody;
    if (body === undefined || this.closed || reply.statusCode !== 200 || !reply.raw.writableFinished) return;
    // A write while the request was answered (its cache read may be older than the write): not kept. A request
    // that did not come through `serve` (app.inject) is not kept either.
    if ((request.raw as Arrived)[ARRIVED] !== this.generation) return;
    // Compressed on the way by another hook (an encoding the kept forms do not have): not the marked bytes.
    const sent = reply.getHeader('content-encoding');
    if (sent !== undefined && sent !== encodingClass(request.headers['accept-encoding'])) return;
    const headers: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || OWN_HEADERS.has(name)) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
    }
    const buffer = typeof body === 'string' ? Buffer.from(body) : body;
    const key = keyOf(request.url, request.headers);
    // From when the request arrived: what the route read then (today, this minute) is what the answer says.
    const arrived = Date.now() - reply.elapsedTime;
    let until = (Math.floor(arrived / 60_000) + 1) * 60_000;
    if (this.ttlSeconds !== 0) until = Math.min(until, arrived + this.ttlSeconds * 1000);
    const answer: Answer = { until, status: 200, headers, body: buffer, bytes: key.length + buffer.length + 512, used: ++this.tick };
    this.remove(key);
    this.answers.set(key, answer);
    this.bytes += answer.bytes;
    while (this.answers.size > 1 && (this.answers.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes)) {
      this.remove(this.leastRecentlyUsed());
    }
  }

  /** The key of the answer replayed or kept longest ago: a walk over at most `maxEntries`, only when one must go. */
  private leastRecentlyUsed(): string {
    let oldest: string | undefined;
    let used = Infinity;
    for (const [key, answer] of this.answers) {
      if (answer.used < used) {
        used = answer.used;
        oldest = key;
      }
    }
    return oldest!;
  }

  clear() {
    this.generation++;
    this.answers.clear();
    this.bytes = 0;
  }

  /** The app is closing: nothing more is answered from here (Fastify answers 503 while it closes). */
  close() {
    this.closed = true;
    this.clear();
  }

  private remove(key: string) {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.bytes -= answer.bytes;
    this.answers.delete(key);
  }
}
