import { and, asc, desc, eq, gte, inArray, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  COMPLAINT_RATE_LIMIT,
  LICENCE_EXPIRY_NOTICE_DAYS,
  TL_FEE_MAX,
  TL_NO_RE,
  TL_RECEIPT_NO_MAX,
  TL_REMARKS_MAX,
  TRACK_MAX_FAILURES_PER_COMPLAINT,
  TRACK_MAX_FAILURES_PER_IP,
  TRACK_WINDOW_MINUTES,
  TRADE_LICENCE_ACTIONS,
  TRADE_LICENCE_DOCUMENTS,
  TRADE_LICENCE_PRIVATE_FIELDS,
  TRADE_LICENCE_WORKFLOW,
  actionsFor,
  checkTradeLicenceDraft,
  formatMessage,
  hasBidiControls,
  hasControlChars,
  isValidDate,
  longerThan,
  textOf,
  type FieldErrors,
  type IssuedLicence,
  type LicenceNoticeEvent,
  type LicenceVerification,
  type StaffTradeLicence,
  type TrackedTradeLicence,
  type TradeLicenceAcknowledgement,
  type TradeLicenceAction,
  type TradeLicenceDocumentKind,
  type TradeLicenceFilters,
  type TradeLicenceQueueItem,
  type TradeLicenceStatus,
} from '@nagar/contract';
import type { Db, Tx } from '../db/client.ts';
import { toNumber } from '../db/client.ts';
import {
  files,
  tradeLicenceApplications as apps,
  tradeLicenceDocuments as docs,
  tradeLicenceFees,
  tradeLicenceHistory as history,
  tradeLicences,
  users,
  wards,
} from '../db/schema.ts';
import { transaction } from '../db/retry.ts';
import { indiaYear, nextYearNumber } from '../db/year-numbers.ts';
import { Limiter, type Limit } from '../auth/limiter.ts';
import { HttpError, foundOr404, httpError, validationError } from '../lib/errors.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { likeContains } from '../lib/like.ts';
import { todayInIndia } from '../lib/india-time.ts';
import type { PublicCache } from '../cache/public-cache.ts';
import { limitOf, mb, processUpload, type FileDraft, type UploadLimits } from '../files/pipeline.ts';
import { sniff } from '../files/sniff.ts';
import { insertFiles } from '../files/store.ts';
import { normaliseMobile } from '../complaints/service.ts';
import { tradeLicenceRules, type IncomingDocument, type NewApplication } from './input.ts';
import type { MultipartRules } from '../lib/multipart.ts';
import type { Notifier } from '../notices/notifier.ts';
export type { IncomingDocument, NewApplication } from './input.ts';

/** Same throttles as the grievances: filings per address, look-ups that find nothing per address and per number. */
const FILING_LIMIT: Limit = { max: COMPLAINT_RATE_LIMIT.max, windowSeconds: COMPLAINT_RATE_LIMIT.windowMinutes * 60 };
const TRACK_IP_LIMIT: Limit = { max: TRACK_MAX_FAILURES_PER_IP, windowSeconds: TRACK_WINDOW_MINUTES * 60 };
const TRACK_NO_LIMIT: Limit = { max: TRACK_MAX_FAILURES_PER_COMPLAINT, windowSeconds: TRACK_WINDOW_MINUTES * 60 };

type AppRow = typeof apps.$inferSelect;
type LicenceRow = typeof tradeLicences.$inferSelect;

/** The applicant's notice of each decision (the other steps tell nobody). */
const NOTICE_OF: Partial<Record<TradeLicenceAction, LicenceNoticeEvent>> = {
  return: 'tlReturned',
  approve: 'tlApproved',
  reject: 'tlRejected',
  cancel: 'tlCancelled',
};

/** A licence's status as the public reads it: cancelled, expired (its last day passed in India) or valid. */
export function licenceState(l: Pick<LicenceRow, 'status' | 'validTo'>, now: Date): IssuedLicence['status'] {
  if (l.status === 'cancelled') return 'cancelled';
  return l.validTo < todayInIndia(now) ? 'expired' : 'valid';
}

/** The last day (31 March) of the financial year `2026-2027`, or of the financial year of `day` (yyyy-mm-dd). */
const financialYearEnd = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return `${m >= 4 ? y + 1 : y}-03-31`;
};

