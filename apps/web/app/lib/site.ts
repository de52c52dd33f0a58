import { pickLang, settingText, type Bilingual } from '@nagar/contract/base';
import type { SiteSettings } from '@nagar/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root.tsx';
import { createI18n, type Lang } from '../i18n/index.ts';
import { addPageTexts, type PageBundleSet } from './page-texts.ts';
import type { TextKey } from '../i18n/texts.ts';

/** Picks the current language's half of a bilingual value. */
export function useBilingual() {
  const { i18n } = useTranslation();
  return (value: Bilingual | undefined) => (value ? pickLang(value, i18n.language === 'hi' ? 'hi' : 'en') : '');
}

export function useSite() {
  const data = useRouteLoaderData<RootData>('root');
  const { i18n } = useTranslation();
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const site = data!.site;
  return {
    site,
    council: settingText(site, 'councilName', lang),
    state: settingText(site, 'stateName', lang),
    address: settingText(site, 'address', lang),
    officeHours: settingText(site, 'officeHours', lang),
    footerCredit: settingText(site, 'footerCredit', lang),
  };
}

/** "Page title | Council" for <title>, from the root loader's data in a route's meta function. */
export function pageTitle(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>, title: string): string {
  const council = rootCouncil(matches);
  return council ? `${title} | ${council}` : title;
}

/** The council's name in the page's language, from the root loader's data (for meta functions). */
export function rootCouncil(matches: Matches): string {
  const root = matches.find((m) => m?.id === 'root')?.data as { lang: Lang; site: SiteSettings } | undefined;
  return root ? settingText(root.site, 'councilName', root.lang === 'hi' ? 'hi' : 'en') : '';
}

export function rootLang(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): 'en' | 'hi' {
  const root = matches.find((m) => m?.id === 'root')?.data as { lang?: 'en' | 'hi' } | undefined;
  return root?.lang ?? 'en';
}

const metaI18n = new Map<Lang, ReturnType<typeof createI18n>>();

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** i18next's t in the page's language, for meta functions (which cannot use hooks). */
function metaInstance(lang: Lang) {
  let instance = metaI18n.get(lang);
  if (!instance) metaI18n.set(lang, (instance = createI18n(lang)));
  return instance;
}

export function metaT(matches: Matches) {
  return metaInstance(rootLang(matches)).t;
}

/** Title and description of a page from catalogue keys (and the page's own texts, if it has some). */
export function pageMeta(matches: Matches, titleKey: TextKey, descriptionKey?: TextKey, bundles?: PageBundleSet) {
  if (bundles) addPageTexts(metaInstance(rootLang(matches)), bundles);
  const t = metaT(matches);
  const council = rootCouncil(matches);
  const out: Array<Record<string, string>> = [{ title: pageTitle(matches, t(titleKey)) }];
  if (descriptionKey) out.push({ name: 'description', content: t(descriptionKey, { council }) });
  return out;
}
