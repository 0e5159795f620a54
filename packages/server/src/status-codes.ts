/**
 * Body status codes (spec 000 section 8). Business outcomes travel with HTTP 200; the client
 * reacts to these. The spec names 200, 202, 331, 332, 371, 401 (logout), 402, 4005, 4009, 4017;
 * the others (400-410 range) are this server's choice for failures the spec only describes by
 * message: any status_code of 400 or more makes the client toast the message.
 */
export const Status = {
  OK: 200,
  /** Logout when the session had no user any more (spec: logout answers 200 or 201). */
  LOGGED_OUT_ALREADY: 201,
  /** The image captcha was right (POST /other/check_captcha). */
  CAPTCHA_OK: 202,
  /** Registration: this phone number is already registered. */
  PHONE_REGISTERED: 331,
  /** E-mail (or, on registration, the e-mail) already registered. */
  EMAIL_REGISTERED: 332,
  /** Slider captcha needed before another SMS. */
  SLIDER_REQUIRED: 371,
  /** Invalid input: the message names the first wrong field. */
  INVALID: 400,
  /** Logout without a logged-in session. */
  NOT_LOGGED_IN: 401,
  /** A login is needed: the client opens the login modal. */
  NEED_LOGIN: 402,
  /** Nothing found (staff lookup, unknown account for a reset). */
  NOT_FOUND: 404,
  /** SMS or e-mail code wrong, expired, used or tried too often. */
  CODE_WRONG: 405,
  /** Image captcha missing, wrong, expired or already used. */
  IMAGE_CAPTCHA_WRONG: 406,
  /** Wrong password or unknown account. */
  PASSWORD_INCORRECT: 407,
  /** Too many attempts: the account is locked for a while. */
  TOO_MANY_ATTEMPTS: 408,
  /** Another SMS within 60 s, or captcha images refreshed too often. */
  TOO_FREQUENT: 409,
  /** Reset link, QR ticket or similar no longer valid. */
  EXPIRED: 410,
  /** The password already exists (create_pwd). */
  CONFLICT: 411,
  /** The SMS or e-mail could not be handed to the provider. */
  SEND_FAILED: 414,
  /** Slider captcha failed. */
  SLIDER_FAILED: 413,
  /** Maintenance: the client goes to /out_of_service. */
  MAINTENANCE: 4005,
} as const;

export type StatusCode = (typeof Status)[keyof typeof Status];
