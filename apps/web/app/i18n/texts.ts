/**
 * The type of every UI text key (i18next's CustomTypeOptions, below): the English catalogue (en.ts), the shared
 * public page texts, the contract's messages, complaint fields and content types' texts, and every bundle a page
 * adds at render time with usePageTexts. A misspelt key, t('common.clsoe'), fails `npm run typecheck`
 * (keys.typecheck.ts proves it). Types only: nothing here is bundled.
 */
import type { TOptions } from 'i18next';
import type { messagesEn, ResourceName, ResourceTexts } from '@nagar/contract';
import type { Catalogue } from './en.ts';
import type { admin } from './admin.ts';
import type { displayTexts } from './pages/display.ts';
import type { feedTexts } from './pages/feeds.ts';
import type { publicPages } from './pages/public-pages.ts';
import type { adminList } from './pages/admin-list.ts';
import type { apiReference } from './pages/api-reference.ts';
import type { archiveTexts, validityAdminTexts } from './pages/archive.ts';
import type { audit } from './pages/audit.ts';
import type { bilingualWarning } from './pages/bilingual-warning.ts';
import type { clerkLists } from './pages/clerk-lists.ts';
import type { contact } from './pages/contact.ts';
import type { findMyWard } from './pages/find-my-ward.ts';
import type { grievanceErrorTexts, grievanceTexts } from './pages/grievance.ts';
import type { holidays } from './pages/holidays.ts';
import type { licenceTrack } from './pages/licence-track.ts';
import type { licencesAdmin } from './pages/licences.ts';
import type { localityImport } from './pages/locality-import.ts';
import type { inbox } from './pages/messages.ts';
import type { noticeTexts } from './pages/notifications.ts';
import type { citizenNoteTexts, homeTaskSettingsTexts, publicListTexts, receiptTexts } from './pages/phone.ts';
import type { policyTexts } from './pages/policy.ts';
import type { privacy } from './pages/privacy.ts';
import type { propertyTax } from './pages/property-tax.ts';
import type { reportTexts } from './pages/reports.ts';
import type { services, videos } from './pages/services.ts';
import type { filingClosedTexts, settingsTexts } from './pages/settings.ts';
import type { staffComplaints } from './pages/staff-complaints.ts';
import type { staffUsers } from './pages/staff-users.ts';
import type { tradeLicence } from './pages/trade-licence.ts';
import type { wardMerge } from './pages/ward-merge.ts';

/**
 * A content type's texts under res.<name> (i18n/resource-texts.ts builds them from its definition). Its fields'
 * keys come from the definition's data (FieldDef.key is a string), so below the type's name they are any string.
 */
export type ResourceTextsOf = { [K in keyof ResourceTexts]-?: string } & {
  confirmNoun: string;
  fields: Record<string, string>;
  options: Record<string, Record<string, string>>;
  download: Record<string, string>;
};
export type ResTexts = Record<ResourceName, ResourceTextsOf>;
/** One of a content type's own texts: t(`res.${def.name}.${key}`). */
export type ResourceTextKey = Exclude<keyof ResourceTextsOf, 'fields' | 'options' | 'download'>;

/**
 * A complaint field's texts under complaintField.<key> (the contract's complaintFieldTexts, from COMPLAINT_FIELDS,
 * whose entries hold their key as a string): which texts a field has is typed, its key is any string.
 */
export type ComplaintFieldText = 'label' | 'staff' | 'view' | 'hint' | 'text' | 'staffText';
export type ComplaintFieldTexts = Record<string, Record<ComplaintFieldText, string>>;

/**
 * Every bundle of page texts under the key a page adds it with (usePageTexts takes only these, so that the key
 * space below is the one the pages read).
 */
export type PageBundles = {
  admin: { en: typeof admin.en & { nav: Record<ResourceName, string> }; hi: typeof admin.hi & { nav: Record<ResourceName, string> } };
  res: { en: ResTexts; hi: ResTexts };
  adminList: typeof adminList;
  apiReference: typeof apiReference;
  audit: typeof audit;
  bilingualWarning: typeof bilingualWarning;
  clerk: typeof clerkLists;
  contact: typeof contact;
  findMyWard: typeof findMyWard;
  holidays: typeof holidays;
  licenceTrack: typeof licenceTrack;
  licencesAdmin: typeof licencesAdmin;
  localityImport: typeof localityImport;
  inbox: typeof inbox;
  notices: typeof noticeTexts;
  policy: typeof policyTexts;
  privacy: typeof privacy;
  propertyTax: typeof propertyTax;
  services: typeof services;
  videos: typeof videos;
  staffComplaints: typeof staffComplaints;
  staffUsers: typeof staffUsers;
  tradeLicence: typeof tradeLicence;
  wardMerge: typeof wardMerge;
} & typeof archiveTexts &
  typeof validityAdminTexts &
  typeof grievanceTexts &
  typeof grievanceErrorTexts &
  typeof citizenNoteTexts &
  typeof homeTaskSettingsTexts &
  typeof publicListTexts &
  typeof receiptTexts &
  typeof reportTexts &
  typeof filingClosedTexts &
  typeof settingsTexts;

type PageKeySpace = { [K in keyof PageBundles]: PageBundles[K]['en'] };

/** The public catalogue (catalogues.server.ts buildCatalogue), in English. */
export type PublicTexts = Catalogue &
  typeof displayTexts.en &
  typeof feedTexts.en &
  typeof publicPages.en & {
    msg: typeof messagesEn;
    complaintField: ComplaintFieldTexts;
    res: ResTexts;
    /** A public list's loading text by its path (resource-texts.ts pendingTexts). */
    pending: Record<string, string>;
  };

/** Every text a page can read: the public catalogue and the page bundles (res is the back office's full one). */
export type Texts = Omit<PublicTexts, 'res'> & PageKeySpace;

/**
 * Every key as one flat union ('common.close', 'res.notice.fields.title', ...), computed once: i18next then checks
 * a key against this union instead of walking the nested catalogue at every t() (much cheaper for tsc). Below a
 * text map whose keys come from data (Record<string, string>) the key's tail is any string.
 */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | readonly unknown[] ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type LeafKey = Leaves<Texts>;
/** A plural text ('filtersActive_one', 'filtersActive_other') is read by its stem with a count: t('adminList.filtersActive', { count }). */
type PluralStem<K> = K extends `${infer Stem}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Stem : never;
export type TextKey = LeafKey | PluralStem<LeafKey>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Record<TextKey, string> };
    // The catalogue is nested at run time ('.' separates the levels); its type is the flat key union above.
    keySeparator: false;
    nsSeparator: false;
    // No t(anyString, { defaultValue }) escape: every key is one of TextKey.
    strictKeyChecks: true;
  }
  /**
   * t's first signatures: the key is one of TextKey, the text a string. i18next's own (which follow) work out each
   * call's key space and return type from the resources, hundreds of type instantiations per call: with ~2,000 calls
   * that made `npm run typecheck` much slower. A key these do not take still goes on to i18next's, and fails there.
   */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface TFunction<Ns, KPrefix> {
    /** A list of texts (the privacy policy's paragraphs): the caller says what it holds. */
    (key: TextKey, options: TOptions & { returnObjects: true }): unknown;
    (key: TextKey | TextKey[], options?: TOptions): string;
  }
}
