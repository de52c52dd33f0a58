import { Transform, type Readable } from 'node:stream';
import { asc, inArray, sql } from 'drizzle-orm';
import {
  LOCALITY_CSV_HEADER,
  LOCALITY_CSV_MAX_LINES,
  formatMessage,
  locality,
  validateDraft,
  type LocalityImportResult,
} from '@nagar/contract';
import type { Db } from '../db/client.ts';
import { localities, wards } from '../db/schema.ts';
import { transaction } from '../db/retry.ts';
import { HttpError, httpError } from '../lib/errors.ts';
import { CsvFormatError, checkCsvHeader, csvRecords } from '../lib/csv-read.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import type { PublicCache } from '../cache/public-cache.ts';

/** The most bad lines an answer lists (the count says how many there were). */
const ERRORS_LISTED = 200;

/** A stream that fails with 413 once more than `max` bytes have passed (the body is read as it comes, never whole). */
export function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) done(httpError(413, 'bodyTooLarge'));
      else done(null, chunk);
    },
  });
}

interface Line {
  line: number;
  name: string;
  nameHi: string;
  wardId: number;
  pincode: string;
}

/** A ward as a CSV line may name it: its name in either language, without regard to case or repeated spaces. */
const wardKey = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Imports localities from a CSV file (header `name,name_hi,ward,pincode`, the ward by its name as the Wards list
 * names it, in English or Hindi), read as a stream. Every line is checked as the admin form checks a locality, and
 * a name twice in the file is refused; any bad line imports nothing, and each is listed by its line number with the
 * reason. A name already in the list is updated (its Hindi name, ward and pincode), others are added, all in one
 * transaction with one audit row. `dryRun`: the same checks and counts, nothing written.
 */
export async function importLocalities(
  db: Db,
  cache: PublicCache,
  actor: Actor | null,
  source: Readable,
  dryRun: boolean,
): Promise<LocalityImportResult> {
  const wardRows = await db.select({ id: wards.id, name: wards.name, nameHi: wards.nameHi }).from(wards).orderBy(asc(wards.id));
  const wardIds = new Map<string, number>();
  for (const w of wardRows) for (const n of [w.name, w.nameHi]) if (n.trim() && !wardIds.has(wardKey(n))) wardIds.set(wardKey(n), w.id);

  const errors: Array<{ line: number; message: string }> = [];
  const bad = (line: number, message: string) => void errors.push({ line, message });
  const lines: Line[] = [];
  const seen = new Map<string, number>();
  let header: Partial<Record<(typeof LOCALITY_CSV_HEADER)[number], number>> | undefined;
  let count = 0;
  try {
    for await (const { line, cells } of csvRecords(source, { maxRecordChars: 4096 })) {
      if (!header) {
        const check = checkCsvHeader(cells, LOCALITY_CSV_HEADER, ['name', 'ward']);
        if (check.missing.length || check.unknown.length)
          throw httpError(400, 'csvImportHeader', { header: LOCALITY_CSV_HEADER.join(',') });
        header = check.index;
        continue;
      }
      if (++count > LOCALITY_CSV_MAX_LINES) throw httpError(413, 'bodyTooLarge');
      const at = header;
      const cell = (c: (typeof LOCALITY_CSV_HEADER)[number]) => {
        const i = at[c];
        return i === undefined ? '' : (cells[i] ?? '').trim();
      };
      if (cells.length > LOCALITY_CSV_HEADER.length) {
        bad(line, `${cells.length} cells; the header has ${LOCALITY_CSV_HEADER.length}.`);
        continue;
      }
      const values = { name: cell('name'), nameHi: cell('name_hi'), pincode: cell('pincode') };
      const problems = validateDraft(locality, { ...values, wardId: '1' }, { hasFile: {} });
      const first = Object.values(problems)[0];
      if (first) {
        bad(line, formatMessage(first.key, first.params));
        continue;
      }
      const wardName = cell('ward');
      const wardId = wardIds.get(wardKey(wardName));
      if (!wardName) {
        bad(line, formatMessage('fieldRequired', { field: 'Ward', fieldHi: 'वार्ड' }));
        continue;
      }
      if (wardId === undefined) {
        bad(line, `Ward "${wardName.slice(0, 100)}" is not in the Wards list.`);
        continue;
      }
      const key = values.name.toLowerCase();
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        bad(line, `"${values.name}" is already on line ${earlier}.`);
        continue;
      }
      seen.set(key, line);
      lines.push({ line, ...values, wardId });
    }
  } catch (err) {
    if (err instanceof CsvFormatError) {
      const reason = err.reason === 'quote' ? 'a quote is not closed' : err.reason === 'tooLong' ? 'the line is too long' : 'not CSV';
      throw new HttpError(400, `Line ${err.line}: ${reason}; nothing was imported.`, { [`line ${err.line}`]: reason });
    }
    throw err;
  }
  if (!header || count === 0)
    throw httpError(400, header ? 'csvImportEmpty' : 'csvImportHeader', { header: LOCALITY_CSV_HEADER.join(',') });
  if (errors.length && !dryRun) {
    const listed = errors.slice(0, ERRORS_LISTED);
    throw new HttpError(
      400,
      formatMessage('csvImportBad', { count: errors.length }),
      Object.fromEntries(listed.map((e) => [`line ${e.line}`, e.message])),
    );
  }
  // The names already in the list (compared as the unique column compares them: exactly) are updated.
  const existing = new Set<string>();
  for (let i = 0; i < lines.length; i += 500) {
    const names = lines.slice(i, i + 500).map((l) => l.name);
    for (const r of await db.select({ name: localities.name }).from(localities).where(inArray(localities.name, names)))
      existing.add(r.name);
  }
  const updated = lines.filter((l) => existing.has(l.name)).length;
  const result = { dryRun, lines: count, imported: 0, updated: 0, errors: errors.slice(0, ERRORS_LISTED) };
  if (dryRun || errors.length)
    return { ...result, imported: errors.length ? 0 : lines.length - updated, updated: errors.length ? 0 : updated };

  await transaction(db, async (tx) => {
    // The wards named stay until the transaction ends (a ward deleted meanwhile: the lines naming it are refused).
    const used = [...new Set(lines.map((l) => l.wardId))];
    const kept = await tx.select({ id: wards.id }).from(wards).where(inArray(wards.id, used)).for('key share');
    if (kept.length !== used.length) throw httpError(409, 'csvImportWardsChanged');
    for (let i = 0; i < lines.length; i += 500) {
      await tx
        .insert(localities)
        .values(lines.slice(i, i + 500).map(({ name, nameHi, wardId, pincode }) => ({ name, nameHi, wardId, pincode })))
        .onConflictDoUpdate({
          target: localities.name,
          set: {
            nameHi: sql`excluded.name_hi`,
            wardId: sql`excluded.ward_id`,
            pincode: sql`excluded.pincode`,
            updatedAt: sql`now()`,
          },
        });
    }
    await recordAudit(tx, actor, {
      action: 'import',
      entity: 'locality',
      changes: { lines: count, added: lines.length - updated, updated },
    });
  });
  cache.invalidate();
  return { ...result, imported: lines.length - updated, updated };
}
