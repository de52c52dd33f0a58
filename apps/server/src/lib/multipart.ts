import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import Busboy from '@fastify/busboy';
import { UNITS_PER_CHAR_MAX, formatMessage, hasControlChars } from '@nagar/contract';
import { HttpError } from './errors.ts';
import type { IncomingFile } from '../files/pipeline.ts';

export interface MultipartBody {
  /** Text fields by (normalised) name. */
  fields: Map<string, string>;
  /** File parts in the order sent; empty parts (no file chosen) are left out. */
  files: Array<{ name: string; file: IncomingFile }>;
}

/** A text field a route accepts: at most `max` characters (`ascii`: one byte each, e.g. base64). */
export interface TextRule {
  max: number;
  ascii?: boolean;
}

/** What one route accepts; anything else is refused before it is read. */
export interface MultipartRules {
  /** Accepted text fields by normalised name. */
  text: ReadonlyMap<string, TextRule>;
  /** The byte limit of a file field by normalised name; undefined: not a file field. */
  file: (name: string) => number | undefined;
  /** The largest value `file` answers (bounds the whole body). */
  fileMaxBytes: number;
  /** How many file parts at most. */
  maxFiles: number;
  /** Names that may come more than once (the spec's tender `file`); any other repeated name is refused. */
  repeatable?: ReadonlySet<string>;
  /** Turns a sent name into the one the rules use; default lower case. */
  normalise?: (name: string) => string;
  /** The 413 for a file over its limit, naming the right limit. */
  tooLarge: (name: string, filename: string) => HttpError;
  /** The answer to one file too many (default 413). */
  tooManyFiles?: () => HttpError;
}

/**
 * The outer bound of every multipart body (also @fastify/multipart's limits): no route accepts more parts,
 * and no part header is longer.
 */
export const MULTIPART_MAX_PARTS = 80;
const PART_HEADER_MAX_BYTES = 2048;
const FIELD_NAME_MAX = 100;
/** Bytes of boundaries and part headers allowed per part when bounding a whole body. */
const PART_OVERHEAD = PART_HEADER_MAX_BYTES + 256;
/**
 * A text's limit counts characters as a person sees them (contract text.ts charCount), each at most
 * UNITS_PER_CHAR_MAX UTF-16 units, and UTF-8 takes at most 3 bytes per unit: a text within its limit never needs more.
 */
const textBytes = (rule: TextRule) => (rule.ascii ? rule.max : rule.max * UNITS_PER_CHAR_MAX * 3);

/** The largest body the rules can accept: every field at its limit, every file at the largest limit. */
export function bodyLimit(rules: MultipartRules): number {
  let bytes = rules.maxFiles * (rules.fileMaxBytes + PART_OVERHEAD) + PART_OVERHEAD;
  for (const rule of rules.text.values()) bytes += textBytes(rule) + PART_OVERHEAD;
  return bytes;
}

/** Errors raised before the body was read to its end: the connection is closed after the answer (both multipart readers). */
export const closing = { connection: 'close' };
/** A refusal of a body the server stops reading. */
export const refuse = (status: number, message: string, errors?: Record<string, string>) => new HttpError(status, message, errors, closing);
/** A body that cannot be read as multipart: no boundary, a part without a name, a body cut short. */
export const malformed = () => refuse(400, formatMessage('malformedBody'));

/** A Node stream of a request body with its headers: Fastify's request or the web plugin's. */
export interface RawBody {
  headers: IncomingHttpHeaders;
  stream: Readable;
}

/**
 * Reads a multipart body by the route's rules, streaming: a part whose name the route does not accept is
 * refused from its header, before its content is read; a text or file part is read only up to its limit;
 * the whole body only up to the sum of the limits. On refusal the rest of the body is left unread.
 */
