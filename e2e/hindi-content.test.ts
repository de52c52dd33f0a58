/**
 * Issue 13: public pages show content in the visitor's language. For every content type with a public page, an
 * item written in English and Hindi and one in English only go in through the admin API; the Hindi page shows
 * the Hindi text and the English-only item in English inside an element marked lang="en"; the English page
 * (read as the server renders it) shows the English text and no Hindi. Every page the browser opens passes axe;
 * the Hindi pass runs at 375 px and leaves screenshots (e2e/artifacts/hindi-*-375.png).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN } from './support/app.ts';
import { PageWatcher, checkA11y, newContext, open, screenshot } from './support/browser.ts';
import { browserFrame } from './support/suite.ts';
import { testImage, testPdf } from '../apps/server/src/test/app.ts';

const portal = browserFrame({}, 240_000);
let context: BrowserContext;
let page: Page;
let watcher: PageWatcher;
let token = '';

/** An item's text in both languages, and its English-only twin: each string appears nowhere else. */
const both = (en: string, hi: string) => ({ en, hi });
const T = {
  about: both('Sundarpur grew up around the old grain market', 'सुंदरपुर पुरानी अनाज मंडी के आसपास बसा'),
  aboutText: both('The council was formed in 1952.', 'परिषद का गठन 1952 में हुआ।'),
  aboutOnly: 'Heritage walk along the river ghats',
  news: both('Water tanker timings changed', 'पानी के टैंकर का समय बदला'),
  newsOnly: 'Ward 9 road resurfacing begins',
  notice: both('Property tax rebate till March', 'मार्च तक संपत्ति कर में छूट'),
  noticeOnly: 'Street light repair schedule',
  noticeHiDescription: 'केवल हिंदी में लिखा विवरण',
  circular: both('Office timings in summer', 'गर्मियों में कार्यालय का समय'),
  circularOnly: 'Use of official e-mail',
  department: both('Revenue Department', 'राजस्व विभाग'),
  order: both('Transfer of sanitation supervisor', 'स्वच्छता पर्यवेक्षक का स्थानांतरण'),
  orderOnly: 'Duty roster for elections',
  tender: both('Supply of LED street lights', 'एलईडी स्ट्रीट लाइट की आपूर्ति'),
  tenderText: both('Scope: 400 fittings with five-year warranty.', 'दायरा: पाँच साल की वारंटी के साथ 400 फिटिंग।'),
  tenderDoc2: both('Technical specification', 'तकनीकी विवरण'),
  tenderOnly: 'Desilting of main drain',
  gallery: both('Cleanliness drive at the bus stand', 'बस स्टैंड पर स्वच्छता अभियान'),
  galleryOnly: 'Tree plantation at the school',
  press: both('Council budget passed', 'परिषद का बजट पारित'),
  paper: both('Dainik Sundarpur', 'दैनिक सुंदरपुर'),
  pressOnly: 'Health camp report',
  official: both('Ramesh Kumar', 'रमेश कुमार'),
  remarks: both('Ward 4, Gandhi Nagar', 'वार्ड 4, गांधी नगर'),
  officialOnly: 'Sunita Verma',
  chairman: both('Kamla Devi', 'कमला देवी'),
  service: both('Tree cutting permission', 'पेड़ काटने की अनुमति'),
  serviceSummary: both('Permission to cut or prune a tree on private land.', 'निजी भूमि पर पेड़ काटने या छँटाई की अनुमति।'),
  serviceOffice: both('Horticulture desk, ground floor', 'उद्यान शाखा, भूतल'),
  serviceOnly: 'Hoarding permission',
  video: both('How to pay property tax online', 'संपत्ति कर ऑनलाइन कैसे जमा करें'),
  videoOnly: 'Swachh Survekshan highlights',
  holiday: both('Council foundation day', 'परिषद स्थापना दिवस'),
  holidayOnly: 'Local fair holiday',
  quote: both('The new water line reached our lane in a week.', 'नई पानी की लाइन एक हफ़्ते में हमारी गली तक पहुँची।'),
  quoteName: both('Meena Sharma', 'मीना शर्मा'),
  quoteOnly: 'Garbage is now collected every morning.',
};
const year = new Date(Date.now() + 330 * 60_000).getUTCFullYear();

