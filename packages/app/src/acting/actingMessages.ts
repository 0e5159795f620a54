import { defineAppMessages } from '../i18n/defineAppMessages';

/**
 * Acting on behalf of a payer (spec 001 section 6): the console's button and reason form, and the
 * payer app's banner while a payment specialist works in the payer's session.
 */
export const actingMessages = defineAppMessages(
  {
    'acting.start': 'Act on behalf of the payer',
    'acting.reason': 'Reason (the payer is told it)',
    'acting.reasonRequired': 'Enter the reason the payer will be told',
    'acting.open': 'Open the payer’s view',
    'acting.started': 'Acting for {payer} until {until}: the payer’s view opened in a new tab. The payer has been told.',
    'acting.banner': '{staff} of EduPay is acting on behalf of {payer} until {until} (Beijing time). Paying stays with the payer.',
    'acting.region': 'Acting on behalf of the payer',
    'acting.end': 'End',
    'acting.ended': 'Acting on behalf has ended.',
  },
  {
    'acting.start': '代付款人操作',
    'acting.reason': '原因（将告知付款人）',
    'acting.reasonRequired': '请填写将告知付款人的原因',
    'acting.open': '打开付款人视图',
    'acting.started': '正在代{payer}操作，至{until}：付款人视图已在新标签页中打开，已通知付款人。',
    'acting.banner': 'EduPay 的{staff}正在代{payer}操作，至北京时间{until}。付款须由付款人本人完成。',
    'acting.region': '代付款人操作中',
    'acting.end': '结束',
    'acting.ended': '代操作已结束。',
  },
  {
    'acting.start': '代付款人操作',
    'acting.reason': '原因（將告知付款人）',
    'acting.reasonRequired': '請填寫將告知付款人的原因',
    'acting.open': '開啟付款人檢視',
    'acting.started': '正在代{payer}操作，至{until}：付款人檢視已在新分頁中開啟，已通知付款人。',
    'acting.banner': 'EduPay 的{staff}正在代{payer}操作，至北京時間{until}。付款須由付款人本人完成。',
    'acting.region': '代付款人操作中',
    'acting.end': '結束',
    'acting.ended': '代操作已結束。',
  },
);
