/**
 * The public staff lookup (spec 000 section 2, /personnel_query): is this contact really one of ours?
 *
 * The staff directory is public but must not be scraped or enumerated, so every lookup spends the
 * session's image captcha (GET /api/other/check_captcha; 4 digits, single use, right or wrong:
 * the client shows a new image after each lookup), on top of a per-address rate limit.
 */
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import { BusinessError } from '../../http/business-error';
import type { Locale } from '../../messages';
import { fieldMessage } from '../../messages/field-labels';
import { countEvents, recordEvent } from '../../plugins/rate-limits';
import { spendImageCaptcha } from '../account/service/captchas';
import { staffByContact } from './repo';

const STAFF_LOOKUPS_PER_MINUTE = 30;

export interface StaffLookup {
  /** The caller's address (the rate limit's key). */
  readonly ip: string;
  readonly locale: Locale;
  /** The caller's session, if any: its image captcha is spent; a logged-in payer needs none. */
  readonly session: { readonly id: string; readonly userId: number | null } | null;
  /** Phone, WhatsApp number or WeChat id, as typed. */
  readonly keyword: string;
  readonly captcha: string;
}

/**
 * The staff member a contact names, as a payer may see them. Refuses: too many lookups (409), no
 * keyword (the field's message), a missing or wrong captcha (406), not found (404, the spec's
 * warning: beware of counterfeiters, never pay an individual account).
 */
export async function lookUpStaff(ctx: AppContext, lookup: StaffLookup) {
  // Counted before anything else, so wrong captchas count towards the limit too.
  const key = `staff:${lookup.ip}`;
  if ((await countEvents(ctx, key, 60)) >= STAFF_LOOKUPS_PER_MINUTE) throw new BusinessError(STATUS.TOO_FREQUENT, 'tooManyRefreshes');
  await recordEvent(ctx, key);
  const keyword = lookup.keyword.normalize('NFKC').trim();
  if (keyword === '') throw BusinessError.text(STATUS.INVALID, fieldMessage(lookup.locale, 'fieldRequired', 'keyword'), { field: 'keyword' });
  // Missing, not 4 digits or wrong: the same answer as the reset e-mail's captcha. A session's
  // captcha is burned by any try (spendImageCaptcha), so one image allows one lookup.
  // A logged-in payer skips it: their phone or e-mail is proven, which is what the picture checks
  // for an anonymous caller, and it is the way to look someone up without seeing the picture
  // (issue 14 item 4; the per-address limit above still applies).
  const answer = lookup.captcha.normalize('NFKC').trim();
  const signedIn = lookup.session?.userId != null;
  const right = signedIn || (lookup.session !== null && (await spendImageCaptcha(ctx, lookup.session.id, /^\d{4}$/.test(answer) ? answer : '')));
  if (!right) throw new BusinessError(STATUS.IMAGE_CAPTCHA_WRONG, 'imageCaptchaWrong', {}, { field: 'img_captcha' });
  const staff = await staffByContact(ctx.db, keyword, keyword.replace(/\D/g, ''));
  if (!staff) throw new BusinessError(STATUS.NOT_FOUND, 'staffNotFound');
  return {
    name: lookup.locale === 'en' ? staff.nameEn : staff.name,
    name_en: staff.nameEn,
    wechat_id: staff.wechatId,
    phone: staff.phone,
    email: staff.email,
    working: staff.working,
    is_staff: 1 as const,
  };
}
