import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { area: 'public' } }, async (_request, reply) => {
    try {
      await app.services.database.ping();
      return { status: 'ok', database: app.services.database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: app.services.database.kind });
    }
  });
}
