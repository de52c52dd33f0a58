import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Lang = 'en' | 'hi';
export const LANGS: Lang[] = ['en', 'hi'];
export const LANG_COOKIE = 'lang';

/**
 * The catalogues this process has (catalogues.server.ts builds them): both languages on the server, the
 * page's language in the browser (entry.client.tsx fetches it before hydrating).
 */
const catalogues: Partial<Record<Lang, Record<string, unknown>>> = {};

export function registerCatalogue(lang: Lang, texts: Record<string, unknown>) {
  catalogues[lang] = texts;
}

/** One i18next instance per language and page render; resources are at hand, so init is synchronous. */
export function createI18n(lang: Lang): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // Option values (e.g. designations) are keys and may contain spaces; none contains ':'.
    nsSeparator: false,
    lng: lang,
    fallbackLng: 'en',
    // i18next keeps the object it is given, and page texts extend it (lib/page-texts.ts): each instance gets its
    // own top level, whose entries are the shared catalogue's until a page's texts extend one (then that entry is
    // copied first), so that texts added while rendering one request never leak into the next. (A deep copy of
    // the whole catalogue, 35–66 KB of JSON, was ~3 % of an uncached page's render, and its garbage.) Only its language's: both
    // catalogues have every key (i18n/index.test.ts), so the English fallback is never read.
    resources: { [lang]: { translation: { ...catalogues[lang] } } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

export function langFromRequest(request: Request): Lang {
  const cookie = request.headers.get('cookie') ?? '';
  const match = /(?:^|;\s*)lang=(en|hi)\b/.exec(cookie);
  if (match) return match[1] as Lang;
  return /^hi\b/i.test(request.headers.get('accept-language') ?? '') ? 'hi' : 'en';
}
