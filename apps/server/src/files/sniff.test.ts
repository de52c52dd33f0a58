import { describe, expect, it } from 'vitest';
import { formatMessage, safeFileName } from '@nagar/contract';
import { HttpError } from '../lib/errors.ts';
import { testMp4, testVtt } from '../test/app.ts';
import { processUpload, type UploadLimits } from './pipeline.ts';
import { isMp4Structure, webVttProblem } from './sniff.ts';

const limits: UploadLimits = { imageMaxBytes: 5 * 1024 * 1024, documentMaxBytes: 20 * 1024 * 1024 };

/** An ISO box: 32-bit size, 4-letter type, body. */
const box = (type: string, body: Buffer | string = Buffer.alloc(0)) => {
  const content = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
  const head = Buffer.alloc(8);
  head.writeUInt32BE(content.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, content]);
};
const ftyp = box('ftyp', 'isom\0\0\x02\0isomiso2avc1mp41');
const moov = box('moov', box('mvhd', Buffer.alloc(100)));
const mdat = box('mdat', Buffer.alloc(64, 7));

async function refusal(kind: 'video' | 'captions', data: Buffer, filename: string): Promise<HttpError> {
  try {
    await processUpload(kind, { filename, data }, limits, 'Clip');
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    return err as HttpError;
  }
  throw new Error(`processUpload accepted ${filename}`);
}

describe('MP4: the whole box structure, not the first 12 bytes', () => {
  it('accepts a file of boxes from ftyp to the last byte, with a moov (mvhd) and an mdat, 64-bit and to-the-end sizes too', async () => {
    const large = Buffer.alloc(16 + 40, 1);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(BigInt(large.length), 8);
    const toEnd = Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.from('mdat', 'latin1'), Buffer.alloc(30)]);
    for (const data of [
      testMp4(),
      testMp4('label', 300_000),
      Buffer.concat([ftyp, mdat, moov]),
      Buffer.concat([ftyp, moov, large]),
      Buffer.concat([ftyp, moov, toEnd]),
    ]) {
      expect(isMp4Structure(data)).toBe(true);
      const [draft] = await processUpload('video', { filename: 'clip.mp4', data }, limits, 'Clip');
      expect(draft).toMatchObject({ contentType: 'video/mp4', name: 'Clip.mp4' });
      expect(draft!.data.equals(data)).toBe(true);
    }
  });

  it('refuses an ftyp header glued to an HTML page, a cut or padded file, a missing moov or mdat: 415', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const longer = Buffer.from(ftyp);
    longer.writeUInt32BE(ftyp.length + 4, 0);
    const cases = {
      'ftyp + HTML': Buffer.concat([ftyp, html]),
      'ftyp + moov + mdat + HTML': Buffer.concat([ftyp, moov, mdat, html]),
      'cut in the last box': Buffer.concat([ftyp, moov, mdat]).subarray(0, -1),
      'a box longer than the file': Buffer.concat([longer, moov]),
      'no moov': Buffer.concat([ftyp, mdat]),
      'no mdat': Buffer.concat([ftyp, moov]),
      'moov without mvhd': Buffer.concat([ftyp, box('moov', box('free', 'x')), mdat]),
      'moov whose boxes do not fit it': Buffer.concat([
        ftyp,
        box('moov', Buffer.concat([box('mvhd', Buffer.alloc(100)), Buffer.from('<b>')])),
        mdat,
      ]),
      'ftyp not first': Buffer.concat([moov, ftyp, mdat]),
      'QuickTime brand': Buffer.concat([box('ftyp', 'qt  \0\0\0\0qt  '), moov, mdat]),
      'a box type of control bytes': Buffer.concat([ftyp, moov, box('\x01\x02\x03\x04'), mdat]),
      'a size below its header': Buffer.concat([ftyp, moov, mdat, Buffer.from([0, 0, 0, 4, 0x66, 0x72, 0x65, 0x65])]),
    };
    for (const [what, data] of Object.entries(cases)) {
      expect(isMp4Structure(data), what).toBe(false);
      const err = await refusal('video', data, 'clip.mp4');
      expect(err.status, what).toBe(415);
      expect(err.message).toBe(formatMessage('videoType', { name: 'clip.mp4' }));
    }
  });
});

