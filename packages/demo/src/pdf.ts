import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** A one-page council document made locally, for demo content and tests. */
export async function makePdf(title: string, lines: string[], issuer = 'Nagar Parishad Sundarpur'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(issuer);
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const page = doc.addPage([595, 842]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(issuer, { x: 50, y: 780, size: 16, font: bold, color: rgb(0.05, 0.2, 0.45) });
  page.drawLine({ start: { x: 50, y: 770 }, end: { x: 545, y: 770 }, thickness: 1, color: rgb(0.05, 0.2, 0.45) });
  let y = 735;
  for (const chunk of wrap(title, 60)) {
    page.drawText(chunk, { x: 50, y, size: 14, font: bold });
    y -= 20;
  }
  y -= 10;
  for (const line of lines.flatMap((l) => wrap(l, 90))) {
    page.drawText(line, { x: 50, y, size: 11, font });
    y -= 16;
  }
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width) {
      out.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) out.push(line);
  return out;
}
