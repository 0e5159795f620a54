import { useEffect, useRef, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { transfersApi, type OpsTransfer } from '../api/opsTransfers';
import { useAppText } from '../i18n/useAppText';
import { transfersMessages } from './transfersMessages';

const newKey = () => crypto.randomUUID();

/**
 * What finance does with one unmatched transfer: attach it to an order (by number), or return it to
 * the sender after a confirmation step (money leaves). Each form has its own Idempotency-Key, kept
 * across retries (a double click or a lost answer makes one change) and renewed only after a success.
 * The order number is checked for presence here; everything else (the order's open payment, the
 * exact amount) by the server, whose refusal about the order is shown at the field.
 */
export function useTransferActions(transfer: OpsTransfer, onDone: (transfer: OpsTransfer, message: string) => Promise<void>) {
  const t = useAppText(transfersMessages);
  const attachKey = useRef(newKey());
  const returnKey = useRef(newKey());
  const [orderNo, setOrderNo] = useState('');
  const [note, setNote] = useState('');
  const [orderError, setOrderError] = useState('');
  const [failure, setFailure] = useState('');
  const [confirmingReturn, setConfirmingReturn] = useState(false);
  const [busy, setBusy] = useState(false);

  const focusOrder = () => document.getElementById('ops-transfer-order')?.focus();
  // The panel opens for the transfer just chosen: the keyboard goes straight to its order number.
  useEffect(() => {
    document.getElementById('ops-transfer-order')?.focus();
  }, [transfer.transfer_id]);

  const attach = async () => {
    setFailure('');
    if (orderNo.trim() === '') {
      setOrderError(t('ops.transfers.orderNoRequired'));
      focusOrder();
      return;
    }
    setOrderError('');
    setBusy(true);
    const answer = await transfersApi.attach({ transfer_id: transfer.transfer_id, order_no: orderNo.trim(), ...(note.trim() ? { note: note.trim() } : {}) }, attachKey.current);
    setBusy(false);
    if (isSuccess(answer)) {
      attachKey.current = newKey();
      await onDone(answer.data, t('ops.transfers.attached', { orderNo: answer.data.order_no }));
      return;
    }
    if (answer.data?.field === 'order_no') {
      setOrderError(answer.message);
      focusOrder();
    } else setFailure(answer.message || String(answer.status_code));
  };

  const giveBack = async () => {
    setBusy(true);
    const answer = await transfersApi.giveBack({ transfer_id: transfer.transfer_id, ...(note.trim() ? { note: note.trim() } : {}) }, returnKey.current);
    setBusy(false);
    setConfirmingReturn(false);
    if (isSuccess(answer)) {
      returnKey.current = newKey();
      await onDone(answer.data, t('ops.transfers.returned', { status: t(`ops.transfers.status.${answer.data.status}` as 'ops.transfers.status.returned') }));
      return;
    }
    setFailure(answer.message || String(answer.status_code));
  };

  return {
    orderNo,
    setOrderNo,
    note,
    setNote,
    orderError,
    failure,
    busy,
    attach,
    confirmingReturn,
    askReturn: () => setConfirmingReturn(true),
    cancelReturn: () => setConfirmingReturn(false),
    giveBack,
  };
}
