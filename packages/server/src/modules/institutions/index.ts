/** Institutions and destinations (spec 000 section 7, 001 section 7): search, countries, payees and their accounts. */
import type { FastifyInstance } from 'fastify';
import { serviceDeskInbox } from '../../providers/mail';
import { getCountryIdentificationCodeRoutes } from './routes/get_country_identification_code';
import { getInstitutionRoutes } from './routes/get_institution';
import { getSchoolRoutes } from './routes/get_school';
import { institutionRequestRoutes } from './routes/institution_request';
import { indexCountryListRoutes } from './routes/index_get_country_list';
import { nameConversionRoutes } from './routes/name_conversion';
import { orderInfoRoutes } from './routes/order_info';
import { payeeAddressValiRoutes } from './routes/payee_address_vali';
import { querySchoolCountryCurrencyRoutes } from './routes/query_school_country_currency';
import { searchPaymentCountryRoutes } from './routes/search_payment_country';
import { selectAccountRoutes } from './routes/select_account';
import { followInstitutionChanges } from './service';

export async function institutionsModule(api: FastifyInstance): Promise<void> {
  // Searches answer from memory, told of every change by the database (search-index.ts).
  const stopFollowing = await followInstitutionChanges(api.ctx);
  api.addHook('onClose', stopFollowing);
  await api.register(indexCountryListRoutes);
  await api.register(
    async (other) => {
      await other.register(getSchoolRoutes);
      await other.register(searchPaymentCountryRoutes);
      await other.register(selectAccountRoutes);
      await other.register(institutionRequestRoutes, { inbox: serviceDeskInbox() });
    },
    { prefix: '/other' },
  );
  await api.register(
    async (order) => {
      await order.register(getInstitutionRoutes);
      await order.register(querySchoolCountryCurrencyRoutes);
      await order.register(getCountryIdentificationCodeRoutes);
      await order.register(payeeAddressValiRoutes);
      await order.register(nameConversionRoutes);
      await order.register(orderInfoRoutes);
    },
    { prefix: '/order' },
  );
}
