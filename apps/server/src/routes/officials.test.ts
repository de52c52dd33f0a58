import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DESIGNATION_GROUPS } from '@nagar/contract';
import { officials } from '../db/schema.ts';
import { createTestApp, injectForm, loginAs, type TestApp } from '../test/app.ts';

const URL_PATH = '/api/Public/minister-officer-employee-by-designations';

describe(`GET ${URL_PATH}`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  /** Official ids by name. */
  const id: Record<string, number> = {};

  /** name, designation, serial number, shown on the home page */
  const PEOPLE: Array<[string, string | null, number | null, boolean]> = [
    ['Minister B', 'Minister', 3, false],
    ['Chief Minister', 'Chief Minister', 1, true],
    ['Minister C', 'Minister', 2, true],
    ['Chairman', 'Chairman', null, true],
    ['Executive Officer', 'Executive Officer', 5, false],
    ['Parshad unnumbered', 'Ward Parshad', null, false],
    ['Parshad 1', 'Ward Parshad', 1, false],
    ['Parshad 1 later', 'Ward Parshad', 1, true],
    ['IT', 'IT', 2, false],
    ['Employee', 'Employees', 1, false],
    ['Officer', 'Officers', null, false],
    ['Nobody', null, 4, true],
  ];

  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: (await loginAs(t.app, 'admin')).authorization };
    for (const [name, designation, serialNo, showHomePage] of PEOPLE) {
      const [row] = await t.app.services.db
        .insert(officials)
        .values({ name, designation, serialNo, showHomePage, emailAddres: `${name.replace(/\W/g, '.')}@council.example` })
        .returning({ id: officials.id });
      id[name] = row!.id;
    }
  });
  afterAll(() => t?.close());

  const query = (designations: readonly string[], home?: string) => {
    const params = new URLSearchParams();
    for (const d of designations) params.append('designations', d);
    if (home !== undefined) params.set('home', home);
    return `${URL_PATH}?${params}`;
  };
  async function names(designations: readonly string[], home?: string): Promise<string[]> {
    const res = await t.app.inject({ method: 'GET', url: query(designations, home) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const list = res.json() as Array<{ id: number; name: string }>;
    expect(res.headers['x-total-count']).toBe(String(list.length));
    return list.map((o) => o.name);
  }

  it('one designation: those officials, by serial number, unnumbered last, equal numbers in the order they were added', async () => {
    expect(await names(['Ward Parshad'], 'All')).toEqual(['Parshad 1', 'Parshad 1 later', 'Parshad unnumbered']);
    expect(await names(['Chairman'], 'All')).toEqual(['Chairman']);
  });

  it('repeated designations: officials of any of them, in one serial-number order', async () => {
    expect(await names(DESIGNATION_GROUPS.employeelist, 'All')).toEqual(['Employee', 'IT', 'Officer']);
    expect(await names(DESIGNATION_GROUPS.home, 'All')).toEqual([
      'Chief Minister',
      'Minister C',
      'Minister B',
      'Executive Officer',
      'Chairman',
    ]);
  });

  it('home=Yes: only those shown on the home page', async () => {
    expect(await names(DESIGNATION_GROUPS.home, 'Yes')).toEqual(['Chief Minister', 'Minister C', 'Chairman']);
    expect(await names(['Ward Parshad'], 'Yes')).toEqual(['Parshad 1 later']);
    expect(await names(['Executive Officer'], 'Yes')).toEqual([]);
    // Without home, or with home=All, everyone of the designations.
    expect(await names(['Executive Officer'])).toEqual(['Executive Officer']);
  });

  it('an unknown designation is refused with a message naming it (a typo never lists everyone)', async () => {
    for (const list of [['Foo'], ['Mayor', 'Ward Parshad'], ['ward parshad']]) {
      const res = await t.app.inject({ method: 'GET', url: query(list, 'All') });
      expect(res.statusCode, list.join()).toBe(400);
      const unknown = list.find((d) => d !== 'Ward Parshad')!;
      const message = `Unknown designation: ${unknown}. Use the designations of the official list.`;
      expect(res.json()).toEqual({ message, errors: { designations: message } });
    }
  });

  it('no designations: every official (home=Yes: every one shown on the home page)', async () => {
    const all = await names([], 'All');
    expect([...all].sort()).toEqual(PEOPLE.map(([name]) => name).sort());
    expect(all.slice(0, 4)).toEqual(['Chief Minister', 'Parshad 1', 'Parshad 1 later', 'Employee']);
    expect(all.slice(-3)).toEqual(['Chairman', 'Parshad unnumbered', 'Officer']);
    expect(await names([], 'Yes')).toEqual(['Chief Minister', 'Parshad 1 later', 'Minister C', 'Nobody', 'Chairman']);
  });

  it('answers the official fields, and pages with page and pageSize', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${query(DESIGNATION_GROUPS.home, 'All')}&page=2&pageSize=2` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    const page = res.json() as Array<Record<string, unknown>>;
    expect(page.map((o) => o.name)).toEqual(['Minister B', 'Executive Officer']);
    expect(page[0]).toMatchObject({ id: id['Minister B'], designation: 'Minister', serialNo: 3, showHomePage: false, photoPath: null });
    for (const key of ['name', 'postRemarks', 'photoPath', 'emailAddres', 'mobileNumber', 'status', 'fromDate', 'toDate']) {
      expect(page[0], key).toHaveProperty(key);
    }
  });

  it('refuses a home value other than Yes or All, and a bad page', async () => {
    for (const url of [query(['Chairman'], 'Maybe'), `${query(['Chairman'], 'All')}&pageSize=0`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: 'Some fields need your attention.' });
    }
  });

  it('answers from the cache; a write through the API refreshes it', async () => {
    expect(await names(['Chairman'], 'All')).toEqual(['Chairman']);
    // Changed behind the API's back: the cached answer stays.
    await t.app.services.db.update(officials).set({ name: 'Chairman renamed' }).where(eq(officials.id, id.Chairman!));
    expect(await names(['Chairman'], 'All')).toEqual(['Chairman']);

    const created = await injectForm(
      t.app,
      { url: '/api/Admin/minister-officer-employee', headers: auth },
      {
        'MinisterOfficerEmployee.Name': 'Vice Chairman',
        'MinisterOfficerEmployee.Designation': 'Vice Chairman',
        'MinisterOfficerEmployee.EmailAddres': 'vice@council.example',
        'MinisterOfficerEmployee.SerialNo': '1',
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(await names(['Chairman'], 'All')).toEqual(['Chairman renamed']);
    expect(await names(['Chairman', 'Vice Chairman'], 'All')).toEqual(['Vice Chairman', 'Chairman renamed']);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/Admin/minister-officer-employee/${id.Chairman}`, headers: auth });
    expect(removed.statusCode).toBe(204);
    expect(await names(['Chairman'], 'All')).toEqual([]);
  });
});
