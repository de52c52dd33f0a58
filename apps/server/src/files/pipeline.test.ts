import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { IMAGE_MAX_EDGE, MEDIUM_EDGE, THUMB_EDGE } from '@nagar/contract';
import { HttpError } from '../lib/errors.ts';
import { files, notices } from '../db/schema.ts';
import { adminTestApp, countRows, injectForm, multipart, testImage, testPdf } from '../test/app.ts';
import { SHARP_CONCURRENCY, decodeBase64File, processUpload, safeFileName, type UploadLimits } from './pipeline.ts';
import { insertFiles } from './store.ts';

const limits: UploadLimits = { imageMaxBytes: 5 * 1024 * 1024, documentMaxBytes: 20 * 1024 * 1024 };
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function uploadError(kind: 'image' | 'document', filename: string, data: Buffer, l = limits): Promise<HttpError> {
  try {
    await processUpload(kind, { filename, data }, l, 'Base name');
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    return err as HttpError;
  }
  throw new Error(`processUpload accepted ${filename} as ${kind}`);
}

describe('sharp, once the pipeline is loaded', () => {
  it('keeps no cache of libvips operations and uses one thread per picture (memory stays bounded)', async () => {
    await processUpload('image', { filename: 'a.jpg', data: await testImage() }, limits, 'Cache check');
    const cache = sharp.cache();
    expect(cache.memory.max).toBe(0);
    expect(cache.files.max).toBe(0);
    expect(cache.items.max).toBe(0);
    expect(cache.memory.current).toBe(0);
    expect(sharp.concurrency()).toBe(SHARP_CONCURRENCY);
    expect(SHARP_CONCURRENCY).toBe(1);
  });
});

