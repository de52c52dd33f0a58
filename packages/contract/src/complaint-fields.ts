import { COMPLAINT_SHORT_MAX, COMPLAINT_TEXT_MAX, type ComplaintOptions } from './complaints.ts';
import { EMAIL_MAX } from './limits.ts';
import type { MessageKey } from './messages.ts';
import { bi, type Bilingual } from './resource.ts';

/** The longest way of writing a mobile number ('+91 90000-12345' and the like). */
export const COMPLAINT_MOBILE_INPUT_MAX = 20;

/** The council's lists a complaint's choices come from. */
export type ComplaintChoiceList = keyof Pick<ComplaintOptions, 'districts' | 'wards' | 'grievanceTypes'>;

/** One field of the complaint as it is filed (COMPLAINT_FIELDS). */
export interface ComplaintField {
  /** Its name in JSON, in multipart and in the pages' forms: the spec's Complaint names as sent. */
  readonly key: string;
  readonly kind: 'select' | 'longtext' | 'text' | 'mobile' | 'boolean' | 'email';
  readonly label: Bilingual;
  readonly required?: boolean;
  /** The message for a missing value; defaults to the generic one. */
  readonly requiredMessage?: MessageKey;
  /** The longest value, in characters as a person sees them (a select's value is one of its list's). */
  readonly max?: number;
  /** Select fields: the council's list its values come from. */
  readonly list?: ComplaintChoiceList;
  /**
   * Part of the complaint's draft, checked by the contract's schema in the browser and by the service
   * (complaintDraftSchema); the others the service reads itself (the e-mail, the notices' language, the trap, the channel).
   */
  readonly draft?: true;
  /** Sent by one filer only: 'citizen' (the trap for robots on the citizen's form) or 'staff' (filing for a citizen). */
  readonly filer?: 'citizen' | 'staff';
  /** The citizen's page sets it itself (the notices' language: the page's); it is no control of that form. */
  readonly pageSets?: true;
  /** The complaints table's column (its Drizzle property) that keeps the checked value as it is; none: stored by a rule or not at all. */
  readonly column?: string;
  /** Kept for staff only: never in the public answer (the citizen's name). */
  readonly private?: true;
  /** What it is, for the API document (the draft's fields are the spec's and say it by their names). */
  readonly description?: string;
  /** How the forms and the complaint's pages show it (ComplaintFieldShow); no page names the fields itself. */
  readonly show?: ComplaintFieldShow;
}

/**
 * A draft field on the pages: the citizen's form groups its controls (where, what, about you) and sizes them; the
 * counter filing form and the staff's complaint page call the fields as staff speak of them (the citizen's name is
 * "Citizen's name" there, "Your name" to the citizen); the public complaint page has the spec's labels.
 */
export interface ComplaintFieldShow {
  readonly section: 'where' | 'what' | 'you';
  /** Its share of a row on a wide screen: a third, a half or all of it. */
  readonly width: 'third' | 'half' | 'full';
  /** A line under the citizen's control. */
  readonly hint?: Bilingual;
  /** Its label on the staff's screens (default: `label`). */
  readonly staffLabel?: Bilingual;
  /** Its label on the public complaint page (default: `label`). */
  readonly viewLabel?: Bilingual;
  /** A checkbox's sentence on the citizen's form, and on the staff's form (`staffText`). */
  readonly text?: Bilingual;
  readonly staffText?: Bilingual;
  /** The browser's autofill name on the citizen's form (staff type for someone else: off there). */
  readonly autoComplete?: string;
}

/**
 * The complaint as it is filed: the one list of its fields, in the citizen's form's order. The contract's draft schema,
 * the API's JSON and multipart bodies (and so the API document), the service's input type, its insert, the public
 * answer's fields (PublicComplaint and its schema), the citizen's page and the counter filing screen are all read from
 * it; the table's schema (apps/server/src/db/schema.ts) keeps it.
 */
