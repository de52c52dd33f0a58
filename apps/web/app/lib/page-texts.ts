import type { i18n } from 'i18next';
import { useTranslation } from '../i18n/use-translation.ts';
import type { PageBundles } from '../i18n/texts.ts';

/** Texts of one page in both languages, under a key of their own (t('privacy.title')). */
export type PageTexts = { en: Record<string, unknown>; hi: Record<string, unknown> };

/**
 * Some of the page bundles, each under the key its texts are read with: only the bundles that texts.ts knows
 * (PageBundles), so that every key a page reads is in the typed key space (t('contact.title')).
 */
export type PageBundleSet = Partial<PageBundles>;

const added = new WeakMap<i18n, Set<PageTexts>>();

/**
 * Adds page texts to an i18next instance unless it has them. A key that the catalogue already has (res)
 * is merged into, deeply: the back office adds its resource texts to the public ones.
 */
export function addPageTexts(instance: i18n, bundles: Record<string, PageTexts>) {
  let seen = added.get(instance);
  if (!seen) added.set(instance, (seen = new Set()));
  let own = ownKeys.get(instance);
  if (!own) ownKeys.set(instance, (own = new Set()));
  for (const [key, texts] of Object.entries(bundles)) {
    if (seen.has(texts)) continue;
    seen.add(texts);
    for (const lang of ['en', 'hi'] as const) {
      // i18next extends what it holds in place (it copies what it is given): the instance's entry under this key
      // becomes its own copy first, since createI18n shares the catalogue's entries between instances.
      const data = instance.store?.data[lang]?.translation as Record<string, unknown> | undefined;
      if (data && !own.has(`${lang}:${key}`)) {
        own.add(`${lang}:${key}`);
        if (data[key] !== undefined) data[key] = structuredClone(data[key]);
      }
      instance.addResourceBundle(lang, 'translation', { [key]: texts[lang] }, true, true);
    }
  }
}

/** The top-level entries (`lang:key`) of an instance's catalogue that are its own copies. */
const ownKeys = new WeakMap<i18n, Set<string>>();

/**
 * A page's own texts travel with its route module (its own chunk), not in every page's bundle: the page
 * adds them to the catalogue before it renders.
 */
export function usePageTexts(bundles: PageBundleSet) {
  const { i18n } = useTranslation();
  addPageTexts(i18n, bundles);
}
