import { execFileSync } from 'node:child_process';

/**
 * A PDF's text as poppler's pdftotext reads it (reading order; ActualText honoured), and its first page as a PNG
 * (pdftoppm): what a person who copies the text, or looks at the page, gets. poppler-utils is installed by .ci/run.
 */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, maxBuffer: 16 * 1024 * 1024 }).toString('utf8');
}

/** Page 1 as a PNG at `dpi`, or the box (x, y, width, height in points from the top left) of it. */
export function pdfPng(pdf: Buffer, dpi = 80, box?: { x: number; y: number; width: number; height: number }): Buffer {
  const crop = box
    ? [
        '-x',
        String(Math.round((box.x * dpi) / 72)),
        '-y',
        String(Math.round((box.y * dpi) / 72)),
        '-W',
        String(Math.round((box.width * dpi) / 72)),
        '-H',
        String(Math.round((box.height * dpi) / 72)),
      ]
    : [];
  return execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', ...crop, '-'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** pdfinfo's fields (Pages, Title, Page size, …). */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const out = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
  return Object.fromEntries(
    out
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );
}
