import { redirect, type ActionFunctionArgs } from 'react-router';
import { SESSION_COOKIE } from '@nagar/contract';
import { portalContext } from '../lib/context.ts';

export async function action(args: ActionFunctionArgs) {
  const ctx = portalContext(args);
  if (ctx.sessionToken) await ctx.portal.logout(ctx.sessionToken);
  return redirect('/login?signedout=1', {
    headers: { 'Set-Cookie': `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` },
  });
}

export const loader = () => redirect('/login');
