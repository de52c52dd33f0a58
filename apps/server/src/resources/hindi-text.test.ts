import { describe, expect, it } from 'vitest';
import { TITLE_MAX, charCount, formatMessage } from '@nagar/contract';
import { adminTestApp, injectForm, multipart, testPdf } from '../test/app.ts';

/**
 * Typing Hindi (issue 13, Build 6): lengths count characters as a person sees them, through the multipart and
 * JSON bodies alike; Devanagari and mixed titles reach the download's name and sort in the admin list.
 */
describe('Hindi and mixed text through the API', () => {
  const s = adminTestApp();
  /** 'क्षि' is one character as seen and four UTF-16 units (क, ्, ष, ि). */
  const syllable = 'क्षि';
  const tooLong = formatMessage('fieldTooLong', { field: 'Title', max: TITLE_MAX });

  /** A notice (multipart, as the spec sends it, with its document). */
  const postMultipart = async (fields: Record<string, string>) => {
    const form = await multipart(fields, { DocumentFile: { data: await testPdf('Notice'), filename: 'n.pdf', type: 'application/pdf' } });
    return s.t.app.inject({ method: 'POST', url: '/api/Admin/notice', payload: form.payload, headers: { ...form.headers, ...s.auth } });
  };
  /** A latest news item (JSON). */
  const postJson = (body: Record<string, string>) =>
    s.t.app.inject({ method: 'POST', url: '/api/Admin/latest-news', payload: { description: 'Text', ...body }, headers: s.auth });

  it('accepts a Hindi title of exactly the limit in characters as seen, though it has four times as many code units', async () => {
    const title = syllable.repeat(TITLE_MAX);
    expect(charCount(title)).toBe(TITLE_MAX);
    expect(title.length).toBe(4 * TITLE_MAX);
    const viaForm = await postMultipart({ 'Notice.title': title, 'Notice.titleHi': title, 'Notice.issueDate': '2026-11-01' });
    expect(viaForm.statusCode, viaForm.body).toBe(201);
    expect(viaForm.json()).toMatchObject({ title, titleHi: title });
    const viaJson = await postJson({ title, titleHi: title });
    expect(viaJson.statusCode, viaJson.body).toBe(201);
    const back = await s.t.app.inject({
      method: 'GET',
      url: `/api/Admin/latest-news/${(viaJson.json() as { id: number }).id}`,
      headers: s.auth,
    });
    expect(back.json()).toMatchObject({ title, titleHi: title });
  });

  it('refuses one character more with the field’s message, in the English and the Hindi field, form and JSON alike', async () => {
    const title = syllable.repeat(TITLE_MAX + 1);
    for (const res of [await postMultipart({ 'Notice.title': title, 'Notice.issueDate': '2026-11-01' }), await postJson({ title })]) {
      expect(res.statusCode).toBe(400);
      expect((res.json() as { errors: Record<string, string> }).errors.title).toBe(tooLong);
    }
    const hindi = await postJson({ title: 'Water', titleHi: title });
    expect(hindi.statusCode).toBe(400);
    expect((hindi.json() as { errors: Record<string, string> }).errors.titleHi).toBe(
      formatMessage('fieldTooLong', { field: 'Title (Hindi)', max: TITLE_MAX }),
    );
  });

  it('gives a long mixed title a download name cut between characters, never inside a syllable or an emoji', async () => {
    // 79 ASCII letters, then a syllable and an emoji across the 80-unit cut of the file name.
    const title = `${'a'.repeat(78)} क्षि 😀 notice`;
    const created = await injectForm(
      s.t.app,
      { url: '/api/Admin/notice', headers: s.auth },
      { 'Notice.title': title, 'Notice.issueDate': '2026-11-01' },
      { DocumentFile: { data: await testPdf('Mixed'), filename: 'x.pdf', type: 'application/pdf' } },
    );
    expect(created.statusCode, created.body).toBe(201);
    const filePath = (created.json() as { filePath: string }).filePath;
    const res = await s.t.app.inject({ method: 'GET', url: filePath });
    expect(res.statusCode).toBe(200);
    const star = /filename\*=UTF-8''([A-Za-z0-9%._~-]+)$/.exec(res.headers['content-disposition'] as string);
    expect(decodeURIComponent(star![1]!)).toBe(`${'a'.repeat(78)}.pdf`);
    const second = await injectForm(
      s.t.app,
      { url: '/api/Admin/notice', headers: s.auth },
      { 'Notice.title': `${'क'.repeat(79)}क्षि`, 'Notice.issueDate': '2026-11-01' },
      { DocumentFile: { data: await testPdf('Hindi'), filename: 'x.pdf', type: 'application/pdf' } },
    );
    const name = decodeURIComponent((second.json() as { filePath: string }).filePath.split('/').pop()!);
    // 'क्षि' would take the file name past 80 units: it is left out whole, not cut to 'क्'.
    expect(name).toBe(`${'क'.repeat(79)}.pdf`);
  });

  it('sorts an admin list of English, Hindi and mixed titles both ways without an error', async () => {
    for (const title of ['Zebra crossing', 'पानी की आपूर्ति', 'Ward 4 — वार्ड ४', 'अंधेरा', 'apple'])
      expect((await postJson({ title })).statusCode).toBe(201);
    const titles = async (sort: string) => {
      const res = await s.t.app.inject({
        method: 'GET',
        url: `/api/Admin/latest-news?sort=${encodeURIComponent(sort)}&pageSize=100`,
        headers: s.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Array<{ title: string }>).map((n) => n.title);
    };
    const up = await titles('title');
    const down = await titles('-title');
    expect(up).toEqual(expect.arrayContaining(['Zebra crossing', 'पानी की आपूर्ति', 'Ward 4 — वार्ड ४', 'अंधेरा', 'apple']));
    expect(down).toEqual([...up].reverse());
  });
});
