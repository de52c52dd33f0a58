import { useLocation } from 'react-router';

/**
 * Links that leave the site (GIGW 3.0: the visitor is told first). An address on another origin goes through
 * /leaving?to=<address>, a page that names it and offers "Continue" and "Go back": it never forwards by itself,
 * so it is no open redirect. Only http and https addresses are offered at all.
 */
const MAX_URL = 2000;

/** The address as a URL when it is an absolute http(s) address a visitor may be sent to, else null. */
export function externalUrl(value: string | null | undefined): URL | null {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (!value || value.length > MAX_URL || /[\u0000-\u001f\u007f\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return url;
}

/** The href for a link to `target`: the leaving page for another site's address, the address itself otherwise. */
export function leavingHref(target: string, siteOrigin?: string): string {
  const url = externalUrl(target);
  if (!url) return target;
  if (siteOrigin && url.origin === siteOrigin) return target;
  return `/leaving?to=${encodeURIComponent(url.href)}`;
}

/** leavingHref with this page as the way back (the leaving page's "Go back"). */
export function useLeavingHref() {
  const location = useLocation();
  const from = location.pathname + location.search;
  return (target: string): string => {
    const href = leavingHref(target);
    return href === target ? href : `${href}&from=${encodeURIComponent(from)}`;
  };
}
