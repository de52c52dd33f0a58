import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download } from 'playwright-core';
import sharp from 'sharp';
import { makePdf } from '@nagar/demo/pdf.ts';

/** A temporary directory removed by `cleanup()`. */
export function tempDir(prefix = 'nagar-e2e-') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A real PDF written to `<dir>/<name>`; returns its path and bytes. */
export async function writePdf(dir: string, name: string, title: string): Promise<{ file: string; bytes: Buffer }> {
  const bytes = await makePdf(title, ['A document uploaded by a browser test.', `Made at ${new Date().toISOString()}.`]);
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return { file, bytes };
}

/** A picture of one colour written to `<dir>/<name>`: a JPEG, or a PNG when the name ends in .png; returns its path. */
export async function writePicture(dir: string, name: string, background: string, width = 640, height = 480): Promise<string> {
  const image = sharp({ create: { width, height, channels: 3, background } });
  const file = path.join(dir, name);
  fs.writeFileSync(file, await (name.endsWith('.png') ? image.png() : image.jpeg()).toBuffer());
  return file;
}

/** The bytes of a finished download (fails if the download failed). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const failure = await download.failure();
  if (failure) throw new Error(`download of ${download.url()} failed: ${failure}`);
  const file = await download.path();
  return fs.readFileSync(file);
}
