import { and, asc, desc, eq, getTableColumns, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  LIST_CAP,
  isFileField,
  recordTitleField,
  searchFieldsOf,
  type AdminListQuery,
  isRowId,
  validateDraft,
  youtubeId,
  type DraftValues,
  type FieldDef,
  type FileInfo,
  type FileKind,
  type ListQuery,
  type ResourceItem,
  initialValue,
} from '@nagar/contract';
import type { Db, Tx } from '../db/client.ts';
import { toNumber } from '../db/client.ts';
import { conflictError, httpError, validationError } from '../lib/errors.ts';
import { UNIQUE_VIOLATION, pgErrorCode, transaction } from '../db/retry.ts';
import { processUpload, type FileDraft, type IncomingFile, type UploadLimits } from '../files/pipeline.ts';
import { deleteFiles, describeFiles, insertFiles, renameFile } from '../files/store.ts';
import type { ResourceBinding, ResourceTable } from './binding.ts';
import { fieldChanges, recordAudit, type Actor } from '../audit/audit.ts';
import { auditFiles } from '../audit/record.ts';
import type { PublicCache } from '../cache/public-cache.ts';
import { archiveYears, bothFilters, defaultValidUntil, todayInIndia, validityFilter, type ValidityQuery } from './validity.ts';
import { likeContains } from '../lib/like.ts';

export interface ResourceInput {
  values: DraftValues;
  /** New files by field key. */
  files: Record<string, IncomingFile>;
  /** File fields whose stored file is to be removed. */
  remove: Set<string>;
}

/** A new record checked and with its files processed, ready to be written (see `prepare`). */
export interface PreparedInput {
  values: Record<string, unknown>;
  /** Processed files by field key. */
  files: Map<string, FileDraft[]>;
  /** The new name of each kept document, by field key. */
  renames: Map<string, string>;
  remove: Set<string>;
  prepared: true;
}

export interface Page<T> {
  items: T[];
  total: number;
}

type Row = Record<string, unknown> & { id: number };

/** A LIKE pattern that finds the text anywhere, its own % and _ taken literally. */

function toColumn(field: FieldDef, value: DraftValues[string]): unknown {
  if (field.kind === 'boolean') return value === true || value === 'true' || value === 'on' || value === '1' || value === 'Yes';
  const text = typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
  if (field.kind === 'integer' || field.kind === 'reference') return text === '' ? null : Number.parseInt(text, 10);
  if (field.kind === 'mobile') return text.replace(/\s/g, '') || null;
  // Text columns (and choices, which were free text before) keep an empty value as ''.
  if (field.kind === 'text' || field.kind === 'longtext' || field.kind === 'select') return text;
  // Whatever form of link was pasted, the video's id is what is kept (validateDraft has checked it has one).
  if (field.kind === 'youtube') return text === '' ? null : youtubeId(text);
  return text === '' ? null : text;
}

/** The generic service behind every content type: list, create, update, delete, with its files. */
export class ResourceService {
  readonly def;
  private readonly fileFields: FieldDef[];
  private readonly inputFields: FieldDef[];
  /** Input fields whose column is unique (the master lists' names): a duplicate is answered 409. */
  private readonly uniqueFields: FieldDef[];

  constructor(
    readonly binding: ResourceBinding,
    private readonly db: Db,
    private readonly limits: UploadLimits,
    private readonly cache: PublicCache,
    /** The type's default validity in months (site settings' validityMonths; 0: none). */
    private readonly validityMonths: (name: string) => Promise<number> = async () => 0,
    /** The table of another resource, by name: where a reference field's rows are (a locality's ward). */
    private readonly tableOf: (name: string) => ResourceTable | undefined = () => undefined,
  ) {
    this.def = binding.def;
    this.fileFields = this.def.fields.filter(isFileField);
    this.inputFields = this.def.fields.filter((f) => !isFileField(f) && !f.serverSet);
    const columns = getTableColumns(this.table);
    this.uniqueFields = this.inputFields.filter((f) => columns[f.key]?.isUnique);
  }

