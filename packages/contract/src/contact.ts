import { checkDraft, fieldsSchema } from './draft.ts';
import { bi, type FieldDef } from './resource.ts';
import { checkFilteredList } from './list-query.ts';
import type { FieldErrors } from './patterns.ts';

/**
 * The contact inbox (issue 27): the Contact Us form's message, stored with a reference MSG-YYYY-NNNNNN (the
 * council's year in India, one sequence per year) and read by staff in Admin › Messages.
 */

export const CONTACT_NAME_MAX = 100;
export const CONTACT_PHONE_MAX = 20;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_REPLY_NOTE_MAX = 2000;
/** Messages accepted per address and window before 429 (as the grievance filing's limit). */
export const CONTACT_RATE_LIMIT = { max: 5, windowMinutes: 10 };
/** Working days within which the council answers, until Admin › Settings says otherwise. */
export const CONTACT_ANSWER_DAYS_DEFAULT = 7;
export const CONTACT_ANSWER_DAYS_MAX = 60;
export const CONTACT_PAGE_SIZE = 25;
/** The longest staff search (words or a reference). */
export const CONTACT_SEARCH_MAX = 100;

export const CONTACT_REFERENCE_RE = /^MSG-\d{4}-\d{6,}$/;
export const CONTACT_STATUSES = ['new', 'read', 'answered'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The form's fields, with the spec's labels (its Contact Us form: Name, Email, Phone, Project, Subject, Message). */
export const contactFields: FieldDef[] = [
  { key: 'name', kind: 'text', label: bi('Name', 'नाम'), required: true, max: CONTACT_NAME_MAX },
  { key: 'email', kind: 'email', label: bi('Email', 'ई-मेल'), required: true },
  { key: 'phone', kind: 'phone', label: bi('Phone', 'फ़ोन'), max: CONTACT_PHONE_MAX },
  { key: 'project', kind: 'text', label: bi('Project', 'परियोजना'), max: CONTACT_SUBJECT_MAX },
  { key: 'subject', kind: 'text', label: bi('Subject', 'विषय'), max: CONTACT_SUBJECT_MAX },
  { key: 'message', kind: 'longtext', label: bi('Message', 'संदेश'), required: true, max: CONTACT_MESSAGE_MAX },
];

/** The message's schema: its fields (`website`, the honeypot, is the service's to look at). */
export const contactDraftSchema = fieldsSchema(contactFields);
export type ContactDraft = { name: string; email: string; phone?: string; project?: string; subject?: string; message: string };

/** Checks a message as typed: trimmed values or field errors. */
export const checkContactDraft = (draft: Record<string, unknown>) => checkDraft(contactDraftSchema, contactFields, draft);

/** What the sender is told: the reference, and when to expect an answer. Nothing of what they wrote. */
export interface ContactReceipt {
  reference: string;
  answerDays: number;
}

/** A message as the inbox lists it. */
export interface ContactMessageItem {
  id: number;
  reference: string;
  name: string;
  email: string;
  subject: string;
  status: ContactStatus;
  receivedAt: string;
}

/** A message as staff open it. */
export interface ContactMessage extends ContactMessageItem {
  phone: string;
  project: string;
  message: string;
  language: 'en' | 'hi';
  replyNote: string;
  readAt: string | null;
  answeredAt: string | null;
  /** Who recorded the answer (their e-mail), or null. */
  answeredBy: string | null;
}

/** Staff's change to a message: its status (read or answered) and the reply note (required to answer). */
export interface ContactUpdate {
  status: 'read' | 'answered';
  replyNote: string;
}

export interface ContactFilters {
  q?: string;
  status?: ContactStatus;
  /** yyyy-mm-dd, India Standard Time days. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** Checks the inbox's query (values as they come in a URL): the filters, or each bad one's field and message. */
export function checkContactQuery(query: Record<string, unknown>): { filters: ContactFilters; errors: FieldErrors } {
  const defaults: ContactFilters = { page: 1, pageSize: CONTACT_PAGE_SIZE };
  return checkFilteredList(query, defaults, ({ upTo, choice }, filters) => {
    const q = upTo('q', CONTACT_SEARCH_MAX);
    if (q) filters.q = q;
    const status = choice('status', CONTACT_STATUSES);
    if (status) filters.status = status;
  });
}
