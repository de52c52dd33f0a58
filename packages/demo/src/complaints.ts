import sharp from 'sharp';
import { asc, eq, sql } from 'drizzle-orm';
import type { Services } from '@nagar/server/services.ts';
import type { Config } from '@nagar/server/config.ts';
import { toNumber } from '@nagar/server/db/client.ts';
import { complaintActions, complaintReminders, complaints, districts, grievanceTypes, users, wards } from '@nagar/server/db/schema.ts';
import { processUpload, type FileDraft } from '@nagar/server/files/pipeline.ts';
import { insertFiles } from '@nagar/server/files/store.ts';
import { seeded, type Rng } from './art/svg.ts';
import * as scenes from './art/complaint-scenes.ts';
import type { Svg } from './art/svg.ts';
import { wardNames, wardNamesHi } from './data.ts';

/**
 * Demo grievances: the form's master lists, then ~300 complaints of the last four months with their
 * histories and reminders, written straight into the tables in one transaction (the service would take
 * minutes and could not back-date them). Fixed seed: the same complaints on every install.
 */

const DEMO_DISTRICTS = ['Sundarpur'];
const DEMO_DISTRICTS_HI = ['सुंदरपुर'];
export const DEMO_WARDS = wardNames;

type Kind = 'light' | 'garbage' | 'drain' | 'water' | 'road' | 'animals' | 'construction' | 'mosquito' | 'toilet' | 'other';

interface TypeSeed {
  name: string;
  /** The name as the Hindi form lists it. */
  nameHi: string;
  kind: Kind;
  /** How often it is filed, relative to the others. */
  weight: number;
  /** Who handles it (named in the first staff remark). */
  branch: string;
  descriptions: string[];
  suggestions: string[];
  progress: string[];
  resolved: string[];
}

