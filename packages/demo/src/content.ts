import sharp from 'sharp';
import { DESIGNATION_GROUPS, POLICY_SLUGS, type ResourceName } from '@nagar/contract';
import type { Services } from '@nagar/server/services.ts';
import type { PreparedInput, ResourceInput } from '@nagar/server/resources/service.ts';
import type { IncomingFile } from '@nagar/server/files/pipeline.ts';
import { makePdf } from './pdf.ts';
import { prepareDemoComplaints, writeDemoComplaints } from './complaints.ts';
import { writeDemoRouting } from './routing.ts';
import { writeDemoContactMessages } from './contact-messages.ts';
import { writeDemoTradeLicences } from './trade-licences.ts';
import { writeDemoPropertyTax } from './property-tax.ts';
import { writeDemoLocalities } from './localities.ts';
import * as data from './data.ts';
import { demoSite, demoTestimonials } from './site.ts';
import { citizenServiceRecords } from './citizen-services.ts';
import { demoPolicyPages } from './policy-pages.ts';
import { portrait } from './art/portrait.ts';
import { clipping } from './art/press.ts';
import {
  aboutCouncil,
  aboutFunctions,
  aboutTown,
  bannerCleanTown,
  bannerCouncil,
  bannerRiver,
  bannerWaterPark,
  galleryScenes,
} from './art/scenes.ts';
import type { Svg } from './art/svg.ts';

