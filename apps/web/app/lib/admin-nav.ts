import { navAreaOf, resources } from '@nagar/contract';
import type { KeysUnder } from '../i18n/keys.ts';

/** A sidebar entry: its key in the admin.* catalogue and the screen's path under /admin. */
export interface AdminNavItem {
  key: KeysUnder<'admin'>;
  path: string;
}

/** A content type's entry: its label comes from its definition (admin.nav.<name>, see admin-texts.ts). */
const entriesOf = (area: 'content' | 'masters' | 'licences'): AdminNavItem[] =>
  resources.filter((r) => navAreaOf(r) === area).map((r) => ({ key: `nav.${r.name}`, path: r.adminPath }));

/** Screens of their own: each one's path is its key in lower case (propertyTax at /admin/propertytax). */
const screens = (...keys: Array<KeysUnder<'admin'>>): AdminNavItem[] => keys.map((key) => ({ key, path: key.toLowerCase() }));

/** The admin sidebar, in the spec's order: the content types and master lists from their definitions. */
export const adminNav: AdminNavItem[] = [
  ...screens('dashboard'),
  ...entriesOf('content'),
  ...screens('complaints', 'messages', 'licences'),
  ...entriesOf('licences'),
  ...screens('propertyTax', 'reports'),
  ...entriesOf('masters'),
  ...screens('routing', 'users', 'policies', 'notifications', 'audit', 'api'),
];
