import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf, toNumber } from '../db/client.ts';

/**
 * Who may be given a complaint of a ward (issue 28): an active account that may see that ward's complaints: an
 * admin, or a grievance officer with every ward or that ward in their list. Assignment and escalation never widen a
 * permission: a routing rule, an escalation officer or a reassignment naming anyone else is refused or skipped, and
 * the rule is decided again when it is used (the officer's wards may have changed since).
 */
export const maySeeWard = (user: SQL, ward: SQL): SQL => sql`(
  ${user}.disabled_at is null and (
    ${user}.role = 'admin'
    or (${user}.role = 'officer' and (${user}.all_wards or exists (
      select 1 from user_wards uw where uw.user_id = ${user}.id and uw.ward_id = ${ward})))))`;

/** Whether this account may be given complaints of this ward (or, with no ward, of every ward). */
export async function mayHandle(db: Db | Tx, userId: number, wardId: number | null): Promise<boolean> {
  const u = sql.raw('u');
  const condition =
    wardId === null
      ? sql`u.disabled_at is null and (u.role = 'admin' or (u.role = 'officer' and u.all_wards))`
      : maySeeWard(u, sql`${wardId}`);
  const rows = await rowsOf<{ one: number }>(db, sql`select 1 as one from users u where u.id = ${userId} and ${condition}`);
  return rows.length > 0;
}

export type Officer = {
  id: number;
  name: string;
  email: string;
  role: string;
};

/**
 * The officer a new complaint of this ward and type goes to: the rule for the ward and type, else the ward's
 * default; a rule whose officer may not (or no longer) see the ward is passed over. None: unassigned.
 */
export async function routeComplaint(tx: Tx, wardId: number, typeName: string): Promise<Officer | null> {
  const rows = await rowsOf<{ id: number; name: string; email: string; role: string }>(
    tx,
    sql`select u.id, u.name, u.email, u.role
        from routing_rules r join users u on u.id = r.officer_id
        where r.ward_id = ${wardId}
          and (r.grievance_type_id is null or r.grievance_type_id = (select id from grievance_types where name = ${typeName}))
          and ${maySeeWard(sql.raw('u'), sql`${wardId}`)}
        order by r.grievance_type_id is null, r.id
        limit 1`,
  );
  const row = rows[0];
  return row ? { ...row, id: toNumber(row.id) } : null;
}

/** An account by id, as notices and answers name it. */
export async function officerById(db: Db | Tx, id: number | null): Promise<Officer | null> {
  if (id === null) return null;
  const rows = await rowsOf<Officer>(db, sql`select id, name, email, role from users where id = ${id}`);
  const row = rows[0];
  return row ? { ...row, id: toNumber(row.id) } : null;
}

/**
 * The next escalation above `level` for a complaint of this ward: the lowest level with an escalation officer for
 * the ward (preferred) or for every ward, who may see the ward. None: it stays where it is.
 */
export async function nextEscalation(tx: Tx, wardId: number, level: number): Promise<(Officer & { level: number }) | null> {
  const rows = await rowsOf<Officer & { level: number }>(
    tx,
    sql`select e.level, u.id, u.name, u.email, u.role
        from escalation_officers e join users u on u.id = e.officer_id
        where e.level > ${level} and (e.ward_id = ${wardId} or e.ward_id is null)
          and ${maySeeWard(sql.raw('u'), sql`${wardId}`)}
        order by e.level, e.ward_id is null
        limit 1`,
  );
  const row = rows[0];
  return row ? { ...row, id: toNumber(row.id), level: toNumber(row.level) } : null;
}
