import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messagesEn, messagesHi, resources, type ResourceDef } from '@nagar/contract';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { pageTexts } from './pages/index.ts';

export type Lang = 'en' | 'hi';
export const LANGS: Lang[] = ['en', 'hi'];
export const LANG_COOKIE = 'lang';

/** Each resource's texts and field labels, from its contract, under res.<name>. */
function resourceTexts(lang: Lang) {
  const out: Record<string, unknown> = {};
  for (const def of resources as ResourceDef[]) {
    const texts = Object.fromEntries(Object.entries(def.texts).map(([k, v]) => [k, v?.[lang]]));
    const fields = Object.fromEntries(def.fields.map((f) => [f.key, f.label[lang]]));
    const options = Object.fromEntries(
      def.fields.filter((f) => f.options).map((f) => [f.key, Object.fromEntries(f.options!.map((o) => [o.value, o.label[lang]]))]),
    );
    const download = Object.fromEntries(def.fields.filter((f) => f.downloadLabel).map((f) => [f.key, f.downloadLabel![lang]]));
    out[def.name] = { ...texts, confirmNoun: def.texts.confirmNoun?.[lang] ?? def.texts.noun[lang], fields, options, download };
  }
  return out;
}

const pages = (lang: Lang) => Object.fromEntries(Object.entries(pageTexts).map(([key, texts]) => [key, texts[lang]]));

const catalogues = {
  en: { translation: { ...en, ...pages('en'), msg: messagesEn, res: resourceTexts('en') } },
  hi: { translation: { ...hi, ...pages('hi'), msg: messagesHi, res: resourceTexts('hi') } },
};

/** One i18next instance per language and page render; resources are bundled, so init is synchronous. */
export function createI18n(lang: Lang): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // Option values (e.g. designations) are keys and may contain spaces; none contains ':'.
    nsSeparator: false,
    lng: lang,
    fallbackLng: 'en',
    // i18next keeps (and page texts extend) the object it is given: each instance gets its own top level,
    // so that a page's texts added while rendering one request never leak into the next.
    resources: {
      en: { translation: { ...catalogues.en.translation } },
      hi: { translation: { ...catalogues.hi.translation } },
    },
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
