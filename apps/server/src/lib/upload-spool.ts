import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Busboy from '@fastify/busboy';
import { formatMessage, hasControlChars } from '@nagar/contract';
import { HttpError } from './errors.ts';
import { closing, malformed, refuse, type RawBody } from './multipart.ts';

/** A multipart body's one file written to a private temporary file (never held in memory), and its text fields. */
export interface SpooledUpload {
  /** The temporary file (0600, in a 0700 directory of its own); empty string when no file was sent. */
  path: string;
  fileName: string;
  bytes: number;
  fields: Map<string, string>;
  /** Removes the temporary file and its directory (call it in a finally). */
  remove(): Promise<void>;
}

export interface SpoolRules {
  /** The file part's name. */
  fileField: string;
  maxBytes: number;
  /** Accepted text fields (lower case) and their byte limits. */
  text: ReadonlyMap<string, number>;
  tooLarge: () => HttpError;
}

/**
 * Reads a multipart body whose one file may be large (a CSV register of 100,000 rows): the file streams to a private
 * temporary file as it arrives, counted against `maxBytes` (413 past it), so memory stays bounded whatever its size;
 * the few text fields are read into memory up to their limits. Unknown or repeated parts are refused (400). The caller
 * reads the file as often as it needs (check, then write) and removes it.
 */
export async function spoolUpload(body: RawBody, rules: SpoolRules): Promise<SpooledUpload> {
  // Far over the bound: refused unread.
  if (Number(body.headers['content-length'] ?? 0) > rules.maxBytes + 64 * 1024)
    throw new HttpError(413, rules.tooLarge().message, undefined, closing);
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'nagar-upload-'));
  const remove = () => fsp.rm(dir, { recursive: true, force: true });
  try {
    return await new Promise<SpooledUpload>((resolve, reject) => {
      let bb: ReturnType<typeof Busboy>;
      try {
        bb = Busboy({
          headers: body.headers as never,
          limits: { fieldNameSize: 100, fieldSize: 1024, fields: rules.text.size, files: 1, parts: rules.text.size + 1, headerPairs: 10 },
        });
      } catch {
        return reject(malformed());
      }
      const fields = new Map<string, string>();
      const file = { path: '', fileName: '', bytes: 0 };
      let writing: Promise<void> | null = null;
      let done = false;
      const fail = (err: HttpError) => {
        if (done) return;
        done = true;
        body.stream.unpipe(bb);
        body.stream.pause();
        reject(err);
      };
      // A part without a name (`Content-Disposition: form-data` alone) comes with an undefined name: refused as
      // unreadable, like the other multipart reader (lib/multipart.ts), not read as a string (it ended the process).
      bb.on('file', (name: string | undefined, part: Readable, fileName: string) => {
        if (done) return void part.resume();
        if (!name) {
          part.resume();
          return fail(malformed());
        }
        if (name.toLowerCase() !== rules.fileField) return fail(refuse(400, formatMessage('unknownField', { name })));
        if (writing) return fail(refuse(400, formatMessage('repeatedField', { name })));
        file.path = path.join(dir, 'upload');
        file.fileName = fileName ?? '';
        const count = new Transform({
          transform(chunk: Buffer, _enc, callback) {
            file.bytes += chunk.length;
            if (file.bytes > rules.maxBytes) return callback(rules.tooLarge());
            callback(null, chunk);
          },
        });
        writing = pipeline(part, count, fs.createWriteStream(file.path, { mode: 0o600, flags: 'wx' })).catch((err: unknown) => {
          part.resume();
          fail(err instanceof HttpError ? new HttpError(err.status, err.message, err.errors, closing) : malformed());
        });
      });
      bb.on('field', (name: string | undefined, value: string, nameTruncated: boolean, valueTruncated: boolean) => {
        if (done) return;
        if (!name) return fail(malformed());
        const key = name.toLowerCase();
        const max = rules.text.get(key);
        if (max === undefined || nameTruncated) return fail(refuse(400, formatMessage('unknownField', { name })));
        if (fields.has(key)) return fail(refuse(400, formatMessage('repeatedField', { name })));
        if (valueTruncated || Buffer.byteLength(value) > max) return fail(refuse(400, formatMessage('tooLong', { max })));
        if (hasControlChars(value)) return fail(refuse(400, formatMessage('controlChars')));
        fields.set(key, value);
      });
      const tooMany = () => fail(refuse(413, formatMessage('bodyTooLarge')));
      bb.on('partsLimit', tooMany);
      bb.on('filesLimit', tooMany);
      bb.on('fieldsLimit', tooMany);
      bb.on('error', () => fail(malformed()));
      bb.on('finish', () => {
        void (writing ?? Promise.resolve()).then(() => {
          if (done) return;
          done = true;
          resolve({ ...file, fields, remove });
        });
      });
      body.stream.on('error', () => fail(malformed()));
      body.stream.on('aborted', () => fail(malformed()));
      body.stream.pipe(bb);
    });
  } catch (err) {
    await remove();
    throw err;
  }
}

/**
 * Whether a file's first bytes look like text: no NUL byte (a spreadsheet, a zip, a picture) and valid UTF-8 (a
 * character cut at the end of the sample is allowed).
 */
export async function looksLikeUtf8Text(file: string, sampleBytes = 8192): Promise<boolean> {
  const handle = await fsp.open(file, 'r');
  try {
    const buffer = Buffer.alloc(sampleBytes);
    const { bytesRead } = await handle.read(buffer, 0, sampleBytes, 0);
    const sample = buffer.subarray(0, bytesRead);
    if (sample.includes(0)) return false;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
      return true;
    } catch {
      return false;
    }
  } finally {
    await handle.close();
  }
}
