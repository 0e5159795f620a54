import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Alert, Button, Spinner, TextField } from '@edupay/ui';
import { opsApi, type OpsAnswer, type OpsHistory } from '../api/ops';
import { ActOnBehalf } from './ActOnBehalf';
import { RefundForm } from './RefundForm';
import { RefundTable } from './RefundTable';
import { useOpsText } from './useOpsText';

type StatusKey = 'ops.status.draft';
type ActionKey = 'ops.action.approve';

/**
 * One order for staff: payee, amount, the payer's identity number masked (revealed on request,
 * which the server logs), its files, its full history (order_events) and the staff events the order
 * may take now. Reject asks for the reason the payer will read.
 */
export function OrderDetail({ orderId, onBack, canActOnBehalf = false }: { orderId: string; onBack: () => void; canActOnBehalf?: boolean }) {
  const t = useOpsText();
  const [history, setHistory] = useState<OpsHistory | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [revealed, setRevealed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const show = useCallback(
    (answer: OpsAnswer<OpsHistory>) => {
      if (isSuccess(answer)) setHistory(answer.data);
      else setNotice({ tone: 'error', text: t('ops.failed', { message: answer.message }) });
    },
    [t],
  );
  const load = async () => show(await opsApi.history(orderId));
  useEffect(() => {
    void opsApi.history(orderId).then(show);
  }, [orderId, show]);

  const statusText = (status: string) => t(`ops.status.${status}` as StatusKey);
  const after = async (answer: OpsAnswer<{ status: string }>) => {
    // The order as it is now first, then the message: what the message says is what the page shows.
    await load();
    setBusy(false);
    if (isSuccess(answer)) {
      setNotice({ tone: 'success', text: t('ops.done', { orderNo: history?.order.order_no ?? '', status: statusText(answer.data.status) }) });
      setRejecting(false);
      setReason('');
    } else setNotice({ tone: 'error', text: t('ops.failed', { message: answer.message }) });
  };
  const act = async (event: string) => {
    if (event === 'reject') {
      setRejecting(true);
      return;
    }
    setBusy(true);
    await after(event === 'approve' ? await opsApi.approve(orderId) : await opsApi.advance(orderId, event));
  };
  const submitReject = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(t('ops.reject.required'));
      document.getElementById('ops-reject-reason')?.focus();
      return;
    }
    setReasonError('');
    setBusy(true);
    await after(await opsApi.reject(orderId, reason.trim()));
  };
  const reveal = async () => {
    const answer = await opsApi.reveal(orderId, 'payer_id_number');
    if (isSuccess(answer)) setRevealed(answer.data.value);
    else setNotice({ tone: 'error', text: t('ops.failed', { message: answer.message }) });
  };
  const download = async (fileId: string, name: string) => {
    const url = await opsApi.documentUrl(orderId, fileId);
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    URL.revokeObjectURL(url);
  };

  if (!history) return notice ? <Alert tone="error" description={notice.text} /> : <Spinner label={t('ops.loading')} />;
  const { order } = history;
  return (
    <section aria-labelledby="ops-detail-title" className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('ops.detail.back')}
        </Button>
        <h2 id="ops-detail-title" className="text-lg font-semibold">
          {t('ops.detail.title', { orderNo: order.order_no })}
        </h2>
      </div>
      {notice ? <Alert tone={notice.tone} description={notice.text} /> : null}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{t('ops.col.status')}</dt>
        <dd data-testid="ops-order-status">{statusText(order.status)}</dd>
        <dt className="font-medium">{t('ops.detail.payee')}</dt>
        <dd>
          {order.payee.institution || order.payee.account_name} · {order.payee.bank_name}
        </dd>
        <dt className="font-medium">{t('ops.col.amount')}</dt>
        <dd className="tabular-nums">
          {order.total} {order.currency}
        </dd>
        <dt className="font-medium">{t('ops.detail.payerId')}</dt>
        <dd className="flex items-center gap-2">
          <span>{revealed ?? order.payer.payer_id_number ?? ''}</span>
          {revealed === null && order.payer.payer_id_number ? (
            <Button variant="link" size="sm" onClick={() => void reveal()}>
              {t('ops.detail.reveal')}
            </Button>
          ) : null}
        </dd>
      </dl>

      <section aria-labelledby="ops-actions-title" className="flex flex-col gap-2">
        <h3 id="ops-actions-title" className="font-semibold">
          {t('ops.detail.actions')}
        </h3>
        {history.next_events.length === 0 ? (
          <p className="text-sm">{t('ops.detail.noActions')}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {history.next_events.map((event) => (
              <Button key={event} variant={event === 'reject' ? 'danger' : 'primary'} disabled={busy} onClick={() => void act(event)}>
                {t(`ops.action.${event}` as ActionKey)}
              </Button>
            ))}
          </div>
        )}
        {canActOnBehalf ? <ActOnBehalf orderNo={order.order_no} /> : null}
        {rejecting ? (
          <form noValidate onSubmit={submitReject} className="flex flex-col gap-2">
            <TextField id="ops-reject-reason" label={t('ops.reject.reason')} value={reason} onChange={setReason} maxLength={500} required error={reasonError || undefined} />
            <div>
              <Button type="submit" variant="danger" disabled={busy}>
                {t('ops.action.reject')}
              </Button>
            </div>
          </form>
        ) : null}
      </section>

      <section aria-labelledby="ops-refunds-section" className="flex flex-col gap-2">
        <h3 id="ops-refunds-section" className="font-semibold">
          {t('ops.refunds.title')}
        </h3>
        {history.payment ? (
          <p className="text-sm">{t('ops.refund.paid', { captured: history.payment.captured, refundable: history.payment.refundable, currency: history.payment.currency })}</p>
        ) : (
          <p className="text-sm">{t('ops.refund.nothingPaid')}</p>
        )}
        {history.refunds.length > 0 ? <RefundTable caption={t('ops.refunds.title')} refunds={history.refunds} /> : null}
        {history.can_refund === 1 && history.payment ? (
          <RefundForm
            orderId={orderId}
            position={history.payment}
            onDone={async (refund) => {
              await load();
              setNotice({
                tone: refund.status === 'failed' ? 'error' : 'success',
                text: t(refund.status === 'failed' ? 'ops.refund.failed' : 'ops.refund.done', { amount: refund.amount, currency: refund.currency, status: t(`ops.refund.status.${refund.status}` as 'ops.refund.status.requested') }),
              });
            }}
          />
        ) : null}
      </section>

      <section aria-labelledby="ops-files-title" className="flex flex-col gap-2">
        <h3 id="ops-files-title" className="font-semibold">
          {t('ops.detail.files')}
        </h3>
        {history.documents.length === 0 ? (
          <p className="text-sm">{t('ops.detail.noFiles')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {history.documents.map((file) => (
              <li key={file.file_id}>
                <Button variant="link" size="sm" onClick={() => void download(file.file_id, file.file_name)}>
                  {t('ops.detail.download', { name: file.file_name })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="ops-history-title" className="flex flex-col gap-2">
        <h3 id="ops-history-title" className="font-semibold">
          {t('ops.detail.history')}
        </h3>
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="p-2">{t('ops.detail.when')}</th>
              <th scope="col" className="p-2">{t('ops.detail.change')}</th>
              <th scope="col" className="p-2">{t('ops.detail.by')}</th>
              <th scope="col" className="p-2">{t('ops.detail.why')}</th>
            </tr>
          </thead>
          <tbody>
            {history.events.map((event, index) => (
              <tr key={`${event.at}-${index}`} className="border-b align-top">
                <td className="p-2">{new Date(event.at).toLocaleString()}</td>
                <td className="p-2">
                  {event.from ? `${statusText(event.from)} → ` : ''}
                  {statusText(event.to)}
                </td>
                <td className="p-2">{event.actor}</td>
                <td className="p-2">{event.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
