import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  COMPLAINT_MAX_PHOTOS,
  COMPLAINT_NO_RE,
  COMPLAINT_SHORT_MAX,
  COMPLAINT_TEXT_MAX,
  IdParam,
  PAGE_MAX,
  PAGE_SIZE_MAX,
  formatMessage,
  isValidDate,
} from '@nagar/contract';
import { HttpError, badRequest, httpError, validationError } from '../lib/errors.ts';
import { readMultipart, type MultipartRules, type TextRule } from '../lib/multipart.ts';
import { mb } from '../files/pipeline.ts';
import { countByStatus } from './counts.ts';
import type { NewComplaint } from './service.ts';

// A real date in the years the contract allows (not 0000-01-01, not 9999-99-99).
const date = z.string().refine(isValidDate);
const Filters = z.object({
  statusFilter: z.string().max(40).optional(),
  status: z.string().max(40).optional(),
  ward: z.string().max(100).optional(),
  type: z.string().max(100).optional(),
  from: date.optional(),
  to: date.optional(),
  search: z.string().max(40).optional(),
  overdue: z.enum(['1', 'true']).optional(),
  page: z.coerce.number().int().min(1).max(PAGE_MAX).optional(),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
});
// Read as the service reads it: 'grv-2026-000123' is the same complaint.
const No = z.object({ complaintNo: z.string().trim().toUpperCase().regex(COMPLAINT_NO_RE, 'complaintNotFound') });

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) throw badRequest(formatMessage('invalidInput'));
  return r.data;
}

const imageTooLarge = (imageMaxBytes: number) => (_name: string, filename: string) =>
  new HttpError(413, formatMessage('fileTooLarge', { name: filename || 'photo', limit: mb(imageMaxBytes) }));

const short: TextRule = { max: COMPLAINT_SHORT_MAX };
/** The citizen's complaint form (API and no-JS page): the spec's Complaint names as sent, two photos. */
export const complaintRules = (imageMaxBytes: number): MultipartRules => ({
  normalise: (n) => n,
  text: new Map<string, TextRule>([
    ['district', short],
    ['ward', short],
    ['grivance', short],
    ['additional_Information', { max: COMPLAINT_TEXT_MAX }],
    ['landmark', short],
    ['your_Suggestion', short],
    ['name', short],
    ['mobile', short],
    ['consent', short],
    ['website', short],
  ]),
  file: (name) => (/^Image\d$/.test(name) ? imageMaxBytes : undefined),
  fileMaxBytes: imageMaxBytes,
  maxFiles: COMPLAINT_MAX_PHOTOS,
  tooLarge: imageTooLarge(imageMaxBytes),
  tooManyFiles: () => validationError({ photos: { key: 'complaintTooManyPhotos' } }),
});

/** Staff action: status, remarks and two photos (names without regard to case). */
const actionRules = (imageMaxBytes: number): MultipartRules => ({
  text: new Map<string, TextRule>([
    ['status', short],
    ['remarks', { max: COMPLAINT_TEXT_MAX }],
  ]),
  file: (name) => (/^actionimage\d$/.test(name) ? imageMaxBytes : undefined),
  fileMaxBytes: imageMaxBytes,
  maxFiles: COMPLAINT_MAX_PHOTOS,
  tooLarge: imageTooLarge(imageMaxBytes),
  tooManyFiles: () => validationError({ ActionImage: { key: 'complaintTooManyPhotos' } }),
});

