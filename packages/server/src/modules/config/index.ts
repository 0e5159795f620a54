/** Site configuration (spec 000 sections 3 and 7): get_config, language and country switches, health. */
import type { FastifyInstance } from 'fastify';
import { changeLangRoutes } from './routes/change_lang';
import { changeLocationRoutes } from './routes/change_location';
import { getConfigRoutes } from './routes/get_config';
import { getIndexDataRoutes } from './routes/get_index_data';
import { getMinimalistConfigRoutes } from './routes/get_minimalist_config';
import { healthRoutes } from './routes/health';

export async function configModule(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await api.register(getConfigRoutes);
  await api.register(getMinimalistConfigRoutes);
  await api.register(getIndexDataRoutes);
  await api.register(
    async (other) => {
      await other.register(changeLangRoutes);
      await other.register(changeLocationRoutes);
    },
    { prefix: '/other' },
  );
}
