/** Users and their account managers, as the answers of the spec show them. */
import type { AppContext } from '../../../context';
import type { Locale } from '../../../messages';
import { t } from '../../../messages';
import { SERVICE_DESK } from '../../../data/site';
import { userById, type ManagerRow, type UserRow } from '../repo';

export type { ManagerRow, UserRow } from '../repo';

/** '+86' and '138 0013 8000' -> '+8613800138000': the key a phone is registered under. */
export function phoneKey(telCode: string, phone: string): string {
  return `+${telCode.replace(/\D/g, '').replace(/^00/, '')}${phone.replace(/\D/g, '')}`;
}

/** The name the header shows (user_name): real name, else English name, else the masked login. */
export function displayName(user: UserRow): string {
  const english = [user.firstName, user.lastName].filter(Boolean).join(' ');
  if (user.regName) return user.regName;
  if (english) return english;
  if (user.phone) return `${user.phone.slice(0, 3)}****${user.phone.slice(-4)}`;
  return user.email ?? user.publicId;
}

export function userInfo(user: UserRow | null) {
  return { user_name: user ? displayName(user) : '', user_country: user?.countryCode ?? '' };
}

/** The session's user, or null (a user deleted under a session counts as logged out). */
export async function sessionUser(ctx: AppContext, userId: number | null | undefined): Promise<UserRow | null> {
  return userId ? userById(ctx.db, userId) : null;
}

/** Registration answer: the assigned manager (spec 000 section 3, "Registration response"). */
export function managerAnswer(manager: ManagerRow) {
  return {
    wechat_number: manager.isWechat === 2 ? (manager.whatsapp ?? manager.phone) : manager.wechatId,
    tell: manager.phone,
    qr_code: manager.qrCode,
    is_wechat: manager.isWechat,
  };
}

/** Customer-service info (cs_info) of spec 000 section 3: the user's payment specialist, or the service desk. */
export function csInfo(manager: ManagerRow | null, locale: Locale) {
  const working = t(locale, 'workingHours');
  if (!manager) {
    return {
      qr_code: '',
      is_wechat: 0,
      account_en: t('en', 'serviceDeskName'),
      account_name: t(locale, 'serviceDeskName'),
      phone_num: SERVICE_DESK.officePhone,
      wechat_id: '',
      working,
      email: SERVICE_DESK.email,
      public_account: SERVICE_DESK.publicAccountUrl,
      office_phone: SERVICE_DESK.officePhone,
    };
  }
  return {
    qr_code: manager.qrCode,
    is_wechat: manager.isWechat,
    account_en: manager.nameEn,
    // Names in the interface's language (docs/glossary.md): 王静 in simplified Chinese, 王靜 in
    // traditional (as the person writes it; the same where no character differs), Jing Wang in English.
    account_name: locale === 'en' ? manager.nameEn : locale === 'zh-TW' ? (manager.nameZhTw ?? manager.name) : manager.name,
    phone_num: manager.phone,
    wechat_id: manager.isWechat === 2 ? (manager.whatsapp ?? '') : manager.wechatId,
    working,
    email: manager.email,
    public_account: SERVICE_DESK.publicAccountUrl,
    office_phone: SERVICE_DESK.officePhone,
  };
}
