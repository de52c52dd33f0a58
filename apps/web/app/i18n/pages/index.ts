/**
 * Texts shared by many public pages, merged into the catalogues under their key (t('officials.name')).
 * Texts of one page (privacy, contact, grievance, ...) are not here: each route module adds its own with
 * usePageTexts (lib/page-texts.ts), so they load with that page only.
 */
import { publicPages } from './public-pages.ts';
import { feedTexts } from './feeds.ts';
import { displayTexts } from './display.ts';

type Texts = { en: Record<string, unknown>; hi: Record<string, unknown> };

export const pageTexts: Record<string, Texts> = {};

for (const [key, en] of Object.entries(publicPages.en))
  pageTexts[key] = { en, hi: (publicPages.hi as Record<string, Record<string, unknown>>)[key]! };

for (const [key, en] of Object.entries(displayTexts.en))
  pageTexts[key] = { en, hi: (displayTexts.hi as Record<string, Record<string, unknown>>)[key]! };

for (const [key, en] of Object.entries(feedTexts.en))
  pageTexts[key] = { en, hi: (feedTexts.hi as Record<string, Record<string, unknown>>)[key]! };
