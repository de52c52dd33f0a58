/**
 * Browser helpers for the e2e tests: Debian's chromium through playwright-core, an axe check, a watcher
 * that fails a test on any console error, page error or failed request, and screenshots.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import { chromiumFlags, chromiumPath } from '../../bench/lib/browser.ts';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

/** One headless chromium per test file. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
}

/**
 * A browser context as the tests use it: reduced motion (Bootstrap then has no colour transitions, so axe
 * sees the settled colours, not a frame half-way through a hover fade) and 30 s action and navigation timeouts: four
 * files share two cores, and on a slow day (CI of 2026-12-06: every file ~1.8× its time on 2026-11-28, the old commit
 * too) a page load under that load passed 10 s and failed a run that had nothing wrong. A wait that cannot succeed
 * still fails, later.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', ...options });
  context.setDefaultTimeout(30_000);
  if (options.javaScriptEnabled === false) scriptless.add(context);
  return context;
}

/** Contexts with JavaScript off: Chromium still fetches <link rel="modulepreload"> and blocks each one. */
const scriptless = new WeakSet<BrowserContext>();

/**
 * axe works through timers and tasks, which never run in a page with JavaScript off (only microtasks do).
 * Such a page is analysed on a twin: its DOM as it is now, minus the inert scripts, written into a page with
 * JavaScript on at the same URL, with the same viewport and the server's real stylesheets and images. One twin page
 * per scriptless context, made on its first check and closed with it (a sweep checks dozens of pages). The twin
 * loads an empty document of the portal's origin once (`TWIN_PATH`, answered by its route: no Content-Security-Policy,
 * as before, when the twin fetched each page) and then only replaces its document (`mirror`): the window, and the axe
 * source injected in it, outlive document.open(), so each check costs no navigation and no new evaluation of axe's
 * 1.3 MB source: on the script sweep's 136 checks, compared one after the other on 2026-12-06 under a load average of
 * 15-22, 349 s against 886 s the navigating way, with the same axe results (rules and nodes) on every page.
 */
async function analysable<T>(page: Page, fn: (target: Page) => Promise<T>): Promise<T> {
  if (!scriptless.has(page.context())) return fn(page);
  const twin = await twinOf(page.context());
  const run = twin.queue.then(async () => {
    const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
    const viewport = page.viewportSize();
    if (viewport) await twin.page.setViewportSize(viewport);
    const url = new URL(page.url());
    if (twin.page.url() === 'about:blank' || new URL(twin.page.url()).origin !== url.origin) await twin.page.goto(url.origin + TWIN_PATH);
    await mirror(twin.page, url.href, html);
    return fn(twin.page);
  });
  twin.queue = run.catch(() => undefined);
  return run;
}

/** The twin's first document: an empty page of the portal's origin, which the twin's route answers itself. */
const TWIN_PATH = '/__axe-twin__';

interface Twin {
  page: Page;
  /** Checks of one context's pages take the twin in turn. */
  queue: Promise<unknown>;
}
const twins = new WeakMap<BrowserContext, Promise<Twin>>();

function twinOf(context: BrowserContext): Promise<Twin> {
  let made = twins.get(context);
  if (!made) {
    made = (async () => {
      const twinContext = await context.browser()!.newContext({ reducedMotion: 'reduce' });
      context.on('close', () => void twinContext.close().catch(() => undefined));
      const twin: Twin = { page: await twinContext.newPage(), queue: Promise.resolve() };
      await twin.page.route('**/*', (route) => {
        const request = route.request();
        if (new URL(request.url()).pathname === TWIN_PATH && request.resourceType() === 'document')
          return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!DOCTYPE html><title></title>' });
        if (request.resourceType() === 'script') return route.abort();
        return route.continue();
      });
      return twin;
    })();
    twins.set(context, made);
  }
  return made;
}

/**
 * Replaces the twin's document with `html` at `url` (same origin), as a load would show it: relative links resolve
 * against `url`, the stylesheets, the images the page does not load lazily and the fonts are in before it resolves,
 * and a fragment in `url` is the target (`:target`, the Menu link's menu without JavaScript) scrolled to.
 */
