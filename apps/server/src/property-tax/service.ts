import fs from 'node:fs';
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  ASSESSMENT_NO_RE,
  MOBILE_LAST4_RE,
  PROPERTY_TAX_COLUMNS,
  PROPERTY_TAX_ERRORS_LISTED,
  PROPERTY_TAX_IMPORT_MODES,
  PROPERTY_TAX_PREVIEW_ROWS,
  PROPERTY_TAX_REQUIRED,
  PROPERTY_TAX_ROWS_MAX,
  TRACK_MAX_FAILURES_PER_COMPLAINT,
  TRACK_MAX_FAILURES_PER_IP,
  TRACK_WINDOW_MINUTES,
  checkPropertyTaxLine,
  formatMessage,
  hasControlChars,
  longerThan,
  normaliseAssessmentNo,
  paiseToRupees,
  type LineFault,
  type PropertyTaxColumn,
  type PropertyTaxDues,
  type PropertyTaxImportItem,
  type PropertyTaxImportMode,
  type PropertyTaxImportResult,
  type PropertyTaxLine,
  type PropertyTaxLineError,
  type PropertyTaxRow,
} from '@nagar/contract';
import { ADVISORY_LOCKS } from '../db/advisory-locks.ts';
import type { Db, Tx } from '../db/client.ts';
import { toNumber } from '../db/client.ts';
import { propertyTax, propertyTaxImports, rateLimits, users, wards } from '../db/schema.ts';
import { transaction } from '../db/retry.ts';
import { Limiter, type Limit } from '../auth/limiter.ts';
import { HttpError, httpError, validationError } from '../lib/errors.ts';
import { CsvFormatError, checkCsvHeader, csvRecords } from '../lib/csv-read.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { likeEscape } from '../lib/like.ts';

/** Look-ups that find nothing (or with the wrong four digits) are limited as complaint tracking's are. */
const LOOKUP_IP_LIMIT: Limit = { max: TRACK_MAX_FAILURES_PER_IP, windowSeconds: TRACK_WINDOW_MINUTES * 60 };
const LOOKUP_NO_LIMIT: Limit = { max: TRACK_MAX_FAILURES_PER_COMPLAINT, windowSeconds: TRACK_WINDOW_MINUTES * 60 };
/** Rows per INSERT: 11 parameters each, far under PostgreSQL's 65,535. */
const BATCH = 1000;

/** A checked line with its ward resolved. */
type ReadyLine = PropertyTaxLine & { wardId: number; wardName: string };

/** The wards by the names the register may use: the list's English name (any case) or its Hindi name. */
async function wardNames(db: Db | Tx): Promise<Map<string, { id: number; name: string }>> {
  const rows = await db.select({ id: wards.id, name: wards.name, nameHi: wards.nameHi }).from(wards);
  const map = new Map<string, { id: number; name: string }>();
  for (const w of rows) {
    map.set(w.name.trim().toLowerCase(), { id: w.id, name: w.name });
    if (w.nameHi.trim()) map.set(w.nameHi.trim(), { id: w.id, name: w.name });
  }
  return map;
}

const wardOf = (names: Map<string, { id: number; name: string }>, ward: string) => names.get(ward.toLowerCase()) ?? names.get(ward);

const rowOf = (l: Omit<ReadyLine, 'wardId'>): PropertyTaxRow => ({
  assessmentNo: l.assessmentNo,
  ward: l.wardName,
  ownerName: l.ownerName,
  address: l.address,
  annualRentalValue: paiseToRupees(l.annualRentalValue),
  arrears: paiseToRupees(l.arrears),
  currentDemand: paiseToRupees(l.currentDemand),
  amountPaid: paiseToRupees(l.amountPaid),
  balance: paiseToRupees(l.arrears + l.currentDemand - l.amountPaid),
  dueDate: l.dueDate,
  hasMobile: l.mobileLast4 !== '',
});

/** A refused file as a whole (its header, its format): one line named. */
class FileFault extends Error {
  constructor(
    readonly line: number,
    readonly fault: LineFault,
  ) {
    super(fault.key);
  }
}

