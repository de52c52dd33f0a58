import { checkDraft, fieldsSchema } from './draft.ts';
import { bi, type FieldDef } from './resource.ts';

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