/** Reads the citizen's multipart complaint (or JSON without photos) into the service's input. */
export async function readNewComplaint(request: FastifyRequest): Promise<NewComplaint> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const str = (k: string) => (typeof body[k] === 'string' || typeof body[k] === 'boolean' ? String(body[k]) : undefined);
    return {
      district: str('district'), ward: str('ward'), grivance: str('grivance'), additional_Information: str('additional_Information'),
      landmark: str('landmark'), your_Suggestion: str('your_Suggestion'), name: str('name'), mobile: str('mobile'),
      consent: str('consent'), website: str('website'), photos: [],
    };
  }
  const body = await readMultipart(request, complaintRules(request.server.services.config.imageMaxBytes));
  const f = (k: string) => body.fields.get(k);
  return {
    district: f('district'), ward: f('ward'), grivance: f('grivance'), additional_Information: f('additional_Information'),
    landmark: f('landmark'), your_Suggestion: f('your_Suggestion'), name: f('name'), mobile: f('mobile'),
    consent: f('consent'), website: f('website'), photos: body.files.map((p) => p.file),
  };
}

/** Spec §7 complaint calls, and the grievance loop beyond them (file, track, remind, act). */
export async function complaintRoutes(app: FastifyInstance) {
  const { db, cache, complaints } = app.services;
  const staff = { config: { area: 'complaints' as const }, preHandler: app.requireArea('complaints') };
  const dashboard = { config: { area: 'dashboard' as const }, preHandler: app.requireArea('dashboard') };
  const open = { config: { area: 'public' as const } };

  app.get('/api/Public/complaint-count', open, async () => cache.get('complaint-count', () => countByStatus(db)));
  // A grievance officer limited to wards counts those wards' complaints.
  app.get('/api/Admin/complaint-count', dashboard, async (request) => countByStatus(db, await complaints.wardScope(request.user!)));
  app.get('/api/Public/complaint-options', open, async () => complaints.options());

  app.get('/api/Public/complaint', open, async (request, reply) => {
    const q = parse(Filters, request.query);
    const page = await complaints.listPublic({ status: q.statusFilter ?? q.status, ward: q.ward, page: q.page, pageSize: q.pageSize });
    return reply.header('x-total-count', String(page.total)).send(page.items);
  });

  // Filings per address are limited by the service (shared with the no-JS form).
  app.post('/api/Public/complaint', open, async (request, reply) => reply.code(201).send(await complaints.file(await readNewComplaint(request), request.ip)));

  app.get('/api/Public/complaint/:complaintNo', open, async (request) => {
    const params = No.safeParse(request.params);
    const mobile = (request.query as { mobile?: string }).mobile ?? '';
    if (!params.success) throw httpError(404, 'complaintNotFound');
    return complaints.track(params.data.complaintNo, mobile, request.ip);
  });

  app.post('/api/Public/complaint/:complaintNo/reminder', open, async (request) => {
    const params = No.safeParse(request.params);
    const mobile = String((request.body as { mobile?: unknown } | undefined)?.mobile ?? '');
    if (!params.success) throw httpError(404, 'complaintNotFound');
    return complaints.remind(params.data.complaintNo, mobile, request.ip);
  });

  app.get('/api/Admin/complaint', staff, async (request, reply) => {
    const q = parse(Filters, request.query);
    const page = await complaints.listStaff({ ...q, status: q.status ?? q.statusFilter, overdue: q.overdue !== undefined }, request.user!);
    return reply.header('x-total-count', String(page.total)).send(page.items);
  });

  app.get('/api/Admin/complaint/:id', staff, async (request) => complaints.getStaff(parse(IdParam, request.params).id, request.user!));

  app.post('/api/Admin/complaint/:id/action', staff, async (request) => {
    const { id } = parse(IdParam, request.params);
    if (!request.isMultipart()) {
      const body = (request.body ?? {}) as Record<string, unknown>;
      return complaints.act(id, { status: String(body.Status ?? body.status ?? ''), remarks: String(body.Remarks ?? body.remarks ?? ''), images: [] }, { ...request.user!, ip: request.ip });
    }
    const body = await readMultipart(request, actionRules(request.server.services.config.imageMaxBytes));
    return complaints.act(id, { status: body.fields.get('status'), remarks: body.fields.get('remarks'), images: body.files.map((p) => p.file) }, { ...request.user!, ip: request.ip });
  });
}
