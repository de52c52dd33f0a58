import { SESSION_COOKIE } from './limits.ts';

/**
 * Whether the session cookie is a secure one: when the portal's public address (PUBLIC_URL) is https, whatever
 * scheme a request arrived with (behind a proxy that ends TLS, the request itself is plain http).
 */
export const secureCookiesFor = (publicUrl: string) => publicUrl.startsWith('https://');

/**
 * The session cookie's name: `__Host-nagar_session` when secure (the browser then accepts it only with Secure,
 * Path=/ and no Domain, so neither a sibling sub-domain nor a plain-http page can set or shadow it), else
 * `nagar_session` (local use over http, where a browser would refuse a `__Host-` cookie).
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

/** The browser's session cookie: HttpOnly, SameSite=Lax, Path=/, no Domain; no Max-Age (the server decides expiry). */
export const sessionCookie = (token: string, secure: boolean) =>
  `${sessionCookieName(secure)}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Removes the session cookie. */
export const clearedSessionCookie = (secure: boolean) =>
  `${sessionCookieName(secure)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${secure ? '; Secure' : ''}`;