/**
 * Reads a register file line by line (streamed from disk: memory bounded by one record and the set of assessment
 * numbers seen), yielding each line checked: its values with the ward resolved, or its fault. A header that lacks a
 * column or names an unknown one, and a line that is not CSV, refuse the file (FileFault).
 */
async function* registerLines(
  file: string,
  names: Map<string, { id: number; name: string }>,
): AsyncGenerator<{ line: number; value: ReadyLine } | { line: number; fault: LineFault }> {
  let header: ReturnType<typeof checkCsvHeader<PropertyTaxColumn>> | null = null;
  let width = 0;
  const seen = new Map<string, number>();
  let rows = 0;
  try {
    for await (const { line, cells } of csvRecords(fs.createReadStream(file), { maxRecordChars: 16 * 1024 })) {
      if (!header) {
        header = checkCsvHeader(cells, PROPERTY_TAX_COLUMNS, PROPERTY_TAX_REQUIRED);
        width = cells.length;
        if (header.missing.length) throw new FileFault(line, { key: 'ptHeaderMissing', params: { columns: header.missing.join(', ') } });
        if (header.unknown.length)
          throw new FileFault(line, { key: 'ptHeaderUnknown', params: { columns: header.unknown.join(', ').slice(0, 200) } });
        continue;
      }
      if (++rows > PROPERTY_TAX_ROWS_MAX) throw new FileFault(line, { key: 'ptTooManyRows', params: { max: PROPERTY_TAX_ROWS_MAX } });
      if (cells.length !== width) {
        yield { line, fault: { key: 'ptCells', params: { found: cells.length, expected: width } } };
        continue;
      }
      const byColumn: Partial<Record<PropertyTaxColumn, string>> = {};
      for (const [column, i] of Object.entries(header.index) as Array<[PropertyTaxColumn, number]>) byColumn[column] = cells[i];
      const checked = checkPropertyTaxLine(byColumn);
      if ('fault' in checked) {
        yield { line, fault: checked.fault };
        continue;
      }
      const v = checked.value;
      const ward = wardOf(names, v.ward);
      if (!ward) {
        yield { line, fault: { key: 'ptWard', params: { ward: v.ward.slice(0, 100) } } };
        continue;
      }
      const earlier = seen.get(v.assessmentNo);
      if (earlier !== undefined) {
        yield { line, fault: { key: 'ptDuplicate', params: { assessmentNo: v.assessmentNo, line: earlier } } };
        continue;
      }
      seen.set(v.assessmentNo, line);
      yield { line, value: { ...v, wardId: ward.id, wardName: ward.name } };
    }
  } catch (err) {
    if (err instanceof CsvFormatError) throw new FileFault(err.line, { key: 'ptCsvFormat', params: { line: err.line } });
    throw err;
  }
  if (!header) throw new FileFault(1, { key: 'ptEmpty' });
  if (rows === 0) throw new FileFault(2, { key: 'ptEmpty' });
}

const lineError = (line: number, fault: LineFault): PropertyTaxLineError => ({
  line,
  message: formatMessage(fault.key, fault.params),
  key: fault.key,
  ...(fault.params ? { params: fault.params } : {}),
});

/** An import refused for its bad lines: 400 naming each listed line (`errors`: "line N" → why), the list kept. */
export class ImportRefused extends HttpError {
  constructor(readonly result: PropertyTaxImportResult) {
    super(
      400,
      formatMessage('ptBadLines', { count: result.errorCount }),
      Object.fromEntries(result.errors.map((e) => [`line ${e.line}`, e.message])),
    );
    this.messageKey = { key: 'ptBadLines', params: { count: result.errorCount } };
  }
}

