/** GET /api/health: the process is up and the database answers. */
import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/typed-routes';
import { healthResponse } from '../schemas';
import { checkDatabase } from '../service';

export async function healthRoutes(app: FastifyInstance) {
  const api = typed(app);
  api.get('/health', { schema: { tags: ['health'], summary: 'Liveness and database check', response: healthResponse } }, async (_request, reply) => {
    try {
      await checkDatabase(app.ctx);
      return { status: 'ok', database: app.ctx.database.driver };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
