/**
 * A council with three wards (A, B, C), two complaints in each, and one person of every role and ward set: the
 * fixture of the ward-scope tests and the role × ward set matrix (auth/role-matrix.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type { PortalUser } from '@nagar/contract';
import { complaints, districts, grievanceTypes, users, wards } from '../db/schema.ts';
import { loginAs } from './app.ts';

export const WARD_NAMES = { A: 'Ward A – Gandhi Chowk', B: 'Ward B – Station Road', C: 'Ward C – Nehru Nagar' } as const;
export type WardKey = keyof typeof WARD_NAMES;

/** Every role, and a grievance officer with each kind of ward set. */
export const WHO = ['admin', 'officerAll', 'officerOne', 'officerNone', 'editor', 'user'] as const;
export type Who = (typeof WHO)[number];

export interface Person {
  authorization: string;
  token: string;
  /** As the pages' loaders get it (PortalApi): the ward scope reads its id and role. */
  user: PortalUser;
}

export interface WardWorld {
  wardIds: Record<WardKey, number>;
  /** The complaints of each ward, by id. */
  complaintIds: Record<WardKey, number[]>;
  people: Record<Who, Person>;
}

/**
 * The wards each person may see (null: may not open complaints at all): admin and the all-wards officer every ward,
 * the one-ward officer ward A, the officer without wards none; editors and users have no complaint queue.
 */
export const VISIBLE: Record<Who, WardKey[] | null> = {
  admin: ['A', 'B', 'C'],
  officerAll: ['A', 'B', 'C'],
  officerOne: ['A'],
  officerNone: [],
  editor: null,
  user: null,
};

export async function wardWorld(app: FastifyInstance, prefix = 'w'): Promise<WardWorld> {
  const db = app.services.db;
  await db.insert(districts).values({ name: 'Sundarpur' }).onConflictDoNothing();
  await db.insert(grievanceTypes).values({ name: 'Street light' }).onConflictDoNothing();
  await db
    .insert(wards)
    .values(Object.values(WARD_NAMES).map((name) => ({ name })))
    .onConflictDoNothing();
  const wardRows = await db
    .select({ id: wards.id, name: wards.name })
    .from(wards)
    .where(inArray(wards.name, Object.values(WARD_NAMES)));
  const wardIds = Object.fromEntries(
    (Object.keys(WARD_NAMES) as WardKey[]).map((k) => [k, wardRows.find((w) => w.name === WARD_NAMES[k])!.id]),
  ) as Record<WardKey, number>;
  app.services.cache.invalidate();

  const complaintIds = { A: [], B: [], C: [] } as Record<WardKey, number[]>;
  let n = 0;
  for (const key of Object.keys(WARD_NAMES) as WardKey[]) {
    for (let i = 0; i < 2; i++) {
      n++;
      const filed = await app.services.complaints.file(
        {
          district: 'Sundarpur',
          ward: WARD_NAMES[key],
          grivance: 'Street light',
          additional_Information: `The light near house ${n} is out.`,
          name: `Citizen ${key}${i}`,
          mobile: `90000${String(n).padStart(5, '0')}`,
          consent: true,
          photos: [],
        },
        `10.77.${n}.1`,
      );
      const [row] = await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.complaintNo, filed.complaintNo));
      complaintIds[key].push(row!.id);
    }
  }

  const person = async (role: 'admin' | 'officer' | 'editor' | 'user', name: string): Promise<Person> => {
    const login = await loginAs(app, role, `${prefix}-${name.toLowerCase()}@test.example`);
    const session = (await app.services.accounts.authenticate(login.token))!;
    const user = { ...session, expiresAt: session.expiresAt.toISOString() } as unknown as PortalUser;
    return { authorization: login.authorization, token: login.token, user };
  };
  const people = {
    admin: await person('admin', 'admin'),
    officerAll: await person('officer', 'officerAll'),
    officerOne: await person('officer', 'officerOne'),
    officerNone: await person('officer', 'officerNone'),
    editor: await person('editor', 'editor'),
    user: await person('user', 'user'),
  } satisfies Record<Who, Person>;
  // Ward sets as an admin gives them (Users API): every ward, ward A, none.
  const setScope = async (who: Who, body: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/Admin/users/${people[who].user.id}/role`,
      headers: { authorization: people.admin.authorization },
      payload: { role: 'officer', ...body },
    });
    if (res.statusCode !== 200) throw new Error(`scope of ${who}: ${res.statusCode} ${res.body}`);
  };
  await setScope('officerAll', { allWards: true });
  await setScope('officerOne', { wardIds: [wardIds.A] });
  await setScope('officerNone', { wardIds: [] });
  const [check] = await db.select({ allWards: users.allWards }).from(users).where(eq(users.id, people.officerAll.user.id));
  if (!check?.allWards) throw new Error('officerAll has not every ward');
  return { wardIds, complaintIds, people };
}

/** The complaint ids a person may see, by the VISIBLE table (null: none, refused). */
export const visibleIds = (world: WardWorld, who: Who): number[] | null =>
  VISIBLE[who] === null ? null : VISIBLE[who].flatMap((k) => world.complaintIds[k]).sort((a, b) => a - b);

/** What a citizen types into a complaint (a street light in Sundarpur) filed by `complaintFiler`. */
export interface ComplaintText {
  info: string;
  landmark?: string;
  suggestion?: string;
  name: string;
}

/**
 * Files complaints in the ward world's wards as a citizen does, each under a label: `ids` gets label → complaint id.
 * The n-th in `ids` comes from the mobile `<mobilePrefix>` + n on 8 digits and the address `<ipPrefix>.<n>.1`.
 */
export function complaintFiler(app: FastifyInstance, ids: Map<string, number>, from: { mobilePrefix: string; ipPrefix: string }) {
  return async (label: string, ward: WardKey, text: ComplaintText): Promise<void> => {
    const filed = await app.services.complaints.file(
      {
        district: 'Sundarpur',
        ward: WARD_NAMES[ward],
        grivance: 'Street light',
        additional_Information: text.info,
        landmark: text.landmark ?? '',
        your_Suggestion: text.suggestion ?? '',
        name: text.name,
        mobile: `${from.mobilePrefix}${String(ids.size + 1).padStart(8, '0')}`,
        consent: true,
        photos: [],
      },
      `${from.ipPrefix}.${ids.size + 1}.1`,
    );
    const [row] = await app.services.db.select({ id: complaints.id }).from(complaints).where(eq(complaints.complaintNo, filed.complaintNo));
    ids.set(label, row!.id);
  };
}
