import { resources, type ResourceName } from '@nagar/contract';
import { admin } from '../i18n/admin.ts';
import { resourceTexts } from '../i18n/resource-texts.ts';
import type { PageBundles, ResTexts } from '../i18n/texts.ts';

/** The sidebar labels of the content types, from their definitions (admin.nav.<name>; default: the heading). */
const navLabels = (lang: 'en' | 'hi') =>
  Object.fromEntries(resources.map((r) => [r.name, (r.nav?.label ?? r.texts.heading)[lang]])) as Record<ResourceName, string>;

/** The back office's texts: its own, and every content type's (merged into the public res.*). */
export const adminTexts: Pick<PageBundles, 'admin' | 'res'> = {
  admin: { en: { ...admin.en, nav: navLabels('en') }, hi: { ...admin.hi, nav: navLabels('hi') } },
  // Built from every definition (one entry per content type, each with its texts, fields and options): texts.ts's ResTexts.
  res: { en: resourceTexts('en') as ResTexts, hi: resourceTexts('hi') as ResTexts },
};
