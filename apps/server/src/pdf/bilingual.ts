import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { fonts, fontName, scriptRuns, type Weight } from './fonts.ts';

export interface TextStyle {
  /** Points; default 10. */
  size?: number;
  bold?: boolean;
  /** Default '#000000'. */
  color?: string;
  /** Default 'left' (within `width`). */
  align?: 'left' | 'center' | 'right';
  /** Wrap within this width (points); without it, one line. */
  width?: number;
  /** Extra space between wrapped lines (points); default a quarter of the size. */
  lineGap?: number;
}

/** A4 in points. */
export const PAGE = { width: 595.28, height: 841.89 };

/**
 * One page of a bilingual document (pdfkit): text in English and Hindi side by side, each run of a script in its
 * font (Noto Sans Devanagari's Devanagari, Latin and Latin Extended files), shaped by fontkit (conjuncts, the
 * reph, the pre-base ि placed before its consonant). Each Devanagari run is marked with its text as ActualText,
 * so that copying or extracting the text gives it in logical order (the glyphs alone read "िक" for "कि").
 * Positions are explicit (pdfkit's own wrapping and paging are not used): the layout is the renderer's.
 */
export class BilingualPdf {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(info: { title: string; subject?: string }) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      lang: 'en-IN',
      displayTitle: true,
      // pdfkit reads every key it is given: an absent subject is left out, not undefined.
      info: {
        Title: info.title,
        ...(info.subject ? { Subject: info.subject } : {}),
        Creator: 'Nagar Portal',
        Producer: 'Nagar Portal (pdfkit)',
      },
    });
    // pdfkit takes a fontkit font as it takes a file (its types name only files).
    for (const [name, font] of fonts()) this.doc.registerFont(name, font as unknown as Buffer);
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  private use(script: Parameters<typeof fontName>[0], style: TextStyle) {
    const weight: Weight = style.bold ? 700 : 400;
    return this.doc.font(fontName(script, weight)).fontSize(style.size ?? 10);
  }

  /** The width of a text on one line, in points. */
  widthOf(text: string, style: TextStyle = {}): number {
    let width = 0;
    for (const run of scriptRuns(text)) width += this.use(run.script, style).widthOfString(run.text);
    return width;
  }

  /** The text cut into lines that fit `width` (at spaces; a word longer than the width stands alone). */
  lines(text: string, style: TextStyle = {}): string[] {
    const out: string[] = [];
    for (const paragraph of text.split('\n')) {
      if (style.width === undefined) {
        out.push(paragraph);
        continue;
      }
      // Each word measured once (a line's width is its words' and spaces'): shaping a growing line again for each
      // word was most of a certificate's time.
      const space = this.widthOf(' ', style);
      let line = '';
      let width = 0;
      for (const word of paragraph.split(/ +/u)) {
        const wordWidth = this.widthOf(word, style);
        const next = line ? width + space + wordWidth : wordWidth;
        if (line && next > style.width) {
          out.push(line);
          line = word;
          width = wordWidth;
        } else {
          line = line ? `${line} ${word}` : word;
          width = next;
        }
      }
      out.push(line);
    }
    return out;
  }

  /** The line height of a size, in points. */
  lineHeight(style: TextStyle = {}) {
    const size = style.size ?? 10;
    return size * 1.45 + (style.lineGap ?? size * 0.25);
  }

  /** Draws a text from (x, y) (its top), wrapped within `style.width`; answers the y under its last line. */
  text(text: string, x: number, y: number, style: TextStyle = {}): number {
    let top = y;
    for (const line of this.lines(text, style)) {
      const width = this.widthOf(line, style);
      const room = style.width ?? width;
      let left = style.align === 'center' ? x + (room - width) / 2 : style.align === 'right' ? x + room - width : x;
      this.doc.fillColor(style.color ?? '#000000');
      for (const run of scriptRuns(line)) {
        const font = this.use(run.script, style);
        const runWidth = font.widthOfString(run.text);
        const draw = () => font.text(run.text, left, top, { lineBreak: false, width: runWidth + 1 });
        if (run.script === 'deva') this.withActualText(run.text, draw);
        else draw();
        left += runWidth;
      }
      top += this.lineHeight(style);
    }
    return top;
  }

  /**
   * Draws with the text marked as its ActualText, inside the text object (BT … ET). pdfkit's own markContent
   * writes the marks outside the q … Q in which it flips the page for text, and a reader (poppler) then puts
   * the span's text where the flipped position points: upside down in the page's reading order.
   */
  private withActualText(text: string, draw: () => void) {
    const doc = this.doc as PDFKit.PDFDocument & { addContent(data: string): PDFKit.PDFDocument };
    const own = Object.prototype.hasOwnProperty.call(doc, 'addContent');
    const add = doc.addContent.bind(doc);
    const mark = `/Span << /Lang (hi-IN) /ActualText <${utf16Hex(text)}> >> BDC`;
    doc.addContent = (data: string) => {
      if (data === 'ET') add('EMC');
      add(data);
      if (data === 'BT') add(mark);
      return doc;
    };
    try {
      draw();
    } finally {
      if (own) doc.addContent = add;
      else delete (doc as Partial<typeof doc>).addContent;
    }
  }

  /** A QR code of `url`, drawn as vector squares `size` points wide (error correction M, a quiet zone of 2). */
  qr(url: string, x: number, y: number, size: number) {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const quiet = 2;
    const cell = size / (modules.size + 2 * quiet);
    this.doc.save().rect(x, y, size, size).fill('#ffffff');
    // One rectangle per run of dark modules in a row.
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++) {
        if (!modules.get(row, col)) continue;
        let end = col;
        while (end + 1 < modules.size && modules.get(row, end + 1)) end++;
        this.doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, (end - col + 1) * cell, cell);
        col = end;
      }
    this.doc.fill('#000000').restore();
  }

  /** An image fitted into a box (PNG or JPEG bytes; anything else is left out). */
  image(bytes: Uint8Array | null | undefined, x: number, y: number, box: number) {
    if (!bytes || !isPngOrJpeg(bytes)) return false;
    this.doc.image(Buffer.from(bytes), x, y, { fit: [box, box], align: 'center', valign: 'center' });
    return true;
  }

  /** A horizontal rule. */
  rule(x: number, y: number, width: number, color = '#999999', thickness = 0.75) {
    this.doc
      .save()
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke()
      .restore();
  }

  /** The finished file. */
  finish(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}

/** A PDF text string in UTF-16BE with its byte order mark, as hex. */
function utf16Hex(text: string) {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return hex;
}

export function isPngOrJpeg(bytes: Uint8Array) {
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}
