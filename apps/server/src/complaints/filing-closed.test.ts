import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@nagar/contract';
import { districts, grievanceTypes, wards } from '../db/schema.ts';
import { createTestApp, multipart, type TestApp } from '../test/app.ts';
import { tableContents } from '../test/tables.ts';

/** A new install: while a district, ward or grievance-type list is empty, no complaint can be filed (issue 11). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const VALID = {
  district: 'Rampur',
  ward: 'Ward 1',
  grivance: 'Streetlight not working',
  additional_Information: 'The streetlight at the bus stand is out.',
  name: 'A Citizen',
  mobile: '9000011111',
  consent: 'on',
};

async function file() {
  const body = await multipart(VALID);
  return t.app.inject({ method: 'POST', url: '/api/Public/complaint', payload: body.payload, headers: body.headers });
}

describe('filing while the grievance form’s lists are empty', () => {
  it('answers 409 “opens soon” and writes nothing, until all three lists have an entry', async () => {
    const db = t.app.services.db;
    for (const add of [
      () => db.insert(districts).values({ name: 'Rampur' }),
      () => db.insert(wards).values({ name: 'Ward 1' }),
      () => db.insert(grievanceTypes).values({ name: 'Streetlight not working' }),
    ]) {
      const before = await tableContents(db);
      const res = await file();
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: formatMessage('complaintFilingClosed') });
      expect(await tableContents(db)).toEqual(before);
      await add();
      t.app.services.cache.invalidate();
    }
    expect((await file()).statusCode).toBe(201);
  });
});
