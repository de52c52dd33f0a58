import type { FastifyInstance } from 'fastify';
import { answers, zodRoutes } from '../lib/openapi.ts';
import { HealthAnswer } from '../lib/api-schemas.ts';

export async function healthRoutes(app: FastifyInstance) {
  zodRoutes(app).get(
    '/api/health',
    {
      config: { area: 'public' },
      schema: { summary: 'Whether the server and its database answer', response: answers({ 200: HealthAnswer, 503: HealthAnswer }) },
    },
    async (_request, reply) => {
      try {
        await app.services.database.ping();
        return { status: 'ok' as const, database: app.services.database.kind };
      } catch {
        return reply.code(503).send({ status: 'unavailable', database: app.services.database.kind });
      }
    },
  );
}
