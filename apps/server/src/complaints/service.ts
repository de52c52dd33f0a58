import crypto from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, gte, ilike, inArray, isNull, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  COMPLAINT_CHANNELS,
  COMPLAINT_DEFAULT_RESOLUTION_DAYS,
  type ComplaintChannel,
  COMPLAINT_MAX_PHOTOS,
  COMPLAINT_RATING_COMMENT_MAX,
  COMPLAINT_RATING_MAX,
  COMPLAINT_REOPEN_DAYS_DEFAULT,
  COMPLAINT_MOBILE_INPUT_MAX,
  COMPLAINT_TEXT_MAX,
  hasBidiControls,
  hasControlChars,
  checkComplaintDraft,
  COMPLAINT_DRAFT_FIELDS,
  type ComplaintAnswerFields,
  type ComplaintChoiceList,
  type ComplaintColumn,
  complaintAnswerFields,
  type ComplaintDraftKey,
  COMPLAINT_RATE_LIMIT,
  COMPLAINT_STATUSES,
  OPEN_STATUSES,
  REMINDER_INTERVAL_HOURS,
  STATUSES_NEEDING_REMARKS,
  isRowId,
  isValidDate,
  EMAIL_MAX,
  EMAIL_RE,
  ESCALATION_LEVELS,
  type ComplaintAssignee,
  COMPLAINT_EVENTS,
  type ComplaintEvent,
  TRACK_MAX_FAILURES_PER_COMPLAINT,
  TRACK_MAX_FAILURES_PER_IP,
  TRACK_WINDOW_MINUTES,
  type ComplaintAction,
  type ComplaintOptions,
  type FileInfo,
  type MessageKey,
  type PublicComplaint,
  type StaffComplaint,
  type StaffQueueItem,
  type TrackedComplaint,
  LIST_CAP,
} from '@nagar/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { anyOf } from '../db/any-of.ts';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf, toNumber } from '../db/client.ts';
import {
  OPEN_SQL,
  complaintActions,
  complaintCounts,
  complaintDayCounts,
  complaintReminders,
  complaints,
  districts,
  escalationOfficers,
  grievanceTypes,
  userWards,
  users,
  wards,
} from '../db/schema.ts';
import { httpError, validationError } from '../lib/errors.ts';
import { transaction } from '../db/retry.ts';
import { processUpload, type FileDraft, type IncomingFile, type UploadLimits } from '../files/pipeline.ts';
import { deleteFiles, describeFiles, insertFiles } from '../files/store.ts';
import type { PublicCache } from '../cache/public-cache.ts';
import type { SessionUser } from '../auth/accounts.ts';
import { KeptReads } from '../db/kept-reads.ts';
import { Limiter, type Limit } from '../auth/limiter.ts';
import { fieldChanges, recordAudit, type Actor } from '../audit/audit.ts';
import { actorOf } from '../auth/actor.ts';
import { auditFiles } from '../audit/record.ts';
import type { NoticeInput, Notifier, NoticeRecipient } from '../notices/notifier.ts';
import { mayHandle, maySeeWard, nextEscalation, officerById, routeComplaint, type Officer } from './routing.ts';
import { indiaYear } from '../lib/india-time.ts';
import { likeEscape } from '../lib/like.ts';
import { complaintRules, reopenRules, type NewComplaint } from './input.ts';
import type { MultipartRules } from '../lib/multipart.ts';

export type { NewComplaint } from './input.ts';

type Row = typeof complaints.$inferSelect;
/** A reminder as a list reads it with its complaint (listColumns): its time as the database writes it in JSON. */
type ListedReminder = { at: string; message: string };
/** A complaint as a list reads it (listColumns); a whole row is one too. */
type ListRow = Omit<Row, 'searchWords' | 'trackingToken'> & { reminderList?: ListedReminder[] };

/**
 * What a list reads of each complaint, in one statement: every column but its search words (the longest, never
 * shown) and its tracking token (never in a list), with its reminders beside it as JSON — on the embedded database
 * every statement costs ~0.5 ms of its own, so a page's rows and reminders are not two reads.
 */
const listColumns = (() => {
  const { searchWords: _words, trackingToken: _token, ...columns } = getTableColumns(complaints);
  // Named in full: Drizzle writes a one-table select's columns without their table, which inside the subquery would
  // name the reminder's own id.
  return {
    ...columns,
    reminderList: sql<
      ListedReminder[]
    >`(select coalesce(json_agg(json_build_object('at', "m"."at", 'message', "m"."message") order by "m"."at"), '[]'::json)
      from ${complaintReminders} as "m" where "m"."complaint_id" = "complaints"."id")`,
  };
})();

/** Who files: the citizen (by address, for the filing limit), or staff for a citizen (audited, within their wards). */
type Filer = { ip: string; user?: undefined } | { user: SessionUser & { ip?: string }; channel: ComplaintChannel; scope: number[] | null };

export interface ComplaintFilters {
  status?: string;
  ward?: string;
  type?: string;
  from?: string;
  to?: string;
  search?: string;
  page?: number;
  pageSize?: number;
  /** Only these wards (by id; none: no complaint at all): a grievance officer's (ComplaintService.wardScope). */
  wardIds?: number[];
  /** Only open complaints past their due date (the queue's overdue mark). */
  overdue?: boolean;
  /** Only the complaints assigned to this account (an officer's "assigned to me"). */
  assignedTo?: number;
}

/** Who acted, as the public answer names them: the citizen, or the council by its (English) name from the settings. */
const roleLabel = (role: string, council: string) => (role === 'citizen' ? 'Citizen' : council);
/** The actor as a key pages name in their language: the public sees 'council' for any staff role, staff the role. */
const actorKey = (role: string, staff: boolean) => (role === 'citizen' || staff ? role : 'council');

/** Open work (the staff queue's first part); the same expression as the partial indexes' predicates. */
/** '%' and '_' typed by a person are literal characters in a LIKE pattern, not wildcards. */
/** A staff search of digits and dashes (with or without the 'GRV' prefix) is by complaint number; else by words. */
export const isNumberSearch = (search: string) => /^(grv)?[-\d]*$/i.test(search.trim());
/**
 * The words of a staff search by words (issue 28): lowered, each of two characters or more (code points), at most
 * eight; a complaint matches when its words (complaints.search_words) hold every one of them.
 */
export function searchWordsOf(search: string): string[] {
  const all = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const words = [...new Set(all.filter((w) => [...w].length >= 2))].slice(0, 8);
  return words.length ? words : all.length ? [all.join(' ')] : [];
}
/** The queue's search condition: a complaint number's part, or every word in the complaint's words. */
function searchCondition(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  if (isNumberSearch(text)) return ilike(complaints.complaintNo, `%${likeEscape(text)}%`);
  return and(...searchWordsOf(text).map((w) => like(complaints.searchWords, `%${likeEscape(w)}%`)));
}

/**
 * What ends a word in complaint_words (migration 0029's complaint_words_of: ASCII spaces, digits and punctuation, the
 * danda, the general punctuation block with the zero-width joiners). A search term without any is inside one word of
 * a complaint it matches, so that word's entries name the complaint; a term with one is searched as before.
 */
// eslint-disable-next-line no-control-regex
const WORD_SEPARATOR = /[\x00-\x40\x5b-\x60\x7b-\x7f\u00a0\u0964\u0965\u2000-\u206f\u3000\ufeff]/;
/** The term of a search by words that names its complaints through complaint_words (the longest), if any. */
export function wordIndexTerm(search: string): string | undefined {
  const terms = searchWordsOf(search).filter((w) => !WORD_SEPARATOR.test(w));
  return terms.sort((x, y) => [...y].length - [...x].length)[0];
}

/** A page of the staff queue: its complaints, how many match, and `more` when there are more than `total` (a common word). */
export interface StaffPage {
  items: StaffQueueItem[];
  total: number;
  more?: true;
}

const isOpen = sql`${complaints.status} in (${sql.raw(OPEN_SQL)})`;
const isClosed = sql`${complaints.status} not in (${sql.raw(OPEN_SQL)})`;
/** The staff queue's order over "id", "at" (filing time) and "open": open oldest first, then closed newest first. */
const QUEUE_ORDER = sql`"open" desc, case when "open" then "at" end asc, "at" desc, "id" asc`;

/** How many complaints a filter matches, and how many of them are open. */
/** A whole list or queue part, as the counts per day count it, and the way its order runs through the days. */
interface DayPart {
  part: 'all' | 'open' | 'closed';
  newestFirst: boolean;
}

interface Totals {
  total: number;
  open: number;
}

/** A mobile number as typed ('+91 90000-12345'); anything longer than any way of writing one is left as it is. */
export const normaliseMobile = (m: string) =>
  m.length > COMPLAINT_MOBILE_INPUT_MAX ? m : m.replace(/[\s-]/g, '').replace(/^(\+?91|0)(?=[6-9]\d{9}$)/, '');

const FILING_LIMIT: Limit = { max: COMPLAINT_RATE_LIMIT.max, windowSeconds: COMPLAINT_RATE_LIMIT.windowMinutes * 60 };
const TRACK_IP_LIMIT: Limit = { max: TRACK_MAX_FAILURES_PER_IP, windowSeconds: TRACK_WINDOW_MINUTES * 60 };
const TRACK_NO_LIMIT: Limit = { max: TRACK_MAX_FAILURES_PER_COMPLAINT, windowSeconds: TRACK_WINDOW_MINUTES * 60 };