/**
 * Property tax dues (issue 27). Staff (area `propertyTax`) import the demand register as CSV: every line is checked
 * first (a file with any bad line imports nothing), then the register is replaced or merged in one transaction under
 * an advisory lock, in batches, with a history row and an audit row. Citizens look a property up by its assessment
 * number; its owner's name and address only with the last four digits of the mobile on record. Look-ups that find
 * nothing or carry the wrong digits are limited per address and per number, as complaint tracking is.
 */
export class PropertyTaxService {
  private readonly limiter: Limiter;

  constructor(private readonly db: Db) {
    this.limiter = new Limiter(db);
  }

  /** The mode and dry-run flag of an import request, checked (400 naming the field). */
  static checkImportInput(input: { mode?: string; dryRun?: string }): { mode: PropertyTaxImportMode; dryRun: boolean } {
    const mode = (input.mode ?? 'replace').trim();
    const dryRun = (input.dryRun ?? 'false').trim().toLowerCase();
    const errors: Record<string, { key: 'ptMode' | 'ptDryRun' }> = {};
    if (!(PROPERTY_TAX_IMPORT_MODES as readonly string[]).includes(mode)) errors.mode = { key: 'ptMode' };
    if (!['true', 'false', '1', '0', 'on', ''].includes(dryRun)) errors.dryRun = { key: 'ptDryRun' };
    if (Object.keys(errors).length) throw validationError(errors);
    return { mode: mode as PropertyTaxImportMode, dryRun: ['true', '1', 'on'].includes(dryRun) };
  }

  private async registerSize(db: Db | Tx = this.db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(propertyTax);
    return toNumber(row?.n);
  }

