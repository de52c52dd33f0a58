import { redirect } from 'react-router';
import { clearedSessionCookie } from '@nagar/contract';
import type { Route } from './+types/logout';

export async function action(args: Route.ActionArgs) {
  const ctx = args.context;
  if (ctx.sessionToken) await ctx.portal.logout(ctx.sessionToken, ctx.ip);
  return redirect('/login?signedout=1', {
    headers: { 'Set-Cookie': clearedSessionCookie },
  });
}

export const loader = () => redirect('/login');