/**
 * What proves a citizen may follow a complaint: the mobile number given when filing, or the receipt's tracking
 * token (complaints.trackingToken), which its link and QR code carry.
 */
export type CitizenProof = string | { token: string };

/** A filing's answer: the number, its status, the receipt's tracking secret and the due date. */
export interface FiledComplaint {
  complaintNo: string;
  status: string;
  trackingToken: string;
  dueDate: string;
}

/** What the complaints read of the site settings (Admin › Settings). */
export interface ComplaintSite {
  /** The council's English name: the public answer's `action_By` and staff actors' name. */
  councilName: string;
  /** Days after its closing within which the citizen may reopen a complaint (0: never). */
  reopenDays: number;
}

/** A citizen's reopening: the reason, and at most one photo. */
export interface Reopening {
  reason?: string;
  photos: IncomingFile[];
}

/** A staff action on a complaint: the new status, the remarks and up to two photos. */
export interface StaffAction {
  status?: string;
  remarks?: string;
  images: IncomingFile[];
}

/** A new tracking token: 192 random bits, 32 URL-safe characters. */
const newTrackingToken = () => crypto.randomBytes(24).toString('base64url');
/** What a token may look like (the 64 hex digits of migration 0018 or the 32 characters above); anything else is wrong. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;
/** Compared in constant time (hashed first: the lengths may differ). */
const sameToken = (stored: string, given: string) =>
  crypto.timingSafeEqual(crypto.createHash('sha256').update(stored).digest(), crypto.createHash('sha256').update(given).digest());

/**
 * What is wrong with a text a person typed (trimmed): missing (when `required` names its message), too long, or
 * holding control or bidirectional-override characters; undefined when it is fine.
 */
function textProblem(text: string, max: number, required?: MessageKey): MessageKey | undefined {
  if (!text) return required;
  if (text.length > max) return 'tooLong';
  if (hasControlChars(text)) return 'controlChars';
  if (hasBidiControls(text)) return 'bidiControls';
  return undefined;
}

function invalid(errors: Record<string, MessageKey>, params: Record<string, string | number> = {}) {
  return validationError(Object.fromEntries(Object.entries(errors).map(([k, key]) => [k, { key, params }])));
}

/**
 * Only the wards of these ids (a grievance officer's scope): on the complaints by their ward id; on the counts the
 * database keeps (by ward name) by the names those ids have now, read in the same statement. No ids: nothing.
 */
export function wardIdCondition(t: { ward: PgColumn; wardId?: PgColumn }, ids: number[]): SQL {
  if (ids.length === 0) return sql`false`;
  if (t.wardId) return anyOf(t.wardId, ids);
  return sql`${t.ward} in (select ${wards.name} from ${wards} where ${anyOf(wards.id, ids)})`;
}

/**
 * A filter's status, ward(s) and type, on the complaints or on the counts the database keeps of them
 * (complaint_counts has the same three columns): one rule, so a list and its total never disagree.
 */
function categoryConditions(
  t: { status: PgColumn; ward: PgColumn; grivance: PgColumn; wardId?: PgColumn },
  f: ComplaintFilters,
): Array<SQL | undefined> {
  return [
    f.status && f.status !== 'All' ? eq(t.status, f.status) : undefined,
    f.ward ? eq(t.ward, f.ward) : undefined,
    f.wardIds ? wardIdCondition(t, f.wardIds) : undefined,
    f.type ? eq(t.grivance, f.type) : undefined,
  ];
}

/** The grievance loop: citizens file, follow and remind; staff work the queue and act. */
export class ComplaintService {
  /**
   * From this offset (from either end) a page of a whole list or queue part starts its walk at its day (slice);
   * nearer an end, walking is cheaper than placing. A setting only the paging tests change.
   */
  static dayWalkFrom = 500;
  /** The most matches a staff search reads at once to count and order them (searchStaff); tests change it. */
  static searchOneRead = 2000;
  /** The most matches a search by words counts (searchWords): beyond, "more than" this many; tests change it. */
  static searchWordsCap = 500;
  /** A term inside more words than this (of every complaint's words) pages off the queue's indexes instead (searchWords). */
  static wordIndexWordsMax = 8;

  constructor(
    private readonly db: Db,
    private readonly limits: UploadLimits,
    private readonly cache: PublicCache,
    /**
     * The settings the complaints read (services.ts passes Admin › Settings'); benches and paging tests that never
     * show them take an empty name and the default reopening days.
     */
    private readonly site: () => Promise<ComplaintSite> = async () => ({ councilName: '', reopenDays: COMPLAINT_REOPEN_DAYS_DEFAULT }),
    /** Writes the notices of each event into the outbox, in the event's transaction (none: no notices). */
    private readonly notifier: Notifier | null = null,
    /** The embedded database's Database.writeCount: an officer's wards are kept while it stays the same. */
    writeCount?: () => number,
  ) {
    this.limiter = new Limiter(db);
    this.scopes = new KeptReads(writeCount);
  }

  /** Officers' ward scopes by account, kept until the next write (db/kept-reads.ts): two statements of every request. */
  private readonly scopes: KeptReads<{ scope: number[] | null }>;

  private readonly limiter: Limiter;

  async options(): Promise<ComplaintOptions> {
    return this.cache.get('complaint-options', async () => {
      const [d, w, g] = await Promise.all([
        this.db.select({ name: districts.name, hi: districts.nameHi }).from(districts).orderBy(asc(districts.name)),
        this.db.select({ name: wards.name, hi: wards.nameHi }).from(wards).orderBy(asc(wards.id)),
        this.db
          .select({ name: grievanceTypes.name, hi: grievanceTypes.nameHi, days: grievanceTypes.resolutionDays })
          .from(grievanceTypes)
          .orderBy(asc(grievanceTypes.name)),
      ]);
      const en = (rows: Array<{ name: string }>) => rows.map((r) => r.name);
      const hi = (rows: Array<{ hi: string }>) => rows.map((r) => r.hi.trim());
      return {
        districts: en(d),
        wards: en(w),
        grievanceTypes: en(g),
        districtsHi: hi(d),
        wardsHi: hi(w),
        grievanceTypesHi: hi(g),
        grievanceTypeDays: g.map((r) => r.days),
      };
    });
  }

  /**
   * The lists as the staff queue's filters offer them to a person: a ward officer limited to wards sees only
   * those wards (choosing another could only give an empty list); everyone else the whole lists.
   */
  async staffOptions(user: Pick<SessionUser, 'id' | 'role'>): Promise<ComplaintOptions> {
    const all = await this.options();
    const scope = await this.wardScope(user);
    if (!scope) return all;
    const names = new Set(
      scope.length ? (await this.db.select({ name: wards.name }).from(wards).where(anyOf(wards.id, scope))).map((r) => r.name) : [],
    );
    const kept = all.wards.flatMap((name, i) => (names.has(name) ? [i] : []));
    return { ...all, wards: kept.map((i) => all.wards[i]!), wardsHi: kept.map((i) => all.wardsHi[i] ?? '') };
  }

  /**
   * The Hindi names of the lists by English name: the one look-up that names a complaint's district, ward and
   * type in Hindi. Built from the cached options (no query per complaint, nor per list page while the cache holds).
   */
  /** Each council list's Hindi names by English name (a complaint's chosen values). */
  private async hindiNames(): Promise<Record<ComplaintChoiceList, Map<string, string>>> {
    const o = await this.options();
    const names = (list: ComplaintChoiceList) => new Map(o[list].map((name, i) => [name, o[`${list}Hi`][i] ?? '']));
    return { districts: names('districts'), wards: names('wards'), grievanceTypes: names('grievanceTypes') };
  }

  /**
   * The page forms' multipart rules (web/plugin.ts reads a page's body by them before React Router sees it): the
   * citizen's filing form, and the tracking page's reopening with its photo; the same as the API's.
   */
  pageBodyRules(): { filing: MultipartRules; reopening: MultipartRules } {
    return { filing: complaintRules(this.limits.imageMaxBytes), reopening: reopenRules(this.limits.imageMaxBytes) };
  }

  /**
   * Files a complaint; answers its number. Every rule is checked before anything is written. `ip` is the
   * client's address: filings per address are limited here, for the API and the no-JS form alike.
   */
  async file(input: NewComplaint, ip: string): Promise<FiledComplaint> {
    if (input.website) throw httpError(400, 'complaintSpam');
    return this.create(input, { ip });
  }

  /**
   * Staff file a complaint for a citizen who came to the counter, phoned or wrote (issue 28): the same rules and
   * receipt as the citizen's own filing, with the channel kept; no filing limit (a clerk files for many), an officer
   * limited to wards only in those wards, and the filing audited (its number, channel, place and type; never the
   * citizen's name or mobile).
   */
  async fileForCitizen(input: NewComplaint, user: SessionUser & { ip?: string }): Promise<FiledComplaint> {
    const channel = (input.channel ?? '').trim();
    if (!(COMPLAINT_CHANNELS as readonly string[]).includes(channel)) throw invalid({ channel: 'complaintBadChannel' });
    return this.create({ ...input, website: undefined }, { user, channel: channel as ComplaintChannel, scope: await this.wardScope(user) });
  }

