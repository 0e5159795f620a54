import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { Alert, Button } from '@edupay/ui';
import type { OrderDetail } from '../../api/orders';
import { useAppText } from '../../i18n/useAppText';
import { documentsMessages } from '../documents/documentsMessages';
import { store } from '../../store/store';
import { orderDetailMessages } from './orderDetailMessages';

type SlotKey = `documents.slot.${string}` & keyof (typeof documentsMessages)['en'];

export interface OrderNextStepProps {
  order: OrderDetail;
  /** Days after which an unpaid order closes itself (user_config). */
  autoCloseDays: number;
  onCancel: () => void;
  onConfirmArrival: () => void;
  onReorder: () => void;
  reordering: boolean;
}

/**
 * What happens next and, when it is the payer's turn, the one button that does it: upload what is
 * missing, pay, confirm arrival, or re-order a closed order. A hold is its own visible state (what
 * and by when); an unpaid order says when it closes itself; cancel is offered while it may be.
 */
export function OrderNextStep({ order, autoCloseDays, onCancel, onConfirmArrival, onReorder, reordering }: OrderNextStepProps) {
  const t = useAppText(orderDetailMessages);
  const docs = useAppText(documentsMessages);
  const { locale } = useSnapshot(store);
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(iso));
  const onHold = order.hold_reason !== '';
  const rejection = order.status === 'rejected' ? order.history.findLast((h) => h.event === 'reject')?.reason : '';
  const missing = order.missing_documents;
  const slotName = (slot: string) =>
    slot === 'rent_contract_signature' || slot === 'face_verification'
      ? docs(`documents.step.${slot}`)
      : `documents.slot.${slot}` in documentsMessages.en
        ? docs(`documents.slot.${slot}` as SlotKey)
        : slot;
  const href = (path: string) => `${path}?order_id=${encodeURIComponent(order.order_id)}`;
  return (
    <section aria-labelledby="order-next" className="flex flex-col gap-3 rounded-md border border-line bg-surface-muted p-4" data-testid="order-next-step" data-next-step={order.next_step}>
      <h3 id="order-next" className="text-base font-semibold text-fg">
        {t('orderDetail.nextTitle')}
      </h3>
      <p className="m-0 text-sm text-fg">{t(`orderDetail.next.${order.next_step}`)}</p>
      {onHold ? (
        <Alert
          tone="warning"
          title={t('orderDetail.holdWhat', { reason: order.hold_reason })}
          description={order.hold_until ? t('orderDetail.holdUntil', { date: when(order.hold_until) }) : undefined}
        />
      ) : null}
      {rejection ? <p className="m-0 text-sm text-fg">{t('orderDetail.rejectedReason', { reason: rejection })}</p> : null}
      {missing.length > 0 && order.result === '' ? (
        <div className="flex flex-col gap-1 text-sm">
          <p className="m-0 font-medium text-fg">{t('orderDetail.documentsTitle')}</p>
          <ul className="m-0 list-disc pl-5 text-fg" data-testid="missing-documents">
            {missing.map((slot) => (
              <li key={slot}>{slotName(slot)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {order.auto_close_at ? <p className="m-0 text-sm text-fg-muted">{t('orderDetail.autoClose', { days: autoCloseDays, date: when(order.auto_close_at) })}</p> : null}
      <div className="flex flex-wrap gap-3">
        {missing.length > 0 && order.result === '' ? (
          <Button asChild variant={order.can_pay === 1 ? 'secondary' : 'primary'}>
            <Link href={href('/idents_all')}>{t('orderDetail.upload')}</Link>
          </Button>
        ) : null}
        {order.can_pay === 1 ? (
          <Button asChild>
            <Link href={href('/pay')}>{t('orderDetail.pay')}</Link>
          </Button>
        ) : null}
        {order.can_confirm_arrival === 1 ? <Button onClick={onConfirmArrival}>{t('orderDetail.confirmArrival')}</Button> : null}
        {order.next_step === 'reorder' ? (
          <Button onClick={onReorder} loading={reordering}>
            {t('orderDetail.reorder')}
          </Button>
        ) : null}
        {order.can_cancel === 1 ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('orderDetail.cancel')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
