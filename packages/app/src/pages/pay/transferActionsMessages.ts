import { defineAppMessages } from '../../i18n/defineAppMessages';

/** Strings of the instructions page's phone and bank-check actions and of the WeChat ID on /wx_pay. */
export const transferActionsMessages = defineAppMessages(
  {
    'transfer.sendToPhone': 'Send to my phone',
    'transfer.sent': 'Sent to {to}. {remaining, plural, =0 {No more sends left.} one {# more send left.} other {# more sends left.}}',
    'transfer.check': 'I have sent the transfer: check now',
    'transfer.checked': 'Checked with the bank: not arrived yet. We keep checking and will show the result here.',
    'wx.payerId': 'Payer WeChat ID',
    'wx.payerId.none': 'Not given',
    'wx.payerId.change': 'Change',
    'wx.payerId.save': 'Save',
    'wx.payerId.cancel': 'Cancel',
    'wx.payerId.saved': 'WeChat ID saved',
  },
  {
    'transfer.sendToPhone': '发送到手机',
    'transfer.sent': '已发送到 {to}。{remaining, plural, =0 {已无剩余发送次数。} other {还可发送 # 次。}}',
    'transfer.check': '我已转账，立即查询',
    'transfer.checked': '已向银行查询：款项尚未到账。我们会持续查询，并在此显示结果。',
    'wx.payerId': '付款人微信号',
    'wx.payerId.none': '未填写',
    'wx.payerId.change': '修改',
    'wx.payerId.save': '保存',
    'wx.payerId.cancel': '取消',
    'wx.payerId.saved': '微信号已保存',
  },
  {
    'transfer.sendToPhone': '傳送到手機',
    'transfer.sent': '已傳送到 {to}。{remaining, plural, =0 {已無剩餘傳送次數。} other {還可傳送 # 次。}}',
    'transfer.check': '我已轉帳，立即查詢',
    'transfer.checked': '已向銀行查詢：款項尚未到帳。我們會持續查詢，並在此顯示結果。',
    'wx.payerId': '付款人微信號',
    'wx.payerId.none': '未填寫',
    'wx.payerId.change': '修改',
    'wx.payerId.save': '儲存',
    'wx.payerId.cancel': '取消',
    'wx.payerId.saved': '微信號已儲存',
  },
);
