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

export interface BrowserSuite {
  readonly running: RunningApp;
  readonly url: string;
  /** A page in a context of its own (viewport, JavaScript off, downloads...), watched until the test ends. */
  page(options?: Parameters<typeof newContext>[1]): Promise<Page>;
  /** The watcher of the page opened last (to allow a refusal the test expects). */
  watcher(): PageWatcher;
}

/** The server and the browser of a file, started before its tests and closed with the contexts opened after them. */
function serverAndBrowser(options: StartOptions, timeout: number | undefined) {
  const frame = {
    running: undefined as RunningApp | undefined,
    browser: undefined as Browser | undefined,
    contexts: [] as BrowserContext[],
  };
  beforeAll(async () => {
    frame.running = await startApp(options);
    frame.browser = await launchBrowser();
  }, timeout);
  afterAll(async () => {
    for (const c of frame.contexts) await c.close().catch(() => {});
    await frame.browser?.close();
    await frame.running?.close();
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
  const frame = serverAndBrowser(options, timeout);
  return {
    get running() {
      return frame.running!;
    },
    get url() {
      return frame.running!.url;
    },
    get browser() {
      return frame.browser!;
    },
  };
}

/** `timeout`: the start's own limit (ms), where it is longer than the hooks' (the demo content's first dump). */
export function browserSuite(options: StartOptions = {}, timeout?: number): BrowserSuite {
  const frame = serverAndBrowser(options, timeout);
  const watchers: PageWatcher[] = [];
  afterEach(() => {
    for (const w of watchers.splice(0)) w.assertClean();
  });
  return {
    get running() {
      return frame.running!;
    },
    get url() {
      return frame.running!.url;
    },
    async page(contextOptions = {}) {
      const context = await newContext(frame.browser!, contextOptions);
      frame.contexts.push(context);
      const p = await context.newPage();
      watchers.push(new PageWatcher(p));
      return p;
    },
    watcher: () => watchers.at(-1)!,
  };
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

/**
 * The other frame browser test files repeat: a server of their own, one browser and one page for the whole file
 * (its context made with `contextOptions`), opened before the file's own beforeAll and checked clean after every
 * test; everything closed at the end.
 */
export function pageSuite(options: StartOptions = {}, contextOptions: Parameters<typeof newContext>[1] = {}): PageSuite {
  const frame = serverAndBrowser(options, undefined);
  let page: Page | undefined;
  let watcher: PageWatcher | undefined;
  beforeAll(async () => {
    const context = await newContext(frame.browser!, contextOptions);
    frame.contexts.push(context);
    page = await context.newPage();
    watcher = new PageWatcher(page);
  });
  afterEach(() => watcher?.assertClean());
  return {
    get running() {
      return frame.running!;
    },
    get url() {
      return frame.running!.url;
    },
    get browser() {
      return frame.browser!;
    },
    get context() {
      return frame.contexts[0]!;
    },
    get page() {
      return page!;
    },
    get watcher() {
      return watcher!;
    },
  };
}
