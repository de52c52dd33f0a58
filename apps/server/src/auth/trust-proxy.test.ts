import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rateLimits } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

/** Behind one nginx (TRUST_PROXY=1), the client's address is what nginx saw, whatever the client wrote. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: 1 } });
});
afterAll(() => t?.close());

/** The address the sign-in throttle counted a failed sign-in against (request.ip). */
async function countedAddress(xff: string): Promise<string[]> {
  await t.app.services.db.delete(rateLimits);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Account/login',
    payload: { email: 'nobody@council.example', password: 'wrong-password' },
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': xff },
  });
  expect(res.statusCode).toBe(401);
  const rows = await t.app.services.db.select().from(rateLimits).where(eq(rateLimits.purpose, 'login-ip'));
  return rows.map((r) => r.key);
}

describe('TRUST_PROXY=1', () => {
  it('a spoofed leftmost X-Forwarded-For does not change request.ip', async () => {
    // nginx appends the address it saw ($proxy_add_x_forwarded_for): the rightmost entry is the client.
    expect(await countedAddress('203.0.113.7')).toEqual(['203.0.113.7']);
    expect(await countedAddress('1.2.3.4, 203.0.113.7')).toEqual(['203.0.113.7']);
    expect(await countedAddress('9.9.9.9, 8.8.8.8, 203.0.113.7')).toEqual(['203.0.113.7']);
  });
});