export const COMPLAINT_FIELDS = [
  {
    key: 'district',
    kind: 'select',
    label: bi('District', 'ज़िला'),
    required: true,
    list: 'districts',
    draft: true,
    column: 'district',
    show: { section: 'where', width: 'third' },
  },
  {
    key: 'ward',
    kind: 'select',
    label: bi('Ward', 'वार्ड'),
    required: true,
    list: 'wards',
    draft: true,
    column: 'ward',
    show: { section: 'where', width: 'third' },
  },
  {
    key: 'grivance',
    kind: 'select',
    label: bi('Grievance Type', 'शिकायत का प्रकार'),
    required: true,
    list: 'grievanceTypes',
    draft: true,
    column: 'grivance',
    show: {
      section: 'what',
      width: 'third',
      staffLabel: bi('Grievance type', 'शिकायत प्रकार'),
      viewLabel: bi('Grievance Type', 'शिकायत का प्रकार'),
    },
  },
  {
    key: 'additional_Information',
    kind: 'longtext',
    label: bi('Additional Information', 'अतिरिक्त जानकारी'),
    required: true,
    max: COMPLAINT_TEXT_MAX,
    draft: true,
    column: 'additional_Information',
    show: {
      section: 'what',
      width: 'full',
      hint: bi('Describe the problem (up to 4,000 characters).', 'समस्या का वर्णन करें (4,000 अक्षरों तक)।'),
      staffLabel: bi('Additional information', 'अतिरिक्त जानकारी'),
      viewLabel: bi('Additional Information', 'अतिरिक्त जानकारी'),
    },
  },
  {
    key: 'landmark',
    kind: 'text',
    label: bi('Landmark', 'निकटतम पहचान स्थल'),
    max: COMPLAINT_SHORT_MAX,
    draft: true,
    column: 'landmark',
    show: { section: 'where', width: 'third' },
  },
  {
    key: 'your_Suggestion',
    kind: 'text',
    label: bi('Your Suggestion', 'आपका सुझाव'),
    max: COMPLAINT_SHORT_MAX,
    draft: true,
    column: 'your_Suggestion',
    show: { section: 'what', width: 'full', staffLabel: bi('Suggestion', 'सुझाव'), viewLabel: bi('Suggestion', 'सुझाव') },
  },
  {
    key: 'name',
    kind: 'text',
    label: bi('Your name', 'आपका नाम'),
    required: true,
    max: 100,
    draft: true,
    column: 'citizenName',
    private: true,
    show: { section: 'you', width: 'half', staffLabel: bi('Citizen’s name', 'नागरिक का नाम'), autoComplete: 'name' },
  },
  // Stored normalised ('+91 90000-12345' as 9000012345): the service's rule.
  {
    key: 'mobile',
    kind: 'mobile',
    label: bi('Mobile number', 'मोबाइल नंबर'),
    required: true,
    max: COMPLAINT_MOBILE_INPUT_MAX,
    draft: true,
    show: {
      section: 'you',
      width: 'half',
      hint: bi(
        '10 digits. You need it, with the complaint number, to track your complaint.',
        '10 अंक। शिकायत ट्रैक करने के लिए शिकायत संख्या के साथ इसकी आवश्यकता होगी।',
      ),
      staffLabel: bi('Mobile', 'मोबाइल'),
      autoComplete: 'tel-national',
    },
  },
  {
    key: 'email',
    kind: 'email',
    label: bi('E-mail (optional)', 'ई-मेल (वैकल्पिक)'),
    max: EMAIL_MAX,
    description: "The citizen's e-mail address, optional: notices go there too",
    show: {
      section: 'you',
      width: 'half',
      hint: bi(
        'We send the news of your complaint by SMS to your mobile, and here too if you give an address.',
        'आपकी शिकायत की जानकारी हम आपके मोबाइल पर SMS से भेजते हैं, और पता देने पर यहाँ भी।',
      ),
      staffLabel: bi('Citizen’s e-mail (optional)', 'नागरिक का ई-मेल (वैकल्पिक)'),
      autoComplete: 'email',
    },
  },
  {
    key: 'consent',
    kind: 'boolean',
    label: bi('Consent', 'सहमति'),
    required: true,
    requiredMessage: 'complaintConsent',
    draft: true,
    show: {
      section: 'you',
      width: 'full',
      text: bi(
        'I agree to be contacted by the council about this complaint.',
        'मैं इस शिकायत के बारे में परिषद द्वारा संपर्क किए जाने के लिए सहमत हूँ।',
      ),
      staffText: bi('The citizen agrees to be contacted about this complaint', 'नागरिक इस शिकायत के बारे में संपर्क किए जाने के लिए सहमत है'),
    },
  },
  {
    key: 'language',
    kind: 'select',
    label: bi('SMS and e-mail in', 'SMS और ई-मेल की भाषा'),
    pageSets: true,
    description: "'hi' for notices in Hindi (else English; without it, the request's Accept-Language decides)",
  },
  {
    key: 'website',
    kind: 'text',
    label: bi('Leave this field empty', 'इस फ़ील्ड को खाली छोड़ें'),
    filer: 'citizen',
    description: 'Left empty by people (a trap for robots)',
  },
  {
    key: 'channel',
    kind: 'select',
    label: bi('How it came in', 'शिकायत कैसे आई'),
    filer: 'staff',
    description: 'How it came in: counter, phone, letter or web',
  },
] as const satisfies readonly ComplaintField[];

