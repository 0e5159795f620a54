/**
 * buildApp(options): the Fastify application, without listening (tests use app.inject).
 * The caller opens, migrates and seeds the database first (see main.ts and test/helpers).
 */
import { expirePriceChange } from './modules/pricing/price-change';
import { noticeQuoteExpiring } from './modules/payments/quote-expiry-notice';
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { configFromEnv, DEFAULT_LIMITS, PRODUCTION_ARGON2, type Argon2Cost, type Limits, type ServerConfig } from './config';
import type { AppContext, CaptchaAnswers } from './context';
import { newImageAnswer } from './modules/account/service/captchas';
import { newSliderTarget } from './domain/slider-image';
import type { Database } from './db/client';
import { ensureSecret, maintenanceSwitch } from './plugins/settings';
import { BusinessError } from './http/business-error';
import { withToken } from './http/envelope';
import { swaggerOptions, withoutStaffCalls } from './http/openapi-document';
import { staffSignedIn } from './modules/ops';
import { installTextInputGuard } from './http/text-input';
import { sendAppPage, serveApp, wantsAppPage, type DescribePage } from './http/app-static';
import { pageHead } from './modules/content/page-heads';
import { describeSchemaError } from './http/schema-errors';
import { startJobs } from './plugins/jobs';
import { startListener } from './plugins/listener';
import { installRequestContext, languageCookie } from './http/request-context';
import { requestLocale, t } from './messages';
import { devCaptcha } from './providers/captcha/dev';
import type { CaptchaProvider } from './providers/captcha/types';
import { outboxMail, smtpMail, type MailProvider } from './providers/mail';
import { smsProvider, type SmsProvider } from './providers/sms';
import { storageFromConfig, type StorageProvider } from './providers/storage';
import { sandboxProvider, unavailablePaymentProvider } from './providers/payment';
import { sandboxFaceProvider, unavailableFaceProvider } from './providers/face';
import { SIGNATURE_HEADER } from './domain/callback-signature';
import { requeryPayment } from './modules/payments/charges';
import { autoClose } from './modules/orders/lifecycle';
import { submitReturn } from './modules/transfers/service';
import { submitRefund } from './modules/refunds/service';
import { installCompression } from './plugins/compression';
import { installSecurityHeaders } from './plugins/security-headers';
import { registerModules } from './modules';
import { STATUS } from '@edupay/forms/contract';

export interface BuildAppOptions {
  readonly database: Database;
  readonly config?: Partial<ServerConfig>;
  readonly limits?: Partial<Limits>;
  readonly argon2?: Argon2Cost;
  readonly now?: () => Date;
  readonly logger?: FastifyServerOptions['logger'];
  readonly sms?: SmsProvider;
  readonly mail?: MailProvider;
  /** Tests: a storage under a temporary directory (default: from the configuration). */
  readonly storage?: StorageProvider;
  /**
   * Whether this instance works the job queue (default true). Tests set false to stand for a
   * process that committed its jobs and died before sending them.
   */
  readonly workJobs?: boolean;
  readonly captcha?: CaptchaProvider;
  /** Tests only: fixed captcha answers. */
  readonly captchaAnswers?: CaptchaAnswers;
}

/** OpenAPI's `format: binary` for Ajv: any string (what a schema sees of a multipart file part). */
function binaryFormat<T extends { addFormat(name: string, format: true): unknown }>(ajv: T): T {
  ajv.addFormat('binary', true);
  return ajv;
}

