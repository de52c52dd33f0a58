import { EMAIL_MAX } from './limits.ts';
import type { ResourceName } from './resources/index.ts';
import { checkFilteredList } from './list-query.ts';
import { isRowId } from './schemas.ts';
import { EMAIL_RE, type FieldErrors } from './validate.ts';

/**
 * The record types the audit trail names besides the content types (whose names are the resources'): the service layer
 * may write no other (AuditEntry.entity), and the Audit screen has a label for each in both languages (its texts are
 * typed by this list), so an entry never shows a raw name.
 */
export const AUDIT_ENTITIES = [
  'complaint',
  'user',
  'settings',
  'session',
  'outbox-notice',
  'contact-message',
  'property-tax',
  'routing-rule',
  'escalation-officer',
  'trade-licence',
  'policy-page',
  'page',
  'route',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number] | ResourceName;

/** One row of the audit trail as the API answers it (GET /api/Admin/audit), newest first. */
export interface AuditItem {
  id: number;
  /** When (ISO 8601). */
  at: string;
  actorId: number | null;
  actorEmail: string;
  actorRole: string;
  /** create, update, delete, action (a complaint's), sign-in, sign-out, ... */
  action: string;
  /** The record's type: a resource name (notice, ward, ...), complaint, user, settings, session; '' for none. */
  entity: string;
  entityId: string;
  /** Field → [before, after] (files as { name, size }); other facts of the event as plain values. */
  changes: Record<string, unknown>;
  ip: string;
}

/** What the audit screen's filters offer: the actions and record types the trail holds. */
export interface AuditOptions {
  actions: string[];
  entities: string[];
}

/** The audit list's filters, checked (see checkAuditQuery). */
export interface AuditFilters {
  /** The person: an account number (actor id) or an e-mail address. */
  personId?: number;
  personEmail?: string;
  action?: string;
  entity?: string;
  entityId?: string;
  /** yyyy-mm-dd, India Standard Time days. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export const AUDIT_PAGE_SIZE = 25;
/** An action's or a record type's name: a word with dashes (sign-in-failed), as the service layer writes them. */
const NAME_RE = /^[a-zA-Z][a-zA-Z-]{0,39}$/;
const RECORD_ID_MAX = 40;

/**
 * Checks the audit list's query (every value a string as it comes in a URL): each bad filter is refused with its
 * field's message, so the screen can show it beside the control.
 */
export function checkAuditQuery(query: Record<string, unknown>): { filters: AuditFilters; errors: FieldErrors } {
  const defaults: AuditFilters = { page: 1, pageSize: AUDIT_PAGE_SIZE };
  return checkFilteredList(query, defaults, ({ errors, fail, text }, filters) => {
    const person = text('person');
    if (person) {
      if (/^\d{1,10}$/.test(person) && isRowId(Number(person))) filters.personId = Number(person);
      else if (person.length <= EMAIL_MAX && EMAIL_RE.test(person)) filters.personEmail = person.toLowerCase();
      else fail('person', 'auditPerson');
    }
    for (const key of ['action', 'entity'] as const) {
      const v = text(key);
      if (v && !NAME_RE.test(v)) fail(key, 'invalidChoice');
      else if (v) filters[key] = v;
    }
    const entityId = text('entityId');
    if (entityId) {
      if (entityId.length > RECORD_ID_MAX) fail('entityId', 'tooLong', { max: RECORD_ID_MAX });
      else if (!filters.entity && !errors.entity) fail('entityId', 'auditRecordNeedsType');
      else filters.entityId = entityId;
    }
  });
}
