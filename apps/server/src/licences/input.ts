import { TRADE_LICENCE_DOCUMENTS, TRADE_LICENCE_FIELDS, fieldMax, formatMessage, type TradeLicenceDocumentKind } from '@nagar/contract';
import { HttpError, validationError } from '../lib/errors.ts';
import type { MultipartBody, MultipartRules, TextRule } from '../lib/multipart.ts';
import { mb } from '../files/pipeline.ts';
import type { IncomingFile } from '../files/pipeline.ts';

/**
 * A trade licence application as it arrives, for the API route and for the page forms without JavaScript (the web
 * plugin reads a page's body with these rules, through services.licences.pageBodyRules(): no route module involved).
 */

export interface IncomingDocument {
  kind: TradeLicenceDocumentKind;
  file: IncomingFile;
}

export interface NewApplication {
  fields: Record<string, string | undefined>;
  documents: IncomingDocument[];
  language?: string;
  /** The honeypot: people leave it empty. */
  website?: string;
}

const DOCUMENT_KEYS = new Set<string>(TRADE_LICENCE_DOCUMENTS.map((d) => d.key));

/**
 * The application form (API and the page without JavaScript): the contract's field names as sent, the honeypot
 * and the language; one file each for the three documents, a PDF up to the document limit or a picture up to the
 * image limit (the pipeline checks each by its type from the bytes).
 */
export const tradeLicenceRules = (limits: { imageMaxBytes: number; documentMaxBytes: number }): MultipartRules => {
  const largest = Math.max(limits.imageMaxBytes, limits.documentMaxBytes);
  return {
    normalise: (n) => n,
    text: new Map<string, TextRule>([
      ...TRADE_LICENCE_FIELDS.map((f) => [f.key, { max: fieldMax(f) ?? 100 }] as [string, TextRule]),
      ['website', { max: 200 }],
      ['language', { max: 5 }],
      // The tracking page's correction form names its application (the page's own field; the API takes it in the path).
      ['applicationNo', { max: 30 }],
      ['intent', { max: 20 }],
    ]),
    file: (name) => (DOCUMENT_KEYS.has(name) ? largest : undefined),
    fileMaxBytes: largest,
    maxFiles: TRADE_LICENCE_DOCUMENTS.length,
    tooLarge: (_name, filename) => new HttpError(413, formatMessage('fileTooLarge', { name: filename || 'document', limit: mb(largest) })),
    tooManyFiles: () => validationError({ identityDocument: { key: 'invalidInput' } }),
  };
};

/** The application as the service reads it, from a multipart body read by tradeLicenceRules. */
export function applicationOf(body: MultipartBody, language: string): NewApplication {
  const fields: Record<string, string | undefined> = {};
  for (const f of TRADE_LICENCE_FIELDS) fields[f.key] = body.fields.get(f.key);
  const seen = new Set<string>();
  const documents = [];
  for (const part of body.files) {
    // One file per document: a second of the same kind is refused, not silently dropped.
    if (seen.has(part.name)) throw validationError({ [part.name]: { key: 'invalidInput' } });
    seen.add(part.name);
    documents.push({ kind: part.name as TradeLicenceDocumentKind, file: part.file });
  }
  return { fields, documents, website: body.fields.get('website'), language: body.fields.get('language') ?? language };
}
