import { resources } from './resources/index.ts';
import { can, hasBackOffice, type Area } from './roles.ts';

/** The master lists (districts, wards, grievance types): the grievance officers' area, not the editors'. */
export const MASTER_RESOURCES: readonly string[] = resources.filter((r) => r.nav?.area === 'masters').map((r) => r.name);

const SCREEN_AREAS: Record<string, Area> = {
  '': 'dashboard',
  dashboard: 'dashboard',
  profile: 'account',
  settings: 'settings',
  audit: 'audit',
  users: 'users',
  complaints: 'complaints',
  // The API reference (the document itself is public; the page is for whoever runs the site).
  api: 'settings',
};

/**
 * The area of a back-office path (/admin/<screen>[/...]): what the admin guard, the sidebar and the web
 * plugin's `.data` filter read from the one permission matrix. A content type's screen is 'content' (a master
 * list's 'masters'); an unknown screen is 'dashboard' (it answers 404 to whoever may open the back office).
 */
export function adminAreaOf(pathname: string): Area {
  const screen =
    pathname
      .replace(/\.data$/, '')
      .replace(/^\/admin\/?/, '')
      .split('/')[0] ?? '';
  const known = SCREEN_AREAS[screen];
  if (known) return known;
  const def = resources.find((r) => r.adminPath === screen);
  if (def) return MASTER_RESOURCES.includes(def.name) ? 'masters' : 'content';
  return 'dashboard';
}

/** Whether a role may open a back-office path. */
export const mayOpenAdminPath = (role: string | null | undefined, pathname: string) =>
  hasBackOffice(role) && can(role, adminAreaOf(pathname));

/** Where a role lands after signing in: the back office's dashboard, or the spec's /user/dashboard. */
export const homeOf = (role: string | null | undefined) => (hasBackOffice(role) ? '/admin/dashboard' : '/user/dashboard');
