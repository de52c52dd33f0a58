import { useContext } from 'react';
import { I18nContext, getI18n, type UseTranslationResponse } from 'react-i18next';
import type { i18n as I18n } from 'i18next';

type Translation = UseTranslationResponse<'translation', undefined>;

const kept = new WeakMap<I18n, Translation>();

/**
 * The page's `t` and i18next instance, from the I18nextProvider above (root.tsx): react-i18next's
 * `useTranslation()` as this app uses it — one namespace, no key prefix, the language's texts at hand before
 * the first render (the server has both catalogues; entry.client.tsx fetches the page's before it hydrates), and
 * one instance per language (root.tsx makes a new one when the language changes, so nothing re-renders on
 * `languageChanged`).
 *
 * Why not react-i18next's own: on each component's first render it copies every property of the instance into a
 * wrapper object (`createI18nWrapper`, so that a change of language gives a new object). A page renders a hundred
 * or more components once each on the server: in a CPU profile of uncached public pages that copying was 17 % of
 * the server's busy time, more than React's own rendering. Here every component of a render shares one `t`.
 */
export function useTranslation(): Translation {
  // Outside a provider (a component rendered alone in a test), the instance initReactI18next registered.
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let translation = kept.get(i18n);
  if (!translation) {
    const t = i18n.getFixedT(null, 'translation');
    translation = Object.assign([t, i18n, true] as const, { t, i18n, ready: true }) as unknown as Translation;
    kept.set(i18n, translation);
  }
  return translation;
}
