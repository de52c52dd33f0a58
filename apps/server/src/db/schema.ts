import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { OPEN_STATUSES, ROLES } from '@nagar/contract';

/** The open statuses as an SQL list, for the partial indexes of the staff queue (and its queries). */
export const OPEN_SQL = OPEN_STATUSES.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ');

/** bytea comes back as Uint8Array from PGlite and as Buffer from node-postgres: always hand out a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** A trigram index (pg_trgm) for `ilike '%…%'` searches on a text column. */
const trigram = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));

/**
 * The admin list's search indexes of a table's title and description (`<table>_title_trgm_idx`, ...): English and,
 * as the list looks in the Hindi columns too (contract searchFieldsOf), their Hindi twins.
 */
const titleDescriptionTrigrams = (table: string, c: Record<'title' | 'description' | 'titleHi' | 'descriptionHi', ExtraConfigColumn>) => [
  trigram(`${table}_title_trgm_idx`, c.title),
  trigram(`${table}_description_trgm_idx`, c.description),
  trigram(`${table}_title_hi_trgm_idx`, c.titleHi),
  trigram(`${table}_description_hi_trgm_idx`, c.descriptionHi),
];

/**
 * The site search's text of a record: its columns (English, Hindi, a tender's number) lowered and joined by a
 * character no typed text holds (U+001F, a control character every input refuses), kept by the database and
 * copied with the record into search_entries (below). The search compares it there with LIKE against the lowered
 * query (search/search.ts): one byte-wise LIKE over a stored text instead of an ILIKE (lower() of every value, on
 * every row looked at) per column and language.
 */
const searchText = (name: string, ...columns: string[]) =>
  text(name).generatedAlwaysAs(sql.raw(`lower(${columns.map((c) => `coalesce("${c}", '')`).join(` || E'\\x1f' || `)})`));

/**
 * The trigram index of a searched text. Without fastupdate: new rows go straight into the index instead of a
 * pending list that only a VACUUM merges; the embedded database has no autovacuum, and with a pending list the
 * planner priced the index above reading the whole table (ten times slower at 10,000 notices). Content is
 * written rarely, so the slower insert costs nothing a visitor sees.
 */
const searchTrigram = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops')).with({ fastupdate: false });

/** A record's "valid until" date (contract ResourceDef.validity): null never expires. */
const validUntil = () => date('valid_until', { mode: 'string' });

/** The expiry date's index: the archive's reads (valid_until < today) and the dashboard's soon-expiring list. */
const validUntilIndex = (table: string, column: ExtraConfigColumn) => index(`${table}_valid_until_idx`).on(column);

/** The order of the dated lists (newest first, undated last, then id): read off one index, no sort. */
const newestFirst = (name: string, date: ExtraConfigColumn, id: ExtraConfigColumn) =>
  index(name).on(date.desc().nullsLast(), id.desc().nullsFirst());

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: ROLES }).notNull(),
  passwordHash: text('password_hash').notNull(),
  /** Set when an admin disables the account: it cannot sign in and its sessions are gone. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /** A grievance officer's scope is every ward only when this says so; else the wards in user_wards (none: no complaints). */
  allWards: boolean('all_wards').notNull().default(false),
  /**
   * Two-factor sign-in (TOTP, RFC 6238): the base32 secret, pending until a code confirms it (enabled_at set);
   * never answered after confirmation. The last accepted time step: a code of that step or an earlier one is refused.
   */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** A generated (one-time) password: it signs in once, to the forced change, and only until password_expires_at. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
  ...timestamps,
});

/** An account's ten single-use recovery codes, stored as SHA-256 hashes (each code holds 80 random bits). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/**
 * The wards a grievance officer is limited to (none and not users.allWards: no complaints). A ward an officer
 * has cannot be deleted (restrict): it is merged into another ward, which moves its officers.
 */
export const userWards = pgTable(
  'user_wards',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.wardId] }), index('user_wards_ward_id_idx').on(t.wardId)],
);

/**
 * The audit trail: every staff write, sign-in, failed sign-in, sign-out, role change and refused access, written
 * by the service layer in the same transaction as the change. Append-only: a trigger (migration 0005) refuses
 * UPDATE and DELETE. The actor is copied (id, e-mail, role), not referenced, so the row outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email').notNull().default(''),
    actorRole: text('actor_role').notNull().default(''),
    /** create, update, delete, sign-in, sign-in-failed, sign-out, role-change, access-refused, ... */
    action: text('action').notNull(),
    /** The record's type (a resource name, user, settings, complaint, session) and id. */
    entity: text('entity').notNull().default(''),
    entityId: text('entity_id').notNull().default(''),
    /** Field → [before, after]; files as { name, size }. */
    changes: jsonb('changes').notNull().default({}),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc()),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Attempt counters of the rate limits and throttles (sign-in, password check, complaint filing, tracking),
 * keyed by purpose and key (an address, an account, a complaint number). Read and written in one statement
 * (auth/limiter.ts), so they hold across processes and concurrent requests.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    purpose: text('purpose').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** Growing-delay limits: no attempt before this time. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** Whether the last attempt was refused (what the statement's RETURNING reports). */
    refused: boolean('refused').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.key] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/** Stored files; an image's WebP and thumbnail are rows whose parentId is the main JPEG. */
