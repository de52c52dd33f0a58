import { describe, expect, it } from 'vitest';
import { VALIDITY_TYPES, parseSiteSettings } from '@nagar/contract';
import { createI18n } from '../../../i18n/index.ts';
import { registerServerCatalogues } from '../../../i18n/catalogues.server.ts';
import { addPageTexts } from '../../../lib/page-texts.ts';
import { adminTexts } from '../../../lib/admin-texts.ts';
import { settingsTexts } from '../../../i18n/pages/settings.ts';
import { homeTaskSettingsTexts } from '../../../i18n/pages/phone.ts';
import { validityAdminTexts } from '../../../i18n/pages/archive.ts';
import { fieldLabel, fromForm, type FormValues } from './settings-values.ts';

registerServerCatalogues();

/** The settings screen's texts in a language, as the screen loads them. */
function screenT(lang: 'en' | 'hi') {
  const i18n = createI18n(lang);
  for (const texts of [adminTexts, settingsTexts, homeTaskSettingsTexts, validityAdminTexts]) addPageTexts(i18n, texts);
  return i18n.t;
}

/** Settings with every kind of field wrong: the paths the error dialog has to name. */
function wrongEverywhere(): string[] {
  const values = {
    councilName: '',
    councilNameHi: '',
    email: 'not-an-address',
    rtiUrl: 'javascript:alert(1)',
    social: { facebook: 'ftp://x', x: '', youtube: '', instagram: '' },
    importantLinks: [{ label: '', labelHi: '', url: 'nope' }],
    lat: 'north',
    lon: '200',
    validityMonths: Object.fromEntries(VALIDITY_TYPES.map((n) => [n, -1])),
    grievance: { reopenDays: -1 },
    contact: { answerDays: -1 },
    licence: { validityYears: 99 },
  } as unknown as FormValues;
  return Object.keys(parseSiteSettings(fromForm(values)).errors ?? {});
}

describe('the settings error dialog', () => {
  const paths = wrongEverywhere();

  it('has wrong fields of every kind to name', () => {
    for (const expected of ['councilName', 'email', 'rtiUrl', 'importantLinks.0.url', 'grievance.reopenDays'])
      expect(paths).toContain(expected);
    expect(paths.some((p) => p.startsWith('location'))).toBe(true);
    expect(paths.some((p) => p.startsWith('validityMonths.'))).toBe(true);
  });

  it('names each wrong field by its label, in English and in Hindi, never by its key', () => {
    for (const lang of ['en', 'hi'] as const) {
      const t = screenT(lang);
      for (const path of paths) {
        const label = fieldLabel(path, t);
        expect(label, path).not.toMatch(/settings\.|validity\.|res\.|home_tasks\.|^\w+\.\w+/);
        expect(label.trim(), path).not.toBe('');
      }
    }
  });

  it('reads as the fields do on the screen', () => {
    const t = screenT('en');
    expect(fieldLabel('councilNameHi', t)).toBe('Council name (Hindi)');
    expect(fieldLabel('importantLinks.1.url', t)).toBe('Link 2: Web address');
    expect(fieldLabel('importantLinks.0.label', t)).toBe('Link 1: Label (English)');
    expect(fieldLabel('importantLinks.0.labelHi', t)).toBe('Link 1: Label (Hindi)');
    expect(fieldLabel('councilName', t)).toBe('Council name (English)');
    expect(fieldLabel('social.x', t)).toBe('X (Twitter)');
    expect(fieldLabel('location.lon', t)).toBe('Longitude');
    expect(fieldLabel('rtiUrl', t)).toBe('RTI portal link');
    expect(fieldLabel('grievance.reopenDays', t)).toBe(t('settings.reopenDays'));
    expect(fieldLabel('validityMonths.notice', t)).toBe('Validity of new items: Notice');
    expect(fieldLabel('homeTasks', t)).toBe('Home page tasks');
  });
});
