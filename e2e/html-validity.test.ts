/**
 * Valid HTML (GIGW 3.0; issue 29): the Nu HTML Checker over every public page of the demo portal, in English and
 * Hindi, each also with the high-contrast scheme and the largest text size. The pages come from the web app's
 * route list (e2e/support/public-pages.ts: every route of the public layout, links with a query, one dialog of
 * each kind), plus the states a form makes: the grievance form refused, its receipt, the tracking page showing a
 * complaint and refusing a look-up. They are fetched over plain HTTP (no browser: the checker reads the markup
 * the server sends), written to a temporary directory and checked by one run of vnu (one JVM start).
 *
 * An error or a warning fails the test, listed with its page, line and column (the server sends each page on one
 * line, so the column and the extract place it).
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRAST_COOKIE, TEXT_SIZE_COOKIE, TEXT_SIZES } from '@nagar/contract';
import { startApp, type RunningApp } from './support/app.ts';
import { formatFindings, nuCheck, type NuDocument, type NuFinding } from './support/nu-checker.ts';
import { UNKNOWN_PATH, discoveredPages, queriedRoutes, seedPages } from './support/public-pages.ts';

/** The display variants (cookies of packages/contract/src/display.ts), each in both languages. */
const VARIANTS: Array<{ name: string; cookie: string }> = [
  { name: 'en', cookie: 'lang=en' },
  { name: 'hi', cookie: 'lang=hi' },
  { name: 'en high-contrast largest-text', cookie: `lang=en; ${CONTRAST_COOKIE}=high; ${TEXT_SIZE_COOKIE}=${TEXT_SIZES.at(-1)}` },
  { name: 'hi high-contrast largest-text', cookie: `lang=hi; ${CONTRAST_COOKIE}=high; ${TEXT_SIZE_COOKIE}=${TEXT_SIZES.at(-1)}` },
];

/**
 * Messages of vnu that are no mistake of ours, each matched precisely and with the reason. None so far: React 19's
 * markup (its <link rel="preload" as="fetch">, modulepreload links, the nonce'd scripts) passes as it is.
 */
const ALLOWED: Array<{ message: RegExp; why: string }> = [];

/**
 * What fails the check: every error, and every warning too (a redundant role, a section without a heading, text
 * that seems not to be in the page's language): there are none, so a new one is news.
 */
const counts = (findings: NuFinding[]) => findings.filter((f) => !ALLOWED.some((a) => a.message.test(f.message)));