export const files = pgTable(
  'files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    parentId: uuid('parent_id'),
    variant: text('variant', { enum: ['main', 'webp', 'medium', 'thumb'] })
      .notNull()
      .default('main'),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    etag: text('etag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_parent_idx').on(t.parentId)],
);

/** The size of one stored piece of a file (the last one may be shorter): what a download holds at a time. */
export const FILE_CHUNK_BYTES = 256 * 1024;

/**
 * A stored file's bytes, in pieces of FILE_CHUNK_BYTES numbered from 0 (a file of 0 bytes has none): a download
 * reads at most one piece per query (a stream 64 KB), so it never holds the whole file nor the embedded database's
 * thread for long. Stored uncompressed (STORAGE EXTERNAL, migration 0016): a part of a piece is read alone.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/**
 * The council's site settings (contract SiteSettings, checked by its zod schema on every write): one row, id 1.
 * `version` grows with every save, so processes sharing a database notice a change.
 */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  value: jsonb('value').notNull(),
  logo: uuid('logo_id').references(() => files.id),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The Hindi value of a bilingual field (column `<english column>_hi`, '' when not written). */
const hindi = (englishColumn: string) => text(`${englishColumn}_hi`).notNull().default('');

/**
 * The policy pages (contract POLICY_SLUGS) an admin has saved, in both languages; a page with no row shows its
 * default text. Bodies are limited HTML, sanitised when saved; placeholders ({{council}}, ...) stay in them and are
 * replaced when the page is shown.
 */
export const policyPages = pgTable('policy_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  titleHi: hindi('title'),
  body: text('body').notNull(),
  bodyHi: hindi('body'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Small key/value facts about this installation (e.g. that the demo content was laid down). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    titleHi: hindi('title'),
    description: text('description').notNull().default(''),
    descriptionHi: hindi('description'),
    issueDate: date('issue_date', { mode: 'string' }),
    validUntil: validUntil(),
    filePath: uuid('file_id').references(() => files.id),
    searchTitle: searchText('search_title', 'title', 'title_hi'),
    searchText: searchText('search_text', 'description', 'description_hi'),
    ...timestamps,
  },
  (t) => [
    newestFirst('notices_order_idx', t.issueDate, t.id),
    validUntilIndex('notices', t.validUntil),
    ...titleDescriptionTrigrams('notices', t),
  ],
);

const fileRef = (name: string) => uuid(name).references(() => files.id);

/** Circulars and office orders: the same columns under two names. */
function departmentDocumentTable(name: string) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      title: text('title').notNull(),
      titleHi: hindi('title'),
      description: text('description').notNull().default(''),
      descriptionHi: hindi('description'),
      department: text('department').notNull().default(''),
      departmentHi: hindi('department'),
      issueDate: date('issue_date', { mode: 'string' }),
      validUntil: validUntil(),
      filePath: fileRef('file_id'),
      searchTitle: searchText('search_title', 'title', 'title_hi'),
      searchText: searchText('search_text', 'description', 'description_hi'),
      ...timestamps,
    },
    (t) => [newestFirst(`${name}_order_idx`, t.issueDate, t.id), validUntilIndex(name, t.validUntil), ...titleDescriptionTrigrams(name, t)],
  );
}

export const circulars = departmentDocumentTable('circulars');

export const officeOrders = departmentDocumentTable('office_orders');

export const abouts = pgTable('abouts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameHi: hindi('name'),
  description: text('description').notNull().default(''),
  descriptionHi: hindi('description'),
  photoPath: fileRef('photo_id'),
  ...timestamps,
});

export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  sliderPath: fileRef('image_id'),
  ...timestamps,
});

export const latestNews = pgTable(
  'latest_news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    titleHi: hindi('title'),
    description: text('description').notNull(),
    descriptionHi: hindi('description'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    validUntil: validUntil(),
    searchTitle: searchText('search_title', 'title', 'title_hi'),
    searchText: searchText('search_text', 'description', 'description_hi'),
    ...timestamps,
  },
  (t) => [
    newestFirst('latest_news_order_idx', t.createdDate, t.id),
    validUntilIndex('latest_news', t.validUntil),
    ...titleDescriptionTrigrams('latest_news', t),
  ],
);

/** Citizens' words on the home page: a content type like the others (resources/testimonial). */
export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameHi: hindi('name'),
  ward: text('ward').notNull().default(''),
  wardHi: hindi('ward'),
  quote: text('quote').notNull(),
  quoteHi: hindi('quote'),
  photoPath: fileRef('photo_id'),
  ...timestamps,
});

