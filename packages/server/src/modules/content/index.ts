/**
 * The content module (spec 001 sections 2 and 7): news and resources, help centre, FAQ, about
 * texts, partners, cooperating payment institutions and the contact form. Registered inside the
 * /api prefix; each call keeps the spec's path.
 */
import type { FastifyInstance } from 'fastify';
import { serviceDeskInbox } from '../../providers/mail';
import { aboutContentRoute } from './routes/about_content';
import { articleContentRoute } from './routes/article_content';
import { articleInfoRoute } from './routes/article_info';
import { getFaqContentRoute } from './routes/get_faq_content';
import { getFormRoute } from './routes/get_form';
import { getHelpCenterRoute } from './routes/get_help_center';
import { getHelpSearchRoute } from './routes/get_help_search';
import { getNewsRoute } from './routes/get_news';
import { getPartnerRoute } from './routes/get_partner';
import { cooperativePaymentAgenciesRoute } from './routes/index_cooperative_payment_agencies_list';
import { newsCenterRoute } from './routes/news_center';
import { saveArticleRoute } from './routes/save_article';
import { saveInfoRoute } from './routes/save__info';

export interface ContentOptions {
  /** Where contact form messages are mailed (CONTACT_INBOX). */
  readonly inbox?: string;
  /** Staff token of the admin call (ADMIN_TOKEN); unset: the admin call refuses everyone. */
  readonly adminToken?: string | undefined;
}

export async function contentRoutes(api: FastifyInstance, options: ContentOptions = {}) {
  const inbox = options.inbox ?? serviceDeskInbox();
  const adminToken = options.adminToken ?? (process.env['ADMIN_TOKEN'] || undefined);
  await api.register(
    async (nuxt) => {
      await nuxt.register(getNewsRoute);
      await nuxt.register(getFormRoute);
      await nuxt.register(saveInfoRoute, { inbox });
    },
    { prefix: '/nuxt' },
  );
  await api.register(
    async (other) => {
      await other.register(newsCenterRoute);
      await other.register(articleInfoRoute);
      await other.register(articleContentRoute);
      await other.register(aboutContentRoute);
      await other.register(getHelpCenterRoute);
      await other.register(getHelpSearchRoute);
      await other.register(getFaqContentRoute);
      await other.register(getPartnerRoute);
    },
    { prefix: '/other' },
  );
  await api.register(cooperativePaymentAgenciesRoute);
  await api.register(saveArticleRoute, { prefix: '/admin/content', adminToken });
}
