import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  DEFAULT_HOME_TASKS,
  HOME_TASKS,
  HOME_TASKS_MAX,
  SETTINGS_LIMITS,
  emptySiteSettings,
  formatMessage,
  parseSiteSettings,
  type SiteInfo,
  type SiteSettings,
  NOTICE_TEMPLATE_ID_MAX,
  NOTICE_TEMPLATE_MAX,
} from '@nagar/contract';
import { adminTestApp, injectForm, loginAs, multipart, testImage, testPdf } from '../test/app.ts';
import { tableContents } from '../test/tables.ts';
import { sql } from 'drizzle-orm';
import { auditLog, siteSettings } from '../db/schema.ts';
import { demoSite } from '@nagar/demo/site.ts';
import { PublicCache } from '../cache/public-cache.ts';
import { SettingsService } from './service.ts';

const s = adminTestApp({ config: { imageMaxBytes: 300 * 1024 } });

const put = (payload: unknown, auth = s.auth) =>
  s.t.app.inject({ method: 'PUT', url: '/api/Admin/settings', headers: auth, payload: payload as object });
const publicSettings = async () => (await s.t.app.inject({ method: 'GET', url: '/api/Public/settings' })).json() as SiteInfo;
const audits = async () => s.t.app.services.db.select().from(auditLog);

const tooLong = (n: number) => 'x'.repeat(n + 1);
const message = (key: Parameters<typeof formatMessage>[0], params?: Record<string, number>) => formatMessage(key, params);

/** Each bad value, the field path its message is under, and the message. */
const BAD: Array<[string, Partial<Record<keyof SiteSettings, unknown>>, string, string]> = [
  ['an empty council name', { councilName: 'Nagar Parishad Rampur', councilNameHi: '  ' }, 'councilNameHi', message('councilNameRequired')],
  [
    'a council name over its limit',
    { councilName: tooLong(SETTINGS_LIMITS.name), councilNameHi: 'नगर' },
    'councilName',
    message('tooLong', { max: SETTINGS_LIMITS.name }),
  ],
  ['a control character', { address: 'Station Road\u0007', addressHi: '' }, 'address', message('controlChars')],
  ['an e-mail without a domain', { email: 'office@' }, 'email', message('invalidEmail')],
  ['reopening days past the limit', { grievance: { reopenDays: 91 } }, 'grievance.reopenDays', message('reopenDays', { max: 90 })],
  ['negative reopening days', { grievance: { reopenDays: -1 } }, 'grievance.reopenDays', message('reopenDays', { max: 90 })],
  ['reopening days in part', { grievance: { reopenDays: 1.5 } }, 'grievance.reopenDays', message('reopenDays', { max: 90 })],
  // Issue 28: the notices' templates, both languages required, the SMS registration id letters and digits only.
  [
    'an empty Hindi notice template',
    { notices: { templates: { filed: { textHi: ' ' } } } },
    'notices.templates.filed.textHi',
    message('noticeTextRequired'),
  ],
  [
    'a notice template over its limit',
    { notices: { templates: { resolved: { text: tooLong(NOTICE_TEMPLATE_MAX) } } } },
    'notices.templates.resolved.text',
    message('tooLong', { max: NOTICE_TEMPLATE_MAX }),
  ],
  [
    'an SMS template id with spaces',
    { notices: { templates: { filed: { templateId: '1107 1234' } } } },
    'notices.templates.filed.templateId',
    message('noticeTemplateId', { max: NOTICE_TEMPLATE_ID_MAX }),
  ],
  ['a very long e-mail (length before pattern)', { email: `${'a'.repeat(300)}@x.example` }, 'email', message('tooLong', { max: 254 })],
  ['letters in a phone number', { phone: 'call the office' }, 'phone', message('invalidPhone')],
  ['a toll-free number over its limit', { tollFree: '1'.repeat(31) }, 'tollFree', message('tooLong', { max: SETTINGS_LIMITS.phone })],
  ['a javascript: RTI link', { rtiUrl: 'javascript:alert(1)' }, 'rtiUrl', message('invalidUrl')],
  ['a relative app link', { appUrl: '/app' }, 'appUrl', message('invalidUrl')],
  ['a data: clean-India link', { cleanIndiaUrl: 'data:text/html,hi' }, 'cleanIndiaUrl', message('invalidUrl')],
  ['an ftp social link', { social: { facebook: 'ftp://example.org/' } }, 'social.facebook', message('invalidUrl')],
  [
    'a link without a label',
    { importantLinks: [{ label: '', labelHi: 'लिंक', url: 'https://example.org/' }] },
    'importantLinks.0.label',
    message('linkLabelRequired'),
  ],
  [
    'a link without an address',
    { importantLinks: [{ label: 'Portal', labelHi: '', url: '' }] },
    'importantLinks.0.url',
    message('linkUrlRequired'),
  ],
  [
    'a link with a bad address',
    {
      importantLinks: [
        { label: 'Portal', labelHi: '', url: 'https://ok.example/' },
        { label: 'Bad', labelHi: '', url: 'vbscript:x' },
      ],
    },
    'importantLinks.1.url',
    message('invalidUrl'),
  ],
  [
    'too many links',
    {
      importantLinks: Array.from({ length: SETTINGS_LIMITS.links + 1 }, (_, i) => ({
        label: `L${i}`,
        labelHi: '',
        url: 'https://example.org/',
      })),
    },
    'importantLinks',
    message('tooManyLinks', { max: SETTINGS_LIMITS.links }),
  ],
  ['a latitude off the globe', { location: { lat: 123, lon: 77 } }, 'location.lat', message('invalidLocation')],
  ['a longitude that is text', { location: { lat: 23, lon: 'east' } }, 'location.lon', message('invalidLocation')],
  [
    'a footer credit over its limit',
    { footerCredit: '', footerCreditHi: tooLong(SETTINGS_LIMITS.credit) },
    'footerCreditHi',
    message('tooLong', { max: SETTINGS_LIMITS.credit }),
  ],
  ['a name that is a number', { councilName: 42, councilNameHi: 'x' }, 'councilName', message('invalidInput')],
  // The shape stored before the one bilingual shape: refused from a client (only a stored record is read so).
  ['a name in the old { en, hi } shape', { councilName: { en: 'Rampur', hi: 'रामपुर' } }, 'councilName', message('invalidInput')],
  ['an unknown home task', { homeTasks: ['fileComplaint', 'deleteEverything'] }, 'homeTasks.1', message('invalidInput')],
  ['a home task twice', { homeTasks: ['notices', 'notices'] }, 'homeTasks', message('invalidInput')],
  ['more home tasks than fit', { homeTasks: Object.keys(HOME_TASKS) }, 'homeTasks', message('tooManyLinks', { max: HOME_TASKS_MAX })],
];

