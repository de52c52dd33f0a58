import zlib from 'node:zlib';

/**
 * The portal's one compression setting, for answers compressed on the way (the compress plugin, app.ts) and for the
 * kept ones compressed once (cached public JSON, lib/public-json.ts; kept pages, web/page-cache.ts). Brotli 5: ~3 ms for
 * a 50–65 KB page on the 2-core VM and smaller than gzip, where brotli 9 took 70–110 ms of the event loop (a kept form is
 * made on a visitor's request, so its cost is that visitor's wait). Built assets are precompressed at 11 by the build.
 */
export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 6;

export type Encoding = 'br' | 'gzip';

/** The body in an encoding, at the portal's setting. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : zlib.gzipSync(body, { level: GZIP_LEVEL });
}

/** A kept body's encoded forms, each made the first time it is asked for and kept with it. */
export function encodedForms(body: Buffer): (encoding: Encoding) => Buffer {
  const forms: Partial<Record<Encoding, Buffer>> = {};
  return (encoding) => (forms[encoding] ??= compress(body, encoding));
}