describe('WebVTT: checked as WebVTT', () => {
  it('accepts captions with a BOM, hh:mm:ss.ttt and mm:ss.ttt timings, cue settings, notes and Hindi text', async () => {
    const texts = [
      testVtt(),
      Buffer.from('\uFEFFWEBVTT - Council meeting\r\n\r\n01:02.500 --> 01:04.000 line:90%\r\nनमस्ते\r\n'),
      Buffer.from('WEBVTT\n\nNOTE checked by the clerk\n\n1\n100:00:00.000 --> 100:00:01.000\n<v Mayor>Welcome</v>\n'),
      Buffer.from('WEBVTT'),
      Buffer.from('WEBVTT\tcaptions\n'),
    ];
    for (const data of texts) {
      expect(webVttProblem(data), data.toString()).toBeNull();
      const [draft] = await processUpload('captions', { filename: 'clip.vtt', data }, limits, 'Clip');
      expect(draft).toMatchObject({ contentType: 'text/vtt; charset=utf-8', name: 'Clip.vtt' });
    }
  });

  it('refuses what is not WebVTT (header, UTF-8, NUL): 415', async () => {
    const cases = {
      'no header': Buffer.from('00:00.000 --> 00:01.000\nhello\n'),
      WEBVTTX: Buffer.from('WEBVTTX\n'),
      'not UTF-8': Buffer.concat([Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\n'), Buffer.from([0xff, 0xfe, 0x41])]),
      'a NUL character': Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nhi\0there\n'),
      'an HTML page after the header': Buffer.from('WEBVTT\x00<html><script>alert(1)</script>'),
    };
    for (const [what, data] of Object.entries(cases)) {
      expect(webVttProblem(data), what).toBe('type');
      const err = await refusal('captions', data, 'clip.vtt');
      expect(err.status, what).toBe(415);
      expect(err.message).toBe(formatMessage('captionsType', { name: 'clip.vtt' }));
    }
  });

  it('refuses a malformed cue timing line: 400 naming the line', async () => {
    const cases: Array<[string, number]> = [
      ['WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nSRT commas\n', 3],
      ['WEBVTT\n\n00:01.000 --> 00:02.000\nok\n\n00:61.000 --> 00:62.000\nbad seconds\n', 6],
      ['WEBVTT\n\n0:01.000 --> 0:02.000\none-digit minutes\n', 3],
      ['WEBVTT\n\n00:01.000-->00:02.000\nno spaces\n', 3],
      ['WEBVTT\n\n00:01.000 --> 00:02.000\nan arrow --> in the text\n', 4],
      ['WEBVTT --> header\n', 1],
    ];
    for (const [text, line] of cases) {
      expect(webVttProblem(Buffer.from(text)), text).toEqual({ line });
      const err = await refusal('captions', Buffer.from(text), 'clip.vtt');
      expect(err.status, text).toBe(400);
      expect(err.message).toBe(formatMessage('captionsTiming', { name: 'clip.vtt', line }));
    }
  });
});

describe('download names', () => {
  it('drop direction controls (overrides, embeddings, isolates, LRM/RLM/ALM), keep Hindi joiners', async () => {
    expect(safeFileName('invoice\u202Efdp.exe', 'pdf')).toBe('invoicefdp.exe.pdf');
    expect(safeFileName('\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061CReport', 'pdf')).toBe('Report.pdf');
    expect(safeFileName('क्‍ष\u200Cत्र', 'pdf')).toBe('क्‍ष\u200Cत्र.pdf');
    const [draft] = await processUpload(
      'document',
      { filename: 'a.pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') },
      limits,
      'Budget\u202Efdp.exe',
    );
    expect(draft!.name).toBe('Budgetfdp.exe.pdf');
  });
});
