import type { AuditEntity } from '@nagar/contract';
import type { Db, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** Who did something: a signed-in person (SessionUser fits), or someone unknown (a failed sign-in). */
export interface Actor {
  id: number | null;
  email: string;
  role: string;
  /** The client's address (request.ip after TRUST_PROXY); '' when the change came from the shell. */
  ip?: string;
}

/** A stored file as the audit trail names it. */
export interface AuditFile {
  name: string;
  size: number;
}

export interface AuditEntry {
  /** create, update, delete, sign-in, sign-in-failed, sign-out, role-change, disable, enable, password-reset, access-refused, settings, action */
  action: string;
  /** The record's type: a content type's name (notice, tender, ward, ...) or one of AUDIT_ENTITIES. */
  entity?: AuditEntity;
  entityId?: string | number;
  /** Field → [before, after] (fieldChanges builds it); other facts of the event as plain keys. */
  changes?: Record<string, unknown>;
}

/**
 * Writes one audit row. Call it with the transaction of the change itself, so the row and the change commit
 * or roll back together. Never put citizens' names or mobiles into `changes`.
 */
export async function recordAudit(db: Db | Tx, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? '',
    actorRole: actor?.role ?? '',
    ip: actor?.ip ?? '',
    action: entry.action,
    entity: entry.entity ?? '',
    entityId: entry.entityId === undefined ? '' : String(entry.entityId),
    changes: entry.changes ?? {},
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
/** An empty text is no value: a create or delete does not list the optional fields left blank (the Hindi twins). */
const valueOf = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * The fields whose values differ between two versions of a record, as field → [before, after]; `null` for a
 * record that did not exist (create) or no longer does (delete). `skip` leaves out bookkeeping columns.
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  skip: readonly string[] = ['id', 'createdAt', 'updatedAt'],
): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (skip.includes(key)) continue;
    const b = valueOf(before?.[key]);
    const a = valueOf(after?.[key]);
    if (!same(b, a)) out[key] = [b, a];
  }
  return out;
}