  private async create(input: NewComplaint, filer: Filer): Promise<FiledComplaint> {
    const options = await this.options();
    // A new install without its lists: nobody can choose a district, ward or type yet, so no form can succeed.
    if (!options.districts.length || !options.wards.length || !options.grievanceTypes.length) throw httpError(409, 'complaintFilingClosed');
    const { photos: incoming, email: emailInput, language: languageInput } = input;
    const fields = Object.fromEntries(COMPLAINT_DRAFT_FIELDS.map((f) => [f.key, input[f.key]]));
    const checked = checkComplaintDraft(options, { ...fields, photos: incoming.length });
    const email = (emailInput ?? '').trim();
    const emailError = email && (email.length > EMAIL_MAX || !EMAIL_RE.test(email)) ? { email: { key: 'invalidEmail' as const } } : null;
    if (checked.errors || emailError) throw validationError({ ...checked.errors, ...emailError });
    const language = languageInput === 'hi' ? 'hi' : 'en';
    const draft = checked.value as Record<string, string | undefined>;
    const text = (key: ComplaintDraftKey) => draft[key] ?? '';
    const mobile = normaliseMobile(text('mobile'));
    // The fields the table keeps as checked, each in its column (the mobile, consent and e-mail by their rules below).
    const columns = Object.fromEntries(COMPLAINT_DRAFT_FIELDS.flatMap((f) => (f.column ? [[f.column, text(f.key)]] : []))) as Pick<
      typeof complaints.$inferInsert,
      ComplaintColumn
    >;
    // Only complaints that would be filed count; the filing is reserved before any photo is processed.
    if (!filer.user) await this.limiter.take('complaint-file', filer.ip, FILING_LIMIT, 'complaintTooManyFiled');
    const photos: FileDraft[][] = [];
    for (const photo of incoming) photos.push(await processUpload('image', photo, this.limits, 'complaint-photo'));

    const year = indiaYear();
    const trackingToken = newTrackingToken();
    const filed = await transaction(this.db, async (tx) => {
      // The number is made from the id, so the id is taken from the sequence first.
      const [next] = await rowsOf<{ id: number | string }>(tx, sql`select nextval(pg_get_serial_sequence('complaints', 'id')) as id`);
      const id = toNumber(next!.id);
      const no = `GRV-${year}-${String(id).padStart(6, '0')}`;
      // The chosen ward by id (checked against the list above; a ward deleted or merged meanwhile is refused). Held
      // (key share) until the filing commits: a merge of that ward waits for it, then moves this complaint too.
      const [ward] = await tx
        .select({ id: wards.id })
        .from(wards)
        .where(eq(wards.name, text('ward')))
        .for('key share');
      // An officer limited to wards files only in them (the ward is another's: not one they may choose).
      if (!ward || (filer.user && filer.scope && !filer.scope.includes(ward.id))) throw invalid({ ward: 'invalidChoice' });
      // Who it goes to: the routing rule of its ward and type, else the ward's default (issue 28).
      const officer = await routeComplaint(tx, ward.id, text('grivance'));
      const imageIds = [];
      for (const drafts of photos) imageIds.push(await insertFiles(tx, drafts));
      const [row] = await tx
        .insert(complaints)
        .values({
          id,
          complaintNo: no,
          ...columns,
          wardId: ward.id,
          status: 'Open',
          mobile,
          consent: true,
          pub_Image_1: imageIds[0] ?? null,
          pub_Image_2: imageIds[1] ?? null,
          trackingToken,
          source: filer.user ? filer.channel : 'web',
          assignedTo: officer?.id ?? null,
          language,
          email,
          // dueAt: dated by the database (trigger complaints_due_at), the filing time plus the type's resolution days.
        })
        .returning({ dueAt: complaints.dueAt });
      const user = filer.user;
      const [first] = await tx
        .insert(complaintActions)
        .values({ complaintId: id, status: 'Open', remarks: '', actorRole: user?.role ?? 'citizen', actorId: user?.id ?? null })
        .returning({ id: complaintActions.id });
      const notices: NoticeInput[] = [];
      const citizen: NoticeRecipient = { kind: 'citizen', mobile, email, language };
      const links = { link: this.notifier?.trackLink(no, trackingToken) ?? '', complaintNo: no };
      notices.push({ event: 'filed', occurrence: first!.id, complaintId: id, recipient: citizen, values: { ...links, dueAt: row!.dueAt } });
      if (officer) {
        const [assigned] = await tx
          .insert(complaintActions)
          .values({ complaintId: id, status: 'Open', remarks: '', actorRole: 'system', event: 'assigned', assigneeId: officer.id })
          .returning({ id: complaintActions.id });
        notices.push(this.staffNotice('staffAssigned', assigned!.id, id, no, officer, { dueAt: row!.dueAt }));
      }
      await this.notifier?.write(tx, notices);
      if (user) {
        const filed = {
          complaintNo: no,
          channel: filer.channel,
          district: text('district'),
          ward: text('ward'),
          grivance: text('grivance'),
        };
        await this.auditStep(tx, user, 'create', id, fieldChanges(null, filed));
      }
      return { complaintNo: no, dueDate: row!.dueAt.toISOString() };
    });
    this.cache.invalidate();
    this.notifier?.wake();
    return { complaintNo: filed.complaintNo, status: 'Open', trackingToken, dueDate: filed.dueDate };
  }

  /** The audit row of a staff member's step on a complaint (in the step's transaction where it writes). */
  private auditStep(
    db: Db | Tx,
    user: SessionUser & { ip?: string },
    action: string,
    entityId: number | string,
    changes: Record<string, unknown>,
  ) {
    return recordAudit(db, actorOf(user, user.ip), { action, entity: 'complaint', entityId, changes });
  }

  /** A notice to a staff member about a complaint: its number, the link to its staff page, and `values`. */
  private staffNotice(
    event: 'staffAssigned' | 'staffEscalated' | 'staffReopened',
    occurrence: number,
    complaintId: number,
    complaintNo: string,
    to: Officer,
    values: NoticeInput['values'],
  ): NoticeInput {
    return {
      event,
      occurrence,
      complaintId,
      recipient: { kind: 'staff', userId: to.id, email: to.email },
      values: { complaintNo, link: this.notifier?.staffLink(complaintId) ?? '', ...values },
    };
  }

  /** A notice to the citizen who filed the complaint `row`, in their language, with the tracking link. */
  private citizenNotice(event: NoticeInput['event'], occurrence: number, row: Row, values: NoticeInput['values']): NoticeInput {
    return {
      event,
      occurrence,
      complaintId: row.id,
      recipient: { kind: 'citizen', mobile: row.consent ? row.mobile : '', email: row.email, language: row.language },
      values: { complaintNo: row.complaintNo, link: this.notifier?.trackLink(row.complaintNo, row.trackingToken) ?? '', ...values },
    };
  }

  /**
   * The complaint whose number and mobile match. Look-ups that find nothing are limited per address and per
   * complaint number (each attempt is reserved before the look-up and given back when it finds the
   * complaint), so mobile numbers cannot be guessed for a complaint, nor complaints found for a mobile.
   * With the receipt's token instead of the mobile (findByToken), the right one is never throttled.
   */
  private async findForCitizen(complaintNoInput: string, proof: CitizenProof, ip: string): Promise<Row> {
    const complaintNo = (complaintNoInput ?? '').trim().toUpperCase();
    // Control characters are in no complaint number (PostgreSQL would refuse a NUL): simply not found.
    if (hasControlChars(complaintNo)) throw httpError(404, 'complaintNotFound');
    if (typeof proof === 'object') return this.findByToken(complaintNo, proof.token, ip);
    const mobile = normaliseMobile(proof ?? '');
    await this.limiter.take('track-ip', ip, TRACK_IP_LIMIT, 'complaintTooManyLookups');
    await this.limiter.take('track-no', complaintNo, TRACK_NO_LIMIT, 'complaintTooManyLookups');
    const [row] = await this.db.select().from(complaints).where(eq(complaints.complaintNo, complaintNo));
    // One answer whether the number or the mobile was wrong: neither can be probed.
    if (!row || row.mobile !== mobile) throw httpError(404, 'complaintNotFound');
    await this.limiter.releaseAll([
      { purpose: 'track-ip', key: ip },
      { purpose: 'track-no', key: complaintNo },
    ]);
    return row;
  }

  /**
   * The complaint whose number and tracking token match. The token (≥ 192 random bits) cannot be guessed, so the
   * right one is answered before and apart from any limit: someone trying mobiles or tokens on a number (who runs
   * its per-number limit out) does not stop the receipt's holder. A wrong one counts like a wrong mobile.
   */
  private async findByToken(complaintNo: string, tokenInput: string, ip: string): Promise<Row> {
    const token = (tokenInput ?? '').trim();
    if (TOKEN_SHAPE.test(token)) {
      const [row] = await this.db.select().from(complaints).where(eq(complaints.complaintNo, complaintNo));
      if (row && sameToken(row.trackingToken, token)) return row;
    }
    await this.limiter.take('track-ip', ip, TRACK_IP_LIMIT, 'complaintTooManyLookups');
    await this.limiter.take('track-no', complaintNo, TRACK_NO_LIMIT, 'complaintTooManyLookups');
    throw httpError(404, 'complaintNotFound');
  }

  /** `proof`: the mobile, or `{ token }` from the receipt; `ip`: the client's address, for the look-up limits. */
  async track(complaintNo: string, proof: CitizenProof, ip: string): Promise<TrackedComplaint> {
    const row = await this.findForCitizen(complaintNo, proof, ip);
    return (await this.withDetails([row]))[0]!;
  }

