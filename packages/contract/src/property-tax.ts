import type { MessageKey } from './messages.ts';
import { MOBILE_RE, isValidDate } from './patterns.ts';
import { hasBidiControls, hasControlChars, longerThan } from './text.ts';

/**
 * Property tax dues (issue 27): the demand register the revenue section imports as CSV, and the citizen's look-up
 * by assessment number (the owner's name and address only with the last four digits of the mobile on record).
 */

/** The register's CSV columns (a header row names them, in any order); `mobile` may be left out. */
export const PROPERTY_TAX_COLUMNS = [
  'assessment_no',
  'ward',
  'owner_name',
  'address',
  'annual_rental_value',
  'arrears',
  'current_demand',
  'amount_paid',
  'due_date',
  'mobile',
] as const;
export type PropertyTaxColumn = (typeof PROPERTY_TAX_COLUMNS)[number];
export const PROPERTY_TAX_REQUIRED: readonly PropertyTaxColumn[] = PROPERTY_TAX_COLUMNS.filter((c) => c !== 'mobile');

export const PROPERTY_TAX_IMPORT_MODES = ['replace', 'merge'] as const;
export type PropertyTaxImportMode = (typeof PROPERTY_TAX_IMPORT_MODES)[number];

/** The largest register file accepted (100,000 rows of a real register are ~15 MB). */
export const PROPERTY_TAX_FILE_MAX_MB = 40;
/** Rows in one file at most (the ward's whole register, with room). */
export const PROPERTY_TAX_ROWS_MAX = 200_000;
/** Bad lines listed in an answer at most (the count says how many there were in all). */
export const PROPERTY_TAX_ERRORS_LISTED = 100;
/** Rows shown in the preview. */
export const PROPERTY_TAX_PREVIEW_ROWS = 10;
export const PROPERTY_TAX_PAGE_SIZE = 25;
export const PROPERTY_TAX_OWNER_MAX = 200;
export const PROPERTY_TAX_ADDRESS_MAX = 500;
/** Rupees below 10^11 (the largest demand a council could raise, with room), up to two decimals. */
export const RUPEES_RE = /^\d{1,11}(?:\.\d{1,2})?$/;
/** An assessment number: letters, digits, / and -, starting with a letter or digit (kept in capitals). */
export const ASSESSMENT_NO_RE = /^[A-Z0-9][A-Z0-9/-]{0,29}$/;
export const MOBILE_LAST4_RE = /^\d{4}$/;

/** An assessment number as stored and looked up: trimmed, in capitals. */
export const normaliseAssessmentNo = (value: string) => value.trim().toUpperCase();

/** What a register line and a register row both hold (the amounts in paise on a line, in rupees on a row). */
interface PropertyTaxEntry {
  assessmentNo: string;
  ward: string;
  ownerName: string;
  address: string;
  annualRentalValue: number;
  arrears: number;
  currentDemand: number;
  amountPaid: number;
  dueDate: string;
}

/** A register line's values, checked: amounts in paise, the mobile's last four digits ('' when none). */
export interface PropertyTaxLine extends PropertyTaxEntry {
  mobileLast4: string;
}

