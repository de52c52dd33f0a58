import { SESSION_COOKIE } from './limits.ts';

/** The browser's session cookie: HttpOnly, SameSite=Lax, Secure over HTTPS; no Max-Age (the server decides expiry). */
export const sessionCookie = (token: string, secure: boolean) =>
  `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Removes the session cookie. */
export const clearedSessionCookie = `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
