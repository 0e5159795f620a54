/**
 * Fixtures for the account stories: area codes, a fixed clock, in-memory countdown storage and
 * realistic API answers in the story's language. Not exported by the package.
 */
import { isSuccess } from '@edupay/forms/contract';
import { formatError, type MessageId } from '@edupay/forms';
import type { PhoneCode } from '../../primitives/PhoneField';
import type { CountdownStorage } from '../../primitives/CountdownButton';
import type { Locale } from '../../i18n/locale';
import { storyLocale } from '../../stories/storyLocale';
import type { SliderPuzzle } from './loginTypes';

export const codesEn: PhoneCode[] = [
  { tel_code: '+86', tel_name: 'Chinese Mainland' },
  { tel_code: '+852', tel_name: 'Hong Kong' },
  { tel_code: '+44', tel_name: 'United Kingdom' },
];
export const codesZhCN: PhoneCode[] = [
  { tel_code: '+86', tel_name: '中国大陆' },
  { tel_code: '+852', tel_name: '中国香港' },
  { tel_code: '+44', tel_name: '英国' },
];
export const codesZhTW: PhoneCode[] = [
  { tel_code: '+86', tel_name: '中國大陸' },
  { tel_code: '+852', tel_name: '香港' },
  { tel_code: '+886', tel_name: '台灣' },
];
/** The config's `tel_code_list` as the server sends it for each interface language. */
export const codesIn: Record<Locale, PhoneCode[]> = { en: codesEn, 'zh-CN': codesZhCN, 'zh-TW': codesZhTW };

/**
 * Messages the API answers with (spec 000 section 8, "messages seen"). The server writes them in the
 * language of the request, so a story in zh-CN shows them in Simplified Chinese, as a user would see.
 */
const SERVER_MESSAGES = {
  codeError: { en: 'Verification code error', 'zh-CN': '验证码错误', 'zh-TW': '驗證碼錯誤' },
  smsSendFailed: { en: 'Failed to send the SMS code', 'zh-CN': '短信验证码发送失败', 'zh-TW': '簡訊驗證碼傳送失敗' },
  tooManySms: {
    en: 'Too many SMS requests; please complete the slider verification',
    'zh-CN': '短信请求过于频繁，请先完成滑块验证',
    'zh-TW': '簡訊請求過於頻繁，請先完成滑塊驗證',
  },
  sliderFailed: {
    en: 'Verification failed, please retry',
    'zh-CN': '验证未通过，请重试',
    'zh-TW': '驗證未通過，請重試',
  },
  loginCaptchaRequired: {
    en: 'Several wrong attempts: please enter the image code',
    'zh-CN': '错误次数较多，请输入图形验证码',
    'zh-TW': '錯誤次數較多，請輸入圖形驗證碼',
  },
  imageCodeWrong: {
    en: 'Image code needed or wrong',
    'zh-CN': '图形验证码未填写或错误',
    'zh-TW': '圖形驗證碼未填寫或錯誤',
  },
  wrongPassword: { en: 'Password Incorrect', 'zh-CN': '密码错误', 'zh-TW': '密碼錯誤' },
  tooManyAttempts: { en: 'Too many attempts', 'zh-CN': '尝试次数过多', 'zh-TW': '嘗試次數過多' },
  tooManyRefreshes: { en: 'Too many refreshes', 'zh-CN': '刷新过于频繁', 'zh-TW': '重新整理過於頻繁' },
  qrFailed: { en: 'Failed to get the login QR code', 'zh-CN': '获取登录二维码失败', 'zh-TW': '取得登入 QR 碼失敗' },
  emailTaken: {
    en: 'This e-mail address is already registered',
    'zh-CN': '该邮箱已被注册',
    'zh-TW': '此電子郵件已被註冊',
  },
  phoneTaken: {
    en: 'This mobile number is already registered',
    'zh-CN': '该手机号已注册',
    'zh-TW': '此手機號碼已註冊',
  },
  noPasswordSet: {
    en: 'No password is set for this account yet (it was opened with an SMS code). Set one now.',
    'zh-CN': '该账号尚未设置密码（通过短信验证码注册），请先设置密码。',
    'zh-TW': '此帳號尚未設定密碼（透過簡訊驗證碼註冊），請先設定密碼。',
  },
  linkExpired: { en: 'The link has expired', 'zh-CN': '链接已失效', 'zh-TW': '連結已失效' },
  loginAgain: { en: 'Please log in again', 'zh-CN': '请重新登录', 'zh-TW': '請重新登入' },
  serviceBusy: {
    en: 'The service is busy. Please try again later.',
    'zh-CN': '服务繁忙，请稍后再试。',
    'zh-TW': '服務繁忙，請稍後再試。',
  },
} satisfies Record<string, Record<Locale, string>>;

export type ServerMessage = keyof typeof SERVER_MESSAGES;

/** A failed API answer with the server's message in `locale`. */
export const failure = (status_code: number, message: ServerMessage, locale: Locale = 'en') => ({
  status_code,
  message: SERVER_MESSAGES[message][locale],
});

/** For play functions: the server message a story in this locale shows. */
export const serverText = (globals: Record<string, unknown>) => (message: ServerMessage) =>
  SERVER_MESSAGES[message][storyLocale(globals)];

