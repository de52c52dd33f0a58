import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  COMPLAINT_FIELDS,
  COMPLAINT_MAX_PHOTOS,
  COMPLAINT_SHORT_MAX,
  COMPLAINT_TEXT_MAX,
  type ComplaintInput,
  complaintFieldsOf,
  formatMessage,
} from '@nagar/contract';
import { HttpError, validationError } from '../lib/errors.ts';
import { readMultipart, type MultipartRules, type TextRule } from '../lib/multipart.ts';
import { mb, type IncomingFile } from '../files/pipeline.ts';

/**
 * How a complaint comes in, for the API routes and the pages alike: the service's input, the JSON bodies and the
 * multipart rules, all read from the contract's COMPLAINT_FIELDS.
 */

/** A complaint as sent (COMPLAINT_FIELDS, each as typed) with its photos: what ComplaintService.file takes. */
export type NewComplaint = ComplaintInput & { photos: IncomingFile[] };

/** Who files: the citizen (the API and the page's form) or staff for a citizen (POST /api/Admin/complaint). */
type Filer = 'citizen' | 'staff';

const text = z.union([z.string(), z.boolean()]).optional();
/** The complaint as JSON (no photos): the filer's fields (the multipart form is described from complaintRules). */
export const complaintJson = (filer: Filer) =>
  z.object(Object.fromEntries(complaintFieldsOf(filer).map((f) => [f.key, f.description ? text.describe(f.description) : text]))).nullish();

const imageTooLarge = (imageMaxBytes: number) => (_name: string, filename: string) =>
  new HttpError(413, formatMessage('fileTooLarge', { name: filename || 'photo', limit: mb(imageMaxBytes) }));

const short: TextRule = { max: COMPLAINT_SHORT_MAX };
/**
 * The complaint's form (API and no-JS page): COMPLAINT_FIELDS' names as sent (each filer's, the other's ignored
 * by the service), two photos. A text is read up to its field's limit and never less than COMPLAINT_SHORT_MAX,
 * so that a value somewhat too long is refused by the draft's check, with its message.
 */
export const complaintRules = (imageMaxBytes: number): MultipartRules => ({
  normalise: (n) => n,
  text: new Map<string, TextRule>(COMPLAINT_FIELDS.map((f) => [f.key, { max: Math.max(COMPLAINT_SHORT_MAX, 'max' in f ? f.max : 0) }])),
  file: (name) => (/^Image\d$/.test(name) ? imageMaxBytes : undefined),
  fileMaxBytes: imageMaxBytes,
  maxFiles: COMPLAINT_MAX_PHOTOS,
  tooLarge: imageTooLarge(imageMaxBytes),
  tooManyFiles: () => validationError({ photos: { key: 'complaintTooManyPhotos' } }),
});

/**
 * The citizen's reopening (API and the tracking page without JavaScript): the complaint's number, the mobile or
 * the receipt's token, the reason and at most one photo (Image1).
 */
export const reopenRules = (imageMaxBytes: number): MultipartRules => ({
  normalise: (n) => n,
  text: new Map<string, TextRule>([
    ['complaintNo', short],
    ['mobile', short],
    ['token', short],
    ['reason', { max: COMPLAINT_TEXT_MAX }],
    ['intent', short],
  ]),
  file: (name) => (name === 'Image1' ? imageMaxBytes : undefined),
  fileMaxBytes: imageMaxBytes,
  maxFiles: 1,
  tooLarge: imageTooLarge(imageMaxBytes),
  tooManyFiles: () => validationError({ photos: { key: 'complaintTooManyPhotos' } }),
});

/** Staff action: status, remarks and two photos (names without regard to case). */
export const actionRules = (imageMaxBytes: number): MultipartRules => ({
  text: new Map<string, TextRule>([
    ['status', short],
    ['remarks', { max: COMPLAINT_TEXT_MAX }],
  ]),
  file: (name) => (/^actionimage\d$/.test(name) ? imageMaxBytes : undefined),
  fileMaxBytes: imageMaxBytes,
  maxFiles: COMPLAINT_MAX_PHOTOS,
  tooLarge: imageTooLarge(imageMaxBytes),
  tooManyFiles: () => validationError({ ActionImage: { key: 'complaintTooManyPhotos' } }),
});

/** Reads a multipart complaint (or JSON without photos) into the service's input: every field of COMPLAINT_FIELDS. */
export async function readNewComplaint(request: FastifyRequest): Promise<NewComplaint> {
  let value: (key: string) => string | undefined;
  let photos: IncomingFile[] = [];
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    value = (k) => (typeof body[k] === 'string' || typeof body[k] === 'boolean' ? String(body[k]) : undefined);
  } else {
    const body = await readMultipart(request, complaintRules(request.server.services.config.imageMaxBytes));
    value = (k) => body.fields.get(k);
    photos = body.files.map((p) => p.file);
  }
  const fields: ComplaintInput = Object.fromEntries(COMPLAINT_FIELDS.map((f) => [f.key, value(f.key)]));
  return { ...fields, language: fields.language ?? requestLanguage(request), photos };
}

/** 'hi' when the request's Accept-Language prefers Hindi: a filing's notices are then written in Hindi. */
function requestLanguage(request: FastifyRequest): string {
  const first =
    String(request.headers['accept-language'] ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase() ?? '';
  return first.startsWith('hi') ? 'hi' : 'en';
}
