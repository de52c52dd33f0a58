import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COMPLAINT_NO_RE, IdParam, attachmentHeaders, PAGE_MAX, PAGE_SIZE_MAX, type StaffQueueItem, isValidDate } from '@nagar/contract';
import { readJsonOrMultipart } from '../lib/multipart.ts';
import type { CitizenProof, Reopening, StaffAction } from './service.ts';
import { countByStatus } from './counts.ts';
import { actionRules, complaintJson, complaintRules, readNewComplaint, reopenRules } from './input.ts';
import { mergeWard } from './wards.ts';
import { complaintReceiptPdf } from './receipt-pdf.ts';
import { csvStream } from '../lib/csv.ts';
import { complaintReport, lastTwelveMonths, reportRange } from './reports.ts';
import { actorOf } from '../auth/actor.ts';
import { answers, zodRoutes } from '../lib/openapi.ts';
import { publicJsonOf, publicReadRoute, sendPublicJson } from '../lib/public-json.ts';
import { linkNextPage } from '../lib/paging.ts';
import { nowInIndia, todayInIndia } from '../lib/india-time.ts';
import {
  ComplaintOptionsAnswer,
  FiledComplaintAnswer,
  ComplaintReportSchema,
  GrievanceStatsSchema,
  PublicComplaintSchema,
  RatingJson,
  ReopenJson,
  StaffComplaintSchema,
  StaffQueueItemSchema,
  StatusCountsAnswer,
  TrackedComplaintSchema,
} from '../lib/api-schemas.ts';

// A real date in the years the contract allows (not 0000-01-01, not 9999-99-99).
const date = z.string().refine(isValidDate);
const Filters = z.object({
  statusFilter: z.string().max(40).optional(),
  status: z.string().max(40).optional(),
  ward: z.string().max(100).optional(),
  type: z.string().max(100).optional(),
  from: date.optional(),
  to: date.optional(),
  search: z.string().max(100).optional(),
  overdue: z.enum(['1', 'true']).optional(),
  assigned: z.enum(['me']).optional().describe("'me': only the complaints assigned to the signed-in person"),
  page: z.coerce.number().int().min(1).max(PAGE_MAX).optional(),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
});
// Read as the service reads it: 'grv-2026-000123' is the same complaint.
const No = z.object({ complaintNo: z.string().trim().toUpperCase().regex(COMPLAINT_NO_RE, 'complaintNotFound') });
/** A malformed complaint number is a complaint that does not exist. */
const noNotFound = { params: { status: 404, key: 'complaintNotFound' as const } };
/** The citizen's mobile number proves the complaint is theirs (checked by the service). */
/** The mobile given when filing, or the receipt's tracking token (`token`, preferred when both are given). */
const Mobile = z.object({ mobile: z.string().optional(), token: z.string().optional() });
/**
 * A citizen's route on their complaint: public, a malformed number answered as an unknown one (404), the mobile or
 * the tracking token in `input` (query or body), and the complaint as its citizen may track it in the answer.
 */
const citizenRoute = <I extends { querystring: typeof Mobile } | { body: z.ZodType }>(summary: string, input: I) => ({
  config: { area: 'public' as const, invalid: noNotFound },
  schema: { summary, params: No, ...input, response: answers({ 200: TrackedComplaintSchema }) },
});
/** The token when one is given, else the mobile. */
const proofOf = (q: { mobile?: string | number; token?: string } | null | undefined) =>
  q?.token ? { token: q.token } : String(q?.mobile ?? '');
/** The citizen's complaint as JSON, and staff filing for a citizen (the same complaint, and how it came in). */
const NewComplaintJson = complaintJson('citizen');
const CounterComplaintJson = complaintJson('staff');
/** A staff action as JSON (no photos): the spec's Status and Remarks, in either case. */
const ActionJson = z
  .object({ Status: z.string().optional(), status: z.string().optional(), Remarks: z.string().optional(), remarks: z.string().optional() })
  .nullish();
