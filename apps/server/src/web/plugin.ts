import { sessionView } from '../auth/accounts.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, matchRoutes, type AppLoadContext, type RouteObject, type ServerBuild } from 'react-router';
import { MAP_ORIGIN, YOUTUBE_PLAYER_ORIGIN, matchedAdminPath, mayOpenAdminPath, type PortalContext } from '@nagar/contract';
import type { Config } from '../config.ts';
import type { Services } from '../services.ts';
import { httpError } from '../lib/errors.ts';
import { portalApi } from './portal-api.ts';
import { readPageBody, type PageBody } from './page-body.ts';
import { fixedPage, keepable, pageCache, pageCacheKey, withNonce, type FixedPage, type RenderedPage } from './page-cache.ts';
import { encodingClass } from '../lib/answer-replay.ts';

const webRoot = path.resolve(import.meta.dirname, '../../../web');

const DOCUMENT_ONLY_HEADERS = ['cross-origin-opener-policy', 'referrer-policy', 'strict-transport-security', 'x-frame-options'];

/**
 * The pages' Content-Security-Policy: inline scripts by a per-response nonce (`'nonce-…'`), or for a kept page by
 * their hashes (page-cache.ts); no inline style or script otherwise.
 */
function pageCsp(scriptSources: string): string {
  return (
    "default-src 'self'; base-uri 'self'; font-src 'self'; form-action 'self'; frame-ancestors 'self'; " +
    "img-src 'self' data: blob:; object-src 'none'; connect-src 'self'; style-src 'self'; script-src-attr 'none'; " +
    // The contact page's map and the video gallery's player (privacy-enhanced), each loaded only when the
    // visitor asks for it: those origins only, in a frame.
    `frame-src ${MAP_ORIGIN} ${YOUTUBE_PLAYER_ORIGIN}; ` +
    `script-src 'self' ${scriptSources}`
  );
}

/** The build's route manifest as the tree React Router matches against (the same ids, paths, index flags). */
export function routeTree(manifest: ServerBuild['routes']): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(manifest)
      .filter((r) => r !== undefined && r.parentId === parentId)
      .map((r) =>
        r!.index
          ? { id: r!.id, index: true, path: r!.path, caseSensitive: r!.caseSensitive }
          : { id: r!.id, path: r!.path, caseSensitive: r!.caseSensitive, children: children(r!.id) },
      );
  return children(undefined);
}

/**
 * The back-office path a request reaches, as React Router matches it (any case, percent-decoded, `.data` taken
 * off): `/ADMIN/Settings.data` → `/admin/settings`; null outside the back office.
 */
export function adminPathOf(routes: RouteObject[], pathname: string): string | null {
  const path = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) || '/' : pathname;
  // A back-office route's path begins with the segment "admin", which React Router matches in any case after
  // percent-decoding: a path with neither those letters nor a "%" cannot reach one. (matchRoutes flattens and ranks
  // the whole route tree at each call: a fifth of the server's time on a public `.data` request.)
  if (!/admin/i.test(path) && !path.includes('%')) return null;
  let known = adminPaths.get(routes);
  if (!known) adminPaths.set(routes, (known = new Map<string, string | null>()));
  const kept = known.get(path);
  if (kept !== undefined) return kept;
  const matches = matchRoutes(routes, path);
  const pattern = (matches ?? [])
    .map((m) => m.route.path)
    .filter(Boolean)
    .join('/');
  const screen = matches?.length ? matchedAdminPath(pattern, matches[matches.length - 1]!.params) : null;
  // The paths staff open again and again, at most ADMIN_PATHS_KEPT (any path may be asked for: the oldest go first),
  // each at most ADMIN_PATH_KEPT_LENGTH long (a header may be 16 KB: longer paths are matched each time).
  if (path.length > ADMIN_PATH_KEPT_LENGTH) return screen;
  if (known.size >= ADMIN_PATHS_KEPT) known.delete(known.keys().next().value!);
  known.set(path, screen);
  return screen;
}

const ADMIN_PATHS_KEPT = 1000;
const ADMIN_PATH_KEPT_LENGTH = 256;
/** How many of adminPathOf's answers are kept for a route tree, and their paths' total length (for its tests). */
export function keptAdminPaths(routes: RouteObject[]): { count: number; length: number } {
  const known = adminPaths.get(routes);
  let length = 0;
  for (const path of known?.keys() ?? []) length += path.length;
  return { count: known?.size ?? 0, length };
}
/** adminPathOf's answers by route tree (a development build's tree is new with each change) and path. */
const adminPaths = new WeakMap<RouteObject[], Map<string, string | null>>();

