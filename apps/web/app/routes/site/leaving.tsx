import { data, Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { externalUrl } from '../../lib/external.ts';
import { safeReturnPath } from '../../lib/paths.ts';
import { pageMeta, useSite } from '../../lib/site.ts';
import type { Route } from './+types/leaving';

/** The breadcrumb's last item (components/site/breadcrumbs.tsx). */
export const handle = { breadcrumb: 'leaving.title' };

export const meta: Route.MetaFunction = ({ matches, data: d }) =>
  pageMeta(matches, d?.to ? 'leaving.title' : 'leaving.invalidTitle', 'leaving.description');

/**
 * /leaving?to=https://…&from=/notice: says that the link leads off the site, shows where, and offers to go on or
 * back. Never forwards by itself; anything but an http(s) address is refused (400) and offers no link.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const to = externalUrl(query.get('to'))?.href ?? null;
  const back = safeReturnPath(query.get('from'));
  return data({ to, back }, { status: to ? 200 : 400 });
}

/** Not a page for search engines: it says nothing of its own. */
export const headers: Route.HeadersFunction = () => ({ 'X-Robots-Tag': 'noindex' });

export default function Leaving({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { council } = useSite();
  const { to, back } = loaderData;
  if (!to)
    return (
      <article>
        <h1 className="h2">{t('leaving.invalidTitle')}</h1>
        <p>{t('leaving.invalidText')}</p>
        <p>
          <Link to={back}>{t('leaving.back')}</Link>
        </p>
      </article>
    );
  return (
    <article className="leaving">
      <h1 className="h2">{t('leaving.title')}</h1>
      <p>{t('leaving.text', { council })}</p>
      <p>
        <strong>{t('leaving.destination')}:</strong>{' '}
        <span className="leaving-url" dir="ltr" lang="en">
          {to}
        </span>
      </p>
      <p className="d-flex flex-wrap gap-3">
        <a className="btn btn-primary" href={to} rel="noopener noreferrer external">
          {t('leaving.continue')}
        </a>
        <Link className="align-self-center" to={back}>
          {t('leaving.back')}
        </Link>
      </p>
    </article>
  );
}
