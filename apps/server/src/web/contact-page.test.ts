import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp, webBuilt } from '../test/app.ts';

/**
 * The contact page's form without JavaScript (web build): its limits count letters as a person sees them, so a
 * Hindi name of exactly its 100 letters ('क्षि' is one letter of four UTF-16 units) passes and one more is refused.
 */
let t: TestApp | undefined;
let app: FastifyInstance;
beforeAll(async () => {
  if (!webBuilt) return;
  t = await createTestApp({ web: true });
  app = t.app;
}, 120_000);
afterAll(() => t?.close());

const post = (fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/contactus',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'lang=hi' },
    payload: new URLSearchParams(fields).toString(),
  });

describe.skipIf(!webBuilt)('the contact form without JavaScript', () => {
  it('counts a Hindi name by its letters: 100 pass, 101 are refused with the limit named', async () => {
    const fields = { email: 'sunita@example.in', message: 'नाली जाम है।' };
    const ok = await post({ ...fields, name: 'क्षि'.repeat(100) });
    expect(ok.statusCode, ok.body.slice(0, 500)).toBe(200);
    expect(ok.body).not.toContain('अधिकतम 100 अक्षर');

    const long = await post({ ...fields, name: 'क्षि'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('अधिकतम 100 अक्षर');
  });
});