type ComplaintFieldOf = (typeof COMPLAINT_FIELDS)[number];
/** A complaint field's name. */
export type ComplaintFieldKey = ComplaintFieldOf['key'];
/** The fields of the complaint's draft (checked by complaintDraftSchema). */
export type ComplaintDraftKey = Extract<ComplaintFieldOf, { draft: true }>['key'];
/** The complaints table's columns that keep a field as checked. */
export type ComplaintColumn = Extract<ComplaintFieldOf, { column: string }>['column'];

/** A complaint as sent, before any check: each field as typed (a checkbox may come as a boolean in JSON). */
export type ComplaintInput = {
  [F in ComplaintFieldOf as F['key']]?: F['kind'] extends 'boolean' ? string | boolean : string;
};

/** The fields a filer sends: the citizen's (the API's and the page's form) or staff's (filing for a citizen). */
export const complaintFieldsOf = (filer: 'citizen' | 'staff'): readonly ComplaintField[] =>
  (COMPLAINT_FIELDS as readonly ComplaintField[]).filter((f) => !f.filer || f.filer === filer);

/** The complaint's draft fields, in the form's order. */
export const COMPLAINT_DRAFT_FIELDS = (COMPLAINT_FIELDS as readonly ComplaintField[]).filter(
  (f): f is ComplaintField & { key: ComplaintDraftKey } => f.draft === true,
);

/** The citizen's page's form fields (its controls, in its order): the citizen's fields but those the page sets. */
export const COMPLAINT_PAGE_FIELDS = complaintFieldsOf('citizen')
  .filter((f) => !f.pageSets)
  .map((f) => f.key as ComplaintFieldKey);

/** A field the table keeps as checked. */
export type KeptComplaintField = ComplaintField & { column: string };
type PublicFieldOf = Exclude<Extract<ComplaintFieldOf, { column: string }>, { private: true }>;
type ChosenFieldOf = Extract<PublicFieldOf, { list: string }>;
/** The complaint's fields in its public answer (PublicComplaint): each kept one but the private, and each chosen one's Hindi name. */
export type ComplaintAnswerFields = { [F in PublicFieldOf as F['column']]: string } & { [F in ChosenFieldOf as `${F['key']}Hi`]: string };

/**
 * The complaint's fields in its public answer, in the answer's order: the chosen ones (district, ward, type), their
 * Hindi names in the council's lists (`<key>Hi`), then the typed ones; `value` and `hindiName` give each its value
 * (the server's answer) or its schema (the API document's).
 */
export function complaintAnswerFields<T>(
  value: (f: KeptComplaintField) => T,
  hindiName: (f: KeptComplaintField & { list: ComplaintChoiceList }) => T,
): Record<string, T> {
  const kept = (COMPLAINT_FIELDS as readonly ComplaintField[]).filter((f): f is KeptComplaintField => !!f.column && !f.private);
  const chosen = kept.filter((f): f is KeptComplaintField & { list: ComplaintChoiceList } => !!f.list);
  const entries: Array<[string, T]> = [
    ...chosen.map((f): [string, T] => [f.column, value(f)]),
    ...chosen.map((f): [string, T] => [`${f.key}Hi`, hindiName(f)]),
    ...kept.filter((f) => !f.list).map((f): [string, T] => [f.column, value(f)]),
  ];
  return Object.fromEntries(entries);
}

/** A field the forms show (one with `show`), as the forms and pages read it. */
export type ShownComplaintField = ComplaintField & { show: ComplaintFieldShow };

/** The fields the complaint's forms have controls for, in the definition's order. */
export const COMPLAINT_FORM_FIELDS = (COMPLAINT_FIELDS as readonly ComplaintField[]).filter((f): f is ShownComplaintField => !!f.show);

/** The fields a complaint's page shows of it (public and staff): the kept ones anyone may see, in the definition's order. */
export const COMPLAINT_SHOWN_FIELDS = COMPLAINT_FORM_FIELDS.filter(
  (f): f is ShownComplaintField & KeptComplaintField => !!f.column && !f.private,
);

/**
 * The forms' and pages' texts of each shown field in one language, for the catalogue (t('complaintField.ward.label')):
 * `label` (the citizen's form), `staff` (the staff's screens), `view` (the public complaint page), `hint`, `text`,
 * `staffText`.
 */
export function complaintFieldTexts(lang: 'en' | 'hi'): Record<string, Record<string, string>> {
  return Object.fromEntries(
    COMPLAINT_FORM_FIELDS.map((f) => {
      const { hint, staffLabel, viewLabel, text, staffText } = f.show;
      const texts: Record<string, string> = {
        label: f.label[lang],
        staff: (staffLabel ?? f.label)[lang],
        view: (viewLabel ?? f.label)[lang],
      };
      if (hint) texts.hint = hint[lang];
      if (text) texts.text = text[lang];
      if (staffText) texts.staffText = staffText[lang];
      return [f.key, texts];
    }),
  );
}