  get table() {
    return this.binding.table;
  }

  private order() {
    return this.binding.orderBy?.(this.table) ?? [desc(this.table.id)];
  }

  /**
   * One page of rows, optionally narrowed by a filter built on this resource's table and by the admin list's
   * search, filters and sort (checked by the contract's checkListQuery: only known fields reach here).
   */
  async list(query: ListQuery & AdminListQuery = {}, filter?: { key: string; where: SQL | undefined }): Promise<Page<ResourceItem>> {
    const pageSize = query.pageSize ?? LIST_CAP;
    const offset = query.page ? (query.page - 1) * pageSize : 0;
    const where = and(filter?.where, ...this.listConditions(query));
    const order = query.sort
      ? [
          query.sort.desc ? sql`${this.column(query.sort.field)} desc nulls last` : sql`${this.column(query.sort.field)} asc nulls last`,
          query.sort.desc ? desc(this.table.id) : asc(this.table.id),
        ]
      : this.order();
    // The page's ids first (an index walk over the rows it skips, without reading them), then only its own rows.
    const ids = this.db
      .select({ id: this.table.id })
      .from(this.table)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(offset);
    // How many rows match is counted once per filter and kept until the next write (or the cache's expiry), as the
    // complaints' totals are: a page of a long list costs its own rows only.
    const { search, equals, contains, range } = query;
    const totalKey = `totals:${this.def.name}:${filter?.key ?? ''}:${JSON.stringify({ search, equals, contains, range })}`;
    const [rows, total] = await Promise.all([
      this.db
        .select()
        .from(this.table)
        .where(inArray(this.table.id, ids))
        .orderBy(...order),
      this.cache.get(totalKey, async () => {
        const [count] = await this.db
          .select({ n: sql<number>`count(*)` })
          .from(this.table)
          .where(where);
        return toNumber(count?.n);
      }),
    ]);
    return { items: await this.toItems(rows as Row[]), total };
  }

  private column(key: string) {
    const column = this.table[key];
    if (!column) throw new Error(`${this.def.name} has no column ${key}`);
    return column;
  }

  /** The admin list's conditions: search (ILIKE over the search fields, any of them), filters, date range. */
  private listConditions(query: AdminListQuery): SQL[] {
    const conditions: SQL[] = [];
    if (query.search) {
      const pattern = likeContains(query.search);
      conditions.push(or(...searchFieldsOf(this.def).map((key) => ilike(this.column(key), pattern)))!);
    }
    for (const [key, value] of Object.entries(query.equals ?? {})) conditions.push(eq(this.column(key), value));
    for (const [key, value] of Object.entries(query.contains ?? {})) conditions.push(ilike(this.column(key), likeContains(value)));
    if (query.range) {
      const column = this.column(query.range.field);
      // Date and timestamp columns alike: the 'to' day is included whole.
      if (query.range.from) conditions.push(gte(column, sql`${query.range.from}::date`));
      if (query.range.to) conditions.push(sql`${column} < (${query.range.to}::date + 1)`);
    }
    return conditions;
  }

  /** Public reads go through the cache; the value is the JSON text, ready to send. */
  private publicKey(query: ListQuery, filter?: { key: string }) {
    return `${this.def.name}:${query.page ?? ''}:${query.pageSize ?? ''}:${filter?.key ?? ''}`;
  }

  /**
   * A public list's filter: the caller's (tenders' state, officials) and, for a type with validity, current records
   * or the archive (`archive`, `year`); its key holds today's date (IST), so a cached list never outlives the day.
   */
  private publicFilter(query: ValidityQuery, filter?: { key: string; where: SQL | undefined }) {
    return bothFilters(filter, validityFilter(this.def, this.table, query));
  }

