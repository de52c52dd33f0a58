import { describe, expect, it } from 'vitest';
import { DESIGNATIONS, official } from '@nagar/contract';
import { officials } from '../db/schema.ts';
import { adminTestApp, countRows, injectForm, testImage, type FilePart } from '../test/app.ts';
import { describeResource } from './resource-suite.ts';

describeResource(
  official,
  {
    name: 'Asha Verma',
    designation: 'Chairman',
    emailAddres: 'asha.verma@council.example',
    status: 'Active',
    postRemarks: 'Chairperson of the council',
    mobileNumber: '9876543210',
    landLineNumber: '07562-220100',
    fromDate: '2025-01-01',
    toDate: '2029-12-31',
    serialNo: '1',
    showHomePage: 'true',
  },
  {
    messages: {
      name: 'Name and Email are required fields!',
      emailAddres: 'Name and Email are required fields!',
      designation: 'Choose a designation.',
    },
    order: 'oldest first',
  },
);

describe('official specifics', () => {
  const s = adminTestApp();

  /** The fields as the spec's employee screen sends them (prefix MinisterOfficerEmployee, Id 0 for new). */
  const specFields = (overrides: Record<string, string | undefined> = {}) => ({
    'MinisterOfficerEmployee.Id': '0',
    'MinisterOfficerEmployee.Name': 'Ravi Shankar',
    'MinisterOfficerEmployee.Designation': 'Executive Officer',
    'MinisterOfficerEmployee.EmailAddres': 'eo@council.example',
    'MinisterOfficerEmployee.Status': 'Active',
    'MinisterOfficerEmployee.PostRemarks': 'Chief Municipal Officer',
    'MinisterOfficerEmployee.SerialNo': '2',
    'MinisterOfficerEmployee.FromDate': '2024-04-01',
    'MinisterOfficerEmployee.ToDate': '2027-03-31',
    'MinisterOfficerEmployee.CreatedDate': '2024-04-01',
    'MinisterOfficerEmployee.LandLineNumber': '07562 220101',
    'MinisterOfficerEmployee.MobileNumber': '9425012345',
    'MinisterOfficerEmployee.ShowHomePage': 'true',
    'MinisterOfficerEmployee.PhotoPath': 'NA',
    ...overrides,
  });

  const post = (fields: Record<string, string | undefined>, files: Record<string, FilePart> = {}) =>
    injectForm(s.t.app, { url: '/api/Admin/minister-officer-employee', headers: s.auth }, fields, files);
  /** Each value of the spec field is refused (400) with these field errors, and no row is written. */
  const expectRefused = async (field: string, values: readonly string[], errors: Record<string, string>) => {
    const before = await countRows(s.t.app, officials);
    for (const value of values) {
      const res = await post(specFields({ [`MinisterOfficerEmployee.${field}`]: value }));
      expect(res.statusCode, value).toBe(400);
      expect(res.json().errors, value).toEqual(errors);
    }
    expect(await countRows(s.t.app, officials)).toBe(before);
  };

  it('creates from the spec form: every field stored, photo part Photo', async () => {
    const res = await post(specFields(), { Photo: { data: await testImage(), filename: 'eo.jpg', type: 'image/jpeg' } });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      name: 'Ravi Shankar',
      designation: 'Executive Officer',
      emailAddres: 'eo@council.example',
      status: 'Active',
      postRemarks: 'Chief Municipal Officer',
      serialNo: 2,
      fromDate: '2024-04-01',
      toDate: '2027-03-31',
      landLineNumber: '07562 220101',
      mobileNumber: '9425012345',
      showHomePage: true,
    });
    expect(item.photoPath).toMatch(/^\/files\/[0-9a-f-]{36}\//);
    expect(item.fileInfo.photoPath).toMatchObject({ type: 'image/jpeg' });
  });

  it("PhotoPath 'NA' and no photo: saved without a photo; show on home page defaults to false", async () => {
    const res = await post(specFields({ 'MinisterOfficerEmployee.ShowHomePage': undefined }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ photoPath: null, showHomePage: false });
    const off = await post(specFields({ 'MinisterOfficerEmployee.ShowHomePage': 'false' }));
    expect(off.json().showHomePage).toBe(false);
  });

  it("missing name or email (or both): 400 'Name and Email are required fields!', nothing written", async () => {
    const message = 'Name and Email are required fields!';
    const before = await countRows(s.t.app, officials);
    for (const [missing, overrides] of [
      [['name'], { 'MinisterOfficerEmployee.Name': undefined }],
      [['emailAddres'], { 'MinisterOfficerEmployee.EmailAddres': '' }],
      [['name', 'emailAddres'], { 'MinisterOfficerEmployee.Name': ' ', 'MinisterOfficerEmployee.EmailAddres': undefined }],
    ] as const) {
      const res = await post(specFields(overrides));
      expect(res.statusCode, missing.join()).toBe(400);
      expect(res.json()).toEqual({ message, errors: Object.fromEntries(missing.map((k) => [k, message])) });
    }
    expect(await countRows(s.t.app, officials)).toBe(before);
  });

  it('refuses malformed e-mail addresses with 400', async () => {
    await expectRefused('EmailAddres', ['eo', 'eo@', '@council.example', 'eo@council', 'e o@council.example', 'eo@@council.example'], {
      emailAddres: 'Email address: enter a valid e-mail address.',
    });
  });

  it('takes Indian mobile numbers with +91 or 0, stored without spaces; refuses other shapes with 400', async () => {
    for (const [sent, stored] of [
      ['9876543210', '9876543210'],
      ['+91 9876543210', '+919876543210'],
      ['+919876543210', '+919876543210'],
      ['09876543210', '09876543210'],
      ['98765 43210', '9876543210'],
    ]) {
      const res = await post(specFields({ 'MinisterOfficerEmployee.MobileNumber': sent }));
      expect(res.statusCode, sent).toBe(201);
      expect(res.json().mobileNumber, sent).toBe(stored);
    }
    await expectRefused('MobileNumber', ['5876543210', '98765', '98765432101', '+1 9876543210', '98765abcde', '00 9876543210'], {
      mobileNumber: 'Mobile Number: enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
    });
  });

  it('the designation must be one of the list; left empty it is refused with the field message (it would appear on no public page)', async () => {
    for (const { value } of DESIGNATIONS) {
      const res = await post(specFields({ 'MinisterOfficerEmployee.Designation': value }));
      expect(res.statusCode, value).toBe(201);
      expect(res.json().designation).toBe(value);
    }
    const before = await countRows(s.t.app, officials);
    const none = await post(specFields({ 'MinisterOfficerEmployee.Designation': '' }));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'Choose a designation.', errors: { designation: 'Choose a designation.' } });
    expect(await countRows(s.t.app, officials)).toBe(before);
    await expectRefused('Designation', ['Mayor', 'chairman', 'Ward', 'Chairman, Minister'], {
      designation: 'Designation: choose one of the listed values.',
    });
  });

  it('the admin list is in serial-number order, officials without a number last', async () => {
    const ids: Record<string, number> = {};
    for (const [label, serial] of [
      ['none', ''],
      ['third', '30'],
      ['first', '-5'],
      ['second', '7'],
    ] as const) {
      const res = await post(specFields({ 'MinisterOfficerEmployee.Name': `Order ${label}`, 'MinisterOfficerEmployee.SerialNo': serial }));
      expect(res.statusCode, res.body).toBe(201);
      ids[label] = res.json().id;
    }
    const list = (await s.t.app.inject({ method: 'GET', url: '/api/Admin/minister-officer-employee', headers: s.auth })).json() as Array<{
      id: number;
      serialNo: number | null;
    }>;
    const ours = list.filter((o) => Object.values(ids).includes(o.id)).map((o) => o.id);
    expect(ours).toEqual([ids.first, ids.second, ids.third, ids.none]);
    // Every numbered official comes before every unnumbered one.
    const firstUnnumbered = list.findIndex((o) => o.serialNo === null);
    expect(list.slice(firstUnnumbered).every((o) => o.serialNo === null)).toBe(true);
  });
});