/**
 * For play functions: a validation message of @edupay/forms in the story's locale, e.g.
 * `v('required', 'old_password')` is "Please enter your current password" in English.
 */
export const formsText = (globals: Record<string, unknown>) => (messageId: MessageId, field?: string) =>
  formatError({ rule: messageId, messageId, values: {}, field }, storyLocale(globals));

/** A RegExp matching names that contain `text` (labels carry a required marker or a hint after them). */
export const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
/** A RegExp matching names that start with `text` ("New password" but not "Confirm the new password"). */
export const startingWith = (text: string) => new RegExp(`^${containing(text).source}`);

/** 2025-01-01T00:00:00Z: countdowns in stories are computed from it, so their labels never move. */
export const T0 = Date.UTC(2025, 0, 1);
export const fixedNow = () => T0;

/**
 * An in-memory countdown storage. A story file shares one and empties it in `beforeEach`: the
 * locale variants made by `inLocale` share their story's args, and with the fixed clock a countdown
 * left by one story would still be running in the next.
 */
export function memoryStorage(): CountdownStorage & { clear: () => void } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

/** A promise that never settles: a call "still in flight" for the sending/submitting states. */
export const pending = <T>() => new Promise<T>(() => {});

/** Waits a little, like a real call, so busy states can be seen. */
export const delay = (ms = 30) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const ok = <D>(data?: D, message = 'OK') => ({ status_code: 200, message, data });

const svgUrl = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;

/** A deterministic slider puzzle: the gap is at x=120, the piece 44 px at y=50. */
export const PUZZLE_GAP_X = 120;
export function storyPuzzle(): SliderPuzzle {
  const shapes = [
    [40, 30, 26, '#6b9bd1'],
    [250, 40, 34, '#e0a458'],
    [90, 120, 22, '#7fb77e'],
    [200, 110, 30, '#c97b84'],
    [160, 20, 14, '#8c7ae6'],
  ]
    .map(([cx, cy, r, fill]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="0.7"/>`)
    .join('');
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><rect width="300" height="150" fill="#dfe9f5"/>${shapes}<rect x="${PUZZLE_GAP_X}" y="50" width="44" height="44" rx="6" fill="#000" opacity="0.45"/></svg>`;
  const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="44" height="150"><rect x="1" y="50" width="42" height="44" rx="6" fill="#6b9bd1" stroke="#fff" stroke-width="2"/></svg>`;
  return {
    id: 'puzzle-1',
    width: 300,
    height: 150,
    piece_size: 44,
    piece_y: 50,
    background: svgUrl(background),
    piece: svgUrl(piece),
  };
}

/** The final x a captchaVerifyParam carries. */
export function sliderX(captchaVerifyParam: string): number {
  return (JSON.parse(captchaVerifyParam) as { x: number }).x;
}

/** The story server's slider check: passes within 5 px of the gap; a miss answers 372 in `locale`. */
export const verifyAtGap =
  (locale: Locale = 'en') =>
  async ({ captchaVerifyParam }: { captchaVerifyParam: string }) => {
    await delay();
    return Math.abs(sliderX(captchaVerifyParam) - PUZZLE_GAP_X) <= 5
      ? ok({ pass: true }, 'Verification passed')
      : { ...failure(372, 'sliderFailed', locale), data: { pass: false } };
  };

/**
 * A small fake of the SMS rate limit: every send answers 371 until the slider has passed, and a
 * pass unlocks one send. `reset()` goes back to "slider needed" (call it in a story's beforeEach).
 * `send` and `verify` answer in English; `answering(locale)` gives the same gate's calls answering
 * in another language, for the story's locale variants.
 */
export function sliderGate() {
  let passes = 0;
  const answering = (locale: Locale) => {
    const check = verifyAtGap(locale);
    return {
      send: async () => {
        await delay();
        if (passes === 0) return failure(371, 'tooManySms', locale);
        passes -= 1;
        return ok(undefined, 'Sent');
      },
      verify: async (request: { captchaVerifyParam: string }) => {
        const result = await check(request);
        if (isSuccess(result)) passes += 1;
        return result;
      },
    };
  };
  return {
    reset: () => {
      passes = 0;
    },
    ...answering('en'),
    answering,
  };
}

/** A deterministic image captcha: the digits drawn in an SVG (one image per call, cycling a fixed list). */
const CAPTCHA_CODES = ['4827', '1593', '6042'];
export function captchaImages() {
  let n = 0;
  return {
    reset: () => {
      n = 0;
    },
    next: () => {
      const code = CAPTCHA_CODES[n % CAPTCHA_CODES.length]!;
      n += 1;
      return svgUrl(
        `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><rect width="100" height="40" fill="#eef2f8"/><path d="M0 28 Q25 8 50 22 T100 14" stroke="#9aa7bd" fill="none"/><text x="50" y="28" font-family="monospace" font-size="22" font-weight="bold" fill="#1d2433" text-anchor="middle" letter-spacing="4">${code}</text></svg>`,
      );
    },
  };
}

/** A QR target that never changes, so the QR image (and the screenshot) is the same every run. */
export const SCAN_URL = 'https://edupay.example/?type=scan_login&ticket=story-ticket-0001';
export const scanTicket = {
  status_code: 200,
  message: 'OK',
  data: { qr_url: SCAN_URL, ticket: 'story-ticket-0001', expires_at: T0 + 120_000 },
};
