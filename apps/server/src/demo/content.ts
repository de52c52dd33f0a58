import type { Services } from '../services.ts';
import { makePdf } from './pdf.ts';

const notices: Array<[string, string, string]> = [
  ['Property tax rebate for payment before 31 March', 'Owners who pay the full property tax for 2026-27 before 31 March get a 6% rebate at the council office or online.', '2026-11-18'],
  ['Water supply shutdown in wards 4 to 7', 'Water supply will stay off on 24 November from 10:00 to 16:00 for repairs to the main pipeline at Gandhi Chowk.', '2026-11-15'],
  ['Door-to-door collection of segregated waste', 'From 1 December, waste collection vehicles will accept only waste separated into wet and dry at source.', '2026-11-10'],
  ['Special camp for birth and death certificates', 'A camp to issue pending birth and death certificates will be held at the ward offices on every Saturday of December.', '2026-11-05'],
  ['Removal of encroachments on Station Road', 'Shopkeepers on Station Road are requested to remove temporary encroachments within seven days of this notice.', '2026-10-28'],
  ['Public hearing on the draft budget 2027-28', 'Citizens may give suggestions on the draft budget at the council hall on 12 December at 11:00.', '2026-10-20'],
  ['Fogging drive against dengue and malaria', 'A fogging drive will cover all wards between 1 and 15 November. Please keep doors and windows open during fogging.', '2026-10-15'],
  ['Registration of street vendors', 'Street vendors may register for vending certificates under the PM SVANidhi scheme at the council office.', '2026-10-05'],
  ['Ban on single-use plastic', 'Sale and use of single-use plastic items is banned in the council area; offenders will be fined as per the by-laws.', '2026-09-25'],
  ['Trade licence renewal for 2026-27', 'All traders must renew their trade licences before 30 September to avoid a late fee.', '2026-09-12'],
  ['Cleanliness survey: citizen feedback', 'Citizens are requested to give feedback in the national cleanliness survey through the Swachhata app.', '2026-08-30'],
  ['Monsoon preparedness: drain cleaning schedule', 'The schedule for cleaning the main drains in every ward before the monsoon is attached.', '2026-06-01'],
];

/** Lays down the fictional council's content on an empty database. */
export async function seedDemoContent(services: Services) {
  const notice = services.resource('notice');
  for (const [title, description, issueDate] of [...notices].reverse()) {
    const pdf = await makePdf(title, [description, '', `Issued on ${issueDate}.`, '', 'Chief Municipal Officer']);
    await notice.create({
      values: { title, description, issueDate },
      files: { filePath: { filename: 'notice.pdf', data: pdf } },
      remove: new Set(),
    });
  }
}
