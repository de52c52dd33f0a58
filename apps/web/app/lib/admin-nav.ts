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

/** The admin sidebar, in the spec's order: the content types and master lists from their definitions. */
export const adminNav: AdminNavItem[] = [
  { key: 'dashboard', path: 'dashboard' },
  ...entriesOf('content'),
  { key: 'complaints', path: 'complaints' },
  { key: 'messages', path: 'messages' },
  { key: 'licences', path: 'licences' },
  ...entriesOf('licences'),
  { key: 'propertyTax', path: 'propertytax' },
  { key: 'reports', path: 'reports' },
  ...entriesOf('masters'),
  { key: 'routing', path: 'routing' },
  { key: 'users', path: 'users' },
  { key: 'policies', path: 'policies' },
  { key: 'notifications', path: 'notifications' },
  { key: 'audit', path: 'audit' },
  { key: 'api', path: 'api' },
];
