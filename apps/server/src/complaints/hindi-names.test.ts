import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplaintOptions, PublicComplaint, StaffComplaint, StaffQueueItem, TrackedComplaint } from '@nagar/contract';
import { actOnComplaint, createTestApp, loginAs, type TestApp } from '../test/app.ts';
import { createFormLists } from '../test/masters.ts';

/**
 * Issue 13: the grievance form's lists carry their Hindi names beside the English ones, and every complaint
 * answer names its district, ward and type in Hindi from the lists as they are now (the complaint keeps the
 * English name, the spec's value); the history names who acted by a key pages translate.
 */

let t: TestApp;
let admin: { authorization: string };
const MOBILE = '9000013013';
const ids: Record<string, number> = {};

const DISTRICT = { name: 'Sundarpur', nameHi: 'सुंदरपुर' };
const WARDS = [
  { name: 'Ward 1 – Gandhi Chowk', nameHi: 'वार्ड 1 – गांधी चौक' },
  // No Hindi name: pages fall back to the English one.
  { name: 'Ward 2 – Subhash Ward', nameHi: '' },
];
const TYPES = [
  { name: 'Water supply', nameHi: 'पानी की आपूर्ति', resolutionDays: 3 },
  { name: 'Drain blockage', nameHi: 'नाली जाम', resolutionDays: 10 },
];

const options = async () => {
  const res = await t.app.inject({ url: '/api/Public/complaint-options' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ComplaintOptions;
};

async function file(ward: string, grivance: string, mobile = MOBILE) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Public/complaint',
    remoteAddress: `10.13.0.${Math.floor(Math.random() * 200) + 1}`,
    payload: {
      district: DISTRICT.name,
      ward,
      grivance,
      additional_Information: 'नल में तीन दिन से पानी नहीं आ रहा है।',
      name: 'Asha Devi',
      mobile,
      consent: 'on',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { complaintNo: string }).complaintNo;
}

const track = async (no: string) => {
  const res = await t.app.inject({ url: `/api/Public/complaint/${no}?mobile=${MOBILE}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TrackedComplaint;
};
const publicList = async () => {
  const res = await t.app.inject({ url: '/api/Public/complaint' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PublicComplaint[];
};
const staffList = async () => {
  const res = await t.app.inject({ url: '/api/Admin/complaint', headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StaffQueueItem[];
};
/** A complaint's district, ward and type names in both languages. */
const NAME_KEYS = ['district', 'districtHi', 'ward', 'wardHi', 'grivance', 'grivanceHi'] as const;
const names = (c: PublicComplaint) => Object.fromEntries(NAME_KEYS.map((key) => [key, c[key]]));

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  Object.assign(ids, await createFormLists(t.app, admin, { district: [DISTRICT], ward: WARDS, 'grievance-type': TYPES }));
});

afterAll(async () => {
  await t?.close();
});

describe('the grievance lists in Hindi', () => {
  it('the options carry each list’s Hindi names beside the English ones, in the same order', async () => {
    expect(await options()).toEqual({
      districts: ['Sundarpur'],
      districtsHi: ['सुंदरपुर'],
      wards: ['Ward 1 – Gandhi Chowk', 'Ward 2 – Subhash Ward'],
      wardsHi: ['वार्ड 1 – गांधी चौक', ''],
      // Sorted by the English name; each Hindi name stays beside its own.
      grievanceTypes: ['Drain blockage', 'Water supply'],
      grievanceTypesHi: ['नाली जाम', 'पानी की आपूर्ति'],
      // And its resolution time (issue 28).
      grievanceTypeDays: [10, 3],
    });
  });

  it('a complaint keeps the English names and is answered with the Hindi ones everywhere it is read', async () => {
    const no = await file(WARDS[0]!.name, 'Water supply');
    const expected = {
      district: 'Sundarpur',
      districtHi: 'सुंदरपुर',
      ward: 'Ward 1 – Gandhi Chowk',
      wardHi: 'वार्ड 1 – गांधी चौक',
      grivance: 'Water supply',
      grivanceHi: 'पानी की आपूर्ति',
    };
    expect(names(await track(no))).toEqual(expected);
    expect(names((await publicList()).find((c) => c.complaintNo === no)!)).toEqual(expected);
    const staffed = (await staffList()).find((c) => c.complaintNo === no)!;
    expect(names(staffed)).toEqual(expected);
    const one = await t.app.inject({ url: `/api/Admin/complaint/${staffed.id}`, headers: admin });
    expect(names(one.json() as StaffComplaint)).toEqual(expected);
    // Filters take the English name, the stored value.
    const filtered = await t.app.inject({ url: `/api/Public/complaint?ward=${encodeURIComponent(WARDS[0]!.name)}` });
    expect((filtered.json() as PublicComplaint[]).map((c) => c.complaintNo)).toContain(no);
  });

  it('a name without Hindi answers an empty Hindi name', async () => {
    const no = await file(WARDS[1]!.name, 'Drain blockage', '9000013014');
    const res = await t.app.inject({ url: `/api/Public/complaint/${no}?mobile=9000013014` });
    expect(names(res.json() as TrackedComplaint)).toMatchObject({ ward: 'Ward 2 – Subhash Ward', wardHi: '', grivanceHi: 'नाली जाम' });
  });

  it('follows the lists as staff change them: a new Hindi name at once, a removed name with none', async () => {
    const no = await file(WARDS[1]!.name, 'Water supply', '9000013015');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/Admin/ward',
      headers: admin,
      payload: { id: ids[WARDS[1]!.name], name: WARDS[1]!.name, nameHi: 'वार्ड 2 – सुभाष वार्ड' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await options()).wardsHi).toEqual(['वार्ड 1 – गांधी चौक', 'वार्ड 2 – सुभाष वार्ड']);
    expect((await publicList()).find((c) => c.complaintNo === no)!.wardHi).toBe('वार्ड 2 – सुभाष वार्ड');

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/Admin/grievance-type/${ids['Water supply']}`, headers: admin });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const after = (await publicList()).find((c) => c.complaintNo === no)!;
    expect(names(after)).toMatchObject({ grivance: 'Water supply', grivanceHi: '', wardHi: 'वार्ड 2 – सुभाष वार्ड' });
  });

  it('the history names who acted by key: the citizen, then the council for the public and the role for staff', async () => {
    const no = await file(WARDS[0]!.name, 'Drain blockage', '9000013016');
    const id = Number(no.slice(-6));
    const acted = await actOnComplaint(t.app, admin, id, { Status: 'In Progress', Remarks: 'सफ़ाई दल भेजा गया।' });
    expect((acted.json() as StaffComplaint).history.map((h) => [h.actor, h.actorRole])).toEqual([
      ['citizen', 'Citizen'],
      ['admin', 'Nagar Parishad'],
    ]);
    const res = await t.app.inject({ url: `/api/Public/complaint/${no}?mobile=9000013016` });
    expect((res.json() as TrackedComplaint).history.map((h) => [h.actor, h.actorRole])).toEqual([
      ['citizen', 'Citizen'],
      ['council', 'Nagar Parishad'],
    ]);
  });
});
