import { redirect } from 'react-router';
import type { PortalUser } from '@nagar/contract';
import { portalContext } from './context.ts';

/**
 * The back office's guard, called by the admin layout's loader (and by the screens' own loaders). The web plugin
 * runs every loader of the match for an `/admin….data` request without an admin session. Without a session: to sign in,
 * coming back here afterwards; signed in without the admin role: to the user's dashboard.
 */
export function requireAdmin(args: { context: unknown; request: Request }): PortalUser {
  const { user, sessionToken } = portalContext(args);
  if (!user) {
    const url = new URL(args.request.url);
    // A session cookie that no longer signs anyone in: the session ended, and the login page says so.
    url.searchParams.delete('_routes');
    const next = url.pathname.replace(/\.data$/, '') + url.search;
    throw redirect(`/login?${sessionToken ? 'expired=1&' : ''}next=${encodeURIComponent(next)}`);
  }
  if (user.role !== 'admin') throw redirect('/user/dashboard');
  return user;
}