/**
 * Trade licence applications (issue 27): the applicant submits (the API and the page's no-JS action both call
 * `submit`: one set of rules, one per-address limit), tracks with the mobile and corrects a returned one; staff of
 * the `licences` area take each step of the contract's workflow (audited), record the counter receipt, and approval
 * issues a licence (a renewal extends the old one and keeps its number).
 */
export class LicenceService {
  private readonly limiter: Limiter;

  constructor(
    private readonly db: Db,
    private readonly limits: UploadLimits,
    /**
     * Keeps the queue's totals per filter (a count over 100,000 applications costs more than the page itself) until
     * the next write; other processes' writes show after PUBLIC_CACHE_SECONDS, as the public lists do.
     */
    private readonly cache?: PublicCache,
    /** Financial years a licence is valid for (Admin › Settings; 1 by default). */
    private readonly validityYears: () => Promise<number> = async () => 1,
    private readonly now: () => Date = () => new Date(),
    /** Writes the applicant's notices of a decision into the outbox, in the decision's transaction (none: no notices). */
    private readonly notifier: Notifier | null = null,
  ) {
    this.limiter = new Limiter(db);
  }
  /** The application form's multipart rules, for the page forms read before React Router (web/plugin.ts). */
  pageBodyRules(): MultipartRules {
    return tradeLicenceRules(this.limits);
  }

  /** The fee of a category for an operation area (sq ft) from the schedule; null when no band holds it. */
  async feeFor(db: Db | Tx, category: string, area: number): Promise<number | null> {
    if (!Number.isFinite(area)) return null;
    const [band] = await db
      .select({ fee: tradeLicenceFees.fee })
      .from(tradeLicenceFees)
      .where(
        and(
          eq(tradeLicenceFees.category, category),
          lte(tradeLicenceFees.areaFrom, Math.floor(area)),
          or(isNull(tradeLicenceFees.areaTo), gte(tradeLicenceFees.areaTo, Math.floor(area))),
        ),
      )
      .orderBy(desc(tradeLicenceFees.areaFrom))
      .limit(1);
    return band?.fee ?? null;
  }

  /** Checks the form as typed (and the ward and the renewed licence against the lists): the values, or 400. */
  private async checkForm(input: Record<string, string | undefined>): Promise<{ values: Record<string, string>; wardId: number | null }> {
    const checked = checkTradeLicenceDraft(input);
    const errors: FieldErrors = { ...checked.errors };
    const values: Record<string, string> = {};
    for (const [k, v] of Object.entries((checked.value ?? {}) as Record<string, unknown>)) if (typeof v === 'string' && v) values[k] = v;
    let wardId: number | null = null;
    if (!checked.errors) {
      if (values.ward) {
        const [ward] = await this.db.select({ id: wards.id }).from(wards).where(eq(wards.name, values.ward));
        if (ward) wardId = ward.id;
        else errors.ward = { key: 'fieldInvalidChoice', params: { field: 'Ward', fieldHi: 'वार्ड' } };
      }
      if (values.licenceType === 'renewal') {
        const old = (values.oldLicenceNo ?? '').toUpperCase();
        if (!old) errors.oldLicenceNo = { key: 'tlOldLicenceRequired' };
        else {
          const [licence] = await this.db
            .select({ id: tradeLicences.id, status: tradeLicences.status })
            .from(tradeLicences)
            .where(eq(tradeLicences.licenceNo, old));
          if (!licence) errors.oldLicenceNo = { key: 'tlOldLicenceUnknown' };
          else if (licence.status === 'cancelled') errors.oldLicenceNo = { key: 'tlOldLicenceCancelled' };
          else values.oldLicenceNo = old;
        }
      }
      values.mobile = normaliseMobile(values.mobile ?? '');
    }
    if (Object.keys(errors).length) throw validationError(errors);
    return { values, wardId };
  }

  /** Processes the documents (type from the bytes: a PDF kept, a picture re-encoded) before anything is written. */
  private async processDocuments(documents: IncomingDocument[]): Promise<Array<{ kind: TradeLicenceDocumentKind; drafts: FileDraft[] }>> {
    const out = [];
    for (const d of documents) out.push({ kind: d.kind, drafts: await processUpload(this.kindOf(d), d.file, this.limits, d.kind) });
    return out;
  }