/**
 * A Fetch Request for React Router from Fastify's request; the body stream is passed on, size-capped. The
 * render is aborted when the client goes away, unless `reply` is null (a page rendered for the cache, which
 * other visitors wait for).
 */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply | null, body: PageBody, routes: RouteObject[]): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  // The back office's guard is the admin layout's loader. A `.data?_routes=` request names the loaders to run
  // and could leave the layout's out: when the route the router matches (in any case or encoding) is a
  // back-office screen the person's role may not open (the permission matrix), every loader of the match runs,
  // so the guard answers (sign in, or 403) before any screen's loader does.
  if (url.pathname.endsWith('.data')) {
    const screen = adminPathOf(routes, url.pathname);
    if (screen !== null && !mayOpenAdminPath(request.user?.role, screen)) url.searchParams.delete('_routes');
  }
  const controller = new AbortController();
  reply?.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    // A re-encoded form carries its own type and length.
    if (body.kind === 'form' && (key === 'content-type' || key === 'content-length')) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, String(value));
  }
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: controller.signal };
  if (body.kind === 'bytes') init.body = new Uint8Array(body.data);
  else if (body.kind === 'form') init.body = body.form;
  else if (body.kind === 'refused') {
    // The page's action reads the form, fails, and shows its own message (the photo too large).
    init.body = new ReadableStream({ start: (c) => c.error(body.error) });
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/**
 * A kept page, the same bytes for every visitor: its policy names its inline scripts by hash, its body goes out
 * in the compressed form the visitor takes (made once), and the answer replay may keep it (lib/answer-replay.ts).
 */
function sendFixedPage(request: FastifyRequest, reply: FastifyReply, page: FixedPage, replayable: boolean) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('content-security-policy', pageCsp(page.scriptHashes));
  reply.header('vary', 'accept-encoding');
  const encoding = encodingClass(request.headers['accept-encoding']);
  const body = encoding ? page.encoded(encoding) : page.body;
  if (encoding) reply.header('content-encoding', encoding);
  // The render's own answer says `x-cache: miss`: the replay keeps a hit's.
  if (replayable) request.server.answerReplay.sending(request, body);
  return reply.send(body);
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}