/** The council's services (resources/service): one page each at `/<slug>`, listed on /services. */
export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleHi: hindi('title'),
  slug: text('slug').notNull().unique(),
  category: text('category').notNull(),
  summary: text('summary').notNull(),
  summaryHi: hindi('summary'),
  eligibility: text('eligibility').notNull().default(''),
  eligibilityHi: hindi('eligibility'),
  documents: text('documents').notNull().default(''),
  documentsHi: hindi('documents'),
  fee: text('fee').notNull().default(''),
  feeHi: hindi('fee'),
  timeLimit: text('time_limit').notNull().default(''),
  timeLimitHi: hindi('time_limit'),
  office: text('office').notNull(),
  officeHi: hindi('office'),
  hours: text('hours').notNull(),
  hoursHi: hindi('hours'),
  phone: text('phone').notNull(),
  onlineLink: text('online_link'),
  formPath: fileRef('form_id'),
  reviewedDate: date('reviewed_date', { mode: 'string' }),
  searchTitle: searchText('search_title', 'title', 'title_hi'),
  searchText: searchText('search_text', 'summary', 'summary_hi'),
  ...timestamps,
});

/** The video gallery (resources/video): YouTube videos shown as posters until played. */
export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleHi: hindi('title'),
  description: text('description').notNull().default(''),
  descriptionHi: hindi('description'),
  youtube: text('youtube_id'),
  posterPath: fileRef('poster_id'),
  videoPath: fileRef('video_id'),
  captionsPath: fileRef('captions_id'),
  captionsLang: text('captions_lang'),
  ...timestamps,
});

/** The holiday list (resources/holiday), kept per year by its dates. */
export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    occasion: text('occasion').notNull(),
    occasionHi: hindi('occasion'),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    ...timestamps,
  },
  (t) => [index('holidays_date_idx').on(t.date)],
);

export const galleries = pgTable('gallery', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleHi: hindi('title'),
  description: text('description').notNull(),
  descriptionHi: hindi('description'),
  photoPath: fileRef('photo_id'),
  ...timestamps,
});

export const pressReleases = pgTable(
  'press_releases',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    titleHi: hindi('title'),
    description: text('description').notNull().default(''),
    descriptionHi: hindi('description'),
    releaseNewsPaperName: text('release_news_paper_name').notNull().default(''),
    releaseNewsPaperNameHi: hindi('release_news_paper_name'),
    releasesPageNo: text('releases_page_no').notNull().default(''),
    releaseDate: date('release_date', { mode: 'string' }),
    validUntil: validUntil(),
    photoPath: fileRef('photo_id'),
    ...timestamps,
  },
  (t) => [newestFirst('press_releases_order_idx', t.releaseDate, t.id), validUntilIndex('press_releases', t.validUntil)],
);

export const officials = pgTable(
  'officials',
  {
    id: serial('id').primaryKey(),
    serialNo: integer('serial_no'),
    name: text('name').notNull(),
    nameHi: hindi('name'),
    designation: text('designation'),
    emailAddres: text('email_address').notNull(),
    status: text('status').notNull().default(''),
    /** Issue 27: the ward a Ward Parshad represents or an officer serves (Find my ward); a deleted ward leaves none. */
    wardId: integer('ward_id').references(() => wards.id, { onDelete: 'set null' }),
    postRemarks: text('post_remarks').notNull().default(''),
    postRemarksHi: hindi('post_remarks'),
    mobileNumber: text('mobile_number'),
    landLineNumber: text('landline_number'),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    showHomePage: boolean('show_home_page').notNull().default(false),
    photoPath: fileRef('photo_id'),
    ...timestamps,
  },
  (t) => [index('officials_designation_idx').on(t.designation, t.serialNo), index('officials_ward_idx').on(t.wardId)],
);

export const tenders = pgTable(
  'tenders',
  {
    id: serial('id').primaryKey(),
    tender_no: text('tender_no').notNull(),
    tender_title: text('tender_title').notNull(),
    tender_titleHi: hindi('tender_title'),
    tender_discreption: text('tender_description').notNull().default(''),
    tender_discreptionHi: hindi('tender_description'),
    publish_date: date('publish_date', { mode: 'string' }).notNull(),
    last_date_of_submission: date('last_date_of_submission', { mode: 'string' }).notNull(),
    last_date_of_submission_time: text('last_date_of_submission_time'),
    status: text('status').notNull(),
    created_date: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    validUntil: validUntil(),
    file: fileRef('document_1_id'),
    tender_title_2: text('document_2_title').notNull().default(''),
    tender_title_2Hi: hindi('document_2_title'),
    file2: fileRef('document_2_id'),
    tender_title_3: text('document_3_title').notNull().default(''),
    tender_title_3Hi: hindi('document_3_title'),
    file3: fileRef('document_3_id'),
    tender_title_4: text('document_4_title').notNull().default(''),
    tender_title_4Hi: hindi('document_4_title'),
    file4: fileRef('document_4_id'),
    tender_title_5: text('document_5_title').notNull().default(''),
    tender_title_5Hi: hindi('document_5_title'),
    file5: fileRef('document_5_id'),
    // The number counts as part of the title.
    searchTitle: searchText('search_title', 'tender_title', 'tender_title_hi', 'tender_no'),
    searchText: searchText('search_text', 'tender_description', 'tender_description_hi'),
    ...timestamps,
  },
  (t) => [
    newestFirst('tenders_order_idx', t.publish_date, t.id),
    index('tenders_closing_idx').on(t.last_date_of_submission),
    validUntilIndex('tenders', t.validUntil),
    trigram('tenders_no_trgm_idx', t.tender_no),
    ...titleDescriptionTrigrams('tenders', {
      title: t.tender_title,
      description: t.tender_discreption,
      titleHi: t.tender_titleHi,
      descriptionHi: t.tender_discreptionHi,
    }),
  ],
);