describe('processUpload', () => {
  it('keeps a PDF document byte for byte, named after the title', async () => {
    const pdf = await testPdf('Budget 2027');
    const [main, ...rest] = await processUpload('document', { filename: 'scan.pdf', data: pdf }, limits, 'Budget 2027-28: draft');
    expect(rest).toEqual([]);
    expect(main).toMatchObject({ variant: 'main', contentType: 'application/pdf', name: 'Budget-2027-28-draft.pdf' });
    expect(main!.data.equals(pdf)).toBe(true);
  });

  it('re-encodes a JPEG into a JPEG, a WebP and a thumbnail with all EXIF (GPS, camera) gone', async () => {
    const jpeg = await testImage({ width: 640, height: 480, gps: true });
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.toString('latin1')).toContain('TestCam');

    const drafts = await processUpload('image', { filename: 'IMG_0001.JPG', data: jpeg }, limits, 'Ward 4 drain');
    expect(drafts.map((d) => [d.variant, d.contentType, d.name])).toEqual([
      ['main', 'image/jpeg', 'Ward-4-drain.jpg'],
      ['webp', 'image/webp', 'Ward-4-drain.webp'],
      ['thumb', 'image/webp', 'Ward-4-drain-thumb.webp'],
    ]);
    for (const draft of drafts) {
      const after = await sharp(draft.data).metadata();
      expect(after.format).toBe(draft.contentType === 'image/jpeg' ? 'jpeg' : 'webp');
      expect(after.exif).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(draft.data.includes('TestCam')).toBe(false);
      expect([draft.width, draft.height]).toEqual([after.width, after.height]);
    }
    expect([drafts[0]!.width, drafts[0]!.height]).toEqual([640, 480]);
    expect([drafts[2]!.width, drafts[2]!.height]).toEqual([THUMB_EDGE, 240]);
  });

  it('applies the EXIF orientation, then drops it', async () => {
    const rotated = await testImage({ width: 400, height: 200, orientation: 6 });
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const [main] = await processUpload('image', { filename: 'phone.jpg', data: rotated }, limits, 'Photo');
    const after = await sharp(main!.data).metadata();
    expect([after.width, after.height]).toEqual([200, 400]);
    expect(after.orientation).toBeUndefined();
  });

  it('shrinks large images to the maximum edge, never enlarges small ones', async () => {
    /** The variants stored for a picture of this size and format: [variant, width, height]. */
    const sizes = async (width: number, height: number, format: 'png' | 'webp') => {
      const data = await testImage({ width, height, format });
      const stored = await processUpload('image', { filename: `${width}.${format}`, data }, limits, 'Picture');
      return stored.map((d) => [d.variant, d.width, d.height]);
    };
    expect(await sizes(2400, 1200, 'png')).toEqual([
      ['main', IMAGE_MAX_EDGE, IMAGE_MAX_EDGE / 2],
      ['webp', IMAGE_MAX_EDGE, IMAGE_MAX_EDGE / 2],
      ['medium', MEDIUM_EDGE, MEDIUM_EDGE / 2],
      ['thumb', THUMB_EDGE, THUMB_EDGE / 2],
    ]);
    // No medium size for a picture that is not much larger than it.
    expect(await sizes(100, 50, 'webp')).toEqual([
      ['main', 100, 50],
      ['webp', 100, 50],
      ['thumb', 100, 50],
    ]);
  });

  it('accepts PNG and WebP pictures and always stores a JPEG', async () => {
    for (const format of ['png', 'webp'] as const) {
      const [main] = await processUpload('image', { filename: `x.${format}`, data: await testImage({ format }) }, limits, 'X');
      expect(main!.contentType).toBe('image/jpeg');
      expect((await sharp(main!.data).metadata()).format).toBe('jpeg');
    }
  });

  it('judges the type by the bytes, not the name: 415 for the wrong kind of file', async () => {
    const png = await testImage({ format: 'png' });
    const pdf = await testPdf();
    const text = Buffer.from('Just some text, not a file of any allowed kind.\n');

    const pngAsPdf = await uploadError('document', 'renamed.pdf', png);
    expect(pngAsPdf.status).toBe(415);
    expect(pngAsPdf.message).toBe('The document renamed.pdf must be a PDF file.');
    expect((await uploadError('document', 'notes.txt', text)).status).toBe(415);

    const pdfAsImage = await uploadError('image', 'photo.jpg', pdf);
    expect(pdfAsImage.status).toBe(415);
    expect(pdfAsImage.message).toBe('The image photo.jpg must be a JPEG, PNG or WebP picture.');
    expect((await uploadError('image', 'photo.jpg', text)).status).toBe(415);
    // An SVG is text (and could carry script): refused.
    expect((await uploadError('image', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).status).toBe(415);
  });

  it('answers 413 naming the limit for a file over it', async () => {
    const small: UploadLimits = { imageMaxBytes: Math.round(0.1 * 1024 * 1024), documentMaxBytes: Math.round(0.2 * 1024 * 1024) };
    const doc = await uploadError('document', 'huge.pdf', await testPdf('Huge', small.documentMaxBytes + 1), small);
    expect(doc.status).toBe(413);
    expect(doc.message).toBe('The file huge.pdf is too large: the limit is 0.2 MB.');
    const image = await uploadError('image', 'huge.jpg', await testImage({ width: 500, height: 500, noise: true }), small);
    expect(image.status).toBe(413);
    expect(image.message).toBe('The file huge.jpg is too large: the limit is 0.1 MB.');
    // At the limit is fine.
    const exact = await testPdf('Exact', 10_000);
    await expect(
      processUpload('document', { filename: 'ok.pdf', data: exact }, { ...small, documentMaxBytes: exact.length }, 'Ok'),
    ).resolves.toHaveLength(1);
  });

  it('answers 400 for a picture that cannot be read', async () => {
    const jpeg = await testImage({ width: 400, height: 300, noise: true });
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const err = await uploadError('image', 'broken.jpg', truncated);
    expect(err.status).toBe(400);
    expect(err.message).toBe('Invalid image file!');
    const junk = Buffer.concat([PNG_MAGIC, Buffer.from('not really a png')]);
    expect((await uploadError('image', 'junk.png', junk)).status).toBe(400);
  });
});

describe('safeFileName', () => {
  it.each([
    ['Water supply shutdown', 'pdf', 'Water-supply-shutdown.pdf'],
    ['जल आपूर्ति बंद रहेगी', 'pdf', 'जल-आपूर्ति-बंद-रहेगी.pdf'],
    ['a/b\\c:d*e?f"g<h>i|j#k%l', 'jpg', 'a-b-c-d-e-f-g-h-i-j-k-l.jpg'],
    ['../../etc/passwd', 'pdf', 'etc-passwd.pdf'],
    ['  ...  ', 'pdf', 'file.pdf'],
    ['', 'webp', 'file.webp'],
  ])('%j -> %j', (base, ext, expected) => {
    expect(safeFileName(base, ext)).toBe(expected);
  });

  it('keeps names short', () => {
    expect(safeFileName('x'.repeat(500), 'pdf')).toBe(`${'x'.repeat(80)}.pdf`);
  });

  it('cuts at 80 UTF-16 units between letters as a person sees them: a Devanagari syllable or an emoji is never cut apart', () => {
    // 'क्षि' is one letter of four code units: 20 whole ones fit; 'कि' (two units) after 79 x's is left out whole.
    expect(safeFileName('क्षि'.repeat(100), 'pdf')).toBe(`${'क्षि'.repeat(20)}.pdf`);
    expect(safeFileName(`${'x'.repeat(79)}कि`, 'pdf')).toBe(`${'x'.repeat(79)}.pdf`);
    expect(() => encodeURIComponent(safeFileName(`${'x'.repeat(79)}😀`, 'pdf'))).not.toThrow();
    expect(safeFileName(`${'x'.repeat(79)}😀`, 'pdf')).toBe(`${'x'.repeat(79)}.pdf`);
  });
});

