import { describe, expect, it } from 'vitest';
import { createI18n } from './index.ts';
import { buildCatalogue, catalogueAsset, registerServerCatalogues } from './catalogues.server.ts';
import { admin } from './admin.ts';
import { addPageTexts } from '../lib/page-texts.ts';
import { adminTexts } from '../lib/admin-texts.ts';
import { SITE_EXTRA_PAGES, SITE_MENU, TRADE_LICENCE_SECTIONS } from '@nagar/contract';
import { tradeLicence } from './pages/trade-licence.ts';
import { audit } from './pages/audit.ts';
import { contact } from './pages/contact.ts';
import { localityImport } from './pages/locality-import.ts';

registerServerCatalogues();

const keys = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object' && !Array.isArray(o)
    ? Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('i18n instances', () => {
  it('keep page texts to themselves: what one request adds is not in the next', () => {
    const first = createI18n('en');
    addPageTexts(first, { probe: { en: { title: 'Only here' }, hi: { title: 'केवल यहाँ' } } });
    // 'probe' is no page's bundle, so no typed key: read the stored text itself.
    expect(first.getResource('en', 'translation', 'probe.title')).toBe('Only here');
    const next = createI18n('en');
    expect(next.exists('probe.title')).toBe(false);
    expect(next.t('nav.home')).toBe('Home');
  });

  it('never change the texts they are given, nor the shared catalogue: two bundles under one key stay apart', () => {
    const a = { en: { one: 'One' }, hi: { one: 'एक' } };
    const b = { en: { two: 'Two' }, hi: { two: 'दो' } };
    const first = createI18n('en');
    addPageTexts(first, { probe: a });
    addPageTexts(first, { probe: b });
    // A key the catalogue has: extended in this instance only.
    addPageTexts(first, { nav: { en: { probeOnly: 'Extra' }, hi: { probeOnly: 'अतिरिक्त' } } });
    expect(first.getResource('en', 'translation', 'probe.one')).toBe('One');
    expect(first.getResource('en', 'translation', 'probe.two')).toBe('Two');
    expect(first.getResource('en', 'translation', 'nav.probeOnly')).toBe('Extra');
    expect(a).toEqual({ en: { one: 'One' }, hi: { one: 'एक' } });
    expect(b).toEqual({ en: { two: 'Two' }, hi: { two: 'दो' } });
    const next = createI18n('en');
    expect(next.exists('probe.one')).toBe(false);
    expect(next.getResource('en', 'translation', 'nav.probeOnly')).toBeUndefined();
    expect(next.t('nav.home')).toBe('Home');
  });

  it('merge the back office’s resource texts into the public ones without touching the next instance', () => {
    const staff = createI18n('hi');
    expect(staff.exists('res.notice.createTitle')).toBe(false);
    addPageTexts(staff, adminTexts);
    expect(staff.t('res.notice.publicTitle')).toBe((buildCatalogue('hi').res as { notice: { publicTitle: string } }).notice.publicTitle);
    expect(staff.exists('res.notice.createTitle')).toBe(true);
    expect(staff.t('admin.logout')).toBe(admin.hi.logout);
    expect(createI18n('hi').exists('res.notice.createTitle')).toBe(false);
  });

  it('have every English key in Hindi too, in the public catalogue and the back office’s', () => {
    const enKeys = keys(buildCatalogue('en'));
    const hiKeys = new Set(keys(buildCatalogue('hi')));
    expect(enKeys.filter((k) => !hiKeys.has(k))).toEqual([]);
    expect(enKeys.length).toBeGreaterThan(300);
    const adminHi = new Set(keys(admin.hi));
    expect(keys(admin.en).filter((k) => !adminHi.has(k))).toEqual([]);
  });

  it('keep the back office out of the public catalogue', () => {
    const json = catalogueAsset('en').json;
    // No back-office namespace (a staff role's name as a history actor, complaints.actors.admin, is public text).
    expect(Object.keys(JSON.parse(json) as object)).not.toContain('admin');
    expect(Object.keys(JSON.parse(json) as object)).not.toContain('staffUsers');
    expect(json).not.toContain('createTitle');
    expect(JSON.parse(json).pending.notice).toBe('Loading notice data...');
  });

  // The keys the types take as data (i18n/keys.ts dataKey, tradeLicenceKey): each one is in both languages.
  it('have a text in both languages for every site menu label and every trade licence section and option', () => {
    const labels = [
      ...SITE_MENU.flatMap((m) => [m.label, ...(m.items ?? []).map((i) => i.label)]),
      ...SITE_EXTRA_PAGES.map((p) => p.label),
    ];
    const licence = TRADE_LICENCE_SECTIONS.flatMap((s) => [
      `tradeLicence.sections.${s.id}`,
      // A financial year is shown as it is (2025-2026), not through a text.
      ...s.fields
        .filter((f) => f.key !== 'financialYear')
        .flatMap((f) => (f.options ?? []).map((o) => `tradeLicence.options.${f.key}.${o.value}`)),
    ]);
    for (const lang of ['en', 'hi'] as const) {
      const i18n = createI18n(lang);
      addPageTexts(i18n, { tradeLicence });
      expect([...labels, ...licence].filter((key) => !i18n.exists(key))).toEqual([]);
    }
    expect(licence.length).toBeGreaterThan(20);
  });

  it('choose a plural by the language’s rules (Intl.PluralRules): Hindi’s one is 0 and 1, English’s only 1', () => {
    const en = createI18n('en');
    const hi = createI18n('hi');
    for (const i18n of [en, hi]) addPageTexts(i18n, { audit });
    expect([0, 1, 2].map((count) => en.t('audit.total', { count }))).toEqual(['0 entries', '1 entry', '2 entries']);
    expect([0, 1, 2].map((count) => hi.t('audit.total', { count }))).toEqual(['0 प्रविष्टि', '1 प्रविष्टि', '2 प्रविष्टियाँ']);
  });

  it('read the texts that hold a count in the singular at one: working days, wrong lines, the server’s messages', () => {
    const en = createI18n('en');
    const hi = createI18n('hi');
    for (const i18n of [en, hi]) addPageTexts(i18n, { contact, localityImport });
    expect(en.t('contact.sentNext', { count: 1 })).toMatch(/within 1 working day,/);
    expect(en.t('contact.how1', { count: 5 })).toMatch(/within 5 working days\./);
    expect(hi.t('contact.how1', { count: 1 })).toMatch(/1 कार्य दिवस के भीतर/);
    expect(en.t('localityImport.checkedBad', { lines: 9, count: 1 })).toBe('Checked 9 lines: 1 wrong line. Nothing was imported.');
    expect(hi.t('localityImport.checkedBad', { lines: 9, count: 2 })).toMatch(/2 पंक्तियाँ गलत हैं/);
    expect(en.t('msg.csvImportBad', { count: 1 })).toMatch(/^The file has 1 wrong line;/);
  });
});