const TYPES: TypeSeed[] = [
  {
    name: 'Streetlight not working',
    nameHi: 'स्ट्रीट लाइट बंद है',
    kind: 'light',
    weight: 18,
    branch: 'the electrical section',
    descriptions: [
      'The street light on the pole in front of our house has not been working for a week. The lane is completely dark at night.',
      'Three street lights in a row are off since the storm. Women and children are afraid to walk here after dark.',
      'The street light stays on during the day and goes off at night.',
      'The street light pole is bent and the light flickers all night.',
    ],
    suggestions: [
      'Please fit an LED light, it lasts longer.',
      'A light is also needed at the turning of the lane.',
      'Please check the timer switch of the whole line.',
    ],
    progress: [
      'Lineman inspected the site; LED fitting requisitioned from the store.',
      'Fault traced to the underground cable; repair scheduled with the contractor.',
    ],
    resolved: [
      'Bulb replaced by the electrical team.',
      'LED fitting replaced; light checked working at night.',
      'Loose wiring in the pole repaired; the light is working.',
      'Timer switch of the line replaced; lights now come on at dusk.',
    ],
  },
  {
    name: 'Garbage not collected',
    nameHi: 'कचरा नहीं उठाया गया',
    kind: 'garbage',
    weight: 20,
    branch: 'the sanitation supervisor of the ward',
    descriptions: [
      'Garbage has not been collected from our lane for four days. It smells and dogs scatter it on the road.',
      'The collection vehicle does not come to our street, so people dump waste on the empty plot.',
      'The community dustbin is overflowing and has not been emptied this week.',
      'Waste from the vegetable market is left on the road every evening.',
    ],
    suggestions: [
      'The vehicle should come before 9 in the morning.',
      'Please place a dustbin at the corner.',
      'Fine the people who throw waste on the plot.',
    ],
    progress: ['Extra trip of the collection vehicle scheduled for the area.', 'Sanitation supervisor visited; sweeping gang assigned.'],
    resolved: [
      'Garbage lifted and the area cleaned; the vehicle route now covers this lane daily.',
      'Waste cleared and bleaching powder sprinkled.',
      'Dustbin emptied and replaced with a larger one.',
    ],
  },
  {
    name: 'Drain blockage',
    nameHi: 'नाली जाम',
    kind: 'drain',
    weight: 14,
    branch: 'the sanitation branch',
    descriptions: [
      'The drain in front of our houses is blocked with plastic and the dirty water overflows onto the road.',
      'The drain is choked; after the rain the water entered the houses.',
      'The cover slab of the drain is broken and the drain is full of silt.',
    ],
    suggestions: ['Please cover the drain with slabs.', 'The drain needs cleaning before the monsoon every year.'],
    progress: ['Cleaning gang and JCB assigned; desilting started.', 'Estimate for new cover slabs prepared by the sub engineer.'],
    resolved: [
      'Drain desilted and the blockage cleared.',
      'Drain cleaned; broken cover slab replaced.',
      'Blockage removed at the culvert; water is flowing.',
    ],
  },
  {
    name: 'Water supply',
    nameHi: 'पानी की आपूर्ति',
    kind: 'water',
    weight: 12,
    branch: 'the water works section',
    descriptions: [
      'No water supply in our lane for three days.',
      'The water pipeline is leaking near the hand pump and water is wasted every day.',
      'Water comes with very low pressure and is muddy.',
      'Supply comes at 4 in the morning and only for twenty minutes.',
    ],
    suggestions: ['Please change the supply time to the morning.', 'Send a tanker until the line is repaired.'],
    progress: ['Leak located on the distribution line; excavation started.', 'Valve operator instructed to change the supply timing.'],
    resolved: [
      'Leaking pipeline repaired; supply restored.',
      'Supply timing corrected; pressure checked with the residents.',
      'Tanker supply arranged until the repair; pipeline repaired and supply restored.',
    ],
  },
  {
    name: 'Road damage / potholes',
    nameHi: 'सड़क टूटी / गड्ढे',
    kind: 'road',
    weight: 10,
    branch: 'the public works branch',
    descriptions: [
      'There are big potholes on the road and two-wheelers have fallen at night.',
      'The road was dug up for the pipeline and has not been repaired.',
      'The CC road has broken and water collects in the potholes.',
    ],
    suggestions: ['Please repair it before the monsoon.', 'Put a warning sign until the repair.'],
    progress: ["Site measured; patch work included in this week's schedule.", 'Material for the repair sent to the site.'],
    resolved: [
      'Potholes filled with WBM and patched with bitumen.',
      'Road patch work completed.',
      'Trench refilled and the road surface restored.',
    ],
  },
  {
    name: 'Stray animals',
    nameHi: 'आवारा पशु',
    kind: 'animals',
    weight: 7,
    branch: 'the cattle-catching squad',
    descriptions: [
      'Stray cattle sit in the middle of the road and cause accidents.',
      'A pack of stray dogs chases children on their way to school.',
      'Pigs roam in the colony and dig up the drains.',
    ],
    suggestions: ['Cattle owners should be fined.', 'Please arrange sterilisation of the dogs.'],
    progress: ['Squad visited; the owners of the cattle identified and warned.'],
    resolved: [
      'Stray cattle caught and sent to the gaushala; the owners fined.',
      'Stray dogs picked up for sterilisation and vaccination.',
      'Pigs removed from the colony by the squad.',
    ],
  },
  {
    name: 'Illegal construction',
    nameHi: 'अवैध निर्माण',
    kind: 'construction',
    weight: 4,
    branch: 'the building permission branch',
    descriptions: [
      'A shop is being built on the public drain and the footpath.',
      'An extra floor is being built without permission and the lane is blocked with material.',
    ],
    suggestions: ['Please stop the work before it is completed.'],
    progress: ['Site inspected by the sub engineer; notice being issued to the owner.'],
    resolved: ['Notice served; the owner removed the encroachment.', 'Unauthorised construction sealed; material removed from the lane.'],
  },
  {
    name: 'Mosquito menace',
    nameHi: 'मच्छरों का प्रकोप',
    kind: 'mosquito',
    weight: 6,
    branch: 'the health section',
    descriptions: [
      'There are too many mosquitoes in the colony. Please arrange fogging.',
      'Stagnant water on the empty plot is breeding mosquitoes and several people have fever.',
    ],
    suggestions: ['Fogging should be done every week in the rainy season.'],
    progress: ['Fogging scheduled for the locality; larvicide spraying in progress.'],
    resolved: [
      'Fogging done in the locality and larvicide sprayed on the stagnant water.',
      'Plot drained and filled with soil; fogging done.',
    ],
  },
  {
    name: 'Public toilet cleanliness',
    nameHi: 'सार्वजनिक शौचालय की सफ़ाई',
    kind: 'toilet',
    weight: 5,
    branch: 'the sanitation supervisor',
    descriptions: ['The public toilet is very dirty and has no water.', 'The public toilet near the market is locked most of the day.'],
    suggestions: ['Please display a phone number for complaints at the toilet.'],
    progress: ['Cleaning contractor asked to put more staff on the block.'],
    resolved: [
      'Toilet block cleaned; the contractor warned and a cleaning register started.',
      'Water connection of the toilet block restored and the block cleaned.',
    ],
  },
  {
    name: 'Others',
    nameHi: 'अन्य',
    kind: 'other',
    weight: 4,
    branch: 'the branch concerned',
    descriptions: [
      'The gate of the public park is broken and the swings are damaged.',
      'A dead animal is lying beside the road and has not been removed.',
      'The hand pump in our lane is not working.',
    ],
    suggestions: [],
    progress: ['Site inspected; the work is in progress.'],
    resolved: [
      'Attended to by the branch concerned; the work is completed.',
      'Removed by the sanitation staff.',
      'Hand pump repaired by the mechanic.',
    ],
  },
];