/**
 * The site search's copy of every searched record (search/search.ts): kind (its place in search.ts KINDS), id,
 * the texts a hit shows, the date it ranks by as text (yyyy-mm-dd; news: its UTC timestamp), and the lowered texts
 * searched (the record's searchText columns). Kept by row triggers on the six tables (migration 0012), in the
 * writing transaction, whatever writes. One table, so one search reads one newest-first index (a common word) or
 * one trigram index (a rare one) instead of twelve: at 10,000 notices a search on the embedded database takes
 * ~1.5 ms instead of ~9 (docs/performance.md).
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    kind: smallint('kind').notNull(),
    refId: integer('ref_id').notNull(),
    rankDate: text('rank_date'),
    title: text('title').notNull(),
    titleHi: text('title_hi').notNull(),
    description: text('description').notNull(),
    descriptionHi: text('description_hi').notNull(),
    extra: text('extra'),
    searchTitle: text('search_title').notNull(),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId] }),
    // The search's order: newest first, undated last, then kind, then the higher id.
    index('search_entries_order_idx').on(t.rankDate.desc().nullsLast(), t.kind, t.refId.desc().nullsFirst()),
    searchTrigram('search_entries_title_trgm_idx', t.searchTitle),
    searchTrigram('search_entries_text_trgm_idx', t.searchText),
  ],
);

/** Master data for the grievance form: districts, wards and grievance types, each a simple named list. */
const masterTable = (name: string) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    nameHi: hindi('name'),
    ...timestamps,
  });
export const districts = masterTable('districts');
export const wards = masterTable('wards');
/**
 * Issue 27, Find my ward: the town's localities (mohallas, colonies, landmarks), each in one ward, with an optional
 * pincode. A ward with localities is merged, not deleted (the foreign key restricts).
 */
export const localities = pgTable(
  'localities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    nameHi: hindi('name'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id, { onDelete: 'restrict' }),
    pincode: text('pincode').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('localities_ward_idx').on(t.wardId), index('localities_pincode_idx').on(t.pincode)],
);
/** A grievance type also has its resolution time (issue 28, migration 0022): a complaint's due date at filing. */
export const grievanceTypes = pgTable(
  'grievance_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    nameHi: hindi('name'),
    resolutionDays: integer('resolution_days').notNull().default(7),
    ...timestamps,
  },
  (t) => [check('grievance_types_resolution_days_check', sql`${t.resolutionDays} BETWEEN 1 AND 365`)],
);