  /** A document's kind by its bytes (a PDF, or a picture), its size within that kind's limit: else 415 or 413. */
  private kindOf(d: IncomingDocument): 'document' | 'image' {
    const type = sniff(d.file.data);
    const name = d.file.filename || d.kind;
    const kind =
      type === 'application/pdf' ? 'document' : type === 'image/jpeg' || type === 'image/png' || type === 'image/webp' ? 'image' : null;
    if (!kind) throw new HttpError(415, formatMessage('tlDocumentType', { name }));
    const limit = limitOf(kind, this.limits);
    if (d.file.data.length > limit) throw new HttpError(413, formatMessage('fileTooLarge', { name, limit: mb(limit) }));
    return kind;
  }

  /**
   * Submits an application; answers the acknowledgement. Every rule is checked before anything is written; the
   * per-address limit counts only applications that would be stored, reserved before any document is processed.
   */
  async submit(input: NewApplication, ip: string): Promise<TradeLicenceAcknowledgement> {
    if (textOf(input.website ?? '').trim()) throw httpError(400, 'tlSpam');
    const { values, wardId } = await this.checkForm(input.fields);
    const required = TRADE_LICENCE_DOCUMENTS.filter((d) => d.required && !input.documents.some((x) => x.kind === d.key));
    if (required.length) throw validationError(Object.fromEntries(required.map((d) => [d.key, { key: 'tlDocumentRequired' as const }])));
    // Every document's type and size are checked first: a refused one costs no filing.
    for (const d of input.documents) this.kindOf(d);
    await this.limiter.take('tl-submit', ip, FILING_LIMIT, 'tlTooMany');
    const processed = await this.processDocuments(input.documents);
    const year = indiaYear(this.now());
    const ack = await transaction(this.db, async (tx) => {
      const applicationNo = await nextYearNumber(tx, 'TL', year);
      const form = await this.formColumns(tx, values, wardId);
      const feeDue = form.feeDue;
      const [row] = await tx
        .insert(apps)
        .values({ applicationNo, ...form, language: input.language === 'hi' ? 'hi' : 'en' })
        .returning({ id: apps.id, createdAt: apps.createdAt });
      const documents = await this.storeDocuments(tx, row!.id, processed);
      await tx.insert(history).values({ applicationId: row!.id, action: 'submit', status: 'submitted', actorRole: 'applicant' });
      return {
        applicationNo,
        submittedAt: row!.createdAt.toISOString(),
        tradeName: values.tradeName!,
        licenceType: values.licenceType!,
        feeDue,
        documents,
      };
    });
    this.cache?.invalidate();
    return ack;
  }

  /** The application's columns from its checked form: every field, the searched and filtered ones, the fee due. */
  private async formColumns(tx: Tx, values: Record<string, string>, wardId: number | null) {
    return {
      fields: values,
      licenceType: values.licenceType!,
      tradeName: values.tradeName!,
      ownerName: values.ownerName!,
      mobile: values.mobile!,
      tradeCategory: values.tradeCategory!,
      locality: values.locality ?? '',
      wardId,
      oldLicenceNo: values.oldLicenceNo ?? '',
      feeDue: await this.feeFor(tx, values.tradeCategory!, Number(values.operationArea)),
    };
  }

  private async storeDocuments(tx: Tx, applicationId: number, processed: Array<{ kind: TradeLicenceDocumentKind; drafts: FileDraft[] }>) {
    const out: TradeLicenceAcknowledgement['documents'] = [];
    for (const p of processed) {
      const fileId = await insertFiles(tx, p.drafts);
      await tx.insert(docs).values({ applicationId, kind: p.kind, fileId });
      out.push({ kind: p.kind, name: p.drafts[0]!.name });
    }
    return out;
  }

  /**
   * The application whose number and mobile match. Look-ups that find nothing are limited per address and per
   * number (reserved before, given back when found), as the grievance tracking is: one answer for a wrong number
   * or a wrong mobile, so neither can be probed.
   */
  private async findForApplicant(noInput: string, mobileInput: string, ip: string): Promise<AppRow> {
    const no = (noInput ?? '').trim().toUpperCase();
    if (hasControlChars(no)) throw httpError(404, 'tlNotFound');
    const mobile = normaliseMobile(String(mobileInput ?? '').trim());
    await this.limiter.take('tl-track-ip', ip, TRACK_IP_LIMIT, 'tlTooManyLookups');
    await this.limiter.take('tl-track-no', no, TRACK_NO_LIMIT, 'tlTooManyLookups');
    const [row] = await this.db.select().from(apps).where(eq(apps.applicationNo, no));
    if (!row || !mobile || row.mobile !== mobile) throw httpError(404, 'tlNotFound');
    await this.limiter.releaseAll([
      { purpose: 'tl-track-ip', key: ip },
      { purpose: 'tl-track-no', key: no },
    ]);
    return row;
  }