  /**
   * Checks a register file (on disk) and, unless `dryRun`, writes it: the register becomes the file (`replace`) or
   * takes its rows over those with the same number (`merge`). A file with a bad line writes nothing: a dry run
   * answers the bad lines, an import throws ImportRefused. Each import is in the history and the audit trail.
   */
  async import(
    upload: { path: string; fileName: string },
    options: { mode: PropertyTaxImportMode; dryRun: boolean },
    actor: Actor,
  ): Promise<PropertyTaxImportResult> {
    const names = await wardNames(this.db);
    const preview: PropertyTaxRow[] = [];
    const errors: PropertyTaxLineError[] = [];
    let errorCount = 0;
    let rows = 0;
    const result = (imported: boolean, registerSize: number): PropertyTaxImportResult => ({
      dryRun: options.dryRun,
      mode: options.mode,
      rows,
      preview: errorCount ? [] : preview,
      errors,
      errorCount,
      imported,
      registerSize,
    });
    try {
      for await (const l of registerLines(upload.path, names)) {
        rows++;
        if ('fault' in l) {
          if (++errorCount <= PROPERTY_TAX_ERRORS_LISTED) errors.push(lineError(l.line, l.fault));
        } else if (preview.length < PROPERTY_TAX_PREVIEW_ROWS) preview.push(rowOf(l.value));
      }
    } catch (err) {
      if (!(err instanceof FileFault)) throw err;
      errorCount++;
      errors.push(lineError(err.line, err.fault));
    }
    if (options.dryRun) return result(false, await this.registerSize());
    if (errorCount) throw new ImportRefused(result(false, await this.registerSize()));
    const fileName = upload.fileName.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 200);
    return transaction(
      this.db,
      async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.propertyTaxImport})`);
        // The wards as they are now, under the lock: a ward renamed or merged since the check refuses the file.
        const now = await wardNames(tx);
        const [history] = await tx
          .insert(propertyTaxImports)
          .values({ fileName, mode: options.mode, rows, importedBy: actor.id })
          .returning({ id: propertyTaxImports.id });
        const importId = history!.id;
        if (options.mode === 'replace') await tx.delete(propertyTax);
        let batch: Array<typeof propertyTax.$inferInsert> = [];
        const flush = async () => {
          if (!batch.length) return;
          const insert = tx.insert(propertyTax).values(batch);
          if (options.mode === 'merge') {
            const excluded = (column: string) => sql.raw(`excluded."${column}"`);
            await insert.onConflictDoUpdate({
              target: propertyTax.assessmentNo,
              set: {
                wardId: excluded('ward_id'),
                ownerName: excluded('owner_name'),
                address: excluded('address'),
                annualRentalValue: excluded('annual_rental_value'),
                arrears: excluded('arrears'),
                currentDemand: excluded('current_demand'),
                amountPaid: excluded('amount_paid'),
                dueDate: excluded('due_date'),
                mobileLast4: excluded('mobile_last4'),
                importId: excluded('import_id'),
              },
            });
          } else await insert;
          batch = [];
        };
        for await (const l of registerLines(upload.path, now)) {
          if ('fault' in l) throw new ImportRefused({ ...result(false, 0), errors: [lineError(l.line, l.fault)], errorCount: 1 });
          const v = l.value;
          batch.push({
            assessmentNo: v.assessmentNo,
            wardId: v.wardId,
            ownerName: v.ownerName,
            address: v.address,
            annualRentalValue: v.annualRentalValue,
            arrears: v.arrears,
            currentDemand: v.currentDemand,
            amountPaid: v.amountPaid,
            dueDate: v.dueDate,
            mobileLast4: v.mobileLast4,
            importId,
          });
          if (batch.length >= BATCH) await flush();
        }
        await flush();
        const registerSize = await this.registerSize(tx);
        await recordAudit(tx, actor, {
          action: 'import',
          entity: 'property-tax',
          entityId: importId,
          changes: { fileName, mode: options.mode, rows, registerSize },
        });
        return result(true, registerSize);
      },
      { attempts: 1 },
    );
  }

  /** The import history, newest first, with who imported (their e-mail). */
  async history(page = 1, pageSize = 20): Promise<{ items: PropertyTaxImportItem[]; total: number }> {
    const i = propertyTaxImports;
    const [rows, [n]] = await Promise.all([
      this.db
        .select({ id: i.id, fileName: i.fileName, mode: i.mode, rows: i.rows, importedAt: i.importedAt, email: users.email })
        .from(i)
        .leftJoin(users, eq(users.id, i.importedBy))
        .orderBy(desc(i.importedAt), desc(i.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(i),
    ]);
    return {
      items: rows.map((r) => ({
        id: r.id,
        fileName: r.fileName,
        mode: r.mode as PropertyTaxImportMode,
        rows: r.rows,
        importedBy: r.email ?? null,
        importedAt: r.importedAt.toISOString(),
      })),
      total: toNumber(n?.n),
    };
  }

  /** The clerk's search of the register: an assessment number's start or words of the owner's name, paged. */
  async search(qInput: string, page: number, pageSize: number): Promise<{ items: PropertyTaxRow[]; total: number }> {
    const q = qInput.trim();
    if (longerThan(q, 100) || hasControlChars(q)) throw validationError({ q: { key: 'ptSearch' } });
    const p = propertyTax;
    const where = q
      ? or(ilike(p.assessmentNo, `${likeEscape(normaliseAssessmentNo(q))}%`), ilike(p.ownerName, `%${likeEscape(q)}%`))
      : undefined;
    const [rows, [n]] = await Promise.all([
      this.db
        .select({ p, wardName: wards.name })
        .from(p)
        .innerJoin(wards, eq(wards.id, p.wardId))
        .where(where)
        .orderBy(p.assessmentNo)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(p).where(where),
    ]);
    return {
      items: rows.map((r) => rowOf({ ...r.p, wardName: r.wardName, dueDate: String(r.p.dueDate), ward: r.wardName })),
      total: toNumber(n?.n),
    };
  }

  /** Whether the address or the number has used up its look-ups in the current window (one read, no write). */
  private async atLimit(ip: string, no: string): Promise<boolean> {
    const r = rateLimits;
    const full = (purpose: string, key: string, limit: Limit) =>
      sql`(${r.purpose} = ${purpose} and ${r.key} = ${key} and ${r.count} >= ${limit.max} and ${r.windowStart} > now() - make_interval(secs => ${limit.windowSeconds}))`;
    const [hit] = await this.db
      .select({ n: sql<number>`1` })
      .from(r)
      .where(sql`${full('ptax-ip', ip, LOOKUP_IP_LIMIT)} or ${full('ptax-no', no, LOOKUP_NO_LIMIT)}`)
      .limit(1);
    return !!hit;
  }

  /**
   * A citizen's look-up: the property's ward and dues; with `mobileLast4`, also the owner's name and address when
   * they are the last four digits of the mobile on record. A number not on the register (404) and wrong digits
   * count against the address and the number; a look-up that finds what it asked for gives its attempt back.
   */
  async lookup(assessmentNoInput: string, mobileLast4Input: string | undefined, ip: string): Promise<PropertyTaxDues> {
    const assessmentNo = normaliseAssessmentNo(assessmentNoInput ?? '');
    const last4 = mobileLast4Input?.trim();
    if (last4 !== undefined && last4 !== '' && !MOBILE_LAST4_RE.test(last4)) throw validationError({ mobileLast4: { key: 'ptLast4' } });
    // No register number has another shape: not found, without a query (and counted, as any miss).
    const shaped = ASSESSMENT_NO_RE.test(assessmentNo) ? assessmentNo : '';
    const asked = !!last4;
    // Both counters in one statement (one write); either at its limit refuses.
    const counters = (counts: boolean) => [
      { purpose: 'ptax-ip', key: ip, limit: LOOKUP_IP_LIMIT, counts },
      { purpose: 'ptax-no', key: shaped || '-', limit: LOOKUP_NO_LIMIT, counts },
    ];
    const take = (counts = true) => this.limiter.takeAll(counters(counts), 'ptTooManyLookups');
    const find = async () =>
      shaped
        ? this.db
            .select({ p: propertyTax, wardName: wards.name, wardHi: wards.nameHi })
            .from(propertyTax)
            .innerJoin(wards, eq(wards.id, propertyTax.wardId))
            .where(eq(propertyTax.assessmentNo, shaped))
        : [];
    const ownerOf = (p: { mobileLast4: string }): PropertyTaxDues['owner'] =>
      !asked ? 'notAsked' : !p.mobileLast4 ? 'none' : p.mobileLast4 === last4 ? 'shown' : 'mismatch';
    let row: Awaited<ReturnType<typeof find>>[number] | undefined;
    if (asked) {
      // Four digits are a guess at a mobile. The property is read first (nothing of it is answered yet); then ONE
      // statement checks both counters under their row locks and counts the attempt when it found nothing or the
      // digits are wrong: concurrent guesses queue on the locks and each sees the count the ones before it made, so no
      // burst passes the limit, and a right look-up is checked (refused at the limit) but not counted. Counted or not,
      // the statement is the same write: the answer's time does not tell a right guess from a wrong one.
      [row] = await find();
      await take(!row || ownerOf(row.p) === 'mismatch');
    } else {
      // A look-up by number alone reveals no one's details: it is refused while the address or the number is at its
      // limit, and counted only when it finds nothing (a hit costs no write). The counters' read and the property's
      // side by side (nothing is written; a refusal answers nothing found).
      const [limited, rows] = await Promise.all([this.atLimit(ip, shaped || '-'), find()]);
      if (limited) await take();
      [row] = rows;
      if (!row) await take();
    }
    if (!row) throw httpError(404, 'ptNotFound');
    const p = row.p;
    const owner = ownerOf(p);
    return {
      assessmentNo: p.assessmentNo,
      ward: row.wardName,
      wardHi: row.wardHi,
      annualRentalValue: paiseToRupees(p.annualRentalValue),
      arrears: paiseToRupees(p.arrears),
      currentDemand: paiseToRupees(p.currentDemand),
      amountPaid: paiseToRupees(p.amountPaid),
      balance: paiseToRupees(p.arrears + p.currentDemand - p.amountPaid),
      dueDate: String(p.dueDate),
      owner,
      ...(owner === 'shown' ? { ownerName: p.ownerName, address: p.address } : {}),
    };
  }
}
