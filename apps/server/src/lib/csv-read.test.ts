import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CsvFormatError, checkCsvHeader, csvRecords } from './csv-read.ts';

const read = async (text: string | Buffer[], maxRecordChars?: number) => {
  const out: Array<[number, string[]]> = [];
  const source = Readable.from(typeof text === 'string' ? [Buffer.from(text)] : text);
  for await (const r of csvRecords(source, { maxRecordChars })) out.push([r.line, r.cells]);
  return out;
};

describe('csvRecords', () => {
  it('reads a byte order mark, CRLF and LF, quotes, doubled quotes, commas in cells and blank lines, by line', async () => {
    expect(await read('\uFEFFa,b\r\n1,"x, y"\r\n\r\n"say ""hi""",राम\n4\n')).toEqual([
      [1, ['a', 'b']],
      [2, ['1', 'x, y']],
      [4, ['say "hi"', 'राम']],
      [5, ['4']],
    ]);
  });

  it('names the line a record starts on, after quoted line breaks in a CRLF file, and keeps a break in a cell as LF', async () => {
    expect(await read('a,b\r\n1,"12 Gandhi Chowk\r\nSundarpur"\r\n\r\n3,"x\ny\nz"\r\n4,bad\r\n')).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '12 Gandhi Chowk\nSundarpur']],
      [5, ['3', 'x\ny\nz']],
      [8, ['4', 'bad']],
    ]);
    // A CR cut from its LF at a chunk's end.
    expect(await read([Buffer.from('a\r'), Buffer.from('\nb\r'), Buffer.from('\n')])).toEqual([
      [1, ['a']],
      [2, ['b']],
    ]);
  });

  it('reads a Hindi name split between chunks of the stream, and a last line without a line end', async () => {
    const bytes = Buffer.from('name\nसीता देवी\nlast');
    const chunks = [...bytes].map((b) => Buffer.from([b]));
    expect(await read(chunks)).toEqual([
      [1, ['name']],
      [2, ['सीता देवी']],
      [3, ['last']],
    ]);
  });

  it('stops at an unclosed quote or a record past the limit, naming the line', async () => {
    await expect(read('a\n"open\n')).rejects.toMatchObject({ line: expect.any(Number), reason: 'quote' });
    await expect(read('a\nb\n' + 'x'.repeat(200) + '\n', 100)).rejects.toBeInstanceOf(CsvFormatError);
  });
});

describe('checkCsvHeader', () => {
  it('finds the known columns in any order and case, and names the missing and unknown ones', () => {
    expect(
      checkCsvHeader([' Ward', 'assessment_no', 'extra', 'ward'], ['assessment_no', 'ward', 'mobile'], ['assessment_no', 'ward']),
    ).toEqual({
      index: { ward: 0, assessment_no: 1 },
      missing: [],
      unknown: ['extra', 'ward'],
    });
    expect(checkCsvHeader(['ward'], ['assessment_no', 'ward'], ['assessment_no', 'ward']).missing).toEqual(['assessment_no']);
  });
});
