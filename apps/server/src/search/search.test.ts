import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableName, sql } from 'drizzle-orm';
import { resources, type SearchHit } from '@nagar/contract';
import { circulars, latestNews, notices, officeOrders, services, tenders } from '../db/schema.ts';
import { blockTestApp, createTestApp, type TestApp } from '../test/app.ts';
import { KINDS, searchContent } from './search.ts';
import { bindings } from '../resources/bindings.ts';
import { rowsOf } from '../db/client.ts';

describe('searchContent', () => {
  let t: TestApp;
  const search = (q: string) => searchContent(t.app.services, q);
  /** The hits as `resource:title`, sorted, for comparing sets. */
  const found = async (q: string) => (await search(q)).map((h) => `${h.resource}:${h.title}`).sort();

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.app.services;
    await db.insert(notices).values([
      { title: 'Water supply shutdown in ward 4', description: 'Pipeline repair on Tuesday.', issueDate: '2026-11-15' },
      { title: '50% rebate on property tax', description: 'Until 31 December.', issueDate: '2026-11-01' },
      { title: '50 years of the town hall', description: 'A rebate of nothing at all.', issueDate: '2026-10-01' },
      { title: 'Undated notice', description: 'Mentions the MONSOON plan.' },
      { title: 'Scans moved', description: 'Now under C:\\scans\\ward4 on the office computer.', issueDate: '2026-09-01' },
    ]);
    await db.insert(circulars).values([
      {
        title: 'Monsoon preparedness',
        description: 'Drains are to be cleaned before June.',
        department: 'Health',
        issueDate: '2026-05-01',
      },
      { title: 'file_name rules', description: 'Use underscores in scanned file names.', issueDate: '2026-04-01' },
    ]);
    await db.insert(officeOrders).values([
      { title: 'Duty roster', description: 'Sanitation staff for the Dussehra fair.', department: 'Health', issueDate: '2026-10-05' },
      { title: 'filename rules', description: 'No separators at all.', issueDate: '2026-04-02' },
    ]);
    await db.insert(tenders).values([
      {
        tender_no: 'NP/PWD/2026/014',
        tender_title: 'Road resurfacing',
        tender_discreption: 'Bituminous road from the bus stand to ward 4.',
        publish_date: '2026-11-01',
        last_date_of_submission: '2026-12-01',
        status: 'Open',
      },
      {
        tender_no: 'NP/WS/2026/007',
        tender_title: 'Water meters',
        publish_date: '2026-11-10',
        last_date_of_submission: '2026-12-10',
        status: 'Open',
      },
    ]);
    await db.insert(latestNews).values([
      { title: 'Budget meeting on Monday', description: 'The council passes the monsoon budget.' },
      { title: 'Camp', description: 'Health camp in ward 9 with 100% free check-ups.' },
    ]);
    await db.insert(notices).values([
      {
        title: 'Drinking water timings',
        titleHi: 'पीने के पानी का समय',
        description: 'Supply from 6 to 8 in the morning.',
        descriptionHi: 'सुबह 6 से 8 बजे तक आपूर्ति। क्षेत्र के सभी घरों तक।',
        issueDate: '2026-03-01',
      },
      { title: 'Fogging in ward 2', description: 'Against mosquitoes.', issueDate: '2026-07-01' },
    ]);
    await db
      .insert(circulars)
      .values([{ title: 'Vehicle upkeep', description: 'Fogging machines will be serviced.', issueDate: '2026-12-01' }]);
    await db.insert(latestNews).values([
      {
        title: 'Fogging drive this week',
        titleHi: 'इस सप्ताह फॉगिंग अभियान',
        description: '',
        createdDate: new Date('2026-06-01T10:00:00Z'),
      },
    ]);
    await db.insert(tenders).values([
      {
        tender_no: 'NP/RD/2026/021',
        tender_title: 'Lane repairs',
        tender_titleHi: 'गली की मरम्मत',
        tender_discreption: 'Cement concrete lanes.',
        publish_date: '2026-02-01',
        last_date_of_submission: '2026-03-01',
        status: 'Open',
      },
    ]);
    const service = { category: 'Water', office: 'Council office', hours: '10-5', phone: '0755-2700000' };
    await db.insert(services).values([
      {
        ...service,
        title: 'New tap connection',
        titleHi: 'नया नल कनेक्शन',
        slug: 'tap-connection',
        summary: 'Apply for a tap.',
        summaryHi: 'नल के लिए आवेदन करें।',
      },
      { ...service, title: 'Right to information', slug: 'rti', summary: 'Ask the council for records; pest fogging reports too.' },
    ]);
  });
  afterAll(() => t?.close());

  it('finds by title and by description across notices, circulars, office orders, tenders and latest news', async () => {
    expect(await found('monsoon')).toEqual([
      'circular:Monsoon preparedness',
      'latestNews:Budget meeting on Monday',
      'notice:Undated notice',
    ]);
    expect(await found('ward 4')).toEqual(['notice:Water supply shutdown in ward 4', 'tender:Road resurfacing (NP/PWD/2026/014)']);
    expect(await found('Dussehra')).toEqual(['officeOrder:Duty roster']);
    expect(await found('HEALTH CAMP')).toEqual(['latestNews:Camp']);
    expect(await found('no such words')).toEqual([]);
  });

  it('finds a tender by its number', async () => {
    expect(await found('WS/2026')).toEqual(['tender:Water meters (NP/WS/2026/007)']);
    expect(await found('np/pwd')).toEqual(['tender:Road resurfacing (NP/PWD/2026/014)']);
  });

  it('each hit names its kind, id, page, date and a snippet around the words', async () => {
    const [hit] = await search('pipeline repair');
    const [row] = await t.app.services.db
      .select({ id: notices.id })
      .from(notices)
      .where(eq(notices.title, 'Water supply shutdown in ward 4'));
    expect(hit).toEqual<SearchHit>({
      resource: 'notice',
      id: row!.id,
      title: 'Water supply shutdown in ward 4',
      titleHi: '',
      snippet: 'Pipeline repair on Tuesday.',
      snippetHi: '',
      date: '2026-11-15',
      url: '/notice',
    });
    const [tender] = await search('bituminous');
    expect(tender).toMatchObject({ resource: 'tender', date: '2026-11-01', url: `/tender-details?id=${tender!.id}` });
    const [news] = await search('Budget meeting');
    expect(news).toMatchObject({ resource: 'latestNews', url: '/latestnews' });
    expect(news!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("'%' and '_' are literal characters, not wildcards", async () => {
    expect(await found('50%')).toEqual(['notice:50% rebate on property tax']);
    expect(await found('100%')).toEqual(['latestNews:Camp']);
    expect(await found('file_name')).toEqual(['circular:file_name rules']);
    // As wildcards these would match everything (or every title with a character between 'file' and 'name').
    expect(await found('%%')).toEqual([]);
    expect(await found('__')).toEqual([]);
    expect(await found('e_n')).toEqual(['circular:file_name rules']);
    // A backslash is literal too (it is LIKE's escape character).
    expect(await found('C:\\scans\\w')).toEqual(['notice:Scans moved']);
    expect(await found('\\%')).toEqual([]);
  });

  it('fewer than 2 characters (after trimming) find nothing', async () => {
    for (const q of ['', ' ', 'a', ' w ', '%', '_']) expect(await search(q), JSON.stringify(q)).toEqual([]);
    expect(await found(' 50 ')).toEqual(['notice:50 years of the town hall', 'notice:50% rebate on property tax']);
  });
  it('finds a Hindi title by a Hindi query and the same item by its English words, on a page of either language', async () => {
    const [hindi] = await search('पानी');
    expect(hindi).toMatchObject({
      resource: 'notice',
      title: 'Drinking water timings',
      titleHi: 'पीने के पानी का समय',
      snippet: 'Supply from 6 to 8 in the morning.',
      snippetHi: 'सुबह 6 से 8 बजे तक आपूर्ति। क्षेत्र के सभी घरों तक।',
      url: '/notice',
    });
    expect(await found('पानी')).toEqual(['notice:Drinking water timings']);
    expect(await found('drinking WATER')).toEqual(['notice:Drinking water timings']);
    // A Hindi description, a conjunct with a vowel sign ('क्षे'), a Hindi tender title with its number.
    expect(await found('आपूर्ति')).toEqual(['notice:Drinking water timings']);
    expect(await found('क्षेत्र')).toEqual(['notice:Drinking water timings']);
    const [tender] = await search('मरम्मत');
    expect(tender).toMatchObject({ resource: 'tender', title: 'Lane repairs (NP/RD/2026/021)', titleHi: 'गली की मरम्मत (NP/RD/2026/021)' });
  });

  it('finds services by their title and summary in either language, linking to their pages', async () => {
    expect(await search('नल')).toEqual([
      expect.objectContaining({
        resource: 'service',
        title: 'New tap connection',
        titleHi: 'नया नल कनेक्शन',
        url: '/services/tap-connection',
      }),
    ]);
    expect(await search('for records')).toEqual([
      expect.objectContaining({ resource: 'service', title: 'Right to information', titleHi: '', snippetHi: '', url: '/rti' }),
    ]);
  });

  it('ranks title matches (either language) first, then description matches, each newest first', async () => {
    expect((await search('fogging')).map((h) => `${h.resource}:${h.title}`)).toEqual([
      'notice:Fogging in ward 2', // title, 2026-07-01
      'latestNews:Fogging drive this week', // title, 2026-06-01
      'circular:Vehicle upkeep', // description only, though the newest (2026-12-01)
      'service:Right to information', // description only, no date
    ]);
    // The Hindi title of the news item is a title match for a Hindi query.
    expect(await found('फॉगिंग')).toEqual(['latestNews:Fogging drive this week']);
  });

  it('answers at most 50 hits, newest first, each item once though its title and description both match', async () => {
    const { db } = t.app.services;
    // 55 notices with 'ledger' in title and description; 3 circulars with it in the description only.
    const day = (i: number) => `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    const inserted = await db
      .insert(notices)
      .values(Array.from({ length: 55 }, (_, i) => ({ title: `Ledger ${i}`, description: `The ledger of ward ${i}.`, issueDate: day(i) })))
      .returning({ id: notices.id, issueDate: notices.issueDate });
    await db
      .insert(circulars)
      .values([1, 2, 3].map((i) => ({ title: `Accounts ${i}`, description: `See the ledger.`, issueDate: '2026-12-0' + i })));
    const hits = await search('ledger');
    expect(hits).toHaveLength(50);
    // Title matches first (all notices), though the circulars are newer; newest first, the higher id first on a day.
    const newest = inserted.sort((a, b) => (b.issueDate! < a.issueDate! ? -1 : b.issueDate! > a.issueDate! ? 1 : b.id - a.id)).slice(0, 50);
    expect(hits.map((h) => `${h.resource}:${h.id}`)).toEqual(newest.map((n) => `notice:${n.id}`));

    // Fewer title matches than 50: each also a description match, listed once; then the description-only ones.
    await db.delete(notices).where(sql`${notices.title} like 'Ledger %' and ${notices.id} > ${Math.min(...inserted.map((n) => n.id)) + 1}`);
    const few = await search('ledger');
    expect(few.map((h) => h.resource)).toEqual(['notice', 'notice', 'circular', 'circular', 'circular']);
    expect(new Set(few.map((h) => `${h.resource}:${h.id}`)).size).toBe(5);
    expect(few.slice(2).map((h) => h.title)).toEqual(['Accounts 3', 'Accounts 2', 'Accounts 1']);
    await db.delete(notices).where(sql`${notices.title} like 'Ledger %'`);
    await db.delete(circulars).where(sql`${circulars.title} like 'Accounts %'`);
  });

  it('follows every write to the searched tables, whatever writes: an edit, a changed date, a delete, an emptied table', async () => {
    const { db } = t.app.services;
    const [tender] = await db
      .insert(tenders)
      .values({
        tender_no: 'NP/X/2026/099',
        tender_title: 'Quarry lease',
        publish_date: '2026-01-01',
        last_date_of_submission: '2026-02-01',
        status: 'Open',
      })
      .returning({ id: tenders.id });
    expect(await found('quarry')).toEqual(['tender:Quarry lease (NP/X/2026/099)']);
    await db.update(tenders).set({ tender_title: 'Sand lease', tender_no: 'NP/X/2026/100' }).where(eq(tenders.id, tender!.id));
    expect(await found('quarry')).toEqual([]);
    expect(await found('sand lease')).toEqual(['tender:Sand lease (NP/X/2026/100)']);
    expect(await found('2026/100')).toEqual(['tender:Sand lease (NP/X/2026/100)']);

    // A news item ranks by its time in UTC, to the millisecond: a later edit of that time reorders the hits.
    const news = await db
      .insert(latestNews)
      .values([
        { title: 'Kite festival day one', description: '', createdDate: new Date('2026-01-14T23:00:00.000Z') },
        { title: 'Kite festival day two', description: '', createdDate: new Date('2026-01-14T23:00:00.001Z') },
      ])
      .returning({ id: latestNews.id });
    expect((await search('kite festival')).map((h) => [h.title, h.date])).toEqual([
      ['Kite festival day two', '2026-01-14'],
      ['Kite festival day one', '2026-01-14'],
    ]);
    await db
      .update(latestNews)
      .set({ createdDate: new Date('2026-01-15T00:00:00Z') })
      .where(eq(latestNews.id, news[0]!.id));
    expect((await search('kite festival')).map((h) => [h.title, h.date])).toEqual([
      ['Kite festival day one', '2026-01-15'],
      ['Kite festival day two', '2026-01-14'],
    ]);

    await db.delete(tenders).where(eq(tenders.id, tender!.id));
    expect(await found('sand lease')).toEqual([]);
    await db.delete(latestNews).where(sql`${latestNews.title} like 'Kite festival %'`);
    expect(await found('kite festival')).toEqual([]);

    // TRUNCATE (a script, a restore into a used database) empties the kind's entries too, and no other kind's.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`truncate ${officeOrders}`);
        expect(await searchContent({ ...t.app.services, db: tx } as typeof t.app.services, 'duty roster')).toEqual([]);
        expect((await searchContent({ ...t.app.services, db: tx } as typeof t.app.services, 'monsoon')).length).toBeGreaterThan(0);
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!String(err).includes('Rollback')) throw err;
      });
    expect(await found('duty roster')).toEqual(['officeOrder:Duty roster']);
  });

  it('counts the shortest query in characters as seen: one Hindi syllable of two code units is too short', async () => {
    expect('पा'.length).toBe(2);
    expect(await search('पा')).toEqual([]);
    expect(await found('नल')).toEqual(['service:New tap connection']);
  });
  it('cuts a long snippet around the words, between words, never on a vowel sign', async () => {
    const words = Array.from({ length: 60 }, (_, i) => `शब्द${i}`).join(' ');
    await t.app.services.db.insert(notices).values({
      title: 'Long order',
      titleHi: 'लंबा आदेश',
      description: 'Short.',
      descriptionHi: `${words} अतिक्रमण हटाया जाएगा ${words}`,
      issueDate: '2026-01-05',
    });
    const [hit] = await search('अतिक्रमण');
    expect(hit!.snippetHi).toMatch(/^…शब्द\d+ .* अतिक्रमण हटाया जाएगा .* शब्द\d+…$/);
    expect(hit!.snippetHi.length).toBeLessThanOrEqual(202);
    expect(hit!.snippet).toBe('Short.');
  });
});

describe('the searched content types', () => {
  const t = blockTestApp();

  it('are the definitions with a search kind, numbered 0, 1, 2 … as KINDS holds them, each table kept by its trigger', async () => {
    const searched = resources.filter((d) => d.search);
    expect(KINDS.map((k) => k.resource).sort()).toEqual(searched.map((d) => d.name).sort());
    expect(KINDS.map((k) => searched.find((d) => d.name === k.resource)!.search!.kind)).toEqual(KINDS.map((_, i) => i));
    for (const k of KINDS) {
      const table = getTableName(bindings.find((b) => b.def.name === k.resource)!.table);
      const triggers = await rowsOf<{ tgname: string }>(
        t.app.services.db,
        sql`select tgname from pg_trigger where tgname = ${`${table}_search_entry`} and not tgisinternal`,
      );
      expect(triggers, `${k.resource}: the trigger that keeps its search entries`).toHaveLength(1);
    }
  });

  it('link a hit to its public list, or to the page the server names for its type', () => {
    const url = (name: string) => KINDS.find((k) => k.resource === name)!.url({ id: 7, extra: 'rti' } as never);
    expect(url('notice')).toBe('/notice');
    expect(url('circular')).toBe('/circulars');
    expect(url('officeOrder')).toBe('/officeorder');
    expect(url('latestNews')).toBe('/latestnews');
    expect(url('tender')).toBe('/tender-details?id=7');
    expect(url('service')).toMatch(/rti/);
  });
});
