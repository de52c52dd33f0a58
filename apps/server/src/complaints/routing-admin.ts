import { eq, sql, type SQL } from 'drizzle-orm';
import { ESCALATION_LEVELS, isRowId, type MessageKey } from '@nagar/contract';
import type { Db } from '../db/client.ts';
import { rowsOf, toNumber } from '../db/client.ts';
import { escalationOfficers, grievanceTypes, routingRules, wards } from '../db/schema.ts';
import { transaction } from '../db/retry.ts';
import { httpError, validationError } from '../lib/errors.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { mayHandle } from './routing.ts';

export interface RoutingRule {
  id: number;
  wardId: number;
  ward: string;
  /** null: the ward's default for every type without its own rule. */
  grievanceTypeId: number | null;
  grievanceType: string | null;
  officerId: number;
  officer: string;
}

export interface EscalationOfficer {
  id: number;
  level: number;
  /** null: for every ward. */
  wardId: number | null;
  ward: string | null;
  officerId: number;
  officer: string;
}

const idOrNull = (v: unknown): number | null | undefined => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return isRowId(n) ? n : undefined;
};

const refuse = (errors: Record<string, MessageKey>) =>
  validationError(Object.fromEntries(Object.entries(errors).map(([k, key]) => [k, { key }])));

/** The officer a rule or an escalation names, from its row (officer_id and the officer's name). */
const officerOf = (r: Record<string, unknown>) => ({ officerId: toNumber(r.officer_id), officer: String(r.officer) });

/**
 * Admin › Routing (issue 28): which officer new complaints of a ward (and type) go to, and who overdue ones
 * escalate to. Every rule names someone who may see the ward's complaints (checked here, and again when used);
 * every change is audited.
 */
export class RoutingService {
  constructor(private readonly db: Db) {}

  async rules(): Promise<RoutingRule[]> {
    const rows = await rowsOf<Record<string, unknown>>(
      this.db,
      sql`select r.id, r.ward_id, w.name as ward, r.grievance_type_id, g.name as grievance_type, r.officer_id, u.name as officer
          from routing_rules r join wards w on w.id = r.ward_id join users u on u.id = r.officer_id
          left join grievance_types g on g.id = r.grievance_type_id
          order by w.id, r.grievance_type_id nulls first, g.name`,
    );
    return rows.map((r) => ({
      id: toNumber(r.id),
      wardId: toNumber(r.ward_id),
      ward: String(r.ward),
      grievanceTypeId: r.grievance_type_id === null ? null : toNumber(r.grievance_type_id),
      grievanceType: (r.grievance_type as string | null) ?? null,
      ...officerOf(r),
    }));
  }

  async escalations(): Promise<EscalationOfficer[]> {
    const rows = await rowsOf<Record<string, unknown>>(
      this.db,
      sql`select e.id, e.level, e.ward_id, w.name as ward, e.officer_id, u.name as officer
          from escalation_officers e join users u on u.id = e.officer_id left join wards w on w.id = e.ward_id
          order by e.level, e.ward_id nulls last, w.id`,
    );
    return rows.map((r) => ({
      id: toNumber(r.id),
      level: toNumber(r.level),
      wardId: r.ward_id === null ? null : toNumber(r.ward_id),
      ward: (r.ward as string | null) ?? null,
      ...officerOf(r),
    }));
  }

