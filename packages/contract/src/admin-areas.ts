import { resources, type ResourceName } from './resources/index.ts';
import { navAreaOf } from './resource.ts';
import { can, hasBackOffice, type Area } from './roles.ts';

/** The master lists (districts, wards, grievance types): the grievance officers' area, not the editors'. */
export const MASTER_RESOURCES: readonly ResourceName[] = resources.filter((r) => r.nav?.area === 'masters').map((r) => r.name);

const SCREEN_AREAS: Record<string, Area> = {
  '': 'dashboard',
  dashboard: 'dashboard',
  profile: 'account',
  settings: 'settings',
  // The policy pages (hyperlinking, copyright, terms, ...): the admin's, as the settings.
  policies: 'settings',
  audit: 'audit',
  users: 'users',
  complaints: 'complaints',
  // Complaint reports: whoever works the queue (an officer: their wards' figures).
  reports: 'complaints',
  // Issue 28: routing rules and escalation officers (who complaints go to: the admin's, as the master lists),
  // and the outbox of notices with its templates (the admin's, as the settings).
  routing: 'masters',
  notifications: 'settings',
  // Issue 27: the contact inbox.
  messages: 'messages',
  // Issue 27: the revenue section: trade licence applications (and their fee schedule), the property tax register.
  licences: 'licences',
  propertytax: 'propertyTax',
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
  if (def) return navAreaOf(def);
  return 'dashboard';
}

/**
 * The back-office path React Router matched, from a loader's `pattern` (the matched routes' paths as written in
 * routes.ts: `/admin/settings`, `/admin/:screen`) and `params` (decoded): the route decides, not the URL as typed.
 * The router matches static segments in any case and after percent-decoding (`/ADMIN/Settings`, `/%61dmin/settings`
 * both reach `/admin/settings`); the guard reads the same match, so no spelling reaches a screen under another
 * screen's area. Null when the match is not the back office.
 */
export function matchedAdminPath(pattern: string, params: Readonly<Record<string, string | undefined>>): string | null {
  // React Router joins the matched routes' paths with or without a leading slash.
  const path = ('/' + pattern).replace(/\/\/+/g, '/');
  if (path !== '/admin' && !path.startsWith('/admin/')) return null;
  return path
    .split('/')
    .map((segment) => {
      if (segment === '*') return params['*'] ?? '';
      if (segment.startsWith(':')) return params[segment.slice(1).replace(/\?$/, '')] ?? '';
      return segment;
    })
    .join('/');
}

/** Whether a role may open a back-office path. */
export const mayOpenAdminPath = (role: string | null | undefined, pathname: string) =>
  hasBackOffice(role) && can(role, adminAreaOf(pathname));

/** Where a role lands after signing in: the back office's dashboard, or the spec's /user/dashboard. */
export const homeOf = (role: string | null | undefined) => (hasBackOffice(role) ? '/admin/dashboard' : '/user/dashboard');
