import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { and, eq, notExists, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FILE_CHUNK_BYTES, files, tradeLicenceDocuments } from '../db/schema.ts';
import { HttpError, httpError } from '../lib/errors.ts';
import { zodRoutes } from '../lib/openapi.ts';
import { formatMessage, safeFileName } from '@nagar/contract';
import { ChunkStream, ReadGate, parseRange, readBytes } from './download.ts';

const Params = z.object({ id: z.uuid(), name: z.string() });

/**
 * Answers up to this size are read whole (at most 4 pieces: pictures, thumbnails, captions, most documents) and
 * are not counted; longer ones are streamed 64 KB per query and count towards the address's limit.
 */
export const SMALL_ANSWER_BYTES = 4 * FILE_CHUNK_BYTES;

/**
 * Streamed downloads at once per address (an answer of more than SMALL_ANSWER_BYTES: a video, a long document).
 * A page's pictures are small answers and never count; a video player opens one or two streams. Several people
 * behind one address (a mobile carrier's NAT, an office) share the limit, hence a generous one.
 */
export const MAX_STREAMS_PER_ADDRESS = 8;

/** Piece reads in flight at once on PostgreSQL (of the pool's 10 connections); on the embedded database one. */
export const POSTGRES_PARALLEL_READS = 3;

/** A stream that sends nothing for this long (a client that stopped reading) is ended. */
export const STALLED_STREAM_MS = 60_000;

/** RFC 6266 / 5987: an ASCII fallback plus the UTF-8 name, so Hindi titles survive. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The download name: the one in the URL when it is a clean name of the stored file's type (a Hindi page links a
 * document under its Hindi title, /files/<id>/<Hindi title>.pdf), else the name stored with the file.
 */
function downloadName(asked: string, stored: string): string {
  const ext = stored.slice(stored.lastIndexOf('.') + 1);
  const base = asked.endsWith(`.${ext}`) ? asked.slice(0, -ext.length - 1) : '';
  return base && safeFileName(base, ext) === asked ? asked : stored;
}

/** Whether an If-None-Match / If-Range list names the stored tag (weak comparison for If-None-Match: RFC 9110 13.1.2). */
const names = (header: string, etag: string) =>
  header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);

export async function fileRoutes(app: FastifyInstance) {
  const streams = new Map<string, number>();
  const db = app.services.db;
  const gate = new ReadGate(app.services.database.kind === 'pglite' ? 1 : POSTGRES_PARALLEL_READS);

  // A trade licence application's documents (identity, ownership, the site photo) and their picture sizes are the
  // applicant's and the revenue staff's only (GET /api/Admin/trade-licence/{id}/document/{documentId}): never public,
  // even to whoever learnt a file's id.
  const privateFile = db
    .select({ one: sql`1` })
    .from(tradeLicenceDocuments)
    .where(or(eq(tradeLicenceDocuments.fileId, files.id), eq(tradeLicenceDocuments.fileId, files.parentId)));

  // A malformed id is a file that does not exist.
  const config = { area: 'public' as const, invalid: { params: { status: 404, key: 'notFound' as const } } };
  // Not compressed: a Range answers bytes of the file as stored (and PDFs, pictures and videos hardly compress).
  const route = { config, compress: false as const, schema: { params: Params } };
  zodRoutes(app).get('/files/:id/:name', route, async (request, reply) => {
    // The record only: every answer but the bytes is decided before any piece of the file is read.
    const [row] = await db
      .select({ contentType: files.contentType, etag: files.etag, name: files.name, size: files.size })
      .from(files)
      .where(and(eq(files.id, request.params.id), notExists(privateFile)));
    if (!row) throw httpError(404, 'notFound');

    const ifNoneMatch = request.headers['if-none-match'];
    const notModified = !!ifNoneMatch && names(ifNoneMatch, row.etag);
    // A Range applies only while If-Range (if sent) names this very file: a strong tag; dates are never ours.
    const ifRange = request.headers['if-range'];
    const rangeHeader = ifRange === undefined || String(ifRange).trim() === row.etag ? request.headers.range : undefined;
    const range = notModified ? null : parseRange(rangeHeader, row.size);
    const { start, end } = range && range !== 'unsatisfiable' ? range : { start: 0, end: row.size - 1 };
    const length = Math.max(0, end - start + 1);
    const streamed = !notModified && range !== 'unsatisfiable' && request.method === 'GET' && length > SMALL_ANSWER_BYTES;
    const address = request.ip;
    if (streamed && (streams.get(address) ?? 0) >= MAX_STREAMS_PER_ADDRESS)
      throw new HttpError(429, formatMessage('tooManyDownloads'), undefined, { 'retry-after': '5' });

    // Stored files never change (a new upload gets a new id), so they may be cached for a year.
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', row.etag)
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .type(row.contentType);
    if (row.contentType === 'application/pdf')
      reply.header('content-disposition', contentDisposition(downloadName(request.params.name, row.name)));
    if (notModified) return reply.code(304).send();
    if (range === 'unsatisfiable') {
      reply.removeHeader('content-type');
      return reply.code(416).header('content-range', `bytes */${row.size}`).send();
    }
    if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${row.size}`);
    reply.header('content-length', String(length));
    // HEAD: the headers only (Fastify's HEAD route drains a stream, so it gets an empty one).
    if (request.method === 'HEAD') return reply.send(Readable.from([]));
    if (!streamed) return reply.send(length === 0 ? Buffer.alloc(0) : await readBytes(db, request.params.id, start, end, gate));

    streams.set(address, (streams.get(address) ?? 0) + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (streams.get(address) ?? 1) - 1;
      if (left > 0) streams.set(address, left);
      else streams.delete(address);
    };
    // The client going (closed, reset, or silent for a minute) ends the stream: Fastify destroys it, and a
    // destroyed ChunkStream reads nothing more.
    reply.raw.on('close', release);
    reply.raw.setTimeout(STALLED_STREAM_MS, () => reply.raw.destroy());
    return reply.send(new ChunkStream(db, request.params.id, start, end, gate));
  });
}
