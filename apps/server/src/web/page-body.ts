import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { formatMessage } from '@nagar/contract';
import { HttpError, httpError } from '../lib/errors.ts';
import { readMultipartStream, type MultipartRules } from '../lib/multipart.ts';

/** A page form without files (contact, trade licence, sign-in, tracking): text only, a few KB at most. */
export const PAGE_FORM_MAX_BYTES = 64 * 1024;

/** What React Router gets as the body of a page request, after it was read within its bounds. */
export type PageBody =
  | { kind: 'none' }
  | { kind: 'bytes'; data: Buffer }
  | { kind: 'form'; form: FormData }
  /** A multipart form the page takes, refused by its rules: the page's action shows its own message. */
  | { kind: 'refused'; error: HttpError };

/** The page a request is for: '/postgrievance.data?index' is the page /postgrievance. */
const pagePath = (url: string) =>
  url
    .split('?')[0]!
    .replace(/\.data$/, '')
    .replace(/(.)\/$/, '$1');

/**
 * Reads a page request's body before React Router does (its `request.formData()` keeps everything in
 * memory): multipart only for the pages that take files, read by the same rules as their API route;
 * anything else up to PAGE_FORM_MAX_BYTES.
 */
export async function readPageBody(
  request: { method: string; url: string; headers: IncomingHttpHeaders; stream: Readable },
  multipartPages: ReadonlyMap<string, MultipartRules>,
): Promise<PageBody> {
  if (request.method === 'GET' || request.method === 'HEAD') return { kind: 'none' };
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('multipart/')) {
    const rules = multipartPages.get(pagePath(request.url));
    if (!rules) throw new HttpError(415, formatMessage('invalidInput'), undefined, { connection: 'close' });
    try {
      const body = await readMultipartStream({ headers: request.headers, stream: request.stream }, rules);
      const form = new FormData();
      for (const [name, value] of body.fields) form.append(name, value);
      for (const { name, file } of body.files) form.append(name, new File([new Uint8Array(file.data)], file.filename));
      return { kind: 'form', form };
    } catch (err) {
      if (err instanceof HttpError && err.status < 500) return { kind: 'refused', error: err };
      throw err;
    }
  }
  if (Number(request.headers['content-length'] ?? 0) > PAGE_FORM_MAX_BYTES) throw tooLarge();
  // Read by events, not by async iteration: leaving a loop early would destroy the socket before the answer.
  const data = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= PAGE_FORM_MAX_BYTES) return void chunks.push(chunk);
      request.stream.off('data', onData);
      request.stream.pause();
      reject(tooLarge());
    };
    request.stream.on('data', onData);
    request.stream.once('end', () => resolve(Buffer.concat(chunks)));
    request.stream.once('error', reject);
  });
  return { kind: 'bytes', data };
}

const tooLarge = () => {
  const err = httpError(413, 'bodyTooLarge');
  return new HttpError(err.status, err.message, undefined, { connection: 'close' });
};
