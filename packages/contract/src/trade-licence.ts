import { checkDraft, fieldsSchema } from './draft.ts';
import { bi, type FieldDef } from './resource.ts';
import { checkFilteredList } from './list-query.ts';
import type { FieldErrors } from './patterns.ts';
import { TRADE_LICENCE_STATUSES, type TradeLicenceAction, type TradeLicenceStatus } from './licence-workflow.ts';

/** Option values; their labels are the page's (tradeLicence.options.<field>.<value>). */
const values = (...list: string[]) => list.map((value) => ({ value, label: bi(value, value) }));

/** Structure sub types by structure type (the form shows them in groups). */
export const STRUCTURE_SUB_TYPES = { immovable: ['pucca', 'kutcha'], movable: ['handCart', 'motorVehicle'] } as const;

/** Trade Licence Application Form (spec §3 fields in the spec's four sections; `required` follows spec §5's markers). */
export const TRADE_LICENCE_SECTIONS: Array<{ id: string; fields: FieldDef[] }> = [
  {
    id: 'trade',
    fields: [
      {
        key: 'financialYear',
        kind: 'select',
        label: bi('Financial Year', 'वित्तीय वर्ष'),
        required: true,
        options: values('2023-2024', '2024-2025', '2025-2026', '2026-2027'),
      },
      {
        key: 'licenceType',
        kind: 'select',
        label: bi('Licence Type', 'लाइसेंस का प्रकार'),
        required: true,
        options: values('annual', 'renewal'),
      },
      { key: 'oldLicenceNo', kind: 'text', label: bi('Old Licence No.', 'पुराना लाइसेंस क्रमांक'), max: 50 },
      { key: 'tradeName', kind: 'text', label: bi('Trade Name', 'व्यापार का नाम'), required: true, max: 150 },
      {
        key: 'structureType',
        kind: 'select',
        label: bi('Structure Type', 'संरचना का प्रकार'),
        required: true,
        options: values('immovable', 'movable'),
      },
      {
        key: 'structureSubType',
        kind: 'select',
        label: bi('Structure Sub Type', 'संरचना का उप-प्रकार'),
        required: true,
        options: values(...Object.values(STRUCTURE_SUB_TYPES).flat()),
      },
      { key: 'commencementDate', kind: 'date', label: bi('Trade Commencement Date', 'व्यापार प्रारंभ तिथि'), required: true },
      { key: 'gstNo', kind: 'text', label: bi('GST No.', 'जीएसटी क्रमांक'), max: 15, pattern: /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9A-Z]{3}$/ },
    ],
  },
  {
    id: 'unit',
    fields: [
      { key: 'operationArea', kind: 'text', label: bi('Operation Area (sq ft)', 'संचालन क्षेत्रफल (वर्ग फ़ुट)'), required: true, max: 20, min: 1 },
      { key: 'employees', kind: 'integer', label: bi('Number of Employees', 'कर्मचारियों की संख्या'), min: 0 },
      {
        key: 'tradeCategory',
        kind: 'select',
        label: bi('Trade Category', 'व्यापार श्रेणी'),
        required: true,
        options: values('manufacturing', 'retail'),
      },
      { key: 'tradeType', kind: 'text', label: bi('Trade Type', 'व्यापार का प्रकार'), required: true, max: 100 },
      { key: 'tradeSubType', kind: 'text', label: bi('Trade Sub Type', 'व्यापार का उप-प्रकार'), max: 100 },
    ],
  },
  {
    id: 'location',
    fields: [
      { key: 'cantonment', kind: 'select', label: bi('Cantonment', 'छावनी क्षेत्र'), required: true, options: values('no', 'yes') },
      { key: 'doorNo', kind: 'text', label: bi('Door / House No.', 'द्वार / मकान क्रमांक'), required: true, max: 50 },
      { key: 'buildingName', kind: 'text', label: bi('Building Name', 'भवन का नाम'), max: 100 },
      { key: 'road', kind: 'text', label: bi('Road / Street', 'सड़क / गली'), max: 100 },
      { key: 'locality', kind: 'text', label: bi('Locality / Mohalla', 'मोहल्ला / क्षेत्र'), max: 100 },
      // Issue 27: the council's ward (one of its list, checked by the service), for the staff queue's ward filter.
      { key: 'ward', kind: 'text', label: bi('Ward', 'वार्ड'), max: 100 },
      { key: 'pincode', kind: 'text', label: bi('Pincode', 'पिनकोड'), max: 6, pattern: /^[0-9]{6}$/ },
    ],
  },
  {
    id: 'owner',
    fields: [
      { key: 'ownerName', kind: 'text', label: bi('Owner Name', 'स्वामी का नाम'), required: true, max: 100 },
      { key: 'guardianName', kind: 'text', label: bi('Father / Husband Name', 'पिता / पति का नाम'), required: true, max: 100 },
      { key: 'relationship', kind: 'select', label: bi('Relationship', 'संबंध'), required: true, options: values('father', 'husband') },
      { key: 'gender', kind: 'select', label: bi('Gender', 'लिंग'), required: true, options: values('male', 'female', 'other') },
      { key: 'dob', kind: 'date', label: bi('Date of Birth', 'जन्म तिथि'), required: true },
      // Issue 27: the applicant's mobile, required: it proves the application is theirs when tracking it.
      { key: 'mobile', kind: 'mobile', label: bi('Mobile Number', 'मोबाइल नंबर'), required: true },
      { key: 'email', kind: 'email', label: bi('Email', 'ई-मेल') },
      { key: 'pan', kind: 'text', label: bi('PAN', 'पैन'), max: 10, pattern: /^[A-Z]{5}[0-9]{4}[A-Z]$/ },
      {
        key: 'specialCategory',
        kind: 'select',
        label: bi('Special Owner Category', 'विशेष स्वामी श्रेणी'),
        options: values('none', 'freedomFighter', 'widow', 'disability', 'bpl', 'exServiceman'),
      },
      { key: 'address', kind: 'longtext', label: bi('Correspondence Address', 'पत्राचार का पता'), required: true, max: 500 },
    ],
  },
];

