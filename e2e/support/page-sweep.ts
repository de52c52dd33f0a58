/**
 * What the page sweeps check on every public page besides axe and the width: the script sweep with JavaScript off
 * (script-sweep.test.ts), the display sweep with it on (support/display-sweep.ts). One round trip for what a page says
 * of itself (`describePage`), the checks both ways share (`pageFailures`), and with JavaScript on the Menu button
 * (`menuButtonFailures`) and the watcher's allowances for the pages that answer 400 or 404 by design (`allowOwnStatus`).
 */
import type { Page } from 'playwright-core';
import { withEveryBlockLaidOut, type PageWatcher } from './browser.ts';
import { RAW_KEY } from './texts.ts';

/** What a page says of itself, in one read (with every block laid out: two more round trips, to add and remove the sheet). */
export function describePage(page: Page) {
  // The text as shown, blocks under the first screen included (the home page's would read as empty in innerText).
  return withEveryBlockLaidOut(page, () => describeLaidOut(page));
}

function describeLaidOut(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      lang: document.documentElement.getAttribute('lang'),
      headings: [...document.querySelectorAll('main h1')].filter(shown).length,
      text: document.body.innerText,
      // A button that submits nothing does something only with JavaScript: without it, it must not be offered.
      deadButtons: [...document.querySelectorAll('button[type="button"]')].filter(shown).map(name),
      // Every form works as a plain request: a GET, or a POST (with multipart when it carries a file).
      badForms: [...document.querySelectorAll('form')]
        .filter((f) => {
          const method = (f.getAttribute('method') ?? 'get').toLowerCase();
          if (method !== 'get' && method !== 'post') return true;
          return !!f.querySelector('input[type="file"]') && f.enctype !== 'multipart/form-data';
        })
        .map((f) => f.getAttribute('action') ?? f.id ?? '(form)'),
      menuLink: [...document.querySelectorAll('header a[href="#main-menu"]')].filter(shown).length,
      menuButton: [...document.querySelectorAll('header button[aria-controls="main-menu"]')].filter(shown).length,
      menu: !!document.getElementById('main-menu'),
    };
  });
}

export type PageDescription = Awaited<ReturnType<typeof describePage>>;

/** Both ways: the page is in its language, has its one visible heading, shows no catalogue key and has its main menu. */
export function pageFailures(shown: PageDescription, where: string, lang: string): string[] {
  const failures: string[] = [];
  if (shown.lang !== lang) failures.push(`${where}: shown in '${shown.lang}'`);
  if (shown.headings !== 1) failures.push(`${where}: ${shown.headings} visible <h1> in <main>`);
  const keys = shown.text.match(RAW_KEY);
  if (keys) failures.push(`${where}: catalogue keys shown as text: ${keys.join(', ')}`);
  if (!shown.menu) failures.push(`${where}: no main menu`);
  return failures;
}

/**
 * The Menu button (JavaScript on) opens the main menu and closes it again. A page opened with a dialog in its address
 * shows it as a modal, with the page behind it inert: Escape closes it first.
 */
async function menuButtonWorks(page: Page): Promise<boolean> {
  const modal = page.locator('dialog:modal');
  if (await modal.count()) {
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
    if (await modal.count()) return false;
  }
  const button = page.locator('header button[aria-controls="main-menu"]');
  const list = page.locator('#main-menu');
  if (await list.isVisible()) return false;
  const toggled = async (state: 'visible' | 'hidden') => {
    await button.click({ timeout: 5_000 });
    return list.waitFor({ state, timeout: 5_000 }).then(
      () => true,
      () => false,
    );
  };
  try {
    const opened = (await toggled('visible')) && (await button.getAttribute('aria-expanded')) === 'true';
    return opened && (await toggled('hidden'));
  } catch {
    return false;
  }
}

/**
 * With JavaScript on, on a phone: one Menu button and no Menu link, and the button opens and closes the menu (a modal
 * the address opened is closed first, so the page is left without it).
 */