  /** The cached public list if it is already loaded (no waiting), else undefined. */
  peekPublicJson(
    query: ListQuery & ValidityQuery = {},
    filter?: { key: string; where: SQL | undefined },
  ): { json: string; total: number; items: ResourceItem[] } | undefined {
    return this.cache.peek(this.publicKey(query, this.publicFilter(query, filter)));
  }

  listPublicJson(
    query: ListQuery & ValidityQuery = {},
    filter?: { key: string; where: SQL | undefined },
  ): Promise<{ json: string; total: number; items: ResourceItem[] }> {
    const both = this.publicFilter(query, filter);
    return this.cache.get(this.publicKey(query, both), async () => {
      const page = await this.list({ page: query.page, pageSize: query.pageSize }, both);
      return { json: JSON.stringify(page.items), total: page.total, items: page.items };
    });
  }

  /** The years the type's archive holds records of, newest first (cached like the lists, by day). */
  archiveYears(): Promise<number[]> {
    return this.cache.get(`archive-years:${this.def.name}:${todayInIndia()}`, () => archiveYears(this.db, this.def, this.table));
  }

  async get(id: number): Promise<ResourceItem> {
    const row = await this.row(id);
    return (await this.toItems([row]))[0]!;
  }

  /** The row, or 404; an id outside the column's range (int4) is no row's id and never reaches the database. */
  private async row(id: number): Promise<Row> {
    if (!isRowId(id)) throw httpError(404, 'notFound');
    const [row] = await this.db.select().from(this.table).where(eq(this.table.id, id));
    if (!row) throw httpError(404, 'notFound');
    return row as Row;
  }

  /** `actor`: who creates it (the audit trail's row); see `write` for writes without one. */
  async create(input: ResourceInput | PreparedInput, actor?: Actor): Promise<ResourceItem> {
    return 'prepared' in input ? this.write(null, input, actor) : this.save(null, input, actor);
  }

  /**
   * Checks a new record and processes its files without writing anything, so that the slow part can run
   * before a transaction opens (demo seeding); `create` writes the result.
   */
  async prepare(input: ResourceInput): Promise<PreparedInput> {
    return this.check(null, input);
  }

  async update(id: number, input: ResourceInput, actor?: Actor): Promise<ResourceItem> {
    return this.save(await this.row(id), input, actor);
  }

  async remove(id: number, actor?: Actor): Promise<void> {
    await this.row(id);
    await transaction(this.db, async (tx) => {
      // Locked and read again: an update that committed meanwhile may have replaced the files.
      const row = await this.lockedRow(tx, id);
      if (!row) return;
      await this.binding.beforeRemove?.(tx, id);
      if (actor)
        await recordAudit(tx, actor, {
          action: 'delete',
          entity: this.def.name,
          entityId: id,
          changes: fieldChanges(await this.auditView(tx, row), null),
        });
      await tx.delete(this.table).where(eq(this.table.id, id));
      await deleteFiles(
        tx,
        this.fileFields.map((f) => row[f.key] as string | null).filter((v): v is string => !!v),
      );
    });
    this.cache.invalidate();
  }

  /** The row as it is now, locked until the transaction ends (concurrent writers of it wait). */
  private async lockedRow(tx: Tx, id: number): Promise<Row | undefined> {
    const [row] = await tx.select().from(this.table).where(eq(this.table.id, id)).for('update');
    return row as Row | undefined;
  }

  /**
   * 400 naming the field when a reference field's row is not there (deleted meanwhile, or an id that never was); the
   * row is kept until the transaction ends (FOR KEY SHARE), so it cannot be deleted between this check and the write.
   */
  private async checkReferences(tx: Tx, values: Record<string, unknown>) {
    for (const field of this.def.fields) {
      const id = values[field.key];
      if (field.kind !== 'reference' || typeof id !== 'number') continue;
      const target = this.tableOf(field.references ?? '');
      if (!target) throw new Error(`${this.def.name}.${field.key}: no resource ${field.references ?? ''}`);
      const [row] = await tx.select({ id: target.id }).from(target).where(eq(target.id, id)).for('key share');
      if (!row)
        throw validationError({ [field.key]: { key: 'referenceNotFound', params: { field: field.label.en, fieldHi: field.label.hi } } });
    }
  }

