/** Development pages (never in production, loopback clients only): the outbox of what SMS and e-mail would have sent, the job queue, the sandbox acquirer's pages and the sandbox face vendor's page. */
import type { FastifyInstance } from 'fastify';
import { devJobsRoutes } from './routes/jobs';
import { devOutboxRoutes } from './routes/outbox';
import { devSandboxRoutes } from './routes/sandbox';
import { devFaceRoutes } from './routes/face';

export async function devModule(dev: FastifyInstance): Promise<void> {
  await dev.register(devOutboxRoutes);
  await dev.register(devJobsRoutes);
  await dev.register(devSandboxRoutes);
  await dev.register(devFaceRoutes);
}
