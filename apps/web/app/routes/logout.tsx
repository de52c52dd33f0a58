import { redirect } from 'react-router';
import type { Route } from './+types/logout';

export async function action(args: Route.ActionArgs) {
  const ctx = args.context;
  if (ctx.sessionToken) await ctx.portal.logout(ctx.sessionToken, ctx.ip);
  return redirect('/login?signedout=1', {
    headers: { 'Set-Cookie': ctx.portal.sessionCookie(null) },
  });
}

export const loader = () => redirect('/login');
