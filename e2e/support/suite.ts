/**
 * The frame most browser test files repeat: a server of their own and one browser for the file, pages opened in
 * contexts of their own, each page watched (PageWatcher) and checked clean after every test, everything closed at
 * the end. A file calls `browserSuite(options)` at its top and uses `suite.url`, `suite.running`, `suite.page()`,
 * `suite.watcher()`; its own beforeAll (seeding, say) runs after the suite's.
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

export function browserSuite(options: StartOptions = {}): BrowserSuite {
  let running: RunningApp | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const watchers: PageWatcher[] = [];
  beforeAll(async () => {
    running = await startApp(options);
    browser = await launchBrowser();
  });
  afterEach(() => {
    for (const w of watchers.splice(0)) w.assertClean();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
    await running?.close();
  });
  return {
    get running() {
      return running!;
    },
    get url() {
      return running!.url;
    },
    async page(contextOptions = {}) {
      const context = await newContext(browser!, contextOptions);
      contexts.push(context);
      const p = await context.newPage();
      watchers.push(new PageWatcher(p));
      return p;
    },
    watcher: () => watchers.at(-1)!,
  };
}