export const DEMO_GRIEVANCE_TYPES = TYPES.map((t) => t.name);

/** Each kind's resolution time in days (issue 28), of the order eGov's grievance module sets per service. */
export const DEMO_RESOLUTION_DAYS: Record<Kind, number> = {
  light: 3,
  garbage: 2,
  drain: 3,
  water: 2,
  road: 15,
  animals: 7,
  construction: 30,
  mosquito: 7,
  toilet: 2,
  other: 10,
};

/** Why citizens reopen a complaint, and what they say when they rate its resolution. */
const REOPEN_REASONS = [
  'The problem is back after two days. Please send someone again.',
  'समस्या फिर से हो गई है, कृपया दोबारा देखें।',
  'Only half of the work was done; the rest is as before.',
];
const RATING_COMMENTS: Record<number, string[]> = {
  5: ['Fixed quickly, thank you.', 'बहुत जल्दी काम हुआ, धन्यवाद।'],
  4: ['Done, though it took a few days.', 'काम हो गया।'],
  3: ['It took longer than it should have.'],
  2: ['It took far too long.', 'बहुत देर से काम हुआ।'],
  1: ['Still not properly fixed.'],
};

const REJECTIONS: Array<{ text: string; kinds?: Kind[] }> = [
  { text: 'Not under council jurisdiction: forwarded to PWD (state highway).', kinds: ['road', 'drain'] },
  { text: 'Not under council jurisdiction: forwarded to the electricity distribution company.', kinds: ['light'] },
  { text: 'Not under council jurisdiction: forwarded to the Public Health Engineering Department.', kinds: ['water'] },
  { text: 'Duplicate of an earlier complaint for the same place; the work is followed up there.' },
  { text: 'Site inspected: no problem found at the given place. Please file again with a nearby landmark.' },
  {
    text: 'Private property: the owner is responsible; the complainant has been informed.',
    kinds: ['drain', 'water', 'other', 'construction'],
  },
  { text: 'The matter is pending before the court; the council cannot act on it now.', kinds: ['construction'] },
];

const LANDMARKS = [
  'Near Hanuman Mandir',
  'Opposite Government Girls School',
  'Behind the Sabzi Mandi',
  'Near the bus stand',
  'Next to the Anganwadi centre',
  'Near Jama Masjid',
  'Opposite the post office',
  'Near the overhead water tank',
  'Beside the Primary Health Centre',
  'Near the railway crossing',
  'Near Shiv Mandir',
  'Opposite the petrol pump',
  'Near Talab ghat',
  'Behind the council office',
  'Near the Gurudwara',
  'Opposite the ration shop',
  'Near the community hall',
  'Lane behind the cinema',
];

