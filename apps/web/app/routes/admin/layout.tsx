import { useEffect, useRef, useState } from 'react';
import { DisclosureButton } from '../../components/disclosure-button.tsx';
import { Link, NavLink, Outlet, isRouteErrorResponse, useLocation, useRouteError, type LinksFunction } from 'react-router';
import { SignOut } from '../../components/sign-out.tsx';
import { can, mayOpenAdminPath } from '@nagar/contract';
import { staffUsers } from '../../i18n/pages/staff-users.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import adminCss from '../../styles/admin.css?url';
import { requireAdmin } from '../../lib/admin-guard.ts';
import { adminNav } from '../../lib/admin-nav.ts';
import { pageMeta, useSite } from '../../lib/site.ts';
import { CouncilMark } from '../../components/site/emblem.tsx';
import { SessionTimer } from '../../components/admin/session-timer.tsx';
import { usePageTexts } from '../../lib/page-texts.ts';
import { adminTexts } from '../../lib/admin-texts.ts';
import type { Route } from './+types/layout';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }];
export const meta: Route.MetaFunction = ({ error, matches }) => [
  // A refused screen (403 from the guard) has no screen of its own to name it.
  ...(error ? pageMeta(matches, 'staffUsers.forbiddenTitle', undefined, { staffUsers }) : []),
  { name: 'robots', content: 'noindex' },
];

/** The guard: signed-in staff reach the back office, each role only its screens (the permission matrix). */
export async function loader(args: Route.LoaderArgs) {
  return { user: await requireAdmin(args, { recordRefusal: true }) };
}

export type AdminData = Awaited<ReturnType<typeof loader>>;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  usePageTexts(adminTexts);
  const { t } = useTranslation();
  const { council } = useSite();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    setOpen(false);
    menuRef.current?.removeAttribute('open');
  }, [location.pathname]);

  return (
    <div className="admin-app">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="admin-header d-flex align-items-center gap-2 px-3">
        <DisclosureButton
          className="btn btn-sm btn-light sidebar-toggle"
          controls="admin-sidebar"
          open={open}
          onToggle={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{t('admin.toggleSidebar')}</span>
        </DisclosureButton>
        <CouncilMark size={36} />
        <span className="admin-title">{council}</span>
        <details className="admin-menu ms-auto" ref={menuRef}>
          <summary className="btn btn-sm btn-light">{t('admin.menu')}</summary>
          <ul className="admin-menu-list">
            <li className="small text-body-secondary px-3 py-1">{t('admin.signedInAs', { email: loaderData.user.email })}</li>
            <li>
              <NavLink to="/admin/profile">{t('admin.profile')}</NavLink>
            </li>
            {can(loaderData.user.role, 'settings') && (
              <li>
                <NavLink to="/admin/settings">{t('admin.settings')}</NavLink>
              </li>
            )}
            <li>
              <SignOut reloadDocument buttonClassName="btn btn-link" label={t('admin.logout')} />
            </li>
          </ul>
        </details>
      </header>
      <div className="admin-body">
        <nav id="admin-sidebar" className={`admin-sidebar${open ? ' open' : ''}`} aria-label={t('admin.sidebar')}>
          <ul>
            {adminNav
              .filter((item) => mayOpenAdminPath(loaderData.user.role, `/admin/${item.path}`))
              .map((item) => (
                <li key={item.key}>
                  <NavLink to={`/admin/${item.path}`}>{t(`admin.${item.key}`)}</NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="admin-main">
          <Outlet />
        </main>
      </div>
      <SessionTimer expiresAt={loaderData.user.expiresAt} />
    </div>
  );
}

/** A screen the person's role does not open (403 from the guard): said plainly, with the way back. */
export function ErrorBoundary() {
  usePageTexts({ ...adminTexts, staffUsers });
  const { t } = useTranslation();
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main id="main" className="container py-5">
      <h1 className="h3">{t(forbidden ? 'staffUsers.forbiddenTitle' : 'common.errorTitle')}</h1>
      <p>{t(forbidden ? 'staffUsers.forbiddenText' : 'common.errorText')}</p>
      <Link to="/admin/dashboard">{t('staffUsers.backToDashboard')}</Link>
    </main>
  );
}

/** The back office is a React app in the browser (root.tsx `hydrates`). */
export const handle = { hydrate: true };
