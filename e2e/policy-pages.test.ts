/**
 * Issue 29 (GIGW 3.0), the policy pages, in the browser on an empty install: every page (hyperlinking, copyright,
 * terms, disclaimer, accessibility, help, screen-reader access) opens from the footer in English and Hindi, names
 * the council from the settings, says when it was last reviewed, reads with JavaScript off and passes axe at 375
 * and 1280 px; an admin edits one in Admin › Policy pages (live preview, typed work kept over a reload) and the
 * page shows the change with the script tag of the edit gone. Screenshots in both languages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { POLICY_SLUGS } from '@nagar/contract';
import { ADMIN } from './support/app.ts';
import { checkA11y, newContext, open, screenshot, scrollWidth, signIn } from './support/browser.ts';
import { browserSuite } from './support/suite.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 812 };
const NAME = { en: 'Nagar Palika Shantipur', hi: 'नगर पालिका शांतिपुर' };

const suite = browserSuite();

async function page(options: Parameters<typeof newContext>[1] = {}, lang: 'en' | 'hi' = 'en'): Promise<Page> {
  const p = await suite.page(options);
  // The language by its cookie (what /language/hi sets), not by a page load whose catalogue request the next
  // navigation could cut off.
  if (lang === 'hi') await p.context().addCookies([{ name: 'lang', value: 'hi', url: suite.url }]);
  return p;
}

beforeAll(async () => {
  await suite.running.app.services.settings.update(null, {
    values: { councilName: NAME.en, councilNameHi: NAME.hi, email: 'office@shantipur.example' },
  });
});

describe('the policy pages', () => {
  for (const lang of ['en', 'hi'] as const) {
    it(`each page in ${lang === 'en' ? 'English' : 'Hindi'}: linked from the footer, names the council, axe-clean at 375 and 1280 px`, async () => {
      for (const viewport of [NARROW, WIDE]) {
        const p = await page({ viewport }, lang);
        expect(await open(p, `${suite.url}/`)).toBe(200);
        const footerLinks = await p.locator('footer nav a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(footerLinks).toEqual(['/privacypolicy', ...POLICY_SLUGS.map((s) => `/${s}`)]);
        for (const slug of POLICY_SLUGS) {
          expect(await open(p, `${suite.url}/${slug}`), slug).toBe(200);
          expect(await p.locator('html').getAttribute('lang')).toBe(lang);
          const title = await p.locator('main h1').innerText();
          expect(title.length, slug).toBeGreaterThan(2);
          expect(await p.title()).toContain(title);
          const text = await p.locator('.policy-body').innerText();
          expect(text, slug).toContain(NAME[lang]);
          expect(await p.locator('.policy-body').getAttribute('lang'), slug).toBeNull();
          expect(await p.locator('main').innerText()).toMatch(
            lang === 'en' ? /Last reviewed and updated on \d+ \w+ 2026/ : /अंतिम समीक्षा और अद्यतन: \d+ \S+ 2026/,
          );
          expect(await scrollWidth(p), `${slug} ${viewport.width}`).toBeLessThanOrEqual(viewport.width);
          await checkA11y(p, `${slug} ${lang} ${viewport.width}`);
          await screenshot(p, `policy-${slug}-${lang}`);
        }
      }
    });
  }

  it('the accessibility statement names its conformance, known limits and how to report a problem; screen-reader access has its table', async () => {
    const p = await page();
    await open(p, `${suite.url}/accessibility`);
    const text = await p.locator('.policy-body').innerText();
    expect(text).toContain('WCAG');
    expect(text).toContain('GIGW');
    expect(await p.locator('.policy-body h2').allInnerTexts()).toEqual(['Conformance', 'Known limits', 'How to report a problem']);
    expect(await p.locator('.policy-body a[href="/contactus"]').count()).toBe(1);
    expect(await p.locator('.policy-body a[href="mailto:office@shantipur.example"]').count()).toBe(1);
    await open(p, `${suite.url}/screen-reader-access`);
    const rows = await p.locator('.policy-body table tbody th').allInnerTexts();
    expect(rows.join(' ')).toMatch(/NVDA.*JAWS.*TalkBack/s);
  });

  it('reads with JavaScript off, in both languages', async () => {
    for (const lang of ['en', 'hi'] as const) {
      const p = await page({ javaScriptEnabled: false }, lang);
      for (const slug of ['help', 'screen-reader-access'] as const) {
        expect(await open(p, `${suite.url}/${slug}`)).toBe(200);
        expect(await p.locator('.policy-body table').count()).toBe(1);
        expect(await p.locator('.policy-body').innerText()).toContain(NAME[lang]);
      }
      await checkA11y(p, `screen-reader-access ${lang} no-JS`);
    }
  });

  it('an unknown policy-like path is the site’s 404', async () => {
    const p = await page();
    suite.watcher().allow(/terms-of-nothing/);
    expect(await open(p, `${suite.url}/terms-of-nothing`)).toBe(404);
  });

  it('an admin edits one: live preview, typed work kept over a reload, the saved page without the script tag', async () => {
    const admin = await page({ viewport: WIDE });
    await open(admin, `${suite.url}/login`);
    await signIn(admin, ADMIN, '/admin/dashboard');
    await admin.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Policy pages' }).click();
    await admin.waitForURL(/\/admin\/policies$/);
    await expect.poll(() => admin.locator('tbody tr').count()).toBe(POLICY_SLUGS.length);
    await checkA11y(admin, 'admin policy list');
    await admin.getByRole('link', { name: /^Edit\W+Disclaimer$/ }).click();
    await admin.waitForURL(/\/admin\/policies\/disclaimer$/);

    const edited =
      '<h2>Edited</h2><p onclick="window.__clicked = 1" style="color:red">Read <strong>carefully</strong>.<script>window.__ran = 1</script></p><p><a href="javascript:alert(1)">bad link</a> <a href="/contactus">contact</a></p>';
    await admin.locator('#p-body').fill(edited);
    await admin.locator('#p-bodyHi').fill('<p>संपादित <em>अस्वीकरण</em> {{council}}</p>');
    // The preview shows the allowed part as the page will.
    const preview = admin.locator('.policy-preview').first();
    await expect
      .poll(() => preview.innerHTML())
      .toBe('<h2>Edited</h2><p>Read <strong>carefully</strong>.</p><p><a>bad link</a> <a href="/contactus">contact</a></p>');
    await checkA11y(admin, 'admin policy edit');
    await screenshot(admin, 'policy-admin-edit-en');

    // A reload loses nothing (a preview still being asked for when the page goes is cancelled: not a fault).
    await expect.poll(() => admin.locator('.policy-preview').nth(1).innerText()).toBe(`संपादित अस्वीकरण ${NAME.hi}`);
    suite.watcher().allow(/policy\/preview: net::ERR_ABORTED/);
    // The unsaved-work guard asks before leaving; Chromium declines to ask when the page saw no real user gesture
    // (the typing here is the test's) and says so on the console: the reload goes ahead, as a person's would.
    suite.watcher().allow(/Blocked attempt to show a 'beforeunload' confirmation panel/);
    await admin.reload();
    await open(admin, admin.url());
    await expect.poll(() => admin.locator('#p-body').inputValue()).toBe(edited);
    expect(await admin.getByText('Your unsaved changes from before have been restored.').count()).toBe(1);

    // Both titles emptied: the server refuses, each field is marked and the dialog names both.
    await admin.locator('#p-title').fill('');
    await admin.locator('#p-titleHi').fill('');
    suite.watcher().allow(/(HTTP 400: PUT|status of 400).*\/api\/Admin\/policy\/disclaimer/);
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Error' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('dialog-problems').getByRole('listitem').allTextContents()).toEqual([
      'Title: Title is a required field!',
      'Title (Hindi): Title is a required field!',
    ]);
    await checkA11y(admin, 'admin policy edit with the error dialog');
    await dialog.getByRole('button', { name: 'OK' }).click();
    for (const id of ['#p-title', '#p-titleHi']) expect(await admin.locator(id).getAttribute('aria-invalid'), id).toBe('true');
    await admin.locator('#p-title').fill('Disclaimer');
    await admin.locator('#p-titleHi').fill('अस्वीकरण');

    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('Saved. The page now shows the text as it was cleaned on saving.').waitFor();
    expect(await admin.locator('#p-body').inputValue()).toBe(
      '<h2>Edited</h2><p>Read <strong>carefully</strong>.</p><p><a>bad link</a> <a href="/contactus">contact</a></p>',
    );

    for (const lang of ['en', 'hi'] as const) {
      const p = await page({ viewport: NARROW }, lang);
      expect(await open(p, `${suite.url}/disclaimer`)).toBe(200);
      const html = await p.locator('.policy-body').innerHTML();
      expect(html).not.toMatch(/script|onclick|style=|javascript:/);
      expect(await p.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
      if (lang === 'en') expect(await p.locator('.policy-body').innerText()).toContain('Read carefully.');
      else expect(await p.locator('.policy-body').innerText()).toBe(`संपादित अस्वीकरण ${NAME.hi}`);
      await checkA11y(p, `edited disclaimer ${lang}`);
      await screenshot(p, `policy-disclaimer-edited-${lang}`);
    }
  });

  it('the admin screens in Hindi', async () => {
    const admin = await page({ viewport: NARROW }, 'hi');
    await open(admin, `${suite.url}/login`);
    await admin.locator('#email').fill(ADMIN.email);
    await admin.locator('#password').fill(ADMIN.password);
    await Promise.all([admin.waitForURL(/\/admin\/dashboard/), admin.locator('form:has(#password) button[type="submit"]').click()]);
    await open(admin, `${suite.url}/admin/policies/help`);
    expect(await admin.locator('h1').innerText()).toBe('संपादन: सहायता');
    await checkA11y(admin, 'admin policy edit hi 375');
    await screenshot(admin, 'policy-admin-edit-hi');
  });
});
