import type { Dispatch, SetStateAction } from 'react';
import type { TFunction } from 'i18next';
import { BILINGUAL_SETTINGS, type PublicSiteInfo, type SiteInfo, type SiteSettings } from '@nagar/contract';
import { dataKey, type KeysUnder } from '../../../i18n/keys.ts';

/** The form's state: the settings, with the map's coordinates as typed. */
export type FormValues = Omit<SiteSettings, 'location' | 'notices'> & { lat: string; lon: string };

/** Messages by field path (`councilNameHi`, `importantLinks.2.url`). */
export type Errors = Record<string, string>;

/** What every section of the settings form gets: the values, their messages, and the way to change them. */
export interface SectionProps {
  values: FormValues;
  errors: Errors;
  /** Sets the values; the changed field's message (by its path) goes. */
  update: (next: FormValues, changedPath?: string) => void;
  setErrors: Dispatch<SetStateAction<Errors>>;
}

export function toForm(site: PublicSiteInfo | SiteSettings): FormValues {
  // The notices' templates are Admin › Notifications' (a save here leaves them as stored).
  const { location, notices: _notices, ...rest } = site as SiteInfo;
  const { logo: _logo, ...values } = rest as SiteInfo;
  return { ...values, lat: location ? String(location.lat) : '', lon: location ? String(location.lon) : '' };
}

/** The record the API takes: coordinates as numbers (text that is no number is sent as it is, and refused). */
export function fromForm(values: FormValues): Record<string, unknown> {
  const { lat, lon, ...rest } = values;
  const num = (v: string) => (v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);
  return { ...rest, location: lat.trim() === '' && lon.trim() === '' ? null : { lat: num(lat), lon: num(lon) } };
}

/**
 * Field paths map to input ids: councilName → s-councilName-en, councilNameHi → s-councilName-hi,
 * importantLinks.2.labelHi → link-2-hi, importantLinks.2.url → link-2-url.
 */
function inputId(path: string): string {
  const link = /^importantLinks\.(\d+)\.(label|labelHi|url)$/.exec(path);
  if (link) return `link-${link[1]}-${link[2] === 'url' ? 'url' : link[2] === 'label' ? 'en' : 'hi'}`;
  if (path.startsWith('location')) return path.endsWith('lon') ? 's-lon' : 's-lat';
  const name = path.replace(/Hi$/, '');
  if ((BILINGUAL_SETTINGS as readonly string[]).includes(name)) return `s-${name}-${name === path ? 'en' : 'hi'}`;
  return `s-${path.replace(/\./g, '-')}`;
}

/** Focuses the first field with a message; focused before the error dialog opens, closing it returns here. */
export function focusFirstError(paths: string[]) {
  for (const path of paths) {
    const el = document.getElementById(inputId(path));
    if (el) return el.focus();
  }
}

/** A field's name as its label reads, for the error dialog's list: "Council name (Hindi)", "Link 2: Web address". */
export function fieldLabel(path: string, t: TFunction): string {
  const s = (key: KeysUnder<'settings'>, opts?: Record<string, unknown>) => t(`settings.${key}`, opts);
  const language = (lang: string) => s(lang === 'en' ? 'english' : 'hindi');
  const link = /^importantLinks\.(\d+)\.(label|labelHi|url)$/.exec(path);
  if (link) {
    const n = s('linkN', { n: Number(link[1]) + 1 });
    return `${n}: ${link[2] === 'url' ? s('linkUrl') : `${s('linkLabel')} (${language(link[2] === 'label' ? 'en' : 'hi')})`}`;
  }
  const [head = '', tail] = path.split('.');
  // A field's path from the server's answer: its parts are settings' keys (settings.<part>, res.<type>.entity).
  const part = (key: string) => t(dataKey(`settings.${key}`));
  const bilingual = BILINGUAL_SETTINGS.find((name) => head === name || head === `${name}Hi`);
  if (bilingual && !tail) return `${part(bilingual)} (${language(head === bilingual ? 'en' : 'hi')})`;
  if (head === 'location') return tail === 'lon' ? s('longitude') : tail === 'lat' ? s('latitude') : s('map');
  if (head === 'validityMonths' && tail) return `${t('validity.legend')}: ${t(dataKey(`res.${tail}.entity`))}`;
  if (head === 'homeTasks') return t('home_tasks.settingsLegend');
  if (tail && head !== 'social') return part(tail);
  return part(tail ?? head);
}