  async remind(complaintNo: string, proof: CitizenProof, ip: string): Promise<TrackedComplaint> {
    const row = await this.findForCitizen(complaintNo, proof, ip);
    if (!OPEN_STATUSES.includes(row.status)) throw httpError(409, 'complaintClosed');
    if (!(await this.canRemind(row.id))) throw httpError(429, 'complaintReminderTooSoon');
    await this.db
      .insert(complaintReminders)
      .values({ complaintId: row.id, message: `Reminder from the citizen on ${new Date().toISOString().slice(0, 10)}` });
    this.cache.invalidate();
    return (await this.withDetails([row]))[0]!;
  }

  /**
   * The citizen reopens a closed complaint (resolved or rejected) within the council's reopening days of its closing,
   * with a reason and at most one photo: it is open again, due again after its type's resolution days, counted as
   * reopened, and its history says so (issue 28). Decided again on the locked row: two reopenings make one.
   */
  async reopen(complaintNo: string, proof: CitizenProof, input: Reopening, ip: string): Promise<TrackedComplaint> {
    const row = await this.findForCitizen(complaintNo, proof, ip);
    const reason = (input.reason ?? '').trim();
    const errors: Record<string, MessageKey> = {};
    const reasonProblem = textProblem(reason, COMPLAINT_TEXT_MAX, 'complaintReopenReason');
    if (reasonProblem) errors.reason = reasonProblem;
    if (input.photos.length > 1) errors.photos = 'complaintTooManyPhotos';
    const { reopenDays } = await this.site();
    this.checkReopen(row, reopenDays);
    if (Object.keys(errors).length) throw invalid(errors, { max: COMPLAINT_TEXT_MAX });
    const photos: FileDraft[][] = [];
    for (const photo of input.photos) photos.push(await processUpload('image', photo, this.limits, 'reopen-photo'));
    const now = new Date();
    await transaction(this.db, async (tx) => {
      const [locked] = await tx.select().from(complaints).where(eq(complaints.id, row.id)).for('update');
      if (!locked) throw httpError(404, 'complaintNotFound');
      this.checkReopen(locked, reopenDays);
      const [type] = await tx
        .select({ days: grievanceTypes.resolutionDays })
        .from(grievanceTypes)
        .where(eq(grievanceTypes.name, locked.grivance));
      const days = type?.days ?? COMPLAINT_DEFAULT_RESOLUTION_DAYS;
      const imageIds = [];
      for (const drafts of photos) imageIds.push(await insertFiles(tx, drafts));
      const dueAt = new Date(now.getTime() + days * 86_400_000);
      await tx
        .update(complaints)
        .set({ status: 'Open', reopened: locked.reopened + 1, dueAt, updatedAt: now })
        .where(eq(complaints.id, row.id));
      const [action] = await tx
        .insert(complaintActions)
        .values({
          complaintId: row.id,
          at: now,
          status: 'Open',
          remarks: reason,
          actorRole: 'citizen',
          reopened: true,
          image1: imageIds[0] ?? null,
        })
        .returning({ id: complaintActions.id });
      // Back to the officer it is assigned to, who is told; the citizen gets the new due date.
      const notices = [this.citizenNotice('reopened', action!.id, locked, { dueAt })];
      // Only to an officer who may still see the ward (a merge or a change of wards since): a notice holds the reason.
      const officer =
        locked.assignedTo !== null && (await mayHandle(tx, locked.assignedTo, locked.wardId))
          ? await officerById(tx, locked.assignedTo)
          : null;
      if (officer)
        notices.push(this.staffNotice('staffReopened', action!.id, row.id, locked.complaintNo, officer, { dueAt, remarks: reason }));
      await this.notifier?.write(tx, notices);
    });
    this.cache.invalidate();
    this.notifier?.wake();
    return this.track(complaintNo, proof, ip);
  }

  /** A complaint the citizen may reopen: closed, reopening allowed, and within the days of its closing (else 409). */
  private checkReopen(row: Row, reopenDays: number) {
    if (OPEN_STATUSES.includes(row.status)) throw httpError(409, 'complaintNotClosed');
    const until = reopenUntil(row, reopenDays);
    if (!until || until.getTime() < Date.now()) throw httpError(409, 'complaintReopenExpired', { days: reopenDays });
  }

  /** The citizen rates a resolved complaint 1-5, with an optional comment, once (issue 28). */
  async rate(
    complaintNo: string,
    proof: CitizenProof,
    input: { rating?: unknown; comment?: string },
    ip: string,
  ): Promise<TrackedComplaint> {
    const row = await this.findForCitizen(complaintNo, proof, ip);
    // A number, or its digit as a form sends it ('4'); anything else is no rating.
    const given = input.rating;
    const rating = typeof given === 'number' ? given : typeof given === 'string' && /^\s*\d\s*$/.test(given) ? Number(given) : NaN;
    const comment = (input.comment ?? '').trim();
    const errors: Record<string, MessageKey> = {};
    if (!Number.isInteger(rating) || rating < 1 || rating > COMPLAINT_RATING_MAX) errors.rating = 'complaintBadRating';
    const commentProblem = textProblem(comment, COMPLAINT_RATING_COMMENT_MAX);
    if (commentProblem) errors.comment = commentProblem;
    if (row.status !== 'Resolved') throw httpError(409, 'complaintNotResolved');
    if (row.rating !== null) throw httpError(409, 'complaintAlreadyRated');
    if (Object.keys(errors).length) throw invalid(errors, { max: COMPLAINT_RATING_COMMENT_MAX });
    // Only a resolved complaint not rated yet, decided by the update itself: two ratings at once make one.
    const rated = await this.db
      .update(complaints)
      .set({ rating, ratingComment: comment, ratedAt: new Date() })
      .where(and(eq(complaints.id, row.id), eq(complaints.status, 'Resolved'), isNull(complaints.rating)))
      .returning({ id: complaints.id });
    if (!rated.length) throw httpError(409, 'complaintAlreadyRated');
    this.cache.invalidate();
    return this.track(complaintNo, proof, ip);
  }

  private async canRemind(id: number): Promise<boolean> {
    const since = new Date(Date.now() - REMINDER_INTERVAL_HOURS * 3600_000);
    const [recent] = await this.db
      .select({ n: sql<number>`count(*)` })
      .from(complaintReminders)
      .where(and(eq(complaintReminders.complaintId, id), gte(complaintReminders.at, since)));
    return toNumber(recent?.n) === 0;
  }

  private where(f: ComplaintFilters, includeSearch: boolean): SQL | undefined {
    // Every entry path (API, pages) reaches the database through here: odd filters are refused, not sent.
    if ([f.status, f.ward, f.type, f.search].some((v) => v !== undefined && hasControlChars(v))) throw httpError(400, 'controlChars');
    if ([f.from, f.to].some((v) => v !== undefined && !isValidDate(v))) throw httpError(400, 'invalidDate');
    return and(
      ...categoryConditions(complaints, f),
      f.from ? gte(complaints.entry_Date, new Date(`${f.from}T00:00:00+05:30`)) : undefined,
      f.to ? lte(complaints.entry_Date, new Date(`${f.to}T23:59:59.999+05:30`)) : undefined,
      f.overdue ? and(isOpen, lt(complaints.dueAt, new Date())) : undefined,
      f.assignedTo !== undefined ? eq(complaints.assignedTo, f.assignedTo) : undefined,
      includeSearch && f.search ? searchCondition(f.search) : undefined,
    );
  }

  /** The newest complaints a person may see (the dashboard), newest first. */
  async newestStaff(limit: number, user?: Pick<SessionUser, 'id' | 'role'>): Promise<StaffQueueItem[]> {
    const scope = await this.wardScope(user);
    const rows = await this.db
      .select(listColumns)
      .from(complaints)
      .where(scope ? wardIdCondition(complaints, scope) : undefined)
      .orderBy(desc(complaints.entry_Date), desc(complaints.id))
      .limit(limit);
    return this.queueItems(rows);
  }

  /**
   * How many complaints match a filter (and how many of those are open): counted once per filter and kept
   * in the public cache until the next write (or its expiry). A filter of status, ward and type only (or none)
   * is summed from the counts the database keeps per ward, type and status (`complaint_counts`, a few hundred
   * rows); dates, search and overdue count the complaints themselves, off their indexes.
   */
  private totals(f: ComplaintFilters, includeSearch: boolean): Promise<Totals> {
    const { page: _p, pageSize: _s, ...filter } = f;
    const where = this.where(f, includeSearch);
    const key = `totals:complaints:${includeSearch}:${JSON.stringify(filter)}`;
    const kept = !f.from && !f.to && !f.overdue && f.assignedTo === undefined && !(includeSearch && f.search);
    // Dates alone (no status, ward or type): summed from the counts per day, one or two rows a day.
    const daysOnly =
      !kept && !f.overdue && f.assignedTo === undefined && !(includeSearch && f.search) && !categoryConditions(complaints, f).some(Boolean);
    return this.cache.get(key, async () => {
      if (daysOnly) {
        const d = complaintDayCounts;
        const [row] = await this.db
          .select({ total: sql<number>`coalesce(sum(${d.open} + ${d.closed}), 0)`, open: sql<number>`coalesce(sum(${d.open}), 0)` })
          .from(d)
          .where(and(f.from ? gte(d.day, f.from) : undefined, f.to ? lte(d.day, f.to) : undefined));
        return { total: toNumber(row?.total), open: toNumber(row?.open) };
      }
      const [row] = kept
        ? await this.db
            .select({
              total: sql<number>`coalesce(sum(${complaintCounts.n}), 0)`,
              open: sql<number>`coalesce(sum(${complaintCounts.n}) filter (where ${complaintCounts.status} in (${sql.raw(OPEN_SQL)})), 0)`,
            })
            .from(complaintCounts)
            .where(and(...categoryConditions(complaintCounts, f)))
        : await this.db
            .select({ total: sql<number>`count(*)`, open: sql<number>`count(*) filter (where ${isOpen})` })
            .from(complaints)
            .where(where);
      return { total: toNumber(row?.total), open: toNumber(row?.open) };
    });
  }