/** A reassignment: the officer (account id) and why. */
const AssignJson = z.object({ officerId: z.union([z.number(), z.string()]).optional(), remarks: z.string().optional() }).nullish();
const ReminderJson = z.object({ mobile: z.union([z.string(), z.number()]).optional(), token: z.string().optional() }).nullish();
/** A ward merge: the ward (by id) that takes the merged ward's complaints and officers. */
const MergeJson = z.object({ into: z.union([z.number().int(), z.string()]).optional() }).nullish();
const WardRef = z.object({ id: z.number(), name: z.string() });
const WardMergeAnswer = z.object({
  from: WardRef,
  into: WardRef,
  complaints: z.number(),
  officers: z.number(),
  localities: z.number(),
  officials: z.number(),
});

/** The CSV export's columns (issue 28): what the queue and the complaint's page show staff. */
const CSV_HEADER = [
  'Complaint No',
  'Filed (IST)',
  'Due by (IST)',
  'Status',
  'Overdue',
  'District',
  'Ward',
  'Grievance type',
  'Channel',
  'Citizen',
  'Mobile',
  'Landmark',
  'Additional information',
  'Reopened',
  'Rating',
  'Last action (IST)',
];
const ist = (iso: string | null) => (iso ? nowInIndia(Date.parse(iso)) : '');
const csvCells = (c: StaffQueueItem) => [
  c.complaintNo,
  ist(c.entry_Date),
  ist(c.dueDate),
  c.status,
  c.overdue ? 'yes' : '',
  c.district,
  c.ward,
  c.grivance,
  c.channel,
  c.citizenName,
  c.mobile,
  c.landmark,
  c.additional_Information,
  c.reopened || '',
  c.rating?.rating ?? '',
  ist(c.action_Date),
];

/** What the groups of complaint routes are written with: the typed route builder, the guards and the services. */
function routeKit(app: FastifyInstance) {
  return {
    app,
    ...app.services,
    api: zodRoutes(app),
    // Guards run before the schema check: a stranger learns 401, not which ids are well formed.
    staff: app.guardArea('complaints'),
    dashboard: app.guardArea('dashboard'),
    open: { config: { area: 'public' as const } },
    list: (item: z.ZodType) => answers({ 200: z.array(item) }),
  };
}
type RouteKit = ReturnType<typeof routeKit>;

/** Spec §7 complaint calls, and the grievance loop beyond them (file, track, remind, reopen, rate, act), in groups. */
export async function complaintRoutes(app: FastifyInstance) {
  const kit = routeKit(app);
  publicComplaintRoutes(kit);
  citizenFollowUpRoutes(kit);
  staffQueueRoutes(kit);
  staffFilingRoutes(kit);
  staffActionRoutes(kit);
}

