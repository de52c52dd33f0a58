import { redirect } from 'react-router';
import { CONTRASTS, TEXT_SIZES, displayCookies, displayFromCookie, type Contrast, type TextSize } from '@nagar/contract';
import { safeReturnPath } from '../lib/paths.ts';
import type { Route } from './+types/display';

/**
 * /display?size=lg&contrast=high&to=/notice: the header's text-size and contrast controls without JavaScript.
 * Remembers the choice for a year (the cookies of @nagar/contract's display.ts) and returns to the same page; a
 * value it does not know leaves that choice as it was, a return path off the site goes home.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const current = displayFromCookie(request.headers.get('cookie'));
  const size = query.get('size');
  const contrast = query.get('contrast');
  const next = {
    size: TEXT_SIZES.includes(size as TextSize) ? (size as TextSize) : current.size,
    contrast: CONTRASTS.includes(contrast as Contrast) ? (contrast as Contrast) : current.contrast,
  };
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of displayCookies(next)) headers.append('Set-Cookie', cookie);
  return redirect(safeReturnPath(query.get('to')), { status: 303, headers });
}
