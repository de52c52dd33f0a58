import type { FastifyInstance } from 'fastify';
import { countByStatus } from './counts.ts';

/** Spec §7 complaint-count calls (statusFilter=All is the only value the spec sends; any other is ignored). */
export async function complaintCountRoutes(app: FastifyInstance) {
  const { db, cache } = app.services;
  app.get('/api/Public/complaint-count', async () => cache.get('complaint-count', () => countByStatus(db)));
  app.get('/api/Admin/complaint-count', { preHandler: app.requireRole('admin') }, async () => countByStatus(db));
}