  /** 409 with the field's message when another row already holds a unique field's value. */
  private async checkUnique(tx: Tx, values: Record<string, unknown>, id: number | undefined) {
    for (const field of this.uniqueFields) {
      const column = this.table[field.key]!;
      const [clash] = await tx
        .select({ id: this.table.id })
        .from(this.table)
        .where(and(eq(column, values[field.key]), id === undefined ? undefined : ne(this.table.id, id)))
        .limit(1);
      if (clash) throw conflictError(field.key);
    }
  }

  private baseName(values: DraftValues): string {
    const key = recordTitleField(this.def);
    const named = key ? values[key] : undefined;
    return (typeof named === 'string' && named.trim()) || this.def.name;
  }

  private async save(existing: Row | null, input: ResourceInput, actor?: Actor): Promise<ResourceItem> {
    return this.write(existing, await this.check(existing, input), actor);
  }

  /**
   * A record as the audit trail shows it: the contract's fields (no bookkeeping columns), stored files by
   * name and size. Read in the change's transaction, before files are replaced or renamed.
   */
  private async auditView(tx: Tx, row: Row): Promise<Record<string, unknown>> {
    const named = await auditFiles(
      tx,
      this.fileFields.map((f) => row[f.key] as string | null),
    );
    const view: Record<string, unknown> = {};
    for (const field of this.def.fields) {
      const value = row[field.key] ?? null;
      view[field.key] = isFileField(field)
        ? value
          ? (named.get(value as string) ?? null)
          : null
        : value instanceof Date
          ? value.toISOString()
          : value;
    }
    return view;
  }

  private async check(existing: Row | null, input: ResourceInput): Promise<PreparedInput> {
    const hasFile = Object.fromEntries(
      this.fileFields.map((f) => [f.key, Boolean(input.files[f.key]) || (Boolean(existing?.[f.key]) && !input.remove.has(f.key))]),
    );
    // A field with an initial value (an issue date: today; a grievance type's days: the usual time) that the request
    // leaves out is that value on a new record and keeps its stored one on an update (a client that does not know
    // the field, such as the spec's); sent blank, such a field is refused.
    const omitted = this.def.fields.filter((f) => initialValue(f) !== undefined && input.values[f.key] === undefined);
    if (omitted.length) {
      const valueOf = (f: FieldDef) => {
        const stored = existing?.[f.key];
        if (stored instanceof Date) return stored.toISOString().slice(0, 10);
        return typeof stored === 'string' || typeof stored === 'number' ? String(stored) : initialValue(f)!;
      };
      input = { ...input, values: { ...input.values, ...Object.fromEntries(omitted.map((f) => [f.key, valueOf(f)])) } };
    }
    const errors = validateDraft(this.def, input.values, { hasFile });
    if (Object.keys(errors).length) throw validationError(errors);

    const baseName = this.baseName(input.values);
    // A file is named after its own title field when it has one (tender documents 2-5), else the record's.
    const nameOf = (field: FieldDef) => {
      const own = field.nameFrom ? input.values[field.nameFrom] : undefined;
      return typeof own === 'string' && own.trim() ? own.trim() : baseName;
    };
    // Files are checked and re-encoded before the transaction opens, so a bad file writes nothing.
    const processed = new Map<string, FileDraft[]>();
    const renames = new Map<string, string>();
    for (const field of this.fileFields) {
      const file = input.files[field.key];
      if (file) processed.set(field.key, await processUpload(field.kind as FileKind, file, this.limits, nameOf(field)));
    }

    const values: Record<string, unknown> = {};
    for (const field of this.inputFields) values[field.key] = toColumn(field, input.values[field.key]);
    // A new record saved without a "valid until" date gets the type's default period (site settings).
    if (!existing && this.def.validity && values.validUntil == null)
      values.validUntil = defaultValidUntil(this.def, values, await this.validityMonths(this.def.name));
    for (const field of this.fileFields) {
      if (field.kind === 'document' && !processed.has(field.key)) renames.set(field.key, nameOf(field));
    }
    return { values, files: processed, renames, remove: input.remove, prepared: true };
  }

