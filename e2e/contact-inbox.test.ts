/**
 * Issue 27, the contact inbox, in the browser: a message sent from Contact Us with JavaScript on (English, 1280 px)
 * and off (Hindi, 375 px), refused first with its errors beside the fields and what was typed kept, then sent, ending
 * on the acknowledgement with its reference; staff find it in Admin › Messages by that reference, open it (Read),
 * record a reply note and mark it Answered. Every page passes axe; screenshots in both languages at both widths.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN } from './support/app.ts';
import { browserSuite } from './support/suite.ts';
import { checkA11y, open, screenshot, scrollWidth, signIn } from './support/browser.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 812 };
const suite = browserSuite();

/** Sends the form as typed; answers the page's reference once the acknowledgement shows. */
async function fill(p: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await p.locator(`#${name}`).fill(value);
}

async function acknowledged(p: Page): Promise<string> {
  await p.waitForURL(/\/contactus\?sent=MSG-\d{4}-\d{6}$/);
  const reference = (await p.getByTestId('contact-reference').innerText()).trim();
  expect(reference).toMatch(/^MSG-\d{4}-\d{6}$/);
  expect(new URL(p.url()).searchParams.get('sent')).toBe(reference);
  return reference;
}

describe('Contact Us → the inbox', () => {
  const references: string[] = [];
  /**
   * Fills in the rest of the form and sends it with `button`: the acknowledgement (its reference kept for the staff's
   * tests) says `says`, passes axe, and is photographed.
   */
  async function sendAccepted(p: Page, lang: 'en' | 'hi', fields: Parameters<typeof fill>[1], sent: { button: string; says: string }) {
    await fill(p, fields);
    await p.getByRole('button', { name: sent.button }).click();
    references.push(await acknowledged(p));
    expect(await p.locator('main').innerText()).toContain(sent.says);
    await checkA11y(p, `contact ${lang} sent`);
    await screenshot(p, `contact-sent-${lang}`);
  }

  it('JavaScript on (English, 1280 px): says what happens first, refuses a bad form in place, then sends and shows the reference', async () => {
    const p = await suite.page({ viewport: WIDE });
    expect(await open(p, `${suite.url}/contactus`)).toBe(200);
    const main = await p.locator('main').innerText();
    expect(main.indexOf('What happens to your message')).toBeLessThan(main.indexOf('Send Message'));
    expect(main).toContain('within 7 working days');
    await checkA11y(p, 'contact en 1280');
    await screenshot(p, 'contact-form-en');

    await fill(p, { name: 'Asha Verma', email: 'asha@', subject: 'Water timings' });
    await p.getByRole('button', { name: 'Send Message' }).click();
    // Checked in the browser by the contract's schema: nothing was sent.
    await expect.poll(() => p.locator('#email-error').innerText()).toBe('Email: enter a valid e-mail address.');
    expect(await p.locator('#message-error').innerText()).toBe('Message is required.');
    expect(p.url()).toBe(`${suite.url}/contactus`);
    await checkA11y(p, 'contact en refused');

    await sendAccepted(
      p,
      'en',
      { email: 'asha.verma@example.in', message: 'When is water supplied in Ward 3 on Sundays?' },
      {
        button: 'Send Message',
        says: 'The council office will answer you within 7 working days',
      },
    );
  });

  it('JavaScript off (Hindi, 375 px): a refused form comes back with what was typed, then sends', async () => {
    const p = await suite.page({ viewport: NARROW, javaScriptEnabled: false, lang: 'hi' });
    expect(await open(p, `${suite.url}/contactus`)).toBe(200);
    expect(await p.locator('main').innerText()).toContain('आपके संदेश का क्या होता है');
    expect(await scrollWidth(p)).toBeLessThanOrEqual(NARROW.width);
    await checkA11y(p, 'contact hi 375');
    await screenshot(p, 'contact-form-hi');

    await fill(p, { name: 'शबनम बानो', phone: '98765 43210', message: 'गली की बत्ती तीन दिन से बंद है।' });
    suite.watcher().allow(/400.*\/contactus/);
    const [refused] = await Promise.all([p.waitForNavigation(), p.getByRole('button', { name: 'संदेश भेजें' }).click()]);
    expect(refused?.status()).toBe(400);
    expect(await p.locator('#email-error').innerText()).toBe('ई-मेल आवश्यक है।');
    expect(await p.locator('#name').inputValue()).toBe('शबनम बानो');
    expect(await p.locator('#message').inputValue()).toBe('गली की बत्ती तीन दिन से बंद है।');
    await checkA11y(p, 'contact hi refused');
    await screenshot(p, 'contact-refused-hi');

    await sendAccepted(p, 'hi', { email: 'shabnam@example.in' }, { button: 'संदेश भेजें', says: 'आपका संदेश भेज दिया गया है' });
  });

  it('staff find the message by its reference, open it (Read), record a reply note and mark it Answered', async () => {
    const [reference] = references;
    expect(reference).toBeTruthy();
    const p = await suite.page({ viewport: WIDE });
    await open(p, `${suite.url}/login`);
    await signIn(p, ADMIN, /^\/admin/);
    await open(p, `${suite.url}/admin/messages`);
    await p.getByRole('link', { name: 'Messages' }).first().waitFor();
    await expect.poll(() => p.locator('tbody tr').count()).toBe(2);
    expect(await p.locator('tbody').innerText()).toContain('New');
    await checkA11y(p, 'inbox');
    await screenshot(p, 'admin-messages-en');

    await p.locator('#m-q').fill(reference!);
    await p.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => p.locator('tbody tr').count()).toBe(1);
    await p.getByRole('link', { name: reference! }).click();
    await p.getByRole('heading', { name: `Message ${reference}` }).waitFor();
    expect(await p.locator('main').innerText()).toContain('When is water supplied in Ward 3 on Sundays?');
    expect(await p.locator('main .badge').first().innerText()).toBe('Read');
    await checkA11y(p, 'message');

    await p.getByLabel('Answered').check();
    await p.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => p.locator('#r-replyNote-error').innerText()).toContain('Write a reply note');
    await p.locator('#r-replyNote').fill('Phoned her: water comes 6–8 am on Sundays too.');
    await p.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => p.getByRole('status').filter({ hasText: 'Saved.' }).count()).toBe(1);
    await expect.poll(() => p.locator('main .badge').first().innerText()).toBe('Answered');
    expect(await p.locator('main').innerText()).toContain(`by ${ADMIN.email}`);
    await checkA11y(p, 'message answered');
    await screenshot(p, 'admin-message-en');

    const { db } = suite.running.app.services;
    const audit = await db.query.auditLog.findMany({ where: (a, { eq }) => eq(a.entity, 'contact-message') });
    expect(audit.map((a) => a.action).sort()).toEqual(['read', 'update']);
    // Admin › Audit names the statuses as the inbox does, not by their keys.
    await open(p, `${suite.url}/admin/audit?entity=contact-message`);
    await expect.poll(() => p.locator('.audit-after').allInnerTexts()).toContain('Answered');
    expect(await p.locator('.audit-before, .audit-after').allInnerTexts()).not.toContain('answered');
    await checkA11y(p, 'audit of the message');

    await open(p, `${suite.url}/admin/messages?status=answered`);
    await expect.poll(() => p.locator('tbody tr').count()).toBe(1);
    expect(await p.locator('tbody').innerText()).toContain(reference);
  });

  it('the inbox in Hindi at 375 px', async () => {
    const p = await suite.page({ viewport: NARROW });
    await open(p, `${suite.url}/login`);
    await signIn(p, ADMIN, /^\/admin/);
    await p.context().addCookies([{ name: 'lang', value: 'hi', url: suite.url }]);
    await open(p, `${suite.url}/admin/messages`);
    await expect.poll(() => p.locator('tbody tr').count()).toBe(2);
    await checkA11y(p, 'inbox hi 375');
    await screenshot(p, 'admin-messages-hi');
    await p.locator('tbody a').first().click();
    await p.locator('#r-replyNote').waitFor();
    await checkA11y(p, 'message hi 375');
    await screenshot(p, 'admin-message-hi');
  });
});
