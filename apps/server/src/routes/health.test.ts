import { describe, expect, it } from 'vitest';
import { blockTestApp, createTestApp } from '../test/app.ts';

describe('GET /api/health', () => {
  const t = blockTestApp();

  it('answers ok with the database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 'ok', database: t.kind });
  });

  it('answers 503 when the database is gone, without internals', async () => {
    const other = await createTestApp();
    await other.app.services.database.close();
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: other.kind });
    } finally {
      // The pool/embedded database is already closed: only the test database is left to drop.
      other.app.services.database.close = async () => {};
      await other.close();
    }
  });
});
