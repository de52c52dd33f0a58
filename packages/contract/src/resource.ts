import { EMAIL_MAX, TEXT_MAX, TITLE_MAX, DESCRIPTION_MAX, LINK_MAX, SLUG_MAX } from './limits.ts';
import type { MessageKey } from './messages.ts';
import { textOf } from './text.ts';
import type { BilingualSetting, SiteSettings } from './settings.ts';

/** A text in both languages of the portal. */
export interface Bilingual {
  en: string;
  hi: string;
}
export const bi = (en: string, hi: string): Bilingual => ({ en, hi });

/** A select field's choice: the value stored and its label in both languages. */
export interface Choice {
  value: string;
  label: Bilingual;
}
/** A choice list whose values are their English labels: `[value, Hindi label]`, or `[value, Hindi, English]` where they differ. */
export const choices = (rows: ReadonlyArray<readonly [value: string, hi: string, en?: string]>): Choice[] =>
  rows.map(([value, hi, en = value]) => ({ value, label: bi(en, hi) }));

/** Half of a bilingual value in a language, falling back to the other half when it is empty. */
export const pickLang = (value: Bilingual, lang: 'en' | 'hi'): string => (lang === 'hi' ? value.hi || value.en : value.en || value.hi);

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
  | 'captions'
  /** A row of another content type or master list (`references`: its name), stored as that row's id. */
  | 'reference';

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
  /**
   * Reference fields: the name of the resource whose row this one refers to ('ward'). The value is the row's id;
   * the service refuses an id that is no row of it, and the admin form offers its rows by name.
   */
  references?: string;
  /** Choices of a select field (stored as the English value). */
  options?: Choice[];
  /** A file field's download name comes from this field's value when it has one (tender document titles). */
  nameFrom?: string;
  /** Link text of a file field's download ('Download File 2'); defaults to 'Download Document'. */
  downloadLabel?: Bilingual;
  /** Hidden from the admin table on narrow screens (long text, secondary files). */
  wideOnly?: boolean;
  /** Date fields: the key of the date field this one may not precede (a from/to pair: set on the "to"). */
  notBefore?: string;
  /** Text fields: the whole value must match (after the length check); message `fieldPattern`. */
  pattern?: RegExp;
  /** The smallest number the value may be (message `fieldNumberMin`). */
  min?: number;
  /** The largest number the value may be (message `fieldNumberMax`). */
  maxValue?: number;
  /**
   * Text and long-text fields: the value is written in both languages. `defineResource` adds the Hindi twin
   * right after the field, keyed `<key>Hi` (multipart `<Prefix>.<part>Hi`, JSON `<key>Hi`, column `<column>_hi`);
   * the English value keeps the spec's name and its rules, the Hindi one is optional.
   */
  bilingual?: boolean;
  /** Set on a Hindi twin: the key of the English field it translates. */
  hiOf?: string;
  /** Date fields: the admin form starts a new record with today's date (IST). */
  defaultToday?: boolean;
  /**
   * A new record's value when the request leaves the field out, and where the admin form starts (a grievance type's
   * resolution days); sent blank, a required field is still refused. For dates, `defaultToday`.
   */
  initial?: string;
}

/** A new record's value of a field the request leaves out: today (IST) for `defaultToday`, else `initial`. */
export const initialValue = (field: FieldDef, now = Date.now()): string | undefined =>
  field.defaultToday ? new Date(now + 330 * 60_000).toISOString().slice(0, 10) : field.initial;

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

/**
 * A back-office form's titles and buttons for the thing it makes (`Notice` / `सूचना`): 'Create New Notice', 'Edit
 * Notice', 'Create Notice', 'Update Notice'. Hindi needs the noun's gender for "new" (नया, नई) and the screen's verb
 * (बनाएँ: create, जोड़ें: add).
 */
export const formTexts = (thing: Bilingual, newHi: 'नया' | 'नई', verbHi: 'बनाएँ' | 'जोड़ें' = 'बनाएँ') => ({
  createTitle: bi(`Create New ${thing.en}`, `${newHi} ${thing.hi} ${verbHi}`),
  editTitle: bi(`Edit ${thing.en}`, `${thing.hi} संपादित करें`),
  createSubmit: bi(`Create ${thing.en}`, `${thing.hi} ${verbHi}`),
  updateSubmit: bi(`Update ${thing.en}`, `${thing.hi} अपडेट करें`),
});

/**
 * A public list's texts for the records it shows (`notice` / `सूचना`, as the spec words them): its empty, loading,
 * not-found and failure messages, and the back office's failure to process one (`noun`: 'the notice').
 */
