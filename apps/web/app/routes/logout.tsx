import { redirect, type ActionFunctionArgs } from 'react-router';
import { clearedSessionCookie } from '@nagar/contract';
import { portalContext } from '../lib/context.ts';

export async function action(args: ActionFunctionArgs) {
  const ctx = portalContext(args);
  if (ctx.sessionToken) await ctx.portal.logout(ctx.sessionToken, ctx.ip);
  return redirect('/login?signedout=1', {
    headers: { 'Set-Cookie': clearedSessionCookie },
  });
}

export const loader = () => redirect('/login');