/** Every path that is not an API call or a stored file goes to React Router's server rendering. */
export async function webPlugin(app: FastifyInstance, opts: { config: Config; services: Services }) {
  const { config, services } = opts;
  const dev = config.mode === 'development';
  let build: ServerBuild | (() => Promise<ServerBuild>);

  if (dev) {
    const { createServer } = await import('vite');
    // HMR shares the portal's own port and server.
    const vite = await createServer({ root: webRoot, server: { middlewareMode: true, hmr: { server: app.server } }, appType: 'custom' });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    app.addHook('onClose', () => vite.close());
  } else {
    const entry = path.join(config.webBuildDir, 'server/index.js');
    if (!fs.existsSync(entry)) throw new Error(`The web app is not built (${entry} is missing): run "npm run build" first.`);
    build = (await import(pathToFileURL(entry).href)) as ServerBuild;
    await app.register(async (files) => {
      // Scripts, styles and icons are never documents: the document-only headers (framing, opener, referrer,
      // HSTS, which the page itself carries) would add ~250 bytes to each of a first visit's requests. nosniff
      // and Cross-Origin-Resource-Policy stay.
      files.addHook('onSend', async (request, reply, payload) => {
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
        // A text file goes out brotli, gzip or plain by Accept-Encoding (the build's copies are sent without
        // the compression plugin, which would say so): caches must keep them apart.
        if (/\.(js|css|svg|json|txt|html)$/.test(request.url.split('?')[0]!)) reply.header('vary', 'accept-encoding');
        return payload;
      });
      await files.register(fastifyStatic, {
        root: path.join(config.webBuildDir, 'client'),
        wildcard: false,
        dotfiles: 'ignore',
        // The build writes .br and .gz copies; @fastify/static picks one by Accept-Encoding.
        preCompressed: true,
        // Our own Cache-Control below (static would otherwise overwrite it with max-age=0).
        cacheControl: false,
        setHeaders(res, file) {
          // Vite puts a content hash in every asset's name: they never change.
          if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
          else res.setHeader('cache-control', 'public, max-age=3600');
        },
        // The ETag is enough to revalidate (and hashed assets are never revalidated).
        lastModified: false,
        acceptRanges: false,
      });
    });
  }

  // The island script of pages served without React (vite.islands.config.ts): its hashed name from the build.
  const islandScript = dev ? '/app/islands/index.ts' : islandScriptOf(config.webBuildDir);
  const handle = createRequestHandler(build, dev ? 'development' : 'production');
  // The route tree the `.data` filter matches against (toFetchRequest); in development, the current build's.
  const builtRoutes: RouteObject[] | null = typeof build === 'function' ? null : routeTree(build.routes);
  const routesNow = async () => builtRoutes ?? routeTree((await (build as () => Promise<ServerBuild>)()).routes);
  // Anonymous visitors' pages, rendered once until the next write (page-cache.ts); not in development.
  const pages = pageCache(services.cache, config.publicCacheSeconds);
  // Page forms are read within bounds before React Router sees them; files only where a page takes them.
  const complaintPages = services.complaints.pageBodyRules();
  const multipartPages = new Map([
    ['/postgrievance', complaintPages.filing],
    // The tracking page's reopening form (with its photo); its other forms are plain.
    ['/trackgrievance', complaintPages.reopening],
    // Issue 27: the trade licence form with its documents, and its correction on the tracking page.
    ['/tradelicense', services.licences.pageBodyRules()],
    ['/tradelicense/track', services.licences.pageBodyRules()],
  ]);
  const portal = portalApi(services, () => app.swagger());

  await app.register(async (scope) => {
    // The body stream reaches React Router unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      // Pages read their own URL (first value of a repeated parameter); control characters are still refused.
      // Pages guard themselves (the admin layout's loader; see toFetchRequest): 'public' for the server's matrix.
      config: { area: 'public', repeatableQuery: true },
      // A kept page's answer (sendFixedPage) is kept by the answer replay once it went out whole.
      onResponse: (request, reply, done) => {
        request.server.answerReplay.keep(request, reply);
        done();
      },
      handler: async (request, reply) => {
        if (request.url.startsWith('/api/') || request.url.startsWith('/files/')) throw httpError(404, 'notFound');
        const body = await readPageBody(
          { method: request.method, url: request.url, headers: request.headers, stream: request.raw },
          multipartPages,
        );
        const u = request.user;
        const routes = await routesNow();
        const nonce = crypto.randomBytes(16).toString('base64');
        const key = dev ? null : pageCacheKey(request);
        // React Router's load context (the web app's AppLoadContext, apps/web/app/lib/context.ts).
        const context: AppLoadContext & PortalContext = {
          portal,
          user: u ? sessionView(u) : null,
          sessionToken: request.sessionToken,
          // Development sends no CSP: no nonce either (the browser would show it, and React would see it differ).
          cspNonce: dev ? '' : nonce,
          ip: request.ip,
          publicUrl: config.publicUrl,
          log: request.log,
          islandScript,
        };
        let response: Response;
        if (key) {
          let mine = false;
          const render = async (): Promise<RenderedPage> => {
            mine = true;
            const fresh = await handle(toFetchRequest(request, null, body, routes), context);
            return { status: fresh.status, headers: [...fresh.headers], body: await fresh.text(), nonce };
          };
          const rendered = await pages.get(key, render);
          reply.header('x-cache', mine ? 'miss' : 'hit');
          if (keepable(rendered)) return sendFixedPage(request, reply, fixedPage(rendered), !mine);
          // Kept only if every visitor may have it; those who waited for this render take it either way (a
          // cookie it sets goes to its own visitor only).
          pages.forget(key);
          const page = withNonce(rendered, nonce);
          const headers = page.headers.filter(([name]) => mine || name !== 'set-cookie');
          response = new Response(page.body || null, { status: page.status, headers });
        } else {
          response = await handle(toFetchRequest(request, reply, body, routes), context);
        }
        // Pages get the policy with their nonce; data and the catalogue (JSON) are no documents.
        if (response.headers.get('content-type')?.startsWith('text/html')) {
          if (!dev) reply.header('content-security-policy', pageCsp(`'nonce-${nonce}'`));
        } else {
          for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
        }
        return sendFetchResponse(reply, response);
      },
    });
  });
}

/** The island script's path in a build (its manifest, build/client/islands.json), or null if it has none. */
function islandScriptOf(webBuildDir: string): string | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(webBuildDir, 'client/islands.json'), 'utf8')) as Record<
      string,
      { file?: string }
    >;
    const file = manifest['app/islands/index.ts']?.file;
    return file ? `/${file}` : null;
  } catch {
    return null;
  }
}