function mirror(twin: Page, url: string, html: string): Promise<void> {
  return twin.evaluate(
    async ({ url, html }) => {
      const [address, fragment] = url.split('#') as [string, string | undefined];
      history.replaceState(null, '', address);
      document.open();
      document.write(html);
      document.close();
      // document.close() leaves the document "complete" with its stylesheets and images still on the way.
      const loaded = (el: Element) =>
        new Promise((done) => {
          el.addEventListener('load', done, { once: true });
          el.addEventListener('error', done, { once: true });
        });
      const all = Promise.all([
        ...[...document.querySelectorAll('link[rel~="stylesheet"]')].map(loaded),
        ...[...document.images].filter((img) => !img.complete && img.loading !== 'lazy').map(loaded),
      ]);
      const late = new Promise((_, fail) => setTimeout(() => fail(new Error(`axe twin: ${url} not loaded in 30 s`)), 30_000));
      await Promise.race([all, late]);
      await document.fonts.ready;
      window.scrollTo(0, 0);
      if (fragment !== undefined) location.hash = fragment;
    },
    { url, html },
  );
}

/** axe's source, configured as AxeBuilder configures it. */
const AXE_SCRIPT = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;
/**
 * Contexts (JavaScript on) whose new documents get axe at their start: after a context's first check, the browser runs
 * axe's source as an init script in each document it loads, compiled once per renderer (V8's script cache) and sent to
 * it once, instead of 1.3 MB sent through the protocol and compiled afresh after every navigation. Measured on
 * 2026-12-07, the English display sweep twice side by side under a load average of 18 falling to 6: its 68 injections
 * took 36.8 s of its 138.7 s of axe the old way; 1.7 s of 103.0 s this way, the sweep 199.6 s against 224.7 s, the
 * same 136 clean scans. A page broken in the browser (no lang, an image without alt, an empty link) gets the same
 * violations, node for node, from axe loaded at its start as from axe injected afterwards. Loading, axe only defines
 * window.axe (its polyfills stand aside in a browser that has what they fill), which the portal's scripts do not use.
 */
const axeAtStart = new WeakSet<BrowserContext>();

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Only violations are read: axe then gathers one node each of the passes and the incomplete, not all of them. */
const AXE_OPTIONS: RunOptions = { resultTypes: ['violations'], runOnly: { type: 'tag', values: AXE_TAGS } };

/**
 * axe on the page as it is now. Without frames: the axe source injected once per document (a resize, an opened
 * dialog or a client-side navigation keep it; after a context's first check its new documents have it from their start,
 * `axeAtStart`), then axe.run in the page. AxeBuilder.analyze() evaluates the 1.3 MB
 * source on every call and finishes each run in a new blank tab with the source evaluated there again, so that the
 * results of frames from other origins can be merged. Without frames that is the same rules with the same results
 * (compared on 2026-11-28 on every page of the display sweep at 1280 and 375 px, high and normal contrast: the same
 * violations, passes, incomplete and inapplicable rules, node for node) in about a quarter of the time: the display
 * sweep's 128 scans took 91 s that way, 25 s this way. A page with a frame (the video player, the map) still goes
 * through AxeBuilder, frames included. With JavaScript off, analyse the page's twin instead (checkA11y does).
 */
export async function runAxe(page: Page, options: RunOptions = AXE_OPTIONS): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).options(options).analyze();
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!injected) {
    await page.evaluate(AXE_SCRIPT);
    const context = page.context();
    if (!axeAtStart.has(context) && !scriptless.has(context)) {
      axeAtStart.add(context);
      await context.addInitScript(AXE_SCRIPT);
    }
  }
  const outcome = await page.evaluate(
    (options) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, options).then(
        (results) => ({ results, error: null }),
        (err: Error) => ({ results: null, error: err.message }),
      ),
    options,
  );
  if (outcome.error !== null) throw new Error(`axe: ${outcome.error}`);
  return outcome.results!;
}

/** Runs axe (WCAG 2.1 A/AA) on the page as it is now; throws with every violation spelled out. */
export async function checkA11y(page: Page, state = ''): Promise<void> {
  const results = await analysable(page, (target) => runAxe(target));
  if (results.violations.length === 0) return;
  const lines = results.violations.flatMap((v) => [
    `- ${v.id} [${v.impact ?? 'n/a'}]: ${v.help} (${v.helpUrl})`,
    ...v.nodes.map(
      (n) =>
        `    at ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}\n      html: ${n.html.slice(0, 200)}`,
    ),
  ]);
  throw new Error(`Accessibility violations on ${page.url()}${state ? ` (${state})` : ''}:\n${lines.join('\n')}`);
}