export function readMultipartStream(body: RawBody, rules: MultipartRules): Promise<MultipartBody> {
  const normalise = rules.normalise ?? ((n: string) => n.toLowerCase());
  const maxBytes = bodyLimit(rules);
  // Far over the bound: refused unread. Nearer, the parts are read, so that a file over its own limit is
  // named in the answer (the running count below still stops the body at the bound).
  if (Number(body.headers['content-length'] ?? 0) > 2 * maxBytes) return Promise.reject(refuse(413, formatMessage('bodyTooLarge')));
  let bb: ReturnType<typeof Busboy>;
  try {
    bb = Busboy({
      headers: body.headers as never,
      // Every part is read as a stream, so that its size is checked while it arrives.
      isPartAFile: () => true,
      limits: {
        fieldNameSize: FIELD_NAME_MAX,
        files: Math.min(rules.text.size + rules.maxFiles + 1, MULTIPART_MAX_PARTS),
        parts: Math.min(rules.text.size + rules.maxFiles + 1, MULTIPART_MAX_PARTS),
        fileSize: Math.max(rules.fileMaxBytes, ...[...rules.text.values()].map(textBytes)) + 1,
        headerPairs: 10,
        headerSize: PART_HEADER_MAX_BYTES,
      },
    });
  } catch {
    // No boundary, or not multipart at all.
    return Promise.reject(malformed());
  }
  const stream = body.stream;
  return new Promise<MultipartBody>((resolve, reject) => {
    const fields = new Map<string, string>();
    const files: MultipartBody['files'] = [];
    const seen = new Set<string>();
    let fileCount = 0;
    let open = 0;
    let parsed = false;
    let done = false;
    let received = 0;

    const stop = () => {
      stream.unpipe(bb);
      stream.off('data', count);
      stream.pause();
    };
    const fail = (err: HttpError) => {
      if (done) return;
      done = true;
      stop();
      reject(err);
    };
    const finish = () => {
      if (done || !parsed || open > 0) return;
      done = true;
      stream.off('data', count);
      resolve({ fields, files });
    };
    function count(chunk: Buffer) {
      received += chunk.length;
      // After the parser has seen the chunk: a file over its own limit in it is named in the answer.
      if (received > maxBytes) setImmediate(() => fail(refuse(413, formatMessage('bodyTooLarge'))));
    }

    bb.on('file', (sentName: string | undefined, part: Readable, filename: string | undefined) => {
      part.on('error', () => {});
      if (done) return void part.resume();
      if (!sentName) return fail(malformed());
      const name = normalise(sentName);
      const fileLimit = rules.file(name);
      const textRule = rules.text.get(name);
      const isFile = fileLimit !== undefined && (filename !== undefined || textRule === undefined);
      // A file is named as the client named it (the API has always answered so).
      if (!isFile && !textRule) return fail(refuse(400, formatMessage('unknownField', { name: filename || sentName })));
      if (seen.has(name) && !rules.repeatable?.has(name)) return fail(refuse(400, formatMessage('repeatedField', { name: sentName })));
      seen.add(name);
      if (isFile && ++fileCount > rules.maxFiles) {
        const err = rules.tooManyFiles?.() ?? new HttpError(413, formatMessage('bodyTooLarge'));
        return fail(new HttpError(err.status, err.message, err.errors, { ...err.headers, ...closing }));
      }
      const limit = isFile ? fileLimit : textBytes(textRule!);
      const chunks: Buffer[] = [];
      let size = 0;
      open++;
      part.on('data', (chunk: Buffer) => {
        if (done) return;
        size += chunk.length;
        if (size > limit) {
          part.removeAllListeners('data');
          if (isFile || textRule!.ascii) {
            const err = rules.tooLarge(name, filename ?? '');
            return fail(new HttpError(err.status, err.message, err.errors, { ...err.headers, ...closing }));
          }
          const message = formatMessage('tooLong', { max: textRule!.max });
          return fail(refuse(400, message, { [sentName]: message }));
        }
        chunks.push(chunk);
      });
      part.on('end', () => {
        open--;
        if (done) return;
        const data = Buffer.concat(chunks);
        if (isFile) {
          // An empty file part is what a form sends when no file was chosen.
          if (data.length > 0 || filename) files.push({ name, file: { filename: filename ?? '', data } });
        } else {
          const value = data.toString('utf8');
          if (hasControlChars(value)) {
            const message = formatMessage('controlChars');
            return fail(refuse(400, message, { [sentName]: message }));
          }
          fields.set(name, value);
        }
        finish();
      });
    });
    bb.on('partsLimit', () => fail(refuse(413, formatMessage('bodyTooLarge'))));
    bb.on('filesLimit', () => fail(refuse(413, formatMessage('bodyTooLarge'))));
    bb.on('error', () => fail(malformed()));
    bb.on('finish', () => {
      parsed = true;
      finish();
    });
    stream.on('error', () => fail(malformed()));
    stream.on('aborted', () => fail(malformed()));
    stream.pipe(bb);
    stream.on('data', count);
  });
}

/** Reads the request's multipart body by the route's rules (see readMultipartStream). */
export function readMultipart(request: FastifyRequest, rules: MultipartRules): Promise<MultipartBody> {
  return readMultipartStream({ headers: request.headers, stream: request.raw }, rules);
}

/**
 * Reads a body a route takes either as JSON (no files) or as multipart with files (by `rules`) into one value:
 * `json` makes it from the JSON body, `multipart` from the text fields (by name) and the files in the order sent.
 */
export async function readJsonOrMultipart<T>(
  request: FastifyRequest,
  rules: MultipartRules,
  read: { json: () => T; multipart: (field: (name: string) => string | undefined, files: IncomingFile[]) => T },
): Promise<T> {
  if (!request.isMultipart()) return read.json();
  const body = await readMultipart(request, rules);
  return read.multipart(
    (name) => body.fields.get(name),
    body.files.map((p) => p.file),
  );
}