/** A citizen's complaint; JSON names are the spec's (grivance, additional_Information, ...). */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    complaintNo: text('complaint_no').notNull().unique(),
    district: text('district').notNull(),
    /** The ward's name: always the name of `wardId` (triggers of migration 0015 keep it so, renames included). */
    ward: text('ward').notNull(),
    /** The ward, by id: what an officer's scope is decided by. A ward with complaints cannot be deleted. */
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id, { onDelete: 'restrict' }),
    grivance: text('grievance_type').notNull(),
    additional_Information: text('additional_information').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    your_Suggestion: text('suggestion').notNull().default(''),
    status: text('status').notNull(),
    entry_Date: timestamp('entry_date', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When it is due to be resolved (migration 0022): set on insert by the trigger complaints_due_at to the filing
     * time plus the type's resolution days when the row brings none (an insert through drizzle sends null unless
     * given one); a reopening moves it.
     */
    dueAt: timestamp('due_at', { withTimezone: true })
      .notNull()
      .$defaultFn(() => sql`null`),
    /** How many times the citizen reopened it. */
    reopened: integer('reopened').notNull().default(0),
    /** The citizen's rating of the resolution (1-5), once; null before. */
    rating: smallint('rating'),
    ratingComment: text('rating_comment').notNull().default(''),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    action_By: text('action_by'),
    action_Date: timestamp('action_date', { withTimezone: true }),
    citizenName: text('citizen_name').notNull(),
    mobile: text('mobile').notNull(),
    consent: boolean('consent').notNull().default(false),
    source: text('source').notNull().default('web'),
    /**
     * The officer it is assigned to (migration 0023): by the routing rules at filing, by staff's reassignment, by
     * escalation. Only ever someone who may see the complaint's ward (ComplaintService / complaints/routing.ts).
     */
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** How many levels it escalated past its due date (0: none; at most ESCALATION_LEVELS). */
    escalationLevel: smallint('escalation_level').notNull().default(0),
    /** The language the citizen filed in: their notices are written in it. */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    /** The citizen's e-mail address, optional: notices go there too when given. */
    email: text('email').notNull().default(''),
    /**
     * The words staff search by (migration 0021): the citizen's name, the description, landmark, suggestion and every
     * remark of the history, in lower case, kept by triggers on complaints and complaint_actions.
     */
    searchWords: text('search_words').notNull().default(''),
    /**
     * The receipt's tracking secret (migration 0018): 244 random bits as 64 hex digits (the database's default, also
     * every existing complaint's) or 192 as 32 base64url characters (ComplaintService.file). Its holder tracks the
     * complaint without the mobile and is never throttled by the per-number limit. Kept as it is, not hashed: the
     * receipt is shown again to the browser that filed it, and it opens no more than the row beside it holds.
     * In no answer but the filing's, nor in any log.
     */
    trackingToken: text('tracking_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    pub_Image_1: fileRef('public_image_1_id'),
    pub_Image_2: fileRef('public_image_2_id'),
    action_Image_1: fileRef('action_image_1_id'),
    action_Image_2: fileRef('action_image_2_id'),
    ...timestamps,
  },
  (t) => [
    // The public order (newest first, then id) read backwards, alone or after one equality filter.
    index('complaints_entry_idx').on(t.entry_Date, t.id),
    index('complaints_status_idx').on(t.status, t.entry_Date, t.id),
    index('complaints_ward_idx').on(t.ward, t.entry_Date, t.id),
    index('complaints_type_idx').on(t.grivance, t.entry_Date, t.id),
    // The staff queue in two parts (ComplaintService.listStaff): the open ones oldest first, the closed newest first.
    index('complaints_queue_open_idx')
      .on(t.entry_Date, t.id)
      .where(sql.raw(`status in (${OPEN_SQL})`)),
    index('complaints_queue_closed_idx')
      .on(t.entry_Date.desc().nullsFirst(), t.id)
      .where(sql.raw(`status not in (${OPEN_SQL})`)),
    // The same two parts for one ward (the queue's ward filter): read in order instead of skipping the other wards'
    // rows (about 3,000 index entries for page 2 at 100,000 complaints and 25 wards).
    index('complaints_queue_open_ward_idx')
      .on(t.ward, t.entry_Date, t.id)
      .where(sql.raw(`status in (${OPEN_SQL})`)),
    index('complaints_queue_closed_ward_idx')
      .on(t.ward, t.entry_Date.desc().nullsFirst(), t.id)
      .where(sql.raw(`status not in (${OPEN_SQL})`)),
    // The three filters a ward officer sets (status, ward, type): the page is the first entries of one (ward, type,
    // status), in date order, instead of an intersection of the status and ward indexes (~4,000 entries each at 100,000
    // complaints and 25 wards) then a sort. On PostgreSQL 2.8 ms of the server's time a page before, ~0.2 after.
    index('complaints_ward_type_status_idx').on(t.ward, t.grivance, t.status, t.entry_Date, t.id),
    // The same by ward id, for a grievance officer's scope (ComplaintService.wardScope): an officer with one ward
    // (or a few) reads their own entries, never the whole table.
    index('complaints_ward_id_idx').on(t.wardId, t.entry_Date, t.id),
    index('complaints_queue_open_ward_id_idx')
      .on(t.wardId, t.entry_Date, t.id)
      .where(sql.raw(`status in (${OPEN_SQL})`)),
    index('complaints_queue_closed_ward_id_idx')
      .on(t.wardId, t.entry_Date.desc().nullsFirst(), t.id)
      .where(sql.raw(`status not in (${OPEN_SQL})`)),
    // Written on every filing: without fastupdate each new number goes straight into the index, not into a pending
    // list that every search reads through until a VACUUM (16 ms instead of 5 for a 4-digit search at 100,000 on PGlite).
    searchTrigram('complaints_no_trgm_idx', t.complaintNo),
    // Staff search by words (LIKE '%word%' on the lowered words, any script).
    searchTrigram('complaints_search_words_trgm_idx', t.searchWords),
    // Open and past the due date (the queue's overdue filter, the dashboard's count, escalation). "due_at is not
    // null" (always true) keeps the planner from taking it for a plain open status's list: a condition on due_at
    // implies it, a status filter does not.
    index('complaints_overdue_idx')
      .on(t.dueAt)
      .where(sql.raw(`status in (${OPEN_SQL}) and due_at is not null`)),
    check('complaints_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('complaints_language_check', sql`${t.language} IN ('en', 'hi')`),
    // An officer's "assigned to me" queue.
    index('complaints_assigned_idx')
      .on(t.assignedTo, t.entry_Date, t.id)
      .where(sql`${t.assignedTo} is not null`),
  ],
);