  /**
   * Rows [offset, offset + limit) of the `total` rows matching `where` in `order`, each read off an index
   * (complaints_* in db/schema.ts) without sorting the table, in one statement: the page's ids by an index walk
   * (a subquery), then their rows. Pages past the middle walk from the other end (`reversed`), so no page walks
   * more than half the rows. A deep page of a whole list or queue part (`days`: `where` is nothing but that part)
   * starts its walk at the day its first row was filed on (dayWalk), so it walks at most that day's rows first.
   */
  private async slice(
    where: SQL | undefined,
    order: SQL[],
    reversed: SQL[],
    offset: number,
    limit: number,
    total: number,
    days?: DayPart,
  ): Promise<ListRow[]> {
    if (limit <= 0 || offset >= total) return [];
    const fromEnd = offset > total / 2;
    const ids =
      days && Math.min(offset, total - offset) >= ComplaintService.dayWalkFrom
        ? this.dayWalk(where, order, offset, limit, total, days)
        : this.db
            .select({ id: complaints.id })
            .from(complaints)
            .where(where)
            .orderBy(...(fromEnd ? reversed : order))
            .limit(fromEnd ? Math.min(limit, total - offset) : limit)
            .offset(fromEnd ? Math.max(0, total - offset - limit) : offset);
    return this.db
      .select(listColumns)
      .from(complaints)
      .where(inArray(complaints.id, ids))
      .orderBy(...order);
  }

  /**
   * The ids of rows [offset, offset + limit) of a whole list or queue part in `order`, walked from the start of the
   * day the row at `offset` was filed on. The day is found in the counts per day (complaintDayCounts), summed day
   * by day from the nearer end of the list until they pass the offset (the sum stops there: at most half the days
   * are read); `before` is then how many rows of the list come before that day, and the walk skips `offset -
   * before` of the day's own rows. One statement: the counts and the rows are read in one snapshot.
   */
  private dayWalk(where: SQL | undefined, order: SQL[], offset: number, limit: number, total: number, days: DayPart): SQL {
    const d = complaintDayCounts;
    const n = days.part === 'all' ? sql`${d.open} + ${d.closed}` : days.part === 'open' ? sql`${d.open}` : sql`${d.closed}`;
    const fromStart = offset <= total / 2;
    // The days in the order they are summed: the list's own from its start, the reverse from its end.
    const direction = sql.raw(days.newestFirst === fromStart ? 'desc' : 'asc');
    const summed = sql`select ${d.day} as "day", ${n} as "n", sum(${n}) over (order by ${d.day} ${direction}) as "sum" from ${d}`;
    // From the start: the first day whose sum passes the offset; rows before it: its sum less its own.
    // From the end: the first day whose sum (that day and every later one) reaches the rows from the offset on.
    const place = fromStart
      ? sql`select "day", "sum" - "n" as "before" from (${summed}) as "s" where "sum" > ${offset} order by "day" ${direction} limit 1`
      : sql`select "day", ${total} - "sum" as "before" from (${summed}) as "s" where "sum" >= ${total - offset} order by "day" ${direction} limit 1`;
    const start = days.newestFirst
      ? sql`${complaints.entry_Date} < (select complaint_day_start("day" + 1) from "place")`
      : sql`${complaints.entry_Date} >= (select complaint_day_start("day") from "place")`;
    return sql`(with "place" as materialized (${place})
      select ${complaints.id} from ${complaints} where ${and(where, start)}
      order by ${sql.join(order, sql`, `)} limit ${limit} offset (select greatest(0, ${offset} - "before") from "place"))`;
  }

  /** The public list (spec's viewgrievance): newest first, never a name or mobile number. */
  async listPublic(f: ComplaintFilters): Promise<{ items: PublicComplaint[]; total: number }> {
    const { items, total } = await this.listPublicJson(f);
    return { items, total };
  }

  /**
   * The public list with its JSON text, made once per cache fill: the API sends the kept text (and its compressed
   * forms, public-json.ts) as the content types' public lists do, so an unpaged answer of up to LIST_CAP rows costs
   * a cache hit, not a serialisation of ~750 KB per request (issue 31).
   */
  peekPublicJson(f: ComplaintFilters): { json: string; total: number; items: PublicComplaint[] } | undefined {
    return this.cache.peek(this.publicListKey(f));
  }

  private publicListKey(f: ComplaintFilters) {
    return `complaints:${JSON.stringify(f)}`;
  }

  listPublicJson(f: ComplaintFilters): Promise<{ json: string; total: number; items: PublicComplaint[] }> {
    return this.cache.get(this.publicListKey(f), async () => {
      // Like every public list: without pageSize, up to LIST_CAP rows (design.md).
      const pageSize = f.pageSize ?? LIST_CAP;
      const { total } = await this.totals(f, false);
      const newest = [desc(complaints.entry_Date), desc(complaints.id)];
      const oldest = [asc(complaints.entry_Date), asc(complaints.id)];
      const where = this.where(f, false);
      const days = where ? undefined : { part: 'all' as const, newestFirst: true };
      const rows = await this.slice(where, newest, oldest, ((f.page ?? 1) - 1) * pageSize, pageSize, total, days);
      const items = (await this.withDetails(rows, { history: false })).map(
        ({ history: _h, canRemind: _c, canReopen: _o, reopenUntil: _u, reopened: _r, rating: _g, canRate: _a, ...rest }) => rest,
      );
      return { json: JSON.stringify(items), total, items };
    });
  }

  /**
   * The staff queue: open complaints first, oldest first; then the closed, newest first (ties by id). Read as
   * two parts, each off its own partial index (complaints_queue_open_idx, complaints_queue_closed_idx): a
   * page takes from the open part, then from the closed part once the open ones are used up.
   */
  async listStaff(filters: ComplaintFilters, user?: Pick<SessionUser, 'id' | 'role'>): Promise<StaffPage> {
    const scope = await this.wardScope(user);
    const f: ComplaintFilters = scope ? { ...filters, wardIds: scope } : filters;
    const where = this.where(f, true);
    const pageSize = f.pageSize ?? 25;
    const offset = ((f.page ?? 1) - 1) * pageSize;
    const search = f.search?.trim() ?? '';
    if (search && !isNumberSearch(search)) return this.searchWords(f, where, offset, pageSize);
    // A number of three characters or more: what a trigram index serves, and most often few matches.
    if (search.length >= 3) {
      const found = await this.searchStaff(where, offset, pageSize);
      if (found) return found;
    }
    const totals = await this.totals(f, true);
    const opened = await this.slice(
      and(where, isOpen),
      [asc(complaints.entry_Date), asc(complaints.id)],
      [desc(complaints.entry_Date), desc(complaints.id)],
      offset,
      pageSize,
      totals.open,
      where ? undefined : { part: 'open', newestFirst: false },
    );
    const closed = await this.slice(
      and(where, isClosed),
      [desc(complaints.entry_Date), asc(complaints.id)],
      [asc(complaints.entry_Date), desc(complaints.id)],
      Math.max(0, offset - totals.open),
      pageSize - opened.length,
      totals.total - totals.open,
      where ? undefined : { part: 'closed', newestFirst: true },
    );
    return { items: await this.queueItems([...opened, ...closed]), total: totals.total };
  }

  /**
   * Every complaint a queue view holds (its filters; an officer: their wards), newest first, for the CSV export:
   * read in slices of `batch` by keyset (filing time, id), never all at once, so a district's 100,000 rows stream
   * in constant memory. The person's export is audited first (the filters and who; the rows are not copied).
   */
  async *exportStaff(filters: ComplaintFilters, user: SessionUser & { ip?: string }, batch = 500): AsyncGenerator<StaffQueueItem[]> {
    const scope = await this.wardScope(user);
    const { page: _p, pageSize: _s, ...rest } = filters;
    const f: ComplaintFilters = scope ? { ...rest, wardIds: scope } : rest;
    const where = this.where(f, true);
    await this.auditStep(this.db, user, 'export', 'csv', { filters: [null, rest] });
    let after: { at: Date; id: number } | null = null;
    for (;;) {
      const rows: ListRow[] = await this.db
        .select(listColumns)
        .from(complaints)
        .where(
          and(
            where,
            // After the last row sent, by its stored time (to the microsecond, which a JavaScript Date would cut); if that
            // row was deleted meanwhile, by the time it had (to the millisecond) rather than ending the export early.
            after === null
              ? undefined
              : sql`(${complaints.entry_Date}, ${complaints.id}) < (coalesce((select "entry_date" from "complaints" where "id" = ${after.id}), ${after.at}), ${after.id})`,
          ),
        )
        .orderBy(desc(complaints.entry_Date), desc(complaints.id))
        .limit(batch);
      if (rows.length === 0) return;
      yield await this.queueItems(rows);
      if (rows.length < batch) return;
      const last = rows.at(-1)!;
      after = { at: last.entry_Date, id: last.id };
    }
  }

