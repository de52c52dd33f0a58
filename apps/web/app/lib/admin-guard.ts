import { data, redirect, type AppLoadContext } from 'react-router';
import { hasBackOffice, matchedAdminPath, mayOpenAdminPath, type PortalUser } from '@nagar/contract';

/**
 * The back office's guard, called by the admin layout's loader (and by the screens' own loaders). The web plugin
 * runs every loader of the match for an `/admin….data` request the person may not open. Without a session: to sign
 * in, coming back here afterwards; signed in with a role that has no back office (the spec's `user`): to the user's
 * dashboard; a role that may open the back office but not this screen (an editor on /admin/complaints): 403.
 * The screen's area comes from the route React Router matched (the loader's `pattern` and `params`, contract
 * matchedAdminPath), never from the URL as typed: the router matches `/ADMIN/Settings` and `/%61dmin/settings` to the
 * settings screen, and so does the guard. Then the one permission matrix (contract adminAreaOf, PERMISSIONS) decides.
 */
export async function requireAdmin(
  args: { context: AppLoadContext; request: Request; pattern: string; params: Readonly<Record<string, string | undefined>> },
  options: { recordRefusal?: boolean } = {},
): Promise<PortalUser> {
  const { user, sessionToken, portal, ip } = args.context;
  const url = new URL(args.request.url);
  if (!user) {
    // A session cookie that no longer signs anyone in: the session ended, and the login page says so.
    url.searchParams.delete('_routes');
    const next = url.pathname.replace(/\.data$/, '') + url.search;
    throw redirect(`/login?${sessionToken ? 'expired=1&' : ''}next=${encodeURIComponent(next)}`);
  }
  // A restricted session does its one step first (the API answers it 403 everywhere else).
  if (user.mustChangePassword) throw redirect('/login/new-password');
  if (user.mustEnrol) throw redirect('/login/two-factor');
  if (!hasBackOffice(user.role)) throw redirect('/user/dashboard');
  // Only the back office's loaders call the guard; a match outside it (none today) opens nothing.
  const screen = matchedAdminPath(args.pattern, args.params);
  if (screen === null || !mayOpenAdminPath(user.role, screen)) {
    // A refusal is a fact for the audit trail, as on the API: written by the layout's guard alone (one row per
    // refused request, however many loaders of the match call the guard).
    if (options.recordRefusal) await portal.accessRefused(user, screen ?? url.pathname.replace(/\.data$/, ''), ip);
    throw data({ forbidden: true }, { status: 403 });
  }
  return user;
}
