import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { AuditItem } from '@nagar/contract';
import { auditLog, users } from '../db/schema.ts';
import { TEST_PASSWORD, createTestApp, loginAs, type TestApp } from '../test/app.ts';

/**
 * GET /api/Admin/audit: admins only, newest first, paged on the server with X-Total-Count, filtered by person,
 * action, record type and id, and date range; a bad filter is refused with its field's message.
 */

let t: TestApp;
let admin: { authorization: string };
/** Two people who act in the fixture rows (accounts that never sign in, so no other row names them). */
let editorId: number;
let officerId: number;
const EDITOR = 'fixture.editor@test.example';
const OFFICER = 'fixture.officer@test.example';
const STRANGER = 'stranger@test.example';
const ACTIONS = ['create', 'update', 'delete'] as const;

/** Fixture row i: day 2025-03-(1+i) at noon IST; create/update/delete in turn; notice or ward; record i % 5. */
const fixture = (i: number) => ({
  at: new Date(Date.parse('2025-03-01T12:00:00+05:30') + i * 86_400_000),
  actorId: i < 10 ? editorId : officerId,
  actorEmail: i < 10 ? EDITOR : OFFICER,
  actorRole: i < 10 ? 'editor' : 'officer',
  action: ACTIONS[i % 3]!,
  entity: i % 2 ? 'ward' : 'notice',
  entityId: String(i % 5),
  changes: { title: [`before ${i}`, `after ${i}`] },
  ip: '10.1.1.1',
});
const N = 30;

async function get(query: string, auth: Record<string, string> | null = admin) {
  return t.app.inject({ method: 'GET', url: `/api/Admin/audit${query}`, headers: auth ?? {} });
}

/** The fixture numbers of a page (from the changes' "after i"); rows of today's sign-ins carry no title. */
const numbers = (items: AuditItem[]) =>
  items.filter((r) => r.changes.title).map((r) => Number(String((r.changes.title as string[])[1]).split(' ')[1]));
const fixtures = (pick: (i: number) => boolean) =>
  Array.from({ length: N }, (_, i) => i)
    .filter(pick)
    .reverse();

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  const { accounts, db } = t.app.services;
  await accounts.upsert({ email: EDITOR, password: TEST_PASSWORD, role: 'editor' });
  await accounts.upsert({ email: OFFICER, password: TEST_PASSWORD, role: 'officer' });
  const id = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  [editorId, officerId] = [await id(EDITOR), await id(OFFICER)];
  // Inserted out of order: the list orders by time, not by insertion.
  const order = Array.from({ length: N }, (_, i) => (i * 7) % N);
  await db.insert(auditLog).values(order.map(fixture));
  await db
    .insert(auditLog)
    .values({ at: new Date('2025-02-01T10:00:00Z'), actorEmail: STRANGER, action: 'sign-in-failed', entity: 'session', ip: '10.9.9.9' });
});

afterAll(() => t?.close());