/** Paths that answer even in maintenance: infrastructure, not calls of the product. */
const ALWAYS_ON = new Set(['/api/health', '/api/openapi.json']);

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config: ServerConfig = { ...configFromEnv(), ...options.config };
  const now = options.now ?? (() => new Date());
  const { db } = options.database;
  let logJobError = (error: Error) => console.error('job queue', error);
  const jobs = await startJobs(options.database, (error) => logJobError(error));
  let logListenerError = (error: Error) => console.error('LISTEN connection', error);
  const listener = startListener(options.database, (error) => logListenerError(error));
  const secret = await ensureSecret(db, config.secret);
  // The sandbox only where configuration chooses it, and never in production (config.paymentProvider).
  const sandbox = config.paymentProvider === 'sandbox' && !config.production ? sandboxProvider({ db, appSecret: secret, now, publicUrl: config.publicUrl }) : null;
  const faceSandbox = config.faceProvider === 'sandbox' && !config.production ? sandboxFaceProvider({ db, appSecret: secret, now, publicUrl: config.publicUrl }) : null;
  const ctx: AppContext = {
    database: options.database,
    db,
    config,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    argon2: options.argon2 ?? PRODUCTION_ARGON2,
    secret,
    sms: options.sms ?? smsProvider(config.sms, db, now),
    mail: options.mail ?? (config.smtpUrl ? smtpMail(config.smtpUrl, config.mailFrom) : outboxMail(db, now)),
    storage: options.storage ?? storageFromConfig(config),
    jobs,
    listener,
    captcha: options.captcha ?? devCaptcha,
    payments: sandbox ?? unavailablePaymentProvider(),
    sandbox,
    face: faceSandbox ?? unavailableFaceProvider(),
    faceSandbox,
    now,
    captchaAnswers: options.captchaAnswers ?? { image: newImageAnswer, slider: newSliderTarget },
  };

  const app = Fastify({
    logger: options.logger ?? {
      level: config.production ? 'info' : 'warn',
      // GET calls carry phones, e-mails and names in the query string: log the path only.
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, path: req.url.split('?')[0], ip: req.ip }),
      },
    },
    genReqId: () => randomUUID(),
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy === false ? false : [...config.trustProxy],
    // No coercion: a number or object where the schema says string is an input error.
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false, allowUnionTypes: true },
      // OpenAPI's `format: binary` (a multipart file part): the schema sees the file's name, the bytes are checked by the call.
      plugins: [binaryFormat],
    },
    // Faults found before routing (a path with malformed %-encoding): the envelope, not Fastify's
    // own body (issue 11, item 5). No hook has run, so the language comes from the headers here.
    frameworkErrors: (error, request, reply) => {
      const locale = requestLocale(languageCookie(request.headers.cookie), request.headers['accept-language']);
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      const body = { status_code: status, message: t(locale, status === 404 ? 'notFound' : 'badRequest'), data: {} };
      return (reply as FastifyReply).code(status).send(body);
    },
  });
  app.decorate('ctx', ctx);
  // The sandbox acquirer calls back as a real one would over HTTP: a signed POST to our endpoint.
  sandbox?.setDeliver(async (body, signature) => {
    await app.inject({ method: 'POST', url: '/api/order/payment_callback', payload: body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature } });
  });
  faceSandbox?.setDeliver(async (body, signature) => {
    await app.inject({ method: 'POST', url: '/api/order/face_callback', payload: body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature } });
  });
  logJobError = (error) => app.log.error({ err: error }, 'job queue');
  logListenerError = (error) => app.log.warn({ err: error }, 'LISTEN connection lost; reconnecting');
  if (!sandbox) app.log.warn('No payment provider is configured: payment_gateway refuses every charge (PAYMENT_PROVIDER)');
  app.addHook('onClose', async () => jobs.stop());
  app.addHook('onClose', async () => listener.stop());
  if (options.workJobs !== false) {
    await jobs.work({ sms: (m) => ctx.sms.send(m.to, m.body), email: (m) => ctx.mail.send(m), payment_requery: async (p) => void (await requeryPayment(ctx, p.payment_id)), order_autoclose: async (p) => void (await autoClose(ctx, p.order_id)), refund_submit: async (p) => void (await submitRefund(ctx, p.refund_id)), transfer_return: async (p) => void (await submitReturn(ctx, p.transfer_id)), price_change_expire: async (p) => void (await expirePriceChange(ctx, p.price_change_id)), quote_expiring: async (p) => void (await noticeQuoteExpiring(ctx, p.quote_id)) });
  }
  // Response schemas document the answers (OpenAPI) and never shape them: serialization stays
  // JSON.stringify, as without schemas, so no field is dropped or coerced (see http/response-schemas.ts).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await app.register(cookie);
  await installSecurityHeaders(app, { frameAncestors: config.frameAncestors });
  await installCompression(app);
  await app.register(swagger, swaggerOptions(config));

  installRequestContext(app);
  installTextInputGuard(app);

  const inMaintenance = maintenanceSwitch(db, config.maintenance);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (ALWAYS_ON.has(request.url.split('?')[0] ?? '')) return;
    if (await inMaintenance()) {
      return reply.send({ status_code: STATUS.MAINTENANCE, message: t(request.locale, 'maintenance'), data: {} });
    }
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof BusinessError) {
      const message = error.text ?? t(request.locale, error.messageId ?? 'invalidInput', error.values);
      return reply.status(200).send(withToken(request, { status_code: error.status, message, data: error.data }));
    }
    const fault = error as { validation?: Parameters<typeof describeSchemaError>[0]; statusCode?: number };
    if (fault.validation) {
      const problem = describeSchemaError(fault.validation, request.locale);
      return reply
        .status(200)
        .send(withToken(request, { status_code: STATUS.INVALID, message: problem.message, data: { field: problem.field } }));
    }
    const statusCode = fault.statusCode ?? 500;
    if (statusCode < 500) {
      // Transport faults (malformed JSON, body too large, wrong content type): a real HTTP status.
      return reply.status(statusCode).send({ status_code: statusCode, message: t(request.locale, 'badRequest'), data: {} });
    }
    request.log.error({ err: error, request_id: request.id }, 'unhandled fault');
    return reply.status(500).send({
      status_code: 500,
      message: t(request.locale, 'serverError', { requestId: request.id }),
      data: {},
      request_id: request.id,
    });
  });

  const appIndex = await serveApp(app, config.appDir);
  const describePage: DescribePage = (path, query, locale) => pageHead(ctx, path, query, locale);
  app.setNotFoundHandler(async (request, reply) => {
    // In maintenance the app loads at once on every page, home included, and its response policy moves
    // the visitor to /out_of_service (a page hydrated on intent would sit there until a gesture).
    if (appIndex !== undefined && wantsAppPage(request)) {
      return sendAppPage(request, reply, appIndex, describePage, config.publicUrl, { bootAllowed: !(await inMaintenance()) });
    }
    return reply.status(404).send({ status_code: 404, message: t(request.locale, 'notFound'), data: {} });
  });

  await registerModules(app, { dev: !config.production, publicUrl: config.publicUrl });
  // Production shows the staff API's calls to signed-in staff only; development keeps one whole document.
  app.get('/api/openapi.json', { schema: { hide: true } }, async (request) => {
    const document = app.swagger() as Parameters<typeof withoutStaffCalls>[0];
    return config.production && !(await staffSignedIn(request)) ? withoutStaffCalls(document) : document;
  });
  await app.ready();
  return app;
}
