import type { FastifyRequest } from 'fastify';
import { defaultMax, formatMessage, isFileField, type DraftValues, type FileKind, type ResourceDef } from '@nagar/contract';
import { HttpError, badRequest, httpError } from '../lib/errors.ts';
import { decodeBase64File, limitOf, mb, type IncomingFile, type UploadLimits } from '../files/pipeline.ts';
import type { ResourceInput } from './service.ts';
import { readMultipart, type MultipartRules, type TextRule } from '../lib/multipart.ts';
import { textOf } from '@nagar/contract';

interface Parsed extends ResourceInput {
  id?: number;
}

/** Multipart names are matched without regard to case, with or without the resource's prefix. */
function normaliser(def: ResourceDef) {
  const prefix = `${def.prefix.toLowerCase()}.`;
  return (name: string) => {
    const lower = name.toLowerCase();
    return lower.startsWith(prefix) ? lower.slice(prefix.length) : lower;
  };
}

/**
 * The multipart parser stops at the largest of the limits, before the pipeline sees the file: name the
 * limit of the field's kind there too, as the pipeline does for a file between the limits.
 */
function tooLarge(def: ResourceDef, limits: UploadLimits, part: string, filename: string): HttpError {
  const field = def.fields.find((f) => isFileField(f) && [(f.filePart ?? f.key).toLowerCase(), f.base64Part?.toLowerCase()].includes(part));
  if (!field) return httpError(413, 'bodyTooLarge');
  const limit = mb(limitOf(field.kind as FileKind, limits));
  return new HttpError(413, formatMessage('fileTooLarge', { name: filename || field.label.en, limit }));
}

/** A text field without a length of its own in the contract (dates, numbers, choices, a file's old path). */
const SMALL_TEXT: TextRule = { max: 500 };

/**
 * The multipart names a resource accepts, from its definition: each field's part and key, a file field's
 * file part, its base64 part (a file of that kind's limit, as base64) and its `…remove` flag, and the id.
 */
export function resourceRules(def: ResourceDef, limits: UploadLimits): MultipartRules {
  const norm = normaliser(def);
  // The spec's clients also send the id and (officials) CreatedDate, which the server sets itself.
  const text = new Map<string, TextRule>([
    ['id', SMALL_TEXT],
    ['createddate', SMALL_TEXT],
  ]);
  const fileParts = new Map<string, number>();
  for (const field of def.fields) {
    if (isFileField(field)) {
      const bytes = limitOf(field.kind as FileKind, limits);
      const part = norm(field.filePart ?? field.key);
      fileParts.set(part, bytes);
      text.set(`${part}remove`, SMALL_TEXT);
      text.set(norm(field.key), SMALL_TEXT);
      // Base64 is 4 characters per 3 bytes; room for a data: prefix and line breaks.
      if (field.base64Part) text.set(norm(field.base64Part), { max: Math.ceil((bytes * 4) / 3 / 76) * 78 + 256, ascii: true });
      continue;
    }
    const rule = { max: defaultMax(field) ?? SMALL_TEXT.max };
    text.set(norm(field.part ?? field.key), rule);
    text.set(norm(field.key), rule);
  }
  const sequential = def.sequentialFilePart ? norm(def.sequentialFilePart) : undefined;
  const fileCount = def.fields.filter(isFileField).length;
  const largest = Math.max(0, ...fileParts.values());
  if (sequential) fileParts.set(sequential, largest);
  return {
    normalise: norm,
    text,
    file: (name) => fileParts.get(name),
    fileMaxBytes: largest,
    maxFiles: fileCount,
    repeatable: new Set(sequential ? [sequential] : []),
    tooLarge: (name, filename) => tooLarge(def, limits, name, filename),
    // Only the repeated part can bring more files than the fields hold.
    tooManyFiles: () => badRequest(formatMessage('unknownField', { name: def.sequentialFilePart ?? '' })),
  };
}

/** Reads a create/update request (multipart as the spec sends it, or JSON) into the generic input. */
export async function readResourceInput(def: ResourceDef, request: FastifyRequest): Promise<Parsed> {
  const norm = normaliser(def);
  const raw = new Map<string, string>();
  const rawFiles = new Map<string, IncomingFile>();
  const sequential: IncomingFile[] = [];
  const sequentialPart = def.sequentialFilePart?.toLowerCase();

  if (request.isMultipart()) {
    const body = await readMultipart(request, resourceRules(def, request.server.services.config));
    for (const [name, value] of body.fields) raw.set(name, value);
    for (const { name, file } of body.files) {
      if (name === sequentialPart) sequential.push(file);
      else rawFiles.set(name, file);
    }
  } else if (request.body && typeof request.body === 'object') {
    for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) {
      if (value === null || value === undefined) continue;
      if (typeof value === 'object') throw badRequest(formatMessage('invalidInput'), { [key]: formatMessage('invalidInput') });
      raw.set(norm(key), textOf(value));
    }
  } else if (request.body !== undefined) {
    throw new HttpError(415, formatMessage('invalidInput'));
  }

  const values: DraftValues = {};
  const files: Record<string, IncomingFile> = {};
  const remove = new Set<string>();
  const knownFileParts = new Set<string>();
  for (const field of def.fields) {
    if (isFileField(field)) {
      const part = (field.filePart ?? field.key).toLowerCase();
      knownFileParts.add(part);
      const file = rawFiles.get(part);
      const b64 = field.base64Part ? raw.get(field.base64Part.toLowerCase()) : undefined;
      if (file) files[field.key] = file;
      else if (b64 && b64.trim() && b64.trim() !== 'NA') {
        const data = decodeBase64File(b64);
        if (!data) {
          const msg = formatMessage(field.kind === 'document' ? 'invalidDocument' : 'invalidImage');
          throw badRequest(msg, { [field.key]: msg });
        }
        files[field.key] = { filename: '', data };
      }
      if (['true', '1', 'on', 'yes'].includes((raw.get(`${part}remove`) ?? '').toLowerCase())) remove.add(field.key);
      continue;
    }
    const value = raw.get((field.part ?? field.key).toLowerCase()) ?? raw.get(field.key.toLowerCase());
    if (value !== undefined) values[field.key] = value;
  }
  // Repeated parts (the spec's tender `file`) fill the file fields that got no file of their own, in order.
  const open = def.fields.filter((f) => isFileField(f) && !files[f.key]);
  if (sequential.length > open.length) throw badRequest(formatMessage('unknownField', { name: def.sequentialFilePart ?? '' }));
  sequential.forEach((file, i) => (files[open[i]!.key] = file));
  for (const [name, file] of rawFiles) {
    if (!knownFileParts.has(name)) throw badRequest(formatMessage('unknownField', { name: file.filename || name }));
  }
  const idText = raw.get('id');
  const id = idText && /^\d+$/.test(idText) ? Number(idText) : undefined;
  return { values, files, remove, id };
}