export const publicListTexts = (data: Bilingual, noun: Bilingual) => ({
  publicEmpty: bi(`No ${data.en} entries found.`, `कोई ${data.hi} प्रविष्टि नहीं मिली।`),
  publicLoading: bi(`Loading ${data.en} data...`, `${data.hi} डेटा लोड हो रहा है...`),
  // Spec §8 begins the sentence with a capital: 'Circular data not found (404).'
  publicNotFound: bi(`${data.en.charAt(0).toUpperCase()}${data.en.slice(1)} data not found (404).`, `${data.hi} डेटा नहीं मिला (404)।`),
  publicError: bi(`An error occurred while fetching the ${data.en} data.`, `${data.hi} डेटा प्राप्त करते समय त्रुटि हुई।`),
  processError: bi(`There was an error processing the ${noun.en}.`, `${noun.hi} संसाधित करने में त्रुटि हुई।`),
});

/**
 * A filter of the admin list: `select` narrows to one of a select field's options (query `?<key>=`), `text` to
 * values containing the words (`?<key>=`, case-insensitive), `dateRange` to a date field's range (`?from=&to=`).
 */
export type ListFilter = { kind: 'select'; field: string } | { kind: 'text'; field: string } | { kind: 'dateRange'; field: string };

/** Where a content type sits in the back office's sidebar. */
export interface NavEntry {
  /** The sidebar's label (defaults to the screen's heading). */
  label?: Bilingual;
  /**
   * The back-office area of its screen: 'content' (editors), 'masters' (grievance officers) or 'licences' (the
   * revenue clerk's trade licence fee schedule). Default 'content'.
   */
  area?: 'content' | 'masters' | 'licences';
}

export interface ResourceDef<N extends string = string> {
  /** Key used in routes and catalogues: 'notice'. One of `ResourceName` for the portal's own types. */
  name: N;
  /** Path segment after /api/Admin/ and /api/Public/. */
  api: string;
  /** Multipart prefix: 'Notice' for 'Notice.title'. */
  prefix: string;
  body: 'multipart' | 'json';
  /** The back office's path of its screen, under /admin: the spec's where it names one ('editnotice'). */
  adminPath: string;
  /**
   * The spec names `adminPath` as an address of its own (/editnotice, /slider): that address leads to the screen under
   * /admin (apps/web/app/routes.ts). The portal's later types ('holidays', 'services') have no such address.
   */
  specAdminPath?: true;
  /** The path of its public list page, when it has the generic one (routes/site/public-list.tsx): routes.ts makes the route. */
  publicPath?: string;
  /**
   * Its public list's entry in the site menu's Documents section (SITE_MENU, which the header and both sitemaps
   * read): the label's key in the web app's catalogues and its place among the section's entries. Every type with a
   * `publicPath` has one (site-menu.test.ts).
   */
  menu?: { label: string; position: number };
  /**
   * Found by the site search: `kind` is the number its table's triggers write into search_entries (migration 0012 names
   * each searched table's kind and columns; a new searched type adds its trigger in its migration). Hits link to its
   * public list (`publicPath`) unless the server names another page for it (search/search.ts).
   */
  search?: { kind: number };
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
  /** The field that names a record (dialogs, audit, details); defaults to title, tender_title or name (see recordTitleField). */
  titleField?: string;
  /** Fields the admin list's search looks in (ILIKE); defaults to the text fields among the columns. */
  searchFields?: string[];
  /** The admin list's filters; none by default. */
  filters?: ListFilter[];
  /** The sidebar entry; defaults to the heading, in the content area. */
  nav?: NavEntry;
  /** At least one of these fields (values or files) must be given, else `message` on the first (a video's source). */
  oneOf?: { keys: string[]; message: MessageKey };
  /** The record has a "valid until" date (field `validUntil`) and expired records move to an archive page. */
  validity?: Validity;
}

/**
 * How a content type's records expire (GIGW 3.0 archive): the field `validUntil` (a date, optional). A new record
 * saved without one gets `from`'s date (today when `from` is set by the server) plus the type's period in the
 * site settings (`validityMonths[name]`; 0: no default). A record whose date has passed (before today in IST)
 * leaves the public lists for the archive page at `/<path>` (default `<publicPath>/archive`), filtered by the
 * year of `year` (default `from`).
 */
export interface Validity {
  from: string;
  year?: string;
  path?: string;
}

/** The key of the "valid until" field. */
export const VALID_UNTIL = 'validUntil';

/** The archive page's path of a content type with validity ('notice/archive'), without the leading slash. */
export const archivePathOf = (def: ResourceDef): string | undefined =>
  def.validity ? (def.validity.path ?? `${def.publicPath ?? def.api}/archive`) : undefined;

/** The content types with validity, in the admin sidebar's order of `list`. */
export const withValidity = (list: readonly ResourceDef[]): ResourceDef[] => list.filter((r) => r.validity);

export const defaultMax = (field: FieldDef): number | undefined =>
  field.max ??
  // Titles first: they are text fields too, which would otherwise get the shorter TEXT_MAX.
  (field.kind === 'text' && field.key.toLowerCase().includes('title') ? TITLE_MAX : undefined) ??
  ({ text: TEXT_MAX, longtext: DESCRIPTION_MAX, email: EMAIL_MAX, link: LINK_MAX, slug: SLUG_MAX } as Partial<Record<FieldKind, number>>)[
    field.kind
  ];

