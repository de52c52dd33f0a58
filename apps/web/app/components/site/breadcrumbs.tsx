import { Link, useLocation, useMatches } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SITE_EXTRA_PAGES, SITE_MENU } from '@nagar/contract';
import { dataKey } from '../../i18n/keys.ts';

interface Crumb {
  label: string;
  to?: string;
}

/** Pages outside the menu that belong under a page in it (their trail is that page's, then their own). */
const PARENTS: Array<{ match: RegExp; parent: string }> = [
  { match: /^\/tender-details$/, parent: '/currenttender' },
  { match: /^\/services\/.+/, parent: '/services' },
];

/** The trail to a menu page: its section (plain text: a section has no page of its own) and the page. */
function menuTrail(path: string): Crumb[] | null {
  for (const menu of SITE_MENU) {
    if (menu.to === path) return [{ label: menu.label, to: menu.to }];
    const item = menu.items?.find((i) => i.to === path);
    if (item) return [{ label: menu.label }, { label: item.label, to: item.to }];
  }
  const extra = SITE_EXTRA_PAGES.find((p) => p.to === path);
  return extra ? [{ label: extra.label, to: extra.to }] : null;
}

/**
 * Where the page sits (GIGW 3.0): Home › Documents › Notices, from the site's menu (@nagar/contract SITE_MENU),
 * in the page's language. A page outside the menu names itself with its route's handle ({ breadcrumb: key }) and
 * hangs under its parent (PARENTS); a page with neither shows none. The last item is the page (aria-current).
 */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  if (pathname === '/' || pathname === '/home') return null;
  const own = matches
    .map((m) => (m.handle as { breadcrumb?: string } | undefined)?.breadcrumb)
    .filter(Boolean)
    .at(-1);
  let trail = menuTrail(pathname);
  // Whether the trail ends with this page (else it ends with the parent, a link like the others).
  let endsHere = true;
  if (!trail) {
    const parent = PARENTS.find((p) => p.match.test(pathname))?.parent;
    const above = parent ? (menuTrail(parent) ?? []) : [];
    if (!own && !above.length) return null;
    trail = own ? [...above, { label: own }] : above;
    endsHere = Boolean(own);
  }
  const crumbs: Crumb[] = [{ label: 'breadcrumb.home', to: '/' }, ...trail];
  const last = endsHere ? crumbs.length - 1 : -1;
  return (
    <nav aria-label={t('breadcrumb.label')} className="breadcrumbs">
      <ol className="breadcrumb mb-3">
        {crumbs.map((c, i) => (
          <li
            key={`${c.label}-${i}`}
            className={`breadcrumb-item${i === last ? ' active' : ''}`}
            aria-current={i === last ? 'page' : undefined}
          >
            {c.to && i !== last ? <Link to={c.to}>{t(dataKey(c.label))}</Link> : t(dataKey(c.label))}
          </li>
        ))}
      </ol>
    </nav>
  );
}
