/**
 * Bidirectional override characters (U+202A–U+202E, U+2066–U+2069) in names and titles: refused with 400 and a
 * clear message, nothing written, on each path that takes a name: a content type's title (JSON and multipart), the
 * site settings' council name, a complaint's text fields, an account's name. The invisible marks LRM/RLM stay.
 */
import { describe, expect, it } from 'vitest';
import { formatMessage, latestNews } from '@nagar/contract';
import { adminTestApp, countRows, injectForm, testDbKind, testPdf } from '../test/app.ts';
import { createFormLists } from '../test/masters.ts';
import { complaints, latestNews as latestNewsTable, notices, siteSettings, users } from '../db/schema.ts';

const s = adminTestApp();
const RLO = '\u202e';
const message = (key: 'bidiControls' | 'fieldBidiControls', field?: string) => formatMessage(key, field ? { field } : {});

describe(`bidi override characters in names (${testDbKind()})`, () => {
  it('a content title (JSON): 400 naming the field, nothing written; every override and isolate', async () => {
    const before = await countRows(s.t.app, latestNewsTable);
    for (const c of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      const res = await s.t.app.inject({
        method: 'POST',
        url: `/api/Admin/${latestNews.api}`,
        headers: s.auth,
        payload: { title: `Tender${c}fdp.exe`, description: 'D' },
      });
      expect(res.statusCode, c.codePointAt(0)!.toString(16)).toBe(400);
      expect(Object.values(res.json().errors as Record<string, string>).join(' ')).toMatch(/reverse the direction of text/);
    }
    expect(await countRows(s.t.app, latestNewsTable)).toBe(before);
    // The implicit direction marks are no override: kept.
    const kept = await s.t.app.inject({
      method: 'POST',
      url: `/api/Admin/${latestNews.api}`,
      headers: s.auth,
      payload: { title: 'Tender \u200fno. 5\u200e', description: 'D' },
    });
    expect(kept.statusCode).toBe(201);
  });

  it('a content title (multipart, with a document): 400 under the field sent, no row', async () => {
    const before = await countRows(s.t.app, notices);
    const res = await injectForm(
      s.t.app,
      { url: '/api/Admin/notice', headers: s.auth },
      { 'Notice.title': `Budget${RLO}fdp.exe`, 'Notice.issueDate': '2026-11-01' },
      { DocumentFile: { data: await testPdf('Budget'), filename: 'b.pdf', type: 'application/pdf' } },
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string>;
    expect(Object.values(errors)).toEqual([message('fieldBidiControls', 'Title')]);
    expect(await countRows(s.t.app, notices)).toBe(before);
  });

  it("the council's name in the settings: 400 under councilName, nothing saved", async () => {
    const before = await s.t.app.services.db.select().from(siteSettings);
    const res = await s.t.app.inject({
      method: 'PUT',
      url: '/api/Admin/settings',
      headers: s.auth,
      payload: { councilName: `Nagar Parishad ${RLO}rupdnuS`, councilNameHi: 'नगर परिषद' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.councilName).toBe(message('bidiControls'));
    expect(await s.t.app.services.db.select().from(siteSettings)).toEqual(before);
  });

  it("a complaint's text fields and a staff action's remarks: 400 naming the field, nothing written", async () => {
    await createFormLists(s.t.app, s.auth, {
      district: ['Sundarpur'],
      ward: ['Ward 7 – Nehru Nagar'],
      'grievance-type': ['Water leakage'],
    });
    /** A good complaint in the ward and type made above; each refused one puts an override into one field. */
    const filing = {
      district: 'Sundarpur',
      ward: 'Ward 7 – Nehru Nagar',
      grivance: 'Water leakage',
      additional_Information: 'The pipe leaks.',
      name: 'Asha',
      mobile: '9000077777',
      consent: 'on',
    };
    const before = await countRows(s.t.app, complaints);
    for (const [field, value] of [
      ['name', `Asha${RLO}ahsA`],
      ['additional_Information', `The pipe leaks${RLO} near the school.`],
    ] as Array<[string, string]>) {
      const res = await injectForm(s.t.app, { url: '/api/Public/complaint' }, { ...filing, [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(JSON.stringify(res.json()), field).toMatch(/reverse the direction of text/);
    }
    expect(await countRows(s.t.app, complaints)).toBe(before);

    // A staff action's remarks (shown to the citizen): 400 under Remarks, the complaint unchanged.
    const created = await injectForm(s.t.app, { url: '/api/Public/complaint' }, filing);
    expect(created.statusCode).toBe(201);
    const [complaint] = await s.t.app.services.db.select().from(complaints);
    const acted = await injectForm(
      s.t.app,
      { url: `/api/Admin/complaint/${complaint!.id}/action`, headers: s.auth },
      { Status: 'Resolved', Remarks: `Pipe repaired${RLO}.deriaper ton` },
    );
    expect(acted.statusCode).toBe(400);
    expect(acted.json().errors.Remarks).toBe(message('bidiControls'));
    const [after] = await s.t.app.services.db.select().from(complaints);
    expect(after!.status).toBe(complaint!.status);
  });

  it("an account's name: 400 under name, no account", async () => {
    const before = await countRows(s.t.app, users);
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/Admin/users',
      headers: s.auth,
      payload: { email: 'bidi@council.example', role: 'editor', name: `Clerk ${RLO}nimda` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toBe(message('bidiControls'));
    expect(await countRows(s.t.app, users)).toBe(before);
  });
});
