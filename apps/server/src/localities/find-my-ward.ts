import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  FIND_WARD_MAX_LOCALITIES,
  FIND_WARD_MAX_WARDS,
  FIND_WARD_QUERY_MAX,
  charCount,
  clipUnits,
  textOf,
  hasControlChars,
  normaliseWardQuery,
  wardNumberOf,
  wardQueryKind,
  type ResourceItem,
  type WardLookup,
  type WardMatch,
  type WardPerson,
} from '@nagar/contract';
import type { Services } from '../services.ts';
import { anyOf } from '../db/any-of.ts';
import { localities, officials, wards } from '../db/schema.ts';
import { likeContains } from '../lib/like.ts';

/** '%' and '_' typed by a citizen are literal characters, not wildcards. */

/** The designation whose officials are a ward's member; the others with a ward are its officers. */
const MEMBER = 'Ward Parshad';

interface WardRow {
  id: number;
  name: string;
  nameHi: string;
}
interface LocalityRow {
  name: string;
  nameHi: string;
  pincode: string;
  wardId: number;
}

const person = (item: ResourceItem): WardPerson => ({
  id: item.id,
  name: textOf(item.name ?? ''),
  nameHi: textOf(item.nameHi ?? ''),
  designation: textOf(item.designation ?? ''),
  postRemarks: textOf(item.postRemarks ?? ''),
  postRemarksHi: textOf(item.postRemarksHi ?? ''),
  mobileNumber: (item.mobileNumber as string | null) ?? null,
  landLineNumber: (item.landLineNumber as string | null) ?? null,
  photo: item.fileInfo?.photoPath?.thumb ?? item.fileInfo?.photoPath?.url ?? null,
});

/**
 * Find my ward: the wards a query names, each with the localities found in it, its Ward Parshad and its other
 * officials (public directory data: names, designations, phones, photos), and the council office's phone. A ward
 * number ("ward 4", "वार्ड ४", "4") finds that ward and lists its localities; a pincode the wards of its localities;
 * other text the localities and landmarks whose name in either language holds it, and the wards whose name does.
 */
export async function findMyWard(services: Services, query: string): Promise<WardLookup> {
  const q = normaliseWardQuery(clipUnits(query, FIND_WARD_QUERY_MAX));
  const officePhone = (await services.settings.read()).phone ?? '';
  if (!q || hasControlChars(q) || (charCount(q) < 2 && !/^\d$/.test(q))) return { q, by: 'none', wards: [], officePhone };
  const { db } = services;
  const kind = wardQueryKind(q);
  const allWards: WardRow[] = await db.select({ id: wards.id, name: wards.name, nameHi: wards.nameHi }).from(wards).orderBy(asc(wards.id));
  const locality = { name: localities.name, nameHi: localities.nameHi, pincode: localities.pincode, wardId: localities.wardId };

  let found: WardRow[] = [];
  let places: LocalityRow[] = [];
  let allOfWard = false;
  if (kind.kind === 'ward') {
    found = allWards.filter((w) => wardNumberOf(w.name) === kind.number || wardNumberOf(w.nameHi) === kind.number);
    allOfWard = true;
  } else if (kind.kind === 'pincode') {
    places = await db
      .select(locality)
      .from(localities)
      .where(eq(localities.pincode, kind.pincode))
      .orderBy(asc(localities.name))
      .limit(500);
  } else {
    const pattern = likeContains(q);
    places = await db
      .select(locality)
      .from(localities)
      .where(or(ilike(localities.name, pattern), ilike(localities.nameHi, pattern)))
      .orderBy(sql`length(${localities.name})`, asc(localities.name))
      .limit(500);
    const lower = q.toLowerCase();
    const named = allWards.filter((w) => w.name.toLowerCase().includes(lower) || w.nameHi.toLowerCase().includes(lower));
    found = named;
  }
  // The wards of the localities found, in the order their localities were found, after the wards found by name.
  const byId = new Map(allWards.map((w) => [w.id, w]));
  for (const p of places) {
    const w = byId.get(p.wardId);
    if (w && !found.includes(w)) found.push(w);
  }
  found = found.slice(0, FIND_WARD_MAX_WARDS);
  if (found.length === 0) return { q, by: kind.kind, wards: [], officePhone };
  const ids = found.map((w) => w.id);
  if (allOfWard)
    places = await db.select(locality).from(localities).where(anyOf(localities.wardId, ids)).orderBy(asc(localities.name)).limit(2000);

  // The officials of these wards as the directory answers them (photos as stored files), in serial-number order.
  const service = services.resource('official');
  const people = (await service.list({ pageSize: 500 }, { key: `wards:${ids.join(',')}`, where: anyOf(officials.wardId, ids) })).items;

  const matches: WardMatch[] = found.map((w) => {
    const own = people.filter((p) => p.wardId === w.id);
    return {
      id: w.id,
      name: w.name,
      nameHi: w.nameHi,
      localities: places
        .filter((p) => p.wardId === w.id)
        .slice(0, FIND_WARD_MAX_LOCALITIES)
        .map(({ name, nameHi, pincode }) => ({ name, nameHi, pincode })),
      members: own.filter((p) => p.designation === MEMBER).map(person),
      officers: own.filter((p) => p.designation !== MEMBER).map(person),
    };
  });
  return { q, by: kind.kind, wards: matches, officePhone };
}