describe('GET /api/Admin/audit', () => {
  it('answers the newest first, 25 a page, with the total in X-Total-Count', async () => {
    const res = await get('');
    expect(res.statusCode, res.body).toBe(200);
    const all = await t.app.services.db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id));
    expect(res.headers['x-total-count']).toBe(String(all.length));
    const items = res.json() as AuditItem[];
    expect(items.map((r) => r.id)).toEqual(all.slice(0, 25).map((r) => r.id));
    const row = items.find((r) => r.changes.title && (r.changes.title as string[])[1] === 'after 29')!;
    expect(row).toEqual({
      id: expect.any(Number),
      at: fixture(29).at.toISOString(),
      actorId: officerId,
      actorEmail: OFFICER,
      actorRole: 'officer',
      action: 'delete',
      entity: 'ward',
      entityId: '4',
      changes: { title: ['before 29', 'after 29'] },
      ip: '10.1.1.1',
    });
  });

  it('pages on the server: page and pageSize, the same total on every page', async () => {
    const whole = numbers((await get('?entity=notice&pageSize=100')).json());
    expect(whole).toEqual(fixtures((i) => i % 2 === 0));
    for (const page of [1, 2, 3]) {
      const res = await get(`?entity=notice&page=${page}&pageSize=6`);
      expect(res.headers['x-total-count']).toBe('15');
      expect(numbers(res.json())).toEqual(whole.slice((page - 1) * 6, page * 6));
    }
    const past = await get('?entity=notice&page=4&pageSize=6');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('15');
  });

  it('filters by person: account number, the account e-mail (any case), or an address without an account', async () => {
    const editor = fixtures((i) => i < 10);
    expect(numbers((await get(`?person=${editorId}&pageSize=100`)).json())).toEqual(editor);
    const byEmail = await get(`?person=${encodeURIComponent(' Fixture.Editor@Test.example ')}&pageSize=100`);
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(numbers(byEmail.json())).toEqual(editor);
    expect(byEmail.headers['x-total-count']).toBe('10');
    const stranger = (await get(`?person=${STRANGER}`)).json() as AuditItem[];
    expect(stranger.map((r) => [r.action, r.actorId, r.actorEmail])).toEqual([['sign-in-failed', null, STRANGER]]);
    expect((await get('?person=nobody@test.example')).json()).toEqual([]);
  });

  it('filters by action, record type, record id and dates (council days, both ends included), together', async () => {
    const list = async (query: string) => numbers((await get(`${query}&pageSize=100`)).json());
    expect(await list('?action=update')).toEqual(fixtures((i) => i % 3 === 1));
    expect(await list('?entity=ward')).toEqual(fixtures((i) => i % 2 === 1));
    expect(await list('?entity=ward&entityId=3')).toEqual(fixtures((i) => i % 2 === 1 && i % 5 === 3));
    expect(await list('?from=2025-03-05&to=2025-03-10')).toEqual(fixtures((i) => i >= 4 && i <= 9));
    expect(await list('?from=2025-03-25')).toEqual(fixtures((i) => i >= 24));
    expect(await list('?to=2025-03-02&entity=notice')).toEqual([0]);
    expect(await list(`?person=${officerId}&action=create&entity=notice&from=2025-03-11&to=2025-03-31`)).toEqual(
      fixtures((i) => i >= 10 && i % 3 === 0 && i % 2 === 0),
    );
  });

  it('refuses a bad filter with 400 and the field’s message', async () => {
    const cases: Array<[string, string, string]> = [
      ['?person=not%20a%20person', 'person', 'Enter an e-mail address or an account number.'],
      ['?person=0', 'person', 'Enter an e-mail address or an account number.'],
      ['?person=99999999999', 'person', 'Enter an e-mail address or an account number.'],
      ['?entityId=4', 'entityId', 'Choose a record type to look for a record id.'],
      [`?entity=notice&entityId=${'9'.repeat(41)}`, 'entityId', 'This is too long: at most 40 characters.'],
      ['?action=drop%20table', 'action', 'Choose one of the listed values.'],
      ['?entity=%3Cscript%3E', 'entity', 'Choose one of the listed values.'],
      ['?from=2025-02-30', 'from', 'Enter a valid date (yyyy-mm-dd).'],
      ['?from=1899-12-31', 'from', 'Enter a valid date (yyyy-mm-dd).'],
      ['?to=2101-01-01', 'to', 'Enter a valid date (yyyy-mm-dd).'],
      ['?to=yesterday', 'to', 'Enter a valid date (yyyy-mm-dd).'],
      ['?from=2025-03-10&to=2025-03-09', 'to', 'The end date cannot be before the start date.'],
      ['?page=0', 'page', 'Enter a whole number from 1 to 100000.'],
      ['?page=1.5', 'page', 'Enter a whole number from 1 to 100000.'],
      ['?pageSize=101', 'pageSize', 'Enter a whole number from 1 to 100.'],
      ['?pageSize=ten', 'pageSize', 'Enter a whole number from 1 to 100.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ message, errors: { [field]: message } });
    }
    expect((await get('?action=create&action=update')).statusCode).toBe(400);
    // The edges are accepted.
    for (const query of ['?from=1900-01-01&to=2100-12-31', '?from=2025-03-10&to=2025-03-10', '?page=100000&pageSize=100'])
      expect((await get(query)).statusCode, query).toBe(200);
  });

  it('is for admins only: 401 without a session, 403 for an editor, a grievance officer and a user', async () => {
    const anonymous = await get('', null);
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['editor', 'officer', 'user'] as const) {
      const auth = await loginAs(t.app, role);
      for (const path of ['', '/options']) {
        const res = await get(path, { authorization: auth.authorization });
        expect(res.statusCode, `${role} ${path}`).toBe(403);
        expect(res.json()).toEqual({ message: 'You are not allowed to do this.' });
      }
    }
  });

  it('/options lists the actions and record types the trail holds', async () => {
    const res = await get('/options');
    expect(res.statusCode).toBe(200);
    const { actions, entities } = res.json() as { actions: string[]; entities: string[] };
    expect(actions).toEqual(expect.arrayContaining(['create', 'delete', 'sign-in-failed', 'update']));
    expect(entities).toEqual(expect.arrayContaining(['notice', 'session', 'ward']));
    expect([...actions].sort()).toEqual(actions);
    expect(new Set(actions).size).toBe(actions.length);
    expect(entities).not.toContain('');
  });
});