/** One line's fault, by message key (the answer also carries the English text). */
export interface LineFault {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** Rupees with up to two decimals as paise, or null when the text is not such an amount. */
export function rupeesToPaise(text: string): number | null {
  if (!RUPEES_RE.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Paise as rupees (a JSON number, two decimals at most). */
export const paiseToRupees = (paise: number) => Math.round(paise) / 100;

const cleanText = (value: string) => !hasControlChars(value) && !hasBidiControls(value) && !value.includes('\uFFFD');

/**
 * Checks one register line (cells by column; the ward still by name, resolved by the server): its values, or the
 * first fault found. Blank arrears and amount_paid count as 0; a blank mobile means none on record.
 */
export function checkPropertyTaxLine(cells: Partial<Record<PropertyTaxColumn, string>>): { value: PropertyTaxLine } | { fault: LineFault } {
  const cell = (c: PropertyTaxColumn) => (cells[c] ?? '').trim();
  for (const c of PROPERTY_TAX_COLUMNS) {
    if (!cleanText(cells[c] ?? ''))
      return { fault: { key: cell(c).includes('\uFFFD') ? 'ptNotUtf8' : 'ptControlChars', params: { column: c } } };
  }
  const assessmentNo = normaliseAssessmentNo(cell('assessment_no'));
  if (!ASSESSMENT_NO_RE.test(assessmentNo)) return { fault: { key: 'ptAssessmentNo' } };
  const ward = cell('ward');
  if (!ward) return { fault: { key: 'ptRequired', params: { column: 'ward' } } };
  const ownerName = cell('owner_name');
  if (!ownerName) return { fault: { key: 'ptRequired', params: { column: 'owner_name' } } };
  if (longerThan(ownerName, PROPERTY_TAX_OWNER_MAX))
    return { fault: { key: 'ptTooLong', params: { column: 'owner_name', max: PROPERTY_TAX_OWNER_MAX } } };
  const address = cell('address');
  if (!address) return { fault: { key: 'ptRequired', params: { column: 'address' } } };
  if (longerThan(address, PROPERTY_TAX_ADDRESS_MAX))
    return { fault: { key: 'ptTooLong', params: { column: 'address', max: PROPERTY_TAX_ADDRESS_MAX } } };
  const amounts: Record<string, number> = {};
  for (const c of ['annual_rental_value', 'arrears', 'current_demand', 'amount_paid'] as const) {
    const text = cell(c);
    const paise = text === '' && (c === 'arrears' || c === 'amount_paid') ? 0 : rupeesToPaise(text);
    if (paise === null) return { fault: { key: 'ptAmount', params: { column: c } } };
    amounts[c] = paise;
  }
  const dueDate = cell('due_date');
  if (!isValidDate(dueDate)) return { fault: { key: 'ptDueDate' } };
  const mobile = cell('mobile').replace(/[\s-]/g, '');
  if (mobile && !MOBILE_RE.test(mobile)) return { fault: { key: 'ptMobile' } };
  return {
    value: {
      assessmentNo,
      ward,
      ownerName,
      address,
      annualRentalValue: amounts.annual_rental_value!,
      arrears: amounts.arrears!,
      currentDemand: amounts.current_demand!,
      amountPaid: amounts.amount_paid!,
      dueDate,
      mobileLast4: mobile ? mobile.slice(-4) : '',
    },
  };
}

/** A bad line of an import: its number in the file (the header is line 1), why, in English, and the key. */
export interface PropertyTaxLineError {
  line: number;
  message: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** A register row as the preview and the clerk's search show it (rupees; never the mobile). */
export interface PropertyTaxRow extends PropertyTaxEntry {
  balance: number;
  /** Whether a mobile is on record (its last four digits open the owner's details to a citizen). */
  hasMobile: boolean;
}

/** What an import (or its dry run) answers. */
export interface PropertyTaxImportResult {
  dryRun: boolean;
  mode: PropertyTaxImportMode;
  /** Data rows in the file. */
  rows: number;
  /** The first rows, as they would be stored (none when the file has bad lines). */
  preview: PropertyTaxRow[];
  /** The first bad lines (at most PROPERTY_TAX_ERRORS_LISTED). */
  errors: PropertyTaxLineError[];
  /** Bad lines in all. */
  errorCount: number;
  /** True when the register was written (not a dry run, no bad line). */
  imported: boolean;
  /** Properties on the register afterwards (or now, for a dry run or a refusal). */
  registerSize: number;
}

/** One import in the history. */
export interface PropertyTaxImportItem {
  id: number;
  fileName: string;
  mode: PropertyTaxImportMode;
  rows: number;
  importedBy: string | null;
  importedAt: string;
}

/** The citizen's look-up answer: the dues, and the owner's name and address only with the right four digits. */
export interface PropertyTaxDues {
  assessmentNo: string;
  ward: string;
  wardHi: string;
  annualRentalValue: number;
  arrears: number;
  currentDemand: number;
  amountPaid: number;
  /** arrears + current demand − paid (negative: paid in advance). */
  balance: number;
  dueDate: string;
  /** 'shown': name and address below; 'mismatch': the digits typed are not the mobile's; 'none': no mobile on record; 'notAsked'. */
  owner: 'shown' | 'mismatch' | 'none' | 'notAsked';
  ownerName?: string;
  address?: string;
}
