import { z } from 'zod';
import { COMPLAINT_MAX_PHOTOS, COMPLAINT_SHORT_MAX, COMPLAINT_TEXT_MAX, type ComplaintOptions } from './complaints.ts';
import { checkDraft, fieldsSchema } from './draft.ts';
import { bi, type FieldDef } from './resource.ts';

/** The longest way of writing a mobile number ('+91 90000-12345' and the like). */
export const COMPLAINT_MOBILE_INPUT_MAX = 20;

/** The lists a draft is checked against: their English names (the values a complaint takes). */
type Choices = Pick<ComplaintOptions, 'districts' | 'wards' | 'grievanceTypes'>;

const choice = (list: string[]) => list.map((value) => ({ value, label: bi(value, value) }));

/** The citizen's complaint as fields: the district, ward and type are chosen from the council's lists. */
export function complaintFields(options: Choices): FieldDef[] {
  return [
    { key: 'district', kind: 'select', label: bi('District', 'ज़िला'), required: true, options: choice(options.districts) },
    { key: 'ward', kind: 'select', label: bi('Ward', 'वार्ड'), required: true, options: choice(options.wards) },
    {
      key: 'grivance',
      kind: 'select',
      label: bi('Grievance Type', 'शिकायत का प्रकार'),
      required: true,
      options: choice(options.grievanceTypes),
    },
    {
      key: 'additional_Information',
      kind: 'longtext',
      label: bi('Additional Information', 'अतिरिक्त जानकारी'),
      required: true,
      max: COMPLAINT_TEXT_MAX,
    },
    { key: 'landmark', kind: 'text', label: bi('Landmark', 'निकटतम पहचान स्थल'), max: COMPLAINT_SHORT_MAX },
    { key: 'your_Suggestion', kind: 'text', label: bi('Your Suggestion', 'आपका सुझाव'), max: COMPLAINT_SHORT_MAX },
    { key: 'name', kind: 'text', label: bi('Your name', 'आपका नाम'), required: true, max: 100 },
    { key: 'mobile', kind: 'mobile', label: bi('Mobile number', 'मोबाइल नंबर'), required: true, max: COMPLAINT_MOBILE_INPUT_MAX },
    { key: 'consent', kind: 'boolean', label: bi('Consent', 'सहमति'), required: true, requiredMessage: 'complaintConsent' },
  ];
}

/** The complaint draft's schema: its fields, and how many photos come with it (`photos`: their number; the browser's check leaves it out). */
export const complaintDraftSchema = (options: Choices) =>
  fieldsSchema(complaintFields(options), { photos: z.number().max(COMPLAINT_MAX_PHOTOS, { error: 'complaintTooManyPhotos' }).optional() });

/** Checks a complaint draft (text values as typed, `photos` the number of photos): trimmed values or field errors. */
export const checkComplaintDraft = (options: Choices, draft: Record<string, unknown> & { photos: number }) =>
  checkDraft(complaintDraftSchema(options), complaintFields(options), draft);
