import { defineMessages } from '../../i18n/defineMessages';

/** Built-in strings of OrderProgress (the spec's four stages, 001 section 4). */
export const progressMessages = defineMessages(
  {
    'progress.label': 'Order progress',
    'progress.stage.placement': 'Order placement',
    'progress.stage.payment': 'Payment',
    'progress.stage.remittance': 'Remittance',
    'progress.stage.arrival': 'Arrival',
    'progress.state.done': 'done',
    'progress.state.current': 'in progress',
    'progress.state.todo': 'not reached',
    'progress.state.closed': 'order closed here',
    'progress.result.completed': 'Order completed',
    'progress.result.closed': 'Order closed',
  },
  {
    'progress.label': '订单进度',
    'progress.stage.placement': '订单提交',
    'progress.stage.payment': '付款',
    'progress.stage.remittance': '汇款',
    'progress.stage.arrival': '到账',
    'progress.state.done': '已完成',
    'progress.state.current': '进行中',
    'progress.state.todo': '未开始',
    'progress.state.closed': '订单在此关闭',
    'progress.result.completed': '订单已完成',
    'progress.result.closed': '订单已关闭',
  },
  {
    'progress.label': '訂單進度',
    'progress.stage.placement': '訂單提交',
    'progress.stage.payment': '付款',
    'progress.stage.remittance': '匯款',
    'progress.stage.arrival': '到帳',
    'progress.state.done': '已完成',
    'progress.state.current': '進行中',
    'progress.state.todo': '未開始',
    'progress.state.closed': '訂單在此關閉',
    'progress.result.completed': '訂單已完成',
    'progress.result.closed': '訂單已關閉',
  },
);
