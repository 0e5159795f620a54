import { useRef, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { parseMoney } from '@edupay/forms';
import { opsApi, type OpsRefund, type OpsRefundPosition, type RefundReason } from '../api/ops';
import { useOpsText } from './useOpsText';

const newKey = () => crypto.randomUUID();
const scaleOf = (currency: string) => (currency === 'JPY' || currency === 'KRW' ? 0 : 2);

/**
 * The refund form's behaviour: the amount (empty: everything left, less the fee) checked against
 * what is left before it is sent, the reason and the fee waiver, a confirmation step (money leaves),
 * and one Idempotency-Key per form: a double click or a retry after a lost answer makes one refund;
 * a new key only after a refund was made. The server checks everything again.
 */
export function useRefundForm(orderId: string, position: OpsRefundPosition, onDone: (refund: OpsRefund) => Promise<void>) {
  const t = useOpsText();
  const key = useRef(newKey());
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<RefundReason | ''>('');
  const [note, setNote] = useState('');
  const [waiveFee, setWaiveFee] = useState(false);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const scale = scaleOf(position.currency);
  const refundable = BigInt(position.refundable_minor);
  const feeApplies = reason === 'payer_request' && !waiveFee;
  const fee = feeApplies ? (parseMoney(position.refund_fee, { scale }) ?? 0n) : 0n;

  /** The amount as the payer will receive it, as text, or the field's message. */
  const check = (): { amount?: string; reason?: string } => {
    const found: { amount?: string; reason?: string } = {};
    if (reason === '') found.reason = t('ops.refund.reasonRequired');
    if (amount.trim() !== '') {
      const minor = parseMoney(amount, { scale });
      if (minor === null || minor <= 0n) found.amount = t('ops.refund.amountFormat');
      else if (minor + fee > refundable) found.amount = t('ops.refund.amountTooLarge', { refundable: position.refundable, currency: position.currency });
    }
    return found;
  };

  const focusFirst = (found: { amount?: string; reason?: string }) => {
    const id = found.amount ? 'ops-refund-amount' : found.reason ? 'ops-refund-reason' : null;
    if (id) document.getElementById(id)?.focus();
  };

  const review = () => {
    const found = check();
    setErrors(found);
    setFailure('');
    if (found.amount || found.reason) {
      focusFirst(found);
      return;
    }
    setConfirming(true);
  };

  const confirm = async () => {
    if (reason === '') return;
    setBusy(true);
    const answer = await opsApi.refund(
      { order_id: orderId, reason, ...(amount.trim() ? { refund_amount: amount.trim() } : {}), ...(note.trim() ? { note: note.trim() } : {}), ...(waiveFee ? { waive_fee: 1 as const } : {}) },
      key.current,
    );
    setBusy(false);
    setConfirming(false);
    if (isSuccess(answer)) {
      key.current = newKey();
      setAmount('');
      setNote('');
      setReason('');
      setWaiveFee(false);
      await onDone(answer.data);
      return;
    }
    // A refusal about a field is shown at the field (the amount); anything else above the form.
    if (answer.data?.field === 'refund_amount') {
      setErrors({ amount: answer.message });
      document.getElementById('ops-refund-amount')?.focus();
    } else setFailure(answer.message || t('ops.failed', { message: '' }));
  };

  const payerGets = (() => {
    const minor = amount.trim() ? parseMoney(amount, { scale }) : refundable - fee;
    return minor !== null && minor > 0n ? minor : 0n;
  })();

  return {
    amount,
    setAmount,
    reason,
    setReason,
    note,
    setNote,
    waiveFee,
    setWaiveFee,
    errors,
    failure,
    confirming,
    cancelConfirm: () => setConfirming(false),
    review,
    confirm,
    busy,
    feeText: formatMinor(fee, scale),
    payerGetsText: formatMinor(payerGets, scale),
  };
}

function formatMinor(minor: bigint, scale: number): string {
  if (scale === 0) return minor.toString();
  const digits = minor.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
