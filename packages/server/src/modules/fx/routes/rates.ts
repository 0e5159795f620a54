/** GET /admin/fx/rates: staff see every stored rate per EUR, its source and day. */
import type { FastifyInstance } from 'fastify';
import { ADMIN_TOKEN_HEADERS } from '../../../http/admin-token';
import { envelope } from '../../../http/envelope';
import { STATUS } from '@edupay/forms/contract';
import { ratesResponse } from '../schemas';
import { listRates } from '../service';
import { typed } from '../../../http/typed-routes';

export async function ratesRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get('/rates', { schema: { tags: ['admin'], summary: 'Staff: the stored reference rates (X-Admin-Token)', headers: ADMIN_TOKEN_HEADERS, response: ratesResponse } }, async (request) =>
    envelope(request, STATUS.OK, 'ok', { list: await listRates(app.ctx) }),
  );
}
