import { defineMessages } from '../../i18n/defineMessages';

/** Built-in strings of PayeeAccountCard (the /select_account page). */
export const payeeMessages = defineMessages(
  {
    'payee.currency': 'Currency',
    'payee.country': 'Paying to',
    'payee.bank': 'Bank',
    'payee.purposes': 'Accepts',
    'payee.review': 'Orders to this account are reviewed by your payment specialist before payment.',
    'payee.demo': 'Demo account',
    'payee.pay': 'Make Payment',
  },
  {
    'payee.currency': '币种',
    'payee.country': '收款国家/地区',
    'payee.bank': '收款银行',
    'payee.purposes': '可缴费用',
    'payee.review': '向此账户缴费的订单需经您的缴费专员审核后才能付款。',
    'payee.demo': '演示账户',
    'payee.pay': '立即缴费',
  },
  {
    'payee.currency': '幣別',
    'payee.country': '收款國家/地區',
    'payee.bank': '收款銀行',
    'payee.purposes': '可繳費用',
    'payee.review': '向此帳戶繳費的訂單需經您的繳費專員審核後才能付款。',
    'payee.demo': '示範帳戶',
    'payee.pay': '立即繳費',
  },
);
