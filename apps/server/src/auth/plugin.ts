import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { can, secureCookiesFor, sessionCookieName, type Area } from '@nagar/contract';
import { httpError } from '../lib/errors.ts';
import type { SessionUser } from './accounts.ts';
import { recordRefusal } from '../audit/refusals.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's place in the permission matrix: 'public' (anyone) or the back-office area whose guard
     * (`preHandler: app.requireArea(area)`) it carries. Every route declares one: the role-matrix test
     * (auth/role-matrix.test.ts) fails for a route without it, and checks each role's answer against it.
     */
    area?: 'public' | Area;
    /**
     * A route a restricted session may reach (one signed in with a one-time password, or an admin still to set
     * up two-factor sign-in): me, sign-out, the password change and the two-factor set-up. Others answer 403.
     */
    allowRestricted?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** How the session token came: a cookie needs the same-origin check on writes, a bearer header does not. */
    authVia: 'cookie' | 'bearer' | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** The guard of a back-office route: signed in, and the role may open the area (contract PERMISSIONS). */
    requireArea(area: Area): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * A back-office route's options for its area: the area in its config (what the role matrix reads) and its guard,
     * named once: `api.get(path, { ...app.guardArea('audit'), schema }, handler)`.
     */
    guardArea<A extends Area>(
      area: A,
    ): { config: { area: A }; preValidation: (request: FastifyRequest, reply: FastifyReply) => Promise<void> };
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One cookie's value from a Cookie header. The portal reads a single cookie and sets it only at sign-in
 * and sign-out, so it does without a cookie plugin's hooks on every request.
 */
export function readCookie(header: string | undefined, name: string): string {
  if (!header) return '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return '';
      }
    }
  }
  return '';
}

/**
 * The site's own origin (scheme, host and port), which a cookie-authenticated write's Origin (or Referer) must
 * equal. PUBLIC_URL when it is set: the address people use, whatever the proxy in front passes on (no header is
 * believed). Otherwise the request's own scheme and Host as Fastify sees them after TRUST_PROXY: behind a proxy
 * that terminates TLS, either PUBLIC_URL or TRUST_PROXY must be set (or every write of a browser is refused as
 * coming from http), and a direct client cannot choose what it is compared with: its browser sends the Host of
 * the site it is on.
 */
export function siteOrigin(request: FastifyRequest): string | null {
  const { publicUrl, publicUrlSet } = request.server.services.config;
  try {
    return new URL(publicUrlSet ? publicUrl : `${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * A cookie-authenticated write must come from a page of this site (CSRF defence beside SameSite=Lax): the Origin
 * header's scheme, host and port equal the site's (an http page of the same host, or another port, is another
 * site); without an Origin, the Referer's origin.
 */
export function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin ?? request.headers.referer;
  if (!origin) return false;
  try {
    const site = siteOrigin(request);
    return site !== null && new URL(origin).origin === site;
  } catch {
    return false;
  }
}

/**
 * Paths whose answers are personal or about staff, whoever asks: the account and back-office API, complaint
 * tracking and reminders, and the sign-in, back-office and tracking pages (with their .data requests).
 */
const PRIVATE_PATHS = [
  /^\/api\/(Account|Admin)\//i,
  /^\/api\/Public\/complaint\/[^/?]+(\/reminder)?(\?|$)/i,
  /^\/(admin|login|trackgrievance|user)([/.?]|$)/i,
];
const isPrivatePath = (url: string) => PRIVATE_PATHS.some((re) => re.test(url));

export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('authVia', null);
  app.decorateRequest('sessionToken', null);
  // Only the name the portal sets is read: over https a plain `nagar_session` (which a sibling sub-domain or an
  // http page could plant) signs no one in.
  const cookieName = sessionCookieName(secureCookiesFor(app.services.config.publicUrl));

  // A callback hook, not an async one: most requests (public pages, lists, files) carry no credentials and
  // should cost nothing here.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const token = bearer || readCookie(request.headers.cookie, cookieName);
    if (!token || request.url.startsWith('/files/') || request.url.startsWith('/assets/')) return done();
    request.sessionToken = token;
    request.authVia = bearer ? 'bearer' : 'cookie';
    app.services.accounts.authenticate(token).then((user) => {
      request.user = user;
      done();
    }, done);
  });

  // Answers for a signed-in person, the back office and the account calls, sign-in, and complaint tracking
  // (personal) are never kept by a browser or a shared cache.
  app.addHook('onSend', (request, reply, payload, done) => {
    // A signed-in person's answers too, except versioned files that are the same for everyone (the catalogue).
    const shared = String(reply.getHeader('cache-control') ?? '').includes('immutable');
    // A page form's POST answer (React Router's `.data`) is never stored by an HTTP cache anyway (no explicit
    // freshness), and Chromium cancels such a streamed answer marked no-store while the router still reads it
    // (seen in the browser tests: sign-in and tracking POSTs aborted). API answers keep it for every method.
    const pagePost = request.method === 'POST' && !request.url.startsWith('/api/');
    if (!pagePost && ((request.user && !shared) || isPrivatePath(request.url))) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.decorate('guardArea', <A extends Area>(area: A) => ({ config: { area }, preValidation: app.requireArea(area) }));
  app.decorate('requireArea', (area: Area) => async (request: FastifyRequest) => {
    if (!request.user) throw httpError(401, 'notSignedIn');
    // A restricted session does its one duty first (no audit row: it is the person's own next step, not a probe).
    const { mustChangePassword, mustEnrol } = request.user;
    if ((mustChangePassword || mustEnrol) && !request.routeOptions.config.allowRestricted) {
      throw httpError(403, mustChangePassword ? 'passwordChangeFirst' : 'twoFactorEnrolFirst');
    }
    if (!can(request.user.role, area)) {
      // A refusal of a signed-in person is a fact for the audit trail (one row, up to a number per minute;
      // anonymous 401s write none).
      await recordRefusal(app.services.db, request.user, request.ip, {
        entity: 'route',
        entityId: `${request.method} ${request.routeOptions.url ?? request.url}`,
        changes: { area },
      });
      throw httpError(403, 'forbidden');
    }
    if (request.authVia === 'cookie' && !SAFE.has(request.method) && !sameOrigin(request)) throw httpError(403, 'badOrigin');
  });
});
