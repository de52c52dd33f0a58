import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { latestNews as latestNewsDef } from '@nagar/contract';
import { latestNews } from '../db/schema.ts';
import { adminTestApp, countRows } from '../test/app.ts';
import { describeResource } from './resource-suite.ts';

describeResource(
  latestNewsDef,
  { title: 'Budget meeting on Monday', description: 'The council meets on Monday at 11:00 to pass the budget.' },
  {
    messages: {
      title: 'Title and Description are required fields!',
      description: 'Title and Description are required fields!',
    },
  },
);

describe('latest news specifics (JSON body)', () => {
  const s = adminTestApp();

  const send = (method: 'POST' | 'PUT', payload: unknown, url = '/api/Admin/latest-news') =>
    s.t.app.inject({ method, url, payload: payload as object, headers: { ...s.auth, 'content-type': 'application/json' } });

  it('creates from the spec body (id 0, title, description, createdDate): the server sets createdDate', async () => {
    const before = Date.now();
    const res = await send('POST', {
      id: 0,
      title: 'Water tanker schedule',
      description: 'Ward 6 on Tuesdays.',
      createdDate: '2001-01-01T00:00:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({ title: 'Water tanker schedule', description: 'Ward 6 on Tuesdays.' });
    expect(item.id).toBeGreaterThan(0);
    // Second precision is enough: the database clock, not the client's value, made it.
    const created = Date.parse(item.createdDate);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(created).toBeLessThanOrEqual(Date.now() + 1000);
    expect(Object.keys(item).sort()).toEqual(['createdDate', 'description', 'descriptionHi', 'id', 'title', 'titleHi', 'validUntil']);
  });

  it('an update with a createdDate from the client does not take it', async () => {
    const created = (await send('POST', { id: 0, title: 'Camp', description: 'Health camp on Sunday.' })).json();
    const res = await send('PUT', {
      id: created.id,
      title: 'Camp moved',
      description: 'Health camp on Saturday.',
      createdDate: '2001-01-01T00:00:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, title: 'Camp moved', description: 'Health camp on Saturday.' });
    expect(res.json().createdDate).not.toMatch(/^2001-/);
    expect(Date.parse(res.json().createdDate)).toBeGreaterThanOrEqual(Date.parse(created.createdDate));
  });

  it("missing title or description: 400 'Title and Description are required fields!', nothing written", async () => {
    const message = 'Title and Description are required fields!';
    const before = await countRows(s.t.app, latestNews);
    for (const [body, missing] of [
      [{ id: 0, description: 'Only a description.' }, ['title']],
      [{ id: 0, title: 'Only a title', description: '  ' }, ['description']],
      [{ id: 0 }, ['title', 'description']],
    ] as const) {
      const res = await send('POST', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, errors: Object.fromEntries(missing.map((k) => [k, message])) });
    }
    expect(await countRows(s.t.app, latestNews)).toBe(before);
  });

  it('a value that is not text is 400, nothing written', async () => {
    const before = await countRows(s.t.app, latestNews);
    const res = await send('POST', { id: 0, title: { en: 'Nested' }, description: 'An object is not a title.' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Some fields need your attention.');
    expect(await countRows(s.t.app, latestNews)).toBe(before);
  });

  it('public list: newest first by createdDate, with the spec fields', async () => {
    const older = (await send('POST', { id: 0, title: 'Older', description: 'First.' })).json();
    const newer = (await send('POST', { id: 0, title: 'Newer', description: 'Second.' })).json();
    // Make the order by date differ from the order by id.
    await s.t.app.services.db
      .update(latestNews)
      .set({ createdDate: new Date(Date.parse(newer.createdDate) + 60_000) })
      .where(eq(latestNews.id, older.id));
    // Changed behind the API's back: drop what the public cache may hold.
    s.t.app.services.cache.invalidate();
    const list = (await s.t.app.inject({ method: 'GET', url: '/api/Public/latest-news' })).json() as Array<{ id: number }>;
    const ids = list.map((n) => n.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids.indexOf(newer.id)).toBeGreaterThan(-1);
  });
});
