/**
 * A large data set laid down in a few SQL statements (generate_series), not through the services: the
 * scale bench (bench/sections/scale.ts) seeds 100,000 complaints with their history and 10,000 notices this
 * way, and the plan tests (complaints/plans.test.ts) a few thousand rows.
 *
 * Complaints: one every ~15 minutes going back from now, in pairs sharing one entry date (so the id breaks
 * ties); the newest tenth open (Open, Pending, In Progress), plus every 50th older one left open (overdue
 * work); the rest Resolved or Rejected. Each has its 'Open' action, and every one not Open a second action.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';

export interface ScaleCounts {
  complaints: number;
  notices: number;
  /** Circulars, office orders, tenders and news items each (for the site search). */
  others: number;
}

export const SCALE_WARDS = Array.from({ length: 25 }, (_, i) => `Ward ${i + 1}`);
export const SCALE_TYPES = ['Water supply', 'Street light', 'Garbage', 'Drainage', 'Roads', 'Stray animals', 'Encroachment', 'Other'];
/** Words the titles and descriptions of the seeded notices and other documents are made of. */
export const SCALE_WORDS = [
  'property',
  'tax',
  'water',
  'meeting',
  'budget',
  'sanitation',
  'election',
  'holiday',
  'tender',
  'road',
  'drainage',
  'survey',
];

/** The same words in Hindi, in the same order: the documents' Hindi titles and descriptions are made of them. */
export const SCALE_WORDS_HI = ['संपत्ति', 'कर', 'पानी', 'बैठक', 'बजट', 'स्वच्छता', 'चुनाव', 'अवकाश', 'निविदा', 'सड़क', 'नाली', 'सर्वेक्षण'];

const arrayText = (values: string[]) => `(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])`;
const list = (values: string[]) => sql.raw(arrayText(values));

