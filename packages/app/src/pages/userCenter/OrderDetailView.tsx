import { useEffect, useRef, useState } from 'react';
import { isSuccess, STATUS } from '@edupay/forms/contract';
import type { ApiResult } from '@edupay/forms/contract';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Alert, Button, OrderProgress, Spinner, useAnnounce, useToast } from '@edupay/ui';
import { closeOrder, completeOrder, reorder, userConfig, type OrderDetail } from '../../api/orders';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { ConfirmStepDialog } from './ConfirmStepDialog';
import { forgetDraft } from '../order/orderDraft';
import { InfoRow } from './InfoRow';
import { OrderAmounts } from './OrderAmounts';
import { OrderHistoryTable } from './OrderHistoryTable';
import { OrderNextStep } from './OrderNextStep';
import { OrderRefunds } from './OrderRefunds';
import { PriceChangePanel } from './PriceChangePanel';
import { PriceMatchPanel } from './PriceMatchPanel';
import { orderDetailMessages } from './orderDetailMessages';
import { TrackLinkShare } from './TrackLinkShare';
import { useOrderDetail } from './useOrderDetail';
import { useStatusText } from './useStatusText';

/** Flywire's 8 days, as the server's user_config answers it; shown until that answer arrives. */
const AUTO_CLOSE_DAYS = 8;

/**
 * The user centre's order detail (spec 001 section 2; issue 18 item 2): the four-stage progress with
 * dates, what happens next with its button, amounts and quote, payee, refunds, history, and the
 * tracking link.
 * It follows the order live (server-sent events) while open. Cancel and confirm arrival ask first.
 */
