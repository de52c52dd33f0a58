import { Readable } from 'node:stream';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell that a spreadsheet would read
 * as a formula (=, +, -, @, a tab or a carriage return first: "CSV injection") is written with a leading apostrophe,
 * so that a citizen's text never runs in a clerk's spreadsheet.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: Array<string | number | boolean | null | undefined>) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A CSV document as a stream: a byte order mark (spreadsheets then read the Hindi as UTF-8), the header, and each
 * batch of rows as the source yields it, so a large export never sits in memory whole.
 */
export function csvStream<T>(
  header: string[],
  batches: AsyncIterable<T[]>,
  cells: (row: T) => Array<string | number | boolean | null | undefined>,
): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    for await (const batch of batches) yield batch.map((row) => csvLine(cells(row))).join('');
  }
  return Readable.from(lines());
}
