import type { Bilingual } from '@nagar/contract';
import { indiaClock, indiaDayStart } from '../lib/india-time.ts';
import { PAGE, type BilingualPdf } from './bilingual.ts';

/** The council as a document shows it: its name and address in both languages, its logo (PNG or JPEG) if any. */
export interface CouncilForPdf {
  name: Bilingual;
  address?: Bilingual | null;
  logo?: Uint8Array | null;
}

/** One line of a document's table: its label in both languages, its value (one text, or English and Hindi). */
export interface FieldRow {
  label: Bilingual;
  value: string | Bilingual;
}

export const MARGIN = 42;
export const INNER = PAGE.width - 2 * MARGIN;
const INK = '#1a1a1a';
const MUTED = '#555555';
export const ACCENT = '#7a2e0e';

const pad = (n: number) => String(n).padStart(2, '0');
/** India's wall clock at a moment, or at the start of an Indian day given as 'yyyy-MM-dd'. */
const istParts = (value: Date | string) =>
  indiaClock(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? indiaDayStart(value) : new Date(value));
/** A day as Indian documents write it (DD-MM-YYYY), in India's time. */
export function indianDate(value: Date | string): string {
  const d = istParts(value);
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
}
/** A moment in India's time: DD-MM-YYYY HH:MM IST. */
export function indianDateTime(value: Date | string): string {
  const d = istParts(value);
  return `${indianDate(value)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} IST`;
}
/** Rupees with Indian grouping: ₹ 1,20,000.00. */
export const rupees = (amount: number) => `₹ ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The double border, the logo (left), the QR code with its caption (right, when given), the council's name and
 * address between them and the document's title; answers the y below.
 */
export function drawHeader(pdf: BilingualPdf, council: CouncilForPdf, title: Bilingual, qr?: { url: string; caption: Bilingual }): number {
  const { doc } = pdf;
  doc
    .save()
    .lineWidth(2)
    .strokeColor(ACCENT)
    .rect(18, 18, PAGE.width - 36, PAGE.height - 36)
    .stroke();
  doc
    .lineWidth(0.5)
    .rect(23, 23, PAGE.width - 46, PAGE.height - 46)
    .stroke()
    .restore();
  const box = 72;
  const top = 38;
  const hasLogo = pdf.image(council.logo, MARGIN, top, box);
  const qrBottom = qr ? drawQr(pdf, qr.url, MARGIN + INNER - box, top, qr.caption, box) : top;
  // The name centred on the page, clear of the logo and the QR code on both sides.
  const side = hasLogo || qr ? box + 14 : 0;
  const width = INNER - 2 * side;
  let y = pdf.text(council.name.en, MARGIN + side, top + 2, { size: 17, bold: true, width, align: 'center', color: ACCENT, lineGap: 1 });
  if (council.name.hi)
    y = pdf.text(council.name.hi, MARGIN + side, y, { size: 16, bold: true, width, align: 'center', color: ACCENT, lineGap: 1 });
  for (const line of [council.address?.en, council.address?.hi])
    if (line) y = pdf.text(line, MARGIN + side, y, { size: 8.5, width, align: 'center', color: MUTED, lineGap: 0 });
  y = Math.max(y, top + box, qrBottom) + 6;
  pdf.rule(MARGIN, y, INNER, ACCENT, 1.2);
  y += 12;
  y = pdf.text(title.en.toUpperCase(), MARGIN, y, { size: 15, bold: true, width: INNER, align: 'center', color: INK, lineGap: 1 });
  y = pdf.text(title.hi, MARGIN, y, { size: 15, bold: true, width: INNER, align: 'center', color: INK, lineGap: 1 });
  return y + 8;
}

const LABEL_WIDTH = 190;
/** The document's table: a label (English over Hindi) and its value per line, ruled between. */
export function drawFields(pdf: BilingualPdf, rows: FieldRow[], top: number): number {
  let y = top;
  const valueX = MARGIN + LABEL_WIDTH + 12;
  const valueWidth = INNER - LABEL_WIDTH - 12;
  pdf.rule(MARGIN, y, INNER, '#bbbbbb');
  for (const row of rows) {
    y += 4;
    let left = pdf.text(row.label.en, MARGIN + 4, y, { size: 9.5, bold: true, width: LABEL_WIDTH, color: INK, lineGap: 0 });
    left = pdf.text(row.label.hi, MARGIN + 4, left, { size: 9.5, width: LABEL_WIDTH, color: MUTED, lineGap: 0 });
    const values =
      typeof row.value === 'string' ? [row.value] : [row.value.en, row.value.hi].filter((v, i, all) => v && all.indexOf(v) === i);
    let right = y;
    for (const value of values) right = pdf.text(value, valueX, right, { size: 11, width: valueWidth, color: INK, lineGap: 1 });
    y = Math.max(left, right) + 2;
    pdf.rule(MARGIN, y, INNER, '#dddddd');
  }
  return y;
}

/** A paragraph in both languages, across the page. */
export function drawParagraph(pdf: BilingualPdf, text: Bilingual, top: number, size = 9.5): number {
  const y = pdf.text(text.en, MARGIN, top, { size, width: INNER, color: INK, lineGap: 2 });
  return pdf.text(text.hi, MARGIN, y + 2, { size, width: INNER, color: INK, lineGap: 2 });
}

/** The QR code with its caption under it; answers the y below. */
export function drawQr(pdf: BilingualPdf, url: string, x: number, y: number, caption: Bilingual, size = 96): number {
  pdf.qr(url, x, y, size);
  const style = { size: 7, width: size + 24, align: 'center', color: MUTED, lineGap: 0 } as const;
  return pdf.text(caption.hi, x - 12, pdf.text(caption.en, x - 12, y + size, style), style);
}

/** The footer at the page's foot: the document is computer-generated and where it can be checked. */
export function drawFooter(pdf: BilingualPdf, text: Bilingual) {
  const lines = pdf.lines(text.en, { size: 8, width: INNER }).length + pdf.lines(text.hi, { size: 8, width: INNER }).length;
  const y = PAGE.height - 36 - lines * pdf.lineHeight({ size: 8, lineGap: 1 });
  pdf.rule(MARGIN, y - 6, INNER, '#bbbbbb');
  const next = pdf.text(text.en, MARGIN, y, { size: 8, width: INNER, align: 'center', color: MUTED, lineGap: 1 });
  pdf.text(text.hi, MARGIN, next, { size: 8, width: INNER, align: 'center', color: MUTED, lineGap: 1 });
}