async function api(method: string, path: string, body: FormData | object): Promise<Response> {
  if (!token) {
    const login = await fetch(`${portal.running.url}/api/Account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    token = ((await login.json()) as { token: string }).token;
  }
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (!(body instanceof FormData)) headers['content-type'] = 'application/json';
  return fetch(`${portal.running.url}${path}`, { method, headers, body: body instanceof FormData ? body : JSON.stringify(body) });
}

/** Creates an item through the spec's admin API (multipart `<Prefix>.<field>`, files by their part name); its id. */
async function create(api_: string, prefix: string, fields: Record<string, string>, files: Record<string, Buffer> = {}): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(`${prefix}.${k}`, v);
  for (const [part, data] of Object.entries(files)) {
    const pdf = data.subarray(0, 4).toString() === '%PDF';
    form.append(part, new Blob([new Uint8Array(data)], { type: pdf ? 'application/pdf' : 'image/png' }), pdf ? 'doc.pdf' : 'photo.png');
  }
  const res = await api('POST', `/api/Admin/${api_}`, form);
  expect(res.status, `${api_}: ${await res.clone().text()}`).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  const pdf = await testPdf('Hindi content');
  const photo = await testImage();
  await create('about', 'About', { name: T.about.en, nameHi: T.about.hi, description: T.aboutText.en, descriptionHi: T.aboutText.hi });
  await create('about', 'About', { name: T.aboutOnly, description: 'Every Sunday at 7 am.' });
  for (const [title, titleHi] of [
    [T.news.en, T.news.hi],
    [T.newsOnly, ''],
  ] as const) {
    const res = await api('POST', '/api/Admin/latest-news', {
      id: 0,
      title,
      titleHi,
      description: `${title}.`,
      descriptionHi: titleHi && `${titleHi}।`,
    });
    expect(res.status).toBe(201);
  }
  await create('notice', 'Notice', { title: T.notice.en, titleHi: T.notice.hi }, { DocumentFile: pdf });
  await create('notice', 'Notice', { title: T.noticeOnly, descriptionHi: T.noticeHiDescription }, { DocumentFile: pdf });
  const dept = { department: T.department.en, departmentHi: T.department.hi };
  await create('circular', 'Circular', { title: T.circular.en, titleHi: T.circular.hi, ...dept }, { DocumentFile: pdf });
  await create('circular', 'Circular', { title: T.circularOnly, department: T.department.en }, { DocumentFile: pdf });
  await create('officeorder', 'OfficeOrder', { title: T.order.en, titleHi: T.order.hi, ...dept }, { DocumentFile: pdf });
  await create('officeorder', 'OfficeOrder', { title: T.orderOnly }, { DocumentFile: pdf });
  const dates = { publish_date: `${year}-01-01`, last_date_of_submission: '2099-12-31', status: 'Open' };
  ids.tender = await create(
    'tender',
    'Tender',
    {
      tender_no: 'NPS/HI/1',
      tender_title: T.tender.en,
      tender_titleHi: T.tender.hi,
      tender_discreption: T.tenderText.en,
      tender_discreptionHi: T.tenderText.hi,
      tender_title_2: T.tenderDoc2.en,
      tender_title_2Hi: T.tenderDoc2.hi,
      ...dates,
    },
    { tender_document: pdf, tender_document_2: pdf },
  );
  ids.tenderOnly = await create(
    'tender',
    'Tender',
    { tender_no: 'NPS/HI/2', tender_title: T.tenderOnly, ...dates },
    { tender_document: pdf },
  );
  const galleryText = { description: 'At noon.', descriptionHi: 'दोपहर में।' };
  ids.gallery = await create('gallery', 'Gallery', { title: T.gallery.en, titleHi: T.gallery.hi, ...galleryText }, { GalleryImage: photo });
  await create('gallery', 'Gallery', { title: T.galleryOnly, description: 'In the morning.' });
  const paper = { releaseNewsPaperName: T.paper.en, releaseNewsPaperNameHi: T.paper.hi, releasesPageNo: '3' };
  await create('press-release', 'PressRelease', { title: T.press.en, titleHi: T.press.hi, ...paper });
  await create('press-release', 'PressRelease', { title: T.pressOnly, releaseNewsPaperName: T.paper.en });
  const officer = (email: string) => ({ designation: 'Ward Parshad', emailAddres: email, status: 'Active' });
  await create('minister-officer-employee', 'MinisterOfficerEmployee', {
    name: T.official.en,
    nameHi: T.official.hi,
    postRemarks: T.remarks.en,
    postRemarksHi: T.remarks.hi,
    ...officer('ramesh@e2e.example'),
  });
  await create('minister-officer-employee', 'MinisterOfficerEmployee', { name: T.officialOnly, ...officer('sunita@e2e.example') });
  await create('minister-officer-employee', 'MinisterOfficerEmployee', {
    name: T.chairman.en,
    nameHi: T.chairman.hi,
    designation: 'Chairman',
    emailAddres: 'kamla@e2e.example',
    showHomePage: 'true',
  });
  const serviceBase = { category: 'Civic services', hours: '10:30 am to 5:30 pm', phone: '07552 123456' };
  await create('service', 'Service', {
    title: T.service.en,
    titleHi: T.service.hi,
    slug: 'tree-cutting',
    summary: T.serviceSummary.en,
    summaryHi: T.serviceSummary.hi,
    office: T.serviceOffice.en,
    officeHi: T.serviceOffice.hi,
    hoursHi: 'सुबह 10:30 से शाम 5:30',
    ...serviceBase,
  });
  await create('service', 'Service', {
    title: T.serviceOnly,
    slug: 'hoarding',
    summary: 'Permission for a hoarding.',
    office: 'Desk 2',
    ...serviceBase,
  });
  const youtube = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
  await create('video', 'Video', { title: T.video.en, titleHi: T.video.hi, youtube });
  await create('video', 'Video', { title: T.videoOnly, youtube });
  await create('holiday', 'Holiday', { occasion: T.holiday.en, occasionHi: T.holiday.hi, date: `${year}-06-15`, type: 'Local' });
  await create('holiday', 'Holiday', { occasion: T.holidayOnly, date: `${year}-06-16`, type: 'Local' });
  await create('testimonial', 'Testimonial', { name: T.quoteName.en, nameHi: T.quoteName.hi, quote: T.quote.en, quoteHi: T.quote.hi });
  await create('testimonial', 'Testimonial', { name: 'Anil', quote: T.quoteOnly });

  context = await newContext(portal.browser, { viewport: { width: 375, height: 740 } });
  await context.addCookies([{ name: 'lang', value: 'hi', url: portal.running.url }]);
  page = await context.newPage();
  watcher = new PageWatcher(page);
}, 240_000);

/** The language each occurrence of a text is in: the lang of the nearest element around it that has one. */
function langsOf(p: Page, text: string): Promise<string[]> {
  return p.evaluate((needle) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // The router's data (both languages of every record) is not page text.
      if (node.parentElement?.closest('script')) continue;
      if (node.textContent?.includes(needle)) out.push(node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '');
    }
    return out;
  }, text);
}

/**
 * Opens a page in Hindi (JavaScript on, 375 px), checks axe, and the texts: each Hindi text shown in Hindi, each
 * English-only text shown marked lang="en", no English text of a translated item anywhere in the page.
 */
async function hindiPage(path: string, shown: { hi: string[]; en: string[]; hidden: string[] }, shot?: string) {
  expect(await open(page, `${portal.running.url}${path}`), path).toBe(200);
  expect(await page.locator('html').getAttribute('lang')).toBe('hi');
  for (const text of shown.hi) {
    const langs = await langsOf(page, text);
    expect(langs.length, `${path}: "${text}" shown`).toBeGreaterThan(0);
    expect(new Set(langs), `${path}: "${text}" in Hindi`).toEqual(new Set(['hi']));
  }
  for (const text of shown.en) {
    const langs = await langsOf(page, text);
    expect(langs.length, `${path}: "${text}" shown`).toBeGreaterThan(0);
    expect(new Set(langs), `${path}: "${text}" marked lang="en"`).toEqual(new Set(['en']));
  }
  const body = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const script of copy.querySelectorAll('script')) script.remove();
    return copy.textContent;
  });
  for (const text of shown.hidden) expect(body, `${path}: "${text}" not shown in Hindi`).not.toContain(text);
  await checkA11y(page, `${path} in Hindi`);
  if (shot) await screenshot(page, `hindi-${shot}`);
  watcher.assertClean();
}

/** The page as the server renders it in English: the English texts, none of the Hindi ones, no lang="en" fallbacks. */
async function englishHtml(path: string, en: string[], hi: string[]): Promise<string> {
  const res = await fetch(`${portal.running.url}${path}`, { headers: { cookie: 'lang=en' } });
  expect(res.status, path).toBe(200);
  // The router's data carries both languages of every record: only the page's markup counts.
  const html = (await res.text())
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
  expect(html).toContain('<html lang="en"');
  for (const text of en) expect(html, `${path}: "${text}" in English`).toContain(text);
  for (const text of hi) expect(html, `${path}: "${text}" not in English`).not.toContain(text);
  expect(html.match(/ lang="en"/g), `${path}: no element but the page itself marked English`).toHaveLength(1);
  return html;
}

describe('content in the visitor’s language', () => {
  it('home: about, officials, testimonials and the ticker', async () => {
    const shown = {
      hi: [T.about.hi, T.aboutText.hi, T.chairman.hi, T.quote.hi, T.quoteName.hi],
      en: [T.aboutOnly, T.quoteOnly, T.newsOnly],
      hidden: [T.about.en, T.aboutText.en, T.chairman.en, T.quote.en, T.quoteName.en],
    };
    await hindiPage('/', shown, 'home');
    await englishHtml('/', [T.about.en, T.aboutText.en, T.chairman.en, T.quote.en, T.newsOnly], shown.hi);
  });

  it('about', async () => {
    await hindiPage('/about', { hi: [T.about.hi, T.aboutText.hi], en: [T.aboutOnly], hidden: [T.about.en] });
    await englishHtml('/about', [T.about.en, T.aboutOnly], [T.about.hi]);
  });

  it('latest news (and the ticker, newest headline first)', async () => {
    await hindiPage('/latestnews', { hi: [T.news.hi], en: [T.newsOnly], hidden: [T.news.en] });
    await englishHtml('/latestnews', [T.news.en, T.newsOnly], [T.news.hi]);
  });

  it('notice: title, description and the download named in Hindi; a Hindi-only description is marked lang="hi" in English', async () => {
    await hindiPage('/notice', { hi: [T.notice.hi, T.noticeHiDescription], en: [T.noticeOnly], hidden: [T.notice.en] }, 'notice');
    const row = page.locator('main tr', { hasText: T.notice.hi });
    const href = (await row.locator('a[download]').getAttribute('href'))!;
    expect(decodeURIComponent(href.split('/').pop()!)).toBe(`${T.notice.hi.replace(/\s+/g, '-')}.pdf`);
    const file = await fetch(`${portal.running.url}${href}`);
    expect(file.status).toBe(200);
    const disposition = file.headers.get('content-disposition')!;
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(`${T.notice.hi.replace(/\s+/g, '-')}.pdf`);
    const html = await englishHtml('/notice', [T.notice.en, T.noticeOnly], [T.notice.hi]);
    expect(html).toMatch(new RegExp(`<p[^>]*lang="hi"[^>]*>${T.noticeHiDescription}</p>`));
    expect(html).toContain('Property-tax-rebate-till-March.pdf');
  });

  it('circulars and office orders, with their departments', async () => {
    await hindiPage('/circulars', { hi: [T.circular.hi, T.department.hi], en: [T.circularOnly, T.department.en], hidden: [T.circular.en] });
    await englishHtml('/circulars', [T.circular.en, T.circularOnly, T.department.en], [T.circular.hi, T.department.hi]);
    await hindiPage('/officeorder', { hi: [T.order.hi, T.department.hi], en: [T.orderOnly], hidden: [T.order.en] });
    await englishHtml('/officeorder', [T.order.en, T.orderOnly], [T.order.hi]);
  });

  it('tenders: the list, the status label, the details page with its title, description and document titles', async () => {
    await hindiPage('/currenttender', { hi: [T.tender.hi, 'खुली'], en: [T.tenderOnly], hidden: [T.tender.en] }, 'tenders');
    await englishHtml('/currenttender', [T.tender.en, T.tenderOnly], [T.tender.hi, 'खुली']);
    const shown = { hi: [T.tender.hi, T.tenderText.hi, T.tenderDoc2.hi], en: [], hidden: [T.tender.en, T.tenderText.en, T.tenderDoc2.en] };
    await hindiPage(`/tender-details?id=${ids.tender}`, shown, 'tender-details');
    expect(await page.title()).toMatch(new RegExp(`^${T.tender.hi} – `));
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(T.tenderText.hi);
    const doc2 = page.locator('main a[download]', { hasText: T.tenderDoc2.hi });
    expect(decodeURIComponent((await doc2.getAttribute('href'))!.split('/').pop()!)).toBe('तकनीकी-विवरण.pdf');
    const html = await englishHtml(`/tender-details?id=${ids.tender}`, [T.tender.en, T.tenderText.en, T.tenderDoc2.en], shown.hi);
    expect(html).toContain(`<title>${T.tender.en} – Tender Details |`);
    await hindiPage(`/tender-details?id=${ids.tenderOnly}`, { hi: [], en: [T.tenderOnly], hidden: [] });
  });

  it('gallery: the cards and the photo dialog’s caption', async () => {
    const shown = { hi: [T.gallery.hi, 'दोपहर में।'], en: [T.galleryOnly, 'In the morning.'], hidden: [T.gallery.en, 'At noon.'] };
    await hindiPage(`/photogallery?photo=${ids.gallery}`, shown);
    expect(await page.getByRole('dialog').getByRole('heading').innerText()).toBe(T.gallery.hi);
    await englishHtml('/photogallery', [T.gallery.en, T.galleryOnly], [T.gallery.hi]);
  });

  it('press releases, with the newspaper’s name', async () => {
    // The English-only release names its newspaper in English too.
    await hindiPage('/pressrelease', { hi: [T.press.hi, T.paper.hi], en: [T.pressOnly, T.paper.en], hidden: [T.press.en] });
    await englishHtml('/pressrelease', [T.press.en, T.pressOnly, T.paper.en], [T.press.hi, T.paper.hi]);
  });

  it('officials: name, post remarks and the designation’s label', async () => {
    const shown = { hi: [T.official.hi, T.remarks.hi, 'वार्ड पार्षद'], en: [T.officialOnly], hidden: [T.official.en, T.remarks.en] };
    await hindiPage('/wardparsad', shown, 'wardparsad');
    await englishHtml('/wardparsad', [T.official.en, T.remarks.en, T.officialOnly, 'Ward Parshad'], [T.official.hi, 'वार्ड पार्षद']);
  });

  it('a service page, its title and description; the services list', async () => {
    const shown = { hi: [T.service.hi, T.serviceSummary.hi, T.serviceOffice.hi], en: [], hidden: [T.service.en, T.serviceSummary.en] };
    await hindiPage('/services/tree-cutting', shown);
    expect(await page.title()).toMatch(new RegExp(`^${T.service.hi} – `));
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(T.serviceSummary.hi);
    await englishHtml('/services/tree-cutting', [T.service.en, T.serviceSummary.en, T.serviceOffice.en], shown.hi);
    await hindiPage('/services', { hi: [T.service.hi], en: [T.serviceOnly], hidden: [T.service.en] });
  });

  it('videos and holidays', async () => {
    await hindiPage('/videogallery', { hi: [T.video.hi], en: [T.videoOnly], hidden: [T.video.en] });
    await englishHtml('/videogallery', [T.video.en, T.videoOnly], [T.video.hi]);
    await hindiPage('/listofholiday', { hi: [T.holiday.hi], en: [T.holidayOnly], hidden: [T.holiday.en] });
    await englishHtml('/listofholiday', [T.holiday.en, T.holidayOnly], [T.holiday.hi]);
  });
});
