/**
 * Chinese resident identity numbers, GB 11643-1999 ("citizen identification number"):
 * 6-digit address code (first two digits: province), 8-digit birth date YYYYMMDD,
 * 3-digit sequence, 1 check character computed with ISO 7064 MOD 11-2 (weights 2^(17-i) mod 11).
 *
 * matchIDCard (spec): format with a valid province prefix.
 * matchIDCardStrict (spec): also a real birth date, age 3 to 100, and the checksum.
 * cnResidentId: matchIDCardStrict that also accepts spaces/hyphens between groups.
 *
 * Where the standard is chosen over a loose reading:
 * - Only 18-character numbers: first-generation 15-digit cards stopped being valid on 1 Jan 2013.
 * - Only mainland province codes. 71 (Taiwan), 81 (Hong Kong), 82 (Macau) and 83 (Taiwan residents'
 *   permits) are refused with their own message, because spec 001 section 5 says Hong Kong, Macau
 *   and Taiwan IDs are not accepted (the user should switch the payment region). The residence
 *   permits can be allowed with { allowResidencePermits: true }.
 * - A lower-case x check character is accepted as X; full-width digits are folded.
 */
import type { ValidationResult } from '../types';
import { normalizeCode, normalizeInput } from '../normalize';
import { fail } from './result';

/** Province-level codes of GB/T 2260 in use in the mainland. */
export const MAINLAND_PROVINCE_CODES: ReadonlySet<string> = new Set([
  '11',
  '12',
  '13',
  '14',
  '15', // Beijing, Tianjin, Hebei, Shanxi, Inner Mongolia
  '21',
  '22',
  '23', // Liaoning, Jilin, Heilongjiang
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37', // Shanghai, Jiangsu, Zhejiang, Anhui, Fujian, Jiangxi, Shandong
  '41',
  '42',
  '43',
  '44',
  '45',
  '46', // Henan, Hubei, Hunan, Guangdong, Guangxi, Hainan
  '50',
  '51',
  '52',
  '53',
  '54', // Chongqing, Sichuan, Guizhou, Yunnan, Tibet
  '61',
  '62',
  '63',
  '64',
  '65', // Shaanxi, Gansu, Qinghai, Ningxia, Xinjiang
]);
/** Taiwan (71) and the residence permits of Hong Kong (81), Macau (82) and Taiwan (83) residents. */
const HK_MO_TW_CODES: ReadonlySet<string> = new Set(['71', '81', '82', '83']);
const RESIDENCE_PERMIT_CODES: ReadonlySet<string> = new Set(['81', '82', '83']);

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** The GB 11643 check character of the first 17 digits. */
export function gb11643CheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

export interface ChinaIdParams {
  /** The moment ages are computed at (tests pass a fixed one). Default: now. */
  readonly now?: Date | number;
  readonly minAge?: number;
  readonly maxAge?: number;
  readonly allowResidencePermits?: boolean;
}

type Step = 'format' | 'strict';

function check(rule: string, text: string, params: ChinaIdParams | undefined, step: Step): ValidationResult {
  if (!/^\d{17}[\dX]$/.test(text)) return fail(rule, 'idCardFormat');
  const province = text.slice(0, 2);
  const permitAllowed = params?.allowResidencePermits === true && RESIDENCE_PERMIT_CODES.has(province);
  if (!MAINLAND_PROVINCE_CODES.has(province) && !permitAllowed) {
    return fail(rule, HK_MO_TW_CODES.has(province) ? 'idCardRegion' : 'idCardFormat');
  }
  if (step === 'format') return true;

  const year = Number(text.slice(6, 10));
  const month = Number(text.slice(10, 12));
  const day = Number(text.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) {
    return fail(rule, 'idCardBirthDate');
  }
  const minAge = params?.minAge ?? 3;
  const maxAge = params?.maxAge ?? 100;
  const age = ageOn(year, month, day, chinaToday(params?.now));
  if (age < 0) return fail(rule, 'idCardBirthDate');
  if (age < minAge || age > maxAge) return fail(rule, 'idCardAge', { min: minAge, max: maxAge });

  if (gb11643CheckChar(text.slice(0, 17)) !== text[17]) return fail(rule, 'idCardChecksum');
  return true;
}

/** Today's calendar date in China (UTC+8, no daylight saving), as [year, month 1-12, day]. */
function chinaToday(now: Date | number | undefined): [number, number, number] {
  const ms = now === undefined ? Date.now() : typeof now === 'number' ? now : now.getTime();
  const d = new Date(ms + 8 * 3600 * 1000);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

/** Completed years between a birth date and a calendar day (negative when born after it). */
function ageOn(year: number, month: number, day: number, [ty, tm, td]: [number, number, number]): number {
  let age = ty - year;
  if (tm < month || (tm === month && td < day)) age -= 1;
  if (ty < year || (ty === year && (tm < month || (tm === month && td < day)))) return -1;
  return age;
}

function readId(value: unknown, spaced: boolean): string {
  return spaced ? normalizeCode(value) : normalizeInput(value).toUpperCase();
}

/** matchIDCard: 18-character format with a valid (mainland) province prefix. */
export function matchIDCard(value: unknown, params?: ChinaIdParams): ValidationResult {
  const text = readId(value, false);
  return text === '' ? true : check('matchIDCard', text, params, 'format');
}

/** matchIDCardStrict: format, province, real birth date, age 3 to 100, GB 11643 checksum. */
export function matchIDCardStrict(value: unknown, params?: ChinaIdParams): ValidationResult {
  const text = readId(value, false);
  return text === '' ? true : check('matchIDCardStrict', text, params, 'strict');
}

/** cnResidentId: the strict check, accepting "110105 19491231 002X" as typed from a card. */
export function cnResidentId(value: unknown, params?: ChinaIdParams): ValidationResult {
  const text = readId(value, true);
  return text === '' ? true : check('cnResidentId', text, params, 'strict');
}