  /** The acknowledgement of an application, again (the page after submitting: number and mobile from its cookie). */
  async acknowledgement(no: string, mobile: string, ip: string): Promise<TradeLicenceAcknowledgement> {
    const r = await this.findForApplicant(no, mobile, ip);
    const documents = await this.db
      .select({ kind: docs.kind, name: files.name })
      .from(docs)
      .innerJoin(files, eq(files.id, docs.fileId))
      .where(eq(docs.applicationId, r.id))
      .orderBy(asc(docs.id));
    return {
      applicationNo: r.applicationNo,
      submittedAt: r.createdAt.toISOString(),
      tradeName: r.tradeName,
      licenceType: r.licenceType,
      feeDue: r.feeDue,
      documents: documents.map((d) => ({ kind: d.kind as TradeLicenceDocumentKind, name: d.name })),
    };
  }

  async track(no: string, mobile: string, ip: string): Promise<TrackedTradeLicence> {
    return this.tracked(await this.findForApplicant(no, mobile, ip));
  }

  private async licenceOf(db: Db | Tx, id: number | null): Promise<IssuedLicence | null> {
    if (!id) return null;
    const [l] = await db.select().from(tradeLicences).where(eq(tradeLicences.id, id));
    return l ? { licenceNo: l.licenceNo, validFrom: l.validFrom, validTo: l.validTo, status: licenceState(l, this.now()) } : null;
  }

  private receiptOf(r: AppRow) {
    return r.receiptNo && r.receiptDate && r.receiptAmount !== null
      ? { receiptNo: r.receiptNo, receiptDate: r.receiptDate, amount: r.receiptAmount }
      : null;
  }

  /** The applicant's view: never PAN, date of birth, address or documents. */
  private async tracked(r: AppRow): Promise<TrackedTradeLicence> {
    const steps = await this.db
      .select({ action: history.action, status: history.status, remarks: history.remarks, at: history.at })
      .from(history)
      .where(eq(history.applicationId, r.id))
      .orderBy(asc(history.at), asc(history.id));
    let correction: Record<string, string> | null = null;
    if (r.status === 'returned') {
      correction = { ...r.fields };
      for (const k of TRADE_LICENCE_PRIVATE_FIELDS) delete correction[k];
    }
    return {
      applicationNo: r.applicationNo,
      status: r.status as TradeLicenceStatus,
      submittedAt: r.createdAt.toISOString(),
      tradeName: r.tradeName,
      licenceType: r.licenceType,
      feeDue: r.feeDue,
      receipt: this.receiptOf(r),
      licence: await this.licenceOf(this.db, r.licenceId),
      history: steps.map((s) => ({ action: s.action, status: s.status as TradeLicenceStatus, remarks: s.remarks, at: s.at.toISOString() })),
      correction,
    };
  }

  /**
   * The applicant corrects a returned application (number and mobile): the form as corrected (PAN, date of birth
   * and address left blank keep what was given), documents sent replace those of their kind; it goes back to
   * scrutiny. 409 when it is not waiting for a correction.
   */
  async correct(no: string, mobile: string, input: NewApplication, ip: string): Promise<TrackedTradeLicence> {
    const row = await this.findForApplicant(no, mobile, ip);
    if (row.status !== 'returned') throw httpError(409, 'tlNotReturned');
    const merged: Record<string, string | undefined> = { ...input.fields };
    for (const k of TRADE_LICENCE_PRIVATE_FIELDS) if (!textOf(merged[k] ?? '').trim()) merged[k] = row.fields[k];
    const { values, wardId } = await this.checkForm(merged);
    for (const d of input.documents) this.kindOf(d);
    const processed = await this.processDocuments(input.documents);
    await transaction(this.db, async (tx) => {
      const [locked] = await tx.select({ status: apps.status }).from(apps).where(eq(apps.id, row.id)).for('update');
      if (locked?.status !== 'returned') throw httpError(409, 'tlNotReturned');
      await tx
        .update(apps)
        .set({ ...(await this.formColumns(tx, values, wardId)), status: 'scrutiny', updatedAt: sql`now()` })
        .where(eq(apps.id, row.id));
      const kinds = processed.map((p) => p.kind);
      if (kinds.length) await tx.delete(docs).where(and(eq(docs.applicationId, row.id), inArray(docs.kind, kinds)));
      await this.storeDocuments(tx, row.id, processed);
      await tx.insert(history).values({ applicationId: row.id, action: 'correct', status: 'scrutiny', actorRole: 'applicant' });
    });
    this.cache?.invalidate();
    const [after] = await this.db.select().from(apps).where(eq(apps.id, row.id));
    return this.tracked(after!);
  }