const CMO = data.officials.find((o) => o.designation === 'Executive Officer')!.name;
const SIGNATURE = ['', '', CMO, 'Chief Municipal Officer', 'Nagar Parishad Sundarpur'];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** '2026-11-18' as '18 November 2026', for the documents. */
const spelt = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** Today plus some days, as yyyy-mm-dd in the server's local time. */
function day(offset: number): string {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/**
 * Renders the drawings into JPEG files (as a camera would hand them over) in the background, at most
 * `width` at a time, while the records are created in order; each record waits only for its own picture.
 */
function renderAll(drawings: Array<() => Svg>, width = 2): Array<Promise<Buffer>> {
  const results: Array<Promise<Buffer>> = [];
  const starts: Array<() => void> = [];
  let running = 0;
  const next = () => {
    running--;
    starts.shift()?.();
  };
  for (const draw of drawings) {
    const result = new Promise<Buffer>((resolve, reject) => {
      const start = () => {
        running++;
        Promise.resolve()
          .then(() =>
            sharp(Buffer.from(String(draw())))
              .jpeg({ quality: 90 })
              .toBuffer(),
          )
          .then(resolve, reject)
          .finally(next);
      };
      if (running < width) start();
      else starts.push(start);
    });
    // Awaited later, in order; this only keeps an early failure from counting as unhandled.
    result.catch(() => undefined);
    results.push(result);
  }
  return results;
}

const image = async (name: string, data: Promise<Buffer>): Promise<IncomingFile> => ({ filename: `${slug(name)}.jpg`, data: await data });

/**
 * The fictional council's content, made ready before anything is written: pictures drawn and encoded,
 * documents made, every record checked by its service. Returns the function that writes it all, to be
 * called on services bound to the seeding transaction (see bootstrap.ts).
 */
export async function prepareDemoContent(services: Services): Promise<(on: Services) => Promise<void>> {
  const { imageMaxBytes, documentMaxBytes } = services.config;
  const key = `${imageMaxBytes}:${documentMaxBytes}`;
  let records = preparedRecords.get(key);
  if (!records) {
    records = prepareRecords(services);
    preparedRecords.set(key, records);
    records.catch(() => preparedRecords.delete(key));
  }
  const prepared = await records;
  const complaints = await prepareDemoComplaints(services.config);
  return async (on) => {
    for (const [name, input] of prepared) await on.resource(name).create(input);
    // The council's identity, through the service an admin uses (Admin › Settings).
    await on.settings.update(null, { values: demoSite });
    // The policy pages, written for the demo council (Admin › Policy pages).
    for (const [slug, page] of demoPolicyPages(POLICY_SLUGS)) await on.policy.save(null, slug, page);
    await writeDemoComplaints(on, complaints);
    await writeDemoLocalities(on);
    await writeDemoRouting(on);
    await writeDemoContactMessages(on);
    await writeDemoPropertyTax(on);
    await writeDemoTradeLicences(on);
  };
}

/**
 * The content records, checked and with their files drawn and processed: the slow, pure part, kept per process
 * (by upload limits), so that a second seeding in one process (tests; two bootstraps at once) does not redo it.
 * Writing them does not change them.
 */
const preparedRecords = new Map<string, Promise<Array<[ResourceName, PreparedInput]>>>();

async function prepareRecords(services: Services): Promise<Array<[ResourceName, PreparedInput]>> {
  const records: Array<[ResourceName, PreparedInput]> = [];
  const resource = (name: ResourceName) => ({
    create: async (input: ResourceInput) => {
      records.push([name, await services.resource(name).prepare(input)]);
    },
  });
  const banners = [bannerCouncil, bannerRiver, bannerCleanTown, bannerWaterPark];
  const aboutPictures = [aboutCouncil, aboutFunctions, aboutTown];
  const faces = [...new Set(data.officials.map((o) => o.face))];
  const faceOf = (n: number) => data.officials.find((o) => o.face === n)!;
  const pictures = renderAll([
    ...banners,
    ...aboutPictures,
    ...faces.map((n) => () => {
      const o = faceOf(n);
      return portrait({ name: o.name, female: o.female, attire: o.attire, senior: o.senior, seed: n });
    }),
    ...galleryScenes,
    ...data.pressReleases.map(
      (p, i) => () =>
        clipping({
          paper: p.releaseNewsPaperName,
          headline: p.title,
          date: spelt(p.releaseDate),
          page: p.releasesPageNo,
          photo: galleryScenes[p.photo]!(),
          seed: i,
        }),
    ),
  ]);
  let taken = 0;
  const take = (n: number) => pictures.slice(taken, (taken += n));
  const bannerFiles = take(banners.length);
  const aboutFiles = take(aboutPictures.length);
  const faceFiles = new Map(take(faces.length).map((p, i) => [faces[i]!, p]));
  const galleryFiles = take(galleryScenes.length);
  const pressFiles = take(data.pressReleases.length);
  const remove = new Set<string>();

  const notice = resource('notice');
  // With a few whose validity has ended: the archive page has something to show.
  for (const n of [...data.archivedNotices, ...data.notices].reverse()) {
    const pdf = await makePdf(n.title, [n.description, '', `Issued on ${n.issueDate}.`, '', 'Chief Municipal Officer']);
    await notice.create({
      values: { ...n },
      files: { filePath: { filename: 'notice.pdf', data: pdf } },
      remove,
    });
  }

  // About and Slider list in the order created.
  const about = resource('about');
  for (const [i, a] of data.about.entries()) {
    await about.create({ values: { ...a }, files: { photoPath: await image(a.name, aboutFiles[i]!) }, remove });
  }
  const slider = resource('slider');
  for (const [i, file] of bannerFiles.entries()) {
    await slider.create({ values: {}, files: { sliderPath: await image(`slider-${i + 1}`, file) }, remove });
  }

  const official = resource('official');
  const home = new Set<string>(DESIGNATION_GROUPS.home);
  for (const [i, o] of data.officials.entries()) {
    await official.create({
      values: {
        name: o.name,
        nameHi: o.nameHi,
        designation: o.designation,
        emailAddres: o.email,
        status: 'Active',
        postRemarks: o.postRemarks,
        postRemarksHi: o.postRemarksHi,
        mobileNumber: o.mobile ?? '',
        landLineNumber: o.landline ?? '',
        fromDate: o.from ?? '',
        toDate: o.to ?? '',
        serialNo: String(i + 1),
        showHomePage: home.has(o.designation),
      },
      files: { photoPath: await image(o.name, faceFiles.get(o.face)!) },
      remove,
    });
  }

  // Latest News lists newest first: create the first item last.
  const latestNews = resource('latestNews');
  for (const n of [...data.archivedLatestNews, ...[...data.latestNews].reverse()])
    await latestNews.create({ values: { ...n }, files: {}, remove });

  const tender = resource('tender');
  for (const t of data.tenders) await tender.create({ ...(await tenderInput(t)), remove });

  for (const [name, code, list] of [
    ['circular', 'CIR', data.circulars],
    ['officeOrder', 'OO', data.officeOrders],
  ] as const) {
    const service = resource(name);
    const kind = name === 'circular' ? 'Circular' : 'Office Order';
    for (const [i, c] of [...list].sort((a, b) => a.issueDate.localeCompare(b.issueDate)).entries())
      await service.create({ ...(await departmentDocumentInput(kind, code, c, i)), remove });
  }

  // The gallery lists the newest first: create the first picture last.
  const gallery = resource('gallery');
  for (let i = data.gallery.length - 1; i >= 0; i--) {
    const g = data.gallery[i]!;
    await gallery.create({ values: { ...g }, files: { photoPath: await image(g.title, galleryFiles[i]!) }, remove });
  }

  const pressRelease = resource('pressRelease');
  for (const [i, { photo: _scene, ...values }] of data.pressReleases.entries())
    await pressRelease.create({ values: { ...values }, files: { photoPath: await image(values.title, pressFiles[i]!) }, remove });

  const testimonial = resource('testimonial');
  for (const values of demoTestimonials) await testimonial.create({ values: { ...values }, files: {}, remove });
  for (const [name, input] of await citizenServiceRecords()) await resource(name).create(input);
  return records;
}

/** A tender's values and documents: its notice inviting tender and each further document, as PDFs. */
async function tenderInput(t: data.TenderSeed): Promise<{ values: Record<string, string>; files: Record<string, IncomingFile> }> {
  const published = day(t.published);
  const lastDate = day(t.lastDate);
  const no = `NPS/${t.dept}/${published.slice(0, 4)}/${String(t.no).padStart(3, '0')}`;
  const values: Record<string, string> = {
    tender_no: no,
    tender_title: t.title,
    tender_titleHi: t.titleHi,
    tender_discreption: t.description,
    tender_discreptionHi: t.descriptionHi,
    publish_date: published,
    last_date_of_submission: lastDate,
    last_date_of_submission_time: t.time,
    status: t.status,
  };
  const files: Record<string, IncomingFile> = {
    file: {
      filename: 'notice-inviting-tender.pdf',
      data: await makePdf(`Notice Inviting Tender No. ${no}`, [
        `Name of work: ${t.title}`,
        '',
        t.description,
        '',
        `Estimated cost: ${t.estimate}`,
        `Earnest money deposit: ${t.emd}`,
        `Cost of tender document: ${t.fee} (non-refundable)`,
        `Date of publication: ${spelt(published)}`,
        `Last date and time of submission: ${spelt(lastDate)}, ${t.time}`,
        `Opening of technical bids: ${spelt(day(t.lastDate + 1))}, 16:00, in the council hall`,
        '',
        'Conditions',
        '1. Bids are to be submitted on the state e-procurement portal; bids by post or by hand are not accepted.',
        '2. Bidders must be registered in the appropriate class with the state government or a local body.',
        '3. The earnest money is to be deposited online; the bids of bidders without it will be rejected.',
        '4. The council may accept or reject any bid, or cancel the tender, without giving reasons.',
        ...SIGNATURE,
      ]),
    },
  };
  for (const [k, docTitle] of t.extra.entries()) {
    const n = k + 2;
    values[`tender_title_${n}`] = docTitle;
    values[`tender_title_${n}Hi`] = data.DOCUMENT_TITLES_HI[docTitle];
    files[`file${n}`] = {
      filename: `${slug(docTitle)}.pdf`,
      data: await makePdf(`${docTitle}: Tender No. ${no}`, [`Name of work: ${t.title}`, '', ...annexure(docTitle, t), ...SIGNATURE]),
    };
  }
  return { values, files };
}

/** A circular's or office order's values and its letter as a PDF (numbered `i` in its year's series). */
async function departmentDocumentInput(kind: string, code: string, c: data.OrderSeed, i: number) {
  const pdf = await makePdf(`${kind}: ${c.title}`, [
    `No. NPS/${code}/${c.issueDate.slice(0, 4)}/${String(40 + i * 7).padStart(3, '0')}      Date: ${spelt(c.issueDate)}`,
    `Department: ${c.department}`,
    '',
    ...c.body.flatMap((line) => [line, '']),
    ...SIGNATURE,
  ]);
  return {
    values: {
      title: c.title,
      titleHi: c.titleHi,
      description: c.description,
      descriptionHi: c.descriptionHi,
      department: c.department,
      departmentHi: data.DEPARTMENTS_HI[c.department],
      issueDate: c.issueDate,
    },
    files: { filePath: { filename: `${slug(c.title)}.pdf`, data: pdf } },
  };
}

/** The body of a tender's further document, by its title. */
function annexure(title: string, t: data.TenderSeed): string[] {
  switch (title) {
    case 'Bill of Quantities':
      return [
        'Item / Quantity / Unit',
        '1. Earthwork in excavation in all kinds of soil / 850 / cum',
        '2. Cement concrete M-10 in foundation / 120 / cum',
        '3. Cement concrete M-25 in road and drain walls / 410 / cum',
        '4. Steel reinforcement including bending and binding / 18.5 / tonne',
        '5. Precast RCC cover slabs for drains / 1240 / each',
        '',
        `Estimated cost: ${t.estimate}. Rates are to be quoted as a percentage above or below the schedule of rates.`,
      ];
    case 'Drawings':
      return [
        'Drawing sheets in this set:',
        'D-1  Site plan (scale 1:500)',
        'D-2  Typical cross-section',
        'D-3  Structural details',
        'D-4  Details of drains and cover slabs',
        '',
        'The drawings may be seen in full size at the Public Works branch.',
      ];
    case 'Technical Specifications':
      return [
        'All materials shall conform to the relevant Indian Standards and carry the BIS mark where applicable.',
        "Items shall be inspected by the council before installation; rejected items shall be replaced at the contractor's cost.",
        'The contractor shall maintain the works free of cost for the warranty period stated in the tender notice.',
      ];
    case 'Draft Agreement':
      return [
        'This agreement is made between Nagar Parishad Sundarpur and the successful bidder.',
        'The contractor shall provide the vehicles, drivers and fuel, and run the service on all days including holidays.',
        'Payment will be made monthly on the certificate of the sanitary inspector, after deductions for shortfalls.',
      ];
    case 'Route Chart':
      return [
        'Vehicle 1: Wards 1 and 2',
        'Vehicle 2: Wards 3 and 4',
        'Vehicle 3: Wards 5 and 6',
        'Vehicle 4: Wards 7 and 8',
        'Vehicle 5: Wards 9 and 10',
        'Vehicle 6: Wards 11 and 12',
        'Vehicle 7: Wards 13 and 14',
        'Vehicle 8: Ward 15 and the mandi',
      ];
    case 'Corrigendum 1':
      return [
        'The last date of submission of this tender is extended by seven days.',
        'All other terms and conditions remain unchanged.',
        '',
        'This tender was later cancelled for want of sufficient bids.',
      ];
    default:
      return [title];
  }
}