describe('home page tasks (issue 14)', () => {
  it('a record stored before the tasks existed reads with the eight default tasks; a council may choose fewer, in its order', () => {
    const { homeTasks: _, ...old } = emptySiteSettings();
    expect(parseSiteSettings(old).value!.homeTasks).toEqual(DEFAULT_HOME_TASKS);
    expect(DEFAULT_HOME_TASKS).toHaveLength(8);
    expect(parseSiteSettings({ homeTasks: ['contact', 'fileComplaint'] }).value!.homeTasks).toEqual(['contact', 'fileComplaint']);
    expect(parseSiteSettings({ homeTasks: [] }).value!.homeTasks).toEqual([]);
  });
});

describe('site settings API', () => {
  it('a new install answers the neutral settings: no council of the demo, no contacts', async () => {
    const site = await publicSettings();
    // The notices' templates (issue 28) are the back office's: not in the public answer, nor in every page's data.
    const { notices, ...rest } = emptySiteSettings();
    expect(site).toEqual({ ...rest, logo: null });
    expect(JSON.stringify(site).toLowerCase()).not.toContain('sundarpur');
    const admin = await s.t.app.inject({ url: '/api/Admin/settings', headers: s.auth });
    expect((admin.json() as { notices: unknown }).notices).toEqual(notices);
  });

  it.each(BAD)('refuses %s with 400 and the field’s message; nothing is written, no audit row', async (_name, patch, path, text) => {
    const before = await tableContents(s.t.app.services.db);
    const res = await put(patch);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; errors: Record<string, string> };
    expect(body.errors[path]).toBe(text);
    expect(body.message).toBe(text);
    expect(await tableContents(s.t.app.services.db)).toEqual(before);
  });

  it('a good save shows on the public GET at once, counts the version up and writes one audit row with before → after', async () => {
    const auditBefore = (await audits()).length;
    const res = await put(demoSite);
    expect(res.statusCode).toBe(200);
    expect((await publicSettings()).councilName).toEqual(demoSite.councilName);
    const rename = await put({ councilName: 'Nagar Parishad Rampur', councilNameHi: 'नगर परिषद रामपुर' });
    expect(rename.statusCode).toBe(200);
    const site = await publicSettings();
    expect([site.councilName, site.councilNameHi]).toEqual(['Nagar Parishad Rampur', 'नगर परिषद रामपुर']);
    // A partial save keeps the rest.
    expect(site.email).toBe(demoSite.email);
    expect(site.importantLinks).toEqual(demoSite.importantLinks);
    const rows = (await audits()).slice(auditBefore);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ action: 'update', entity: 'settings', entityId: '1', actorRole: 'admin' });
    expect(rows[1]!.changes).toEqual({
      councilName: [demoSite.councilName, 'Nagar Parishad Rampur'],
      councilNameHi: [demoSite.councilNameHi, 'नगर परिषद रामपुर'],
    });
    const [row] = await s.t.app.services.db.select().from((await import('../db/schema.ts')).siteSettings);
    expect(row!.version).toBe(2);
  });

  it('reads a record stored in the shape before the one bilingual shape ({ en, hi }) as councilName/councilNameHi, and saves on it', async () => {
    expect((await put(demoSite)).statusCode).toBe(200);
    const { councilName: _en, councilNameHi: _hi, importantLinks: _links, ...rest } = demoSite;
    const old = {
      ...rest,
      councilName: { en: 'Nagar Parishad Purana', hi: 'नगर परिषद पुराना' },
      importantLinks: [{ label: { en: 'Old portal', hi: 'पुराना पोर्टल' }, url: 'https://old.example/' }],
      notices: {
        templates: { ...demoSite.notices.templates, filed: { en: 'Filed {complaintNo}', hi: 'दर्ज {complaintNo}', templateId: 'T1' } },
      },
    };
    await s.t.app.services.db.update(siteSettings).set({ value: old, version: sql`${siteSettings.version} + 1` });
    s.t.app.services.cache.invalidate();
    const site = await publicSettings();
    expect([site.councilName, site.councilNameHi]).toEqual(['Nagar Parishad Purana', 'नगर परिषद पुराना']);
    expect(site.importantLinks).toEqual([{ label: 'Old portal', labelHi: 'पुराना पोर्टल', url: 'https://old.example/' }]);
    expect(site.address).toBe(demoSite.address);
    // A partial save on the old record keeps what it held, in the new shape.
    expect((await put({ email: 'office@purana.example' })).statusCode).toBe(200);
    const [row] = await s.t.app.services.db.select().from(siteSettings);
    expect(row!.value).toMatchObject({
      councilName: 'Nagar Parishad Purana',
      councilNameHi: 'नगर परिषद पुराना',
      email: 'office@purana.example',
    });
    expect((row!.value as SiteSettings).importantLinks).toEqual(site.importantLinks);
    expect((row!.value as SiteSettings).notices.templates.filed).toEqual({
      text: 'Filed {complaintNo}',
      textHi: 'दर्ज {complaintNo}',
      templateId: 'T1',
    });
    expect((row!.value as SiteSettings).notices.templates.resolved).toEqual(demoSite.notices.templates.resolved);
  });

  it('texts are trimmed; an ordered list of links keeps its order', async () => {
    const links = [
      { label: ' Second ', labelHi: 'दूसरा', url: 'https://two.example/' },
      { label: 'First', labelHi: '', url: 'http://one.example/path?q=1' },
    ];
    expect((await put({ importantLinks: links })).statusCode).toBe(200);
    expect((await publicSettings()).importantLinks).toEqual([
      { label: 'Second', labelHi: 'दूसरा', url: 'https://two.example/' },
      { label: 'First', labelHi: '', url: 'http://one.example/path?q=1' },
    ]);
  });

  it('takes a logo by multipart through the file pipeline (re-encoded), and removes it again', async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0b3d6e' } })
      .png()
      .toBuffer();
    const body = await multipart(
      { settings: JSON.stringify({ footerCredit: 'Hosted by the district', footerCreditHi: 'ज़िले द्वारा होस्ट' }) },
      { logo: { data: png, filename: 'logo.png', type: 'image/png' } },
    );
    const res = await s.t.app.inject({
      method: 'PUT',
      url: '/api/Admin/settings',
      headers: { ...s.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const site = await publicSettings();
    expect(site.footerCredit).toBe('Hosted by the district');
    expect(site.logo?.url).toMatch(/^\/files\/[0-9a-f-]{36}\/logo\.jpg$/);
    const file = await s.t.app.inject({ method: 'GET', url: site.logo!.url });
    expect(file.headers['content-type']).toBe('image/jpeg');
    const removed = await injectForm(s.t.app, { method: 'PUT', url: '/api/Admin/settings', headers: s.auth }, { logoRemove: 'true' });
    expect(removed.statusCode).toBe(200);
    expect((await publicSettings()).logo).toBeNull();
    expect((await s.t.app.inject({ method: 'GET', url: site.logo!.url })).statusCode).toBe(404);
  });

  it('refuses a logo that is no image (415), one too large (413), an unknown part and bad JSON (400), writing nothing', async () => {
    const before = await tableContents(s.t.app.services.db);
    const cases: Array<[Awaited<ReturnType<typeof multipart>>, number]> = [
      [await multipart({}, { logo: { data: await testPdf(), filename: 'logo.pdf', type: 'application/pdf' } }), 415],
      [
        await multipart(
          {},
          { logo: { data: await testImage({ width: 1200, height: 1200, noise: true, format: 'png' }), filename: 'big.png' } },
        ),
        413,
      ],
      [await multipart({ colour: 'red' }), 400],
      [await multipart({ settings: '{"councilName":' }), 400],
      [await multipart({ settings: JSON.stringify({ rtiUrl: 'javascript:x' }) }), 400],
    ];
    for (const [body, status] of cases) {
      const res = await s.t.app.inject({
        method: 'PUT',
        url: '/api/Admin/settings',
        headers: { ...s.auth, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(status);
    }
    expect(await tableContents(s.t.app.services.db)).toEqual(before);
  });

  it('another process (its own cache) sees a save once its cache entry expires: PUBLIC_CACHE_SECONDS bounds the staleness', async () => {
    const { db, config } = s.t.app.services;
    const limits = { imageMaxBytes: config.imageMaxBytes, documentMaxBytes: config.documentMaxBytes };
    const longLived = new SettingsService(db, new PublicCache(3600), limits);
    const shortLived = new SettingsService(db, new PublicCache(0.001), limits);
    const before = (await longLived.read()).footerCredit;
    await shortLived.read();
    expect((await put({ footerCredit: 'Changed elsewhere' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await shortLived.read()).footerCredit).toBe('Changed elsewhere');
    // Until its entry expires, a process serves what it read (the cache is what keeps the public pages fast).
    expect((await longLived.read()).footerCredit).toBe(before);
  });

  it('is the admin’s: 401 without a session, 403 for other roles, and the public GET for everyone', async () => {
    const before = await tableContents(s.t.app.services.db);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/Admin/settings' })).statusCode).toBe(401);
    expect((await put({ councilName: 'X', councilNameHi: 'X' }, {} as never)).statusCode).toBe(401);
    for (const role of ['editor', 'officer', 'user'] as const) {
      const { authorization } = await loginAs(s.t.app, role);
      expect((await s.t.app.inject({ method: 'GET', url: '/api/Admin/settings', headers: { authorization } })).statusCode, role).toBe(403);
      expect((await put({ councilName: 'Taken over', councilNameHi: 'X' }, { authorization })).statusCode, role).toBe(403);
    }
    expect((await publicSettings()).councilName).not.toBe('Taken over');
    const after = await tableContents(s.t.app.services.db);
    // Signing in wrote sessions and accounts; the settings and the audit log of settings are as they were.
    expect(after.site_settings).toEqual(before.site_settings);
    expect(after.audit_log?.filter((r) => r.includes('"entity":"settings"'))).toEqual(
      before.audit_log?.filter((r) => r.includes('"entity":"settings"')),
    );
    expect((await s.t.app.inject({ method: 'GET', url: '/api/Admin/settings', headers: s.auth })).statusCode).toBe(200);
  });
});
