import { redirect } from 'react-router';
import { LANGS, LANG_COOKIE, type Lang } from '../i18n/index.ts';
import { safeReturnPath } from '../lib/paths.ts';
import type { Route } from './+types/language';

/** /language/hi?to=/notice: remembers the choice for a year and returns to the same page. */
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = LANGS.includes(params.lang as Lang) ? params.lang : 'en';
  const to = safeReturnPath(new URL(request.url).searchParams.get('to'));
  return redirect(to, {
    headers: { 'Set-Cookie': `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax` },
  });
}