  /** The most matches a search by words counts: beyond, "more than" this many (as the complaint queue); tests change it. */
  static searchWordsCap = 500;

  /**
   * One page of the staff queue and how many match. A search by words counts its matches up to searchWordsCap + 1
   * only (a common word matches thousands, each read to be counted): beyond that `more` says there are more than
   * `total`. Other filters are counted in full; every total is kept until the next write.
   */
  async list(f: TradeLicenceFilters): Promise<{ items: TradeLicenceQueueItem[]; total: number; more?: true }> {
    const { where, words } = this.where(f);
    // Oldest first walks trade_licence_applications_list_idx backwards (its reverse order: nulls first).
    const order =
      f.sort === 'oldest'
        ? [sql`${apps.createdAt} asc nulls first`, sql`${apps.id} asc nulls first`]
        : f.sort === 'tradeName'
          ? [asc(apps.tradeName), desc(apps.id)]
          : f.sort === 'status'
            ? [asc(apps.status), desc(apps.createdAt), desc(apps.id)]
            : [sql`${apps.createdAt} desc nulls last`, sql`${apps.id} desc nulls last`];
    const cap = words ? LicenceService.searchWordsCap : null;
    const counted = () =>
      (cap === null
        ? this.db
            .select({ n: sql<number>`count(*)` })
            .from(apps)
            .where(where)
        : this.db.select({ n: sql<number>`count(*)` }).from(
            this.db
              .select({ one: sql`1`.as('one') })
              .from(apps)
              .where(where)
              .limit(cap + 1)
              .as('m'),
          )
      ).then(([row]) => toNumber(row?.n));
    const { page: _page, pageSize: _size, sort: _sort, ...filter } = f;
    const key = `licence-queue-total:${cap === null ? '' : `words:${cap}:`}${JSON.stringify(filter)}`;
    const [rows, n] = await Promise.all([
      this.db
        .select({ app: apps, ward: wards.name })
        .from(apps)
        .leftJoin(wards, eq(wards.id, apps.wardId))
        .where(where)
        .orderBy(...order)
        .limit(f.pageSize)
        .offset((f.page - 1) * f.pageSize),
      this.cache ? this.cache.get(key, counted) : counted(),
    ]);
    const items = rows.map((r) => this.itemOf(r.app, r.ward));
    return cap !== null && n > cap ? { items, total: cap, more: true } : { items, total: n };
  }