describe('the checker itself', () => {
  it('reports the errors of a page with obvious ones (duplicate id, stray end tag, no alt, div in a span, a role on a form) and its warnings', async () => {
    const bad = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Bad</title></head><body>
<header role="banner">Site</header><main id="x"><p id="x">One</p></span><img src="a.png"><span><div>block in inline</div></span>
<form role="group" aria-label="Size"><button>A+</button></form></main></body></html>`;
    const good =
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Good</title></head><body><main><p>Fine.</p></main></body></html>';
    const findings = counts(
      await nuCheck([
        { name: 'bad page', html: bad },
        { name: 'good page', html: good },
      ]),
    );
    const text = formatFindings(findings);
    expect(
      findings.every((f) => f.document === 'bad page'),
      text,
    ).toBe(true);
    expect(text).toMatch(/bad page:2:\d+ error: Duplicate ID “x”/);
    expect(text).toMatch(/Stray end tag “span”/);
    expect(text).toMatch(/An “img” element must have an “alt” attribute/);
    expect(text).toMatch(/Element “div” not allowed as child of element “span”/);
    expect(text).toMatch(/bad page:3:\d+ error: Bad value “group” for attribute “role” on element “form”/);
    expect(text).toMatch(/bad page:2:\d+ warning: The “banner” role is unnecessary for element “header”/);
  });
});

describe('every public page', () => {
  let running: RunningApp;
  beforeAll(async () => {
    running = await startApp({ demo: true });
  });
  afterAll(async () => {
    await running?.close();
  });

  interface Fetched {
    status: number;
    type: string;
    html: string;
    location: string | null;
    setCookie: string[];
  }
  async function get(path: string, cookie: string, init: RequestInit = {}): Promise<Fetched> {
    const res = await fetch(`${running.url}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { cookie, origin: running.url, ...(init.headers as Record<string, string>) },
    });
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      html: await res.text(),
      location: res.headers.get('location'),
      setCookie: res.headers.getSetCookie(),
    };
  }

  /** At most `n` fetches at a time, results in order. */
  async function inTurn<T, R>(items: T[], n: number, fn: (item: T) => Promise<R>): Promise<R[]> {
    const out: R[] = new Array(items.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: n }, async () => {
        while (next < items.length) {
          const i = next++;
          out[i] = await fn(items[i]!);
        }
      }),
    );
    return out;
  }

  /**
   * The forms' states, in one variant: the grievance form refused (empty), its receipt, tracking with and without
   * success, a refused sign-in.
   */
  async function formStates(variant: { name: string; cookie: string }, i: number): Promise<Array<{ name: string; page: Fetched }>> {
    const options = await running.app.services.complaints.options();
    const refused = await get('/postgrievance', variant.cookie, { method: 'POST', body: new FormData() });
    const form = new FormData();
    const fields: Record<string, string> = {
      district: options.districts[0]!,
      ward: options.wards[0]!,
      grivance: options.grievanceTypes[0]!,
      additional_Information: 'The streetlight near the temple has not worked for a week.',
      landmark: 'Near the temple',
      name: 'Asha Devi',
      mobile: `98765${String(43210 + i).padStart(5, '0')}`,
      consent: 'on',
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const filed = await get('/postgrievance', variant.cookie, { method: 'POST', body: form });
    if (filed.status !== 302 && filed.status !== 303) throw new Error(`${variant.name}: filing answered ${filed.status}`);
    const receiptCookie = filed.setCookie.map((c) => c.split(';')[0]).join('; ');
    const receipt = await get(filed.location!, `${variant.cookie}; ${receiptCookie}`);
    const track = /href="(\/trackgrievance\?no=[^"]+)"/.exec(receipt.html)?.[1]?.replace(/&amp;/g, '&');
    if (!track) throw new Error(`${variant.name}: the receipt has no tracking link`);
    const tracked = await get(track, variant.cookie);
    const wrong = new URLSearchParams({ complaintNo: 'GRV-2000-000001', mobile: '9000000000' });
    const notFound = await get('/trackgrievance', variant.cookie, { method: 'POST', body: wrong });
    const signIn = new URLSearchParams({ email: `nobody-${i}@example.com`, password: 'not the password' });
    const refusedSignIn = await get('/login', variant.cookie, { method: 'POST', body: signIn });
    return [
      { name: 'POST /postgrievance (refused, empty)', page: refused },
      { name: `${filed.location} (receipt)`, page: receipt },
      { name: `${track.replace(/&t=[^&]+/, '&t=…')} (tracked)`, page: tracked },
      { name: 'POST /trackgrievance (not found)', page: notFound },
      { name: 'POST /login (refused)', page: refusedSignIn },
    ];
  }

  it('has no error of the Nu HTML Checker, in both languages, also with high contrast and the largest text', async () => {
    const started = Date.now();
    // Crawl once (English, default display) for the links with a query and the dialogs.
    const seeds = seedPages();
    const crawled = new Map<string, string>();
    for (const [i, page] of (await inTurn(seeds, 4, (p) => get(p, 'lang=en'))).entries()) crawled.set(seeds[i]!, page.html);
    const paths = [...seeds, ...discoveredPages(crawled)];
    const queried = queriedRoutes(crawled);

    const documents: NuDocument[] = [];
    const problems: string[] = [];
    const fetchedAt = Date.now();
    for (const [v, variant] of VARIANTS.entries()) {
      const pages = await inTurn(paths, 4, async (path) => ({ name: path, page: await get(path, variant.cookie) }));
      pages.push(...(await formStates(variant, v)));
      for (const { name, page } of pages) {
        // The deliberate 404; a page that needs its query (/tender-details?id=…) is a 404 without it; a refused form.
        const expected =
          name === UNKNOWN_PATH ? [404] : queried.has(name) ? [200, 400, 404] : name.startsWith('POST ') ? [400, 401, 404, 422] : [200];
        if (!expected.includes(page.status))
          problems.push(`${variant.name} ${name}: HTTP ${page.status}${page.location ? ` → ${page.location}` : ''}`);
        if (!page.type.startsWith('text/html')) problems.push(`${variant.name} ${name}: ${page.type || 'no content type'}`);
        else documents.push({ name: `${variant.name} ${name}`, html: page.html });
      }
    }
    const checkedAt = Date.now();
    const findings = await nuCheck(documents);
    const done = Date.now();
    const failing = counts(findings);
    if (process.env.NU_REPORT) fs.writeFileSync(process.env.NU_REPORT, JSON.stringify({ findings, documents }, null, 1));
    console.log(
      `Nu HTML Checker: ${documents.length} documents (${documents.length / VARIANTS.length} pages × ${VARIANTS.length} variants); crawl ${fetchedAt - started} ms, ` +
        `fetch ${checkedAt - fetchedAt} ms, vnu ${done - checkedAt} ms; ${failing.length} errors and warnings, ` +
        `${findings.length - failing.length} allowed`,
    );
    expect(problems, 'pages that did not answer as expected').toEqual([]);
    expect(failing.length, `Nu HTML Checker errors and warnings:\n${formatFindings(failing)}`).toBe(0);
    // ~35 s on a quiet 2-core machine (about a third each: fetching, vnu, the crawl); 90 s when others load it.
  }, 300_000);
});
