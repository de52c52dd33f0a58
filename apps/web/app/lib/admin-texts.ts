import { resources } from '@nagar/contract';
import { admin } from '../i18n/admin.ts';
import { resourceTexts } from '../i18n/resource-texts.ts';
import type { PageTexts } from './page-texts.ts';

/** The sidebar labels of the content types, from their definitions (admin.nav.<name>; default: the heading). */
const navLabels = (lang: 'en' | 'hi') => Object.fromEntries(resources.map((r) => [r.name, (r.nav?.label ?? r.texts.heading)[lang]]));

/** The back office's texts: its own, and every content type's (merged into the public res.*). */
export const adminTexts: Record<string, PageTexts> = {
  admin: { en: { ...admin.en, nav: navLabels('en') }, hi: { ...admin.hi, nav: navLabels('hi') } },
  res: { en: resourceTexts('en'), hi: resourceTexts('hi') },
};
