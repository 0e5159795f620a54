/** Every route of the API, grouped as the spec groups its calls (spec 000 section 7). */
import type { FastifyInstance } from 'fastify';
import { configRoutes } from './config/get_config';
import { devOutboxRoutes } from './dev/outbox';
import { healthRoutes } from './health';
import { indexCountryListRoutes } from './index/index_get_country_list';
import { getInstitutionRoutes } from './order/get_institution';
import { changeLangRoutes } from './other/change_lang';
import { changeLocationRoutes } from './other/change_location';
import { checkCaptchaRoutes } from './other/check_captcha';
import { getSchoolRoutes } from './other/get_school';
import { searchPaymentCountryRoutes } from './other/search_payment_country';
import { searchPersonalRoutes } from './other/search_personal';
import { sliderVerificationRoutes } from './other/slider_verification';
import { changePwdRoutes } from './user/change_pwd';
import { createPwdRoutes } from './user/create_pwd';
import { isLoginRoutes } from './user/is_login';
import { loginRoutes } from './user/login';
import { logoutRoutes } from './user/logout';
import { personalInfoRoutes } from './user/personal_info';
import { registerUserRoutes } from './user/register';
import { resetPasswordRoutes } from './user/reset_password';
import { scanLoginRoutes } from './user/scan_login';
import { sendVerificationRoutes } from './user/send_verification';
import { verificationEmailRoutes } from './user/verification_email';

export async function registerRoutes(app: FastifyInstance, options: { dev: boolean }): Promise<void> {
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(indexCountryListRoutes);
      await api.register(
        async (user) => {
          await user.register(isLoginRoutes);
          await user.register(logoutRoutes);
          await user.register(sendVerificationRoutes);
          await user.register(loginRoutes);
          await user.register(verificationEmailRoutes);
          await user.register(resetPasswordRoutes);
          await user.register(changePwdRoutes);
          await user.register(createPwdRoutes);
          await user.register(registerUserRoutes);
          await user.register(scanLoginRoutes);
          await user.register(personalInfoRoutes);
        },
        { prefix: '/user' },
      );
      await api.register(
        async (other) => {
          await other.register(changeLangRoutes);
          await other.register(changeLocationRoutes);
          await other.register(checkCaptchaRoutes);
          await other.register(sliderVerificationRoutes);
          await other.register(getSchoolRoutes);
          await other.register(searchPersonalRoutes);
          await other.register(searchPaymentCountryRoutes);
        },
        { prefix: '/other' },
      );
      await api.register(getInstitutionRoutes, { prefix: '/order' });
    },
    { prefix: '/api' },
  );
  if (options.dev) await app.register(devOutboxRoutes, { prefix: '/dev' });
}
