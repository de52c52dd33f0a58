/**
 * The site search's directory (issue 27): "ward 4", "ward officer", "phone", an official's name or designation, a
 * locality in either language, before the content hits; on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services as serviceRows } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { WARD4_OFFICER, WARD4_PARSHAD } from '../test/ward-four.ts';
import { searchSite } from './directory.ts';

describe('searchSite', () => {
  let t: TestApp;
  const search = (q: string) => searchSite(t.app.services, q);
  const brief = async (q: string) => (await search(q)).map((h) => `${h.resource}:${h.title} → ${h.url ?? ''}`);

  beforeAll(async () => {
    t = await createTestApp();
    const s = t.app.services;
    const none = { files: {}, remove: new Set<string>() };
    const ward4 = await s.resource('ward').create({ values: { name: 'Ward 4 – Ram Nagar', nameHi: 'वार्ड 4 – राम नगर' }, ...none });
    const ward14 = await s.resource('ward').create({ values: { name: 'Ward 14 – Talab Ward', nameHi: 'वार्ड 14 – तालाब वार्ड' }, ...none });
    await s
      .resource('locality')
      .create({ values: { name: 'Hanuman Tekri', nameHi: 'हनुमान टेकरी', wardId: String(ward4.id), pincode: '464002' }, ...none });
    await s.resource('locality').create({ values: { name: 'Bada Talab', nameHi: 'बड़ा तालाब', wardId: String(ward14.id) }, ...none });
    const official = (values: Record<string, string>) => s.resource('official').create({ values, ...none });
    await official({ ...WARD4_PARSHAD, wardId: String(ward4.id) });
    await official({ ...WARD4_OFFICER, wardId: String(ward4.id) });
    await s.db.insert(serviceRows).values({
      title: 'Water connection',
      summary: 'A new tap connection.',
      slug: 'water-connection',
      category: 'Water',
      office: 'Council office',
      hours: '10-5',
      phone: '0755-2700000',
    });
  });
  afterAll(() => t?.close());

  it('"ward 4" and "वार्ड ४" find ward 4 first, leading to Find my ward, with its member’s phone', async () => {
    for (const q of ['ward 4', 'वार्ड ४']) {
      const [first] = await search(q);
      expect(first, q).toMatchObject({ resource: 'ward', title: 'Ward 4 – Ram Nagar', url: `/findmyward?q=${encodeURIComponent(q)}` });
      expect(first!.snippet).toBe('Ward Parshad: Smt. Savitri Bai Ahirwar 9000000204');
      expect(first!.snippetHi).toBe('वार्ड पार्षद: श्रीमती सावित्री बाई अहिरवार 9000000204');
    }
  });

  it('"ward officer" finds Find my ward and the officer; "phone" and "फ़ोन" find Contact Us and Find my ward', async () => {
    expect(await brief('ward officer')).toEqual([
      'page:Find my ward → /findmyward',
      'page:Employee List → /employeelist',
      'official:Shri Kailash Patel → /employeelist',
    ]);
    for (const q of ['phone', 'फ़ोन']) {
      expect((await brief(q)).slice(0, 2), q).toEqual(['page:Find my ward → /findmyward', 'page:Contact Us → /contactus']);
    }
  });

  it('officials by name or designation in either language; localities by part of their name in either language', async () => {
    expect(await brief('savitri')).toEqual(['official:Smt. Savitri Bai Ahirwar → /wardparsad']);
    expect(await brief('पार्षद')).toContain('official:Smt. Savitri Bai Ahirwar → /wardparsad');
    expect(await brief('tekri')).toEqual([`locality:Hanuman Tekri → /findmyward?q=${encodeURIComponent('Hanuman Tekri')}`]);
    const [hindi] = await search('टेकरी');
    expect(hindi).toMatchObject({ resource: 'locality', titleHi: 'हनुमान टेकरी', snippet: 'Ward 4 – Ram Nagar · 464002' });
    // A ward by its place's name; a service page as before.
    expect(await brief('talab')).toEqual([
      `ward:Ward 14 – Talab Ward → /findmyward?q=${encodeURIComponent('Ward 14 – Talab Ward')}`,
      `locality:Bada Talab → /findmyward?q=${encodeURIComponent('Bada Talab')}`,
    ]);
    expect(await brief('water connection')).toEqual(['service:Water connection → /services/water-connection']);
  });

  it('finds nothing for too short a query or an unknown word', async () => {
    expect(await search('a')).toEqual([]);
    expect(await search('zebra crossing')).toEqual([]);
  });
});
