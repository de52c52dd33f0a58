import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, type ResourceItem } from '@nagar/contract';
import { createTestApp, loginAs, type TestApp } from '@nagar/server/test/app.ts';
import { portalApi } from '@nagar/server/web/portal-api.ts';
import { DEMO_PROPERTIES, DEMO_PROPERTY_MOBILE_LAST4, DEMO_PROPERTY_NO } from './property-tax.ts';
import { DEMO_TL_MOBILE } from './trade-licences.ts';

/**
 * The demo content as a Hindi reader gets it: the portal started with demo content (the start path main.ts
 * takes), read back through the API. Seeding takes a while on a loaded machine: one start for the whole file.
 */

const DEVANAGARI = /[\u0900-\u097F]/;

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ bootstrap: true, config: { demoContent: true } });
  auth = { authorization: (await loginAs(t.app, 'admin')).authorization };
}, 600_000);
afterAll(() => t?.close());

/** Every record of a content type or master list, as the back office's list answers it. */
async function adminList(api: string): Promise<ResourceItem[]> {
  const res = await t.app.inject({ url: `/api/Admin/${api}`, headers: auth });
  expect(res.statusCode, `GET /api/Admin/${api}`).toBe(200);
  return res.json();
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

describe('demo content in both languages', () => {
  const bilingual = resources.filter((def) => def.fields.some((f) => f.hiOf));

  it('covers the content types and master lists the issue names', () => {
    expect(bilingual.map((def) => def.name)).toEqual(
      expect.arrayContaining(['about', 'official', 'latestNews', 'tender', 'notice', 'circular', 'officeOrder', 'gallery']),
    );
    expect(bilingual.map((def) => def.name)).toEqual(
      expect.arrayContaining(['pressRelease', 'testimonial', 'service', 'video', 'holiday', 'district', 'ward', 'grievanceType']),
    );
  });

  it.each(bilingual.map((def) => [def.name, def] as const))(
    '%s: every item has a Hindi value, in Devanagari, for each English one',
    async (_name, def) => {
      const items = await adminList(def.api);
      expect(items.length, `${def.name} has demo items`).toBeGreaterThan(0);
      const twins = def.fields.filter((f) => f.hiOf);
      const missing: string[] = [];
      for (const item of items) {
        for (const twin of twins) {
          const english = text(item[twin.hiOf!]);
          if (!english) continue;
          const hindi = text(item[twin.key]);
          if (!hindi) missing.push(`#${item.id} ${twin.key} is empty (${twin.hiOf}: ${english.slice(0, 60)})`);
          else if (!DEVANAGARI.test(hindi)) missing.push(`#${item.id} ${twin.key} has no Devanagari: ${hindi.slice(0, 60)}`);
        }
      }
      expect(missing).toEqual([]);
    },
  );
});

describe("search finds the demo's water-supply notice in either language", () => {
  /** The public search page's loader calls this (context.portal.search): there is no separate JSON search call. */
  const search = (q: string) => portalApi(t.app.services).search(q);
  let notice: ResourceItem;

  beforeAll(async () => {
    const res = await t.app.inject({ url: '/api/Public/notice' });
    expect(res.statusCode).toBe(200);
    const items: ResourceItem[] = res.json();
    const found = items.filter((n) => /water supply/i.test(text(n.title)));
    expect(found).toHaveLength(1);
    notice = found[0]!;
    expect(text(notice.titleHi)).toContain('पानी');
    expect(text(notice.descriptionHi)).toContain('पानी की आपूर्ति');
  });

  it.each(['water', 'Water supply', 'पानी', 'पानी की आपूर्ति'])('"%s"', async (q) => {
    const hits = await search(q);
    expect(hits.filter((h) => h.resource === 'notice').map((h) => h.id)).toContain(notice.id);
  });
});

describe('the demo council’s policy pages', () => {
  it('are written for it, in both languages, each saved (not the default text)', async () => {
    const list = await t.app.services.policy.list();
    expect(list.map((p) => p.isDefault)).toEqual(list.map(() => false));
    const page = await t.app.services.policy.view('accessibility');
    expect(page.body).toContain('Nagar Parishad Sundarpur');
    expect(page.body).toContain('Room 12');
    expect(page.bodyHi).toContain('नगर परिषद सुंदरपुर');
    expect(page.bodyHi).toContain('कक्ष 12');
  });
});

describe('the demo council’s contact messages', () => {
  it('are a handful in every state, newest first, with references of their year and the answered ones with a note', async () => {
    const res = await t.app.inject({ url: '/api/Admin/contact-messages', headers: auth });
    expect(res.statusCode).toBe(200);
    const items = res.json() as Array<{ id: number; reference: string; status: string; receivedAt: string }>;
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(new Set(items.map((m) => m.status))).toEqual(new Set(['new', 'read', 'answered']));
    expect(items.every((m) => /^MSG-\d{4}-\d{6}$/.test(m.reference))).toBe(true);
    const times = items.map((m) => m.receivedAt);
    expect(times).toEqual([...times].sort().reverse());
    const answered = items.find((m) => m.status === 'answered')!;
    const opened = await t.app.inject({ url: `/api/Admin/contact-messages/${answered.id}`, headers: auth });
    expect((opened.json() as { replyNote: string }).replyNote).not.toBe('');
  });
});

describe('the demo town’s localities (Find my ward)', () => {
  it('every ward has localities with Hindi names and pincodes, and its Ward Parshad', async () => {
    const wards = await adminList('ward');
    const places = await adminList('locality');
    for (const ward of wards) {
      const own = places.filter((p) => p.wardId === ward.id);
      expect(own.length, text(ward.name)).toBeGreaterThanOrEqual(3);
      expect(own.every((p) => DEVANAGARI.test(text(p.nameHi)) && /^\d{6}$/.test(text(p.pincode)))).toBe(true);
    }
    const parshads = (await adminList('minister-officer-employee')).filter((o) => o.designation === 'Ward Parshad');
    expect(new Set(parshads.map((o) => o.wardId))).toEqual(new Set(wards.map((w) => w.id)));
  });

  it('"ward 4" and a locality name find the ward and its member’s phone', async () => {
    const byNumber = await t.app.inject({ url: '/api/Public/find-my-ward?q=ward%204' });
    const [ward] = byNumber.json<{ wards: Array<{ name: string; members: Array<{ mobileNumber: string }> }> }>().wards;
    expect(ward!.name).toBe('Ward 4 – Ram Nagar');
    expect(ward!.members[0]!.mobileNumber).toBe('9000000204');
    const byPlace = await t.app.inject({ url: `/api/Public/find-my-ward?q=${encodeURIComponent('हनुमान टेकरी')}` });
    expect(byPlace.json<{ wards: Array<{ name: string }> }>().wards.map((w) => w.name)).toEqual(['Ward 4 – Ram Nagar']);
  });
});

describe('the demo council’s property tax register', () => {
  it('holds ~2,000 properties across every ward, one import in the history, and the example property answers', async () => {
    const res = await t.app.inject({ url: '/api/Admin/property-tax?pageSize=1', headers: auth });
    expect(res.headers['x-total-count']).toBe(String(DEMO_PROPERTIES));
    const wards = await adminList('ward');
    const byWard = await t.app.inject({ url: `/api/Admin/property-tax?q=${encodeURIComponent('SDP/15/')}&pageSize=1`, headers: auth });
    expect(Number(byWard.headers['x-total-count'])).toBeGreaterThan(100);
    expect(wards.length).toBe(15);
    const history = await t.app.inject({ url: '/api/Admin/property-tax/imports', headers: auth });
    expect(history.json()).toEqual([expect.objectContaining({ rows: DEMO_PROPERTIES, mode: 'replace' })]);
    const plain = await t.app.inject({ url: `/api/Public/property-tax/${encodeURIComponent(DEMO_PROPERTY_NO)}` });
    expect(plain.json()).toMatchObject({ ward: 'Ward 4 – Ram Nagar', arrears: 1500, owner: 'notAsked' });
    const owner = await t.app.inject({
      url: `/api/Public/property-tax/${encodeURIComponent(DEMO_PROPERTY_NO)}?mobileLast4=${DEMO_PROPERTY_MOBILE_LAST4}`,
    });
    expect(owner.json()).toMatchObject({ owner: 'shown', ownerName: expect.any(String), address: expect.stringContaining('Ram Nagar') });
  });
});

describe('the demo council’s trade licences', () => {
  it('has a fee schedule, applications in every state, an approved one with its certificate and a licence expiring within 30 days', async () => {
    expect((await adminList('trade-licence-fee')).length).toBeGreaterThanOrEqual(4);
    const res = await t.app.inject({ url: '/api/Admin/trade-licence', headers: auth });
    const items = res.json() as Array<{ applicationNo: string; status: string; tradeName: string }>;
    expect(new Set(items.map((a) => a.status))).toEqual(new Set(['submitted', 'scrutiny', 'returned', 'approved', 'rejected']));
    const approved = items.find((a) => a.status === 'approved' && DEVANAGARI.test(a.tradeName))!;
    const pdf = await t.app.inject({ url: `/api/Public/trade-licence/${approved.applicationNo}/certificate?mobile=${DEMO_TL_MOBILE}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const expiring = await t.app.inject({ url: '/api/Admin/trade-licence-expiring', headers: auth });
    expect((expiring.json() as unknown[]).length).toBe(1);
  });
});