/**
 * Records console errors, uncaught page errors, failed requests and HTTP error responses of a page.
 * A test states what it expects (`allow`) and calls `assertClean()` (the files do so after each test).
 */
export class PageWatcher {
  private problems: string[] = [];
  /** Documents the page has loaded (main-frame navigations), and how many there were when a request began. */
  private documents = 0;
  private readonly issuedOn = new WeakMap<import('playwright-core').Request, number>();
  private allowed: RegExp[] = [];
  private readonly permanent: RegExp[] = [];
  /** URLs the page was on when it asked "Leave site?" (beforeunload); each prompt is accepted, as a person leaving would. */
  readonly leavePrompts: string[] = [];

  constructor(readonly page: Page) {
    if (scriptless.has(page.context())) this.permanent.push(/^request failed: GET \S+\.js: csp$/);
    // With a listener, Playwright no longer handles dialogs itself: confirm() and alert() are the test's to
    // answer (page.once('dialog')); an unanswered one times the test out.
    page.on('dialog', (dialog) => {
      if (dialog.type() !== 'beforeunload') return;
      this.leavePrompts.push(page.url());
      void dialog.accept();
    });
    page.on('console', (msg) => {
      if (msg.type() === 'error') this.record(`console error: ${msg.text()} (${msg.location().url})`);
    });
    page.on('pageerror', (err) => this.record(`page error: ${err.message}`));
    page.on('request', (req) => {
      if (req.isNavigationRequest() && req.frame() === page.mainFrame()) this.documents++;
      else this.issuedOn.set(req, this.documents);
    });
    page.on('requestfailed', (req) => {
      const error = req.failure()?.errorText ?? '?';
      // A picture still downloading when the page moves on is cancelled by the browser: not a failure of the
      // app. Nor is a read (GET) the page started before a new document replaced it (the dashboard's counts
      // when the test goes straight on). Any other aborted request (a write, a document, a read the page
      // itself dropped) still counts.
      if (error === 'net::ERR_ABORTED' && req.method() === 'GET' && (req.resourceType() === 'image' || /\/favicon\.svg$/.test(req.url())))
        return;
      const movedOn = this.documents > (this.issuedOn.get(req) ?? Number.POSITIVE_INFINITY);
      // The same for a script module the app was loading for a client-side navigation (a route's chunk) when a new
      // document replaced the page (a session that ended sends the page to /login by a full navigation).
      if (error === 'net::ERR_ABORTED' && req.method() === 'GET' && ['fetch', 'xhr', 'script'].includes(req.resourceType()) && movedOn)
        return;
      // Nor is a read of the router's own (route data, the route manifest) that Chromium dropped: a signed-in
      // person's answers are no-store, and Chromium cancels such a read once a newer navigation supersedes it.
      if (error === 'net::ERR_ABORTED' && req.method() === 'GET' && /\.data(\?|$)|\/__manifest\?/.test(req.url())) return;
      this.record(`request failed: ${req.method()} ${req.url()}: ${error}`);
    });
    page.on('response', (res) => {
      if (res.status() >= 400) this.record(`HTTP ${res.status()}: ${res.request().method()} ${res.url()}`);
    });
  }

  private record(problem: string) {
    if (![...this.permanent, ...this.allowed].some((re) => re.test(problem))) this.problems.push(problem);
  }

  /** Lets problems matching the pattern pass until the next assertClean() (e.g. the 404 page's own status). */
  allow(pattern: RegExp) {
    this.allowed.push(pattern);
  }

  /** Throws if anything unexpected happened since the last call; then starts afresh. */
  assertClean() {
    const problems = this.problems;
    this.problems = [];
    this.allowed = [];
    if (problems.length) throw new Error(`The page reported problems:\n- ${problems.join('\n- ')}`);
  }
}

/**
 * Saves a full-page PNG as e2e/artifacts/<name>-<viewport width>.png (for a person to look at) and returns its path.
 * With E2E_SCREENSHOTS=0 (.ci/run sets it: a clean clone's artifacts are thrown away unseen) nothing is drawn or
 * written: on a 2-core machine the ~300 full-page PNGs of a run cost about two minutes of the browser phase.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(ARTIFACTS, `${name}-${width}.png`);
  if (process.env.E2E_SCREENSHOTS === '0') return file;
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const fullPage = options.fullPage ?? true;
  const draw = () => page.screenshot({ path: file, fullPage });
  // A full-page picture draws the blocks that are laid out only near the viewport (the home page's) as well.
  await (fullPage ? withEveryBlockLaidOut(page, draw) : draw());
  return file;
}

/**
 * Runs `fn` with every block of the page laid out, also those laid out only when they come near the viewport
 * (content-visibility: auto: the home page's blocks under its first screen). Until then their innerText is empty
 * and a full-page screenshot shows them blank. A constructed sheet: the pages' Content-Security-Policy refuses an
 * inline one.
 */
