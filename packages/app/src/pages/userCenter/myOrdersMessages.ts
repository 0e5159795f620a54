import { defineAppMessages } from '../../i18n/defineAppMessages';

/** Strings of the user centre's My Orders lists (spec 001 section 2); the cards' words are the kit's (OrderCard). */
export const myOrdersMessages = defineAppMessages(
  {
    'myOrders.title': 'My Orders',
    'myOrders.loading': 'Loading your orders…',
    'myOrders.failed': 'Your orders could not be loaded.',
    'myOrders.retry': 'Try again',
    'myOrders.empty': 'No ongoing orders',
    'myOrders.payNow': 'Pay Now',
    'myOrders.emptyClosed': 'No closed orders',
    'myOrders.ongoing': 'Ongoing',
    'myOrders.closed': 'Closed',
    'myOrders.pages': 'Pages of orders',
  },
  {
    'myOrders.title': '我的订单',
    'myOrders.loading': '正在加载您的订单…',
    'myOrders.failed': '订单加载失败。',
    'myOrders.retry': '重试',
    'myOrders.empty': '暂无进行中的订单',
    'myOrders.payNow': '立即缴费',
    'myOrders.emptyClosed': '暂无已关闭的订单',
    'myOrders.ongoing': '进行中',
    'myOrders.closed': '已关闭',
    'myOrders.pages': '订单分页',
  },
  {
    'myOrders.title': '我的訂單',
    'myOrders.loading': '正在載入您的訂單…',
    'myOrders.failed': '訂單載入失敗。',
    'myOrders.retry': '重試',
    'myOrders.empty': '暫無進行中的訂單',
    'myOrders.payNow': '立即繳費',
    'myOrders.emptyClosed': '暫無已關閉的訂單',
    'myOrders.ongoing': '進行中',
    'myOrders.closed': '已關閉',
    'myOrders.pages': '訂單分頁',
  },
);
