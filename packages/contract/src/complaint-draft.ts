import { z } from 'zod';
import { COMPLAINT_MAX_PHOTOS, type ComplaintOptions } from './complaints.ts';
import { COMPLAINT_DRAFT_FIELDS, type ComplaintChoiceList } from './complaint-fields.ts';
import { checkDraft, fieldsSchema } from './draft.ts';
import { bi, type FieldDef } from './resource.ts';

/** The lists a draft is checked against: their English names (the values a complaint takes). */
type Choices = Pick<ComplaintOptions, ComplaintChoiceList>;

const choice = (list: string[]) => list.map((value) => ({ value, label: bi(value, value) }));

/** The citizen's complaint as fields (COMPLAINT_FIELDS' draft): the district, ward and type are chosen from the council's lists. */
export function complaintFields(options: Choices): FieldDef[] {
  return COMPLAINT_DRAFT_FIELDS.map(({ key, kind, label, required, requiredMessage, max, list }) => ({
    key,
    kind,
    label,
    ...(required ? { required } : {}),
    ...(requiredMessage ? { requiredMessage } : {}),
    ...(list ? { options: choice(options[list]) } : {}),
    ...(max !== undefined ? { max } : {}),
  }));
}

/** The complaint draft's schema: its fields, and how many photos come with it (`photos`: their number; the browser's check leaves it out). */
export const complaintDraftSchema = (options: Choices) =>
  fieldsSchema(complaintFields(options), { photos: z.number().max(COMPLAINT_MAX_PHOTOS, { error: 'complaintTooManyPhotos' }).optional() });

/** Checks a complaint draft (text values as typed, `photos` the number of photos): trimmed values or field errors. */
export const checkComplaintDraft = (options: Choices, draft: Record<string, unknown> & { photos: number }) =>
  checkDraft(complaintDraftSchema(options), complaintFields(options), draft);