export const TRADE_LICENCE_FIELDS: FieldDef[] = TRADE_LICENCE_SECTIONS.flatMap((s) => s.fields);

/** The trade licence draft's schema, from its fields. */
export const tradeLicenceDraftSchema = fieldsSchema(TRADE_LICENCE_FIELDS);

/** Checks a trade licence draft: the trimmed values, or each field's message key with its label. */
export const checkTradeLicenceDraft = (draft: Record<string, unknown>) => checkDraft(tradeLicenceDraftSchema, TRADE_LICENCE_FIELDS, draft);

/*
 * Issue 27: applications submitted for real. The application's number is TL-YYYY-NNNNNN (the council's year in
 * India, one sequence per year for every process), an issued licence's LIC-YYYY-NNNNNN.
 */
export const TL_NO_RE = /^TL-\d{4}-\d{6,}$/;
export const LICENCE_NO_RE = /^LIC-\d{4}-\d{6,}$/;

/** The supporting documents: a PDF or a picture each (PDF: the document limit; picture: the image limit). */
export const TRADE_LICENCE_DOCUMENTS = [
  { key: 'identityDocument', label: bi('Identity proof', 'पहचान का प्रमाण'), required: true },
  { key: 'ownershipDocument', label: bi('Ownership deed or rent agreement', 'स्वामित्व विलेख या किराया अनुबंध'), required: false },
  { key: 'sitePhoto', label: bi('Photo of the site', 'स्थल का फ़ोटो'), required: false },
] as const;
export type TradeLicenceDocumentKind = (typeof TRADE_LICENCE_DOCUMENTS)[number]['key'];

/** Fields never answered to the public (tracking, verification) nor written to a log: spec's PAN, birth date, address. */
export const TRADE_LICENCE_PRIVATE_FIELDS = ['pan', 'dob', 'address'] as const;

export {
  TRADE_LICENCE_STATUSES,
  TRADE_LICENCE_OPEN_STATUSES,
  TRADE_LICENCE_WORKFLOW,
  TRADE_LICENCE_ACTIONS,
  actionsFor,
  type TradeLicenceStatus,
  type TradeLicenceAction,
} from './licence-workflow.ts';
export const TL_REMARKS_MAX = 1000;
export const TL_RECEIPT_NO_MAX = 40;
export const TL_FEE_MAX = 10_000_000;
export const TL_PAGE_SIZE = 25;
export const TL_SEARCH_MAX = 100;
/** How many days ahead the dashboard lists licences that expire. */
export const LICENCE_EXPIRY_NOTICE_DAYS = 30;
/** A licence's validity until Admin › Settings says otherwise: one financial year (to 31 March). */
export const LICENCE_VALIDITY_YEARS_DEFAULT = 1;
export const LICENCE_VALIDITY_YEARS_MAX = 5;

