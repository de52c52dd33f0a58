/**
 * Find my ward (issue 27) on a real database: the localities master list's reference to a ward (it must be there;
 * deleting and merging wards keep references sane), officials' wards, the public lookup ("ward 4", a locality in
 * either language, a pincode) and the CSV import (415, 413, a bad header, bad lines named with nothing written, a
 * dry run, a good file, audited).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOCALITY_CSV_MAX_BYTES, type WardLookup } from '@nagar/contract';
import type { FastifyInstance } from 'fastify';
import { auditLog, localities, officials } from '../db/schema.ts';
import { countRows, createTestApp, loginAs, multipart, type TestApp } from '../test/app.ts';
import { WARD4_OFFICER, WARD4_PARSHAD } from '../test/ward-four.ts';

let t: TestApp;
let app: FastifyInstance;
let admin: { authorization: string };
let editor: { authorization: string };
const ward: Record<number, number> = {};

const json = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, auth = admin) =>
  app.inject({ method, url, payload, headers: auth });
const csv = (text: string | Buffer, query = '', auth: object = admin, type = 'text/csv') =>
  app.inject({ method: 'POST', url: `/api/Admin/locality/import${query}`, payload: text, headers: { ...auth, 'content-type': type } });
const find = async (q: string): Promise<WardLookup> => {
  const res = await app.inject({ method: 'GET', url: `/api/Public/find-my-ward?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const official = async (values: Record<string, string>) => {
  const body = await multipart(Object.fromEntries(Object.entries(values).map(([k, v]) => [`MinisterOfficerEmployee.${k}`, v])), {});
  return app.inject({
    method: 'POST',
    url: '/api/Admin/minister-officer-employee',
    payload: body.payload,
    headers: { ...body.headers, ...admin },
  });
};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = { authorization: (await loginAs(app, 'admin')).authorization };
  editor = { authorization: (await loginAs(app, 'editor')).authorization };
  for (const [n, place, placeHi] of [
    [3, 'Station Road', 'स्टेशन रोड'],
    [4, 'Ram Nagar', 'राम नगर'],
    [14, 'Talab Ward', 'तालाब वार्ड'],
  ] as const) {
    const res = await json('POST', '/api/Admin/ward', { name: `Ward ${n} – ${place}`, nameHi: `वार्ड ${n} – ${placeHi}` });
    expect(res.statusCode, res.body).toBe(201);
    ward[n] = res.json<{ id: number }>().id;
  }
  await app.inject({ method: 'PUT', url: '/api/Admin/settings', payload: { phone: '07562-220100' }, headers: admin });
});
afterAll(() => t?.close());

describe('the localities master list', () => {
  it('refuses a ward that is not there or not an id (400 naming the field), writing nothing', async () => {
    const before = await countRows(app, localities);
    const gone = await json('POST', '/api/Admin/locality', { name: 'Nowhere Colony', wardId: 999999 });
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toMatchObject({ errors: { wardId: 'Ward: the chosen entry is no longer there; choose another.' } });
    const bad = await json('POST', '/api/Admin/locality', { name: 'Nowhere Colony', wardId: 'Ward 4' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { wardId: 'Ward: choose one of the listed values.' } });
    const pin = await json('POST', '/api/Admin/locality', { name: 'Nowhere Colony', wardId: ward[4], pincode: '04640' });
    expect(pin.json()).toMatchObject({ errors: { pincode: 'Pincode is not in the expected form.' } });
    expect(await countRows(app, localities)).toBe(before);
  });

  it('only the masters area manages it: 401 without a session, 403 for an editor', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/Admin/locality', payload: { name: 'A', wardId: ward[4] } })).statusCode).toBe(
      401,
    );
    expect((await json('POST', '/api/Admin/locality', { name: 'A', wardId: ward[4] }, editor)).statusCode).toBe(403);
    expect((await csv('name,ward\nA,Ward 4 – Ram Nagar\n', '', editor)).statusCode).toBe(403);
  });

  it("an official's ward must be there too", async () => {
    const res = await official({ Name: 'Nobody', Designation: 'Officers', EmailAddres: 'n@council.example', WardId: '999999' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { wardId: 'Ward: the chosen entry is no longer there; choose another.' } });
  });

  it('a ward with localities is not deleted (409) but merged: its localities and officials move with it', async () => {
    const extra = (await json('POST', '/api/Admin/ward', { name: 'Ward 99 – Temporary' })).json<{ id: number }>().id;
    const place = await json('POST', '/api/Admin/locality', { name: 'Temporary Basti', wardId: extra });
    expect(place.statusCode, place.body).toBe(201);
    const person = await official({
      Name: 'Temp Officer',
      Designation: 'Officers',
      EmailAddres: 't@council.example',
      WardId: String(extra),
    });
    expect(person.statusCode, person.body).toBe(201);
    const refused = await json('DELETE', `/api/Admin/ward/${extra}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This ward has 1 localities; merge it into another ward instead.');
    const merged = await json('POST', `/api/Admin/ward/${extra}/merge`, { into: ward[14] });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ localities: 1, officials: 1 });
    const [row] = await t.app.services.db.select().from(localities).where(eq(localities.id, place.json<{ id: number }>().id));
    expect(row!.wardId).toBe(ward[14]);
    const [moved] = await t.app.services.db.select().from(officials).where(eq(officials.id, person.json<{ id: number }>().id));
    expect(moved!.wardId).toBe(ward[14]);
    await json('DELETE', `/api/Admin/minister-officer-employee/${moved!.id}`);
    await json('DELETE', `/api/Admin/locality/${row!.id}`);
  });

  it("deleting a ward that only officials name leaves them without a ward (no one's scope widens)", async () => {
    const extra = (await json('POST', '/api/Admin/ward', { name: 'Ward 98 – Short-lived' })).json<{ id: number }>().id;
    const person = await official({
      Name: 'Short Officer',
      Designation: 'Officers',
      EmailAddres: 's@council.example',
      WardId: String(extra),
    });
    expect((await json('DELETE', `/api/Admin/ward/${extra}`)).statusCode).toBe(204);
    const [row] = await t.app.services.db.select().from(officials).where(eq(officials.id, person.json<{ id: number }>().id));
    expect(row!.wardId).toBeNull();
    await json('DELETE', `/api/Admin/minister-officer-employee/${row!.id}`);
  });
});

describe('CSV import', () => {
  const header = 'name,name_hi,ward,pincode\r\n';

  it('refuses another type (415), a file over the limit (413) and a wrong header (400), writing nothing', async () => {
    const before = await countRows(app, localities);
    const typed = await csv(`${header}A,,Ward 4 – Ram Nagar,\r\n`, '', admin, 'text/plain');
    expect(typed.statusCode).toBe(415);
    expect(typed.json().message).toBe('Send the list as a CSV file (text/csv).');
    expect((await csv('{"name":"A"}', '', admin, 'application/json')).statusCode).toBe(415);
    const big = Buffer.alloc(LOCALITY_CSV_MAX_BYTES + 10, 'a');
    expect((await csv(big)).statusCode).toBe(413);
    const wrong = await csv('locality,ward\r\nA,Ward 4 – Ram Nagar\r\n');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The first line must be the header name,name_hi,ward,pincode.');
    expect((await csv(header)).json().message).toBe('The file has no lines after the header.');
    expect(await countRows(app, localities)).toBe(before);
  });

  it('a file with bad lines imports nothing and names each line and its reason; a dry run lists them with 200', async () => {
    const before = await countRows(app, localities);
    const file =
      header +
      'Ganj Mohalla,गंज मोहल्ला,Ward 4 – Ram Nagar,464001\r\n' +
      ',,Ward 4 – Ram Nagar,\r\n' +
      'Lost Colony,,Ward 77,464001\r\n' +
      'Bad Pin,,Ward 3 – Station Road,12ab\r\n' +
      'Ganj Mohalla,,Ward 3 – Station Road,\r\n';
    const res = await csv(file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The file has 4 wrong lines; nothing was imported. Correct them and send the file again.',
      errors: {
        'line 3': 'Name is required.',
        'line 4': 'Ward "Ward 77" is not in the Wards list.',
        'line 5': 'Pincode is not in the expected form.',
        'line 6': '"Ganj Mohalla" is already on line 2.',
      },
    });
    const dry = await csv(file, '?dryRun=true');
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ dryRun: true, lines: 5, imported: 0, errors: [{ line: 3 }, { line: 4 }, { line: 5 }, { line: 6 }] });
    expect(await countRows(app, localities)).toBe(before);
  });

  it('over a real connection (the body a socket stream, not an injected payload) the import answers', async () => {
    // The input guard once walked the stream's object graph as if it were parsed JSON, and never finished.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/Admin/locality/import?dryRun=true`, {
      method: 'POST',
      body: `${header}Gali No. 2,,Ward 4 – Ram Nagar,464002\r\n`,
      headers: { ...admin, 'content-type': 'text/csv' },
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ dryRun: true, lines: 1, imported: 1, errors: [] });
  });

  it('a good file imports (a dry run first writes nothing); names already there are updated; one audit row', async () => {
    const file =
      header +
      'Gandhi Chowk,गांधी चौक,Ward 3 – Station Road,464001\r\n' +
      '"Railway Colony, East",रेलवे कॉलोनी पूर्व,वार्ड 3 – स्टेशन रोड,464001\r\n' +
      'Ram Nagar Extension,राम नगर विस्तार,ward 4 – ram nagar,464002\r\n' +
      'Bada Talab,बड़ा तालाब,Ward 14 – Talab Ward,464002\r\n';
    const before = await countRows(app, localities);
    const dry = await csv(file, '?dryRun=true');
    expect(dry.json()).toEqual({ dryRun: true, lines: 4, imported: 4, updated: 0, errors: [] });
    expect(await countRows(app, localities)).toBe(before);
    const res = await csv(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ dryRun: false, lines: 4, imported: 4, updated: 0, errors: [] });
    expect(await countRows(app, localities)).toBe(before + 4);
    const again = await csv(`${header}Bada Talab,बड़ा तालाब,Ward 4 – Ram Nagar,464003\r\n`);
    expect(again.json()).toMatchObject({ imported: 0, updated: 1 });
    const [row] = await t.app.services.db.select().from(localities).where(eq(localities.name, 'Bada Talab'));
    expect(row).toMatchObject({ wardId: ward[4], pincode: '464003' });
    await csv(`${header}Bada Talab,बड़ा तालाब,Ward 14 – Talab Ward,464002\r\n`);
    const audits = await t.app.services.db.select().from(auditLog).where(eq(auditLog.action, 'import'));
    expect(audits.length).toBe(3);
    expect(audits[0]).toMatchObject({ entity: 'locality', changes: { lines: 4, added: 4, updated: 0 } });
  });
});

describe('GET /api/Public/find-my-ward', () => {
  beforeAll(async () => {
    // Ward 4's Parshad and officer, as the directory search test and the Find my ward browser test lay them down (the
    // fields by their keys: the form's names are matched without regard to case).
    for (const person of [WARD4_PARSHAD, WARD4_OFFICER]) {
      const res = await official({ ...person, wardId: String(ward[4]) });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('"ward 4", "वार्ड ४", "Ward No. 4" and "4" find ward 4 with its localities, its Ward Parshad and officers', async () => {
    for (const q of ['ward 4', 'वार्ड ४', 'Ward No. 4', '4', 'वार्ड क्र. 4']) {
      const r = await find(q);
      expect(r.by, q).toBe('ward');
      expect(
        r.wards.map((w) => w.id),
        q,
      ).toEqual([ward[4]]);
    }
    const r = await find('ward 4');
    expect(r.officePhone).toBe('07562-220100');
    const [w] = r.wards;
    expect(w!.name).toBe('Ward 4 – Ram Nagar');
    expect(w!.localities.map((l) => l.name)).toEqual(['Ram Nagar Extension']);
    expect(w!.members).toMatchObject([{ name: 'Smt. Savitri Bai Ahirwar', mobileNumber: '9000000204', designation: 'Ward Parshad' }]);
    expect(w!.officers).toMatchObject([{ name: 'Shri Kailash Patel', landLineNumber: '07562-220140' }]);
    // Ward 40 is not ward 4.
    expect((await find('ward 40')).wards).toEqual([]);
  });

  it('a locality by part of its name in English or Hindi, a landmark, and a pincode find their wards', async () => {
    const byName = await find('ram nagar ext');
    expect(byName.by).toBe('text');
    expect(byName.wards.map((w) => w.id)).toEqual([ward[4]]);
    expect(byName.wards[0]!.members[0]!.mobileNumber).toBe('9000000204');
    const hindi = await find('विस्तार');
    expect(hindi.wards.map((w) => w.id)).toEqual([ward[4]]);
    const railway = await find('railway');
    expect(railway.wards.map((w) => w.id)).toEqual([ward[3]]);
    expect(railway.wards[0]!.localities).toEqual([{ name: 'Railway Colony, East', nameHi: 'रेलवे कॉलोनी पूर्व', pincode: '464001' }]);
    const pin = await find('464002');
    expect(pin.by).toBe('pincode');
    expect(pin.wards.map((w) => w.id).sort()).toEqual([ward[4], ward[14]].sort());
    // A ward by its name's place.
    expect((await find('station road')).wards.map((w) => w.id)).toEqual([ward[3]]);
  });

  it('finds nothing for an unknown place, a lone letter or "%"; control characters and a query over 100 are 400', async () => {
    for (const q of ['Atlantis', 'x', '%', '_']) expect((await find(q)).wards, q).toEqual([]);
    const long = await app.inject({ method: 'GET', url: `/api/Public/find-my-ward?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    const control = await app.inject({ method: 'GET', url: '/api/Public/find-my-ward?q=a%01b' });
    expect(control.statusCode).toBe(400);
  });
});