/** The public calls: counts, the options and list, filing, tracking, the receipt and the reminder. */
function publicComplaintRoutes({ app, api, dashboard, open, list, db, cache, complaints, config }: RouteKit) {
  api.get(
    '/api/Public/complaint-count',
    { ...open, ...publicReadRoute, schema: { summary: 'Complaints by status', response: answers({ 200: StatusCountsAnswer }) } },
    // Kept as JSON text like the lists (one cache entry for the API and the pages' counts).
    async (request, reply) => {
      const counts = await cache.get('complaint-count', () => countByStatus(db));
      return sendPublicJson(request, reply, publicJsonOf(counts));
    },
  );
  // A grievance officer limited to wards counts those wards' complaints.
  api.get(
    '/api/Admin/complaint-count',
    {
      ...dashboard,
      schema: { summary: 'Complaints by status (a ward officer: their wards)', response: answers({ 200: StatusCountsAnswer }) },
    },
    async (request) => countByStatus(db, await complaints.wardScope(request.user!)),
  );
  api.get(
    '/api/Public/complaint-options',
    {
      ...open,
      schema: { summary: "The grievance form's districts, wards and grievance types", response: answers({ 200: ComplaintOptionsAnswer }) },
    },
    async () => complaints.options(),
  );

  api.get(
    '/api/Public/complaint',
    {
      ...open,
      ...publicReadRoute,
      schema: {
        summary: 'Complaints, public view (X-Total-Count: all matching)',
        querystring: Filters,
        response: list(PublicComplaintSchema),
      },
    },
    // As the content types' public lists: the cached JSON text (and its compressed forms) is sent as it is; a hit
    // is answered without a promise in the way.
    (request, reply) => {
      const q = request.query;
      const filters = { status: q.statusFilter ?? q.status, ward: q.ward, page: q.page, pageSize: q.pageSize };
      const hit = complaints.peekPublicJson(filters);
      if (hit) {
        linkNextPage(request, reply, q, hit.total);
        void sendPublicJson(request, reply, hit);
        return;
      }
      return complaints.listPublicJson(filters).then((page) => {
        linkNextPage(request, reply, q, page.total);
        void sendPublicJson(request, reply, page);
      });
    },
  );

  // Filings per address are limited by the service (shared with the no-JS form).
  api.post(
    '/api/Public/complaint',
    {
      config: {
        area: 'public',
        documentedBody: { multipart: { rules: complaintRules(config.imageMaxBytes), files: ['Image1', 'Image2'] } },
      },
      schema: {
        summary: 'File a complaint (multipart with up to two photos Image1, Image2; or JSON)',
        body: NewComplaintJson,
        response: answers({ 201: FiledComplaintAnswer }),
      },
    },
    async (request, reply) => reply.code(201).send(await complaints.file(await readNewComplaint(request), request.ip)),
  );

  api.get(
    '/api/Public/complaint/:complaintNo',
    citizenRoute("Track a complaint (the citizen's mobile number, or the receipt's tracking token, in the query)", { querystring: Mobile }),
    async (request) => complaints.track(request.params.complaintNo, proofOf(request.query), request.ip),
  );

  // Issue 27: the receipt as a PDF in English and Hindi, for whoever may track the complaint (the same proof and limits).
  api.get(
    '/api/Public/complaint/:complaintNo/receipt.pdf',
    {
      config: { area: 'public', invalid: noNotFound },
      schema: {
        summary:
          "The complaint's receipt as a PDF in English and Hindi (the receipt's tracking token, or the mobile, in the query; no mobile on it)",
        params: No,
        querystring: Mobile,
        produces: ['application/pdf'],
        response: answers({ 200: z.string().describe('application/pdf: one A4 page') }),
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await complaintReceiptPdf(app.services, request.params.complaintNo, proofOf(request.query), request.ip);
      // Bytes, outside the JSON schema (whose 200 documents them as text).
      return reply.headers(attachmentHeaders(filename)).send(pdf as unknown as string);
    },
  );

  api.post(
    '/api/Public/complaint/:complaintNo/reminder',
    citizenRoute('Send a reminder (once a day; the mobile or the tracking token in the body)', { body: ReminderJson }),
    async (request) => complaints.remind(request.params.complaintNo, proofOf(request.body), request.ip),
  );
}

/** Issue 28's citizen follow-up: reopening a closed complaint and rating a resolution. */
function citizenFollowUpRoutes({ api, complaints, config }: RouteKit) {
  // Issue 28: the citizen reopens a closed complaint (within the council's days) and rates a resolution, once.
  api.post(
    '/api/Public/complaint/:complaintNo/reopen',
    {
      config: {
        area: 'public',
        invalid: noNotFound,
        documentedBody: { multipart: { rules: reopenRules(config.imageMaxBytes), files: ['Image1'] } },
      },
      schema: {
        summary: 'Reopen a closed complaint with a reason (JSON, or multipart with one photo Image1; the mobile or the tracking token)',
        params: No,
        body: ReopenJson,
        response: answers({ 200: TrackedComplaintSchema }),
      },
    },
    async (request) => {
      const { proof, reopening } = await readJsonOrMultipart<{ proof: CitizenProof; reopening: Reopening }>(
        request,
        reopenRules(config.imageMaxBytes),
        {
          json: () => {
            const body = request.body ?? {};
            return { proof: proofOf(body), reopening: { reason: body.reason ?? undefined, photos: [] } };
          },
          multipart: (f, photos) => ({
            proof: proofOf({ mobile: f('mobile'), token: f('token') }),
            reopening: { reason: f('reason'), photos },
          }),
        },
      );
      return complaints.reopen(request.params.complaintNo, proof, reopening, request.ip);
    },
  );
  api.post(
    '/api/Public/complaint/:complaintNo/rating',
    citizenRoute('Rate the resolution of a resolved complaint, 1-5 with an optional comment, once (the mobile or the tracking token)', {
      body: RatingJson,
    }),
    async (request) => {
      const body = request.body ?? {};
      return complaints.rate(
        request.params.complaintNo,
        proofOf(body),
        { rating: body.rating, comment: body.comment ?? undefined },
        request.ip,
      );
    },
  );
}

/** The staff queue (its filter lists and pages) and the reports. */
function staffQueueRoutes({ api, staff, open, list, db, cache, complaints }: RouteKit) {
  api.get(
    '/api/Admin/complaint-options',
    {
      ...staff,
      schema: {
        summary: "The staff queue's filter lists (a ward officer: only their wards)",
        response: answers({ 200: ComplaintOptionsAnswer }),
      },
    },
    async (request) => complaints.staffOptions(request.user!),
  );

  api.get(
    '/api/Admin/complaint',
    {
      ...staff,
      schema: {
        summary: 'The staff queue (X-Total-Count: all matching; for a search by words, with X-Total-More: true, more than that many)',
        querystring: Filters,
        response: list(StaffQueueItemSchema),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const page = await complaints.listStaff(
        {
          ...q,
          status: q.status ?? q.statusFilter,
          overdue: q.overdue !== undefined,
          assignedTo: q.assigned ? request.user!.id : undefined,
        },
        request.user!,
      );
      // A search by a common word counts its first matches only: X-Total-More says there are more than X-Total-Count.
      if (page.more) reply.header('x-total-more', 'true');
      return reply.header('x-total-count', String(page.total)).send(page.items);
    },
  );

  // Issue 28: how the council performs, for staff (a range; an officer: their wards) and for everyone (12 months by ward).
  api.get(
    '/api/Admin/reports/complaints',
    {
      ...staff,
      schema: {
        summary:
          'Complaints filed in a range (default: this month): filed, resolved, on time, reopened, rating, median days; by ward, type, channel',
        querystring: z.object({ from: z.string().max(10).optional(), to: z.string().max(10).optional() }),
        response: answers({ 200: ComplaintReportSchema }),
      },
    },
    async (request) =>
      complaintReport(db, cache, reportRange(request.query.from, request.query.to), await complaints.wardScope(request.user!)),
  );
  api.get(
    '/api/Public/grievance-stats',
    {
      ...open,
      schema: {
        summary: 'How the council did on the complaints of the last twelve months, in all and by ward',
        response: answers({ 200: GrievanceStatsSchema }),
      },
    },
    async () => {
      const { from, to, total, byWard } = await complaintReport(db, cache, lastTwelveMonths());
      return { from, to, total, byWard };
    },
  );
}

/** Staff filing at the counter, the queue's CSV export and the ward merge. */
function staffFilingRoutes({ app, api, staff, db, cache, complaints, config }: RouteKit) {
  // Issue 28: staff file for a citizen who came to the counter, phoned or wrote; the same rules and receipt.
  api.post(
    '/api/Admin/complaint',
    {
      ...staff,
      config: {
        ...staff.config,
        documentedBody: { multipart: { rules: complaintRules(config.imageMaxBytes), files: ['Image1', 'Image2'] } },
      },
      schema: {
        summary: 'File a complaint for a citizen (channel: counter, phone, letter or web; multipart with up to two photos, or JSON)',
        body: CounterComplaintJson,
        response: answers({ 201: FiledComplaintAnswer }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await complaints.fileForCitizen(await readNewComplaint(request), { ...request.user!, ip: request.ip })),
  );

  // Issue 28: a queue view (its filters; an officer: their wards) as CSV, streamed, newest first; the export is audited.
  api.get(
    '/api/Admin/complaints.csv',
    {
      ...staff,
      schema: {
        summary: 'The staff queue with its filters as CSV (UTF-8 with a byte order mark), newest first; audited',
        querystring: Filters,
        produces: ['text/csv'],
        response: answers({ 200: z.string().describe('text/csv: a header row, then one row per complaint, newest first') }),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const batches = complaints.exportStaff(
        {
          ...q,
          status: q.status ?? q.statusFilter,
          overdue: q.overdue !== undefined,
          assignedTo: q.assigned ? request.user!.id : undefined,
        },
        { ...request.user!, ip: request.ip },
      );
      // The first batch is read before the answer starts, so that a refused filter is still a 400, not a broken download.
      const first = await batches.next();
      async function* all() {
        if (first.done) return;
        yield first.value;
        yield* batches;
      }
      const day = todayInIndia();
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="complaints-${day}.csv"`)
          .header('cache-control', 'no-store')
          // A stream: sent as it is read, outside the JSON schema (whose 200 documents it as text).
          .send(csvStream(CSV_HEADER, all(), csvCells) as unknown as string)
      );
    },
  );

  // A ward that complaints or officers refer to cannot be deleted: an admin merges it into another ward.
  api.post(
    '/api/Admin/ward/:id/merge',
    {
      ...app.guardArea('masters'),
      schema: {
        summary: 'Merge a ward into another (its complaints and officers move; the ward is deleted; audited)',
        params: IdParam,
        body: MergeJson,
        response: answers({ 200: WardMergeAnswer }),
      },
    },
    async (request) => mergeWard(db, cache, actorOf(request.user!, request.ip), request.params.id, request.body?.into),
  );
}

/** One complaint for staff: assigning it, who it may go to, reading it and acting on it. */
function staffActionRoutes({ api, staff, complaints, config }: RouteKit) {
  api.post(
    '/api/Admin/complaint/:id/assign',
    {
      ...staff,
      schema: {
        summary: 'Give a complaint to another officer who may see its ward, with a remark (both are told)',
        params: IdParam,
        body: AssignJson,
        response: answers({ 200: StaffComplaintSchema }),
      },
    },
    async (request) =>
      complaints.assign(
        request.params.id,
        { officerId: request.body?.officerId, remarks: request.body?.remarks ?? '' },
        { ...request.user!, ip: request.ip },
      ),
  );

  api.get(
    '/api/Admin/complaint/:id/assignable',
    {
      ...staff,
      schema: {
        summary: 'The accounts a complaint may be given to: active and allowed to see its ward',
        params: IdParam,
        response: answers({ 200: z.array(z.object({ id: z.number(), name: z.string(), role: z.string() })) }),
      },
    },
    async (request) => complaints.assignable(request.params.id, request.user!),
  );

  api.get(
    '/api/Admin/complaint/:id',
    { ...staff, schema: { summary: 'One complaint, staff view', params: IdParam, response: answers({ 200: StaffComplaintSchema }) } },
    async (request) => complaints.getStaff(request.params.id, request.user!),
  );

  api.post(
    '/api/Admin/complaint/:id/action',
    {
      ...staff,
      config: {
        ...staff.config,
        documentedBody: { multipart: { rules: actionRules(config.imageMaxBytes), files: ['ActionImage1', 'ActionImage2'] } },
      },
      schema: {
        summary: 'Act on a complaint: status, remarks, up to two photos',
        params: IdParam,
        body: ActionJson,
        response: answers({ 200: StaffComplaintSchema }),
      },
    },
    async (request) => {
      const action = await readJsonOrMultipart<StaffAction>(request, actionRules(config.imageMaxBytes), {
        json: () => {
          const body = request.body ?? {};
          return { status: body.Status ?? body.status ?? '', remarks: body.Remarks ?? body.remarks ?? '', images: [] };
        },
        multipart: (f, images) => ({ status: f('status'), remarks: f('remarks'), images }),
      });
      return complaints.act(request.params.id, action, { ...request.user!, ip: request.ip });
    },
  );
}