const MEN = [
  'Ramesh',
  'Suresh',
  'Mahesh',
  'Rajesh',
  'Anil',
  'Sunil',
  'Manoj',
  'Rakesh',
  'Deepak',
  'Sanjay',
  'Vinod',
  'Ajay',
  'Arvind',
  'Mohan',
  'Salim',
  'Irfan',
  'Harish',
  'Gopal',
  'Naresh',
  'Pawan',
  'Kamal',
  'Jitendra',
  'Lokesh',
  'Rahul',
];
const WOMEN = [
  'Sunita',
  'Geeta',
  'Anita',
  'Kavita',
  'Rekha',
  'Pooja',
  'Shabana',
  'Meera',
  'Laxmi',
  'Savita',
  'Radha',
  'Nisha',
  'Seema',
  'Usha',
  'Kiran',
  'Reena',
  'Shanti',
  'Farzana',
  'Pushpa',
  'Mamta',
];
const SURNAMES = [
  'Sharma',
  'Verma',
  'Yadav',
  'Patel',
  'Sahu',
  'Kushwaha',
  'Rathore',
  'Jain',
  'Khan',
  'Ahirwar',
  'Lodhi',
  'Soni',
  'Namdev',
  'Tiwari',
  'Dubey',
  'Mishra',
  'Raikwar',
  'Qureshi',
  'Chourasia',
  'Vishwakarma',
  'Gupta',
  'Kori',
];

/** Pictures for a few complaints: the citizen's photo and, once resolved, the staff's. */
const PICTURES: Array<{ kind: Kind; before: () => Svg; after?: () => Svg }> = [
  { kind: 'light', before: scenes.streetlightOut, after: scenes.streetlightFixed },
  { kind: 'garbage', before: scenes.garbagePile, after: scenes.cleanStreet },
  { kind: 'drain', before: scenes.drainBlocked, after: scenes.drainCleared },
  { kind: 'road', before: scenes.pothole, after: scenes.repairedRoad },
  { kind: 'water', before: scenes.waterTap },
  { kind: 'animals', before: scenes.strayCattle },
  { kind: 'toilet', before: scenes.toiletBlock },
  { kind: 'construction', before: scenes.illegalConstruction },
  { kind: 'mosquito', before: scenes.stagnantWater },
  { kind: 'garbage', before: scenes.garbagePile },
];

const COUNT = 300;
const DAYS = 120;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const pickOf = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
function weighted<T extends { weight: number }>(r: Rng, list: readonly T[]): T {
  let x = r() * list.reduce((sum, t) => sum + t.weight, 0);
  for (const t of list) if ((x -= t.weight) < 0) return t;
  return list[list.length - 1]!;
}
const between = (r: Rng, lo: number, hi: number) => lo + (hi - lo) * r();

interface Step {
  status: string;
  at: Date;
  remarks: string;
  image?: number;
  /** The citizen reopened the complaint here (the remarks are their reason). */
  reopened?: boolean;
}

interface Plan {
  entry: Date;
  type: TypeSeed;
  ward: string;
  landmark: string;
  description: string;
  suggestion: string;
  name: string;
  mobile: string;
  steps: Step[];
  reminders: Date[];
  photo?: number;
  /** The citizen's rating of the resolution, when given. */
  rating?: { rating: number; comment: string; at: Date };
}

/**
 * Some resolved complaints were reopened by the citizen (and resolved again: the final statuses stay as they were)
 * and many resolutions were rated, from a generator of their own so that the rest of the plan does not shift.
 */
function afterResolution(r: Rng, type: TypeSeed, entry: Date, steps: Step[], now: number): { steps: Step[]; rating?: Plan['rating'] } {
  const last = steps.at(-1);
  if (last?.status !== 'Resolved') return { steps };
  const days = DEMO_RESOLUTION_DAYS[type.kind];
  let resolvedAt = last.at.getTime();
  const out = [...steps];
  let reopened = false;
  if (r() < 0.08) {
    const reopenAt = resolvedAt + between(r, 0.5, 3) * DAY;
    const working = reopenAt + between(r, 0.2, 1) * DAY;
    const again = working + between(r, 0.5, 3) * DAY;
    if (again < now - 10 * 60_000) {
      out.push({ status: 'Open', at: new Date(reopenAt), remarks: pickOf(r, REOPEN_REASONS), reopened: true });
      out.push({ status: 'In Progress', at: new Date(working), remarks: pickOf(r, type.progress) });
      out.push({ status: 'Resolved', at: new Date(again), remarks: pickOf(r, type.resolved) });
      resolvedAt = again;
      reopened = true;
    }
  }
  const ratedAt = resolvedAt + between(r, 0.2, 2) * DAY;
  if (r() >= 0.6 || ratedAt > now - 10 * 60_000) return { steps: out };
  const onTime = resolvedAt - entry.getTime() <= days * DAY;
  const rating = reopened ? (r() < 0.5 ? 2 : 3) : onTime ? (r() < 0.75 ? 5 : 4) : 2 + Math.floor(r() * 3);
  const comments = reopened ? ['Had to reopen it before it was fixed.', 'ठीक होने से पहले दोबारा शिकायत करनी पड़ी।'] : RATING_COMMENTS[rating];
  const comment = r() < 0.5 ? pickOf(r, comments ?? ['']) : '';
  return { steps: out, rating: { rating, comment, at: new Date(ratedAt) } };
}

