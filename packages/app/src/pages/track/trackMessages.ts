import { defineAppMessages } from '../../i18n/defineAppMessages';

/** Strings of the public tracking page (/track, a link a payer shares; issue 18 item 2). */
export const trackMessages = defineAppMessages(
  {
    'track.title': 'Payment progress',
    'track.loading': 'Loading the progress…',
    'track.invalid': 'This tracking link has expired or is not valid. Please ask the payer for a new one.',
    'track.order': 'Order {orderNo}',
    'track.amount': 'Amount',
    'track.nextTitle': 'What happens next',
    'track.onHold': 'The order is waiting for the payer to do something{until, select, none {} other { (by {until}, Beijing time)}}.',
    'track.readOnly': 'This page is read-only and shows no personal details.',
  },
  {
    'track.title': '缴费进度',
    'track.loading': '正在加载进度…',
    'track.invalid': '此查询链接已过期或无效，请向付款人索取新的链接。',
    'track.order': '订单 {orderNo}',
    'track.amount': '金额',
    'track.nextTitle': '下一步',
    'track.onHold': '订单正在等待付款人处理{until, select, none {} other {（请于北京时间 {until} 前）}}。',
    'track.readOnly': '此页面为只读，不显示任何个人信息。',
  },
  {
    'track.title': '繳費進度',
    'track.loading': '正在載入進度…',
    'track.invalid': '此查詢連結已過期或無效，請向付款人索取新的連結。',
    'track.order': '訂單 {orderNo}',
    'track.amount': '金額',
    'track.nextTitle': '下一步',
    'track.onHold': '訂單正在等待付款人處理{until, select, none {} other {（請於北京時間 {until} 前）}}。',
    'track.readOnly': '此頁面為唯讀，不顯示任何個人資料。',
  },
);
