import { and, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AuditFilters, AuditItem, AuditOptions } from '@nagar/contract';
import type { Db } from '../db/client.ts';
import { countRows, rowsOf, toNumber } from '../db/client.ts';
import { anyOf } from '../db/any-of.ts';
import { auditLog, users } from '../db/schema.ts';

/**
 * The filters as SQL, each on a column an index of audit_log leads with (db/schema.ts): the person's id
 * (audit_log_actor_idx), the action, the record type and id, the time (audit_log_at_idx).
 */
async function where(db: Db, f: AuditFilters): Promise<SQL | undefined> {
  let actor: SQL | undefined;
  if (f.personId !== undefined) actor = eq(auditLog.actorId, f.personId);
  else if (f.personEmail !== undefined) {
    // An account's address is read as its id (indexed, and still right after the address changes); an address
    // without an account (a failed sign-in's) as the address typed.
    // A failed sign-in has no actor: the address typed is kept apart (changes.attemptedEmail), and the row names
    // the account it was tried on as its record (session #id).
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, f.personEmail));
    actor = user
      ? or(
          eq(auditLog.actorId, user.id),
          and(eq(auditLog.entity, 'session'), eq(auditLog.entityId, String(user.id)), eq(auditLog.action, 'sign-in-failed')),
        )
      : or(eq(auditLog.actorEmail, f.personEmail), sql`${auditLog.changes} ->> 'attemptedEmail' = ${f.personEmail}`);
  }
  return and(
    actor,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    f.entityId ? eq(auditLog.entityId, f.entityId) : undefined,
    // Days of the council's calendar (India Standard Time), as the complaint lists read them.
    f.from ? gte(auditLog.at, new Date(`${f.from}T00:00:00+05:30`)) : undefined,
    f.to ? lte(auditLog.at, new Date(`${f.to}T23:59:59.999+05:30`)) : undefined,
  );
}

/** Newest first, as audit_log_at_idx is ordered (nulls last, though no column is null, or the index would not serve). */
const NEWEST_FIRST = [sql`${auditLog.at} desc nulls last`, sql`${auditLog.id} desc nulls last`];

/**
 * One page of the audit trail, newest first, and how many rows match. The page's ids are read off an index
 * first (no sort of the table), then their rows with the changes.
 */
export async function auditList(db: Db, f: AuditFilters): Promise<{ items: AuditItem[]; total: number }> {
  const filter = await where(db, f);
  const [ids, total] = await Promise.all([
    db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(filter)
      .orderBy(...NEWEST_FIRST)
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    countRows(db, auditLog, filter),
  ]);
  if (ids.length === 0) return { items: [], total };
  const rows = new Map(
    (
      await db
        .select()
        .from(auditLog)
        .where(
          anyOf(
            auditLog.id,
            ids.map((r) => r.id),
          ),
        )
    ).map((r) => [r.id, r]),
  );
  const items = ids
    .map(({ id }) => rows.get(id))
    .filter((r) => !!r)
    .map((r) => ({
      id: toNumber(r.id),
      at: r.at.toISOString(),
      actorId: r.actorId,
      actorEmail: r.actorEmail,
      actorRole: r.actorRole,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      changes: (r.changes ?? {}) as Record<string, unknown>,
      ip: r.ip,
    }));
  return { items, total };
}

/**
 * The distinct values of a column that an index leads with, one index probe per value (a "loose index scan"),
 * so the filters' lists cost a few lookups however long the trail grows.
 */
async function distinctValues(db: Db, column: 'action' | 'entity'): Promise<string[]> {
  const c = sql.identifier(column);
  const rows = await rowsOf<{ value: string }>(
    db,
    sql`
    with recursive v(value) as (
      select min(${c}) from audit_log
      union all
      select (select min(${c}) from audit_log where ${c} > v.value) from v where v.value is not null
    )
    select value from v where value is not null and value <> ''`,
  );
  return rows.map((r) => r.value);
}

/** The actions and record types the trail holds, for the screen's filters. */
export async function auditOptions(db: Db): Promise<AuditOptions> {
  const [actions, entities] = await Promise.all([distinctValues(db, 'action'), distinctValues(db, 'entity')]);
  return { actions, entities };
}
