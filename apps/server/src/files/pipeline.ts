import crypto from 'node:crypto';
import sharp from 'sharp';
import {
  DEFAULT_CAPTIONS_MAX_BYTES,
  DEFAULT_VIDEO_MAX_BYTES,
  IMAGE_MAX_EDGE,
  MEDIUM_EDGE,
  THUMB_EDGE,
  formatMessage,
  safeFileName,
  type FileKind,
} from '@nagar/contract';
import { HttpError } from '../lib/errors.ts';
import { isMp4Structure, sniff, webVttProblem } from './sniff.ts';

/**
 * libvips, under sharp, keeps a cache of recent operations (up to 50 MB and 100 files by default) and runs a
 * thread per core for each image, each thread with its own C heap that glibc rarely gives back. The portal
 * processes each picture once, so the cache buys nothing: it is off, and one thread works per picture (a council's
 * server has 1–2 cores; several uploads still run side by side on libuv's pool).
 */
export const SHARP_CONCURRENCY = 1;
sharp.cache(false);
sharp.concurrency(SHARP_CONCURRENCY);

export interface IncomingFile {
  /** The name the client gave; only used in messages. */
  filename: string;
  data: Buffer;
}

export interface FileDraft {
  variant: 'main' | 'webp' | 'medium' | 'thumb';
  name: string;
  contentType: string;
  data: Buffer;
  width?: number;
  height?: number;
}

export interface UploadLimits {
  imageMaxBytes: number;
  documentMaxBytes: number;
  /** MP4 videos and WebVTT captions: the contract's defaults when not set (VIDEO_MAX_MB, CAPTIONS_MAX_KB). */
  videoMaxBytes?: number;
  captionsMaxBytes?: number;
}

/** The size limit of one kind of upload. */
export function limitOf(kind: FileKind, limits: UploadLimits): number {
  switch (kind) {
    case 'image':
      return limits.imageMaxBytes;
    case 'document':
      return limits.documentMaxBytes;
    case 'video':
      return limits.videoMaxBytes ?? DEFAULT_VIDEO_MAX_BYTES;
    case 'captions':
      return limits.captionsMaxBytes ?? DEFAULT_CAPTIONS_MAX_BYTES;
  }
}

/** Files kept as uploaded (after the type and size checks): their type, extension and wrong-type message. */
const KEPT_AS_IS = {
  document: { type: 'application/pdf', ext: 'pdf', message: 'documentType' },
  video: { type: 'video/mp4', ext: 'mp4', message: 'videoType' },
  captions: { type: 'text/vtt', ext: 'vtt', message: 'captionsType' },
} as const;

const etagOf = (data: Buffer) => `"${crypto.createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
export const withEtag = (d: FileDraft) => ({ ...d, etag: etagOf(d.data), size: d.data.length });

/** A byte limit as users read it: '20' (MB), to one decimal. */
export const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export { safeFileName };

/**
 * The one upload pipeline: checks the bytes' real type and the size, then re-encodes images
 * (orientation applied, all metadata such as GPS dropped) into a JPEG, a WebP and a WebP thumbnail.
 * Throws 415 for a wrong type, 413 for a file over the limit, 400 for a file that cannot be read.
 */
export async function processUpload(kind: FileKind, file: IncomingFile, limits: UploadLimits, baseName: string): Promise<FileDraft[]> {
  const type = sniff(file.data);
  const shown = file.filename || baseName;
  if (kind !== 'image') {
    const kept = KEPT_AS_IS[kind];
    if (type !== kept.type) throw new HttpError(415, formatMessage(kept.message, { name: shown }));
    const limit = limitOf(kind, limits);
    if (file.data.length > limit) throw new HttpError(413, formatMessage('fileTooLarge', { name: shown, limit: mb(limit) }));
    // The first bytes name the type; the whole file must then be one: every box of an MP4, every line of captions.
    if (kind === 'video' && !isMp4Structure(file.data)) throw new HttpError(415, formatMessage(kept.message, { name: shown }));
    if (kind === 'captions') {
      const problem = webVttProblem(file.data);
      if (problem === 'type') throw new HttpError(415, formatMessage(kept.message, { name: shown }));
      if (problem) throw new HttpError(400, formatMessage('captionsTiming', { name: shown, line: problem.line }));
    }
    const contentType = kind === 'captions' ? 'text/vtt; charset=utf-8' : kept.type;
    return [{ variant: 'main', name: safeFileName(baseName, kept.ext), contentType, data: file.data }];
  }
  if (type === null || type === 'application/pdf') throw new HttpError(415, formatMessage('imageType', { name: shown }));
  if (file.data.length > limits.imageMaxBytes) {
    throw new HttpError(413, formatMessage('fileTooLarge', { name: shown, limit: mb(limits.imageMaxBytes) }));
  }
  try {
    // limitInputPixels guards against decompression bombs; failOn 'error' rejects truncated files.
    const source = sharp(file.data, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    const jpeg = await source
      .clone()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    // WebP at 75 (cwebp's default) with a little more effort than sharp's default: ~10% fewer bytes for the
    // pictures that phones download, for ~10% more time on an upload. The 800 px one comes from the source,
    // not from the JPEG, so it is not compressed twice.
    const webp = await source.clone().webp({ quality: 75, effort: 5 }).toBuffer({ resolveWithObject: true });
    const mediumNeeded = Math.max(jpeg.info.width, jpeg.info.height) > MEDIUM_EDGE * 1.25;
    const medium = mediumNeeded
      ? await source
          .clone()
          .resize({ width: MEDIUM_EDGE, height: MEDIUM_EDGE, fit: 'inside' })
          .webp({ quality: 72, effort: 5 })
          .toBuffer({ resolveWithObject: true })
      : null;
    const thumb = await sharp(jpeg.data)
      .resize({ width: THUMB_EDGE, height: THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 72 })
      .toBuffer({ resolveWithObject: true });
    const dims = (i: sharp.OutputInfo) => ({ width: i.width, height: i.height });
    return [
      { variant: 'main', name: safeFileName(baseName, 'jpg'), contentType: 'image/jpeg', data: jpeg.data, ...dims(jpeg.info) },
      { variant: 'webp', name: safeFileName(baseName, 'webp'), contentType: 'image/webp', data: webp.data, ...dims(webp.info) },
      ...(medium
        ? [
            {
              variant: 'medium' as const,
              name: safeFileName(`${baseName}-medium`, 'webp'),
              contentType: 'image/webp',
              data: medium.data,
              ...dims(medium.info),
            },
          ]
        : []),
      {
        variant: 'thumb',
        name: safeFileName(`${baseName}-thumb`, 'webp'),
        contentType: 'image/webp',
        data: thumb.data,
        ...dims(thumb.info),
      },
    ];
  } catch (err) {
    throw new HttpError(400, formatMessage('invalidImage'), undefined, undefined, err);
  }
}

/** The spec's base64 fields: plain base64 or a data URL. Returns null for text that is not base64. */
export function decodeBase64File(text: string): Buffer | null {
  const body = text
    .trim()
    .replace(/^data:[\w/+.-]+;base64,/, '')
    .replace(/\s+/g, '');
  if (body.length === 0 || body.length % 4 === 1 || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(body)) return null;
  const data = Buffer.from(body, 'base64');
  return data.length > 0 ? data : null;
}