describe('decodeBase64File', () => {
  it('reads plain base64, a data URL, and base64 broken over lines', async () => {
    const pdf = await testPdf();
    const b64 = pdf.toString('base64');
    expect(decodeBase64File(b64)?.equals(pdf)).toBe(true);
    expect(decodeBase64File(`data:application/pdf;base64,${b64}`)?.equals(pdf)).toBe(true);
    expect(decodeBase64File(b64.replace(/(.{76})/g, '$1\r\n'))?.equals(pdf)).toBe(true);
  });

  it.each(['', '   ', 'not base64!', 'abcde', 'data:application/pdf;base64,', '%PDF-1.7'])('refuses %j', (text) => {
    expect(decodeBase64File(text)).toBeNull();
  });
});

describe('GET /files/:id/:name', () => {
  const s = adminTestApp();

  async function createNotice(title: string, pdf: Buffer) {
    const res = await injectForm(
      s.t.app,
      { url: '/api/Admin/notice', headers: s.auth },
      { 'Notice.title': title, 'Notice.issueDate': '2026-11-01' },
      { DocumentFile: { data: pdf, filename: 'upload.pdf', type: 'application/pdf' } },
    );
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; filePath: string };
  }

  it('serves a document with its type, a long immutable cache, an ETag, nosniff and a download name from the title', async () => {
    const pdf = await testPdf('Property tax');
    const notice = await createNotice('Property tax rebate', pdf);
    expect(notice.filePath).toMatch(/^\/files\/[0-9a-f-]{36}\/Property-tax-rebate\.pdf$/);
    const res = await s.t.app.inject({ method: 'GET', url: notice.filePath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Property-tax-rebate.pdf"; filename*=UTF-8''Property-tax-rebate.pdf`,
    );
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('gives a Hindi title as the UTF-8 download name, with an ASCII fallback', async () => {
    const notice = await createNotice('जल आपूर्ति सूचना 2026', await testPdf('Hindi'));
    const res = await s.t.app.inject({ method: 'GET', url: notice.filePath });
    expect(res.statusCode).toBe(200);
    const match = /^attachment; filename="([\x20-\x7e]+)"; filename\*=UTF-8''([A-Za-z0-9%._~-]+)$/.exec(
      res.headers['content-disposition'] as string,
    );
    expect(match).not.toBeNull();
    expect(match![1]).toMatch(/\.pdf$/);
    expect(match![1]).not.toMatch(/["\\]/);
    expect(decodeURIComponent(match![2]!)).toBe('जल-आपूर्ति-सूचना-2026.pdf');
    expect(decodeURIComponent(notice.filePath.split('/').pop()!)).toBe('जल-आपूर्ति-सूचना-2026.pdf');
  });

  it('names a download after the URL when it is a clean name of the same type (a Hindi page links the Hindi title)', async () => {
    const notice = await createNotice('Water supply notice', await testPdf('Named'));
    const id = notice.filePath.split('/')[2]!;
    const hindi = await s.t.app.inject({ method: 'GET', url: `/files/${id}/${encodeURIComponent('जल-आपूर्ति-सूचना.pdf')}` });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers['content-disposition']).toMatch(/^attachment; filename="[\x20-\x7e]+\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent((hindi.headers['content-disposition'] as string).split("UTF-8''")[1]!)).toBe('जल-आपूर्ति-सूचना.pdf');
    // Another type, or a name no upload could have: the stored name.
    for (const asked of ['evil.exe', 'a%22b.pdf', '..%2Fx.pdf', 'x']) {
      const res = await s.t.app.inject({ method: 'GET', url: `/files/${id}/${asked}` });
      expect(res.statusCode, asked).toBe(200);
      expect(res.headers['content-disposition'], asked).toBe(
        `attachment; filename="Water-supply-notice.pdf"; filename*=UTF-8''Water-supply-notice.pdf`,
      );
    }
  });

  it('answers 304 without a body when the ETag matches', async () => {
    const notice = await createNotice('Cached notice', await testPdf('Cached'));
    const first = await s.t.app.inject({ method: 'GET', url: notice.filePath });
    const etag = first.headers.etag as string;
    const again = await s.t.app.inject({ method: 'GET', url: notice.filePath, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const inList = await s.t.app.inject({ method: 'GET', url: notice.filePath, headers: { 'if-none-match': `"other", ${etag}` } });
    expect(inList.statusCode).toBe(304);
    const stale = await s.t.app.inject({ method: 'GET', url: notice.filePath, headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and for a malformed one', async () => {
    for (const url of ['/files/00000000-0000-4000-8000-000000000000/x.pdf', '/files/not-a-uuid/x.pdf', '/files/1/x.pdf']) {
      const res = await s.t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('serves stored image variants with their types, without metadata, inline', async () => {
    const drafts = await processUpload('image', { filename: 'gps.jpg', data: await testImage({ gps: true }) }, limits, 'Gallery photo');
    const id = await insertFiles(s.t.app.services.db, drafts);
    const infos = await import('./store.ts').then((m) => m.describeFiles(s.t.app.services.db, [id]));
    const info = infos.get(id)!;
    expect(info).toMatchObject({ type: 'image/jpeg', width: 640, height: 480 });
    for (const [url, type] of [
      [info.url, 'image/jpeg'],
      [info.webp!, 'image/webp'],
      [info.thumb!, 'image/webp'],
    ] as const) {
      const res = await s.t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(res.rawPayload).metadata()).exif).toBeUndefined();
    }
  });

  it('refuses a PNG renamed .pdf, text, and an image sent as a document, writing nothing', async () => {
    const before = [await countRows(s.t.app, notices), await countRows(s.t.app, files)];
    for (const [data, filename, type] of [
      [await testImage({ format: 'png' }), 'renamed.pdf', 'application/pdf'],
      [Buffer.from('plain text'), 'notes.txt', 'text/plain'],
      [await testImage({ format: 'jpeg' }), 'photo.jpg', 'image/jpeg'],
    ] as const) {
      const res = await injectForm(
        s.t.app,
        { url: '/api/Admin/notice', headers: s.auth },
        { 'Notice.title': 'Wrong file', 'Notice.issueDate': '2026-11-01' },
        { DocumentFile: { data, filename, type } },
      );
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: `The document ${filename} must be a PDF file.` });
    }
    expect([await countRows(s.t.app, notices), await countRows(s.t.app, files)]).toEqual(before);
  });
});

describe('upload size limits over HTTP', () => {
  const documentMaxBytes = Math.round(0.2 * 1024 * 1024);
  // The multipart parser's own cap is the larger of the two limits: here the image limit.
  const s = adminTestApp({ config: { documentMaxBytes, imageMaxBytes: Math.round(0.5 * 1024 * 1024) } });

  const post = async (fields: Record<string, string>, pdf?: Buffer) => {
    const form = await multipart(fields, pdf ? { DocumentFile: { data: pdf, filename: 'big.pdf', type: 'application/pdf' } } : {});
    return s.t.app.inject({ method: 'POST', url: '/api/Admin/notice', payload: form.payload, headers: { ...form.headers, ...s.auth } });
  };

  it.each([
    ['just over the document limit', documentMaxBytes + 1],
    ['over every limit', Math.round(0.6 * 1024 * 1024)],
  ])('answers 413 naming the limit for a document %s, writing nothing', async (_name, size) => {
    const before = [await countRows(s.t.app, notices), await countRows(s.t.app, files)];
    const res = await post({ 'Notice.title': 'Big', 'Notice.issueDate': '2026-11-01' }, await testPdf('Big', size));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file big.pdf is too large: the limit is 0.2 MB.' });
    expect([await countRows(s.t.app, notices), await countRows(s.t.app, files)]).toEqual(before);
  });

  it('accepts a document at the limit', async () => {
    const pdf = await testPdf('Fits', documentMaxBytes - 64);
    expect(pdf.length).toBeLessThanOrEqual(documentMaxBytes);
    const res = await post({ 'Notice.title': 'Exactly at the limit', 'Notice.issueDate': '2026-11-01' }, pdf);
    expect(res.statusCode).toBe(201);
  });
});
