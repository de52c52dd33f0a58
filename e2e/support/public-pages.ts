/**
 * The public pages to check, derived from the web app's own route list (apps/web/app/routes.ts): every route of
 * the public layout, so a page added there is checked without touching the tests. What a route list cannot say
 * is written here, each in one place:
 * - SIGNED_IN: the layout's routes that only a signed-in person sees (an anonymous visitor is sent away);
 * - SAMPLES: an address for each route with a variable part ('*', 'services/*', ':id'); a new such route
 *   without one fails the check (`pagesToCheck` throws) until it gets one;
 * - STATES: pages in a state of their own that no link leads to (search results, a deliberate 404).
 * And from the pages themselves (crawled once, in English): the first link of each page to every static route
 * with a query (/tender-details?id=…, /leaving?to=…, /notice?page=2), and the first URL-driven dialog of each
 * kind on each page (data-opens="tender:7" → ?tender=7).
 */
import routes from '../../apps/web/app/routes.ts';

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

const PUBLIC_LAYOUT = 'routes/site/layout.tsx';

/** The deliberate 404 (the catch-all route). */
export const UNKNOWN_PATH = '/no-such-page-here';

/** Routes of the public layout that redirect an anonymous visitor (to /login): nothing of their own to check. */
export const SIGNED_IN = ['login/new-password', 'login/two-factor', 'user/dashboard'];

/**
 * An address for each route with a variable part: a path, or a pattern that the first link of the crawled
 * pages matching it provides.
 */
export const SAMPLES: Record<string, string | { link: RegExp }> = {
  '*': UNKNOWN_PATH,
  'services/*': { link: /^\/services\/[^/?#]+$/ },
  // The demo content's first licence (approved when the demo is laid down, numbered in that year in India).
  'verify/licence/:licenceNo': `/verify/licence/LIC-${new Date(Date.now() + 330 * 60_000).getUTCFullYear()}-000001`,
};

/** Pages in a state that no plain link shows. */
export const STATES = ['/search?q=water', '/services?q=water', '/findmyward?q=ward%204'];

/** The public layout's routes (path, '' for the index). */
export function publicRoutes(): string[] {
  const layout = (routes as RouteEntry[]).find((r) => r.file === PUBLIC_LAYOUT);
  if (!layout?.children) throw new Error(`no ${PUBLIC_LAYOUT} layout in apps/web/app/routes.ts`);
  return layout.children.map((r) => (r.index ? '' : (r.path ?? '')));
}

const isVariable = (routePath: string) => /[:*]/.test(routePath);

/** The pages to fetch first: every static public route, the sample paths and the states. */
export function seedPages(): string[] {
  const list = publicRoutes();
  const stale = SIGNED_IN.filter((p) => !list.includes(p));
  if (stale.length) throw new Error(`SIGNED_IN names routes that are gone from routes.ts: ${stale.join(', ')}`);
  const missing = list.filter((p) => isVariable(p) && !(p in SAMPLES));
  if (missing.length)
    throw new Error(
      `Public routes with a variable part and no sample address in e2e/support/public-pages.ts SAMPLES: ${missing.join(', ')}`,
    );
  const statics = list.filter((p) => !isVariable(p) && !SIGNED_IN.includes(p)).map((p) => `/${p}`);
  const samples = Object.values(SAMPLES).filter((s): s is string => typeof s === 'string');
  return [...new Set([...statics, ...samples, ...STATES])];
}

/** Same-site hrefs of a page (entities of `&` undone), without their fragment. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)]
    .map((m) => m[1]!.replace(/&amp;/g, '&').replace(/#.*$/, ''))
    .filter((h) => h.startsWith('/') && !h.startsWith('//'));
}

const staticRoutes = () =>
  new Set(
    publicRoutes()
      .filter((p) => !isVariable(p) && !SIGNED_IN.includes(p))
      .map((p) => `/${p}`),
  );

/** For each static public route linked with a query somewhere in the crawled pages, the first such link. */
function queryLinks(crawled: Map<string, string>): Map<string, string> {
  const statics = staticRoutes();
  const first = new Map<string, string>();
  for (const href of [...crawled.values()].flatMap(hrefs)) {
    const [pathname, query] = href.split('?') as [string, string | undefined];
    if (query && statics.has(pathname) && !first.has(pathname)) first.set(pathname, href);
  }
  return first;
}

/**
 * The static public routes linked with a query (/tender-details?id=…, /leaving?to=…): their bare path may rightly
 * answer 404 or 400.
 */
export const queriedRoutes = (crawled: Map<string, string>): Set<string> => new Set(queryLinks(crawled).keys());

/**
 * What the crawled pages add: for each static public route, the first link to it with a query; for each sample
 * pattern, the first link matching it; for each page, its first URL-driven dialog of each kind. Throws when a
 * sample pattern matches no link (the route would go unchecked). With `dialogs: 'per kind'`, only the first page's
 * dialog of each kind (the display sweep: a kind is one component, whichever page opens it; each variant costs a
 * browser load at two widths).
 */
export function discoveredPages(
  crawled: Map<string, string>,
  { dialogs = 'per page' }: { dialogs?: 'per page' | 'per kind' } = {},
): string[] {
  const found: string[] = [];
  const add = (p: string) => {
    if (!crawled.has(p) && !found.includes(p)) found.push(p);
  };
  // The URL-driven dialogs' kinds (data-opens="tender:7"): their links (/currenttender?tender=7) are query links too.
  const dialogKinds = new Set([...crawled.values()].flatMap((html) => [...html.matchAll(/\sdata-opens="([\w-]+):/g)].map((m) => m[1]!)));
  const seenKinds = new Set<string>();
  for (const href of queryLinks(crawled).values()) {
    const params = [...new URLSearchParams(href.split('?')[1] ?? '').keys()];
    const kind = params.length === 1 && dialogKinds.has(params[0]!) ? params[0]! : null;
    if (kind && dialogs === 'per kind') {
      if (seenKinds.has(kind)) continue;
      seenKinds.add(kind);
    }
    add(href);
  }
  const allLinks = [...crawled.values()].flatMap(hrefs);
  for (const [route, sample] of Object.entries(SAMPLES)) {
    if (typeof sample === 'string') continue;
    const href = allLinks.find((h) => sample.link.test(h));
    if (!href) throw new Error(`No crawled page links to the route ${route} (${sample.link}): give it a sample address`);
    add(href);
  }
  for (const [page, html] of crawled) {
    const kinds = dialogs === 'per kind' ? seenKinds : new Set<string>();
    for (const m of html.matchAll(/\sdata-opens="([\w-]+):([^"]+)"/g)) {
      if (kinds.has(m[1]!)) continue;
      kinds.add(m[1]!);
      add(`${page}${page.includes('?') ? '&' : '?'}${m[1]}=${encodeURIComponent(m[2]!)}`);
    }
  }
  return found;
}

/**
 * The sweeps' pages (the display sweep, the script sweep): the seed pages, crawled once in English, and what they add
 * with one URL-driven dialog of each kind.
 */
export async function sweepPages(baseUrl: string): Promise<string[]> {
  const seeds = seedPages();
  const crawled = new Map<string, string>();
  for (const path of seeds) crawled.set(path, await (await fetch(`${baseUrl}${path}`, { headers: { cookie: 'lang=en' } })).text());
  return [...seeds, ...discoveredPages(crawled, { dialogs: 'per kind' })];
}