/** What becomes of a complaint: most are resolved, some rejected, a few stay stuck (and go overdue). */
function outcome(r: Rng, type: TypeSeed, entry: Date, now: number): Step[] {
  const steps: Step[] = [];
  const fate = r();
  if (fate < 0.04) return steps; // never acted on
  let t = entry.getTime() + between(r, 2, 40) * HOUR;
  const add = (status: string, remarks: string, after: number) => {
    t += after;
    steps.push({ status, at: new Date(t), remarks });
  };
  if (fate < 0.13) {
    if (r() < 0.5) add('Pending', `Forwarded to ${type.branch} for inspection.`, 0);
    const fits = REJECTIONS.filter((x) => !x.kinds || x.kinds.includes(type.kind));
    add('Rejected', pickOf(r, fits).text, between(r, 0.5, 4) * DAY);
  } else {
    add('Pending', `Forwarded to ${type.branch}.`, 0);
    if (fate > 0.21 || r() < 0.5) add('In Progress', pickOf(r, type.progress), between(r, 0.3, 3) * DAY);
    // Some stay pending or in progress for weeks: the overdue part of the queue.
    if (fate > 0.29) add('Resolved', pickOf(r, type.resolved), between(r, 0.3, 6) * DAY);
  }
  // What has not happened yet is not in the history: recent complaints are still open.
  return steps.filter((s) => s.at.getTime() < now - 10 * 60_000);
}

function plan(now: number): Plan[] {
  const master = seeded(20261122);
  const wardWeights = DEMO_WARDS.map((name) => ({ name, weight: 0.6 + master() }));
  const citizens: Array<{ name: string; mobile: string }> = [];
  const plans: Plan[] = [];
  for (let i = 0; i < COUNT; i++) {
    // One generator per complaint: what depends on the clock (a complaint filed "today") cannot shift the others.
    const r = seeded(20261122 + (i + 1) * 7919);
    const type = weighted(r, TYPES);
    // Filed at a waking hour (Indian time) on a day of the last four months.
    const day = new Date(now - Math.floor(r() * DAYS) * DAY);
    const midnightIst = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) - 5.5 * HOUR;
    let entry = midnightIst + between(r, 7, 21.5) * HOUR;
    if (entry > now - 30 * 60_000) entry = now - between(r, 0.5, 6) * HOUR;
    let citizen = citizens.length > 10 && r() < 0.12 ? pickOf(r, citizens) : undefined;
    if (!citizen) {
      const female = r() < 0.45;
      const k = citizens.length + 1;
      citizen = {
        name: `${pickOf(r, female ? WOMEN : MEN)} ${pickOf(r, SURNAMES)}`,
        // 9000 and six digits: obviously not a real subscriber; 7919 is prime, so no two citizens share one.
        mobile: `9000${String(100_000 + ((k * 7919) % 900_000)).padStart(6, '0')}`,
      };
      citizens.push(citizen);
    }
    const after = afterResolution(seeded(20261127 + (i + 1) * 104729), type, new Date(entry), outcome(r, type, new Date(entry), now), now);
    const steps = after.steps;
    const closed = steps.find((s) => s.status === 'Resolved' || s.status === 'Rejected')?.at.getTime();
    // Citizens remind when nothing seems to happen: never within the last day, so the demo can remind.
    const reminders: Date[] = [];
    const until = Math.min(closed ?? now, now - DAY);
    if (until - entry > 3 * DAY && r() < 0.3) {
      const n = r() < 0.3 ? 2 : 1;
      for (let k = 0; k < n; k++) reminders.push(new Date(entry + 3 * DAY + ((until - entry - 3 * DAY) * (k + r())) / n));
    }
    plans.push({
      entry: new Date(entry),
      type,
      ward: weighted(r, wardWeights).name,
      landmark: r() < 0.85 ? pickOf(r, LANDMARKS) : '',
      description: pickOf(r, type.descriptions),
      suggestion: type.suggestions.length && r() < 0.4 ? pickOf(r, type.suggestions) : '',
      name: citizen.name,
      mobile: citizen.mobile,
      steps,
      reminders,
      rating: after.rating,
    });
  }
  plans.sort((a, b) => a.entry.getTime() - b.entry.getTime());

  // Photos go to recent complaints (the first page of the public list): the most recent resolved
  // complaint of a kind gets the before-and-after pair, otherwise the most recent of the kind.
  const used = new Set<Plan>();
  for (const [n, picture] of PICTURES.entries()) {
    const recent = [...plans].reverse().filter((p) => p.type.kind === picture.kind && !used.has(p));
    const chosen = (picture.after && recent.find((p) => p.steps.at(-1)?.status === 'Resolved')) || recent[0];
    if (!chosen) continue;
    used.add(chosen);
    chosen.photo = n;
    const last = chosen.steps.at(-1);
    if (picture.after && last?.status === 'Resolved') last.image = n;
  }
  return plans;
}

