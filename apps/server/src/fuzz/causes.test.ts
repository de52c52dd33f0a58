/**
 * Each cause of the 500s the outside fuzzing found (issue 9) and the odd inputs of issue 10 item 15, one by
 * one: answered 4xx with a clear message and nothing written, at the API and in the services the pages use.
 */
import { describe, expect, it } from 'vitest';
import { formatMessage, latestNews, notice } from '@nagar/contract';
import { adminTestApp, countRows, injectForm, testPdf } from '../test/app.ts';
import { districts, files, latestNews as latestNewsTable, notices, wards } from '../db/schema.ts';
import { HttpError } from '../lib/errors.ts';
import { databaseFaults } from '../lib/database-faults.ts';
import { searchContent } from '../search/search.ts';

const s = adminTestApp();
const news = `/api/Admin/${latestNews.api}`;

const message = (key: Parameters<typeof formatMessage>[0], params?: Record<string, string>) => formatMessage(key, params);
/** Creates a notice with a PDF through the admin API, as the spec's screen sends it (multipart). */
const postNotice = async (title: string, issueDate: string) =>
  injectForm(
    s.t.app,
    { url: `/api/Admin/${notice.api}`, headers: s.auth },
    { 'Notice.Title': title, 'Notice.IssueDate': issueDate },
    { 'Notice.DocumentFile': { data: await testPdf(), filename: 'n.pdf' } },
  );

describe('ids above int4 (and other odd numbers) never reach the database', () => {
  it.each(['2147483648', '99999999999999999999', '1e309', '-1', '0', '1.5'])(
    'GET/PUT/DELETE /api/Admin/notice/%s: 400 invalidId',
    async (id) => {
      const { app } = s.t;
      for (const method of ['GET', 'DELETE', 'PUT'] as const) {
        const res = await app.inject({
          method,
          url: `/api/Admin/${notice.api}/${id}`,
          headers: s.auth,
          payload: method === 'PUT' ? { title: 'x' } : undefined,
        });
        expect(res.statusCode, `${method} ${id}`).toBe(400);
        expect(res.json().message).toBe(message('invalidId'));
      }
    },
  );

  it('the largest int4 is a valid id that is simply not found', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: `/api/Admin/${notice.api}/2147483647`, headers: s.auth });
    expect(res.statusCode).toBe(404);
  });

  it('complaint ids: 400 above int4', async () => {
    for (const url of ['/api/Admin/complaint/2147483648', '/api/Admin/complaint/99999999999999999999']) {
      expect((await s.t.app.inject({ method: 'GET', url, headers: s.auth })).statusCode, url).toBe(400);
      expect(
        (await s.t.app.inject({ method: 'POST', url: `${url}/action`, headers: s.auth, payload: { Status: 'Resolved' } })).statusCode,
      ).toBe(400);
    }
  });

  it('an id in the body (PUT to the base path) above int4: 404, nothing written', async () => {
    const before = await countRows(s.t.app, latestNewsTable);
    const res = await s.t.app.inject({
      method: 'PUT',
      url: news,
      headers: s.auth,
      payload: { id: '99999999999999999999', title: 'T', description: 'D' },
    });
    expect(res.statusCode).toBe(404);
    expect(await countRows(s.t.app, latestNewsTable)).toBe(before);
  });

  it('the services answer not found for an id above int4 (the pages call them directly: tender-details?id=99999999999999999999)', async () => {
    const { services } = s.t.app;
    await expect(services.resource('tender').get(Number('99999999999999999999'))).rejects.toMatchObject({ status: 404 });
    await expect(services.complaints.getStaff(2 ** 31)).rejects.toMatchObject({ status: 404 });
  });

  it('page numbers beyond the last allowed page: 400', async () => {
    for (const url of [
      `/api/Public/${notice.api}?page=99999999999`,
      `/api/Public/${notice.api}?page=1e300`,
      '/api/Public/complaint?page=99999999999',
      `${news}?page=123456789`,
    ]) {
      expect((await s.t.app.inject({ method: 'GET', url, headers: s.auth })).statusCode, url).toBe(400);
    }
  });
});

