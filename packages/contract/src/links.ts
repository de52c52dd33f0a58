/**
 * Link shapes of the service and video content types: a service's online link (a page of this site or an
 * external https portal), a service page's address, and a YouTube video link reduced to its id.
 */

/** A path of this site: one leading slash (not `//host`), then path characters only; no scheme, no spaces. */
const SITE_PATH_RE = /^\/(?!\/)[A-Za-z0-9\-._~/]*(?:\?[A-Za-z0-9\-._~=&%]*)?$/;

/** An internal route such as /postgrievance, or an https:// address with a host name. */
export function isServiceLink(value: string): boolean {
  if (SITE_PATH_RE.test(value)) return true;
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

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

const menuPaths = new Set<string>(MENU_SERVICE_PATHS);

/** The address of a service's page, by its slug (the services list and the site search link to it). */
export const servicePath = (slug: unknown) => (menuPaths.has(String(slug)) ? `/${String(slug)}` : `/services/${String(slug)}`);

/** A service page's address under the site's root: `rti`, `downloads/forms` (small letters, digits, hyphens). */
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,2}$/;

const YOUTUBE_ID_RE = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

/**
 * The 11-character id of a YouTube video from the links people paste: youtube.com/watch?v=ID, youtu.be/ID,
 * youtube.com/embed/ID (and /shorts/ID), or the bare id itself. Null for anything else.
 */
export function youtubeId(value: string): string | null {
  const text = value.trim();
  if (YOUTUBE_ID_RE.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === 'watch' && parts.length === 1) id = url.searchParams.get('v');
    else if ((parts[0] === 'embed' || parts[0] === 'shorts') && parts.length === 2) id = parts[1];
  }
  return id && YOUTUBE_ID_RE.test(id) ? id : null;
}

/** The one origin the pages may frame for videos (the CSP's frame-src). */
export const YOUTUBE_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/** The privacy-enhanced player (no cookies until the visitor plays), started at once: the visitor asked for it. */
export const youtubePlayerUrl = (id: string) => `${YOUTUBE_PLAYER_ORIGIN}/embed/${id}?autoplay=1`;
/** The video's page on YouTube: the poster's link when JavaScript is off. */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
