import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pipeline } from 'node:stream';
import { z } from 'zod';
import {
  FIND_WARD_QUERY_MAX,
  LOCALITY_CSV_HEADER,
  LOCALITY_CSV_MAX_BYTES,
  LocalityImportResult,
  WardLookup,
  formatMessage,
} from '@nagar/contract';
import { answers, zodRoutes } from '../lib/openapi.ts';
import { HttpError, httpError } from '../lib/errors.ts';
import { actorOf } from '../auth/actor.ts';
import { findMyWard } from './find-my-ward.ts';
import { byteLimit, importLocalities } from './import.ts';

const CSV_TYPE = 'text/csv';

/** A body that is not CSV is refused (415), and one that says it is over the limit (413), before anything reads it. */
async function csvOnly(request: FastifyRequest) {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== CSV_TYPE) throw new HttpError(415, formatMessage('csvImportType'));
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > LOCALITY_CSV_MAX_BYTES) throw httpError(413, 'bodyTooLarge');
}

/**
 * Find my ward (issue 27): GET /api/Public/find-my-ward?q= (public), and POST /api/Admin/locality/import (area
 * `masters`: the localities master list from a CSV file, ?dryRun=true to check it without writing). The list itself
 * is the generic master-list API (/api/Admin/locality).
 */
export async function localityRoutes(app: FastifyInstance) {
  const api = zodRoutes(app);
  // A CSV body reaches the route as the request's stream (never parsed, never held whole).
  app.addContentTypeParser(CSV_TYPE, (_request, payload, done) => done(null, payload));

  api.get(
    '/api/Public/find-my-ward',
    {
      config: { area: 'public' },
      schema: {
        summary: 'Find my ward: the ward of a locality, landmark, pincode or ward number, its Ward Parshad and officers',
        querystring: z.object({
          q: z.string().max(FIND_WARD_QUERY_MAX).optional().describe('A locality or landmark (part of its name), a pincode, or "ward 4"'),
        }),
        response: answers({ 200: WardLookup }),
      },
    },
    async (request) => findMyWard(app.services, request.query.q ?? ''),
  );

  api.post(
    '/api/Admin/locality/import',
    {
      config: {
        area: 'masters',
        documentedBody: {
          stream: {
            type: CSV_TYPE,
            description: `A CSV file (UTF-8) with the header ${LOCALITY_CSV_HEADER.join(',')}; the ward by its name in the Wards list; at most ${LOCALITY_CSV_MAX_BYTES / 1024} KB`,
          },
        },
      },
      // The guard first (a stranger learns 401, not what the route reads), then the type, before the body is read.
      preValidation: [app.requireArea('masters'), csvOnly],
      schema: {
        summary: 'Import localities from a CSV file (any bad line: nothing imported, each named); dryRun=true checks only',
        querystring: z.object({ dryRun: z.enum(['true', 'false']).optional().describe('true: check and count, write nothing') }),
        response: answers({ 200: LocalityImportResult }),
      },
    },
    async (request) => {
      const limited = byteLimit(LOCALITY_CSV_MAX_BYTES);
      pipeline(request.body as NodeJS.ReadableStream, limited, () => undefined);
      return importLocalities(
        app.services.db,
        app.services.cache,
        actorOf(request.user!, request.ip),
        limited,
        request.query.dryRun === 'true',
      );
    },
  );
}
