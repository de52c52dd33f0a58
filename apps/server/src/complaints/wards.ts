import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isRowId } from '@nagar/contract';
import type { Db, Tx } from '../db/client.ts';
import { countRows, rowsOf, toNumber } from '../db/client.ts';
import { complaints, localities, officials, propertyTax, userWards, wards } from '../db/schema.ts';
import { transaction } from '../db/retry.ts';
import { httpError, validationError } from '../lib/errors.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import type { PublicCache } from '../cache/public-cache.ts';

/**
 * What refers to a ward: its complaints, the officers limited to it and its localities (issue 27). Officials of the
 * public directory refer to it too, but lose only their ward when it goes (set null: no one's scope).
 */
export async function wardReferences(tx: Db | Tx, id: number): Promise<{ complaints: number; officers: number; localities: number }> {
  const [row] = await rowsOf<{ complaints: number | string; officers: number | string; localities: number | string }>(
    tx,
    sql`select (select count(*) from ${complaints} where ${complaints.wardId} = ${id}) as "complaints",
      (select count(*) from ${userWards} where ${userWards.wardId} = ${id}) as "officers",
      (select count(*) from ${localities} where ${localities.wardId} = ${id}) as "localities"`,
  );
  return { complaints: toNumber(row?.complaints), officers: toNumber(row?.officers), localities: toNumber(row?.localities) };
}

/**
 * Refuses (409, naming what refers to it) to delete a ward that complaints or officers refer to: deleting it would
 * leave complaints without a ward and officers with fewer wards than they were given. Called under the ward row's
 * lock (ResourceService.remove), so no complaint nor officer can be added to it meanwhile; the foreign keys
 * (restrict, migration 0015) refuse it in the database too.
 */
export async function refuseWardInUse(tx: Tx, id: number): Promise<void> {
  const refs = await wardReferences(tx, id);
  if (refs.complaints || refs.officers) throw httpError(409, 'wardInUse', refs);
  // A locality without its ward would leave Find my ward without an answer for it.
  if (refs.localities) throw httpError(409, 'wardHasLocalities', refs);
  // Nor may the property tax register lose the ward of a property (issue 27): merge it instead.
  const properties = await countRows(tx, propertyTax, eq(propertyTax.wardId, id));
  if (properties) throw httpError(409, 'wardHasProperties', { properties });
}

export interface WardMerge {
  from: { id: number; name: string };
  into: { id: number; name: string };
  complaints: number;
  officers: number;
  /** Issue 27: the localities and the directory's officials that moved with it. */
  localities: number;
  officials: number;
  /** Issue 27: the property tax register's properties that moved with it. */
  properties: number;
}

/**
 * Merges a ward into another: its complaints (their ward id, and so their ward name) and its officers (without
 * duplicates) move to `into`, and the ward is deleted, in one transaction with one audit row. Both wards are
 * locked first (in id order), so no filing nor officer change can refer to the merged ward meanwhile.
 */
export async function mergeWard(db: Db, cache: PublicCache, actor: Actor, id: number, intoInput: unknown): Promise<WardMerge> {
  if (!isRowId(id)) throw httpError(404, 'notFound');
  const into =
    typeof intoInput === 'number' ? intoInput : typeof intoInput === 'string' && /^\d{1,10}$/.test(intoInput) ? Number(intoInput) : NaN;
  const badTarget = () => validationError({ into: { key: 'wardMergeTarget' } });
  if (!isRowId(into) || into === id) {
    const [exists] = await db.select({ id: wards.id }).from(wards).where(eq(wards.id, id));
    throw exists ? badTarget() : httpError(404, 'notFound');
  }
  const result = await transaction(db, async (tx) => {
    const locked = await tx
      .select({ id: wards.id, name: wards.name })
      .from(wards)
      .where(inArray(wards.id, [id, into]))
      .orderBy(asc(wards.id))
      .for('update');
    const from = locked.find((w) => w.id === id);
    const target = locked.find((w) => w.id === into);
    if (!from) throw httpError(404, 'notFound');
    if (!target) throw badTarget();
    // The ward's name follows the id (trigger complaints_ward_name): the counts by name move with it.
    const moved = await tx.update(complaints).set({ wardId: into }).where(eq(complaints.wardId, id)).returning({ id: complaints.id });
    const officers = await tx.select({ userId: userWards.userId }).from(userWards).where(eq(userWards.wardId, id));
    if (officers.length) {
      await tx
        .insert(userWards)
        .values(officers.map((o) => ({ userId: o.userId, wardId: into })))
        .onConflictDoNothing();
      await tx.delete(userWards).where(and(eq(userWards.wardId, id)));
    }
    // Its localities and the directory's officials of it (Find my ward) are the other ward's now.
    const places = await tx.update(localities).set({ wardId: into }).where(eq(localities.wardId, id)).returning({ id: localities.id });
    const people = await tx.update(officials).set({ wardId: into }).where(eq(officials.wardId, id)).returning({ id: officials.id });
    // The register's properties of it are the other ward's (counted first: a ward may hold thousands).
    const properties = await countRows(tx, propertyTax, eq(propertyTax.wardId, id));
    await tx.update(propertyTax).set({ wardId: into }).where(eq(propertyTax.wardId, id));
    await tx.delete(wards).where(eq(wards.id, id));
    const merge: WardMerge = {
      from,
      into: target,
      complaints: moved.length,
      officers: officers.length,
      localities: places.length,
      officials: people.length,
      properties,
    };
    await recordAudit(tx, actor, {
      action: 'merge',
      entity: 'ward',
      entityId: id,
      changes: {
        name: [from.name, null],
        mergedInto: target.name,
        mergedIntoId: target.id,
        complaints: merge.complaints,
        officers: merge.officers,
        localities: merge.localities,
        officials: merge.officials,
        properties: merge.properties,
      },
    });
    return merge;
  });
  cache.invalidate();
  return result;
}
