import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, rateLimits, users } from '../db/schema.ts';
import { createTestApp, loginAs, type TestApp } from '../test/app.ts';
import { portalApi } from '../web/portal-api.ts';
import { REFUSAL_ROWS_PER_MINUTE } from './refusals.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('access-refused rows', () => {
  const refusedRows = (actorId: number) =>
    t.app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'access-refused'), eq(auditLog.actorId, actorId)));

  it(`are capped at ${REFUSAL_ROWS_PER_MINUTE} per account and minute (routes and pages together, concurrent requests too); every refusal still answers 403`, async () => {
    const editor = await loginAs(t.app, 'editor');
    const [row] = await t.app.services.db.select({ id: users.id }).from(users).where(eq(users.email, editor.email));
    const id = row!.id;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'GET',
          url: i % 2 ? '/api/Admin/users' : '/api/Admin/audit',
          headers: { authorization: editor.authorization },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array<number>(30).fill(403));
    expect(await refusedRows(id)).toHaveLength(REFUSAL_ROWS_PER_MINUTE);
    // The page guard's refusals count with them.
    const portal = portalApi(t.app.services);
    const user = {
      id,
      email: editor.email,
      name: 'Editor',
      role: 'editor' as const,
      expiresAt: new Date().toISOString(),
      twoFactor: false,
      mustEnrol: false,
      mustChangePassword: false,
    };
    await portal.accessRefused(user, '/admin/users', '198.51.100.1');
    expect(await refusedRows(id)).toHaveLength(REFUSAL_ROWS_PER_MINUTE);

    // Another account has its own count.
    const other = await loginAs(t.app, 'editor');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Admin/users', headers: { authorization: other.authorization } })).statusCode,
    ).toBe(403);
    const [otherRow] = await t.app.services.db.select({ id: users.id }).from(users).where(eq(users.email, other.email));
    expect(await refusedRows(otherRow!.id)).toHaveLength(1);

    // The next minute writes again.
    await t.app.services.db
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - 61_000) })
      .where(and(eq(rateLimits.purpose, 'access-refused-audit'), eq(rateLimits.key, String(id))));
    await portal.accessRefused(user, '/admin/users', '198.51.100.1');
    const rows = await refusedRows(id);
    expect(rows).toHaveLength(REFUSAL_ROWS_PER_MINUTE + 1);
    expect(rows.at(-1)).toMatchObject({ entity: 'page', entityId: '/admin/users', actorEmail: editor.email });
  });
});
