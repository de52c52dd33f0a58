import { redirect } from 'react-router';
import type { Route } from './+types/admin-redirect';

/** The spec's admin paths live under /admin here. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/admin${url.pathname}${url.search}`);
}