const render = async (draw: () => Svg): Promise<Buffer> =>
  sharp(Buffer.from(String(draw())))
    .jpeg({ quality: 85 })
    .toBuffer();

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Master lists (kept if already there), then the demo complaints. Returns the count per status. */
export async function seedDemoComplaints(services: Services): Promise<Record<string, number>> {
  return writeDemoComplaints(services, await prepareDemoComplaints(services.config));
}

export interface DemoComplaints {
  plans: Plan[];
  /** The pictures, processed, by key. */
  drafts: Map<string, FileDraft[]>;
}

const drawnPictures = new Map<string, Promise<FileDraft[]>>();

/** Plans the demo complaints and draws and encodes their pictures; nothing is written. */
export async function prepareDemoComplaints(config: Config): Promise<DemoComplaints> {
  const now = Date.now();
  const plans = plan(now);
  const limits = { imageMaxBytes: config.imageMaxBytes, documentMaxBytes: config.documentMaxBytes };
  // Drawn and encoded through the same pipeline as a citizen's upload.
  const pictures = new Map<string, Promise<FileDraft[]>>();
  // Kept per process: a second seeding in one process (tests; two bootstraps at once) draws nothing again.
  const drawn = (key: string, make: () => Promise<FileDraft[]>) => {
    const at = `${limits.imageMaxBytes}:${key}`;
    let made = drawnPictures.get(at);
    if (!made) {
      made = make();
      drawnPictures.set(at, made);
      made.catch(() => drawnPictures.delete(at));
    }
    return made;
  };
  for (const p of plans) {
    if (p.photo === undefined) continue;
    const picture = PICTURES[p.photo]!;
    const base = p.type.name.toLowerCase().replace(/[^a-z]+/g, '-');
    pictures.set(
      `before-${p.photo}`,
      drawn(`before-${p.photo}:${base}`, () =>
        render(picture.before).then((data) => processUpload('image', { filename: `${base}.jpg`, data }, limits, 'complaint-photo')),
      ),
    );
    if (p.steps.at(-1)?.image !== undefined) {
      pictures.set(
        `after-${p.photo}`,
        drawn(`after-${p.photo}:${base}`, () =>
          render(picture.after!).then((data) => processUpload('image', { filename: `${base}-done.jpg`, data }, limits, 'action-photo')),
        ),
      );
    }
  }
  for (const p of pictures.values()) p.catch(() => undefined);
  const drafts = new Map<string, FileDraft[]>();
  for (const [key, p] of pictures) drafts.set(key, await p);
  return { plans, drafts };
}

