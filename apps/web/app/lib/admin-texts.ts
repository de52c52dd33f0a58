import { admin } from '../i18n/admin.ts';
import { resourceTexts } from '../i18n/resource-texts.ts';
import type { PageTexts } from './page-texts.ts';

/** The back office's texts: its own, and every content type's (merged into the public res.*). */
export const adminTexts: Record<string, PageTexts> = {
  admin,
  res: { en: resourceTexts('en'), hi: resourceTexts('hi') },
};
