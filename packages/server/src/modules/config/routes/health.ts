import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { shape } from '../../../http/response-schemas';

/** GET /api/health: the process is up and the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  const response = {
    200: shape({ status: { type: 'string', enum: ['ok'] }, database: { type: 'string', enum: ['pglite', 'pg'], description: 'The driver in use' } }, 'Up'),
    503: shape({ status: { type: 'string', enum: ['unavailable'] } }, 'The database does not answer'),
  };
  app.get('/health', { schema: { tags: ['health'], summary: 'Liveness and database check', response } }, async (_request, reply) => {
    try {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ok', database: app.ctx.database.driver };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
