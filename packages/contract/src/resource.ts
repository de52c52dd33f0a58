import { EMAIL_MAX, TEXT_MAX, TITLE_MAX, DESCRIPTION_MAX, LINK_MAX, SLUG_MAX } from './limits.ts';
import type { MessageKey } from './messages.ts';

/** A text in both languages of the portal. */
export interface Bilingual {
  en: string;
  hi: string;
}
export const bi = (en: string, hi: string): Bilingual => ({ en, hi });

export type FieldKind =
  | 'text'
  | 'longtext'
  | 'date'
  | 'time'
  | 'email'
  | 'mobile'
  | 'phone'
  | 'integer'
  | 'boolean'
  | 'select'
  | 'image'
  | 'document'
  /** A page of this site (/postgrievance) or an external https:// address. */
  | 'link'
  /** A YouTube video link, stored as the video's 11-character id. */
  | 'youtube'
  /** A page address under the site's root (rti, downloads/forms). */
  | 'slug'
  /** An uploaded MP4 video (type sniffed from the bytes). */
  | 'video'
  /** A WebVTT captions file for a video. */
  | 'captions';

export interface FieldDef {
  /** JSON name in API answers and the column's property name, as the spec spells it. */
  key: string;
  kind: FieldKind;
  label: Bilingual;
  /** Multipart field name after the prefix (matched without regard to case); defaults to key. */
  part?: string;
  required?: boolean;
  /** The spec's message for a missing value; defaults to the generic one. */
  requiredMessage?: MessageKey;
  /** Marked required in the form (the spec marks some fields it never checks). */
  markedRequired?: boolean;
  max?: number;
  /** File fields: the multipart file part, and the spec's base64 alternative. */
  filePart?: string;
  base64Part?: string;
  /** Set by the server (e.g. createdDate); never taken from input. */
  serverSet?: boolean;
  /** Sent by the spec's client but has no visible input. */
  hidden?: boolean;
  /** Choices of a select field (stored as the English value). */
  options?: Array<{ value: string; label: Bilingual }>;
  /** A file field's download name comes from this field's value when it has one (tender document titles). */
  nameFrom?: string;
  /** Link text of a file field's download ('Download File 2'); defaults to 'Download Document'. */
  downloadLabel?: Bilingual;
  /** Hidden from the admin table on narrow screens (long text, secondary files). */
  wideOnly?: boolean;
  /** Date fields: the key of the date field this one may not precede (a from/to pair: set on the "to"). */
  notBefore?: string;
}

export interface ResourceTexts {
  /** Screen heading, e.g. 'Notice'. */
  heading: Bilingual;
  /** The entity as the spec's messages name it: '{Entity} created successfully!'. */
  entity: Bilingual;
  /** Lower-case noun for failure and confirm texts: 'There was an error creating the notice.' */
  noun: Bilingual;
  /** Admin empty list: 'No Notice found.' */
  empty: Bilingual;
  createTitle: Bilingual;
  editTitle: Bilingual;
  createSubmit: Bilingual;
  updateSubmit: Bilingual;
  /** Public list texts (lists that have a public page). */
  publicTitle?: Bilingual;
  publicEmpty?: Bilingual;
  publicLoading?: Bilingual;
  publicNotFound?: Bilingual;
  publicError?: Bilingual;
  /** 'There was an error processing the notice.' (notice, circular, tender). */
  processError?: Bilingual;
  /** The noun of the delete confirmation when it differs from `noun` ('Latest News' vs 'data'). */
  confirmNoun?: Bilingual;
}

export interface ResourceDef {
  /** Key used in routes and catalogues: 'notice'. */
  name: string;
  /** Path segment after /api/Admin/ and /api/Public/. */
  api: string;
  /** Multipart prefix: 'Notice' for 'Notice.title'. */
  prefix: string;
  body: 'multipart' | 'json';
  /** The spec's admin path, e.g. 'editnotice'. */
  adminPath: string;
  /** Public page path, when the resource has a generic public list page. */
  publicPath?: string;
  fields: FieldDef[];
  /** Keys of the fields shown as admin table columns, in order. */
  columns: string[];
  /**
   * A multipart file part that may repeat, each occurrence filling the next file field in order (the spec's
   * tender client sends its documents as repeated `file` parts).
   */
  sequentialFilePart?: string;
  /** Keys of the fields shown on the public list page, in order. */
  publicColumns?: string[];
  texts: ResourceTexts;
  /** At least one of these fields (values or files) must be given, else `message` on the first (a video's source). */
  oneOf?: { keys: string[]; message: MessageKey };
}

export const defaultMax = (field: FieldDef): number | undefined =>
  field.max ??
  // Titles first: they are text fields too, which would otherwise get the shorter TEXT_MAX.
  (field.kind === 'text' && field.key.toLowerCase().includes('title') ? TITLE_MAX : undefined) ??
  ({ text: TEXT_MAX, longtext: DESCRIPTION_MAX, email: EMAIL_MAX, link: LINK_MAX, slug: SLUG_MAX } as Partial<Record<FieldKind, number>>)[field.kind];

/** The kinds of field that hold an uploaded file. */
export const FILE_KINDS = ['image', 'document', 'video', 'captions'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const isFileField = (field: FieldDef): boolean => (FILE_KINDS as readonly string[]).includes(field.kind);

/** Identity helper that checks a resource definition's shape. */
export const defineResource = <T extends ResourceDef>(def: T): T => def;