  /**
   * A page of the queue searched by complaint number, when the number matches at most searchOneRead complaints
   * (most searches: a 4-digit one matches a few dozen at 100,000): the matches are read once, in one statement that
   * counts them and orders them as the queue does; then the page's rows. Counting and each part's page apart read
   * the index three times (6.6 ms instead of ~3 for 4 digits on the embedded database). A search matching more
   * (a common prefix) answers null, and the queue is paged off its indexes as without a search, as is a search
   * shorter than three characters.
   */
  private async searchStaff(
    where: SQL | undefined,
    offset: number,
    limit: number,
    cap = ComplaintService.searchOneRead,
  ): Promise<StaffPage | null> {
    const [found] = await rowsOf<{ total: number | string; ids: number[] | null }>(
      this.db,
      sql`with "m" as materialized (${this.matches(where, cap + 1)})
        select (select count(*) from "m") as "total",
          array(select "id" from "m" order by ${QUEUE_ORDER} limit ${limit} offset ${offset}) as "ids"`,
    );
    const total = toNumber(found?.total);
    if (total > cap) return null;
    return { items: await this.queueItems(await this.rowsByIds(found?.ids)), total };
  }

  /**
   * A page of the queue searched by words (issue 28). The matches are read up to searchWordsCap + 1 (off the words'
   * trigram index) and their count kept with the other totals until the next write. No more than searchWordsCap (a
   * rare word, a name): that read orders them as the queue does and answers the page, in one statement. A common word matches thousands,
   * and counting them all means reading each one (a word in one complaint of twelve: 33 ms at 100,000 on PostgreSQL,
   * against 3 ms for the first 501); then the answer says "more than searchWordsCap" (`more`) and the page comes
   * from the queue's two partial indexes walked in order with the words as a filter (a page of a common word's
   * matches is met within a few hundred rows).
   */
  private async searchWords(f: ComplaintFilters, where: SQL | undefined, offset: number, limit: number): Promise<StaffPage> {
    const cap = ComplaintService.searchWordsCap;
    const { page: _p, pageSize: _s, ...filter } = f;
    // Not counted yet: the one read of up to cap + 1 matches answers a rare word's page and counts it in one statement.
    let read: StaffPage | null | undefined;
    const counted = await this.cache.get(`totals:words:${cap}:${JSON.stringify(filter)}`, async () => {
      read = await this.searchStaff(where, offset, limit, cap);
      return read ? read.total : cap + 1;
    });
    if (read) return read;
    if (counted <= cap) return (await this.searchStaff(where, offset, limit, cap)) ?? { items: [], total: 0 };
    const term = wordIndexTerm(f.search ?? '');
    // The term's words name exactly the complaints whose words hold it: the other filters and words are checked on each.
    const rest = () =>
      and(
        this.where(f, false),
        ...searchWordsOf(f.search ?? '')
          .filter((w) => w !== term)
          .map((w) => like(complaints.searchWords, `%${likeEscape(w)}%`)),
      );
    const indexed = term === undefined ? null : await this.wordIndexPage(term, rest(), offset, limit);
    if (indexed) return { items: await this.queueItems(await this.rowsByIds(indexed)), total: cap, more: true };
    const c = complaints;
    const part = (open: boolean) =>
      sql`(select ${c.id} as "id", ${c.entry_Date} as "at", ${sql.raw(String(open))} as "open" from ${c}
        where ${and(where, open ? isOpen : isClosed)}
        order by ${c.entry_Date} ${sql.raw(open ? 'asc' : 'desc')}, ${c.id} asc limit ${offset + limit})`;
    const [found] = await rowsOf<{ ids: number[] | null }>(
      this.db,
      sql`select array(select "id" from (${part(true)} union all ${part(false)}) as "w"
        order by ${QUEUE_ORDER} limit ${limit} offset ${offset}) as "ids"`,
    );
    return { items: await this.queueItems(await this.rowsByIds(found?.ids)), total: cap, more: true };
  }

  /**
   * A page of a common word's complaints off complaint_words (migration 0029): the words that contain the term (at most
   * wordIndexWordsMax, off the vocabulary's trigram index), then for each word its first offset + limit complaints in
   * each part of the queue, walked in the queue's order on the word's own index (complaint_words_open_idx,
   * complaint_words_closed_idx) with the rest of the queue's condition (`rest`: its filters, the other search words'
   * LIKEs) checked on each complaint; merged, in the queue's order. The words that contain the term are in exactly the
   * complaints whose words contain it (the term has no separator), so its own LIKE is not repeated: the same rows as the
   * walk over the queue, and nothing that would let the planner take the LIKE's trigram index (whose selectivity it
   * cannot guess for Devanagari) and sort every match. Nor is the complaint's status: an entry's `open` is its
   * complaint's (the triggers write both in one transaction), and a condition on the status would let the planner
   * hash-join every open complaint (11,800 at 100,000: 9 ms) instead of fetching the page's few by id. With no other
   * filter the complaints are not read at all (the word's index holds the id and the filing time). A page of a common word reads a few dozen entries instead of
   * walking the queue past every complaint without it (a Hindi word in one complaint of 36: ~2,700 rows, each with a
   * LIKE). Null when the term is inside more words than that.
   */
  private async wordIndexPage(term: string, rest: SQL | undefined, offset: number, limit: number): Promise<number[] | null> {
    const max = ComplaintService.wordIndexWordsMax;
    if (max < 1) return null;
    const reach = offset + limit;
    const part = (open: boolean) =>
      sql`select "x".* from "t" cross join lateral (
        select "w"."complaint_id" as "id", "w"."at" as "at", ${sql.raw(String(open))} as "open"
        from "complaint_words" as "w"${rest ? sql` join ${complaints} on ${complaints.id} = "w"."complaint_id"` : sql``}
        where "w"."word" = "t"."word" and ${sql.raw(open ? '"w"."open"' : 'not "w"."open"')}${rest ? sql` and ${rest}` : sql``}
        order by "w"."at" ${sql.raw(open ? 'asc' : 'desc')}, "w"."complaint_id" asc limit ${reach}) as "x"`;
    const [found] = await rowsOf<{ words: number | string; ids: number[] | null }>(
      this.db,
      sql`with "t" as (select "word" from "complaint_vocabulary" where "word" like ${`%${likeEscape(term)}%`} limit ${max + 1})
        select (select count(*) from "t") as "words",
          array(select "id" from (select distinct * from (${part(true)} union all ${part(false)}) as "u") as "d"
            order by ${QUEUE_ORDER} limit ${limit} offset ${offset}) as "ids"`,
    );
    if (toNumber(found?.words) > max) return null;
    return (found?.ids ?? []).map(Number);
  }

  /** Up to `limit` complaints matching a condition, unordered: their ids, filing times and whether open. */
  private matches(where: SQL | undefined, limit: number): SQL {
    return sql`select ${complaints.id} as "id", ${complaints.entry_Date} as "at", ${isOpen} as "open" from ${complaints}
      where ${where} limit ${limit}`;
  }

