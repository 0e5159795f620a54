/**
 * Fixtures for the account stories: area codes, a fixed clock, in-memory countdown storage and
 * realistic API answers. Not exported by the package.
 */
import type { PhoneCode } from '../../primitives/PhoneField';
import type { CountdownStorage } from '../../primitives/CountdownButton';
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

/** 2025-01-01T00:00:00Z: countdowns in stories are computed from it, so their labels never move. */
export const T0 = Date.UTC(2025, 0, 1);
export const fixedNow = () => T0;

/** A fresh storage per story, so one story's countdown never leaks into the next. */
export function memoryStorage(): CountdownStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
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
  return { id: 'puzzle-1', width: 300, height: 150, piece_size: 44, piece_y: 50, background: svgUrl(background), piece: svgUrl(piece) };
}

/** The final x a captchaVerifyParam carries. */
export function sliderX(captchaVerifyParam: string): number {
  return (JSON.parse(captchaVerifyParam) as { x: number }).x;
}

/**
 * A small fake of the SMS rate limit: every send answers 371 until the slider has passed, and a
 * pass unlocks one send. `reset()` goes back to "slider needed" (call it in a story's beforeEach).
 */
export function sliderGate(message = 'Too many SMS requests; please complete the slider verification') {
  let passes = 0;
  return {
    reset: () => {
      passes = 0;
    },
    send: async () => {
      await delay();
      if (passes === 0) return { status_code: 371, message };
      passes -= 1;
      return ok(undefined, 'Sent');
    },
    verify: async ({ captchaVerifyParam }: { captchaVerifyParam: string }) => {
      await delay();
      if (Math.abs(sliderX(captchaVerifyParam) - PUZZLE_GAP_X) > 5) return { status_code: 372, message: 'Verification failed, please retry', data: { pass: false } };
      passes += 1;
      return ok({ pass: true }, 'Verification passed');
    },
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
export const scanTicket = { status_code: 200, message: 'OK', data: { qr_url: SCAN_URL, ticket: 'story-ticket-0001', expires_at: T0 + 120_000 } };