/**
 * How many complaints there are per ward, type and status, kept by the database itself: statement triggers on
 * `complaints` (migration 0010) add and subtract whatever any statement inserts, updates, deletes or truncates,
 * in its transaction. The totals of an unfiltered list, of a status/ward/type filter and the dashboard's counts
 * per status read these few hundred rows instead of counting 100,000 complaints.
 */
export const complaintCounts = pgTable(
  'complaint_counts',
  {
    ward: text('ward').notNull(),
    grivance: text('grievance_type').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ward, t.grivance, t.status] })],
);

/**
 * Each complaint's words (a run of characters between separators in complaints.search_words: see migration 0029), with
 * its place in the staff queue (open or not, filing time), kept by statement triggers on `complaints`. A search by a
 * common word walks that word's entries in the queue's order (ComplaintService.searchWords) instead of the queue.
 */
export const complaintWords = pgTable(
  'complaint_words',
  {
    complaintId: integer('complaint_id').notNull(),
    word: text('word').notNull(),
    open: boolean('open').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.complaintId, t.word] }),
    index('complaint_words_open_idx')
      .on(t.word, t.at, t.complaintId)
      .where(sql`"open"`),
    index('complaint_words_closed_idx')
      .on(t.word, t.at.desc().nullsFirst(), t.complaintId)
      .where(sql`NOT "open"`),
  ],
);

/** Every word ever in complaint_words (never removed): the words that contain a search term, off a trigram index. */
export const complaintVocabulary = pgTable('complaint_vocabulary', { word: text('word').primaryKey() }, (t) => [
  searchTrigram('complaint_vocabulary_trgm_idx', t.word),
]);

/**
 * How many complaints were filed on each day (in India, UTC+05:30), open and not, kept by the same statement
 * triggers as complaint_counts (migration 0014). A deep page of the whole list or a whole queue part starts its
 * index walk at the day its first row falls on (ComplaintService.slice) instead of walking past every row before
 * it, and a date range alone is counted from these rows (one a day) instead of every complaint in it.
 */
export const complaintDayCounts = pgTable('complaint_day_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  open: integer('open').notNull(),
  closed: integer('closed').notNull(),
});

/**
 * The complaint reports' figures (issue 28), kept by statement triggers on `complaints` (migration 0024) as
 * complaint_counts is: per filing day (span 'd') and filing month (span 'm', period = its first day), in India, for
 * each ward ('w'), grievance type ('t') and channel ('c'): filed, resolved, resolved by the due date, reopened, rated,
 * the ratings' sum, and `days`, a histogram of the calendar days from filing to resolution (days[i]: resolved i days
 * after filing, counting from 0) for the median. complaints/reports.ts reads a range's whole months and edge days.
 */
export const complaintStats = pgTable(
  'complaint_stats',
  {
    span: text('span').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    dim: text('dim').notNull(),
    value: text('value').notNull(),
    filed: integer('filed').notNull(),
    resolved: integer('resolved').notNull(),
    onTime: integer('on_time').notNull(),
    reopened: integer('reopened').notNull(),
    rated: integer('rated').notNull(),
    ratingSum: integer('rating_sum').notNull(),
    days: integer('days')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    primaryKey({ columns: [t.span, t.period, t.dim, t.value] }),
    check('complaint_stats_span', sql`${t.span} IN ('d', 'm')`),
    check('complaint_stats_dim', sql`${t.dim} IN ('w', 't', 'c')`),
  ],
);

/** Every action staff took on a complaint: the history citizens see when they track it. */
export const complaintActions = pgTable(
  'complaint_actions',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull(),
    remarks: text('remarks').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    image1: fileRef('image_1_id'),
    image2: fileRef('image_2_id'),
    /** The citizen reopened the complaint here (issue 28); the remarks are their reason. */
    reopened: boolean('reopened').notNull().default(false),
    /** '' (a status), 'assigned' (by the rules or staff) or 'escalated'; assigneeId: to whom. */
    event: text('event').notNull().default(''),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('complaint_actions_complaint_idx').on(t.complaintId, t.at)],
);

export const complaintReminders = pgTable(
  'complaint_reminders',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    message: text('message').notNull(),
  },
  (t) => [index('complaint_reminders_complaint_idx').on(t.complaintId, t.at)],
);

export const schema = {
  users,
  userWards,
  auditLog,
  siteSettings,
  testimonials,
  services,
  videos,
  holidays,
  sessions,
  rateLimits,
  files,
  fileChunks,
  meta,
  notices,
  circulars,
  officeOrders,
  abouts,
  sliders,
  latestNews,
  galleries,
  pressReleases,
  officials,
  tenders,
  districts,
  wards,
  grievanceTypes,
  complaints,
  complaintActions,
  complaintReminders,
  complaintCounts,
  complaintWords,
  complaintVocabulary,
};

