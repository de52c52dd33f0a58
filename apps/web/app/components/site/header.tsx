import { useEffect, useRef, useState } from 'react';
import { DisclosureButton } from '../disclosure-button.tsx';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SITE_MENU, mapSearchUrl } from '@nagar/contract';
import { useSite } from '../../lib/site.ts';
import { CouncilMark } from './emblem.tsx';
import { DisplayControls } from './display-controls.tsx';
import { useLeavingHref } from '../../lib/external.ts';
import { dataKey } from '../../i18n/keys.ts';
import { menuKeysAndClicks } from '../../islands/menu.ts';
import { SiteSearch } from './site-search.tsx';

interface MenuItem {
  to: string;
  label: string;
}
interface Menu {
  label: string;
  to?: string;
  items?: MenuItem[];
}

/** The public header: top bar, council name, and the main menu (plain <details> menus work without JavaScript). */
export function Header() {
  return (
    <header className="site-header">
      <TopBar />
      <BrandRow />
      <MainNav />
    </header>
  );
}

/** The link to this page in the other language. */
function LanguageLink() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const other = i18n.language === 'hi' ? 'en' : 'hi';
  const here = location.pathname + location.search;
  return (
    <a
      href={`/language/${other}?to=${encodeURIComponent(here)}`}
      lang={other}
      hrefLang={other}
      aria-label={t('common.otherLanguageLabel')}
      rel="alternate"
    >
      {t('common.otherLanguage')}
    </a>
  );
}

/** The top bar: the state, the office's location and email, the social links, the language and the display controls. */
function TopBar() {
  const { t } = useTranslation();
  const { site, state, address } = useSite();
  const leave = useLeavingHref();
  // Phones: the top bar's contacts and the campaign links are in the footer; the language stays in the brand row.
  return (
    <div className="topbar d-none d-lg-block">
      <div className="container d-flex flex-wrap gap-3 justify-content-between align-items-center">
        <span className="small">{state}</span>
        <div className="d-flex flex-wrap gap-3 align-items-center small">
          {address && (
            <a
              href={leave(mapSearchUrl(address))}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={`${t('header.locationLabel', { address })} ${t('common.opensNewWindow')}`}
            >
              {t('header.location')}
            </a>
          )}
          {site.email && <a href={`mailto:${site.email}`}>{site.email}</a>}
          {Object.entries(site.social)
            .filter(([, url]) => url)
            .map(([name, url]) => (
              <a key={name} href={leave(url)} rel="noopener noreferrer" target="_blank">
                {name} <span className="visually-hidden">{t('common.opensNewWindow')}</span>
              </a>
            ))}
          <LanguageLink />
          <DisplayControls className="topbar-display" />
        </div>
      </div>
    </div>
  );
}

/** The council's name and mark, the toll-free number, the campaign links and the search (on phones: search and language). */
function BrandRow() {
  const { t } = useTranslation();
  const { site, council } = useSite();
  const leave = useLeavingHref();
  return (
    <div className="container brand-row d-flex flex-wrap align-items-center gap-3 py-2">
      <Link to="/" className="brand d-flex align-items-center gap-2 me-auto">
        <CouncilMark />
        <span className="brand-name">{council}</span>
      </Link>
      <div className="phone-tools d-flex d-lg-none align-items-center gap-2">
        <Link to="/search" className="btn btn-sm btn-outline-primary">
          {t('phone_header.search')}
        </Link>
        <span className="phone-language">
          <LanguageLink />
        </span>
      </div>
      <div className="d-none d-lg-flex flex-wrap align-items-center gap-3">
        {site.tollFree && (
          <a className="tollfree" href={`tel:${site.tollFree.replace(/\s/g, '')}`}>
            {t('header.tollFree', { number: site.tollFree })}
          </a>
        )}
        {site.cleanIndiaUrl && (
          <a href={leave(site.cleanIndiaUrl)} rel="noopener noreferrer" target="_blank">
            {t('header.cleanIndia')} <span className="visually-hidden">{t('common.opensNewWindow')}</span>
          </a>
        )}
        {site.appUrl && <a href={leave(site.appUrl)}>{t('header.downloadApp')}</a>}
        <SiteSearch id="header-q" className="header-search d-flex gap-1" small />
      </div>
    </div>
  );
}

/** The main menu: its dropdowns close on a choice and on Escape, one open at a time. */
function MainNav() {
  const { t } = useTranslation();
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  // Choosing an item closes the open menus (spec: choosing a menu item closes the collapsed menu).
  useEffect(() => {
    navRef.current?.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'));
    setMenuOpen(false);
  }, [location.key]);

  // Escape and one dropdown open at a time: the same listeners as on a page served without React (islands/menu.ts).
  useEffect(() => (navRef.current ? menuKeysAndClicks(navRef.current, () => setMenuOpen(false)) : undefined), []);

  // The menu is the contract's SITE_MENU (the sitemap page and /sitemap.xml read it too), labelled here.
  const menus: Menu[] = SITE_MENU.map((menu) => ({
    label: t(dataKey(menu.label)),
    to: menu.to,
    items: menu.items?.map((item) => ({ to: item.to, label: t(dataKey(item.label)) })),
  }));

  return (
    <nav className="site-nav" aria-label={t('nav.main')} ref={navRef}>
      <div className="container">
        {/* Phones: the text size and contrast sit at the end of the menu bar (the brand row has no room). */}
        <DisplayControls className="phone-display d-lg-none" />
        {/* Small screens: with JavaScript a toggle button; without it a link whose target is the list (CSS :target opens it). */}
        <a className="nav-toggle-link" href="#main-menu">
          {t('nav.toggle')}
        </a>
        <DisclosureButton className="nav-toggle" controls="main-menu" open={menuOpen} onToggle={() => setMenuOpen((v) => !v)}>
          {t('nav.toggle')}
        </DisclosureButton>
        <ul className={`nav-list${menuOpen ? ' open' : ''}`} id="main-menu">
          {menus.map((menu) =>
            menu.items ? (
              <li key={menu.label}>
                <details className="nav-dropdown">
                  <summary>{menu.label}</summary>
                  <ul>
                    {menu.items.map((item) => (
                      <li key={item.to}>
                        <NavLink to={item.to} end>
                          {item.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={menu.label}>
                <NavLink to={menu.to!} end className="nav-top-link">
                  {menu.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}
