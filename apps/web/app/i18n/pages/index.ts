/**
 * Page-specific texts, one module per page, each `{ en, hi }` with the same shape. They are merged into
 * the catalogues under their key (e.g. t('privacy.title')), so pages can be written without touching en.ts.
 * Add a page: create `./<page>.ts` exporting `{ en, hi }` and list it below.
 */
import { contact } from './contact.ts';
import { holidays } from './holidays.ts';
import { privacy } from './privacy.ts';
import { tradeLicence } from './tradeLicence.ts';

import { publicPages } from './publicPages.ts';
import { grievance } from './grievance.ts';
import { staffComplaints } from './staffComplaints.ts';

type Texts = { en: Record<string, unknown>; hi: Record<string, unknown> };

export const pageTexts: Record<string, Texts> = {};

for (const [key, en] of Object.entries(publicPages.en)) pageTexts[key] = { en, hi: (publicPages.hi as Record<string, Record<string, unknown>>)[key]! };
pageTexts.privacy = privacy;
pageTexts.tradeLicence = tradeLicence;
pageTexts.holidays = holidays;
pageTexts.contact = contact;

for (const key of Object.keys(grievance.en) as Array<keyof typeof grievance.en>) pageTexts[`grievance_${key}`] = { en: grievance.en[key], hi: grievance.hi[key] };
pageTexts.staffComplaints = staffComplaints;