/**
 * Routing (issue 28): a ward and grievance type to the officer new complaints of them are assigned to; a rule
 * without a type is the ward's default. One rule per ward and type (coalesce: one default per ward).
 */
export const routingRules = pgTable(
  'routing_rules',
  {
    id: serial('id').primaryKey(),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id, { onDelete: 'cascade' }),
    grievanceTypeId: integer('grievance_type_id').references(() => grievanceTypes.id, { onDelete: 'cascade' }),
    officerId: integer('officer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('routing_rules_key_idx').on(t.wardId, sql`coalesce(${t.grievanceTypeId}, 0)`)],
);

/**
 * Escalation (issue 28): who an overdue complaint goes to at each level, for one ward or (no ward) for every ward;
 * the last level is usually the executive officer for every ward.
 */
export const escalationOfficers = pgTable(
  'escalation_officers',
  {
    id: serial('id').primaryKey(),
    level: smallint('level').notNull(),
    wardId: integer('ward_id').references(() => wards.id, { onDelete: 'cascade' }),
    officerId: integer('officer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('escalation_officers_key_idx').on(t.level, sql`coalesce(${t.wardId}, 0)`),
    check('escalation_officers_level_check', sql`${t.level} BETWEEN 1 AND 3`),
  ],
);

/**
 * The notices to send (issue 28): written in the transaction of the change they tell of, sent by the delivery
 * worker (notices/worker.ts). `key` is the idempotency key (event and channel), sent along as the e-mail's
 * Message-ID and the SMS gateway's reference; `next_at` is when it is due, and while a worker sends it, the end of
 * that worker's lease (a worker killed mid-send leaves it to be sent again after the lease).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull().unique(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    event: text('event').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    templateId: text('template_id').notNull().default(''),
    complaintId: integer('complaint_id').references(() => complaints.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_list_idx').on(t.status, t.createdAt.desc(), t.id),
    index('outbox_complaint_idx').on(t.complaintId),
    check('outbox_channel_check', sql`${t.channel} IN ('email', 'sms')`),
    check('outbox_status_check', sql`${t.status} IN ('pending', 'sent', 'failed')`),
  ],
);

/**
 * Numbers per year (design: GRV-, TL-, MSG- come from one mechanism): the last number handed out for a prefix in a
 * year (India's). Taken by one statement (insert ... on conflict do update ... returning) in the transaction that
 * writes the record, so concurrent writers, in one process or several, queue on the row and never share a number,
 * and a write that rolls back gives its number back (db/year-numbers.ts).
 */
export const yearNumbers = pgTable(
  'year_numbers',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);

/**
 * The contact inbox (issue 27): messages sent through Contact Us, each with its reference MSG-YYYY-NNNNNN, read
 * and answered by staff (Admin › Messages, area `messages`). Never in a public answer: the sender gets only the
 * reference. `search_text` (the reference, name, e-mail, subject and message, lowered) serves the staff search.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    project: text('project').notNull().default(''),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    /** The page's language when it was sent (the council may answer in it). */
    language: text('language').notNull().default('en'),
    status: text('status').notNull().default('new'),
    replyNote: text('reply_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText('search_text', 'reference', 'name', 'email', 'subject', 'project', 'message'),
  },
  (t) => [
    index('contact_messages_list_idx').on(t.createdAt.desc(), t.id.desc()),
    index('contact_messages_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    searchTrigram('contact_messages_search_idx', t.searchText),
    check('contact_messages_status_check', sql`${t.status} IN ('new', 'read', 'answered')`),
    check('contact_messages_language_check', sql`${t.language} IN ('en', 'hi')`),
  ],
);

/**
 * Issue 27, property tax dues: the demand register (one row per assessment number), replaced or merged by a CSV
 * import. Amounts in paise. Of the owner's mobile only its last four digits are kept: all the citizen's check needs.
 */
export const propertyTax = pgTable(
  'property_tax',
  {
    assessmentNo: text('assessment_no').primaryKey(),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id, { onDelete: 'restrict' }),
    ownerName: text('owner_name').notNull(),
    address: text('address').notNull(),
    annualRentalValue: bigint('annual_rental_value', { mode: 'number' }).notNull(),
    arrears: bigint('arrears', { mode: 'number' }).notNull(),
    currentDemand: bigint('current_demand', { mode: 'number' }).notNull(),
    amountPaid: bigint('amount_paid', { mode: 'number' }).notNull(),
    dueDate: date('due_date').notNull(),
    mobileLast4: text('mobile_last4').notNull().default(''),
    /** The import that last wrote the row. */
    importId: integer('import_id'),
  },
  (t) => [
    index('property_tax_ward_idx').on(t.wardId),
    check(
      'property_tax_amounts_check',
      sql`${t.annualRentalValue} >= 0 AND ${t.arrears} >= 0 AND ${t.currentDemand} >= 0 AND ${t.amountPaid} >= 0`,
    ),
    check('property_tax_mobile_last4_check', sql`${t.mobileLast4} ~ '^([0-9]{4})?$'`),
  ],
);

/** The register's imports: who, when, which file, replace or merge, how many rows. */
export const propertyTaxImports = pgTable(
  'property_tax_imports',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    mode: text('mode').notNull(),
    rows: integer('rows').notNull(),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('property_tax_imports_list_idx').on(t.importedAt.desc(), t.id.desc()),
    check('property_tax_imports_mode_check', sql`${t.mode} IN ('replace', 'merge')`),
  ],
);

