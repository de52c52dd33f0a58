import { asc, eq, sql } from 'drizzle-orm';
import type { Services } from '@nagar/server/services.ts';
import { tradeLicenceApplications, tradeLicenceFees, tradeLicences, users, wards } from '@nagar/server/db/schema.ts';
import { makePdf } from './pdf.ts';

/** The demo applicants' mobile (fictional): with it, each demo application opens on /tradelicense/track. */
export const DEMO_TL_MOBILE = '9000012345';

/** The fee schedule (rupees a year): by trade category and operation area (sq ft). */
const FEES = [
  { category: 'retail', areaFrom: 0, areaTo: 100, fee: 500 },
  { category: 'retail', areaFrom: 101, areaTo: 500, fee: 1200 },
  { category: 'retail', areaFrom: 501, areaTo: null, fee: 2500 },
  { category: 'manufacturing', areaFrom: 0, areaTo: 500, fee: 2000 },
  { category: 'manufacturing', areaFrom: 501, areaTo: 2000, fee: 5000 },
  { category: 'manufacturing', areaFrom: 2001, areaTo: null, fee: 10000 },
];

type Step = { action: string; remarks?: string; receipt?: { receiptNo: string; receiptDate: string; receiptAmount: number } };

/** An application approved: scrutinised, its fee paid at the counter (the receipt's number and rupees), approved. */
const approved = (receiptNo: string, receiptAmount: number, remarks: string): Step[] => [
  { action: 'scrutinise' },
  { action: 'recordFee', receipt: { receiptNo, receiptDate: '', receiptAmount } },
  { action: 'approve', remarks },
];

const base = {
  financialYear: '2026-2027',
  licenceType: 'annual',
  structureType: 'immovable',
  structureSubType: 'pucca',
  cantonment: 'no',
  relationship: 'father',
  gender: 'male',
  mobile: DEMO_TL_MOBILE,
  address: 'Sundarpur',
};

/** Applications in every state; the approved one has its certificate on the tracking page. */
const APPLICATIONS: Array<{ days: number; fields: Record<string, string>; steps: Step[]; expiresInDays?: number }> = [
  {
    days: 40,
    fields: {
      ...base,
      tradeName: 'शर्मा मिष्ठान्न भंडार',
      commencementDate: '2012-04-01',
      operationArea: '220',
      tradeCategory: 'retail',
      tradeType: 'Sweet shop',
      doorNo: '14',
      road: 'Station Road',
      locality: 'Gandhi Chowk',
      ownerName: 'Ramesh Sharma',
      guardianName: 'Mohan Sharma',
      dob: '1975-06-12',
      address: '14, Station Road, Sundarpur',
    },
    steps: approved('CR/2026/0412', 1200, 'Documents and site inspection in order.'),
  },
  {
    days: 30,
    fields: {
      ...base,
      licenceType: 'annual',
      tradeName: 'Verma Tailors',
      commencementDate: '2019-08-15',
      operationArea: '80',
      tradeCategory: 'retail',
      tradeType: 'Tailoring shop',
      doorNo: '7',
      locality: 'Nehru Nagar',
      ownerName: 'Suresh Verma',
      guardianName: 'Dinesh Verma',
      dob: '1982-01-20',
    },
    steps: approved('CR/2026/0377', 500, 'Approved.'),
    // Its validity ends soon: the dashboard lists it among the licences to renew.
    expiresInDays: 20,
  },
  {
    days: 12,
    fields: {
      ...base,
      tradeName: 'Shree Ganesh Flour Mill',
      commencementDate: '2024-02-10',
      operationArea: '900',
      tradeCategory: 'manufacturing',
      tradeType: 'Flour mill',
      doorNo: 'Plot 3',
      locality: 'Industrial Area',
      ownerName: 'Ganesh Patel',
      guardianName: 'Hari Patel',
      dob: '1979-11-02',
    },
    steps: [{ action: 'scrutinise' }, { action: 'return', remarks: 'The rent agreement is not attached; please attach it.' }],
  },
  {
    days: 8,
    fields: {
      ...base,
      tradeName: 'Quick Fix Mobile Repair',
      commencementDate: '2025-12-01',
      operationArea: '40',
      tradeCategory: 'retail',
      tradeType: 'Mobile repair',
      cantonment: 'yes',
      doorNo: '2',
      locality: 'Cantonment Road',
      ownerName: 'Arif Khan',
      guardianName: 'Salim Khan',
      dob: '1995-03-08',
    },
    steps: [{ action: 'reject', remarks: 'The premises are in the cantonment area: apply to the Cantonment Board.' }],
  },
  {
    days: 4,
    fields: {
      ...base,
      tradeName: 'अन्नपूर्णा किराना स्टोर',
      commencementDate: '2026-10-01',
      operationArea: '150',
      tradeCategory: 'retail',
      tradeType: 'Grocery shop',
      doorNo: '31',
      locality: 'Shastri Colony',
      ownerName: 'सुनीता यादव',
      guardianName: 'राजेश यादव',
      relationship: 'husband',
      gender: 'female',
      dob: '1988-09-14',
    },
    steps: [{ action: 'scrutinise' }],
  },
  {
    days: 1,
    fields: {
      ...base,
      tradeName: 'Sundarpur Steel Fabricators',
      commencementDate: '2026-11-01',
      operationArea: '2400',
      tradeCategory: 'manufacturing',
      tradeType: 'Steel fabrication',
      doorNo: 'Shed 9',
      locality: 'Industrial Area',
      ownerName: 'Manoj Jain',
      guardianName: 'Prakash Jain',
      dob: '1980-12-25',
    },
    steps: [],
  },
];

