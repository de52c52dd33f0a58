import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { FILE_CHUNK_BYTES, fileChunks, files } from '../db/schema.ts';

/** Pieces read from file_chunks by downloads in this process (tests count them). */
export const chunkReads = { count: 0 };

/**
 * At most `max` piece reads in flight at once, whatever the number of downloads, so that every other query waits
 * for at most that many reads: on the embedded database (one thread, one statement at a time) one, so that a
 * query waits at most for one piece; on PostgreSQL a few of the pool's connections. Reads of small answers
 * (a page's pictures) go before the streams' reads.
 */
export class ReadGate {
  private running = 0;
  private readonly first: Array<() => void> = [];
  private readonly rest: Array<() => void> = [];

  constructor(readonly max: number) {}

  async run<T>(urgent: boolean, read: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) await new Promise<void>((resolve) => (urgent ? this.first : this.rest).push(resolve));
    else this.running++;
    try {
      return await read();
    } finally {
      const next = this.first.shift() ?? this.rest.shift();
      // The slot passes to the next read as it is; none waiting: it is free.
      if (next) next();
      else this.running--;
    }
  }
}

/** One stored piece of a file, or undefined when it is not there. */
export async function readChunk(db: Db, fileId: string, seq: number): Promise<Buffer | undefined> {
  chunkReads.count++;
  // As base64 text, decoded here: PGlite's own bytea parser takes ~10× as long, in the database's thread.
  const [row] = await db
    .select({ data: sql<string>`encode(${fileChunks.data}, 'base64')` })
    .from(fileChunks)
    .where(and(eq(fileChunks.fileId, fileId), eq(fileChunks.seq, seq)));
  return row ? Buffer.from(row.data, 'base64') : undefined;
}

/** Bytes start..end (inclusive) of a stored file, read from the pieces that hold them (a Buffer: small answers). */
export async function readBytes(db: Db, fileId: string, start: number, end: number, gate?: ReadGate): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (let seq = Math.floor(start / FILE_CHUNK_BYTES); seq <= Math.floor(end / FILE_CHUNK_BYTES); seq++) {
    const chunk = gate ? await gate.run(true, () => readChunk(db, fileId, seq)) : await readChunk(db, fileId, seq);
    if (!chunk) throw new Error(`file ${fileId} lacks its piece ${seq}`);
    parts.push(pieceOf(chunk, seq, start, end));
  }
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
}

/** The part of piece `seq` that lies within start..end of the file. */
const pieceOf = (chunk: Buffer, seq: number, start: number, end: number) => {
  const at = seq * FILE_CHUNK_BYTES;
  return chunk.subarray(Math.max(0, start - at), Math.min(chunk.length, end + 1 - at));
};

/** What a stream reads per query: a quarter of a piece, so that a read holds the embedded database a few ms. */
export const STREAM_READ_BYTES = 64 * 1024;

/** `length` bytes of piece `seq` from `offset`, or undefined when the piece is not there. */
export async function readSlice(db: Db, fileId: string, seq: number, offset: number, length: number): Promise<Buffer | undefined> {
  chunkReads.count++;
  // Only the part asked for leaves the database (its storage is EXTERNAL, uncompressed: PostgreSQL reads just
  // those bytes), as base64 text (see readChunk).
  const [row] = await db
    .select({ data: sql<string>`encode(substring(${fileChunks.data} from ${offset + 1} for ${length}), 'base64')` })
    .from(fileChunks)
    .where(and(eq(fileChunks.fileId, fileId), eq(fileChunks.seq, seq)));
  return row ? Buffer.from(row.data, 'base64') : undefined;
}

/**
 * Bytes start..end (inclusive) of a stored file as a stream that reads STREAM_READ_BYTES per query, and the next
 * only once the previous one has been taken (by the socket): a download holds at most a read here and one in the
 * socket's buffer, and a client that stops reading stops the queries. Destroyed (the client went), it reads
 * nothing more.
 */
export class ChunkStream extends Readable {
  private at: number;
  private reading = false;

  constructor(
    private readonly db: Db,
    private readonly fileId: string,
    start: number,
    private readonly end: number,
    private readonly gate: ReadGate,
  ) {
    // highWaterMark 0: nothing is read ahead of what the consumer asks for.
    super({ highWaterMark: 0 });
    this.at = start;
  }

  override _read() {
    if (this.reading) return;
    if (this.at > this.end) {
      this.push(null);
      return;
    }
    this.reading = true;
    const seq = Math.floor(this.at / FILE_CHUNK_BYTES);
    const offset = this.at - seq * FILE_CHUNK_BYTES;
    const length = Math.min(STREAM_READ_BYTES, FILE_CHUNK_BYTES - offset, this.end + 1 - this.at);
    this.at += length;
    // A stream destroyed while its read waited at the gate reads nothing.
    this.gate
      .run(false, () => (this.destroyed ? Promise.resolve(undefined) : readSlice(this.db, this.fileId, seq, offset, length)))
      .then(
        (slice) => {
          this.reading = false;
          if (this.destroyed) return;
          if (!slice || slice.length !== length) {
            this.destroy(new Error(`file ${this.fileId} lacks bytes of its piece ${seq}`));
            return;
          }
          this.push(slice);
          if (this.at > this.end) this.push(null);
        },
        (err: Error) => {
          this.reading = false;
          if (!this.destroyed) this.destroy(err);
        },
      );
  }
}

export type ByteRange = { start: number; end: number };

/**
 * The answer to a Range header for a file of `size` bytes (RFC 9110 §14): one range `bytes=a-b`, `a-` or `-n`;
 * 'unsatisfiable' (416) when it starts at or past the end or asks for the last 0 bytes; null (the whole file,
 * 200) when there is none, when it is not a byte range this understands, or when it names several ranges
 * (allowed: a server may ignore Range, and no client of the portal asks for several).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d{0,15})-(\d{0,15})$/i.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Number(m[2]);
  if (end < start && m[2] !== '') return null; // an invalid range: ignored, like a missing one
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** A stored file's bytes whole, or undefined when there is no such file (tests and tools; downloads stream). */
export async function storedBytes(db: Db, fileId: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ size: files.size }).from(files).where(eq(files.id, fileId));
  if (!row) return undefined;
  return row.size === 0 ? Buffer.alloc(0) : readBytes(db, fileId, 0, row.size - 1);
}
