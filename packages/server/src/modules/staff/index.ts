/** Staff (spec 000 section 2, /personnel_query): the public lookup that tells a payer whether a contact is real. */
import type { FastifyInstance } from 'fastify';
import { searchPersonalRoutes } from './routes/search_personal';

export async function staffModule(api: FastifyInstance): Promise<void> {
  await api.register(searchPersonalRoutes, { prefix: '/other' });
}
