import { z } from 'zod';
import { hasBidiControls, hasControlChars } from './text.ts';

/**
 * Notices by SMS and e-mail (issue 28). Each event of a complaint writes notices to the outbox in the same
 * transaction as the change, in the citizen's filing language (staff get both languages), from these templates,
 * which Admin › Notifications edits (the settings' `notices.templates`). `templateId` is the registration id an Indian
 * operator requires for an SMS template (DLT); it is sent to the gateway beside the text.
 */
export const CITIZEN_NOTICE_EVENTS = ['filed', 'assigned', 'statusChanged', 'resolved', 'reopened', 'escalated'] as const;
export const STAFF_NOTICE_EVENTS = ['staffAssigned', 'staffEscalated', 'staffReopened'] as const;
/**
 * A trade licence application's decisions, told to the applicant (the application's mobile, its e-mail when given,
 * in the application's language): never PAN, date of birth or address, only the numbers, the remarks and the link.
 */
export const LICENCE_NOTICE_EVENTS = ['tlReturned', 'tlApproved', 'tlRejected', 'tlCancelled'] as const;
export type LicenceNoticeEvent = (typeof LICENCE_NOTICE_EVENTS)[number];
export const NOTICE_EVENTS = [...CITIZEN_NOTICE_EVENTS, ...STAFF_NOTICE_EVENTS, ...LICENCE_NOTICE_EVENTS] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];
export const NOTICE_CHANNELS = ['email', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** The values a template may name, as {name}; anything else in braces is left as written. */
export const NOTICE_PLACEHOLDERS = [
  'council',
  'complaintNo',
  'status',
  'dueDate',
  'officer',
  'remarks',
  'link',
  'level',
  'applicationNo',
  'licenceNo',
] as const;
export type NoticeValues = Partial<Record<(typeof NOTICE_PLACEHOLDERS)[number], string>>;

/** A template's texts: SMS-sized (a long one is sent in parts by the operator), with {placeholders}. */
export const NOTICE_TEMPLATE_MAX = 480;
export const NOTICE_TEMPLATE_ID_MAX = 40;

/** A notice's text by event, in the one bilingual shape: English under `text`, Hindi under `textHi`. */
export interface NoticeTemplate {
  text: string;
  textHi: string;
  /** The operator's registration id of this SMS template (DLT); '' when none is needed. */
  templateId: string;
}

export const DEFAULT_NOTICE_TEMPLATES: Record<NoticeEvent, NoticeTemplate> = {
  filed: {
    text: '{council}: your complaint {complaintNo} is registered and due by {dueDate}. Track it: {link}',
    textHi: '{council}: आपकी शिकायत {complaintNo} दर्ज हो गई है, निस्तारण की तिथि {dueDate}। स्थिति देखें: {link}',
    templateId: '',
  },
  assigned: {
    text: '{council}: complaint {complaintNo} is assigned to {officer}. Track it: {link}',
    textHi: '{council}: शिकायत {complaintNo} {officer} को सौंपी गई है। स्थिति देखें: {link}',
    templateId: '',
  },
  statusChanged: {
    text: '{council}: complaint {complaintNo} is now {status}. {remarks} Track it: {link}',
    textHi: '{council}: शिकायत {complaintNo} की स्थिति अब {status} है। {remarks} स्थिति देखें: {link}',
    templateId: '',
  },
  resolved: {
    text: '{council}: complaint {complaintNo} is resolved: {remarks} Please rate the work or reopen it: {link}',
    textHi: '{council}: शिकायत {complaintNo} का निस्तारण हो गया है: {remarks} कृपया काम को रेटिंग दें या फिर से खोलें: {link}',
    templateId: '',
  },
  reopened: {
    text: '{council}: complaint {complaintNo} is open again and due by {dueDate}. Track it: {link}',
    textHi: '{council}: शिकायत {complaintNo} फिर से खोली गई है, निस्तारण की तिथि {dueDate}। स्थिति देखें: {link}',
    templateId: '',
  },
  escalated: {
    text: '{council}: complaint {complaintNo} was not resolved in time and is now with {officer}, due by {dueDate}. Track it: {link}',
    textHi: '{council}: शिकायत {complaintNo} समय पर निस्तारित नहीं हुई, अब {officer} के पास है, निस्तारण की तिथि {dueDate}। स्थिति देखें: {link}',
    templateId: '',
  },
  staffAssigned: {
    text: 'Complaint {complaintNo} is assigned to you, due by {dueDate}: {link}',
    textHi: 'शिकायत {complaintNo} आपको सौंपी गई है, निस्तारण की तिथि {dueDate}: {link}',
    templateId: '',
  },
  staffEscalated: {
    text: 'Complaint {complaintNo} is past its due date and escalated to level {level}: {officer}. New due date {dueDate}: {link}',
    textHi: 'शिकायत {complaintNo} अपनी तिथि से आगे निकल गई और स्तर {level} पर भेजी गई: {officer}। नई तिथि {dueDate}: {link}',
    templateId: '',
  },
  staffReopened: {
    text: 'Complaint {complaintNo} was reopened by the citizen: {remarks} Due by {dueDate}: {link}',
    textHi: 'शिकायत {complaintNo} नागरिक ने फिर से खोली: {remarks} निस्तारण की तिथि {dueDate}: {link}',
    templateId: '',
  },
  tlReturned: {
    text: '{council}: trade licence application {applicationNo} is returned for correction: {remarks} Correct it: {link}',
    textHi: '{council}: व्यापार लाइसेंस आवेदन {applicationNo} सुधार हेतु लौटाया गया है: {remarks} सुधार करें: {link}',
    templateId: '',
  },
  tlApproved: {
    text: '{council}: trade licence application {applicationNo} is approved. Your licence number is {licenceNo}. Certificate: {link}',
    textHi: '{council}: व्यापार लाइसेंस आवेदन {applicationNo} स्वीकृत हो गया है। आपका लाइसेंस क्रमांक {licenceNo} है। प्रमाण-पत्र: {link}',
    templateId: '',
  },
  tlRejected: {
    text: '{council}: trade licence application {applicationNo} is rejected: {remarks} Details: {link}',
    textHi: '{council}: व्यापार लाइसेंस आवेदन {applicationNo} अस्वीकृत हुआ: {remarks} विवरण: {link}',
    templateId: '',
  },
  tlCancelled: {
    text: '{council}: trade licence {licenceNo} (application {applicationNo}) is cancelled: {remarks} Details: {link}',
    textHi: '{council}: व्यापार लाइसेंस {licenceNo} (आवेदन {applicationNo}) रद्द कर दिया गया है: {remarks} विवरण: {link}',
    templateId: '',
  },
};

/** The e-mail subjects (the SMS has none). */
export const NOTICE_SUBJECTS: Record<NoticeEvent, { en: string; hi: string }> = {
  filed: { en: 'Complaint {complaintNo} registered', hi: 'शिकायत {complaintNo} दर्ज' },
  assigned: { en: 'Complaint {complaintNo} assigned', hi: 'शिकायत {complaintNo} सौंपी गई' },
  statusChanged: { en: 'Complaint {complaintNo}: {status}', hi: 'शिकायत {complaintNo}: {status}' },
  resolved: { en: 'Complaint {complaintNo} resolved', hi: 'शिकायत {complaintNo} निस्तारित' },
  reopened: { en: 'Complaint {complaintNo} reopened', hi: 'शिकायत {complaintNo} फिर से खोली गई' },
  escalated: { en: 'Complaint {complaintNo} escalated', hi: 'शिकायत {complaintNo} आगे भेजी गई' },
  staffAssigned: { en: 'Assigned to you: complaint {complaintNo}', hi: 'आपको सौंपी गई: शिकायत {complaintNo}' },
  staffEscalated: { en: 'Escalated: complaint {complaintNo}', hi: 'आगे भेजी गई: शिकायत {complaintNo}' },
  staffReopened: { en: 'Reopened: complaint {complaintNo}', hi: 'फिर से खोली गई: शिकायत {complaintNo}' },
  tlReturned: {
    en: 'Trade licence application {applicationNo} returned for correction',
    hi: 'व्यापार लाइसेंस आवेदन {applicationNo} सुधार हेतु लौटाया गया',
  },
  tlApproved: { en: 'Trade licence {licenceNo} issued', hi: 'व्यापार लाइसेंस {licenceNo} जारी' },
  tlRejected: { en: 'Trade licence application {applicationNo} rejected', hi: 'व्यापार लाइसेंस आवेदन {applicationNo} अस्वीकृत' },
  tlCancelled: { en: 'Trade licence {licenceNo} cancelled', hi: 'व्यापार लाइसेंस {licenceNo} रद्द' },
};

/** A template's text with its {placeholders} filled; spaces left by an empty value are closed up. */
export function fillNotice(text: string, values: NoticeValues): string {
  return text
    .replace(/\{(\w+)\}/g, (whole, name: string) =>
      (NOTICE_PLACEHOLDERS as readonly string[]).includes(name) ? (values[name as keyof NoticeValues] ?? '') : whole,
    )
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

const templateText = z.string().superRefine((s, ctx) => {
  if (!s.trim()) ctx.addIssue({ code: 'custom', message: 'noticeTextRequired' });
  else if (s.length > NOTICE_TEMPLATE_MAX) ctx.addIssue({ code: 'custom', message: 'tooLong', params: { max: NOTICE_TEMPLATE_MAX } });
  else if (hasControlChars(s)) ctx.addIssue({ code: 'custom', message: 'controlChars' });
  else if (hasBidiControls(s)) ctx.addIssue({ code: 'custom', message: 'bidiControls' });
});
const templateId = z.string().superRefine((s, ctx) => {
  if (s.length > NOTICE_TEMPLATE_ID_MAX || !/^[A-Za-z0-9_.-]*$/.test(s.trim()))
    ctx.addIssue({ code: 'custom', message: 'noticeTemplateId', params: { max: NOTICE_TEMPLATE_ID_MAX } });
});
export const NoticeTemplateSchema = z.object({ text: templateText, textHi: templateText, templateId });
/** The settings' notices: the templates by event. */
export const NoticeSettingsSchema = z.object({
  templates: z.object(
    Object.fromEntries(NOTICE_EVENTS.map((e) => [e, NoticeTemplateSchema])) as Record<NoticeEvent, typeof NoticeTemplateSchema>,
  ),
});
export type NoticeSettings = z.infer<typeof NoticeSettingsSchema>;
export const defaultNoticeSettings = (): NoticeSettings => ({
  templates: Object.fromEntries(NOTICE_EVENTS.map((e) => [e, { ...DEFAULT_NOTICE_TEMPLATES[e] }])) as NoticeSettings['templates'],
});

/** A notice as Admin › Notifications lists it: never the text of a citizen's mobile in full. */
export interface OutboxItem {
  id: number;
  channel: NoticeChannel;
  /** The address or number, masked for a citizen's (98xxxxxx21). */
  recipient: string;
  event: NoticeEvent;
  language: 'en' | 'hi';
  complaintNo: string | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string;
  createdAt: string;
  sentAt: string | null;
  nextAt: string;
}

/** How delivery stands: which channels are configured (never their secrets) and the outbox's counts. */
export interface OutboxSummary {
  email: boolean;
  sms: boolean;
  pending: number;
  failed: number;
  sent: number;
}

/** Escalation levels above the assigned officer (the last is usually the executive officer). */
export const ESCALATION_LEVELS = 3;
