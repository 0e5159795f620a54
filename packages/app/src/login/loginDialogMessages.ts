import { defineAppMessages } from '../i18n/defineAppMessages';

/** Strings of the app's login, registration and scan-confirm dialogs (the steps' own come with the kit). */
export const loginDialogMessages = defineAppMessages(
  {
    'loginDialog.title': 'Log in to EduPay',
    'loginDialog.registrationTitle': 'Complete your registration',
    'loginDialog.loggedIn': 'Logged in',
    'loginDialog.passwordChanged': 'Password changed',
    'scanConfirm.title': 'Log in on your computer?',
    'scanConfirm.body': 'The computer that shows this QR code will be logged in to your EduPay account ({user}). Confirm only if it is yours.',
    'scanConfirm.confirm': 'Log in on that computer',
    'scanConfirm.cancel': 'Cancel',
    'scanConfirm.done': 'Confirmed. Your computer is logging in.',
  },
  {
    'loginDialog.title': '登录 EduPay',
    'loginDialog.registrationTitle': '完善注册信息',
    'loginDialog.loggedIn': '登录成功',
    'loginDialog.passwordChanged': '密码已修改',
    'scanConfirm.title': '在电脑上登录？',
    'scanConfirm.body': '显示此二维码的电脑将登录您的 EduPay 账户（{user}）。请仅在确认是您本人的电脑时继续。',
    'scanConfirm.confirm': '确认在电脑上登录',
    'scanConfirm.cancel': '取消',
    'scanConfirm.done': '已确认，电脑正在登录。',
  },
  {
    'loginDialog.title': '登入 EduPay',
    'loginDialog.registrationTitle': '完善註冊資料',
    'loginDialog.loggedIn': '登入成功',
    'loginDialog.passwordChanged': '密碼已變更',
    'scanConfirm.title': '在電腦上登入？',
    'scanConfirm.body': '顯示此 QR 碼的電腦將登入您的 EduPay 帳戶（{user}）。請僅在確認是您本人的電腦時繼續。',
    'scanConfirm.confirm': '確認在電腦上登入',
    'scanConfirm.cancel': '取消',
    'scanConfirm.done': '已確認，電腦正在登入。',
  },
);