export async function withEveryBlockLaidOut<T>(page: Page, fn: () => Promise<T>): Promise<T> {
  await page.evaluate(layOutEveryBlock, { css: EVERY_BLOCK_LAID_OUT, on: true });
  try {
    return await fn();
  } finally {
    await page.evaluate(layOutEveryBlock, { css: EVERY_BLOCK_LAID_OUT, on: false });
  }
}

const EVERY_BLOCK_LAID_OUT = '* { content-visibility: visible !important; }';

/** Adds (on) or removes the EVERY_BLOCK_LAID_OUT sheet; runs in the page. */
function layOutEveryBlock({ css, on }: { css: string; on: boolean }) {
  const kept = document as Document & { everyBlockLaidOut?: CSSStyleSheet };
  if (on && !kept.everyBlockLaidOut) {
    kept.everyBlockLaidOut = new CSSStyleSheet();
    kept.everyBlockLaidOut.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, kept.everyBlockLaidOut];
  } else if (!on && kept.everyBlockLaidOut) {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== kept.everyBlockLaidOut);
    delete kept.everyBlockLaidOut;
  }
}

/** Whether the page scrolls sideways (wider content than the viewport). */
export function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** axe at both widths (375 and 1280 px), and no sideways scrolling on the phone; a screenshot at each when `shot` names one. */
export async function checkWidths(page: Page, state: string, shot?: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await checkA11y(page, `${state} at ${width}`);
    if (width === 375) expect(await scrollWidth(page), state).toBeLessThanOrEqual(375);
    if (shot) await screenshot(page, shot);
  }
}

/**
 * Waits until React Router has taken the page over (JavaScript on), so that a click goes through the app
 * rather than racing it as a plain link or form post, and no script is still loading when the page moves on.
 */
export async function hydrated(page: Page): Promise<void> {
  if (scriptless.has(page.context())) return;
  // The router exists as soon as hydration starts (after the page's catalogue has arrived, entry.client.tsx);
  // React marks each element it has hydrated with a __reactFiber$ key: the page's last landmark has one when
  // the whole tree is done.
  await page.waitForFunction(() => {
    // A public page served without React: its island script has run (islands/index.ts).
    if (document.documentElement.dataset.islands === 'ready') return true;
    if (!(window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter) return false;
    const last = document.querySelector('footer') ?? document.querySelector('main');
    return !!last && Object.keys(last).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** page.goto, then (JavaScript on) the wait for hydration; returns the document's HTTP status. */
export async function open(page: Page, url: string): Promise<number | undefined> {
  const response = await page.goto(url);
  await hydrated(page);
  return response?.status();
}

/** Signs in through the login form (works with or without JavaScript) and waits for the page it leads to. */
export async function signIn(page: Page, credentials: { email: string; password: string }, expectPath: RegExp | string) {
  await hydrated(page);
  await page.locator('#email').fill(credentials.email);
  await page.locator('#password').fill(credentials.password);
  await Promise.all([
    page.waitForURL((u) => (typeof expectPath === 'string' ? u.pathname === expectPath : expectPath.test(u.pathname + u.search))),
    page.getByRole('button', { name: 'Login', exact: true }).click(),
  ]);
}

/**
 * The address a link to another site leads to: such links go through the leaving page (/leaving?to=…, GIGW 3.0:
 * the visitor is told first), so a link's href must be that page with the target as its `to`. Throws otherwise.
 */
export function leavingTarget(href: string | null): string {
  const url = new URL(href ?? '', 'http://site.invalid');
  if (url.origin !== 'http://site.invalid' || url.pathname !== '/leaving' || !url.searchParams.get('to'))
    throw new Error(`not a link through the leaving page: ${href}`);
  return url.searchParams.get('to')!;
}

/** How far the page scrolls sideways (0 when it does not): the document is wider than its viewport. */
export function sideways(page: Page): Promise<number> {
  return page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return el.scrollWidth - el.clientWidth;
  });
}
