import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { files } from '../db/schema.ts';
import { httpError } from '../lib/errors.ts';
import { zodRoutes } from '../lib/openapi.ts';
import { safeFileName } from '@nagar/contract';

const Params = z.object({ id: z.uuid(), name: z.string() });

/** RFC 6266 / 5987: an ASCII fallback plus the UTF-8 name, so Hindi titles survive. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The download name: the one in the URL when it is a clean name of the stored file's type (a Hindi page links a
 * document under its Hindi title, /files/<id>/<Hindi title>.pdf), else the name stored with the file.
 */
function downloadName(asked: string, stored: string): string {
  const ext = stored.slice(stored.lastIndexOf('.') + 1);
  const base = asked.endsWith(`.${ext}`) ? asked.slice(0, -ext.length - 1) : '';
  return base && safeFileName(base, ext) === asked ? asked : stored;
}

export async function fileRoutes(app: FastifyInstance) {
  // A malformed id is a file that does not exist.
  const config = { area: 'public' as const, invalid: { params: { status: 404, key: 'notFound' as const } } };
  zodRoutes(app).get('/files/:id/:name', { config, schema: { params: Params } }, async (request, reply) => {
    const etagMatch = request.headers['if-none-match'];
    const [row] = await app.services.db
      .select({ contentType: files.contentType, etag: files.etag, name: files.name, data: files.data })
      .from(files)
      .where(eq(files.id, request.params.id));
    if (!row) throw httpError(404, 'notFound');
    // Stored files never change (a new upload gets a new id), so they may be cached for a year.
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', row.etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .type(row.contentType);
    if (row.contentType === 'application/pdf')
      reply.header('content-disposition', contentDisposition(downloadName(request.params.name, row.name)));
    if (etagMatch && etagMatch.split(',').some((t) => t.trim() === row.etag)) return reply.code(304).send();
    return reply.send(row.data);
  });
}