/** Seeds an empty database (after its migrations); ends with ANALYZE so the planner knows the sizes. */
export async function seedScaleData(db: Db, counts: ScaleCounts): Promise<void> {
  const n = counts.complaints;
  // Laid down as a bulk load is: the staff search's trigram index of the complaints' words (migration 0021) is built
  // once the rows are in, and the history's remarks join the words in one UPDATE (row by row, a GIN trigram index
  // costs ~5 ms a row on the embedded database: 3,000 complaints took 30 s instead of 6). Built again as it was.
  const words = 'complaints_search_words_trgm_idx';
  const [saved] = await rowsOf<{ def: string | null }>(db, sql`select pg_get_indexdef(to_regclass(${words})) as def`);
  if (saved?.def) await db.execute(sql.raw(`drop index "${words}"`));
  await db.execute(sql`alter table complaint_actions disable trigger complaint_actions_search_words_insert`);
  // The same for each complaint's words (migration 0029): written once the words are final, then indexed.
  const wordIndexes = ['complaint_words_open_idx', 'complaint_words_closed_idx'];
  const savedWords: string[] = [];
  for (const name of wordIndexes) {
    const [def] = await rowsOf<{ def: string | null }>(db, sql`select pg_get_indexdef(to_regclass(${name})) as def`);
    if (def?.def) {
      savedWords.push(def.def);
      await db.execute(sql.raw(`drop index "${name}"`));
    }
  }
  await db.execute(sql`alter table complaints disable trigger complaint_words_insert`);
  await db.execute(sql`alter table complaints disable trigger complaint_words_update`);
  await db.execute(sql`insert into districts (name) values ('Sundarpur'), ('Rampur'), ('Devgarh') on conflict do nothing`);
  await db.execute(sql`insert into wards (name) select unnest(${list(SCALE_WARDS)}) on conflict do nothing`);
  await db.execute(sql`insert into grievance_types (name) select unnest(${list(SCALE_TYPES)}) on conflict do nothing`);
  await db.execute(sql`
    insert into complaints (id, complaint_no, district, ward, grievance_type, additional_information, landmark, status,
      entry_date, action_by, action_date, citizen_name, mobile, consent)
    select g,
      'GRV-' || extract(year from d.at at time zone 'Asia/Kolkata')::int || '-' || lpad(g::text, 6, '0'),
      (array['Sundarpur','Rampur','Devgarh'])[g % 3 + 1],
      ${list(SCALE_WARDS)}[g % ${SCALE_WARDS.length} + 1],
      ${list(SCALE_TYPES)}[(g / 7) % ${SCALE_TYPES.length} + 1],
      'Complaint number ' || g || ': ' || ${list(SCALE_WORDS)}[g % ${SCALE_WORDS.length} + 1] || ' problem in the lane.'
        || case when g % 3 = 0 then ' गली में ' || ${list(SCALE_WORDS_HI)}[(g / 3) % ${SCALE_WORDS_HI.length} + 1] || ' की समस्या।' else '' end,
      'Near landmark ' || (g % 300),
      s.status,
      d.at,
      case when s.status <> 'Open' then 'Staff member' end,
      case when s.status <> 'Open' then d.at + interval '2 days' end,
      'Citizen ' || g,
      '9' || lpad((g % 1000000000)::text, 9, '0'),
      true
    from generate_series(1, ${n}) g
    cross join lateral (select now() - ((${n} - g) / 2) * interval '30 minutes' - interval '1 hour' as at) d
    cross join lateral (select case
      when g > ${n} * 0.9 or g % 50 = 0 then (array['Open','Pending','In Progress'])[g % 3 + 1]
      when g % 5 = 0 then 'Rejected'
      else 'Resolved' end as status) s`);
  await db.execute(sql`select setval(pg_get_serial_sequence('complaints', 'id'), ${n})`);
  await db.execute(sql`
    insert into complaint_actions (complaint_id, at, status, remarks, actor_role)
    select id, entry_date, 'Open', '', 'citizen' from complaints
    union all
    select id, entry_date + interval '2 days', status, 'Looked into: ' || status, 'admin' from complaints where status <> 'Open'`);
  await db.execute(sql`alter table complaint_actions enable trigger complaint_actions_search_words_insert`);
  await db.execute(
    sql`update complaints set search_words = complaint_search_words(id, citizen_name, additional_information, landmark, suggestion)`,
  );
  if (saved?.def) await db.execute(sql.raw(saved.def));
  await db.execute(sql`
    insert into complaint_words (complaint_id, word, open, at)
    select c.id, w.word, c.status in ('Open', 'Pending', 'In Progress'), c.entry_date
    from complaints c, complaint_words_of(c.search_words) as w(word)
    on conflict do nothing`);
  await db.execute(sql`insert into complaint_vocabulary (word) select distinct word from complaint_words on conflict do nothing`);
  for (const def of savedWords) await db.execute(sql.raw(def));
  await db.execute(sql`alter table complaints enable trigger complaint_words_insert`);
  await db.execute(sql`alter table complaints enable trigger complaint_words_update`);
  // Every document in both languages (the Hindi one: '<w1> पर <kind> <g>: <w2>', '… (संदर्भ <g>)।').
  const docs = (table: string, kindHi: string, rows: number, extra = '') =>
    sql.raw(`
    insert into ${table} (title, description, title_hi, description_hi, issue_date${extra ? ', department' : ''})
    select initcap(w1) || ' ${table.replace(/_/g, ' ')} ' || g || ' about ' || w2,
      'The council informs citizens about ' || w1 || ' and ' || w2 || ' (reference ' || g || ').',
      h1 || ' पर ${kindHi} ' || g || ': ' || h2,
      'परिषद नागरिकों को ' || h1 || ' और ' || h2 || ' के बारे में सूचित करती है (संदर्भ ' || g || ')।',
      case when g % 97 = 0 then null else current_date - (g % 2000) end
      ${extra}
    from generate_series(1, ${rows}) g
    cross join lateral (select ${arrayText(SCALE_WORDS)}[g % ${SCALE_WORDS.length} + 1] as w1,
      ${arrayText(SCALE_WORDS)}[(g / 3) % ${SCALE_WORDS.length} + 1] as w2,
      ${arrayText(SCALE_WORDS_HI)}[g % ${SCALE_WORDS.length} + 1] as h1,
      ${arrayText(SCALE_WORDS_HI)}[(g / 3) % ${SCALE_WORDS.length} + 1] as h2) w`);
  await db.execute(docs('notices', 'सूचना', counts.notices));
  await db.execute(docs('circulars', 'परिपत्र', counts.others, `, 'Department ' || (g % 6)`));
  await db.execute(docs('office_orders', 'कार्यालय आदेश', counts.others, `, 'Department ' || (g % 6)`));
  await db.execute(sql`
    insert into tenders (tender_no, tender_title, tender_description, tender_title_hi, tender_description_hi, publish_date,
      last_date_of_submission, status)
    select 'NP/T/' || g, 'Tender ' || g || ' for ' || ${list(SCALE_WORDS)}[g % ${SCALE_WORDS.length} + 1] || ' works',
      'Sealed bids are invited for ' || ${list(SCALE_WORDS)}[(g / 3) % ${SCALE_WORDS.length} + 1] || ' works.',
      ${list(SCALE_WORDS_HI)}[g % ${SCALE_WORDS.length} + 1] || ' कार्य हेतु निविदा ' || g,
      ${list(SCALE_WORDS_HI)}[(g / 3) % ${SCALE_WORDS.length} + 1] || ' कार्य के लिए मुहरबंद निविदाएँ आमंत्रित हैं।',
      current_date - (g % 2000), current_date - (g % 2000) + 21, 'Published'
    from generate_series(1, ${counts.others}) g`);
  await db.execute(sql`
    insert into latest_news (title, description, title_hi, description_hi, created_date)
    select 'News ' || g || ': ' || ${list(SCALE_WORDS)}[g % ${SCALE_WORDS.length} + 1],
      'Latest news about ' || ${list(SCALE_WORDS)}[(g / 3) % ${SCALE_WORDS.length} + 1] || ' in the town.',
      'समाचार ' || g || ': ' || ${list(SCALE_WORDS_HI)}[g % ${SCALE_WORDS.length} + 1],
      'नगर में ' || ${list(SCALE_WORDS_HI)}[(g / 3) % ${SCALE_WORDS.length} + 1] || ' से जुड़ा ताज़ा समाचार।',
      now() - g * interval '7 hours'
    from generate_series(1, ${counts.others}) g`);
  await db.execute(sql`analyze`);
}
