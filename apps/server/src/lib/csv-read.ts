import { parse, CsvError } from 'csv-parse';
import { Transform, type Readable } from 'node:stream';

/** One record of a CSV file as read: its line number in the file (the header is line 1) and its cells. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** The file is not readable CSV at `line` (an unclosed quote, a record past the size limit, ...): nothing after it is read. */
export class CsvFormatError extends Error {
  constructor(
    readonly line: number,
    readonly reason: 'quote' | 'tooLong' | 'format',
  ) {
    super(`CSV format error at line ${line} (${reason})`);
  }
}

/**
 * CRLF as LF, byte by byte (a CR cut from its LF at a chunk's end waits for the next chunk): the parser's line count
 * then holds for a CRLF file whose quoted cells break lines too (it counts a quoted CRLF as two lines), and a cell's
 * line break reads the same from either kind of file. CR and LF never occur inside a UTF-8 character.
 */
function crlfAsLf(): Transform {
  let pendingCr = false;
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      let from = 0;
      const bytes = pendingCr ? Buffer.concat([Buffer.from([13]), chunk]) : chunk;
      pendingCr = false;
      const parts: Buffer[] = [];
      for (let i = 0; i < bytes.length; i++) {
        if (bytes[i] !== 13) continue;
        if (i === bytes.length - 1) {
          parts.push(bytes.subarray(from, i));
          pendingCr = true;
          from = bytes.length;
        } else if (bytes[i + 1] === 10) {
          parts.push(bytes.subarray(from, i));
          from = i + 1;
        }
      }
      parts.push(bytes.subarray(from));
      callback(null, Buffer.concat(parts));
    },
    flush(callback) {
      callback(null, pendingCr ? Buffer.from([13]) : Buffer.alloc(0));
    },
  });
}

/**
 * Reads a CSV file (RFC 4180; UTF-8 with or without a byte order mark; CRLF or LF line ends; quoted cells with
 * commas, doubled quotes and line breaks) as a stream of records, one at a time, so a large file is never held whole.
 * Blank lines are skipped; rows may have any number of cells (the caller says whether that is wrong, by line).
 * A record longer than `maxRecordChars` stops the read with a CsvFormatError, as does a malformed quote.
 */
export async function* csvRecords(source: Readable, { maxRecordChars = 64 * 1024 } = {}): AsyncGenerator<CsvRecord> {
  const parser = source.pipe(crlfAsLf()).pipe(
    parse({
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: maxRecordChars,
      record_delimiter: '\n',
    }),
  );
  // A source that fails (a multipart limit, a closed connection) fails the read.
  source.once('error', (err) => parser.destroy(err));
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      // The parser counts the line a record ends on: the line it starts on is that less the breaks in its cells.
      const breaks = record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
      yield { line: info.lines - breaks, cells: record };
    }
  } catch (err) {
    if (err instanceof CsvError) {
      const line = Number((err as unknown as { lines?: number }).lines) || 1;
      const reason = err.code === 'CSV_MAX_RECORD_SIZE' ? 'tooLong' : err.code.includes('QUOTE') ? 'quote' : 'format';
      throw new CsvFormatError(line, reason);
    }
    throw err;
  } finally {
    parser.destroy();
  }
}

/** The header's column names, normalised (trimmed, lower case, spaces as underscores) for matching in any order. */
export const csvColumnName = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, '_');

export interface CsvHeaderCheck<C extends string> {
  /** Where each known column is in a row. */
  index: Partial<Record<C, number>>;
  /** Required columns the header lacks. */
  missing: C[];
  /** Header cells that are no known column, or a known one twice. */
  unknown: string[];
}

/** Matches a header row against the known columns (in any order): where each is, which required ones are missing. */
export function checkCsvHeader<C extends string>(header: string[], known: readonly C[], required: readonly C[]): CsvHeaderCheck<C> {
  const index: Partial<Record<C, number>> = {};
  const unknown: string[] = [];
  header.forEach((cell, i) => {
    const name = csvColumnName(cell) as C;
    if (known.includes(name) && index[name] === undefined) index[name] = i;
    else unknown.push(cell.trim());
  });
  return { index, missing: required.filter((c) => index[c] === undefined), unknown };
}