/**
 * Issue 27, trade licences (migration 0028). The fee schedule: the fee (rupees) of a trade category for an
 * operation area from `areaFrom` up to `areaTo` sq ft (none: and above); a master list of the `licences` area.
 */
export const tradeLicenceFees = pgTable(
  'trade_licence_fees',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    areaFrom: integer('area_from').notNull(),
    areaTo: integer('area_to'),
    fee: integer('fee').notNull(),
    ...timestamps,
  },
  (t) => [
    index('trade_licence_fees_band_idx').on(t.category, t.areaFrom),
    check('trade_licence_fees_band_check', sql`${t.areaFrom} >= 0 AND (${t.areaTo} IS NULL OR ${t.areaTo} >= 0)`),
    check('trade_licence_fees_fee_check', sql`${t.fee} >= 0`),
  ],
);

/** A licence that approval issued: its number stays through renewals, which move `validTo`. */
export const tradeLicences = pgTable(
  'trade_licences',
  {
    id: serial('id').primaryKey(),
    licenceNo: text('licence_no').notNull().unique(),
    tradeName: text('trade_name').notNull(),
    locality: text('locality').notNull().default(''),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    index('trade_licences_valid_to_idx')
      .on(t.validTo)
      .where(sql`${t.status} = 'active'`),
    check('trade_licences_status_check', sql`${t.status} IN ('active', 'cancelled')`),
  ],
);

/**
 * A trade licence application: the form's fields as checked (`fields`, the contract's keys), the searched and
 * filtered ones as columns, the fee due from the schedule when it was filed, the counter receipt staff record.
 */
export const tradeLicenceApplications = pgTable(
  'trade_licence_applications',
  {
    id: serial('id').primaryKey(),
    applicationNo: text('application_no').notNull().unique('trade_licence_applications_no_unique'),
    status: text('status').notNull().default('submitted'),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    licenceType: text('licence_type').notNull(),
    tradeName: text('trade_name').notNull(),
    ownerName: text('owner_name').notNull(),
    mobile: text('mobile').notNull(),
    tradeCategory: text('trade_category').notNull(),
    locality: text('locality').notNull().default(''),
    wardId: integer('ward_id').references(() => wards.id, { onDelete: 'set null' }),
    oldLicenceNo: text('old_licence_no').notNull().default(''),
    feeDue: integer('fee_due'),
    receiptNo: text('receipt_no'),
    receiptDate: date('receipt_date', { mode: 'string' }),
    receiptAmount: integer('receipt_amount'),
    licenceId: integer('licence_id').references(() => tradeLicences.id, { onDelete: 'set null' }),
    language: text('language').notNull().default('en'),
    ...timestamps,
    searchText: searchText('search_text', 'application_no', 'trade_name', 'owner_name', 'mobile'),
  },
  (t) => [
    index('trade_licence_applications_list_idx').on(t.createdAt.desc(), t.id.desc()),
    index('trade_licence_applications_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('trade_licence_applications_ward_idx').on(t.wardId, t.createdAt.desc()),
    index('trade_licence_applications_licence_idx').on(t.licenceId),
    searchTrigram('trade_licence_applications_search_idx', t.searchText),
    check('trade_licence_applications_status_check', sql`${t.status} IN ('submitted', 'scrutiny', 'returned', 'approved', 'rejected')`),
    check('trade_licence_applications_type_check', sql`${t.licenceType} IN ('annual', 'renewal')`),
    check('trade_licence_applications_fields_check', sql`jsonb_typeof(${t.fields}) = 'object'`),
    check('trade_licence_applications_language_check', sql`${t.language} IN ('en', 'hi')`),
  ],
);

/** An application's supporting documents (stored files: a PDF as sent, a picture re-encoded). */
export const tradeLicenceDocuments = pgTable(
  'trade_licence_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => tradeLicenceApplications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trade_licence_documents_application_idx').on(t.applicationId),
    index('trade_licence_documents_file_idx').on(t.fileId),
    check('trade_licence_documents_kind_check', sql`${t.kind} IN ('identityDocument', 'ownershipDocument', 'sitePhoto')`),
  ],
);

/** Every step of an application (filed, each staff action with its remarks, the applicant's correction). */
export const tradeLicenceHistory = pgTable(
  'trade_licence_history',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => tradeLicenceApplications.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    status: text('status').notNull(),
    remarks: text('remarks').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trade_licence_history_application_idx').on(t.applicationId, t.at)],
);
