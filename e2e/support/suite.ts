/**
 * The frames browser test files repeat. browserSuite: a server of their own and one browser for the file, pages
 * opened in contexts of their own, each page watched (PageWatcher) and checked clean after every test, everything
 * closed at the end. A file calls `browserSuite(options)` at its top and uses `suite.url`, `suite.running`,
 * `suite.page()`, `suite.watcher()`; its own beforeAll (seeding, say) runs after the suite's. pageSuite: the same
 * with one page for the whole file (`suite.page`, `suite.context`, `suite.watcher`).
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp, type StartOptions } from './app.ts';
import { PageWatcher, launchBrowser, newContext } from './browser.ts';

/**
 * A page's context options (viewport, JavaScript off, downloads...) and `lang`: the language it starts in, by its cookie
 * (what /language/hi sets), not by a page load whose catalogue request the next navigation could cut off.
 */
export type PageOptions = NonNullable<Parameters<typeof newContext>[1]> & { lang?: 'en' | 'hi' };

export interface BrowserSuite {
  readonly running: RunningApp;
  readonly url: string;
  /** A page in a context of its own (`options`), watched until the test ends. */
  page(options?: PageOptions): Promise<Page>;
  /** The watcher of the page opened last (to allow a refusal the test expects). */
  watcher(): PageWatcher;
}

/** The server and the browser of a file (set in its beforeAll), and the contexts opened for it. */
class Frame {
  app: RunningApp | undefined;
  launched: Browser | undefined;
  readonly contexts: BrowserContext[] = [];
  get running() {
    return this.app!;
  }
  get url() {
    return this.app!.url;
  }
  get browser() {
    return this.launched!;
  }
}

/** Starts `frame`'s server and browser before the file's tests and closes them, with its contexts, after them. */
function serverAndBrowser<F extends Frame>(frame: F, options: StartOptions, timeout: number | undefined): F {
  beforeAll(async () => {
    frame.app = await startApp(options);
    frame.launched = await launchBrowser();
  }, timeout);
  afterAll(async () => {
    for (const c of frame.contexts) await c.close().catch(() => {});
    await frame.launched?.close();
    await frame.app?.close();
  });
  return frame;
}

/**
 * The bare frame, for a file that opens and watches its own contexts: the server and the browser (`frame.running`,
 * `frame.url`, `frame.browser`), closed at the end. `timeout` as for browserSuite.
 */
export function browserFrame(
  options: StartOptions = {},
  timeout?: number,
): { readonly running: RunningApp; readonly url: string; readonly browser: Browser } {
  return serverAndBrowser(new Frame(), options, timeout);
}

/** A frame whose tests open pages in contexts of their own, each watched until the test ends. */
class PagesFrame extends Frame implements BrowserSuite {
  readonly watchers: PageWatcher[] = [];
  /** Bound, as the suite's functions are passed around. */
  readonly page = async ({ lang, ...contextOptions }: PageOptions = {}) => {
    const context = await newContext(this.browser, contextOptions);
    this.contexts.push(context);
    if (lang) await context.addCookies([{ name: 'lang', value: lang, url: this.url }]);
    const p = await context.newPage();
    this.watchers.push(new PageWatcher(p));
    return p;
  };
  readonly watcher = () => this.watchers.at(-1)!;
}

/** `timeout`: the start's own limit (ms), where it is longer than the hooks' (the demo content's first dump). */
export function browserSuite(options: StartOptions = {}, timeout?: number): BrowserSuite {
  const frame = serverAndBrowser(new PagesFrame(), options, timeout);
  afterEach(() => {
    for (const w of frame.watchers.splice(0)) w.assertClean();
  });
  return frame;
}

export interface PageSuite {
  readonly running: RunningApp;
  readonly url: string;
  readonly browser: Browser;
  /** The context of the file's one page (its cookies: the language, the session). */
  readonly context: BrowserContext;
  /** The file's one page, kept from test to test (a signed-in person goes on where the last test left off). */
  readonly page: Page;
  /** The page's watcher (to allow a refusal the test expects). */
  readonly watcher: PageWatcher;
}

/** A frame with one page for the whole file. */
class OnePageFrame extends Frame implements PageSuite {
  onePage: Page | undefined;
  pageWatcher: PageWatcher | undefined;
  get context() {
    return this.contexts[0]!;
  }
  get page() {
    return this.onePage!;
  }
  get watcher() {
    return this.pageWatcher!;
  }
}

/**
 * The other frame browser test files repeat: a server of their own, one browser and one page for the whole file
 * (its context made with `contextOptions`), opened before the file's own beforeAll and checked clean after every
 * test; everything closed at the end.
 */
export function pageSuite(options: StartOptions = {}, contextOptions: Parameters<typeof newContext>[1] = {}): PageSuite {
  const frame = serverAndBrowser(new OnePageFrame(), options, undefined);
  beforeAll(async () => {
    const context = await newContext(frame.browser, contextOptions);
    frame.contexts.push(context);
    frame.onePage = await context.newPage();
    frame.pageWatcher = new PageWatcher(frame.onePage);
  });
  afterEach(() => frame.pageWatcher?.assertClean());
  return frame;
}
