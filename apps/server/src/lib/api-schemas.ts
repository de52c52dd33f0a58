/**
 * The API's answers as zod schemas: what the routes declare as `response` (and so what /api/openapi.json
 * describes). Requests use the contract's schemas (LoginRequest, ListQuery, IdParam, ...) directly.
 */
import { z } from 'zod';
import {
  COMPLAINT_EVENTS,
  ROLES,
  SiteSettings,
  complaintAnswerFields,
  isFileField,
  type ComplaintAnswerFields,
  type FieldDef,
  type ResourceDef,
} from '@nagar/contract';

/** Every refusal: a message to show, and per field its message when the fault is a field's. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** 204: no body. */
export const NoContent = z.null().describe('No content');

export const FileInfoSchema = z.object({
  url: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  width: z.number().optional(),
  height: z.number().optional(),
  webp: z.string().optional(),
  medium: z.string().optional(),
  mediumWidth: z.number().optional(),
  mediumHeight: z.number().optional(),
  thumb: z.string().optional(),
  thumbWidth: z.number().optional(),
  thumbHeight: z.number().optional(),
});

function fieldValue(field: FieldDef): z.ZodType {
  if (field.kind === 'integer') return z.number().int();
  if (field.kind === 'reference')
    return z
      .number()
      .int()
      .describe(`${field.label.en}: the id of a ${field.references ?? ''} row`);
  if (field.kind === 'boolean') return z.boolean();
  if (isFileField(field)) return z.string().describe(`${field.label.en}: the stored file's address`);
  return z.string().describe(field.label.en);
}

const itemSchemas = new WeakMap<ResourceDef, z.ZodObject>();

/** One content type's row as the API answers it: the spec's fields (null when empty), file fields as URLs. */
export function resourceItemSchema(def: ResourceDef): z.ZodObject {
  let schema = itemSchemas.get(def);
  if (!schema) {
    const shape: Record<string, z.ZodType> = { id: z.number().int() };
    for (const field of def.fields) shape[field.key] = fieldValue(field).nullable();
    if (def.fields.some(isFileField)) shape.fileInfo = z.record(z.string(), FileInfoSchema.nullable()).optional();
    schema = z.object(shape);
    itemSchemas.set(def, schema);
  }
  return schema;
}

/** What a session must do first: choose its own password (one-time password), or set up two-factor sign-in. */
const SessionDuties = {
  twoFactor: z.boolean().describe('Two-factor sign-in is on for the account'),
  mustEnrol: z.boolean().describe('An admin without a second factor: the session reaches only the set-up, me and sign-out'),
  mustChangePassword: z
    .boolean()
    .describe('Signed in with a one-time password: the session reaches only the password change, me and sign-out'),
};
export const LoginAnswer = z.object({ token: z.string(), role: z.enum(ROLES), expiresAt: z.string(), ...SessionDuties });
export const TwoFactorRequiredAnswer = z.object({ twoFactorRequired: z.literal(true), message: z.string() });
export const MeAnswer = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  expiresAt: z.string(),
  ...SessionDuties,
});

export const HealthAnswer = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string() });

export const StatusCountsAnswer = z.array(z.object({ status: z.string(), count: z.number() }));
const names = (what: string) => z.array(z.string()).describe(`The ${what} by their English names (the values a complaint takes)`);
const hindiNames = (list: string) => z.array(z.string()).describe(`The Hindi names of ${list}, in the same order ('' where one has none)`);
export const ComplaintOptionsAnswer = z.object({
  districts: names('districts'),
  wards: names('wards'),
  grievanceTypes: names('grievance types'),
  districtsHi: hindiNames('districts'),
  wardsHi: hindiNames('wards'),
  grievanceTypesHi: hindiNames('grievance types'),
  grievanceTypeDays: z.array(z.number().int()).describe("Each grievance type's resolution time in days, in the same order"),
});
export const FiledComplaintAnswer = z.object({
  complaintNo: z.string(),
  status: z.string(),
  trackingToken: z
    .string()
    .describe("The complaint's tracking secret: GET /api/Public/complaint/{complaintNo}?token=… instead of the mobile"),
  dueDate: z.string().describe("When it is due to be resolved: the filing time plus the type's resolution days"),
});