  private itemOf(r: AppRow, ward: string | null): TradeLicenceQueueItem {
    return {
      id: r.id,
      applicationNo: r.applicationNo,
      status: r.status as TradeLicenceStatus,
      licenceType: r.licenceType,
      tradeName: r.tradeName,
      ownerName: r.ownerName,
      mobile: r.mobile,
      tradeCategory: r.tradeCategory,
      ward: ward ?? '',
      feeDue: r.feeDue,
      submittedAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  /** The queue's condition, and whether it searches by words. */
  private where(f: TradeLicenceFilters): { where: SQL | undefined; words: boolean } {
    const q = (f.q ?? '').trim();
    // An application's number is looked up by its unique index, not by words.
    const exact = TL_NO_RE.test(q.toUpperCase()) ? q.toUpperCase() : null;
    const words = exact ? [] : q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
    const where = and(
      exact ? eq(apps.applicationNo, exact) : undefined,
      ...words.map((w) => like(apps.searchText, likeContains(w))),
      f.status ? eq(apps.status, f.status) : undefined,
      f.wardId ? eq(apps.wardId, f.wardId) : undefined,
      f.category ? eq(apps.tradeCategory, f.category) : undefined,
      f.from ? gte(apps.createdAt, new Date(`${f.from}T00:00:00+05:30`)) : undefined,
      f.to ? lte(apps.createdAt, new Date(`${f.to}T23:59:59.999+05:30`)) : undefined,
    );
    return { where, words: words.length > 0 };
  }

  /** The wards for the queue's filter (by id), in their list's order. */
  async wardOptions(): Promise<Array<{ id: number; name: string; nameHi: string }>> {
    return this.db.select({ id: wards.id, name: wards.name, nameHi: wards.nameHi }).from(wards).orderBy(asc(wards.name));
  }

  /** An application as staff see it; 404 when there is none. */
  async get(id: number, db: Db | Tx = this.db): Promise<StaffTradeLicence> {
    const { app: r, ward } = foundOr404(
      await db.select({ app: apps, ward: wards.name }).from(apps).leftJoin(wards, eq(wards.id, apps.wardId)).where(eq(apps.id, id)),
    );
    const [documents, steps] = await Promise.all([
      db
        .select({ id: docs.id, kind: docs.kind, fileId: files.id, name: files.name, type: files.contentType, size: files.size })
        .from(docs)
        .innerJoin(files, eq(files.id, docs.fileId))
        .where(eq(docs.applicationId, id))
        .orderBy(asc(docs.id)),
      db
        .select({ step: history, actorName: users.name })
        .from(history)
        .leftJoin(users, eq(users.id, history.actorId))
        .where(eq(history.applicationId, id))
        .orderBy(asc(history.at), asc(history.id)),
    ]);
    const status = r.status as TradeLicenceStatus;
    const licence = await this.licenceOf(db, r.licenceId);
    return {
      ...this.itemOf(r, ward),
      fields: r.fields,
      receipt: this.receiptOf(r),
      licence,
      documents: documents.map((d) => ({
        id: d.id,
        kind: d.kind as TradeLicenceDocumentKind,
        url: `/api/Admin/trade-licence/${id}/document/${d.id}`,
        name: d.name,
        type: d.type,
        size: d.size,
      })),
      history: steps.map(({ step, actorName }) => ({
        action: step.action,
        status: step.status as TradeLicenceStatus,
        remarks: step.remarks,
        at: step.at.toISOString(),
        actorName: actorName ?? null,
        actorRole: step.actorRole,
      })),
      actions: actionsFor(status, licence?.status === 'cancelled'),
    };
  }

  /** A document of an application, for staff: its stored file's id, name and type; 404 when not this application's. */
  async document(id: number, documentId: number): Promise<{ fileId: string; name: string; type: string; size: number }> {
    const [d] = await this.db
      .select({ fileId: files.id, name: files.name, type: files.contentType, size: files.size })
      .from(docs)
      .innerJoin(files, eq(files.id, docs.fileId))
      .where(and(eq(docs.id, documentId), eq(docs.applicationId, id)));
    if (!d) throw httpError(404, 'notFound');
    return d;
  }

  /**
   * A staff step of the workflow (the contract's TRADE_LICENCE_WORKFLOW): checked (action, remarks, the receipt's
   * fields), then taken on the locked row with its history row and audit row in one transaction. Approval needs
   * the receipt and issues the licence: a new number and a validity of the settings' financial years, or, for a
   * renewal, the old licence's validity extended under its own number (409 when that licence has been cancelled).
   * Cancelling (an approved application whose licence is not cancelled yet; the reason required) cancels the
   * licence: verification then answers cancelled and its certificate is refused.
   */
  async act(id: number, input: Record<string, unknown>, actor: Actor): Promise<StaffTradeLicence> {
    const action = textOf(input.action ?? '').trim() as TradeLicenceAction;
    const remarks = textOf(input.remarks ?? '').trim();
    const errors: FieldErrors = {};
    if (!(TRADE_LICENCE_ACTIONS as string[]).includes(action)) throw validationError({ action: { key: 'invalidChoice' } });
    const step = TRADE_LICENCE_WORKFLOW[action];
    if (longerThan(remarks, TL_REMARKS_MAX)) errors.remarks = { key: 'tooLong', params: { max: TL_REMARKS_MAX } };
    else if (hasControlChars(remarks) || hasBidiControls(remarks)) errors.remarks = { key: 'invalidInput' };
    else if (step.remarks && !remarks) errors.remarks = { key: 'tlRemarksRequired' };
    let receipt: { receiptNo: string; receiptDate: string; receiptAmount: number } | null = null;
    if ('receipt' in step) {
      const receiptNo = textOf(input.receiptNo ?? '').trim();
      const receiptDate = textOf(input.receiptDate ?? '').trim();
      const amountText = textOf(input.receiptAmount ?? '').trim();
      if (!receiptNo || longerThan(receiptNo, TL_RECEIPT_NO_MAX) || hasControlChars(receiptNo) || hasBidiControls(receiptNo))
        errors.receiptNo = { key: 'tlReceiptNo', params: { max: TL_RECEIPT_NO_MAX } };
      if (!isValidDate(receiptDate) || receiptDate > todayInIndia(this.now())) errors.receiptDate = { key: 'invalidDate' };
      if (!/^\d{1,8}$/.test(amountText) || Number(amountText) > TL_FEE_MAX) errors.receiptAmount = { key: 'tlReceiptAmount' };
      if (!Object.keys(errors).length) receipt = { receiptNo, receiptDate, receiptAmount: Number(amountText) };
    }
    if (Object.keys(errors).length) throw validationError(errors);
    const validityYears = await this.validityYears();
    const done = await transaction(this.db, async (tx) => {
      const [row] = await tx.select().from(apps).where(eq(apps.id, id)).for('update');
      if (!row) throw httpError(404, 'notFound');
      if (!(step.from as readonly string[]).includes(row.status)) throw httpError(409, 'tlActionNotAllowed', { status: row.status });
      if ('needsReceipt' in step && !row.receiptNo) throw validationError({ receiptNo: { key: 'tlReceiptRequired' } });
      const to = (step.to ?? row.status) as TradeLicenceStatus;
      const set: Partial<typeof apps.$inferInsert> = { status: to };
      const changes: Record<string, unknown> = { applicationNo: row.applicationNo, action };
      if (to !== row.status) changes.status = [row.status, to];
      if (remarks) changes.remarks = remarks;
      if (receipt) {
        Object.assign(set, receipt);
        changes.receiptNo = [row.receiptNo, receipt.receiptNo];
        changes.receiptDate = [row.receiptDate, receipt.receiptDate];
        changes.receiptAmount = [row.receiptAmount, receipt.receiptAmount];
      }
      if (action === 'cancel') {
        const [licence] = row.licenceId
          ? await tx.select().from(tradeLicences).where(eq(tradeLicences.id, row.licenceId)).for('update')
          : [];
        if (!licence) throw httpError(409, 'tlActionNotAllowed', { status: row.status });
        if (licence.status === 'cancelled') throw httpError(409, 'tlAlreadyCancelled');
        await tx
          .update(tradeLicences)
          .set({ status: 'cancelled', updatedAt: sql`now()` })
          .where(eq(tradeLicences.id, licence.id));
        changes.licenceNo = licence.licenceNo;
        changes.licenceStatus = [licence.status, 'cancelled'];
      }
      if (action === 'approve') {
        const licence = await this.issue(tx, row, validityYears);
        set.licenceId = licence.id;
        changes.licenceNo = licence.licenceNo;
        changes.validTo = licence.validTo;
      }
      await tx
        .update(apps)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(apps.id, id));
      const [entry] = await tx
        .insert(history)
        .values({ applicationId: id, action, status: to, remarks, actorId: actor.id, actorRole: actor.role })
        .returning({ id: history.id });
      await recordAudit(tx, actor, { action: 'action', entity: 'trade-licence', entityId: id, changes });
      const event = NOTICE_OF[action];
      if (event && this.notifier) {
        const licenceNo = typeof changes.licenceNo === 'string' ? changes.licenceNo : '';
        // Only the numbers, the remarks and the link: never PAN, date of birth or address.
        await this.notifier.write(tx, [
          {
            event,
            occurrence: entry!.id,
            complaintId: null,
            subject: `tl-${id}`,
            recipient: {
              kind: 'citizen',
              mobile: row.mobile,
              email: String(row.fields.email ?? ''),
              language: row.language === 'hi' ? 'hi' : 'en',
            },
            values: { applicationNo: row.applicationNo, licenceNo, remarks, link: this.notifier.licenceTrackLink(row.applicationNo) },
          },
        ]);
      }
      return this.get(id, tx);
    });
    this.cache?.invalidate();
    this.notifier?.wake();
    return done;
  }

  /** Issues the licence of an approved application, or extends the renewed one (its number kept). */
  private async issue(tx: Tx, row: AppRow, validityYears: number): Promise<LicenceRow> {
    const today = todayInIndia(this.now());
    const chosen = String(row.fields.financialYear ?? '');
    const chosenEnd = /^\d{4}-\d{4}$/.test(chosen) ? `${chosen.slice(5)}-03-31` : financialYearEnd(today);
    const firstEnd = [chosenEnd, financialYearEnd(today)].sort().at(-1)!;
    const plusYears = (end: string, years: number) => `${Number(end.slice(0, 4)) + years}${end.slice(4)}`;
    if (row.licenceType === 'renewal' && row.oldLicenceNo) {
      const [old] = await tx.select().from(tradeLicences).where(eq(tradeLicences.licenceNo, row.oldLicenceNo)).for('update');
      if (old?.status === 'cancelled') throw httpError(409, 'tlOldLicenceCancelled');
      if (old) {
        // From the end of the validity it had (or this year's, when it had lapsed), the settings' financial years on.
        const base = [old.validTo, financialYearEnd(today)].sort().at(-1)!;
        const validTo = [plusYears(base, validityYears), firstEnd].sort().at(-1)!;
        const [renewed] = await tx
          .update(tradeLicences)
          .set({ validTo, status: 'active', tradeName: row.tradeName, locality: row.locality, updatedAt: sql`now()` })
          .where(eq(tradeLicences.id, old.id))
          .returning();
        return renewed!;
      }
    }
    const licenceNo = await nextYearNumber(tx, 'LIC', indiaYear(this.now()));
    const [issued] = await tx
      .insert(tradeLicences)
      .values({
        licenceNo,
        tradeName: row.tradeName,
        locality: row.locality,
        validFrom: today,
        validTo: plusYears(firstEnd, validityYears - 1),
      })
      .returning();
    return issued!;
  }

  /** The public verification of a licence: only trade name, locality, validity and status. */
  async verify(licenceNoInput: string): Promise<LicenceVerification> {
    const licenceNo = (licenceNoInput ?? '').trim().toUpperCase();
    const [l] = hasControlChars(licenceNo) ? [] : await this.db.select().from(tradeLicences).where(eq(tradeLicences.licenceNo, licenceNo));
    if (!l) throw httpError(404, 'tlLicenceNotFound');
    return this.verification(l);
  }

  /** What anyone may see of a licence: trade name, locality, validity and its state now. */
  private verification(l: LicenceRow): LicenceVerification {
    return {
      licenceNo: l.licenceNo,
      tradeName: l.tradeName,
      locality: l.locality,
      validFrom: l.validFrom,
      validTo: l.validTo,
      status: licenceState(l, this.now()),
    };
  }

  /** What the certificate shows, for the applicant (number and mobile); 409 before approval and once cancelled. */
  async certificate(no: string, mobile: string, ip: string) {
    const row = await this.findForApplicant(no, mobile, ip);
    const licence = await this.licenceOf(this.db, row.licenceId);
    if (row.status !== 'approved' || !licence) throw httpError(409, 'tlNoCertificate');
    if (licence.status === 'cancelled') throw httpError(409, 'tlLicenceCancelled');
    return { application: row, licence };
  }

  /** Active licences whose validity ends within `days` days (India), soonest first: the dashboard's list. */
  async expiring(days = LICENCE_EXPIRY_NOTICE_DAYS, limit = 50): Promise<LicenceVerification[]> {
    const today = todayInIndia(this.now());
    const until = todayInIndia(new Date(this.now().getTime() + days * 86_400_000));
    const rows = await this.db
      .select()
      .from(tradeLicences)
      .where(and(eq(tradeLicences.status, 'active'), gte(tradeLicences.validTo, today), lte(tradeLicences.validTo, until)))
      .orderBy(asc(tradeLicences.validTo), asc(tradeLicences.id))
      .limit(limit);
    return rows.map((l) => this.verification(l));
  }
}