/** What the applicant is told after submitting (the API answers `applicationNo` only; the page shows the rest). */
export interface TradeLicenceAcknowledgement {
  applicationNo: string;
  submittedAt: string;
  tradeName: string;
  licenceType: string;
  /** Rupees from the fee schedule; null: the office assesses it. */
  feeDue: number | null;
  documents: Array<{ kind: TradeLicenceDocumentKind; name: string }>;
}

export interface TradeLicenceHistoryItem {
  action: string;
  status: TradeLicenceStatus;
  remarks: string;
  at: string;
}

export interface IssuedLicence {
  licenceNo: string;
  validFrom: string;
  validTo: string;
  status: 'valid' | 'expired' | 'cancelled';
}

/** Tracking (number + mobile): status and history; never PAN, date of birth, address or documents. */
export interface TrackedTradeLicence {
  applicationNo: string;
  status: TradeLicenceStatus;
  submittedAt: string;
  tradeName: string;
  licenceType: string;
  feeDue: number | null;
  receipt: { receiptNo: string; receiptDate: string; amount: number } | null;
  licence: IssuedLicence | null;
  history: TradeLicenceHistoryItem[];
  /** Returned for correction: the form's other fields as they stand, to correct (the private ones are left out). */
  correction: Record<string, string> | null;
}

/** The public verification page's answer: only the trade name, locality, validity and status. */
export interface LicenceVerification {
  licenceNo: string;
  tradeName: string;
  locality: string;
  validFrom: string;
  validTo: string;
  status: 'valid' | 'expired' | 'cancelled';
}

/** A row of the staff queue. */
export interface TradeLicenceQueueItem {
  id: number;
  applicationNo: string;
  status: TradeLicenceStatus;
  licenceType: string;
  tradeName: string;
  ownerName: string;
  mobile: string;
  tradeCategory: string;
  ward: string;
  feeDue: number | null;
  submittedAt: string;
  updatedAt: string;
}

/** An application as staff see it: everything, its documents and history (with who acted). */
export interface StaffTradeLicence extends TradeLicenceQueueItem {
  fields: Record<string, string>;
  receipt: { receiptNo: string; receiptDate: string; amount: number } | null;
  licence: IssuedLicence | null;
  documents: Array<{ id: number; kind: TradeLicenceDocumentKind; url: string; name: string; type: string; size: number }>;
  history: Array<TradeLicenceHistoryItem & { actorName: string | null; actorRole: string }>;
  actions: TradeLicenceAction[];
}

export const TL_SORTS = ['newest', 'oldest', 'tradeName', 'status'] as const;
export type TradeLicenceSort = (typeof TL_SORTS)[number];

export interface TradeLicenceFilters {
  q?: string;
  status?: TradeLicenceStatus;
  wardId?: number;
  category?: string;
  from?: string;
  to?: string;
  sort: TradeLicenceSort;
  page: number;
  pageSize: number;
}

/** Checks the staff queue's query (strings as in a URL): each bad filter with its field's message. */
export function checkTradeLicenceQuery(query: Record<string, unknown>): { filters: TradeLicenceFilters; errors: FieldErrors } {
  const defaults: TradeLicenceFilters = { page: 1, pageSize: TL_PAGE_SIZE, sort: 'newest' };
  return checkFilteredList(query, defaults, ({ fail, text, choice, upTo }, filters) => {
    const q = upTo('q', TL_SEARCH_MAX);
    if (q) filters.q = q;
    const status = choice('status', TRADE_LICENCE_STATUSES);
    if (status) filters.status = status;
    const ward = text('ward');
    if (ward && !/^[1-9]\d{0,8}$/.test(ward)) fail('ward', 'invalidChoice');
    else if (ward) filters.wardId = Number(ward);
    const categories = TRADE_LICENCE_FIELDS.find((f) => f.key === 'tradeCategory')!.options!.map((o) => o.value);
    const category = choice('category', categories);
    if (category) filters.category = category;
    const sort = choice('sort', TL_SORTS);
    if (sort) filters.sort = sort;
  });
}

/** The fee schedule's trade categories (the form's). */
export const TRADE_CATEGORIES = TRADE_LICENCE_FIELDS.find((f) => f.key === 'tradeCategory')!.options!.map((o) => o.value);

/** The trade categories' labels in both languages (the certificate's; the page's come from its texts). */
export const TRADE_CATEGORY_LABELS: Record<string, { en: string; hi: string }> = {
  manufacturing: { en: 'Manufacturing', hi: 'विनिर्माण' },
  retail: { en: 'Retail', hi: 'फुटकर व्यापार' },
};
