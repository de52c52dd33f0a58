import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POLICY_SLUGS, formatMessage, type PolicyPageSource, type PolicyPageView } from '@nagar/contract';
import { adminTestApp, loginAs } from '../test/app.ts';
import { tableContents } from '../test/tables.ts';
import { auditLog } from '../db/schema.ts';
import { sanitizePolicyHtml } from './sanitize.ts';

const s = adminTestApp();

const view = async (slug: string) => s.t.app.inject({ method: 'GET', url: `/api/Public/policy/${slug}` });
const put = (slug: string, payload: unknown, auth = s.auth) =>
  s.t.app.inject({ method: 'PUT', url: `/api/Admin/policy/${slug}`, headers: auth, payload: payload as object });

const HOSTILE =
  '<h2 onclick="steal()">Linking</h2><p style="color:red">Link <strong>freely</strong>.<script>alert(1)</script></p>' +
  '<p><a href="javascript:alert(1)">bad</a> <a href="/contactus" onmouseover="x()">contact</a> <a href="https://india.gov.in/">India</a>' +
  ' <a href="//evil.example/">protocol-relative</a> <a href="data:text/html,hi">data</a></p><img src=x onerror="alert(2)"><iframe src="https://evil.example/"></iframe>';

describe('policy pages', () => {
  it('an empty install shows every page from its default text, naming the council from the settings, in both languages', async () => {
    await s.t.app.services.settings.update(null, {
      values: {
        councilName: 'Nagar Palika Rampur',
        councilNameHi: 'नगर पालिका रामपुर',
        email: 'office@rampur.example',
        phone: '0120 400 400',
      },
    });
    for (const slug of POLICY_SLUGS) {
      const res = await view(slug);
      expect(res.statusCode, slug).toBe(200);
      const page = res.json() as PolicyPageView;
      expect(page.title && page.titleHi && page.body && page.bodyHi, slug).toBeTruthy();
      expect(page.body, slug).toContain('Nagar Palika Rampur');
      expect(page.bodyHi, slug).toContain('नगर पालिका रामपुर');
      expect(page.body + page.bodyHi, slug).not.toContain('{{');
    }
    // The contacts are links, put in when shown: a change of the settings changes the page.
    expect((await view('accessibility')).json().body).toContain('<a href="mailto:office@rampur.example">office@rampur.example</a>');
    await s.t.app.services.settings.update(null, { values: { councilName: 'Nagar Palika Shivpur', councilNameHi: 'नगर पालिका शिवपुर' } });
    const after = (await view('help')).json() as PolicyPageView;
    expect(after.body).toContain('Nagar Palika Shivpur');
    expect(after.body).not.toContain('Rampur');
  });

  it('an admin save is sanitised: script, event and style attributes, javascript:, data: and //host links are gone', async () => {
    const res = await put('hyperlinking-policy', {
      title: 'Linking policy',
      titleHi: 'लिंक नीति',
      body: HOSTILE,
      bodyHi: '<p>{{council}} <em>हिन्दी</em></p>',
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as PolicyPageSource;
    expect(saved.body).toBe(
      '<h2>Linking</h2><p>Link <strong>freely</strong>.</p><p><a>bad</a> <a href="/contactus">contact</a> <a href="https://india.gov.in/">India</a>' +
        ' <a>protocol-relative</a> <a>data</a></p>',
    );
    expect(saved.isDefault).toBe(false);
    expect(saved.updatedBy).toMatch(/^admin-/);
    const page = (await view('hyperlinking-policy')).json() as PolicyPageView;
    expect(page.title).toBe('Linking policy');
    // On the public page a link to another site goes through the leaving page (GIGW: the visitor is told first);
    // this site's paths stay as they are.
    expect(page.body).toBe(
      saved.body.replace(
        'href="https://india.gov.in/"',
        `href="/leaving?to=${encodeURIComponent('https://india.gov.in/')}&amp;from=${encodeURIComponent('/hyperlinking-policy')}"`,
      ),
    );
    expect(page.body).toContain('<a href="/contactus">contact</a>');
    expect(page.bodyHi).toBe('<p>नगर पालिका शिवपुर <em>हिन्दी</em></p>');
    for (const bad of ['<script', 'onclick', 'onmouseover', 'onerror', 'style=', 'javascript:', 'data:', '//evil', '<img', '<iframe'])
      expect(page.body).not.toContain(bad);
    expect(new Date(page.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('the allowlist keeps tables with header scope, lists, line breaks, mailto and tel links', () => {
    const html =
      '<table><thead><tr><th scope="col" class="x">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><ol><li>one<br/>two</li></ol><ul><li><a href="mailto:a@b.example">m</a> <a href="tel:+911234">t</a> <a href="#top">top</a></li></ul><h3>h</h3>';
    expect(sanitizePolicyHtml(html)).toBe(
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><ol><li>one<br>two</li></ol><ul><li><a href="mailto:a@b.example">m</a> <a href="tel:+911234">t</a> <a href="#top">top</a></li></ul><h3>h</h3>',
    );
    expect(
      sanitizePolicyHtml('<th scope="bogus">x</th><h1>big</h1><a href="JaVaScRiPt:alert(1)">j</a><a href="java&#x09;script:x">k</a>'),
    ).not.toMatch(/scope|<h1|javascript|script:/i);
  });

  it('previews a body as a save would keep it, the settings put in, writing nothing', async () => {
    const before = await tableContents(s.t.app.services.db);
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/Admin/policy/preview',
      headers: s.auth,
      payload: { body: '<p style="x" onclick="y()">{{council}}<script>z()</script></p>', lang: 'hi' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ html: '<p>नगर पालिका शिवपुर</p>' });
    const tooLong = await s.t.app.inject({
      method: 'POST',
      url: '/api/Admin/policy/preview',
      headers: s.auth,
      payload: { body: 'x'.repeat(60_001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await tableContents(s.t.app.services.db)).toEqual(before);
  });

  it('writes an audit row with what changed', async () => {
    await put('disclaimer', { title: 'Disclaimer', titleHi: 'अस्वीकरण', body: '<p>Old</p>', bodyHi: '<p>पुराना</p>' });
    await put('disclaimer', { title: 'Disclaimer', titleHi: 'अस्वीकरण', body: '<p>New<script>x</script></p>', bodyHi: '<p>पुराना</p>' });
    const rows = await s.t.app.services.db.select().from(auditLog).where(eq(auditLog.entityId, 'disclaimer'));
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]!.entity).toBe('policy-page');
    expect(rows[1]!.actorEmail).toMatch(/^admin-/);
    expect(rows[1]!.changes).toEqual({ body: ['<p>Old</p>', '<p>New</p>'] });
  });

  it('refuses a save without titles or over the limits, naming the field, and writes nothing', async () => {
    const before = await tableContents(s.t.app.services.db);
    const cases: Array<[unknown, string, string]> = [
      [{ title: ' ', titleHi: 'शीर्षक', body: '', bodyHi: '' }, 'title', formatMessage('titleRequired')],
      [{ title: 'T', body: '', bodyHi: '' }, 'titleHi', formatMessage('titleRequired')],
      [{ title: 'x'.repeat(201), titleHi: 'शीर्षक', body: '', bodyHi: '' }, 'title', formatMessage('tooLong', { max: 200 })],
      [{ title: 'T', titleHi: 'शीर्षक', body: 'x'.repeat(60_001), bodyHi: '' }, 'body', formatMessage('tooLong', { max: 60_000 })],
      [{ title: 'T\u202e', titleHi: 'शीर्षक', body: '', bodyHi: '' }, 'title', formatMessage('bidiControls')],
      [{ title: 'T', titleHi: 'शीर्षक', body: '<p>\u0000</p>', bodyHi: '' }, 'body', formatMessage('controlChars')],
    ];
    for (const [payload, field, message] of cases) {
      const res = await put('terms', payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], field).toBe(message);
    }
    expect(await tableContents(s.t.app.services.db)).toEqual(before);
  });

  it('answers 404 for a slug that is none of the pages, public and admin', async () => {
    expect((await view('privacy')).statusCode).toBe(404);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/Admin/policy/nope', headers: s.auth })).statusCode).toBe(404);
    expect((await put('nope', { title: 'T', titleHi: 'शीर्षक', body: '', bodyHi: '' })).statusCode).toBe(404);
  });

  it('is the admin’s alone: 401 without a session, 403 for the other roles, nothing written', async () => {
    const payload = { title: 'T', titleHi: 'शीर्षक', body: '<p>x</p>', bodyHi: '' };
    expect((await put('help', payload, {} as never)).statusCode).toBe(401);
    for (const role of ['editor', 'officer', 'user'] as const) {
      const auth = { authorization: (await loginAs(s.t.app, role)).authorization };
      expect((await put('help', payload, auth)).statusCode, role).toBe(403);
      expect((await s.t.app.inject({ method: 'GET', url: '/api/Admin/policy/help', headers: auth })).statusCode, role).toBe(403);
      expect((await s.t.app.inject({ method: 'GET', url: '/api/Admin/policy', headers: auth })).statusCode, role).toBe(403);
    }
    const list = (await s.t.app.inject({ method: 'GET', url: '/api/Admin/policy', headers: s.auth })).json() as PolicyPageSource[];
    expect(list.map((p) => p.slug)).toEqual([...POLICY_SLUGS]);
    expect(list.find((p) => p.slug === 'help')!.isDefault).toBe(true);
  });
});
