import { redirect, type LoaderFunctionArgs } from 'react-router';

/** The spec's admin paths live under /admin here. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`/admin${url.pathname}${url.search}`);
}
