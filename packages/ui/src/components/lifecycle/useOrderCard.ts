import { useEduPay } from '../../provider/useEduPay';
import { useDomainText } from '../../i18n/useDomainText';
import { cardMessages } from './cardMessages';
import { progressMessages } from './progressMessages';
import type { OrderListRow } from './lifecycleTypes';

/** What OrderCard says about a list row, in the page's language (Beijing dates, as the service's clock). */
export function useOrderCard(order: OrderListRow) {
  const t = useDomainText(cardMessages);
  const stageText = useDomainText(progressMessages);
  const { intl, locale } = useEduPay();
  const date = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' });
  const chinese = locale !== 'en' && order.institution_zh;
  return {
    title: chinese ? order.institution_zh : order.institution,
    orderNo: t('card.orderNo', { orderNo: order.order_no }),
    stage: stageText(`progress.stage.${order.stage}`),
    next: t(`card.next.${order.next_step}`),
    yourTurn: order.payer_acts === 1 ? t('card.yourTurn') : '',
    deadline: order.hold_until
      ? t('card.holdUntil', { date: date(order.hold_until) })
      : order.auto_close_at
        ? t('card.autoClose', { date: date(order.auto_close_at) })
        : '',
    open: t('card.open'),
  };
}