export const PublicComplaintSchema = z.object({
  id: z.number(),
  complaintNo: z.string(),
  // The complaint's fields as filed (the contract's COMPLAINT_FIELDS), each chosen one with its Hindi name.
  ...(complaintAnswerFields(
    () => z.string(),
    (f) => z.string().describe(`The ${f.label.en.toLowerCase()}'s Hindi name in the council's list now ('' when it has none)`),
  ) as Record<keyof ComplaintAnswerFields, z.ZodString>),
  status: z.string(),
  entry_Date: z.string(),
  dueDate: z.string().describe("When it is due to be resolved (filing or reopening + the type's resolution days)"),
  action_By: z.string().nullable(),
  action_Date: z.string().nullable(),
  reminders: z.array(z.object({ message: z.string(), at: z.string() })),
  pub_Image_1: z.string().nullable(),
  pub_Image_2: z.string().nullable(),
  action_Image_1: z.string().nullable(),
  action_Image_2: z.string().nullable(),
});
/** An officer as the citizen may see them: a name and role, never an e-mail. */
const AssigneeSchema = z.object({ name: z.string(), role: z.string().describe("'officer' or 'admin'") });
export const TrackedComplaintSchema = PublicComplaintSchema.extend({
  history: z.array(
    z.object({
      at: z.string(),
      status: z.string(),
      remarks: z.string(),
      actorRole: z.string(),
      actor: z.string().describe("Who acted, as a key: 'citizen', 'council' (public view) or the staff member's role (staff view)"),
      actorName: z
        .string()
        .nullable()
        .optional()
        .describe('Staff view only: the staff member who acted, by name (null: the citizen, the system or a removed account)'),
      images: z.array(z.string()),
      reopened: z.boolean().describe('The citizen reopened the complaint here; the remarks are their reason'),
      event: z.enum(COMPLAINT_EVENTS).describe("'' for a status; 'assigned' or 'escalated' when it went to an officer"),
      assignee: AssigneeSchema.nullable(),
    }),
  ),
  canRemind: z.boolean(),
  canReopen: z.boolean().describe('Closed (resolved or rejected) within the reopening days: POST …/reopen may reopen it'),
  reopenUntil: z.string().nullable().describe('The last moment it may be reopened, while closed; else null'),
  reopened: z.number().int().describe('How many times the citizen reopened it'),
  rating: z
    .object({ rating: z.number().int().min(1).max(5), comment: z.string(), at: z.string() })
    .nullable()
    .describe("The citizen's rating of the resolution, once given"),
  canRate: z.boolean().describe('Resolved and not yet rated: POST …/rating may rate it'),
  assignedTo: AssigneeSchema.nullable().describe('The officer it is assigned to now (routing rules, reassignment, escalation)'),
  escalationLevel: z.number().int().describe('How many levels it escalated past its due date (0: none)'),
});
/** A reopening: the mobile or the receipt's token, and the citizen's reason (multipart may add one photo, Image1). */
export const ReopenJson = z
  .object({ mobile: z.union([z.string(), z.number()]).optional(), token: z.string().optional(), reason: z.string().nullish() })
  .nullish();
/** A rating: the mobile or the receipt's token, 1-5 and an optional comment. */
export const RatingJson = z
  .object({
    mobile: z.union([z.string(), z.number()]).optional(),
    token: z.string().optional(),
    rating: z.union([z.number(), z.string()]).nullish(),
    comment: z.string().nullish(),
  })
  .nullish();
export const StaffComplaintSchema = TrackedComplaintSchema.extend({
  channel: z.string().describe('How it came in: web, counter, phone or letter'),
  citizenName: z.string(),
  mobile: z.string(),
  consent: z.boolean(),
  ageDays: z.number(),
  overdue: z.boolean(),
  assignedToId: z.number().nullable().describe("The assigned officer's account"),
  email: z.string().describe("The citizen's e-mail address ('' when not given)"),
});
/** The staff queue's items: the staff view without the history (GET /api/Admin/complaint/:id has it). */
export const StaffQueueItemSchema = StaffComplaintSchema.omit({ history: true });

export const StaffAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  state: z.enum(['enabled', 'disabled']),
  lastSignInAt: z.string().nullable(),
  wards: z.array(z.object({ id: z.number(), name: z.string() })),
  allWards: z.boolean(),
  twoFactor: z.boolean().describe('Two-factor sign-in is on'),
  mustChangePassword: z.boolean().describe('Holds a one-time password not yet replaced'),
});
export const AccountWithPasswordSchema = z.object({ account: StaffAccountSchema, generatedPassword: z.string().optional() });

export const AuditItemSchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.number().nullable(),
  actorEmail: z.string(),
  actorRole: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  changes: z.record(z.string(), z.unknown()),
  ip: z.string(),
});
export const AuditOptionsSchema = z.object({ actions: z.array(z.string()), entities: z.array(z.string()) });

/** The site settings as pages read them (the stored record and the logo). */
export const SiteInfoSchema = SiteSettings.extend({ logo: FileInfoSchema.nullable() });

/** The OpenAPI document itself (its own schema is OpenAPI's). */
export const OpenApiDocument = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) });

/** How the council did on the complaints filed in a range (issue 28). */
const ComplaintFiguresShape = {
  filed: z.number().int(),
  resolved: z.number().int().describe('Of those filed: resolved now'),
  resolvedOnTime: z.number().int().describe('Of those filed: resolved by their due date'),
  reopened: z.number().int().describe('Of those filed: reopened by the citizen at least once'),
  rated: z.number().int(),
  averageRating: z.number().nullable().describe('1-5; null when none was rated'),
  medianDaysToResolve: z.number().nullable().describe('Days from filing to resolution, the median of the resolved; null when none'),
};
const Range = { from: z.string().describe('yyyy-mm-dd, India time'), to: z.string().describe('yyyy-mm-dd, both days included') };
export const ComplaintReportSchema = z.object({
  ...Range,
  total: z.object(ComplaintFiguresShape),
  byWard: z.array(z.object({ ward: z.string(), wardHi: z.string(), ...ComplaintFiguresShape })),
  byType: z.array(z.object({ type: z.string(), typeHi: z.string(), ...ComplaintFiguresShape })),
  byChannel: z.array(z.object({ channel: z.string(), ...ComplaintFiguresShape })),
});
/** The public record: the last twelve months, in all and by ward (no personal data). */
export const GrievanceStatsSchema = ComplaintReportSchema.pick({ from: true, to: true, total: true, byWard: true });