/** The kinds of field that hold an uploaded file. */
export const FILE_KINDS = ['image', 'document', 'video', 'captions'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const isFileField = (field: FieldDef): boolean => (FILE_KINDS as readonly string[]).includes(field.kind);

/** A definition's reference fields (to other resources' rows). */
export const referenceFields = (def: Pick<ResourceDef, 'fields'>): FieldDef[] => def.fields.filter((f) => f.kind === 'reference');

/** The key of the field that names a record, or undefined (a slider has none). */
export const recordTitleField = (def: ResourceDef): string | undefined =>
  def.titleField ?? ['title', 'tender_title', 'name'].find((k) => def.fields.some((f) => f.key === k));

/** A record's name for dialogs and the audit trail: its title field's value, else '#id'. */
export function recordTitle(def: ResourceDef, item: { id: number } & Record<string, unknown>): string {
  const key = recordTitleField(def);
  const value = key ? item[key] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : `#${item.id}`;
}

/**
 * The fields the admin list searches: the definition's, else the text fields among its columns; a bilingual
 * field's Hindi twin with it (a clerk may type either language).
 */
export const searchFieldsOf = (def: ResourceDef): string[] =>
  (
    def.searchFields ??
    def.columns.filter((key) => {
      const kind = def.fields.find((f) => f.key === key)?.kind;
      return kind === 'text' || kind === 'longtext' || kind === 'email';
    })
  ).flatMap((key) => [key, ...(def.fields.some((f) => f.hiOf === key) ? [hindiKey(key)] : [])]);

/** The admin list's sortable fields: its columns that hold values (not files). */
export const sortFieldsOf = (def: ResourceDef): string[] =>
  def.columns.filter((key) => {
    const field = def.fields.find((f) => f.key === key);
    return !!field && !isFileField(field);
  });

/** The screen's area in the permission matrix. */
export const navAreaOf = (def: ResourceDef): 'content' | 'masters' | 'licences' => def.nav?.area ?? 'content';

/** The key of a bilingual field's Hindi twin: `title` → `titleHi`. */
export const hindiKey = (key: string): string => `${key}Hi`;

/** A bilingual field's Hindi twin: optional, same kind and length, marked as Hindi, shown on wide screens. */
export function hindiTwin(field: FieldDef): FieldDef {
  return {
    key: hindiKey(field.key),
    kind: field.kind,
    label: bi(`${field.label.en} (Hindi)`, `${field.label.hi} (हिंदी)`),
    ...(field.part ? { part: hindiKey(field.part) } : {}),
    max: defaultMax(field),
    hiOf: field.key,
    wideOnly: true,
  };
}

/** The fields with each bilingual field followed by its Hindi twin. */
export const withHindiTwins = (fields: readonly FieldDef[]): FieldDef[] =>
  fields.flatMap((f) => (f.bilingual && !fields.some((g) => g.key === hindiKey(f.key)) ? [f, hindiTwin(f)] : [f]));

/** The Hindi twin of a field in a definition, if the field is bilingual. */
export const hindiTwinOf = (def: Pick<ResourceDef, 'fields'>, key: string): FieldDef | undefined => def.fields.find((f) => f.hiOf === key);

/**
 * A value of a record in the visitor's language: the Hindi twin's value on a Hindi page when it has one, else the
 * English value; `lang` says which language the returned text is in (for a `lang` attribute on a fallback).
 */
export function localValue(item: Record<string, unknown>, key: string, lang: 'en' | 'hi'): { text: string; lang: 'en' | 'hi' } {
  const en = textOf(item[key]).trim();
  const hi = textOf(item[hindiKey(key)]).trim();
  if (lang === 'hi' && hi) return { text: hi, lang: 'hi' };
  if (lang === 'en' && !en && hi) return { text: hi, lang: 'hi' };
  return { text: en, lang: 'en' };
}

/**
 * A bilingual setting (Admin › Settings) in a language, as `localValue` reads a record's field: the Hindi text on a
 * Hindi page when there is one, else the English (and the reverse). `site` needs only that setting's pair (the
 * notifier reads the council's name from a narrower record than the whole settings).
 */
export const settingText = <K extends BilingualSetting>(site: Pick<SiteSettings, K | `${K}Hi`>, key: K, lang: 'en' | 'hi'): string =>
  localValue(site, key, lang).text;

/**
 * Checks a resource definition's shape and adds the Hindi twin of each bilingual field. The name keeps its literal
 * type ('notice'), from which the contract's `ResourceName` union is made.
 */
export const defineResource = <N extends string, T extends ResourceDef<N>>(def: T & { name: N }): T => ({
  ...def,
  fields: withHindiTwins(def.fields),
});