describe('duplicate names of the master lists: 409 with a field message, nothing written', () => {
  it('creating a district twice', async () => {
    const { app } = s.t;
    const first = await app.inject({ method: 'POST', url: '/api/Admin/district', headers: s.auth, payload: { name: 'Sehore' } });
    expect(first.statusCode).toBe(201);
    const before = await countRows(app, districts);
    const again = await app.inject({ method: 'POST', url: '/api/Admin/district', headers: s.auth, payload: { name: ' Sehore ' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: message('duplicateValue'), errors: { name: message('duplicateValue') } });
    expect(await countRows(app, districts)).toBe(before);
  });

  it('renaming a ward to the name of another', async () => {
    const { app } = s.t;
    const a = (await app.inject({ method: 'POST', url: '/api/Admin/ward', headers: s.auth, payload: { name: 'Ward 1' } })).json();
    const b = (await app.inject({ method: 'POST', url: '/api/Admin/ward', headers: s.auth, payload: { name: 'Ward 2' } })).json();
    const res = await app.inject({ method: 'PUT', url: `/api/Admin/ward/${b.id}`, headers: s.auth, payload: { name: 'Ward 1' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ name: message('duplicateValue') });
    const names = (await app.services.db.select().from(wards)).map((w) => w.name).sort();
    expect(names).toEqual(['Ward 1', 'Ward 2']);
    // Saving a row under its own name is no clash.
    expect(
      (await app.inject({ method: 'PUT', url: `/api/Admin/ward/${a.id}`, headers: s.auth, payload: { name: 'Ward 1' } })).statusCode,
    ).toBe(200);
  });

  it('two creates of one name at once: one 201, one 409 (the unique index decides a race)', async () => {
    const { app } = s.t;
    const faults = databaseFaults.count;
    const answers = await Promise.all(
      [1, 2, 3].map(() => app.inject({ method: 'POST', url: '/api/Admin/grievance-type', headers: s.auth, payload: { name: 'Drainage' } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(databaseFaults.count).toBe(faults);
  });
});

describe('control characters: 400 controlChars, nothing written', () => {
  it('NUL in a JSON body (values and nested)', async () => {
    const { app } = s.t;
    const before = await countRows(app, latestNewsTable);
    for (const payload of [
      { title: 'a\u0000b', description: 'D' },
      { title: 'T', description: 'D', extra: { deep: ['\u0001'] } },
    ]) {
      const res = await app.inject({ method: 'POST', url: news, headers: s.auth, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message('controlChars'));
    }
    expect(await countRows(app, latestNewsTable)).toBe(before);
  });

  it('NUL in a query string and in a route parameter', async () => {
    const { app } = s.t;
    for (const url of [
      '/api/Public/complaint?ward=%00',
      '/api/Public/complaint/GRV-2026-000001?mobile=98%0076543210',
      '/api/Public/complaint/GRV%00/reminder',
      '/api/Admin/notice/1%00',
      '/files/%00/x.pdf',
    ]) {
      const res = await app.inject({ method: url.endsWith('reminder') ? 'POST' : 'GET', url, headers: s.auth });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(message('controlChars'));
    }
  });

  it('a NUL in a sign-in e-mail: 400, not 500 (issue 10 item 15), at the API and in the service', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'admin\u0000@x.example', password: 'whatever-password' },
    });
    expect(res.statusCode).toBe(400);
    await expect(s.t.app.services.accounts.login('a\u0000@x.example', 'whatever-password', '192.0.2.9')).rejects.toMatchObject({
      status: 400,
    });
  });

  it('a control character in a multipart text field (refused by the multipart reader, under the name sent): 400, no row, no file', async () => {
    const { app } = s.t;
    const [rows, stored] = [await countRows(app, notices), await countRows(app, files)];
    const res = await postNotice('Water\u0000cut', '2026-01-10');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['Notice.Title']).toBe(message('controlChars'));
    expect([await countRows(app, notices), await countRows(app, files)]).toEqual([rows, stored]);
  });

  it('the services the pages call: ?ward=%00 on All Complaints is a 400, ?q=%00 on search finds nothing', async () => {
    const { services } = s.t.app;
    const err = await services.complaints.listPublic({ ward: '\u0000' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(400);
    expect(await searchContent(services, '\u0000\u0000')).toEqual([]);
    await expect(services.complaints.track('GRV\u0000', '9876543210', '192.0.2.1')).rejects.toMatchObject({ status: 404 });
  });
});

describe('dates in a sane range (years 1900-2100, real days)', () => {
  it.each(['0000-01-01', '9999-99-99', '9999-12-31', '1899-12-31', '2026-02-30'])(
    'complaint filters ?from=%s and ?to=: 400',
    async (date) => {
      for (const key of ['from', 'to']) {
        const res = await s.t.app.inject({ method: 'GET', url: `/api/Admin/complaint?${key}=${date}`, headers: s.auth });
        expect(res.statusCode, `${key}=${date}`).toBe(400);
      }
      await expect(s.t.app.services.complaints.listStaff({ from: date })).rejects.toMatchObject({ status: 400 });
    },
  );

  it('a content date in year 0000: 400 invalidDate, nothing written', async () => {
    const { app } = s.t;
    const before = await countRows(app, notices);
    const res = await postNotice('Old', '0000-01-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.issueDate).toContain('enter a valid date');
    expect(await countRows(app, notices)).toBe(before);
  });
});

describe('query parameters given twice', () => {
  it('?mobile=a&mobile=b: 400 repeatedParameter', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/api/Public/complaint/GRV-2026-000001?mobile=9876543210&mobile=9876543211' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message('repeatedParameter', { name: 'mobile' }));
    expect((await s.t.app.inject({ method: 'GET', url: `/api/Public/${notice.api}?page=1&page=2` })).statusCode).toBe(400);
  });

  it('a parameter the route reads as a list may repeat (officials by designations)', async () => {
    const res = await s.t.app.inject({
      method: 'GET',
      url: '/api/Public/minister-officer-employee-by-designations?designations=Chairman&designations=Ward%20Parshad',
    });
    expect(res.statusCode).toBe(200);
  });
});
