import type { FastifyRequest } from 'fastify';
import { formatMessage, isFileField, type DraftValues, type ResourceDef } from '@nagar/contract';
import { HttpError, badRequest, httpError } from '../lib/errors.ts';
import { decodeBase64File, mb, type IncomingFile } from '../files/pipeline.ts';
import type { ResourceInput } from './service.ts';
import { readMultipart } from '../lib/multipart.ts';

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
function tooLarge(def: ResourceDef, request: FastifyRequest, part: string, filename: string): HttpError {
  const field = def.fields.find(
    (f) => isFileField(f) && [(f.filePart ?? f.key).toLowerCase(), f.base64Part?.toLowerCase()].includes(part),
  );
  if (!field) return httpError(413, 'bodyTooLarge');
  const { imageMaxBytes, documentMaxBytes } = request.server.services.config;
  const limit = mb(field.kind === 'image' ? imageMaxBytes : documentMaxBytes);
  return new HttpError(413, formatMessage('fileTooLarge', { name: filename || field.label.en, limit }));
}

/** Reads a create/update request (multipart as the spec sends it, or JSON) into the generic input. */
export async function readResourceInput(def: ResourceDef, request: FastifyRequest): Promise<Parsed> {
  const norm = normaliser(def);
  const raw = new Map<string, string>();
  const rawFiles = new Map<string, IncomingFile>();
  const sequential: IncomingFile[] = [];
  const sequentialPart = def.sequentialFilePart?.toLowerCase();

  if (request.isMultipart()) {
    const body = await readMultipart(request, { normalise: norm, tooLarge: (name, filename) => tooLarge(def, request, name, filename) });
    for (const [name, value] of body.fields) raw.set(name, value);
    for (const { name, file } of body.files) {
      if (name === sequentialPart) sequential.push(file);
      else rawFiles.set(name, file);
    }
  } else if (request.body && typeof request.body === 'object') {
    for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) {
      if (value === null || value === undefined) continue;
      if (typeof value === 'object') throw badRequest(formatMessage('invalidInput'), { [key]: formatMessage('invalidInput') });
      raw.set(norm(key), String(value));
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
