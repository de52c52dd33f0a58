import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, encodedForms } from './compression.ts';

const body = Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Notice ${i} about the water supply` }))));

describe('compression', () => {
  it('compresses to what the browser decodes back, smaller than the body', () => {
    const br = compress(body, 'br');
    const gzip = compress(body, 'gzip');
    expect(zlib.brotliDecompressSync(br).equals(body)).toBe(true);
    expect(zlib.gunzipSync(gzip).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 4);
    expect(gzip.length).toBeLessThan(body.length / 4);
  });

  it('makes each encoded form of a kept body once, when first asked for', () => {
    const forms = encodedForms(body);
    const br = forms('br');
    expect(forms('br')).toBe(br);
    const gzip = forms('gzip');
    expect(forms('gzip')).toBe(gzip);
    expect(zlib.gunzipSync(gzip).equals(body)).toBe(true);
  });
});
