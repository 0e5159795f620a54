/** Development pages (never in production, loopback clients only): the outbox of what SMS and e-mail would have sent, and the job queue. */
import type { FastifyInstance } from 'fastify';
import { devJobsRoutes } from './routes/jobs';
import { devOutboxRoutes } from './routes/outbox';

export async function devModule(dev: FastifyInstance): Promise<void> {
  await dev.register(devOutboxRoutes);
  await dev.register(devJobsRoutes);
}
