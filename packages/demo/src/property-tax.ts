import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PROPERTY_TAX_COLUMNS } from '@nagar/contract';
import type { Services } from '@nagar/server/services.ts';
import { seeded } from './art/svg.ts';
import { wardNames } from './data.ts';

/** The demo register's size: ~2,000 properties across the fifteen wards. */
export const DEMO_PROPERTIES = 2000;
/** A property to try the look-up with (README, e2e): its mobile on record ends in DEMO_PROPERTY_MOBILE_LAST4. */
export const DEMO_PROPERTY_NO = 'SDP/04/0123';
export const DEMO_PROPERTY_MOBILE_LAST4 = '4321';

const FIRST = [
  'Ramesh',
  'Sita',
  'Abdul',
  'Kamla',
  'Suresh',
  'Geeta',
  'Mohan',
  'Farida',
  'Rajesh',
  'Pushpa',
  'Anil',
  'Rekha',
  'Imran',
  'Savitri',
];
const FIRST_HI = ['रमेश', 'सीता', 'अब्दुल', 'कमला', 'सुरेश', 'गीता', 'मोहन', 'फ़रीदा', 'राजेश', 'पुष्पा', 'अनिल', 'रेखा', 'इमरान', 'सावित्री'];
const LAST = ['Sharma', 'Kushwaha', 'Qureshi', 'Ahirwar', 'Jain', 'Lodhi', 'Namdev', 'Soni', 'Dubey', 'Yadav', 'Rai', 'Vishwakarma'];
const LAST_HI = ['शर्मा', 'कुशवाहा', 'क़ुरैशी', 'अहिरवार', 'जैन', 'लोधी', 'नामदेव', 'सोनी', 'दुबे', 'यादव', 'राय', 'विश्वकर्मा'];
const LANES = [
  'Gali No. 1',
  'Gali No. 2',
  'Main Road',
  'Near Hanuman Mandir',
  'Behind Sabzi Mandi',
  'Near Primary School',
  'Kachhi Mohalla',
];

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const rupees = (paise: number) => (paise % 100 ? (paise / 100).toFixed(2) : String(paise / 100));

/**
 * The lines of a fictional demand register (header first), the same on every run for a seed: assessment numbers
 * SDP/<ward>/<serial>, owners in English or Hindi, rental values, this year's demand (about a tenth of the rental
 * value), arrears on about a third, payments, the year's due date and, for about two in three, a fictional mobile.
 * Used by the demo content and by the benchmark (100,000 rows).
 */
export function* registerCsvLines(count: number, wards: readonly string[] = wardNames, seed = 2027): Generator<string> {
  const rng = seeded(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)]!;
  yield PROPERTY_TAX_COLUMNS.join(',') + '\r\n';
  const serials = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const wardIndex = i % wards.length;
    const serial = (serials.get(wardIndex) ?? 0) + 1;
    serials.set(wardIndex, serial);
    const no = `SDP/${String(wardIndex + 1).padStart(2, '0')}/${String(serial).padStart(4, '0')}`;
    const hindi = rng() < 0.4;
    const f = Math.floor(rng() * FIRST.length);
    const l = Math.floor(rng() * LAST.length);
    const owner = hindi ? `${FIRST_HI[f]} ${LAST_HI[l]}` : `${FIRST[f]} ${LAST[l]}`;
    const address = `${1 + Math.floor(rng() * 240)}, ${pick(LANES)}, ${wards[wardIndex]!.replace(/^Ward \d+ – /, '')}, Sundarpur`;
    const arv = (6000 + Math.floor(rng() * 90) * 1000) * 100;
    const demand = Math.round(arv / 10 / 100) * 100 + (rng() < 0.2 ? 50 : 0);
    const arrears = rng() < 0.33 ? Math.floor(rng() * 30) * 10000 : 0;
    const paid = rng() < 0.45 ? demand + arrears : rng() < 0.5 ? Math.floor(demand / 2) : 0;
    const isExample = no === DEMO_PROPERTY_NO;
    const mobile = isExample
      ? `98260${DEMO_PROPERTY_MOBILE_LAST4.padStart(5, '1')}`
      : rng() < 0.66
        ? `9${String(Math.floor(rng() * 1e9)).padStart(9, '0')}`
        : '';
    yield (
      [
        no,
        wards[wardIndex]!,
        owner,
        address,
        rupees(arv),
        rupees(isExample ? 150000 : arrears),
        rupees(demand),
        rupees(isExample ? 0 : paid),
        '2027-03-31',
        mobile,
      ]
        .map(csvCell)
        .join(',') + '\r\n'
    );
  }
}

/** Writes register lines to a private temporary file; answers its path and a function that removes it. */
export async function registerCsvFile(lines: Iterable<string>): Promise<{ file: string; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nagar-register-'));
  const file = path.join(dir, 'register.csv');
  const handle = await fs.open(file, 'wx', 0o600);
  try {
    let chunk: string[] = [];
    for (const line of lines) {
      chunk.push(line);
      if (chunk.length >= 5000) {
        await handle.write(chunk.join(''));
        chunk = [];
      }
    }
    if (chunk.length) await handle.write(chunk.join(''));
  } finally {
    await handle.close();
  }
  return { file, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}

/** The demo council's demand register, imported through the service the revenue clerk uses. */
export async function writeDemoPropertyTax(services: Services): Promise<void> {
  const { file, remove } = await registerCsvFile(registerCsvLines(DEMO_PROPERTIES));
  try {
    await services.propertyTax.import(
      { path: file, fileName: 'demand-register-2026-27.csv' },
      { mode: 'replace', dryRun: false },
      { id: null, email: '', role: '' },
    );
  } finally {
    await remove();
  }
}
