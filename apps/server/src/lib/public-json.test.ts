import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testPdf, type TestApp } from '../test/app.ts';

/** Cached public lists are compressed once per cache fill and sent as stored bytes. */

let t: TestApp;
const addNotice = async (title: string) =>
  t.app.services.resource('notice').create({
    values: { title, description: 'x'.repeat(400), issueDate: '2026-11-01' },
    files: { filePath: { filename: 'n.pdf', data: await testPdf(title) } },
    remove: new Set(),
  });

beforeAll(async () => {
  t = await createTestApp();
  for (const n of [1, 2, 3, 4]) await addNotice(`Notice ${n}`);
});
afterAll(() => t?.close());

describe('public list answers', () => {
  it('send brotli, gzip or plain JSON by Accept-Encoding, all the same list', async () => {
    const plain = await t.app.inject({ url: '/api/Public/notice' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers.vary).toBe('accept-encoding');
    const list = plain.json() as Array<{ title: string }>;
    expect(list).toHaveLength(4);

    const br = await t.app.inject({ url: '/api/Public/notice', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(list);

    const gz = await t.app.inject({ url: '/api/Public/notice', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(list);
  });

  it('compress the new list after a write, not the stale one', async () => {
    await addNotice('Notice 5');
    const br = await t.app.inject({ url: '/api/Public/notice', headers: { 'accept-encoding': 'br' } });
    const list = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()) as Array<{ title: string }>;
    expect(list.map((n) => n.title)).toContain('Notice 5');
  });
});
