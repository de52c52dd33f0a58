import { POLICY_SLUGS } from './policy-slugs.ts';
import { resources } from './resources/index.ts';

/** The Documents section: every content type's public list (its definition's `publicPath` and `menu`), in their places. */
const documentLists: SiteMenuItem[] = resources
  .flatMap((def) => (def.publicPath && def.menu ? [{ to: `/${def.publicPath}`, label: def.menu.label, position: def.menu.position }] : []))
  .sort((a, b) => a.position - b.position)
  .map(({ to, label }) => ({ to, label }));

/**
 * The public site's menu (the header's, by section) and the pages linked from the footer: paths and the web
 * app's i18n keys of their labels. The header, the HTML sitemap page (/sitemap) and the server's /sitemap.xml
 * all read this one list, so a page added to the menu is in both sitemaps.
 */
export interface SiteMenuItem {
  to: string;
  /** The label's key in the web app's catalogues (English and Hindi). */
  label: string;
}
export interface SiteMenu {
  label: string;
  to?: string;
  items?: SiteMenuItem[];
}

export const SITE_MENU: readonly SiteMenu[] = [
  { label: 'nav.home', to: '/' },
  {
    label: 'nav.aboutUs',
    items: [
      { to: '/about', label: 'nav.about' },
      { to: '/standingcommitee', label: 'nav.standingCommittee' },
      { to: '/wardparsad', label: 'nav.wardParsad' },
      { to: '/findmyward', label: 'nav.findMyWard' },
      { to: '/executiveofficer', label: 'nav.eoList' },
      { to: '/chairman', label: 'nav.chairmanList' },
      { to: '/employeelist', label: 'nav.employeeList' },
      { to: '/listofholiday', label: 'nav.listOfHoliday' },
      { to: '/privacypolicy', label: 'nav.privacyPolicy' },
    ],
  },
  {
    label: 'nav.tenders',
    items: [
      { to: '/currenttender', label: 'nav.currentTender' },
      { to: '/pasttender', label: 'nav.pastTender' },
    ],
  },
  { label: 'nav.documents', items: documentLists },
  {
    label: 'header.downloads',
    items: [
      { to: '/downloads/forms', label: 'header.forms' },
      { to: '/downloads/acts-rules', label: 'header.actsRules' },
      { to: '/downloads/budget', label: 'header.budget' },
    ],
  },
  {
    label: 'nav.grievance',
    items: [
      { to: '/postgrievance', label: 'nav.postGrievance' },
      { to: '/trackgrievance', label: 'nav.trackStatus' },
      { to: '/viewgrievance', label: 'nav.viewGrievance' },
      { to: '/grievancestats', label: 'nav.grievanceStats' },
      { to: '/rti', label: 'nav.rti' },
    ],
  },
  {
    label: 'nav.services',
    items: [
      { to: '/tradelicense', label: 'nav.tradeLicense' },
      { to: '/viewpropertytax', label: 'nav.viewPropertyTax' },
      { to: '/paypropertytax', label: 'nav.payPropertyTax' },
      { to: '/birth-death-certificate', label: 'nav.birthDeath' },
      { to: '/building-permission', label: 'nav.buildingPermission' },
      { to: '/gps-tracing', label: 'nav.gpsTracing' },
    ],
  },
  {
    label: 'nav.gallery',
    items: [
      { to: '/photogallery', label: 'nav.photoGallery' },
      { to: '/videogallery', label: 'nav.videoGallery' },
      { to: '/pressrelease', label: 'nav.pressRelease' },
    ],
  },
  // Citizens need no account (they file and track with a number and their mobile): staff sign in here.
  { label: 'nav.login', items: [{ to: '/login', label: 'nav.officeLogin' }] },
  { label: 'nav.contacts', to: '/contactus' },
];

/** Public pages outside the menu: reached from the footer, the header's search and the services list. */
export const SITE_EXTRA_PAGES: readonly SiteMenuItem[] = [
  { to: '/search', label: 'search.submit' },
  { to: '/services', label: 'nav.services' },
  { to: '/sitemap', label: 'sitemap.title' },
  // The policy pages (policy.ts), linked from the footer beside the privacy policy.
  ...POLICY_SLUGS.map((slug) => ({ to: `/${slug}`, label: `footer.policy.${slug}` })),
];

/**
 * Paths no search engine should crawl: the back office and its API, sign-in, a signed-in person's pages, and the
 * pages that show citizens' complaints and their photos (tracking, and the public complaint list). A complaint's
 * photo is a stored file at /files/<uuid>/<name> like any public document, so it cannot be told apart by its
 * path: keeping the pages that link to them out is what keeps the photos out. /sitemap.xml leaves these out
 * and /robots.txt disallows them.
 */
export const NOT_INDEXED_PATHS = ['/admin', '/api/Admin', '/login', '/logout', '/user', '/trackgrievance', '/viewgrievance'] as const;

const notIndexed = (path: string) => NOT_INDEXED_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

/** Every public page's path, once each, in menu order (the ones to list in /sitemap.xml). */
export function publicPagePaths(): string[] {
  const paths = [...SITE_MENU.flatMap((m) => (m.items ? m.items.map((i) => i.to) : [m.to!])), ...SITE_EXTRA_PAGES.map((p) => p.to)];
  return [...new Set(paths)].filter((p) => !notIndexed(p));
}

/** The RSS feeds (RSS 2.0), by content type: /rss/<file>.xml in English, with ?lang=hi in Hindi. */
export const RSS_FEEDS = { latestNews: 'latestnews', notice: 'notice', tender: 'tenders', pressRelease: 'pressrelease' } as const;
export type FeedName = keyof typeof RSS_FEEDS;

/** A feed's path on this site in a language. */
export const feedPath = (feed: FeedName, lang: 'en' | 'hi') => `/rss/${RSS_FEEDS[feed]}.xml${lang === 'hi' ? '?lang=hi' : ''}`;
