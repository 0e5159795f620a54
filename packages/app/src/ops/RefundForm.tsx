import type { FormEvent } from 'react';
import { Alert, Button, Checkbox, Select, TextField } from '@edupay/ui';
import { REFUND_REASONS, type OpsRefund, type OpsRefundPosition, type RefundReason } from '../api/ops';
import { useOpsText } from './useOpsText';
import { useRefundForm } from './useRefundForm';

type ReasonKey = 'ops.refund.reason.payer_request';

/** Finance and admins: refund all or part of the order's payment (markup; behaviour in useRefundForm). */
export function RefundForm({ orderId, position, onDone }: { orderId: string; position: OpsRefundPosition; onDone: (refund: OpsRefund) => Promise<void> }) {
  const t = useOpsText();
  const form = useRefundForm(orderId, position, onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.review();
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="ops-refund-title" className="flex max-w-xl flex-col gap-3">
      <h4 id="ops-refund-title" className="font-semibold">
        {t('ops.refund.title')}
      </h4>
      <p className="text-sm" data-testid="ops-refundable">
        {t('ops.refund.refundable', { refundable: position.refundable, captured: position.captured, currency: position.currency })}
      </p>
      <TextField
        id="ops-refund-amount"
        label={t('ops.refund.amount', { currency: position.currency })}
        hint={t('ops.refund.amountHint')}
        inputMode="decimal"
        value={form.amount}
        onChange={form.setAmount}
        maxLength={20}
        error={form.errors.amount}
      />
      <Select
        id="ops-refund-reason"
        label={t('ops.refund.reason')}
        value={form.reason}
        onChange={(value) => form.setReason(value as RefundReason | '')}
        options={REFUND_REASONS.map((reason) => ({ value: reason, label: t(`ops.refund.reason.${reason}` as ReasonKey) }))}
        required
        error={form.errors.reason}
      />
      {form.reason === 'payer_request' ? (
        <Checkbox label={t('ops.refund.waiveFee', { fee: position.refund_fee, currency: position.currency })} checked={form.waiveFee} onChange={form.setWaiveFee} />
      ) : null}
      <TextField id="ops-refund-note" label={t('ops.refund.note')} value={form.note} onChange={form.setNote} maxLength={500} />
      {form.failure ? <Alert tone="error" description={form.failure} /> : null}
      {form.confirming ? (
        <div role="group" aria-labelledby="ops-refund-confirm" className="flex flex-col gap-2 rounded border p-3">
          <p id="ops-refund-confirm" className="text-sm font-medium">
            {t('ops.refund.confirm', { amount: form.payerGetsText, fee: form.feeText, currency: position.currency })}
          </p>
          <div className="flex gap-2">
            <Button type="button" variant="danger" disabled={form.busy} onClick={() => void form.confirm()}>
              {t('ops.refund.confirmButton')}
            </Button>
            <Button type="button" variant="secondary" disabled={form.busy} onClick={form.cancelConfirm}>
              {t('ops.refund.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button type="submit">{t('ops.refund.submit')}</Button>
        </div>
      )}
    </form>
  );
}