export async function menuButtonFailures(page: Page, shown: PageDescription, where: string): Promise<string[]> {
  if (shown.menuButton === 1 && shown.menuLink === 0 && (await menuButtonWorks(page))) return [];
  return [`${where}: the Menu button does not open and close the menu`];
}

/**
 * The longhand properties whose value decides what axe finds on a page: which elements are shown (display, visibility,
 * content, clip), what lies over what (position, offsets, z-index, transform, float, order) and so which colours meet,
 * the colours themselves, and whether a region scrolls (overflow: scrollable-region-focusable). Not sizes, margins,
 * paddings, gaps or column widths: the same elements in the same colours, only placed side by side or stacked. Nor font
 * sizes: the width queries make text larger on the wide screen (Bootstrap's headings), so the phone's smaller text is
 * the stricter case of axe's large-text contrast threshold, and it is checked on every page.
 */
const AXE_SEES =
  '^(display|visibility|content|clip|clip-path|position|top|right|bottom|left|z-index|transform|float|clear|order|color|background-color|background-image|opacity|overflow|overflow-x|overflow-y)$';

/**
 * How the page differs between a phone and a wide screen, read from its own stylesheets: every style rule under a
 * width media query that sets a property axe sees (AXE_SEES), and the elements it matches. `own`: the rules that match
 * something of the page's own (in <main> or a dialog): then its layout at 1280 px is not the one at 375 px, and it needs
 * its own axe pass at each. `chrome`: what the layout around it (header, menu, ticker, footer) is on this page, its
 * shown elements with their classes and states (the menu's current page, an open dropdown), without text or addresses: pages
 * that share it share the header and footer at 1280 px, which one axe pass at 1280 px covers for all of them.
 */
export function wideLayout(page: Page): Promise<{ own: string[]; chrome: string }> {
  return page.evaluate((seesPattern) => {
    const sees = new RegExp(seesPattern);
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList, underWidth: boolean) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) walk(rule.cssRules, underWidth || /width/.test(rule.conditionText));
        else if (rule instanceof CSSSupportsRule || rule instanceof CSSLayerBlockRule) walk(rule.cssRules, underWidth);
        else if (rule instanceof CSSStyleRule) {
          if (underWidth && [...rule.style].some((p) => sees.test(p))) selectors.push(rule.selectorText);
          if (rule.cssRules.length) walk(rule.cssRules, underWidth);
        }
      }
    };
    for (const sheet of document.styleSheets) {
      try {
        walk(sheet.cssRules, false);
      } catch {
        // A stylesheet it cannot read (another origin): assume it touches everything.
        selectors.push('*');
      }
    }
    const ownPart = (el: Element) => !!el.closest('main, dialog');
    const own = new Set<string>();
    for (const selector of selectors) {
      // A pseudo-element's rule styles its element's box: match the element.
      const elements = selector.replace(/::?(before|after|marker|placeholder)\b/g, '');
      let matched: Element[];
      try {
        matched = [...document.querySelectorAll(elements)];
      } catch {
        matched = [document.body];
      }
      if (matched.some(ownPart)) own.add(selector);
    }
    const chrome = [...document.body.querySelectorAll('*')]
      .filter((el) => !ownPart(el) && el.checkVisibility())
      .map(
        (el) =>
          `${el.tagName}.${[...el.classList].sort().join('.')}${['aria-current', 'aria-expanded', 'open', 'hidden']
            .filter((a) => el.hasAttribute(a))
            .map((a) => `[${a}=${el.getAttribute(a)}]`)
            .join('')}`,
      )
      .join(' ');
    return { own: [...own], chrome };
  }, AXE_SEES);
}

/**
 * The pages that answer 400 or 404 by design (a page without its query: /leaving, /tender-details; the deliberate 404)
 * report their own status: the watcher lets the document's status, and the console's line about it, pass until its
 * next assertClean(). Nothing else may fail.
 */
export function allowOwnStatus(watcher: PageWatcher, url: string): void {
  watcher.allow(new RegExp(`^HTTP 40[04]: GET ${url.replace(/[.?*+()[\]{}|^$\\]/g, '\\$&')}$`));
  watcher.allow(/^console error: Failed to load resource: the server responded with a status of 40[04] /);
}
