import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IdParam,
  attachmentHeaders,
  LICENCE_NO_RE,
  TL_NO_RE,
  TRADE_LICENCE_ACTIONS,
  TRADE_LICENCE_DOCUMENTS,
  TRADE_LICENCE_STATUSES,
  checkTradeLicenceQuery,
  formatMessage,
} from '@nagar/contract';
import { HttpError, listQueryError } from '../lib/errors.ts';
import { readMultipart } from '../lib/multipart.ts';
import { storedBytes } from '../files/download.ts';
import { actorOf } from '../auth/actor.ts';
import { answers, zodRoutes } from '../lib/openapi.ts';
import { listRoute } from '../lib/list-route.ts';
import { licenceCertificate } from './certificate.ts';
import { applicationOf, tradeLicenceRules } from './input.ts';

/** 'hi' when the request's Accept-Language prefers Hindi. */
const requestLanguage = (request: FastifyRequest) =>
  String(request.headers['accept-language'] ?? '')
    .trim()
    .toLowerCase()
    .startsWith('hi')
    ? 'hi'
    : 'en';

const No = z.object({ applicationNo: z.string().trim().toUpperCase().regex(TL_NO_RE, 'tlNotFound') });
const noNotFound = { params: { status: 404, key: 'tlNotFound' as const } };
const LicenceNo = z.object({ licenceNo: z.string().trim().toUpperCase().regex(LICENCE_NO_RE, 'tlLicenceNotFound') });
const Mobile = z.object({ mobile: z.string().max(40).optional().describe('The mobile number given in the application') });
const Status = z.enum(TRADE_LICENCE_STATUSES);
const LicenceState = z.enum(['valid', 'expired', 'cancelled']);
const Receipt = z.object({ receiptNo: z.string(), receiptDate: z.string(), amount: z.number() }).nullable();
const Issued = z.object({ licenceNo: z.string(), validFrom: z.string(), validTo: z.string(), status: LicenceState }).nullable();
const HistoryItem = z.object({ action: z.string(), status: Status, remarks: z.string(), at: z.string() });
const Acknowledgement = z.object({ applicationNo: z.string().describe('TL-YYYY-NNNNNN (the year in India)') });
const Tracked = z.object({
  applicationNo: z.string(),
  status: Status,
  submittedAt: z.string(),
  tradeName: z.string(),
  licenceType: z.string(),
  feeDue: z.number().nullable().describe('Rupees, from the fee schedule; null: assessed at the office'),
  receipt: Receipt,
  licence: Issued,
  history: z.array(HistoryItem),
  correction: z
    .record(z.string(), z.string())
    .nullable()
    .describe('Returned for correction: the form as it stands, without PAN, date of birth and address'),
});
const Verification = z.object({
  licenceNo: z.string(),
  tradeName: z.string(),
  locality: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  status: LicenceState,
});
const QueueItem = z.object({
  id: z.number(),
  applicationNo: z.string(),
  status: Status,
  licenceType: z.string(),
  tradeName: z.string(),
  ownerName: z.string(),
  mobile: z.string(),
  tradeCategory: z.string(),
  ward: z.string(),
  feeDue: z.number().nullable(),
  submittedAt: z.string(),
  updatedAt: z.string(),
});
const StaffApplication = QueueItem.extend({
  fields: z.record(z.string(), z.string()),
  receipt: Receipt,
  licence: Issued,
  documents: z.array(z.object({ id: z.number(), kind: z.string(), url: z.string(), name: z.string(), type: z.string(), size: z.number() })),
  history: z.array(HistoryItem.extend({ actorName: z.string().nullable(), actorRole: z.string() })),
  actions: z.array(z.enum(TRADE_LICENCE_ACTIONS)),
});
const text = z.string().optional();
const QueueQuery = z.object({
  q: text.describe('Words (all must match): application number, trade name, owner or mobile'),
  status: text.describe(TRADE_LICENCE_STATUSES.join(', ')),
  ward: text.describe("A ward's id"),
  category: text.describe('manufacturing or retail'),
  from: text.describe('yyyy-mm-dd (India Standard Time)'),
  to: text.describe('yyyy-mm-dd (India Standard Time)'),
  sort: text.describe('newest (default), oldest, tradeName or status'),
  page: text,
  pageSize: text,
});
const ActionJson = z
  .object({
    action: text.describe(
      'scrutinise (Submitted → Under scrutiny), recordFee (the counter receipt), return (→ Returned for correction), approve (→ Approved: issues the licence; needs the receipt), reject (→ Rejected), cancel (an approved application: its licence becomes cancelled; 409 when it already is); remarks required for return, approve, reject and cancel',
    ),
    remarks: text.describe('At most 1,000 characters'),
    receiptNo: text.describe('recordFee: the counter receipt number'),
    receiptDate: text.describe('recordFee: the receipt date, yyyy-mm-dd, not in the future'),
    receiptAmount: z.union([z.string(), z.number()]).optional().describe('recordFee: the amount received, whole rupees'),
  })
  .nullish();
