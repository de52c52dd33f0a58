import { describe, expect, it } from 'vitest';
import { createI18n } from './index.ts';
import { addPageTexts } from '../lib/page-texts.ts';

describe('i18n instances', () => {
  it('keep page texts to themselves: what one request adds is not in the next', () => {
    const first = createI18n('en');
    addPageTexts(first, { probe: { en: { title: 'Only here' }, hi: { title: 'केवल यहाँ' } } });
    expect(first.t('probe.title')).toBe('Only here');
    const next = createI18n('en');
    expect(next.exists('probe.title')).toBe(false);
    expect(next.t('nav.home')).toBe('Home');
  });

  it('have every English key in Hindi too', () => {
    const en = createI18n('en');
    const hi = createI18n('hi');
    const keys = (o: unknown, prefix = ''): string[] =>
      o && typeof o === 'object' && !Array.isArray(o)
        ? Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
        : [prefix];
    const enKeys = keys(en.getResourceBundle('en', 'translation'));
    const missing = enKeys.filter((k) => !hi.exists(k, { lng: 'hi', fallbackLng: false }));
    expect(missing).toEqual([]);
    expect(enKeys.length).toBeGreaterThan(300);
  });
});
