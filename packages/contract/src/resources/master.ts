import { bi, defineResource, formTexts, type Bilingual, type FieldDef } from '../resource.ts';
import { COMPLAINT_DEFAULT_RESOLUTION_DAYS, COMPLAINT_RESOLUTION_DAYS_MAX } from '../complaints.ts';

/** An Indian postal code: six digits, not starting with 0. */
export const PINCODE_RE = /^[1-9]\d{5}$/;

/** The grievance form's lists that staff manage: one field each, on the shared mechanism. */
function masterList<N extends string>(
  name: N,
  api: string,
  adminPath: string,
  heading: Bilingual,
  entity: Bilingual,
  noun: Bilingual,
  extra: { fields: FieldDef[]; columns: string[] } = { fields: [], columns: [] },
) {
  return defineResource({
    name,
    api,
    prefix: entity.en.replace(/\s/g, ''),
    body: 'json',
    adminPath,
    fields: [{ key: 'name', kind: 'text', label: bi('Name', 'नाम'), bilingual: true, required: true, max: 100 }, ...extra.fields],
    columns: ['name', ...extra.columns],
    nav: { label: heading, area: 'masters' },
    texts: {
      heading,
      entity,
      noun,
      empty: bi('No data found.', 'कोई डेटा नहीं मिला।'),
      ...formTexts(entity, 'नया', 'जोड़ें'),
    },
  });
}

export const district = masterList(
  'district',
  'district',
  'districts',
  bi('Districts', 'ज़िले'),
  bi('District', 'ज़िला'),
  bi('district', 'ज़िला'),
);
export const ward = masterList('ward', 'ward', 'wards', bi('Wards', 'वार्ड'), bi('Ward', 'वार्ड'), bi('ward', 'वार्ड'));
/** A place of the town (a mohalla, colony or landmark) and its ward (issue 27, Find my ward); CSV import. */
export const locality = masterList(
  'locality',
  'locality',
  'localities',
  bi('Localities', 'मोहल्ले'),
  bi('Locality', 'मोहल्ला'),
  bi('locality', 'मोहल्ला'),
  {
    fields: [
      { key: 'wardId', kind: 'reference', references: 'ward', label: bi('Ward', 'वार्ड'), required: true },
      // Hidden from the admin table on a phone (the ward and the name need the room).
      { key: 'pincode', kind: 'text', label: bi('Pincode', 'पिन कोड'), max: 6, pattern: PINCODE_RE, wideOnly: true },
    ],
    columns: ['wardId', 'pincode'],
  },
);
export const grievanceType = masterList(
  'grievanceType',
  'grievance-type',
  'grievancetypes',
  bi('Grievance Types', 'शिकायत प्रकार'),
  bi('Grievance Type', 'शिकायत प्रकार'),
  bi('grievance type', 'शिकायत प्रकार'),
  {
    // Issue 28: the time within which a complaint of this type is to be resolved; its due date at filing.
    fields: [
      {
        key: 'resolutionDays',
        kind: 'integer',
        label: bi('Resolution time (days)', 'निस्तारण की समय-सीमा (दिन)'),
        required: true,
        min: 1,
        maxValue: COMPLAINT_RESOLUTION_DAYS_MAX,
        initial: String(COMPLAINT_DEFAULT_RESOLUTION_DAYS),
      },
    ],
    columns: ['resolutionDays'],
  },
);