const DocumentParams = z.object({
  id: z.coerce.number().int().min(1).max(2147483647),
  documentId: z.coerce.number().int().min(1).max(2147483647),
});
const ExpiringAnswer = z.array(Verification);

/** What the licence routes are written with: the typed route builder, the staff guard, the form's multipart rules. */
function routeKit(app: FastifyInstance) {
  const { licences, config } = app.services;
  return {
    app,
    licences,
    api: zodRoutes(app),
    staff: app.guardArea('licences'),
    rules: tradeLicenceRules(config),
    multipartOnly: () => new HttpError(415, formatMessage('tlDocumentRequired')),
  };
}
type RouteKit = ReturnType<typeof routeKit>;

/**
 * Trade licences (issue 27): submit (multipart), track and correct with the mobile, the certificate and the
 * public verification; the staff queue, an application, its documents and the workflow's actions (area `licences`).
 */
export async function licenceRoutes(app: FastifyInstance) {
  const kit = routeKit(app);
  publicLicenceRoutes(kit);
  staffLicenceRoutes(kit);
}

/** The applicant's calls: apply, track, correct a returned application, the certificate; anyone's verification. */
function publicLicenceRoutes({ app, api, rules, multipartOnly, licences }: RouteKit) {
  api.post(
    '/api/Public/trade-licence',
    {
      config: { area: 'public', documentedBody: { multipart: { rules, files: TRADE_LICENCE_DOCUMENTS.map((d) => d.key) } } },
      schema: {
        summary:
          "Apply for a trade licence (multipart: the form's fields by the contract's keys, documents identityDocument, ownershipDocument, sitePhoto)",
        response: answers({ 201: Acknowledgement }),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw multipartOnly();
      const ack = await licences.submit(applicationOf(await readMultipart(request, rules), requestLanguage(request)), request.ip);
      return reply.code(201).send({ applicationNo: ack.applicationNo });
    },
  );

  api.get(
    '/api/Public/trade-licence/:applicationNo',
    {
      config: { area: 'public', invalid: noNotFound },
      schema: {
        summary: 'Track an application (the mobile given in it): status and history; never PAN, date of birth, address or documents',
        params: No,
        querystring: Mobile,
        response: answers({ 200: Tracked }),
      },
    },
    async (request) => licences.track(request.params.applicationNo, request.query.mobile ?? '', request.ip),
  );

  api.post(
    '/api/Public/trade-licence/:applicationNo/correction',
    {
      config: {
        area: 'public',
        invalid: noNotFound,
        documentedBody: { multipart: { rules, files: TRADE_LICENCE_DOCUMENTS.map((d) => d.key) } },
      },
      schema: {
        summary:
          'Correct an application returned for correction (multipart: the form with its mobile; PAN, date of birth and address left blank keep theirs; a document sent replaces its kind); it goes back to scrutiny',
        params: No,
        response: answers({ 200: Tracked }),
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw multipartOnly();
      const input = applicationOf(await readMultipart(request, rules), requestLanguage(request));
      return licences.correct(request.params.applicationNo, input.fields.mobile ?? '', input, request.ip);
    },
  );

  api.get(
    '/api/Public/trade-licence/:applicationNo/certificate',
    {
      config: { area: 'public', invalid: noNotFound },
      schema: {
        summary:
          'The licence certificate of an approved application (application/pdf, English and Hindi; the mobile given in it); 409 before approval and once the licence is cancelled',
        params: No,
        querystring: Mobile,
        response: answers({ 200: z.any().describe('application/pdf') }),
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await licenceCertificate(
        app.services,
        request.params.applicationNo,
        request.query.mobile ?? '',
        request.ip,
      );
      return reply.headers(attachmentHeaders(filename)).send(pdf);
    },
  );

  api.get(
    '/api/Public/licence/:licenceNo',
    {
      config: { area: 'public', invalid: { params: { status: 404, key: 'tlLicenceNotFound' as const } } },
      schema: {
        summary: 'Verify a licence: trade name, locality, validity and status (valid, expired, cancelled) only',
        params: LicenceNo,
        response: answers({ 200: Verification }),
      },
    },
    async (request) => licences.verify(request.params.licenceNo),
  );
}

/** The staff's calls: the queue, expiring licences, the wards, one application, its documents and the actions. */
function staffLicenceRoutes({ app, api, staff, licences }: RouteKit) {
  listRoute(app, '/api/Admin/trade-licence', 'licences', {
    summary: 'The licence queue (X-Total-Count: all matching; for a search by words, with X-Total-More: true, more than that many)',
    querystring: QueueQuery,
    item: QueueItem,
    check: checkTradeLicenceQuery,
    refuse: listQueryError,
    list: (filters) => licences.list(filters),
  });

  api.get(
    '/api/Admin/trade-licence-expiring',
    {
      ...staff,
      schema: { summary: 'Active licences whose validity ends within 30 days, soonest first', response: answers({ 200: ExpiringAnswer }) },
    },
    async () => licences.expiring(),
  );

  api.get(
    '/api/Admin/trade-licence-wards',
    {
      ...staff,
      schema: {
        summary: "The wards for the queue's ward filter (id and names)",
        response: answers({ 200: z.array(z.object({ id: z.number(), name: z.string(), nameHi: z.string() })) }),
      },
    },
    async () => licences.wardOptions(),
  );

  api.get(
    '/api/Admin/trade-licence/:id',
    {
      ...staff,
      schema: { summary: 'An application: every field, documents, history', params: IdParam, response: answers({ 200: StaffApplication }) },
    },
    async (request) => licences.get(request.params.id),
  );

  api.get(
    '/api/Admin/trade-licence/:id/document/:documentId',
    {
      ...staff,
      config: { ...staff.config, invalid: { params: { status: 404, key: 'notFound' as const } } },
      schema: {
        summary: "An application's document (staff only; never under a public address)",
        params: DocumentParams,
        response: answers({ 200: z.any().describe('The stored file: a PDF or a JPEG picture') }),
      },
    },
    async (request, reply) => {
      const d = await licences.document(request.params.id, request.params.documentId);
      const bytes = await storedBytes(app.services.db, d.fileId);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('content-disposition', `inline; filename="${d.name.replace(/[^\w.-]/g, '_')}"`)
        .type(d.type)
        .send(bytes ?? Buffer.alloc(0));
    },
  );

  api.post(
    '/api/Admin/trade-licence/:id/action',
    {
      ...staff,
      schema: {
        summary: 'A step of the workflow (audited): scrutinise, recordFee, return, approve, reject, cancel',
        params: IdParam,
        body: ActionJson,
        response: answers({ 200: StaffApplication }),
      },
    },
    async (request) => licences.act(request.params.id, request.body ?? {}, actorOf(request.user!, request.ip)),
  );
}