export function OrderDetailView({ orderId }: { orderId: string }) {
  const t = useAppText(orderDetailMessages);
  const status = useStatusText();
  const { locale } = useSnapshot(store);
  const [, navigate] = useLocation();
  const toast = useToast();
  const announce = useAnnounce();
  const { load, changed, replace, retry } = useOrderDetail(orderId, locale);
  const [asking, setAsking] = useState<'cancel' | 'arrival' | null>(null);
  const [busy, setBusy] = useState(false);
  const [reordering, setReordering] = useState(false);
  const [days, setDays] = useState(AUTO_CLOSE_DAYS);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a change the button that opened the dialog is gone: focus goes to the order's heading instead.
  const changedByDialog = useRef(false);
  const afterDialog = (event: Event) => {
    if (!changedByDialog.current) return;
    changedByDialog.current = false;
    event.preventDefault();
    heading.current?.focus();
  };

  useEffect(() => {
    void userConfig()
      .then((answer) => isSuccess(answer) && answer.data && setDays(answer.data.unpaid_close_days))
      .catch(() => undefined);
  }, []);

  // A change that came live is said once (the kit's live region) and shown on the page.
  const liveNote = changed ? t('orderDetail.live', { status: status(changed.status) }) : '';
  useEffect(() => {
    if (liveNote) announce(liveNote);
    // Said once per event row; the words follow the language without saying it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changed?.id]);

  const change = async (run: (id: string) => Promise<ApiResult<OrderDetail>>) => {
    setBusy(true);
    try {
      const answer = await run(orderId);
      if (isSuccess(answer) && answer.data) {
        // The order as it is now, then the message, then the dialog closes (focus back on the page's heading).
        // The change's answer has no documents, quote or payments: kept from the detail until it loads again.
        if (load.kind === 'ready') replace({ ...load.order, ...answer.data });
        toast.show(answer.message ?? '', { tone: 'success' });
        changedByDialog.current = true;
        retry();
      }
    } catch {
      // The response policy told the payer.
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const startReorder = async () => {
    setReordering(true);
    try {
      const answer = await reorder(orderId);
      if (isSuccess(answer) && answer.data) {
        toast.show(answer.message ?? '', { tone: 'success' });
        // The re-ordered order's draft is the one to open: an older copy this tab kept for the slot goes.
        forgetDraft(answer.data.account_id);
        // Account 0: a payee the payer entered, whose form is /order?payee=entered.
        navigate(answer.data.account_id === 0 ? '/order?payee=entered' : `/order?account_id=${answer.data.account_id}`);
        return;
      }
      if (answer.status_code !== STATUS.NEED_LOGIN) toast.show(t('orderDetail.reorderFailed'), { tone: 'error' });
    } catch {
      // The response policy told the payer.
    }
    setReordering(false);
  };

  const order = load.kind === 'ready' ? load.order : null;
  // Opened from a list (a click or Enter on View order): the reader starts at the order's heading.
  const opened = useRef(false);
  useEffect(() => {
    if (!order || opened.current) return;
    opened.current = true;
    heading.current?.focus();
  }, [order]);
  const name = order ? (locale === 'en' ? order.payee.institution || order.payee.account_name : order.payee.institution_zh || order.payee.institution || order.payee.account_name) : '';
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Shanghai' }).format(new Date(iso));

  return (
    <section aria-labelledby="order-detail-title" className="flex flex-col gap-6 rounded-lg border border-line bg-surface p-6" data-testid="order-detail">
      <div>
        <Link href="/user_center" className="text-sm text-primary underline underline-offset-4">
          {t('orderDetail.back')}
        </Link>
      </div>
      {load.kind === 'loading' ? (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('orderDetail.loading')}
        </p>
      ) : null}
      {load.kind === 'failed' || load.kind === 'missing' ? (
        <Alert
          tone="error"
          description={t(load.kind === 'missing' ? 'orderDetail.missing' : 'orderDetail.failed')}
          action={
            load.kind === 'failed' ? (
              <Button variant="secondary" size="sm" onClick={retry}>
                {t('orderDetail.retry')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {order ? (
        <>
          <header className="flex flex-col gap-1">
            <h2 id="order-detail-title" ref={heading} tabIndex={-1} className="text-xl font-semibold text-fg outline-none">
              {t('orderDetail.title', { orderNo: order.order_no })}
            </h2>
            <p className="m-0 text-fg">{name}</p>
            <p className="m-0 text-sm text-fg-muted">{t('orderDetail.placed', { date: date(order.created_at) })}</p>
            <p className="m-0 text-sm text-fg">
              {t('orderDetail.statusLabel')}: <span data-testid="order-status">{status(order.status)}</span>
            </p>
            {liveNote ? (
              <p className="m-0 text-sm text-primary" data-testid="order-live-note">
                {liveNote}
              </p>
            ) : null}
          </header>
          <OrderProgress stages={order.progress} result={order.result} />
          <OrderNextStep
            order={order}
            autoCloseDays={days}
            onCancel={() => setAsking('cancel')}
            onConfirmArrival={() => setAsking('arrival')}
            onReorder={() => void startReorder()}
            reordering={reordering}
          />
          {order.price_change ? (
            <PriceChangePanel
              orderId={order.order_id}
              change={order.price_change}
              paid={order.payments.find((p) => p.status === 'succeeded')?.amount ?? ''}
              locale={locale}
              onChanged={retry}
            />
          ) : null}
          {order.price_match ? <PriceMatchPanel orderId={order.order_id} match={order.price_match} currency={order.quote?.payer_currency ?? ''} locale={locale} onFiled={retry} /> : null}
          <div className="grid gap-6 md:grid-cols-2">
            <OrderAmounts order={order} />
            <section aria-labelledby="order-payee" className="flex flex-col gap-3">
              <h3 id="order-payee" className="text-base font-semibold text-fg">
                {t('orderDetail.payeeTitle')}
              </h3>
              <dl className="m-0 flex flex-col gap-2 text-sm">
                <InfoRow label={t('orderDetail.payeeName')}>{order.payee.account_name}</InfoRow>
                <InfoRow label={t('orderDetail.payeeBank')}>{order.payee.bank_name}</InfoRow>
                {order.payee.account_number ? <InfoRow label={t('orderDetail.payeeAccount')}>{order.payee.account_number}</InfoRow> : null}
              </dl>
            </section>
          </div>
          {order.refunds.length > 0 ? <OrderRefunds refunds={order.refunds} /> : null}
          <OrderHistoryTable history={order.history} />
          {order.result === '' ? <TrackLinkShare orderId={order.order_id} /> : null}
          <ConfirmStepDialog
            open={asking === 'cancel'}
            onOpenChange={(open) => setAsking(open ? 'cancel' : null)}
            title={t('orderDetail.cancelTitle')}
            body={t('orderDetail.cancelBody', { orderNo: order.order_no })}
            confirm={t('orderDetail.cancelConfirm')}
            back={t('orderDetail.cancelKeep')}
            tone="danger"
            busy={busy}
            onConfirm={() => void change(closeOrder)}
            onCloseAutoFocus={afterDialog}
          />
          <ConfirmStepDialog
            open={asking === 'arrival'}
            onOpenChange={(open) => setAsking(open ? 'arrival' : null)}
            title={t('orderDetail.arrivalTitle')}
            body={t('orderDetail.arrivalBody', { payee: name })}
            confirm={t('orderDetail.arrivalConfirm')}
            back={t('orderDetail.arrivalBack')}
            busy={busy}
            onConfirm={() => void change(completeOrder)}
            onCloseAutoFocus={afterDialog}
          />
        </>
      ) : null}
    </section>
  );
}
