import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/** GET /api/health: the process is up and the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { tags: ['health'], summary: 'Liveness and database check' } }, async (_request, reply) => {
    try {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ok', database: app.ctx.database.driver };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
