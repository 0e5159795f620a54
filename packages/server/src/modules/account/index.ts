/**
 * Account access (spec 000 sections 4, 5 and 7): login by SMS, password, scan or e-mail,
 * registration, proving a second contact, password reset and change, the image and slider
 * captchas that guard them, and the user's personal info.
 */
import type { FastifyInstance } from 'fastify';
import { changePwdRoutes } from './routes/change_pwd';
import { checkCaptchaRoutes } from './routes/check_captcha';
import { createPwdRoutes } from './routes/create_pwd';
import { isLoginRoutes } from './routes/is_login';
import { loginRoutes } from './routes/login';
import { logoutRoutes } from './routes/logout';
import { personalInfoRoutes } from './routes/personal_info';
import { registerUserRoutes } from './routes/register';
import { resetPasswordRoutes } from './routes/reset_password';
import { scanLoginRoutes } from './routes/scan_login';
import { sendVerificationRoutes } from './routes/send_verification';
import { sliderVerificationRoutes } from './routes/slider_verification';
import { verificationEmailRoutes } from './routes/verification_email';
import { verifyContactRoutes } from './routes/verify_contact';

/** The spec's /user/... calls. */
const USER_ROUTES = [
  isLoginRoutes,
  logoutRoutes,
  sendVerificationRoutes,
  loginRoutes,
  verificationEmailRoutes,
  resetPasswordRoutes,
  changePwdRoutes,
  createPwdRoutes,
  registerUserRoutes,
  scanLoginRoutes,
  personalInfoRoutes,
  verifyContactRoutes,
];

export async function accountModule(api: FastifyInstance): Promise<void> {
  await api.register(
    async (user) => {
      for (const routes of USER_ROUTES) await user.register(routes);
    },
    { prefix: '/user' },
  );
  await api.register(
    async (other) => {
      await other.register(checkCaptchaRoutes);
      await other.register(sliderVerificationRoutes);
    },
    { prefix: '/other' },
  );
}