/** Writes the master lists (kept if already there) and the prepared complaints. Returns the count per status. */
export async function writeDemoComplaints(services: Services, { plans, drafts }: DemoComplaints): Promise<Record<string, number>> {
  const { db } = services;

  await db.transaction(async (tx) => {
    await tx
      .insert(districts)
      .values(DEMO_DISTRICTS.map((name, i) => ({ name, nameHi: DEMO_DISTRICTS_HI[i]! })))
      .onConflictDoNothing();
    // One row at a time: the form lists wards in the order of their ids.
    for (const [i, name] of DEMO_WARDS.entries()) await tx.insert(wards).values({ name, nameHi: wardNamesHi[i]! }).onConflictDoNothing();
    await tx
      .insert(grievanceTypes)
      .values(TYPES.map(({ name, nameHi, kind }) => ({ name, nameHi, resolutionDays: DEMO_RESOLUTION_DAYS[kind] })))
      .onConflictDoNothing();
  });

  const [admin] = await db.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).limit(1);
  const staff = { id: admin?.id ?? null, name: admin?.name ?? 'Council office' };
  // Complaints carry their ward by id (an officer's scope is decided by it).
  const wardIds = new Map((await db.select({ id: wards.id, name: wards.name }).from(wards)).map((w) => [w.name, w.id]));

  await db.transaction(async (tx) => {
    const fileIds = new Map<string, string>();
    for (const [key, d] of drafts) fileIds.set(key, await insertFiles(tx, d));
    // Numbers are made from ids, as the service does: take them from the sequence, oldest complaint first.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- db.execute's type argument cannot state the rows of both drivers (PGlite, node-postgres): the cast does
    const result = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence('complaints', 'id')) as id from generate_series(1, ${plans.length}::int)`,
    )) as unknown as { rows: Array<{ id: number | string }> };
    const ids = result.rows.map((row) => toNumber(row.id)).sort((a, b) => a - b);
    const rows: Array<typeof complaints.$inferInsert> = [];
    const actions: Array<typeof complaintActions.$inferInsert> = [];
    const reminders: Array<typeof complaintReminders.$inferInsert> = [];
    for (const [i, p] of plans.entries()) {
      const id = ids[i]!;
      const last = p.steps.at(-1);
      const after = last?.image !== undefined ? (fileIds.get(`after-${last.image}`) ?? null) : null;
      const reopenedAt = p.steps.findLast((s) => s.reopened)?.at;
      rows.push({
        id,
        complaintNo: `GRV-${p.entry.getFullYear()}-${String(id).padStart(6, '0')}`,
        district: DEMO_DISTRICTS[0]!,
        ward: p.ward,
        wardId: wardIds.get(p.ward)!,
        grivance: p.type.name,
        additional_Information: p.description,
        landmark: p.landmark,
        your_Suggestion: p.suggestion,
        status: last?.status ?? 'Open',
        entry_Date: p.entry,
        action_By: last ? staff.name : null,
        action_Date: last?.at ?? null,
        citizenName: p.name,
        mobile: p.mobile,
        consent: true,
        pub_Image_1: p.photo !== undefined ? (fileIds.get(`before-${p.photo}`) ?? null) : null,
        action_Image_1: after,
        createdAt: p.entry,
        updatedAt: last?.at ?? p.entry,
        // Due the type's days after filing (the database dates it), or after the last reopening.
        ...(reopenedAt ? { dueAt: new Date(reopenedAt.getTime() + DEMO_RESOLUTION_DAYS[p.type.kind] * DAY) } : {}),
        reopened: p.steps.filter((s) => s.reopened).length,
        rating: p.rating?.rating ?? null,
        ratingComment: p.rating?.comment ?? '',
        ratedAt: p.rating?.at ?? null,
      });
      actions.push({ complaintId: id, at: p.entry, status: 'Open', remarks: '', actorRole: 'citizen' });
      for (const s of p.steps) {
        actions.push({
          complaintId: id,
          at: s.at,
          status: s.status,
          remarks: s.remarks,
          actorId: s.reopened ? null : staff.id,
          actorRole: s.reopened ? 'citizen' : 'admin',
          reopened: s.reopened ?? false,
          image1: s.image !== undefined ? (fileIds.get(`after-${s.image}`) ?? null) : null,
        });
      }
      for (const at of p.reminders)
        reminders.push({ complaintId: id, at, message: `Reminder from the citizen on ${at.toISOString().slice(0, 10)}` });
    }
    await insertInChunks(rows, (chunk) => tx.insert(complaints).values(chunk));
    await insertInChunks(actions, (chunk) => tx.insert(complaintActions).values(chunk));
    await insertInChunks(reminders, (chunk) => tx.insert(complaintReminders).values(chunk));
  });
  services.cache.invalidate();

  const counts: Record<string, number> = {};
  for (const p of plans) {
    const status = p.steps.at(-1)?.status ?? 'Open';
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}