  /** Complaints by id, in the ids' order (one that has just been deleted is left out). */
  private async rowsByIds(list: Array<number | string> | null | undefined): Promise<ListRow[]> {
    const ids = (list ?? []).map(Number);
    const rows = ids.length ? await this.db.select(listColumns).from(complaints).where(anyOf(complaints.id, ids)) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The wards (by id: a rename moves no complaint) a grievance officer is limited to, or null for no limit: any
   * other role, or an officer whose account says every ward (users.allWards). An officer with no wards chosen
   * and not every ward has an empty scope: no complaints at all (never every ward).
   */
  async wardScope(user: Pick<SessionUser, 'id' | 'role'> | undefined): Promise<number[] | null> {
    if (!user || user.role !== 'officer') return null;
    const { scope } = await this.scopes.get(String(user.id), async () => {
      const [account] = await this.db.select({ allWards: users.allWards }).from(users).where(eq(users.id, user.id));
      if (account?.allWards) return { scope: null };
      const rows = await this.db.select({ id: userWards.wardId }).from(userWards).where(eq(userWards.userId, user.id));
      return { scope: rows.map((r) => r.id).sort((a, b) => a - b) };
    });
    // A copy: the kept list stays as read whatever a caller does with its own.
    return scope && [...scope];
  }

  /** A complaint for staff; one outside an officer's wards does not exist for them (404). */
  private async staffRow(id: number, user: Pick<SessionUser, 'id' | 'role'> | undefined): Promise<Row> {
    if (!isRowId(id)) throw httpError(404, 'notFound');
    const [row] = await this.db.select().from(complaints).where(eq(complaints.id, id));
    if (!row) throw httpError(404, 'notFound');
    const scope = await this.wardScope(user);
    if (scope && !scope.includes(row.wardId)) throw httpError(404, 'notFound');
    return row;
  }

  async getStaff(id: number, user?: Pick<SessionUser, 'id' | 'role'>): Promise<StaffComplaint> {
    return (await this.staffView([await this.staffRow(id, user)]))[0]!;
  }

  /**
   * Staff act: a new status, remarks (required to resolve or reject), up to two action images. `user` is the
   * person acting (with the client's `ip` from the API): every action is audited in its transaction.
   */
  async act(id: number, input: StaffAction, user: SessionUser & { ip?: string }): Promise<StaffComplaint> {
    await this.staffRow(id, user);
    const scope = await this.wardScope(user);
    const status = (input.status ?? '').trim();
    const remarks = (input.remarks ?? '').trim();
    const errors: Record<string, MessageKey> = {};
    if (!(COMPLAINT_STATUSES as readonly string[]).includes(status)) errors.Status = 'complaintBadStatus';
    const remarksProblem = textProblem(
      remarks,
      COMPLAINT_TEXT_MAX,
      STATUSES_NEEDING_REMARKS.includes(status) ? 'complaintRemarksRequired' : undefined,
    );
    if (remarksProblem) errors.Remarks = remarksProblem;
    if (input.images.length > COMPLAINT_MAX_PHOTOS) errors.ActionImage = 'complaintTooManyPhotos';
    if (Object.keys(errors).length) throw invalid(errors, { max: COMPLAINT_TEXT_MAX });
    const images: FileDraft[][] = [];
    for (const image of input.images) images.push(await processUpload('image', image, this.limits, 'action-photo'));
    const now = new Date();
    await transaction(this.db, async (tx) => {
      // Actions on one complaint take turns: the row is locked before it changes.
      const [current] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
      const locked = current && {
        ...current,
        image1: current.action_Image_1,
        image2: current.action_Image_2,
      };
      // Decided again on the locked row: a complaint merged into another ward meanwhile is out of scope too.
      if (!locked || (scope && !scope.includes(locked.wardId))) throw httpError(404, 'notFound');
      const ids = [];
      for (const drafts of images) ids.push(await insertFiles(tx, drafts));
      const update: Partial<Row> = { status, action_By: user.name, action_Date: now, updatedAt: now };
      // New action images replace the complaint's current ones; every action keeps its own in the history.
      if (ids.length) {
        update.action_Image_1 = ids[0] ?? null;
        update.action_Image_2 = ids[1] ?? null;
      }
      await tx.update(complaints).set(update).where(eq(complaints.id, id));
      const [action] = await tx
        .insert(complaintActions)
        .values({
          complaintId: id,
          at: now,
          status,
          remarks,
          actorId: user.id,
          actorRole: user.role,
          image1: ids[0] ?? null,
          image2: ids[1] ?? null,
        })
        .returning({ id: complaintActions.id });
      // The citizen hears of a new status (a resolution with the link to rate or reopen it); remarks alone are no news.
      if (status !== locked.status)
        await this.notifier?.write(tx, [
          this.citizenNotice(status === 'Resolved' ? 'resolved' : 'statusChanged', action!.id, current, { status, remarks }),
        ]);
      await this.auditStep(
        tx,
        user,
        'action',
        id,
        await this.actionChanges(tx, locked, { status, remarks, image1: ids[0], image2: ids[1] }),
      );
    });
    this.cache.invalidate();
    this.notifier?.wake();
    return this.getStaff(id);
  }

  /**
   * Staff give a complaint to another officer, with a remark (issue 28): someone who may see its ward (an officer
   * limited to wards only within theirs, as every action). The history, the audit trail and both notices say so.
   */
  async assign(id: number, input: { officerId?: unknown; remarks?: string }, user: SessionUser & { ip?: string }): Promise<StaffComplaint> {
    const row = await this.staffRow(id, user);
    const scope = await this.wardScope(user);
    const remarks = (input.remarks ?? '').trim();
    const officerId = Number(input.officerId);
    const errors: Record<string, MessageKey> = {};
    const remarksProblem = textProblem(remarks, COMPLAINT_TEXT_MAX, 'assignRemarksRequired');
    if (remarksProblem) errors.remarks = remarksProblem;
    if (!isRowId(officerId) || !(await mayHandle(this.db, officerId, row.wardId))) errors.officerId = 'assignBadOfficer';
    if (Object.keys(errors).length) throw invalid(errors, { max: COMPLAINT_TEXT_MAX });
    const now = new Date();
    await transaction(this.db, async (tx) => {
      const [locked] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
      if (!locked || (scope && !scope.includes(locked.wardId))) throw httpError(404, 'notFound');
      // Decided again in the transaction: the ward (a merge) or the officer's wards may have changed meanwhile.
      if (!(await mayHandle(tx, officerId, locked.wardId))) throw invalid({ officerId: 'assignBadOfficer' });
      const officer = (await officerById(tx, officerId))!;
      const before = await officerById(tx, locked.assignedTo);
      await tx.update(complaints).set({ assignedTo: officerId, updatedAt: now }).where(eq(complaints.id, id));
      const [action] = await tx
        .insert(complaintActions)
        .values({
          complaintId: id,
          at: now,
          status: locked.status,
          remarks,
          actorId: user.id,
          actorRole: user.role,
          event: 'assigned',
          assigneeId: officerId,
        })
        .returning({ id: complaintActions.id });
      await this.auditStep(tx, user, 'assign', id, {
        complaintNo: locked.complaintNo,
        assignedTo: [before?.name ?? null, officer.name],
        remarks,
      });
      const notices = [this.staffNotice('staffAssigned', action!.id, id, locked.complaintNo, officer, { dueAt: locked.dueAt, remarks })];
      if (OPEN_STATUSES.includes(locked.status))
        notices.push(this.citizenNotice('assigned', action!.id, locked, { officer: officer.name }));
      await this.notifier?.write(tx, notices);
    });
    this.cache.invalidate();
    this.notifier?.wake();
    return this.getStaff(id);
  }

  /** The accounts a complaint may be given to: active, and allowed to see its ward; by name. */
  async assignable(id: number, user: Pick<SessionUser, 'id' | 'role'>): Promise<Array<{ id: number; name: string; role: string }>> {
    const row = await this.staffRow(id, user);
    const rows = await rowsOf<{ id: number; name: string; role: string }>(
      this.db,
      sql`select u.id, u.name, u.role from users u where ${maySeeWard(sql.raw('u'), sql`${row.wardId}`)} order by u.name, u.id`,
    );
    return rows.map((r) => ({ ...r, id: toNumber(r.id) }));
  }

  /**
   * Escalates open complaints past their due date (issue 28), at most `batch` at a time: each goes to the next
   * level's escalation officer (for its ward, else for every ward) who may see its ward, once per level, with a new
   * due date (its type's days from now), a history entry and notices to the new officer, the one it leaves and the
   * citizen. Only complaints with such an officer are taken (one whose officers all lost its ward never holds up
   * the others behind it), with FOR UPDATE SKIP LOCKED: processes running this at once share the work and never
   * escalate one twice. Answers how many escalated.
   */
  async escalateOverdue(batch = 50): Promise<number> {
    // No escalation officer at all (a council that has not set any): nothing to read.
    if (!(await this.db.select({ id: escalationOfficers.id }).from(escalationOfficers).limit(1)).length) return 0;
    const done = await transaction(this.db, async (tx) => {
      const due = await rowsOf<{ id: number | string }>(
        tx,
        sql`select c.id from complaints c
            where c.status in (${sql.raw(OPEN_SQL)}) and c.due_at is not null and c.due_at < now()
              and c.escalation_level < ${ESCALATION_LEVELS}
              and exists (select 1 from escalation_officers e join users u on u.id = e.officer_id
                          where e.level > c.escalation_level and (e.ward_id = c.ward_id or e.ward_id is null)
                            and ${maySeeWard(sql.raw('u'), sql.raw('c.ward_id'))})
            order by c.due_at
            limit ${batch}
            for update of c skip locked`,
      );
      let count = 0;
      for (const { id: rawId } of due) {
        const id = toNumber(rawId);
        const [row] = await tx.select().from(complaints).where(eq(complaints.id, id));
        if (!row) continue;
        const next = await nextEscalation(tx, row.wardId, row.escalationLevel);
        if (!next) continue;
        const [type] = await tx
          .select({ days: grievanceTypes.resolutionDays })
          .from(grievanceTypes)
          .where(eq(grievanceTypes.name, row.grivance));
        const now = new Date();
        const dueAt = new Date(now.getTime() + (type?.days ?? COMPLAINT_DEFAULT_RESOLUTION_DAYS) * 86_400_000);
        // The officer it leaves is told only while they may still see the ward.
        const before =
          row.assignedTo !== null && (await mayHandle(tx, row.assignedTo, row.wardId)) ? await officerById(tx, row.assignedTo) : null;
        await tx
          .update(complaints)
          .set({ escalationLevel: next.level, assignedTo: next.id, dueAt, updatedAt: now })
          .where(eq(complaints.id, id));
        const [action] = await tx
          .insert(complaintActions)
          .values({
            complaintId: id,
            at: now,
            status: row.status,
            remarks: '',
            actorRole: 'system',
            event: 'escalated',
            assigneeId: next.id,
          })
          .returning({ id: complaintActions.id });
        const values = { dueAt, level: String(next.level), officer: next.name };
        const notices = [
          this.citizenNotice('escalated', action!.id, row, values),
          this.staffNotice('staffEscalated', action!.id, id, row.complaintNo, next, values),
        ];
        if (before && before.id !== next.id)
          notices.push(this.staffNotice('staffEscalated', action!.id, id, row.complaintNo, before, values));
        await this.notifier?.write(tx, notices);
        count++;
      }
      return count;
    });
    if (done) {
      this.cache.invalidate();
      this.notifier?.wake();
    }
    return done;
  }

  /**
   * What an action changed, for the audit trail: the complaint's number, status before → after, the remarks,
   * replaced action photos by name and size. Never the citizen's name or mobile.
   */
  private async actionChanges(
    tx: Tx,
    before: { complaintNo: string; status: string; image1: string | null; image2: string | null },
    after: { status: string; remarks: string; image1?: string; image2?: string },
  ): Promise<Record<string, unknown>> {
    const changes: Record<string, unknown> = { complaintNo: before.complaintNo, status: [before.status, after.status] };
    if (after.remarks) changes.remarks = after.remarks;
    if (after.image1) {
      const named = await auditFiles(tx, [before.image1, before.image2, after.image1, after.image2]);
      const file = (fileId: string | null | undefined) => (fileId ? (named.get(fileId) ?? null) : null);
      changes.action_Image_1 = [file(before.image1), file(after.image1)];
      changes.action_Image_2 = [file(before.image2), file(after.image2)];
    }
    return changes;
  }

  /**
   * Removes a complaint and its files (used by tests and data clean-up, not exposed publicly). With an `actor`
   * the removal is audited (the complaint's number, place, type, status and photos, no citizen's details);
   * without one (tests, clean-up scripts) it is not.
   */
  async remove(id: number, actor?: Actor) {
    const [row] = await this.db.select().from(complaints).where(eq(complaints.id, id));
    if (!row) return;
    const actions = await this.db.select().from(complaintActions).where(eq(complaintActions.complaintId, id));
    await transaction(this.db, async (tx) => {
      if (actor) {
        const photos = [row.pub_Image_1, row.pub_Image_2, row.action_Image_1, row.action_Image_2];
        const named = await auditFiles(tx, photos);
        const file = (fileId: string | null) => (fileId ? (named.get(fileId) ?? null) : null);
        const gone = { complaintNo: row.complaintNo, district: row.district, ward: row.ward, grivance: row.grivance, status: row.status };
        const files = {
          pub_Image_1: file(row.pub_Image_1),
          pub_Image_2: file(row.pub_Image_2),
          action_Image_1: file(row.action_Image_1),
          action_Image_2: file(row.action_Image_2),
        };
        await recordAudit(tx, actor, {
          action: 'delete',
          entity: 'complaint',
          entityId: id,
          changes: fieldChanges({ ...gone, ...files }, null),
        });
      }
      await tx.delete(complaints).where(eq(complaints.id, id));
      const ids = [row.pub_Image_1, row.pub_Image_2, ...actions.flatMap((a) => [a.image1, a.image2])].filter((v): v is string => !!v);
      await deleteFiles(tx, [...new Set(ids)]);
    });
    this.cache.invalidate();
  }

  /** Complaints as a list shows them to staff: without their history, which is not read. */
  private async queueItems(rows: ListRow[]): Promise<StaffQueueItem[]> {
    return (await this.staffView(rows, false)).map(({ history: _h, ...rest }) => rest);
  }

  private async staffView(rows: ListRow[], history = true): Promise<StaffComplaint[]> {
    const details = await this.withDetails(rows, { staff: true, history });
    const now = Date.now();
    return details.map((d, i) => {
      const row = rows[i]!;
      const age = now - row.entry_Date.getTime();
      const ageDays = Math.floor(age / 86_400_000);
      // Onto d itself (made for this answer alone), not `{ ...d, … }`: copying an object of ~40 properties into a literal
      // took V8 ~28 µs a row (its generic copy), 0.7 ms of a 25-row page's ~4 ms; assigning ~1 µs.
      return Object.assign(d, {
        action_By: row.action_By,
        channel: row.source,
        citizenName: row.citizenName,
        mobile: row.mobile,
        consent: row.consent,
        email: row.email,
        assignedToId: row.assignedTo,
        ageDays,
        // Past its own due date, to the moment: 7 days and 5 hours is past a 7-day limit.
        overdue: OPEN_STATUSES.includes(row.status) && row.dueAt.getTime() < now,
      });
    });
  }

  /** The accounts complaints are assigned to, by id: a name and role (never an e-mail), one query. */
  private async assignees(ids: Array<number | null>): Promise<Map<number, ComplaintAssignee>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (!wanted.length) return new Map();
    const rows = await this.db.select({ id: users.id, name: users.name, role: users.role }).from(users).where(anyOf(users.id, wanted));
    return new Map(rows.map((r) => [r.id, { name: r.name, role: r.role }]));
  }

