/**
 * The one table of body status codes (spec 000 section 8), one name per number. The spec names
 * 200, 202, 331, 332, 371, 401, 402, 4005, 4009 and 4017; the 400-415 numbers are the server's
 * choice for failures the spec describes only by message (any code >= 400 is a refusal the client
 * shows). Search for a number here to find its meaning.
 */
export const STATUS = {
  /** Success. */
  OK: 200,
  /** Logout when the session had no user any more (spec: logout answers 200 or 201). */
  LOGGED_OUT_ALREADY: 201,
  /** The image captcha was right (POST /other/check_captcha). */
  CAPTCHA_OK: 202,
  /** Registration: this phone number is already registered (the server message is shown). */
  PHONE_REGISTERED: 331,
  /** The e-mail (or, on registration, the phone or e-mail) is already registered. */
  EMAIL_REGISTERED: 332,
  /** A slider captcha is needed before another SMS. */
  SLIDER_REQUIRED: 371,
  /** Invalid input: the message names the first wrong field, `data.field` names it for the form. */
  INVALID: 400,
  /** Logout without a logged-in session: the client clears the user and opens login. */
  NOT_LOGGED_IN: 401,
  /** A login is needed: the client hides the toast and opens the login modal. */
  NEED_LOGIN: 402,
  /** Nothing found (staff lookup, an unknown account for a reset, another payer's id). */
  NOT_FOUND: 404,
  /** SMS or e-mail code wrong, expired, used or tried too often. */
  CODE_WRONG: 405,
  /** Image captcha missing, wrong, expired or already used. */
  IMAGE_CAPTCHA_WRONG: 406,
  /** Wrong password or unknown account. */
  PASSWORD_INCORRECT: 407,
  /** Too many attempts: locked for a while. */
  TOO_MANY_ATTEMPTS: 408,
  /** Another SMS within the interval, or a call made too often. */
  TOO_FREQUENT: 409,
  /** Reset link, QR ticket, quote or similar no longer valid. */
  EXPIRED: 410,
  /** The thing already exists (create_pwd when a password is set). */
  CONFLICT: 411,
  /** The Idempotency-Key was used with another body. */
  IDEMPOTENCY_CONFLICT: 412,
  /** Slider captcha failed. */
  SLIDER_FAILED: 413,
  /** The SMS or e-mail could not be handed to the provider. */
  SEND_FAILED: 414,
  /** Outside foreign-exchange trading hours (10:00-21:00 Beijing time): the bank takes no payment now. */
  TRADING_CLOSED: 415,
  /** The account has no password yet (it signed up by SMS): change_pwd and password login say so plainly; the client offers step 9. */
  NO_PASSWORD_SET: 416,
  /** Maintenance: the client goes to /out_of_service. */
  MAINTENANCE: 4005,
  /** The client goes to the home page. */
  GO_HOME: 4009,
  /** The order is already paid: the client goes to /pay with order_id and shows the message for 2 s. */
  ORDER_PAID: 4017,
} as const;

export type StatusName = keyof typeof STATUS;
export type StatusCode = (typeof STATUS)[StatusName];
