import crypto from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Services } from '@nagar/server/services.ts';
import {
  complaintActions,
  complaints,
  escalationOfficers,
  outbox,
  routingRules,
  userWards,
  users,
  wards,
} from '@nagar/server/db/schema.ts';
import { DEMO_WARDS } from './complaints.ts';

/**
 * Demo routing and notices (issue 28): three ward officers (five wards each) who get the new complaints of their
 * wards, an assistant engineer for every ward at escalation level 1 and the demo admin (the executive officer) at
 * level 2; every demo complaint assigned to its ward's officer; and a short outbox history (sent notices, one that
 * failed) so that Admin › Notifications has something to show. The officers' passwords are random and shown to no
 * one: an admin gives them one under Users.
 */
const OFFICERS = [
  { email: 'anita.verma@sundarpur.example', name: 'Anita Verma', wards: [1, 5] },
  { email: 'suresh.patel@sundarpur.example', name: 'Suresh Patel', wards: [6, 10] },
  { email: 'meena.joshi@sundarpur.example', name: 'Meena Joshi', wards: [11, 15] },
] as const;
const ENGINEER = { email: 'rakesh.gupta@sundarpur.example', name: 'Rakesh Gupta' };

export async function writeDemoRouting(services: Services): Promise<void> {
  const { db, accounts } = services;
  const wardRows = await db.select({ id: wards.id, name: wards.name }).from(wards).where(inArray(wards.name, DEMO_WARDS));
  const wardId = new Map(wardRows.map((w) => [w.name, w.id]));
  const wardOfficer = new Map<number, number>();
  for (const o of OFFICERS) {
    await accounts.upsert({ email: o.email, password: crypto.randomBytes(18).toString('base64url'), role: 'officer', name: o.name });
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, o.email));
    const ids = DEMO_WARDS.slice(o.wards[0] - 1, o.wards[1]).map((name) => wardId.get(name)!);
    await db
      .insert(userWards)
      .values(ids.map((id) => ({ userId: user!.id, wardId: id })))
      .onConflictDoNothing();
    await db
      .insert(routingRules)
      .values(ids.map((id) => ({ wardId: id, officerId: user!.id })))
      .onConflictDoNothing();
    for (const id of ids) wardOfficer.set(id, user!.id);
  }
  await accounts.upsert({
    email: ENGINEER.email,
    password: crypto.randomBytes(18).toString('base64url'),
    role: 'officer',
    name: ENGINEER.name,
  });
  const [engineer] = await db.select({ id: users.id }).from(users).where(eq(users.email, ENGINEER.email));
  await db.update(users).set({ allWards: true }).where(eq(users.id, engineer!.id));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).limit(1);
  await db
    .insert(escalationOfficers)
    .values([{ level: 1, officerId: engineer!.id }, ...(admin ? [{ level: 2, officerId: admin.id }] : [])])
    .onConflictDoNothing();

  // Every demo complaint went to its ward's officer the moment it was filed.
  await db.execute(sql`update complaints c set assigned_to = r.officer_id
                       from routing_rules r where r.ward_id = c.ward_id and r.grievance_type_id is null and c.assigned_to is null`);
  await db.execute(sql`insert into complaint_actions (complaint_id, at, status, remarks, actor_role, event, assignee_id)
                       select c.id, c.entry_date + interval '1 second', 'Open', '', 'system', 'assigned', c.assigned_to
                       from complaints c where c.assigned_to is not null
                         and not exists (select 1 from complaint_actions a where a.complaint_id = c.id and a.event = 'assigned')`);

  // The outbox's history: the newest complaints' filing SMS (sent), and one that the gateway kept refusing.
  const newest = await db
    .select({ id: complaints.id, no: complaints.complaintNo, mobile: complaints.mobile, at: complaints.entry_Date })
    .from(complaints)
    .orderBy(sql`${complaints.entry_Date} desc`)
    .limit(12);
  const [firstAction] = await db.select({ id: complaintActions.id }).from(complaintActions).orderBy(asc(complaintActions.id)).limit(1);
  const base = firstAction?.id ?? 0;
  await db
    .insert(outbox)
    .values(
      newest.map((c, i) => {
        const failed = i === 0;
        return {
          key: `complaint-${c.id}.${base + i}.filed.sms.citizen`,
          channel: 'sms' as const,
          recipient: c.mobile,
          event: 'filed',
          subject: `Complaint ${c.no} registered`,
          body: `Sundarpur Nagar Parishad: your complaint ${c.no} is registered.`,
          complaintId: c.id,
          status: failed ? ('failed' as const) : ('sent' as const),
          attempts: failed ? 8 : 1,
          lastError: failed ? 'SMS gateway answered 503: {"error":"DLT template not approved"}' : '',
          createdAt: c.at,
          updatedAt: c.at,
          nextAt: c.at,
          sentAt: failed ? null : new Date(c.at.getTime() + 4000),
        };
      }),
    )
    .onConflictDoNothing();
}