const day = (offset: number) => new Date(Date.now() + 330 * 60_000 + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The trade licence demo (issue 27): the fee schedule, and applications submitted through the service the page uses
 * (each with an identity proof) and taken through the workflow by the admin, in every state; one licence is
 * approved with its certificate, one expires within 30 days. Applicants are fictional; their mobile is DEMO_TL_MOBILE.
 */
export async function writeDemoTradeLicences(services: Services): Promise<void> {
  const { db } = services;
  await db.insert(tradeLicenceFees).values(FEES);
  const [admin] = await db.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).limit(1);
  const actor = { id: admin?.id ?? null, email: admin?.email ?? 'demo@council.example', role: 'admin' };
  const wardList = await db.select({ name: wards.name }).from(wards).orderBy(asc(wards.id));
  const identity = await makePdf('Identity proof', ['A fictional identity document of the demo content.']);
  for (const [i, a] of APPLICATIONS.entries()) {
    const ward = wardList[(i * 3) % Math.max(1, wardList.length)]?.name;
    const ack = await services.licences.submit(
      {
        fields: { ...a.fields, ...(ward ? { ward } : {}) },
        documents: [{ kind: 'identityDocument', file: { filename: 'identity.pdf', data: identity } }],
      },
      `demo-trade-licence-${i}`,
    );
    const [row] = await db
      .update(tradeLicenceApplications)
      .set({ createdAt: sql`now() - make_interval(days => ${a.days})` })
      .where(eq(tradeLicenceApplications.applicationNo, ack.applicationNo))
      .returning({ id: tradeLicenceApplications.id });
    for (const step of a.steps) {
      const receipt = step.receipt ? { ...step.receipt, receiptDate: day(-a.days + 1) } : {};
      const done = await services.licences.act(row!.id, { action: step.action, remarks: step.remarks ?? '', ...receipt }, actor);
      if (a.expiresInDays !== undefined && done.licence)
        await db
          .update(tradeLicences)
          .set({ validFrom: day(-345), validTo: day(a.expiresInDays) })
          .where(eq(tradeLicences.licenceNo, done.licence.licenceNo));
    }
  }
}
