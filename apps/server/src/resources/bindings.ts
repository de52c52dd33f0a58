import { asc, desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  about,
  circular,
  district,
  gallery,
  grievanceType,
  latestNews,
  notice,
  officeOrder,
  official,
  pressRelease,
  slider,
  tender,
  testimonial,
  ward,
  locality,
  service,
  video,
  holiday,
  licenceFee,
} from '@nagar/contract';
import * as tables from '../db/schema.ts';
import { defineBinding, type ResourceBinding, type ResourceTable } from './binding.ts';
import { tenderStateFilter } from './tender-state.ts';
import { refuseWardInUse } from '../complaints/wards.ts';

const table = (t: unknown) => t as ResourceTable;

/** Newest first by a date column; rows without the date after dated ones. */
const byDate = (column: string) => (t: ResourceTable) => [sql`${t[column]} desc nulls last`, desc(t.id)];

export const bindings: ResourceBinding[] = [
  defineBinding({ def: about, table: table(tables.abouts), orderBy: (t) => [asc(t.id)] }),
  defineBinding({ def: slider, table: table(tables.sliders), orderBy: (t) => [asc(t.id)] }),
  defineBinding({
    def: official,
    table: table(tables.officials),
    orderBy: (t) => [sql`${t.serialNo} asc nulls last`, asc(t.id)],
    publicList: false,
  }),
  defineBinding({ def: latestNews, table: table(tables.latestNews), orderBy: byDate('createdDate') }),
  defineBinding({
    def: tender,
    table: table(tables.tenders),
    orderBy: byDate('publish_date'),
    // ?state=current|past: open for submission or closed, by the last date and time (IST).
    publicQuery: { state: z.enum(['current', 'past']).optional().describe('current: open for submission; past: closed') },
    publicFilter: (q) =>
      q.state === 'current' || q.state === 'past'
        ? { key: `${q.state}:${new Date().toISOString().slice(0, 16)}`, where: tenderStateFilter(q.state) }
        : undefined,
  }),
  defineBinding({ def: notice, table: table(tables.notices), orderBy: byDate('issueDate') }),
  defineBinding({ def: circular, table: table(tables.circulars), orderBy: byDate('issueDate') }),
  defineBinding({ def: officeOrder, table: table(tables.officeOrders), orderBy: byDate('issueDate') }),
  defineBinding({ def: gallery, table: table(tables.galleries) }),
  // Citizens' words on the home page, in the order entered.
  defineBinding({ def: testimonial, table: table(tables.testimonials), orderBy: (t) => [asc(t.id)] }),
  // Services by category, then title; videos newest first; holidays in calendar order.
  defineBinding({ def: service, table: table(tables.services), orderBy: (t) => [asc(t.category!), asc(t.title!), asc(t.id)] }),
  defineBinding({ def: video, table: table(tables.videos) }),
  defineBinding({ def: holiday, table: table(tables.holidays), orderBy: (t) => [asc(t.date!), asc(t.id)] }),
  defineBinding({ def: pressRelease, table: table(tables.pressReleases), orderBy: byDate('releaseDate') }),
  // The grievance form's lists: read publicly through /api/Public/complaint-options.
  defineBinding({ def: district, table: table(tables.districts), orderBy: (t) => [asc(t.name!)], publicList: false, area: 'masters' }),
  // A ward that complaints or officers refer to is merged into another (POST /api/Admin/ward/:id/merge), not deleted.
  defineBinding({
    def: ward,
    table: table(tables.wards),
    orderBy: (t) => [asc(t.id)],
    publicList: false,
    area: 'masters',
    beforeRemove: refuseWardInUse,
  }),
  // Find my ward's localities (issue 27): read publicly through /api/Public/find-my-ward, by name.
  defineBinding({ def: locality, table: table(tables.localities), orderBy: (t) => [asc(t.name!)], publicList: false, area: 'masters' }),
  // Issue 27: the trade licence fee schedule (the revenue section's; read by the licence service, not publicly).
  defineBinding({
    def: licenceFee,
    table: table(tables.tradeLicenceFees),
    orderBy: (t) => [asc(t.category!), asc(t.areaFrom!)],
    publicList: false,
    area: 'licences',
  }),
  defineBinding({
    def: grievanceType,
    table: table(tables.grievanceTypes),
    orderBy: (t) => [asc(t.name!)],
    publicList: false,
    area: 'masters',
  }),
];
