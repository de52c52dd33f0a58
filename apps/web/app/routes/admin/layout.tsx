import { useEffect, useRef, useState } from 'react';
import { Form, NavLink, Outlet, useLocation, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import adminCss from '../../styles/admin.css?url';
import { requireAdmin } from '../../lib/admin-guard.ts';
import { adminNav } from '../../lib/admin-nav.ts';
import { useSite } from '../../lib/site.ts';
import { CouncilMark } from '../../components/site/Emblem.tsx';
import { SessionTimer } from '../../components/admin/SessionTimer.tsx';
import { usePageTexts } from '../../lib/page-texts.ts';
import { adminTexts } from '../../lib/admin-texts.ts';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }];
export const meta: MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

/** The guard: only signed-in staff with the admin role reach the back office (every child module calls it too). */
export function loader(args: LoaderFunctionArgs) {
  return { user: requireAdmin(args) };
}

export type AdminData = Awaited<ReturnType<typeof loader>>;

export default function AdminLayout({ loaderData }: { loaderData: AdminData }) {
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
        <button type="button" className="btn btn-sm btn-light sidebar-toggle" aria-expanded={open} aria-controls="admin-sidebar" onClick={() => setOpen((v) => !v)}>
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{t('admin.toggleSidebar')}</span>
        </button>
        <CouncilMark size={36} />
        <span className="admin-title">{council}</span>
        <details className="admin-menu ms-auto" ref={menuRef}>
          <summary className="btn btn-sm btn-light">{t('admin.menu')}</summary>
          <ul className="admin-menu-list">
            <li className="small text-body-secondary px-3 py-1">{t('admin.signedInAs', { email: loaderData.user.email })}</li>
            <li>
              <NavLink to="/admin/profile">{t('admin.profile')}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/settings">{t('admin.settings')}</NavLink>
            </li>
            <li>
              <Form method="post" action="/logout" reloadDocument>
                <button type="submit" className="btn btn-link">
                  {t('admin.logout')}
                </button>
              </Form>
            </li>
          </ul>
        </details>
      </header>
      <div className="admin-body">
        <nav id="admin-sidebar" className={`admin-sidebar${open ? ' open' : ''}`} aria-label={t('admin.sidebar')}>
          <ul>
            {adminNav.map((item) => (
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