  /**
   * The complaints with their history, reminders, photos' addresses and Hindi names; `staff`: as staff see them.
   * `history: false` (a list, which shows none) leaves the history empty and does not read it.
   */
  private async withDetails(rows: ListRow[], { staff = false, history: withHistory = true } = {}): Promise<TrackedComplaint[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [actions, reminders, hindi, site] = await Promise.all([
      withHistory
        ? this.db
            .select()
            .from(complaintActions)
            .where(anyOf(complaintActions.complaintId, ids))
            .orderBy(asc(complaintActions.at), asc(complaintActions.id))
        : [],
      // A list's rows carry their reminders (listColumns); a complaint read whole has them read here.
      rows.every((r) => r.reminderList)
        ? rows.flatMap((r) => r.reminderList!.map((m) => ({ complaintId: r.id, message: m.message, at: new Date(m.at) })))
        : this.db
            .select({ complaintId: complaintReminders.complaintId, message: complaintReminders.message, at: complaintReminders.at })
            .from(complaintReminders)
            .where(anyOf(complaintReminders.complaintId, ids))
            .orderBy(asc(complaintReminders.at)),
      this.hindiNames(),
      this.site(),
    ]);
    const council = site.councilName;
    const now = Date.now();
    const fileIds = [
      ...rows.flatMap((r) => [r.pub_Image_1, r.pub_Image_2, r.action_Image_1, r.action_Image_2]),
      ...actions.flatMap((a) => [a.image1, a.image2]),
    ].filter((v): v is string => !!v);
    const [infos, people] = await Promise.all([
      describeFiles(this.db, fileIds),
      // Staff see who acted by name too; the public never does.
      this.assignees([
        ...rows.map((r) => r.assignedTo),
        ...actions.map((a) => a.assigneeId),
        ...(staff ? actions.map((a) => a.actorId) : []),
      ]),
    ]);
    const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
    const url = (id: string | null) => (id ? (infos.get(id)?.url ?? null) : null);
    const since = Date.now() - REMINDER_INTERVAL_HOURS * 3600_000;
    return rows.map((r) => {
      const mine = reminders.filter((m) => m.complaintId === r.id);
      const history: ComplaintAction[] = actions
        .filter((a) => a.complaintId === r.id)
        .map((a) => ({
          at: a.at.toISOString(),
          status: a.status,
          remarks: a.remarks,
          actorRole: roleLabel(a.actorRole, council),
          actor: actorKey(a.actorRole, staff),
          ...(staff ? { actorName: person(a.actorId)?.name ?? null } : {}),
          images: [url(a.image1), url(a.image2)].filter((v): v is string => !!v),
          reopened: a.reopened,
          event: (COMPLAINT_EVENTS as readonly string[]).includes(a.event) ? (a.event as ComplaintEvent) : '',
          assignee: person(a.assigneeId),
        }));
      const until = reopenUntil(r, site.reopenDays);
      return {
        id: r.id,
        complaintNo: r.complaintNo,
        // Its fields as filed (COMPLAINT_FIELDS), the chosen ones with their Hindi names.
        ...(complaintAnswerFields(
          (f) => r[f.column as ComplaintColumn],
          (f) => hindi[f.list].get(r[f.column as ComplaintColumn]) ?? '',
        ) as ComplaintAnswerFields),
        status: r.status,
        entry_Date: r.entry_Date.toISOString(),
        dueDate: r.dueAt.toISOString(),
        action_By: r.action_Date ? council : null,
        action_Date: r.action_Date?.toISOString() ?? null,
        reminders: mine.map((m) => ({ message: m.message, at: m.at.toISOString() })),
        pub_Image_1: url(r.pub_Image_1),
        pub_Image_2: url(r.pub_Image_2),
        action_Image_1: url(r.action_Image_1),
        action_Image_2: url(r.action_Image_2),
        history,
        canRemind: OPEN_STATUSES.includes(r.status) && !mine.some((m) => m.at.getTime() > since),
        canReopen: !!until && until.getTime() >= now,
        reopenUntil: until?.toISOString() ?? null,
        reopened: r.reopened,
        rating: r.rating === null ? null : { rating: r.rating, comment: r.ratingComment, at: (r.ratedAt ?? r.updatedAt).toISOString() },
        canRate: r.status === 'Resolved' && r.rating === null,
        assignedTo: person(r.assignedTo),
        escalationLevel: r.escalationLevel,
      };
    });
  }
}

/**
 * The last moment a closed complaint may be reopened: its closing (the staff action that closed it, else its last
 * change) plus the reopening days; null while it is open or when reopening is off (0 days).
 */
function reopenUntil(row: ListRow, reopenDays: number): Date | null {
  if (OPEN_STATUSES.includes(row.status) || reopenDays <= 0) return null;
  const closed = row.action_Date ?? row.updatedAt;
  return new Date(closed.getTime() + reopenDays * 86_400_000);
}

export type { FileInfo };
