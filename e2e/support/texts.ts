import { en } from '../../apps/web/app/i18n/en.ts';
import { publicPages } from '../../apps/web/app/i18n/pages/public-pages.ts';

/**
 * A catalogue key shown instead of its text ('contact.hoursValue', 'grievance_view.error'): the top-level
 * names of the catalogues (apps/web/app/i18n: en.ts, the shared page texts, the texts each page loads for
 * itself, res.* and msg.*).
 */
export const RAW_KEY = new RegExp(
  `(?<![\\w@/.-])(?:${[...Object.keys(en), ...Object.keys(publicPages.en), 'contact', 'holidays', 'privacy', 'tradeLicence', 'staffComplaints', 'grievance_[a-z]+', 'res', 'msg', 'admin'].join('|')})\\.[A-Za-z_][\\w.]*`,
  'g',
);
