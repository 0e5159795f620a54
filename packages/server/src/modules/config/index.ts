/** Site configuration (spec 000 sections 3 and 7): get_config, language and country switches, health. */
import type { FastifyInstance } from 'fastify';
import { changeLangRoutes } from './routes/change_lang';
import { changeLocationRoutes } from './routes/change_location';
import { configRoutes } from './routes/get_config';
import { healthRoutes } from './routes/health';

export async function configModule(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await api.register(configRoutes);
  await api.register(
    async (other) => {
      await other.register(changeLangRoutes);
      await other.register(changeLocationRoutes);
    },
    { prefix: '/other' },
  );
}
