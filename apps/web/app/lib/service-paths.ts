/**
 * The menu's former "Coming soon" paths (spec §2): each is now the address of its service page. Other services
 * live under /services/<slug>.
 */
export const MENU_SERVICE_PATHS = [
  'viewpropertytax',
  'paypropertytax',
  'birth-death-certificate',
  'building-permission',
  'gps-tracing',
  'rti',
  'downloads/forms',
  'downloads/acts-rules',
  'downloads/budget',
] as const;

const menu = new Set<string>(MENU_SERVICE_PATHS);

/** The address of a service's page, by its slug. */
export const servicePath = (slug: unknown) => (menu.has(String(slug)) ? `/${String(slug)}` : `/services/${String(slug)}`);

/** A service's slug from the path of its page: /rti → rti, /services/water-connection → water-connection. */
export const slugOfPath = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '').replace(/^services\//, '');