  /**
   * Writes a checked record. With an `actor` (a person, through the API) one audit row goes with it in the same
   * transaction: created fields, or the changed ones before → after. Without one (demo content seeding, tests'
   * direct service calls) nothing is audited: no person made the change.
   */
  private async write(existing: Row | null, prepared: PreparedInput, actor?: Actor): Promise<ResourceItem> {
    const values = { ...prepared.values };
    const processed = prepared.files;
    const save = transaction(this.db, async (tx) => {
      // The row is read again under a lock: of two updates at once, the second replaces the files the first
      // stored (not the ones both saw before), so no replaced file is left behind.
      const current = existing ? await this.lockedRow(tx, existing.id) : null;
      if (existing && !current) throw httpError(404, 'notFound');
      await this.checkUnique(tx, values, existing?.id);
      await this.checkReferences(tx, values);
      const before = actor && current ? await this.auditView(tx, current) : null;
      const obsolete: string[] = [];
      for (const field of this.fileFields) {
        const old = (current?.[field.key] as string | null) ?? null;
        const drafts = processed.get(field.key);
        if (drafts) {
          values[field.key] = await insertFiles(tx, drafts);
          if (old) obsolete.push(old);
        } else if (old && prepared.remove.has(field.key)) {
          values[field.key] = null;
          obsolete.push(old);
        } else if (old && field.kind === 'document') {
          await renameFile(tx, old, prepared.renames.get(field.key)!);
        }
      }
      let savedId: number;
      if (existing) {
        await tx
          .update(this.table)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(this.table.id, existing.id));
        savedId = existing.id;
      } else {
        const [row] = await tx.insert(this.table).values(values).returning({ id: this.table.id });
        savedId = row!.id as number;
      }
      await deleteFiles(tx, obsolete);
      if (actor) {
        const after = await this.auditView(tx, (await this.lockedRow(tx, savedId))!);
        const action = existing ? 'update' : 'create';
        await recordAudit(tx, actor, { action, entity: this.def.name, entityId: savedId, changes: fieldChanges(before, after) });
      }
      return savedId;
    });
    // Two creates of one name at once both pass the check: the unique index refuses the second.
    const id = await save.catch((err: unknown) => {
      if (pgErrorCode(err) === UNIQUE_VIOLATION && this.uniqueFields[0]) throw conflictError(this.uniqueFields[0].key);
      throw err;
    });
    this.cache.invalidate();
    return this.get(id);
  }

  private async toItems(rows: Row[]): Promise<ResourceItem[]> {
    const ids = rows.flatMap((r) => this.fileFields.map((f) => r[f.key] as string | null)).filter((v): v is string => !!v);
    const infos = this.fileFields.length ? await describeFiles(this.db, ids) : new Map<string, FileInfo>();
    return rows.map((row) => {
      const item: ResourceItem = { id: row.id };
      for (const field of this.def.fields) {
        const value = row[field.key];
        if (isFileField(field)) {
          const info = value ? (infos.get(value as string) ?? null) : null;
          item[field.key] = info?.url ?? null;
          (item.fileInfo ??= {})[field.key] = info;
        } else {
          item[field.key] = value instanceof Date ? value.toISOString() : (value ?? null);
        }
      }
      return item;
    });
  }
}
