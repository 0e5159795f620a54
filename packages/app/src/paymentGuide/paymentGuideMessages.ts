import { defineAppMessages } from '../i18n/defineAppMessages';

/** The India payment guide dialog (spec 000 section 2, "Payment guide dialog"). */
export const paymentGuideMessages = defineAppMessages(
  {
    'guide.title': 'How to pay from India',
    'guide.description': 'Three short parts: create your order, documents and declarations, pay and track.',
    'guide.part1': 'Create your order',
    'guide.part2': 'Documents',
    'guide.part3': 'Pay and track',
    'guide.viewer': 'Payment guide',
    'guide.pay': 'Pay fees now',
  },
  {
    'guide.title': '印度缴费指南',
    'guide.description': '共三部分：创建订单、证件与声明、付款与跟踪。',
    'guide.part1': '创建订单',
    'guide.part2': '证件与声明',
    'guide.part3': '付款与跟踪',
    'guide.viewer': '缴费指南',
    'guide.pay': '立即缴费',
  },
  {
    'guide.title': '印度繳費指南',
    'guide.description': '共三部分：建立訂單、證件與聲明、付款與追蹤。',
    'guide.part1': '建立訂單',
    'guide.part2': '證件與聲明',
    'guide.part3': '付款與追蹤',
    'guide.viewer': '繳費指南',
    'guide.pay': '立即繳費',
  },
);
