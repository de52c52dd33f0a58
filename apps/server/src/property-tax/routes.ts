import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PROPERTY_TAX_FILE_MAX_MB,
  PROPERTY_TAX_IMPORT_MODES,
  PROPERTY_TAX_PAGE_SIZE,
  checkDaysAndPage,
  formatMessage,
  type FieldErrors,
} from '@nagar/contract';
import { answers, zodRoutes } from '../lib/openapi.ts';
import { ApiErrorSchema } from '../lib/api-schemas.ts';
import { HttpError, listQueryError } from '../lib/errors.ts';
import { looksLikeUtf8Text, spoolUpload } from '../lib/upload-spool.ts';
import { actorOf } from '../auth/actor.ts';
import { ImportRefused, PropertyTaxService } from './service.ts';

const text = z.string().optional();
const Rupees = z.number().describe('Rupees (up to two decimals)');
const RowSchema = z.object({
  assessmentNo: z.string(),
  ward: z.string(),
  ownerName: z.string(),
  address: z.string(),
  annualRentalValue: Rupees,
  arrears: Rupees,
  currentDemand: Rupees,
  amountPaid: Rupees,
  balance: Rupees.describe('arrears + current demand − paid'),
  dueDate: z.string(),
  hasMobile: z.boolean().describe('Whether a mobile is on record (never the number)'),
});
const LineErrorSchema = z.object({
  line: z.number().describe('The line in the file (the header is line 1)'),
  message: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
const ImportResultSchema = z.object({
  dryRun: z.boolean(),
  mode: z.enum(PROPERTY_TAX_IMPORT_MODES),
  rows: z.number().describe('Data rows in the file'),
  preview: z.array(RowSchema).describe('The first rows as they would be stored (none when a line is bad)'),
  errors: z.array(LineErrorSchema).describe('The first 100 bad lines'),
  errorCount: z.number(),
  imported: z.boolean(),
  registerSize: z.number().describe('Properties on the register afterwards'),
});
const RefusedSchema = ApiErrorSchema.extend({ result: ImportResultSchema.optional() });
const DuesSchema = z.object({
  assessmentNo: z.string(),
  ward: z.string(),
  wardHi: z.string(),
  annualRentalValue: Rupees,
  arrears: Rupees,
  currentDemand: Rupees,
  amountPaid: Rupees,
  balance: Rupees.describe('arrears + current demand − paid (negative: paid ahead)'),
  dueDate: z.string().describe('yyyy-mm-dd'),
  owner: z.enum(['shown', 'mismatch', 'none', 'notAsked']).describe("Whether the owner's name and address are in the answer, and why not"),
  ownerName: z.string().optional().describe('Only with the right mobileLast4'),
  address: z.string().optional().describe('Only with the right mobileLast4'),
});
const HistorySchema = z.object({
  id: z.number(),
  fileName: z.string(),
  mode: z.enum(PROPERTY_TAX_IMPORT_MODES),
  rows: z.number(),
  importedBy: z.string().nullable(),
  importedAt: z.string(),
});

const MAX_BYTES = PROPERTY_TAX_FILE_MAX_MB * 1024 * 1024;
const tooLarge = () => new HttpError(413, formatMessage('fileTooLarge', { name: 'file', limit: PROPERTY_TAX_FILE_MAX_MB }));

/** A body that is not multipart is refused before anything reads it. */
async function multipartOnly(request: FastifyRequest) {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) throw new HttpError(415, formatMessage('ptNotCsv'), undefined, { connection: 'close' });
}

/** page and pageSize of a list query (400 naming the bad one). */
function pageOf(query: Record<string, unknown>) {
  const into = { page: 1, pageSize: PROPERTY_TAX_PAGE_SIZE };
  const errors: FieldErrors = {};
  checkDaysAndPage({ page: query.page, pageSize: query.pageSize }, into, errors);
  if (Object.keys(errors).length) throw listQueryError(errors);
  return into;
}

/**
 * Property tax dues (issue 27): POST /api/Admin/property-tax/import (multipart `file`, `mode`, `dryRun`), GET
 * /api/Admin/property-tax (the register, searched and paged), GET /api/Admin/property-tax/imports (the history), all
 * area `propertyTax`; GET /api/Public/property-tax/{assessmentNo} (`?mobileLast4=` for the owner's details).
 */
export async function propertyTaxRoutes(app: FastifyInstance) {
  const { propertyTax } = app.services;
  const api = zodRoutes(app);
  const guard = app.requireArea('propertyTax');
  const staff = { config: { area: 'propertyTax' as const }, preValidation: guard };

  api.post(
    '/api/Admin/property-tax/import',
    {
      ...staff,
      // Who may import first (401, 403), then what was sent (415).
      preValidation: [guard, multipartOnly],
      schema: {
        summary:
          'Import the demand register (multipart: file = CSV UTF-8 with a header row; mode = replace|merge; dryRun = true for the preview). A file with any bad line imports nothing (400 naming each line)',
        consumes: ['multipart/form-data'],
        response: answers({ 200: ImportResultSchema, 400: RefusedSchema }),
      },
    },
    async (request, reply) => {
      const upload = await spoolUpload(
        { headers: request.headers, stream: request.raw },
        {
          fileField: 'file',
          maxBytes: MAX_BYTES,
          text: new Map([
            ['mode', 16],
            ['dryrun', 16],
          ]),
          tooLarge,
        },
      );
      try {
        const options = PropertyTaxService.checkImportInput({ mode: upload.fields.get('mode'), dryRun: upload.fields.get('dryrun') });
        if (!upload.path || upload.bytes === 0) {
          const message = formatMessage('ptFileRequired');
          throw new HttpError(400, message, { file: message });
        }
        if (!(await looksLikeUtf8Text(upload.path))) throw new HttpError(415, formatMessage('ptNotCsv'));
        return await propertyTax.import(upload, options, actorOf(request.user!, request.ip));
      } catch (err) {
        // The bad lines named in `errors` ("line N"), and the whole answer with their keys in `result`.
        if (err instanceof ImportRefused) return reply.code(400).send({ message: err.message, errors: err.errors, result: err.result });
        throw err;
      } finally {
        await upload.remove();
      }
    },
  );

  api.get(
    '/api/Admin/property-tax',
    {
      ...staff,
      schema: {
        summary: 'The register, by assessment number; q: the start of an assessment number or words of an owner (X-Total-Count)',
        querystring: z.object({ q: text, page: text, pageSize: text }),
        response: answers({ 200: z.array(RowSchema) }),
      },
    },
    async (request, reply) => {
      const { page, pageSize } = pageOf(request.query);
      const found = await propertyTax.search(request.query.q ?? '', page, pageSize);
      return reply.header('x-total-count', String(found.total)).send(found.items);
    },
  );

  api.get(
    '/api/Admin/property-tax/imports',
    {
      ...staff,
      schema: {
        summary: 'The import history, newest first (X-Total-Count)',
        querystring: z.object({ page: text, pageSize: text }),
        response: answers({ 200: z.array(HistorySchema) }),
      },
    },
    async (request, reply) => {
      const { page, pageSize } = pageOf(request.query);
      const found = await propertyTax.history(page, pageSize);
      return reply.header('x-total-count', String(found.total)).send(found.items);
    },
  );

  api.get(
    '/api/Public/property-tax/:assessmentNo',
    {
      config: { area: 'public' },
      schema: {
        summary:
          "A property's dues by its assessment number; with mobileLast4 (the last four digits of the mobile on record) also the owner's name and address. Look-ups that find nothing or carry wrong digits are limited (429)",
        params: z.object({ assessmentNo: z.string().max(200) }),
        querystring: z.object({ mobileLast4: text.describe('Four digits') }),
        response: answers({ 200: DuesSchema }),
      },
    },
    // An answer with the owner's details is personal: never kept by a browser or a proxy (none is, to be plain).
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await propertyTax.lookup(request.params.assessmentNo, request.query.mobileLast4, request.ip)),
  );
}