  /** Sets the officer of a ward and type (no type: the ward's default), replacing the rule there was. */
  async setRule(input: { wardId?: unknown; grievanceTypeId?: unknown; officerId?: unknown }, actor: Actor): Promise<RoutingRule> {
    const wardId = idOrNull(input.wardId);
    const typeId = idOrNull(input.grievanceTypeId);
    const officerId = idOrNull(input.officerId);
    const errors: Record<string, MessageKey> = {};
    if (!wardId || !(await this.exists('ward', wardId))) errors.wardId = 'invalidChoice';
    if (typeId === undefined || (typeId !== null && !(await this.exists('type', typeId)))) errors.grievanceTypeId = 'invalidChoice';
    if (!officerId || (wardId && !(await mayHandle(this.db, officerId, wardId)))) errors.officerId = 'assignBadOfficer';
    if (Object.keys(errors).length) throw refuse(errors);
    const id = await this.upsert(
      sql`insert into routing_rules (ward_id, grievance_type_id, officer_id) values (${wardId}, ${typeId}, ${officerId})
            on conflict (ward_id, (coalesce(grievance_type_id, 0))) do update set officer_id = excluded.officer_id, updated_at = now()
            returning id`,
      'routing-rule',
      { wardId, grievanceTypeId: typeId, officerId },
      actor,
    );
    return (await this.rules()).find((r) => r.id === id)!;
  }

  removeRule(id: number, actor: Actor): Promise<void> {
    return this.remove(routingRules, 'routing-rule', id, actor, ['wardId', 'grievanceTypeId', 'officerId']);
  }

  /** Sets the escalation officer of a level for a ward (no ward: every ward), replacing the one there was. */
  async setEscalation(input: { level?: unknown; wardId?: unknown; officerId?: unknown }, actor: Actor): Promise<EscalationOfficer> {
    const level = Number(input.level);
    const wardId = idOrNull(input.wardId);
    const officerId = idOrNull(input.officerId);
    const errors: Record<string, MessageKey> = {};
    if (!Number.isInteger(level) || level < 1 || level > ESCALATION_LEVELS) errors.level = 'invalidChoice';
    if (wardId === undefined || (wardId !== null && !(await this.exists('ward', wardId)))) errors.wardId = 'invalidChoice';
    if (!officerId || (wardId !== undefined && !(await mayHandle(this.db, officerId, wardId)))) errors.officerId = 'assignBadOfficer';
    if (Object.keys(errors).length) throw refuse(errors);
    const id = await this.upsert(
      sql`insert into escalation_officers (level, ward_id, officer_id) values (${level}, ${wardId}, ${officerId})
            on conflict (level, (coalesce(ward_id, 0))) do update set officer_id = excluded.officer_id, updated_at = now()
            returning id`,
      'escalation-officer',
      { level, wardId, officerId },
      actor,
    );
    return (await this.escalations()).find((r) => r.id === id)!;
  }

  removeEscalation(id: number, actor: Actor): Promise<void> {
    return this.remove(escalationOfficers, 'escalation-officer', id, actor, ['level', 'wardId', 'officerId']);
  }

  /** Writes a rule or an officer by `upsert` (which returns its id) with its audit row, in one transaction: its id. */
  private upsert(
    upsert: SQL,
    entity: 'routing-rule' | 'escalation-officer',
    changes: Record<string, unknown>,
    actor: Actor,
  ): Promise<number> {
    return transaction(this.db, async (tx) => {
      const [row] = await rowsOf<{ id: number | string }>(tx, upsert);
      const id = toNumber(row!.id);
      await recordAudit(tx, actor, { action: 'update', entity, entityId: id, changes });
      return id;
    });
  }

  /** Deletes one row (404 when there is none) and audits what it held, in one transaction. */
  private async remove<T extends typeof routingRules | typeof escalationOfficers>(
    table: T,
    entity: 'routing-rule' | 'escalation-officer',
    id: number,
    actor: Actor,
    held: ReadonlyArray<keyof T['$inferSelect'] & string>,
  ): Promise<void> {
    await transaction(this.db, async (tx) => {
      const gone = (await tx.delete(table).where(eq(table.id, id)).returning()) as Array<T['$inferSelect']>;
      if (!gone.length) throw httpError(404, 'notFound');
      await recordAudit(tx, actor, {
        action: 'delete',
        entity,
        entityId: id,
        changes: Object.fromEntries(held.map((key) => [key, gone[0]![key]])),
      });
    });
  }

  private async exists(kind: 'ward' | 'type', id: number): Promise<boolean> {
    const table = kind === 'ward' ? wards : grievanceTypes;
    return (await this.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
  }
}
