import { describe, expect, it } from 'vitest';
import { todayInIndia } from '../resources/validity.ts';
import { MIGRATIONS, bareDatabase, migrationsBefore } from '../test/migrations.ts';
import { searchContent } from './search.ts';

/**
 * Migration 0012 copies what an install already holds into search_entries: a database migrated up to 0011 with
 * one record of each searched kind, then migrated on, finds each.
 */
describe('migration 0012 (search_entries)', () => {
  it('copies every record already there, each kind with its title, dates and extra', async () => {
    const before = migrationsBefore(12, '0011_complaint_no_index_direct');
    const database = await bareDatabase();
    try {
      await database.migrate(before.dir);
      await database.exec(`
        insert into notices (title, title_hi, description, issue_date) values ('Old notice', 'पुरानी सूचना', 'About the old rates.', '2024-03-01');
        insert into circulars (title, description) values ('Old circular', 'Undated.');
        insert into office_orders (title, description, issue_date) values ('Old office order', '', '2024-02-01');
        insert into tenders (tender_no, tender_title, publish_date, last_date_of_submission, status)
          values ('NP/OLD/2024/001', 'Old tender', '2024-01-01', '2024-02-01', 'Closed');
        insert into latest_news (title, description, created_date) values ('Old news', '', '2024-04-01T20:00:00+05:30');
        insert into services (category, title, slug, summary, office, hours, phone)
          values ('Tax', 'Old service', 'old-service', 'Pay the old way.', 'Office', '10-5', '0755-2700000');
      `);
      await database.migrate(MIGRATIONS);
      const hits = await searchContent(database.services, 'old');
      // Migration 0019 (issue dates required) gives the undated circular the day it was created (IST): today.
      expect(hits.map((h) => [h.resource, h.title, h.date, h.url])).toEqual([
        ['circular', 'Old circular', todayInIndia(), '/circulars'],
        ['latestNews', 'Old news', '2024-04-01', '/latestnews'],
        ['notice', 'Old notice', '2024-03-01', '/notice'],
        ['officeOrder', 'Old office order', '2024-02-01', '/officeorder'],
        ['tender', `Old tender (NP/OLD/2024/001)`, '2024-01-01', expect.stringMatching(/^\/tender-details\?id=\d+$/)],
        ['service', 'Old service', null, '/services/old-service'],
      ]);
      expect((await searchContent(database.services, 'पुरानी')).map((h) => h.titleHi)).toEqual(['पुरानी सूचना']);
      expect(await searchContent(database.services, 'old rates')).toHaveLength(1);
    } finally {
      await database.close();
      before.remove();
    }
  });
});
