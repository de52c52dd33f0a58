import { describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema.ts';
import { countRows, webBuilt, webTestApp } from '../test/app.ts';

/**
 * The Contact Us form without JavaScript (web build, issue 27): the page's action stores the message through the
 * service the API uses and redirects to the acknowledgement, whose address holds the reference only; a refused
 * message comes back (400) with its errors beside the fields and what was typed; limits count letters as a person
 * sees them ('क्षि' is one letter of four UTF-16 units).
 */
const web = webTestApp();

let ip = 0;
const post = (fields: Record<string, string>, lang = 'hi') =>
  web.app.inject({
    method: 'POST',
    url: '/contactus',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `lang=${lang}` },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: `10.28.0.${++ip}`,
  });
const EMAIL = 'sunita.page@example.in';

describe.skipIf(!webBuilt)('the contact form without JavaScript', () => {
  it('says before the form what happens to a message and within how many working days the council answers', async () => {
    const page = await web.app.inject({ method: 'GET', url: '/contactus', headers: { cookie: 'lang=en' } });
    expect(page.statusCode).toBe(200);
    const how = page.body.indexOf('What happens to your message');
    expect(how).toBeGreaterThan(0);
    expect(how).toBeLessThan(page.body.indexOf('name="message"'));
    expect(page.body).toContain('within 7 working days');
    expect(page.body).not.toContain('has not been sent');
  });

  it('stores the message and redirects to the acknowledgement, whose address and page hold the reference only', async () => {
    const before = await countRows(web.app, contactMessages);
    const sent = await post({ name: 'सुनीता', email: EMAIL, phone: '98765 43210', message: 'नाली जाम है।', website: '' });
    expect(sent.statusCode, sent.body.slice(0, 300)).toBe(302);
    const location = String(sent.headers.location);
    expect(location).toMatch(/^\/contactus\?sent=MSG-\d{4}-\d{6}$/);
    expect(await countRows(web.app, contactMessages)).toBe(before + 1);
    const ack = await web.app.inject({ method: 'GET', url: location, headers: { cookie: 'lang=hi' } });
    expect(ack.body).toContain('आपका संदेश भेज दिया गया है');
    expect(ack.body).toContain(location.split('=')[1]);
    for (const secret of [EMAIL, '98765', 'नाली जाम']) expect(ack.body).not.toContain(secret);
    // A made-up reference shows no acknowledgement.
    const odd = await web.app.inject({ method: 'GET', url: '/contactus?sent=%3Cscript%3E', headers: { cookie: 'lang=en' } });
    expect(odd.body).not.toContain('Your message has been sent');
  });

  it('counts a Hindi name by its letters: 100 pass, 101 are refused with the limit named, the typed text kept; nothing written', async () => {
    const fields = { email: EMAIL, message: 'नाली जाम है।' };
    expect((await post({ ...fields, name: 'क्षि'.repeat(100) })).statusCode).toBe(302);
    const before = await countRows(web.app, contactMessages);
    const long = await post({ ...fields, name: 'क्षि'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('अधिकतम 100 अक्षर');
    expect(long.body).toContain('नाली जाम है।</textarea>');
    expect(await countRows(web.app, contactMessages)).toBe(before);
  });

  it('refuses a form without the required fields, with each error beside its field and in the summary', async () => {
    const res = await post({ name: '', email: 'sunita@', subject: 'Water', message: '' }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('There is a problem with your message');
    expect(res.body).toContain('id="name-error"');
    expect(res.body).toContain('Name is required.');
    expect(res.body).toContain('Email: enter a valid e-mail address.');
    expect(res.body).toContain('Message is required.');
    expect(res.body).toMatch(/name="email"[^>]*value="sunita@"|value="sunita@"[^>]*name="email"/);
  });

  it('refuses a form whose hidden field is filled (a robot), writing nothing', async () => {
    const before = await countRows(web.app, contactMessages);
    const res = await post({ name: 'Bot', email: 'bot@example.org', message: 'Buy now', website: 'http://spam.example' }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('The message could not be accepted.');
    expect(await countRows(web.app, contactMessages)).toBe(before);
  });
});
