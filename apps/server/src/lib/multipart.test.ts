import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '@nagar/contract';
import { complaintRules } from '../complaints/input.ts';
import { PAGE_FORM_MAX_BYTES, readPageBody } from '../web/page-body.ts';
import { blockTestApp, multipart } from '../test/app.ts';
import { readMultipartStream } from './multipart.ts';
import type { HttpError } from './errors.ts';

const BOUNDARY = 'xTestBoundary';
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const part = (disposition: string, body: string | Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n`),
    Buffer.from(body),
    Buffer.from('\r\n'),
  ]);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);
const RULES = complaintRules(60 * 1024);

/** A body produced on demand, counting how much of it the reader pulled. */
function lazyBody(parts: () => Generator<Buffer>) {
  const counter = { pulled: 0 };
  const stream = Readable.from(
    (function* () {
      // In 16 KB pieces, as a network delivers them.
      for (const whole of parts()) {
        for (let i = 0; i < whole.length; i += 16 * 1024) {
          const chunk = whole.subarray(i, i + 16 * 1024);
          counter.pulled += chunk.length;
          yield chunk;
        }
      }
    })(),
    { objectMode: false, highWaterMark: 64 * 1024 },
  );
  return { stream, counter };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => ({ status: 0, message: 'accepted' }) as HttpError,
    (e: HttpError) => e,
  );

describe('the bounded multipart reader', () => {
  it('refuses 100 large unknown fields at the first one, without reading the rest', async () => {
    const mb = Buffer.alloc(1024 * 1024, 'a');
    const { stream, counter } = lazyBody(function* () {
      for (let i = 0; i < 100; i++) yield part(`name="junk${i}"`, mb);
      yield end;
    });
    const err = await refusal(readMultipartStream({ headers, stream }, RULES));
    expect(err.status).toBe(400);
    expect(err.message).toBe(formatMessage('unknownField', { name: 'junk0' }));
    // 100 MB were on offer; the reader stopped within the first few.
    expect(counter.pulled).toBeLessThan(4 * 1024 * 1024);
  });

  it('refuses a text field over its limit while reading it (400 tooLong), not the whole value', async () => {
    const { stream, counter } = lazyBody(function* () {
      yield part('name="landmark"', Buffer.alloc(50 * 1024 * 1024, 'x'));
      yield end;
    });
    const err = await refusal(readMultipartStream({ headers, stream }, RULES));
    expect(err.status).toBe(400);
    expect(err.message).toBe(formatMessage('tooLong', { max: 300 }));
    expect(counter.pulled).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses a body declared larger than the rules allow before reading it (413)', async () => {
    const stream = Readable.from([end]);
    const err = await refusal(readMultipartStream({ headers: { ...headers, 'content-length': String(1e9) }, stream }, RULES));
    expect(err.status).toBe(413);
    expect(err.message).toBe(formatMessage('bodyTooLarge'));
  });

  it.each([
    ['a part without a name', Buffer.concat([part('filename="a.jpg"', 'x'), end]), 400, formatMessage('malformedBody')],
    [
      'a repeated field',
      Buffer.concat([part('name="ward"', 'a'), part('name="ward"', 'b'), end]),
      400,
      formatMessage('repeatedField', { name: 'ward' }),
    ],
    ['NUL in a text field', Buffer.concat([part('name="landmark"', 'a\u0000b'), end]), 400, formatMessage('controlChars')],
    ['a body cut short', part('name="ward"', 'a'), 400, formatMessage('malformedBody')],
  ])('refuses %s', async (_name, body, status, message) => {
    const err = await refusal(readMultipartStream({ headers, stream: Readable.from([body]) }, RULES));
    expect([err.status, err.message]).toEqual([status, message]);
  });

  it('refuses multipart without a boundary (400, not 500)', async () => {
    const err = await refusal(
      readMultipartStream({ headers: { 'content-type': 'multipart/form-data' }, stream: Readable.from([end]) }, RULES),
    );
    expect([err.status, err.message]).toEqual([400, formatMessage('malformedBody')]);
  });

  it('refuses a third photo before reading it, and a photo over the limit while reading it', async () => {
    const img = Buffer.alloc(1000, 1);
    const three = Buffer.concat([1, 2, 3].map((n) => part(`name="Image${n}"; filename="p${n}.jpg"`, img)).concat(end));
    const err = await refusal(readMultipartStream({ headers, stream: Readable.from([three]) }, RULES));
    expect(err.status).toBe(400);
    expect(err.errors).toEqual({ photos: formatMessage('complaintTooManyPhotos') });
    const big = Buffer.concat([part('name="Image1"; filename="big.jpg"', Buffer.alloc(61 * 1024, 1)), end]);
    const tooBig = await refusal(readMultipartStream({ headers, stream: Readable.from([big]) }, RULES));
    expect([tooBig.status, tooBig.message]).toEqual([413, 'The file big.jpg is too large: the limit is 0.1 MB.']);
  });

  it('reads what the rules allow', async () => {
    const body = Buffer.concat([
      part('name="ward"', 'Ward 3'),
      part('name="Image1"; filename="p.jpg"', 'JPEG'),
      part('name="Image2"; filename=""', ''),
      end,
    ]);
    const read = await readMultipartStream({ headers, stream: Readable.from([body]) }, RULES);
    expect(Object.fromEntries(read.fields)).toEqual({ ward: 'Ward 3' });
    expect(read.files.map((f) => [f.name, f.file.filename, f.file.data.toString()])).toEqual([['Image1', 'p.jpg', 'JPEG']]);
  });
});

describe('page forms (the no-JS path) are read within bounds before React Router', () => {
  const pages = new Map([['/postgrievance', RULES]]);
  const page = (url: string, h: Record<string, string>, body: Buffer | Readable) => ({
    method: 'POST',
    url,
    headers: h,
    stream: body instanceof Readable ? body : Readable.from([body]),
  });

  it('the grievance form by the complaint rules: an oversized or unexpected upload is refused, not read', async () => {
    const { stream, counter } = lazyBody(function* () {
      for (let i = 1; i <= 3; i++) yield part(`name="Image${i}"; filename="p.jpg"`, Buffer.alloc(10 * 1024 * 1024, 1));
      yield end;
    });
    const read = await readPageBody(page('/postgrievance.data?index', headers, stream), pages);
    expect(read.kind).toBe('refused');
    expect(read.kind === 'refused' && read.error.status).toBe(413);
    expect(counter.pulled).toBeLessThan(12 * 1024 * 1024);
    const unknown = await readPageBody(page('/postgrievance', headers, Buffer.concat([part('name="x"', 'y'), end])), pages);
    expect(unknown.kind === 'refused' && unknown.error.message).toBe(formatMessage('unknownField', { name: 'x' }));
  });

  it('files to a page that takes none: 415; a text form over 64 KB (a 120 KB e-mail): 413', async () => {
    const err = await refusal(readPageBody(page('/contactus', headers, end), pages));
    expect(err.status).toBe(415);
    const email = `email=${'a'.repeat(120 * 1024)}`;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await refusal(readPageBody(page('/contactus', form, Buffer.from(email)), pages))).status).toBe(413);
    // Without a Content-Length (chunked), it stops at the limit too.
    const chunked = Readable.from([Buffer.from(email.slice(0, PAGE_FORM_MAX_BYTES)), Buffer.from(email.slice(PAGE_FORM_MAX_BYTES))]);
    expect((await refusal(readPageBody(page('/contactus', form, chunked), pages))).status).toBe(413);
    const ok = await readPageBody(page('/contactus', form, Buffer.from('email=a%40b.in')), pages);
    expect(ok.kind === 'bytes' && ok.data.toString()).toBe('email=a%40b.in');
  });
});

describe('multipart through the API', () => {
  const t = blockTestApp();

  it('answers 400 (not 500) for multipart without a boundary, a nameless part and an unknown field, and closes', async () => {
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/Public/complaint',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect([noBoundary.statusCode, noBoundary.json()]).toEqual([400, { message: formatMessage('malformedBody') }]);
    const nameless = await t.app.inject({
      method: 'POST',
      url: '/api/Public/complaint',
      headers,
      payload: Buffer.concat([part('filename="a"', 'x'), end]),
    });
    expect(nameless.statusCode).toBe(400);
    const form = await multipart({ ward: 'x', junk: 'y' });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/Public/complaint', ...form });
    expect([unknown.statusCode, unknown.json().message, unknown.headers.connection]).toEqual([400, 'Unexpected field junk.', 'close']);
  });
});
